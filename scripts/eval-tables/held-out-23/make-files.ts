/**
 * Writes the messy files of the twenty-third fresh held-out table set (scripts/eval-tables/held-out-23/files/):
 *
 * - vineyards-2026.csv: a title line, a note line and a blank line above the header; the year's visitors with a
 *   unit and thousands separators ("12,450 visitors"), the planted area with a unit ("38 ha"), the tour length
 *   as "h:mm" ("1:30"), the cellar door takings written the European way ("€184.320,50"), the share of wine
 *   sold abroad in percent ("45%"), an "Organic" column of yes / no and a "Dogs welcome" column of ✓ / x; the
 *   cellar door's opening date written four ways (ISO, "14 March 2026", "March 14, 2026", "14.03.2026" day
 *   first); one blank tour length and one "#N/A" export share.
 * - yoga-studios.xlsx: two look-alike sheets, "Riverside" and "Old Town", one per studio; on each a title, a
 *   note and a blank row, the header starting at B4; attendances with a unit ("1,205 visits"), the class
 *   length as "h:mm" ("1:15"), the drop-in price in dollars ("$14.00"), the share of sessions that were full
 *   in percent, a "Beginners" column of yes / no, a "Mats provided" column of ✓ / x and the first class date
 *   written four ways (ISO, "14 Mar 2026", "March 14, 2026", "14/03/2026" day first); one blank length and
 *   one error cell (#DIV/0!) on each sheet.
 *
 *   npx tsx scripts/eval-tables/held-out-23/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenFullMonthDots, dateWrittenSlash } from "../make-helpers";
import { euro, hm } from "../messy-cells";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// vineyard, valley, main grape, opened, visitors, hectares, tour (min; null blank), takings €, exported % (null #N/A), organic, dogs
type Vineyard = [string, string, string, string, number, number, number | null, number, number | null, boolean, boolean];
const vineyards: Vineyard[] = [
  ["Hollow Oak Estate", "Moss Valley", "Pinot Noir", "1987-05-16", 18420, 42, 90, 184320.5, 35, false, true],
  ["Larkspur Hill", "Moss Valley", "Chardonnay", "2012-09-08", 9615, 18, 60, 72410.0, 12, true, true],
  ["Greystone Cellars", "Moss Valley", "Riesling", "1968-04-27", 22870, 65, 120, 265940.75, 58, false, false],
  ["Brambleside", "Kestrel Coast", "Sauvignon Blanc", "2019-06-01", 6340, 11, 45, 38215.2, 5, true, true],
  ["Cliff Top Vines", "Kestrel Coast", "Pinot Noir", "2004-03-13", 14205, 27, 75, 128760.4, 22, false, true],
  ["Saltmarsh Winery", "Kestrel Coast", "Chardonnay", "1995-07-22", 11980, 31, null, 96430.0, null, false, false],
  ["Old Quarry Wines", "Kestrel Coast", "Bacchus", "2021-08-14", 4875, 8, 50, 27690.65, 0, true, false],
  ["Fennel Farm", "Harrow Downs", "Bacchus", "2016-04-30", 7260, 14, 60, 51840.3, 8, true, true],
  ["Kingsmead", "Harrow Downs", "Pinot Meunier", "1979-10-06", 16730, 48, 105, 171205.9, 41, false, false],
  ["Rook's Rest", "Harrow Downs", "Chardonnay", "2010-05-29", 10445, 23, 70, 88120.0, 17, false, true],
  ["Windle Vineyard", "Harrow Downs", "Pinot Noir", "2014-06-21", 8890, 19, 55, 64975.85, 9, true, true],
  ["The Hop Garden", "Stour Fields", "Ortega", "2023-05-20", 3120, 6, 40, 18460.5, 0, true, true],
  ["Stourbank Estate", "Stour Fields", "Chardonnay", "1999-09-11", 13575, 36, 85, 119830.25, 28, false, true],
  ["Little Wick", "Stour Fields", "Bacchus", "2008-07-05", 5960, 12, 50, 40215.0, 6, true, false],
  ["Marlpit Wines", "Stour Fields", "Dornfelder", "2017-03-25", 9340, 21, 65, 70640.7, 14, false, false],
  ["Heron Lees", "Moss Valley", "Pinot Gris", "2020-10-03", 7830, 15, 60, 55320.4, 11, true, true],
  ["Abbey Mill", "Harrow Downs", "Riesling", "1958-06-14", 20310, 57, 110, 221470.15, 49, false, true],
  ["Sloe Lane", "Stour Fields", "Ortega", "2011-11-19", 4390, 9, 45, 25980.0, 3, true, false],
];

const vineyardLines = [
  "Vineyards open to visitors - 2025 figures",
  "Visitors counted at the cellar door over the year; tour length is hours:minutes; takings are cellar door sales in euros; exported is the share of bottles sold abroad",
  "",
  "Vineyard,Valley,Main grape,Cellar door opened,Visitors,Planted,Tour length,Takings,Exported,Organic,Dogs welcome",
  ...vineyards.map(([name, valley, grape, opened, visitors, hectares, tour, takings, exported, organic, dogs], i) =>
    [
      name,
      valley,
      grape,
      dateWrittenFullMonthDots(opened, (i + 1) % 4),
      `${visitors.toLocaleString("en-US")} visitors`,
      `${String(hectares)} ha`,
      tour === null ? "" : hm(tour),
      euro(takings),
      exported === null ? "#N/A" : `${String(exported)}%`,
      organic ? "yes" : "no",
      dogs ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "vineyards-2026.csv"), vineyardLines.join("\n") + "\n");

// class, style, first class, attendances, length (min; null blank), drop-in $, full sessions % (null error), beginners, mats provided
type YogaClass = [string, string, string, number, number | null, number, number | null, boolean, boolean];
const riverside: YogaClass[] = [
  ["Sunrise Flow", "Vinyasa", "2019-01-07", 2480, 60, 14, 72, true, true],
  ["Deep Stretch", "Yin", "2020-09-15", 1635, 75, 15, 48, true, true],
  ["Power Hour", "Power", "2018-04-03", 3105, 60, 16, 81, false, false],
  ["Lunchtime Reset", "Hatha", "2021-02-01", 1190, 45, 12, 35, true, true],
  ["Candlelight Yin", "Yin", "2022-10-20", 960, 90, 18, 66, true, false],
  ["Hot Flow", "Hot", "2017-11-13", 2755, null, 20, 77, false, false],
  ["Slow Sunday", "Hatha", "2023-03-05", 540, 75, 14, null, true, true],
  ["Core & Balance", "Power", "2024-06-11", 410, 50, 16, 29, false, true],
  ["Evening Vinyasa", "Vinyasa", "2016-05-09", 3390, 70, 15, 84, false, true],
];
const oldTown: YogaClass[] = [
  ["Morning Hatha", "Hatha", "2018-08-06", 2210, 60, 13, 58, true, true],
  ["Ashtanga Led", "Ashtanga", "2016-02-22", 2985, 90, 17, 63, false, false],
  ["Yin & Nidra", "Yin", "2021-11-04", 1240, 80, 16, 71, true, true],
  ["Hot 26", "Hot", "2019-05-14", 1870, 90, 22, null, false, false],
  ["Gentle Chair Yoga", "Hatha", "2022-01-18", 720, 45, 10, 22, true, true],
  ["Flow & Go", "Vinyasa", "2023-09-25", 655, null, 14, 39, true, false],
  ["Rocket", "Power", "2020-03-02", 1465, 65, 18, 55, false, true],
  ["Mysore Mornings", "Ashtanga", "2024-04-08", 305, 120, 19, 18, false, false],
];

type Cell = string | number | null | XLSX.CellObject;

function studioSheet(studio: string, classes: YogaClass[]): XLSX.WorkSheet {
  const rows: Cell[][] = [
    [null, `Stillpoint Yoga - ${studio} studio`],
    [
      null,
      "Attendances are visits since the class first ran; length is hours:minutes; full sessions is the share of sessions with every mat taken; drop-in prices in USD",
    ],
    [],
    [null, "Class", "Style", "First class", "Attendances", "Length", "Drop-in price", "Full sessions", "Beginners", "Mats provided"],
  ];
  classes.forEach(([name, style, first, visits, length, price, full, beginners, mats], i) => {
    rows.push([
      null,
      name,
      style,
      dateWrittenSlash(first, (i + 2) % 4),
      `${visits.toLocaleString("en-US")} visits`,
      length === null ? null : hm(length),
      `$${price.toFixed(2)}`,
      full === null ? { t: "e", v: 0x07 } : `${String(full)}%`,
      beginners ? "yes" : "no",
      mats ? "✓" : "x",
    ]);
  });
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, studioSheet("Riverside", riverside), "Riverside");
XLSX.utils.book_append_sheet(book, studioSheet("Old Town", oldTown), "Old Town");
fs.writeFileSync(path.join(out, "yoga-studios.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
