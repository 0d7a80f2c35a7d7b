/**
 * Writes the messy files of the sixteenth fresh held-out table set (scripts/eval-tables/held-out-16/files/):
 *
 * - trail-races-2026.csv: a title line and a note line above the header; distances, climbs and finishers as
 *   text with a unit ("21.1 km", "1,850 m", "1,205 runners"); the winning time as "h:mm" ("3:23"); the
 *   entry fee in dollars ("$65.00") and the prize fund ("$12,500", or "none"); a "Chip timed" column of
 *   yes / no and a "Medal" column of ✓ / x; the race day written four ways (ISO, "14 Mar 2026",
 *   "March 14, 2026", "14.03.2026").
 * - food-bank.xlsx: two look-alike sheets, "Eastgate Depot" and "Westgate Depot", of volunteers; on each a
 *   title, a note and a blank row, the header starting at C4; the month's hours with a unit ("42 hrs"), the
 *   average shift as "h:mm" ("3:30"), mileage claimed in dollars ("$58.20"), a "Drives van" column of
 *   yes / no, a "Safeguarding check" column of ✓ / x and the year started.
 *
 *   npx tsx scripts/eval-tables/held-out-16/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenDots } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

/** Minutes as "h:mm". */
const hm = (minutes: number) => `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, "0")}`;

// race, region, organiser, race day, km, climb m, finishers, winning time (min), entry fee $, prize fund $, chip timed, medal
type Race = [string, string, string, string, number, number, number, number, number, number, boolean, boolean];
const races: Race[] = [
  ["Glen Coe Skyline Dash", "Lochaber", "Peak Events", "2026-06-13", 21.1, 1850, 412, 143, 65, 5000, true, true],
  ["Loch Ness Marathon Trail", "Highland", "RunWild", "2026-09-27", 42.2, 980, 1205, 203, 85, 12500, true, true],
  ["Cairngorm Forest 10K", "Cairngorms", "RunWild", "2026-04-18", 10, 240, 860, 34, 25, 0, false, false],
  ["Ben Nevis Hill Race", "Lochaber", "Peak Events", "2026-09-05", 14, 1340, 520, 95, 40, 3000, true, false],
  ["Speyside Whisky Trail", "Moray", "Spirit Runs", "2026-05-02", 35, 720, 640, 176, 70, 4000, false, true],
  ["Torridon Ultra", "Wester Ross", "Peak Events", "2026-07-11", 60, 3200, 188, 412, 120, 8000, true, true],
  ["Culloden Moor Run", "Highland", "Spirit Runs", "2026-03-21", 16, 310, 1480, 61, 30, 0, false, false],
  ["Aviemore Half", "Cairngorms", "RunWild", "2026-10-10", 21.1, 420, 2310, 78, 45, 6000, true, true],
  ["Fort William Fling", "Lochaber", "Spirit Runs", "2026-08-22", 50, 2600, 260, 329, 95, 7500, true, false],
  ["Dornoch Beach Trail", "Sutherland", "Coastal Running Co", "2026-02-14", 12, 90, 730, 44, 20, 0, false, true],
  ["Kintail Ridge Race", "Wester Ross", "Peak Events", "2026-08-01", 25, 2100, 156, 187, 75, 2500, true, true],
  ["Nairn Coastal 15", "Moray", "Coastal Running Co", "2026-11-07", 15, 150, 980, 53, 28, 1500, false, false],
  ["Rothiemurchus Trail", "Cairngorms", "Spirit Runs", "2026-06-27", 30, 650, 705, 148, 55, 3500, true, true],
  ["Cape Wrath Challenge", "Sutherland", "Coastal Running Co", "2026-05-23", 42.2, 1450, 340, 238, 110, 9000, true, true],
  ["Inverness Riverside 10K", "Highland", "RunWild", "2026-01-24", 10, 60, 1960, 31, 22, 1000, true, false],
  ["Assynt Mountain Trail", "Sutherland", "Peak Events", "2026-10-24", 32, 1980, 215, 215, 80, 4500, false, false],
];

const raceLines = [
  "Highland Trail Series 2026 - race summary",
  "Winning time in h:mm; fees and prize funds in USD; race days as sent in by each race director",
  "Race,Region,Organiser,Race day,Distance,Climb,Finishers,Winning time,Entry fee,Prize fund,Chip timed,Medal",
  ...races.map(([race, region, organiser, day, km, climb, finishers, winning, fee, prize, chip, medal], i) =>
    [
      race,
      region,
      organiser,
      dateWrittenDots(day, i % 4),
      `${String(km)} km`,
      `${climb.toLocaleString("en-US")} m`,
      `${finishers.toLocaleString("en-US")} runners`,
      hm(winning),
      `$${fee.toFixed(2)}`,
      prize === 0 ? "none" : `$${prize.toLocaleString("en-US")}`,
      chip ? "yes" : "no",
      medal ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "trail-races-2026.csv"), raceLines.join("\n") + "\n");

// volunteer, role, shifts, hours, average shift (min), mileage $, drives van, safeguarding checked, started
type Volunteer = [string, string, number, number, number, number, boolean, boolean, number];
const eastgate: Volunteer[] = [
  ["Amara Okafor", "Warehouse", 12, 42, 210, 0, false, true, 2019],
  ["Bill Thornton", "Driver", 9, 39, 260, 58.2, true, true, 2016],
  ["Chen Wei", "Packing", 14, 35, 150, 0, false, false, 2023],
  ["Deborah Klein", "Driver", 11, 44, 240, 71.6, true, true, 2014],
  ["Eamon Byrne", "Reception", 6, 16, 160, 0, false, true, 2021],
  ["Fatima Rahman", "Packing", 10, 30, 180, 0, false, true, 2020],
  ["Gareth Price", "Warehouse", 8, 30, 225, 12.4, true, false, 2022],
  ["Hollie Marsh", "Reception", 5, 11, 132, 0, false, true, 2024],
  ["Isaac Mensah", "Driver", 10, 46, 276, 64.8, true, false, 2018],
  ["Jenny Lowther", "Packing", 13, 26, 120, 0, false, true, 2012],
  ["Kamal Haddad", "Warehouse", 8, 26, 195, 8.9, true, true, 2017],
];
const westgate: Volunteer[] = [
  ["Lena Fischer", "Packing", 11, 33, 180, 0, false, true, 2018],
  ["Marcus Obi", "Driver", 10, 45, 270, 66.5, true, true, 2015],
  ["Nora Quinn", "Reception", 7, 14, 120, 0, false, false, 2023],
  ["Oliver Grant", "Warehouse", 9, 36, 240, 15.2, true, true, 2020],
  ["Paula Mendes", "Driver", 12, 50, 250, 82.3, true, false, 2013],
  ["Quentin Shaw", "Packing", 8, 20, 150, 0, false, true, 2021],
  ["Rosa Delgado", "Warehouse", 10, 38, 228, 0, false, true, 2011],
  ["Sam Whitfield", "Reception", 6, 9, 90, 0, false, true, 2024],
  ["Tariq Aziz", "Driver", 9, 33, 220, 49.1, true, true, 2019],
];

function depotSheet(depot: string, volunteers: Volunteer[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, `Northfield Food Bank: ${depot} volunteer log, October 2026`],
    [null, null, "Hours and shifts are for the month; average shift in h:mm; mileage is claimed in USD"],
    [],
    [null, null, "Volunteer", "Role", "Shifts", "Hours", "Avg shift", "Mileage", "Drives van", "Safeguarding check", "Started"],
  ];
  for (const [name, role, shifts, hours, avg, mileage, drives, checked, started] of volunteers) {
    rows.push([
      null,
      null,
      name,
      role,
      shifts,
      `${String(hours)} hrs`,
      hm(avg),
      `$${mileage.toFixed(2)}`,
      drives ? "yes" : "no",
      checked ? "✓" : "x",
      started,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, depotSheet("Eastgate Depot", eastgate), "Eastgate Depot");
XLSX.utils.book_append_sheet(book, depotSheet("Westgate Depot", westgate), "Westgate Depot");
fs.writeFileSync(path.join(out, "food-bank.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
