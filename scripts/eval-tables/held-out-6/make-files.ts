/**
 * Writes the messy file of the sixth fresh held-out table set (scripts/eval-tables/held-out-6/files/):
 *
 * - community-grants.csv: a title line with a comma in it ("Community Grants, Round 3 (2025)") and a
 *   blank line above the header; an ISO country code next to the country's name; a region's name next
 *   to a numeric region code; a "Project staff" column (a word the rows are named by, said again in the
 *   header); the money column called "Amount (£)" with "£12,500" cells; a flag column of "x" and blanks;
 *   decision dates as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-6/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written file, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cell } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// ref, project, organisation, country code, country, region, region code, staff, amount £, volunteer-led, decided
const grants: [string, string, string, string, string, string, number, number, number, boolean, string][] = [
  ["G-1001", "Clean Water Wells", "Aqua Trust", "KEN", "Kenya", "Eastern Africa", 14, 6, 18500, false, "2025-01-14"],
  ["G-1002", "Girls Code Club", "Byte Forward", "NGA", "Nigeria", "Western Africa", 11, 3, 9200, true, "2025-01-20"],
  ["G-1003", "Mangrove Replanting", "Coastline Friends", "IDN", "Indonesia", "South-eastern Asia", 35, 9, 27400, false, "2025-02-03"],
  ["G-1004", "Mobile Library", "Read Together", "KEN", "Kenya", "Eastern Africa", 14, 2, 6100, true, "2025-02-11"],
  ["G-1005", "Solar Clinics", "Sun Health", "UGA", "Uganda", "Eastern Africa", 14, 12, 41250, false, "2025-02-27"],
  ["G-1006", "Rural Midwives", "Mothers First", "BGD", "Bangladesh", "Southern Asia", 34, 8, 22800, false, "2025-03-04"],
  ["G-1007", "Football for Peace", "Pitch In", "COL", "Colombia", "South America", 5, 4, 7650, true, "2025-03-12"],
  ["G-1008", "Seed Banks", "Grow Local", "PER", "Peru", "South America", 5, 5, 12500, false, "2025-03-19"],
  ["G-1009", "Flood Warnings", "River Watch", "BGD", "Bangladesh", "Southern Asia", 34, 7, 19900, false, "2025-03-26"],
  ["G-1010", "Youth Radio", "On Air", "GHA", "Ghana", "Western Africa", 11, 3, 5400, true, "2025-04-02"],
  ["G-1011", "Coral Survey", "Reef Keepers", "PHL", "Philippines", "South-eastern Asia", 35, 6, 16300, false, "2025-04-15"],
  ["G-1012", "School Meals", "Full Plate", "TZA", "Tanzania", "Eastern Africa", 14, 10, 33600, false, "2025-04-23"],
  ["G-1013", "Repair Cafés", "Fix It", "KEN", "Kenya", "Eastern Africa", 14, 1, 3900, true, "2025-05-06"],
  ["G-1014", "Beekeeping Co-op", "Hive Minds", "ETH", "Ethiopia", "Eastern Africa", 14, 4, 11750, false, "2025-05-21"],
  ["G-1015", "Sign Language Classes", "Hands Up", "VNM", "Viet Nam", "South-eastern Asia", 35, 2, 4800, true, "2025-06-03"],
  ["G-1016", "Cookstoves", "Clear Air", "NPL", "Nepal", "Southern Asia", 34, 5, 14200, false, "2025-06-17"],
];

const money = (n: number) => `£${n.toLocaleString("en-GB")}`;
const lines = [
  "Community Grants, Round 3 (2025)",
  "",
  "Ref,Project,Organisation,Country code,Country,Region,Region code,Project staff,Amount (£),Volunteer-led,Decided",
  ...grants.map(([ref, project, org, code, country, region, regionCode, staff, amount, volunteers, decided]) =>
    [ref, project, org, code, country, region, String(regionCode), String(staff), money(amount), volunteers ? "x" : "", decided]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "community-grants.csv"), lines.join("\r\n") + "\r\n");
