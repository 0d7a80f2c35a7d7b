/**
 * Writes the messy files of the twenty-fourth fresh held-out table set (scripts/eval-tables/held-out-24/files/):
 *
 * - hostels-2026.csv: a title line, a note line and a blank line above the header; beds with a unit ("64 beds"),
 *   the year's overnight stays with a unit and thousands separators ("12,480 nights"), the walk from the station
 *   as "h:mm" ("0:25"), the year's income written the European way ("€412.380,50"), the occupancy in percent
 *   ("78%"), a "Breakfast" column of yes / no and a "Dogs allowed" column of ✓ / x; the opening date written
 *   four ways (ISO, "14 Mar 2026", "March 14, 2026", "Sat 14 March 2026"); one blank walk and one "#N/A"
 *   occupancy.
 * - food-trucks.xlsx: two look-alike sheets, "Harbour Market" and "Station Square", one per market; on each a
 *   title and a note row, the header starting at C3; meals served with a unit ("3,120 meals"), the average wait
 *   as "m:ss" ("6:45"), the weekly pitch fee in dollars ("$45.00"), the share of repeat customers in percent, a
 *   "Vegan options" column of yes / no, a "Card only" column of ✓ / x and the first trading day written four ways
 *   (ISO, "14 Mar 2026", "March 14, 2026", "14.03.2026" day first); one blank wait and one error cell (#N/A) on
 *   each sheet.
 *
 *   npx tsx scripts/eval-tables/held-out-24/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenDots, dateWrittenWeekday } from "../make-helpers";
import { euro, hm, ms } from "../messy-cells";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// hostel, region, opened, beds, nights, walk (min; null blank), income €, occupancy % (null #N/A), breakfast, dogs
type Hostel = [string, string, string, number, number, number | null, number, number | null, boolean, boolean];
const hostels: Hostel[] = [
  ["Tarn Foot", "Lakes", "1998-04-11", 64, 14210, 35, 298410.5, 81, true, false],
  ["Coppergate", "Dales", "2005-06-03", 48, 9870, 10, 201340.0, 74, true, true],
  ["Wren House", "Lakes", "2016-03-19", 32, 6140, 50, 131870.25, 66, false, true],
  ["Blackstone Barn", "Peaks", "1987-09-26", 22, 3310, null, 58420.8, 52, false, true],
  ["Millrace", "Peaks", "2011-05-14", 56, 12650, 15, 265905.4, 79, true, false],
  ["Kettlewell Old School", "Dales", "1992-07-04", 40, 8025, 90, 152630.0, 68, true, true],
  ["High Moss", "Lakes", "2021-10-02", 28, 4490, 40, 97860.6, null, false, false],
  ["Saddle Ridge", "Peaks", "2018-02-24", 36, 7120, 25, 148215.75, 71, true, true],
  ["The Old Chapel", "Dales", "2009-08-15", 30, 5180, 20, 104370.0, 63, false, false],
  ["Ravens Ghyll", "Lakes", "1979-05-19", 72, 16840, 65, 352190.3, 85, true, false],
  ["Eden Bridge", "Borders", "2014-04-05", 44, 8760, 5, 179415.9, 73, true, true],
  ["Cheviot View", "Borders", "2023-06-17", 24, 2980, 30, 61240.0, 47, false, true],
  ["Slate Quarry Bunkhouse", "Lakes", "2012-09-08", 18, 2640, 45, 47380.5, 58, false, true],
  ["Tweedside", "Borders", "2001-03-31", 52, 10310, 12, 214660.2, 76, true, false],
  ["Hathersage Mill", "Peaks", "1995-11-11", 60, 13475, 8, 281730.0, 80, true, true],
  ["Gordale Bothy", "Dales", "2019-07-20", 16, 2105, 55, 39860.45, 55, false, false],
  ["Jedwater", "Borders", "2007-05-26", 38, 6930, 18, 138520.0, 64, true, true],
  ["Edale Fold", "Peaks", "2024-04-13", 26, 3860, 6, 80125.35, 60, false, true],
];

const hostelLines = [
  "Northern hostels - 2025 season",
  "Overnight stays counted over the year; walk is from the nearest railway station in hours:minutes; income in euros after refunds; occupancy is the share of bed-nights sold",
  "",
  "Hostel,Region,Opened,Beds,Overnight stays,Walk from station,Income,Occupancy,Breakfast,Dogs allowed",
  ...hostels.map(([name, region, opened, beds, nights, walk, income, occupancy, breakfast, dogs], i) =>
    [
      name,
      region,
      dateWrittenWeekday(opened, (i + 3) % 4),
      `${String(beds)} beds`,
      `${nights.toLocaleString("en-US")} nights`,
      walk === null ? "" : hm(walk),
      euro(income),
      occupancy === null ? "#N/A" : `${String(occupancy)}%`,
      breakfast ? "yes" : "no",
      dogs ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "hostels-2026.csv"), hostelLines.join("\n") + "\n");

// truck, cuisine, first trading day, meals, wait (s; null blank), pitch fee $, repeat % (null error), vegan, card only
type Truck = [string, string, string, number, number | null, number, number | null, boolean, boolean];
const harbour: Truck[] = [
  ["Smoke & Sails", "BBQ", "2019-05-04", 4820, 410, 55, 62, false, true],
  ["The Dumpling Boat", "Chinese", "2021-03-13", 3690, 285, 45, 71, true, true],
  ["Taco Tide", "Mexican", "2018-06-16", 5210, 340, 50, 58, true, false],
  ["Crab Shack Cart", "Seafood", "2022-07-02", 2140, 520, 60, 44, false, false],
  ["Green Galley", "Vegan", "2020-04-18", 2975, 195, 40, null, true, true],
  ["Pizza Pier", "Italian", "2017-08-05", 6030, null, 65, 67, true, false],
  ["Wok On Water", "Thai", "2023-05-27", 1580, 370, 45, 39, true, true],
  ["Fishy Business", "Seafood", "2016-09-10", 4410, 450, 55, 73, false, false],
  ["Crêpe Anchor", "French", "2024-03-30", 960, 240, 35, 28, true, true],
  ["Bao Harbour", "Chinese", "2020-10-24", 2730, 300, 50, 55, false, true],
];
const station: Truck[] = [
  ["Platform Pies", "British", "2018-02-17", 3940, 180, 40, 69, false, false],
  ["Curry Express", "Indian", "2019-11-09", 4630, 330, 50, 74, true, true],
  ["Falafel Junction", "Middle Eastern", "2021-06-05", 3320, 210, 45, 66, true, false],
  ["The Burger Signal", "American", "2017-04-22", 5480, 395, 55, null, false, true],
  ["Noodle Line", "Japanese", "2022-09-17", 2210, null, 50, 52, true, true],
  ["Last Train Tacos", "Mexican", "2023-01-28", 1870, 275, 45, 41, true, false],
  ["Rolling Roti", "Indian", "2020-08-08", 2660, 360, 40, 59, true, true],
  ["Commuter Coffee & Crumpets", "British", "2024-05-11", 1150, 95, 30, 47, false, false],
];

type Cell = string | number | null | XLSX.CellObject;

function marketSheet(market: string, trucks: Truck[]): XLSX.WorkSheet {
  const rows: Cell[][] = [
    [null, null, `Weekend food trucks - ${market}`],
    [
      null,
      null,
      "Meals served over the 2025 season; wait is minutes:seconds from order to food; pitch fee per weekend in USD; repeat customers from the loyalty card scheme",
    ],
    [
      null,
      null,
      "Truck",
      "Cuisine",
      "First trading day",
      "Meals served",
      "Average wait",
      "Pitch fee",
      "Repeat customers",
      "Vegan options",
      "Card only",
    ],
  ];
  trucks.forEach(([name, cuisine, first, meals, wait, fee, repeat, vegan, cardOnly], i) => {
    rows.push([
      null,
      null,
      name,
      cuisine,
      dateWrittenDots(first, (i + 1) % 4),
      `${meals.toLocaleString("en-US")} meals`,
      wait === null ? null : ms(wait),
      `$${fee.toFixed(2)}`,
      repeat === null ? { t: "e", v: 0x2a } : `${String(repeat)}%`,
      vegan ? "yes" : "no",
      cardOnly ? "✓" : "x",
    ]);
  });
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, marketSheet("Harbour Market", harbour), "Harbour Market");
XLSX.utils.book_append_sheet(book, marketSheet("Station Square", station), "Station Square");
fs.writeFileSync(path.join(out, "food-trucks.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
