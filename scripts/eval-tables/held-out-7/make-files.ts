/**
 * Writes the messy files of the seventh fresh held-out table set (scripts/eval-tables/held-out-7/files/):
 *
 * - river-10k-results.csv: a title line and a note line above a blank line and the header; finish times
 *   as "mm:ss" text with "n/a" for runners who have no time; pledges in European form ("€1.234,50",
 *   quoted because of the comma); a "First race" column of ✓ and x; a club column where some runners
 *   are "Unattached".
 * - library-branches.xlsx: two look-alike sheets, "Loans 2024" and "Loans 2025", same branches and
 *   columns, different figures; on each a title and a note above the table and the header starting
 *   lower down, at B6; floor area as text with a unit ("1,205 m²"), loans as numbers (one "n/a" in
 *   2024: a branch closed for works), visitors as text with thousands separators, average visit as
 *   "h:mm" text, late fees "€1.234,50", a café column of ✓ and x, opening dates as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-7/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { euro, hm } from "../messy-cells";
import { cell } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// bib, runner, club, age group, finish time (mm:ss or null), pledged €, first race
const runners: [number, string, string, string, string | null, number, boolean][] = [
  [101, "Aoife Byrne", "Harbour Harriers", "F35", "44:12", 1234.5, false],
  [102, "Tom Walsh", "Unattached", "M40", "51:03", 860, true],
  [103, "Priya Nair", "Quayside Striders", "F20", "39:58", 2105.75, false],
  [104, "Sam Okafor", "Harbour Harriers", "M20", "38:47", 415, false],
  [105, "Greta Lindqvist", "Millbank Joggers", "F50", "57:30", 1580, true],
  [106, "Diego Ferreira", "Quayside Striders", "M35", null, 320, false],
  [107, "Hannah Kowalski", "Unattached", "F40", "49:21", 2950.2, true],
  [108, "Luis Moreno", "Harbour Harriers", "M50", "46:40", 710.4, false],
  [109, "Chloe Martin", "Millbank Joggers", "F20", "42:05", 1999.99, false],
  [110, "Kwame Mensah", "Harbour Harriers", "M40", "41:36", 1100, false],
  [111, "Ines Duarte", "Unattached", "F35", null, 95, true],
  [112, "Oskar Berg", "Quayside Striders", "M50", "53:18", 1475.6, false],
  [113, "Fatima Zahra", "Millbank Joggers", "F40", "47:55", 640, true],
  [114, "Jack Doyle", "Harbour Harriers", "M35", "43:29", 3120, false],
  [115, "Mei Tanaka", "Quayside Striders", "F50", "55:02", 505.5, true],
  [116, "Rory Campbell", "Unattached", "M20", "40:44", 275, true],
  [117, "Sofia Russo", "Harbour Harriers", "F35", "45:51", 1850, false],
  [118, "Noah Fischer", "Millbank Joggers", "M40", null, 230, false],
];

const runLines = [
  "River 10K for the Food Bank: results",
  "Provisional results, 12 April 2026; n/a = no finish time",
  "",
  "Bib,Runner,Club,Age group,Finish time,Pledged,First race",
  ...runners.map(([bib, name, club, age, time, pledged, first]) =>
    [String(bib), name, club, age, time ?? "n/a", euro(pledged), first ? "✓" : "x"].map(cell).join(","),
  ),
];
fs.writeFileSync(path.join(out, "river-10k-results.csv"), runLines.join("\n") + "\n");

// branch, district, floor area m², opened, café; then per year: loans (null = n/a), visitors, avg visit minutes, late fees €
interface Branch {
  name: string;
  district: string;
  area: number;
  opened: string;
  cafe: boolean;
  y2024: [number | null, number, number, number];
  y2025: [number, number, number, number];
}
const branches: Branch[] = [
  {
    name: "Central",
    district: "Centre",
    area: 4820,
    opened: "1968-05-02",
    cafe: true,
    y2024: [182400, 301250, 52, 4312.4],
    y2025: [176900, 296300, 55, 3987.1],
  },
  {
    name: "Eastgate",
    district: "East",
    area: 1205,
    opened: "1994-09-17",
    cafe: false,
    y2024: [61350, 88420, 38, 1204.5],
    y2025: [64210, 91875, 36, 1150],
  },
  {
    name: "Hillside",
    district: "North",
    area: 640,
    opened: "1979-03-12",
    cafe: false,
    y2024: [23480, 31200, 27, 402.75],
    y2025: [22150, 30480, 29, 388.6],
  },
  {
    name: "Northfield",
    district: "North",
    area: 1530,
    opened: "2006-11-04",
    cafe: true,
    y2024: [70210, 97300, 44, 1530.2],
    y2025: [74880, 102640, 47, 1602.35],
  },
  {
    name: "Old Town",
    district: "Centre",
    area: 910,
    opened: "1931-01-20",
    cafe: false,
    y2024: [45900, 60120, 33, 980],
    y2025: [47315, 63900, 34, 1012.8],
  },
  {
    name: "Harbourside",
    district: "South",
    area: 2210,
    opened: "2015-06-27",
    cafe: true,
    y2024: [88760, 143900, 61, 2140.9],
    y2025: [92040, 150210, 63, 2289.45],
  },
  {
    name: "Meadowbank",
    district: "South",
    area: 780,
    opened: "1988-08-08",
    cafe: false,
    y2024: [null, 4100, 18, 35],
    y2025: [38720, 52600, 31, 744.2],
  },
  {
    name: "Riverview",
    district: "South",
    area: 1050,
    opened: "2001-02-14",
    cafe: true,
    y2024: [52110, 70460, 41, 1088.3],
    y2025: [50890, 69770, 40, 1021.9],
  },
  {
    name: "St Anne's",
    district: "West",
    area: 560,
    opened: "1975-10-30",
    cafe: false,
    y2024: [19870, 25630, 24, 310.1],
    y2025: [20440, 26310, 25, 298.4],
  },
  {
    name: "Westfield",
    district: "West",
    area: 1380,
    opened: "2011-04-09",
    cafe: true,
    y2024: [66540, 90130, 46, 1422.6],
    y2025: [61200, 86650, 43, 1366.7],
  },
  {
    name: "Brookside",
    district: "North",
    area: 870,
    opened: "1999-07-01",
    cafe: true,
    y2024: [40310, 55200, 35, 815.55],
    y2025: [43670, 58940, 37, 861],
  },
  {
    name: "Docklands",
    district: "South",
    area: 1690,
    opened: "2019-09-21",
    cafe: false,
    y2024: [57630, 81720, 39, 1190.4],
    y2025: [66015, 93400, 42, 1333.3],
  },
];

function branchSheet(year: "2024" | "2025"): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [],
    [null, `City Libraries: branch figures, ${year}`],
    [null, "Provisional. n/a = branch closed for works. Avg visit in h:mm."],
    [],
    [],
    [null, "Branch", "District", "Floor area", "Loans", "Visitors", "Avg visit", "Late fees", "Café", "Opened"],
  ];
  for (const b of branches) {
    const [loans, visitors, visit, fees] = year === "2024" ? b.y2024 : b.y2025;
    rows.push([
      null,
      b.name,
      b.district,
      `${b.area.toLocaleString("en-GB")} m²`,
      loans ?? "n/a",
      visitors.toLocaleString("en-GB"),
      hm(visit),
      euro(fees),
      b.cafe ? "✓" : "x",
      b.opened,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, branchSheet("2024"), "Loans 2024");
XLSX.utils.book_append_sheet(book, branchSheet("2025"), "Loans 2025");
fs.writeFileSync(path.join(out, "library-branches.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
