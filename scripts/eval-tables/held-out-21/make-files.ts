/**
 * Writes the messy files of the twenty-first fresh held-out table set (scripts/eval-tables/held-out-21/files/):
 *
 * - cycle-hire-docks-2026.csv: a title line, a note line and a blank line above the header; bikes with a
 *   unit ("24 bikes"), trips with a unit and thousands separators ("12,405 trips"), the average ride as
 *   "m:ss" ("14:35"), the year's takings written the European way ("€12.450,75"), a busy share in percent
 *   ("72%"), an "E-bikes" column of yes / no and a "Staffed" column of ✓ / x; the opening date written
 *   four ways (ISO, "14 Mar 2026", "March 14, 2026", "14/03/2026" day first); one blank ride time and one
 *   "#N/A" busy share.
 * - theatre-seasons.xlsx: two look-alike sheets, "Main Stage" and "Studio", of one season's shows; on each
 *   a title, a note and two blank rows, the header starting at B6; seats sold with a unit ("1,205 seats"),
 *   the running time as "h:mm" ("2:15"), the ticket price in dollars ("$12.00"), a full-house share in
 *   percent, a "Matinee" column of yes / no, a "Sold out night" column of ✓ / x and the opening night
 *   written four ways; one blank running time and one error cell (#DIV/0!) on each sheet.
 *
 *   npx tsx scripts/eval-tables/held-out-21/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenSlash } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

/** Seconds as "m:ss", or minutes as "h:mm". */
const clockOf = (units: number) => `${String(Math.floor(units / 60))}:${String(units % 60).padStart(2, "0")}`;
/** 12450.75 → "€12.450,75" */
const euro = (x: number) => {
  const [whole, frac] = x.toFixed(2).split(".") as [string, string];
  return `€${whole.replace(/\B(?=(\d{3})+(?!\d))/gu, ".")},${frac}`;
};

// dock, district, opened, bikes, trips, average ride (s; null blank), takings €, busy % (null #N/A), e-bikes, staffed
type Dock = [string, string, string, number, number, number | null, number, number | null, boolean, boolean];
const docks: Dock[] = [
  ["Canal Basin", "Harbourside", "2014-06-14", 24, 12405, 875, 12450.75, 72, true, true],
  ["Market Cross", "Old Town", "2011-03-02", 30, 18230, 640, 17985.5, 88, false, true],
  ["Station Forecourt", "Central", "2009-09-21", 40, 26110, 710, 24320.0, 91, true, true],
  ["Mill Lane", "Riverside", "2016-05-07", 18, 6420, 1105, 5890.25, 54, false, false],
  ["Cathedral Green", "Old Town", "2012-04-19", 22, 9875, 590, 9120.4, 67, true, false],
  ["Ferry Steps", "Harbourside", "2018-07-28", 16, 5310, null, 4875.0, 49, false, true],
  ["University Gate", "Central", "2010-10-04", 36, 21760, 820, 20540.8, 85, true, true],
  ["Boathouse Row", "Riverside", "2019-06-01", 14, 4180, 1240, 3960.6, null, true, false],
  ["Guildhall Yard", "Old Town", "2008-08-30", 28, 15640, 615, 14890.0, 79, false, true],
  ["Dockside Arena", "Harbourside", "2021-03-13", 20, 7025, 935, 6715.35, 61, true, true],
  ["Weir Meadow", "Riverside", "2015-04-11", 12, 2895, 1380, 2640.9, 38, false, false],
  ["Library Square", "Central", "2013-11-16", 26, 14310, 665, 13275.2, 76, false, true],
  ["Tannery Wharf", "Harbourside", "2023-05-20", 10, 1960, 1015, 1830.45, 33, true, false],
  ["Abbey Road End", "Old Town", "2017-09-09", 16, 6985, 730, 6405.0, 58, true, true],
  ["Lock Keeper's", "Riverside", "2020-06-27", 14, 3740, 1165, 3395.7, 44, true, false],
  ["Hospital Drive", "Central", "2024-02-10", 22, 8650, 780, 7980.15, 69, false, true],
];

const dockLines = [
  "City Cycle Hire - docking stations, 2025 figures",
  "Trips and takings are for the calendar year 2025; average ride is minutes:seconds; busy share is the part of opening hours the dock was more than 80% full",
  "",
  "Dock,District,Opened,Bikes,Trips,Average ride,Takings,Busy share,E-bikes,Staffed",
  ...docks.map(([dock, district, opened, bikes, trips, ride, takings, busy, ebikes, staffed], i) =>
    [
      dock,
      district,
      dateWrittenSlash(opened, i % 4),
      `${String(bikes)} bikes`,
      `${trips.toLocaleString("en-US")} trips`,
      ride === null ? "" : clockOf(ride),
      euro(takings),
      busy === null ? "#N/A" : `${String(busy)}%`,
      ebikes ? "yes" : "no",
      staffed ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "cycle-hire-docks-2026.csv"), dockLines.join("\n") + "\n");

// show, company, opening night, performances, seats sold, running time (min; null blank), ticket $, full house % (null error), matinee, sold out night
type Show = [string, string, string, number, number, number | null, number, number | null, boolean, boolean];
const mainStage: Show[] = [
  ["The Winter's Tale", "Northgate Players", "2025-09-12", 14, 5320, 170, 28, 76, true, true],
  ["Blithe Spirit", "Lantern Theatre Co", "2025-10-03", 12, 4890, 135, 24, 82, true, true],
  ["A Christmas Carol", "Northgate Players", "2025-12-05", 22, 9650, 120, 22, 88, true, true],
  ["Noises Off", "Riverside Rep", "2026-01-23", 10, 3410, 145, 26, 68, false, false],
  ["Macbeth", "Lantern Theatre Co", "2026-02-20", 12, 4125, null, 28, null, true, false],
  ["The Importance of Being Earnest", "Riverside Rep", "2026-03-27", 14, 5870, 150, 25, 84, true, true],
  ["Into the Woods", "Harbour Musical Society", "2026-04-24", 16, 7215, 165, 32, 90, true, true],
  ["Arcadia", "Northgate Players", "2026-05-29", 9, 2640, 175, 24, 59, false, false],
  ["Guys and Dolls", "Harbour Musical Society", "2026-06-19", 18, 8430, 160, 34, 94, true, true],
];
const studio: Show[] = [
  ["Educating Rita", "Lantern Theatre Co", "2025-09-19", 10, 1205, 140, 15, 80, false, true],
  ["The Birthday Party", "Riverside Rep", "2025-10-17", 8, 870, 125, 14, 72, false, false],
  ["Art", "Northgate Players", "2025-11-07", 12, 1490, 90, 16, 83, true, true],
  ["Talking Heads", "Lantern Theatre Co", "2025-12-12", 9, 915, null, 12, null, false, false],
  ["The Dumb Waiter", "Riverside Rep", "2026-01-30", 6, 540, 55, 10, 60, false, false],
  ["Constellations", "Northgate Players", "2026-03-06", 10, 1360, 70, 15, 91, true, true],
  ["Little Shop of Horrors", "Harbour Musical Society", "2026-04-10", 14, 1925, 110, 18, 92, true, true],
  ["Betrayal", "Riverside Rep", "2026-05-15", 8, 780, 90, 14, 65, false, false],
];

type Cell = string | number | null | XLSX.CellObject;

function seasonSheet(venue: string, shows: Show[]): XLSX.WorkSheet {
  const rows: Cell[][] = [
    [],
    [null, `Hartwell Arts Centre - ${venue}: 2025/26 season`],
    [null, "Seats sold over the whole run; full house is the share of performances that sold every seat; prices in USD"],
    [],
    [],
    [
      null,
      "Show",
      "Company",
      "Opening night",
      "Performances",
      "Seats sold",
      "Running time",
      "Ticket price",
      "Full house",
      "Matinee",
      "Sold out night",
    ],
  ];
  shows.forEach(([show, company, opening, performances, seats, running, price, full, matinee, soldOut], i) => {
    rows.push([
      null,
      show,
      company,
      dateWrittenSlash(opening, (i + 1) % 4),
      performances,
      `${seats.toLocaleString("en-US")} seats`,
      running === null ? null : clockOf(running),
      `$${price.toFixed(2)}`,
      full === null ? { t: "e", v: 0x07 } : `${String(full)}%`,
      matinee ? "yes" : "no",
      soldOut ? "✓" : "x",
    ]);
  });
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, seasonSheet("Main Stage", mainStage), "Main Stage");
XLSX.utils.book_append_sheet(book, seasonSheet("Studio", studio), "Studio");
fs.writeFileSync(path.join(out, "theatre-seasons.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
