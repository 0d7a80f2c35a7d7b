/**
 * Writes the messy files of the twelfth fresh held-out table set (scripts/eval-tables/held-out-12/files/):
 *
 * - city-museums.csv: a title line and a note line above the header; visitors as text with a unit
 *   ("148,200 visitors"); the average visit as "h:mm" text; the adult ticket in European form ("€1.234,50",
 *   quoted because of the comma); a "Free on Sundays" column of ✓ and x; guided tours as "4 a day", "n/a"
 *   where there are none; the date each museum opened written several ways (ISO, "2 March 2014", "March 2, 2014",
 *   "02.03.2014").
 * - five-a-side-league.xlsx: two look-alike sheets, "Spring" and "Autumn", fixtures with home and away
 *   columns; on each a title, a note and three blank rows, the header starting at C6; the crowd as text
 *   with a unit ("1,205 fans"), the match length as "m:ss" text, a "Streamed" column of ✓ and x, the
 *   match date as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-12/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { euro, hm, ms } from "../messy-cells";
import { cell, dateWrittenFullMonthDots } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// museum, quarter, visitors 2025, average visit (minutes), adult ticket €, free on Sundays, guided tours a day (null = n/a), opened
const museums: [string, string, number, number, number, boolean, number | null, string][] = [
  ["City Art Gallery", "Old Town", 148200, 95, 14.5, true, 4, "1998-03-02"],
  ["Maritime Museum", "Harbour", 96400, 110, 12.2, true, null, "2011-09-15"],
  ["Museum of Childhood", "Northside", 61250, 70, 6.8, false, null, "2004-05-21"],
  ["Castle Keep", "Old Town", 35800, 48, 16.75, false, 2, "1987-11-30"],
  ["Science Hall", "Harbour", 189900, 165, 11.4, true, 6, "2016-01-08"],
  ["Cathedral Treasury", "Old Town", 47500, 40, 18.2, true, 1, "2019-06-27"],
  ["Railway Works Museum", "Riverside", 203000, 185, 9.5, true, null, "2009-08-14"],
  ["Textile Mill", "Northside", 26000, 82, 5.25, false, null, "1995-04-03"],
  ["Guildhall Undercroft", "Old Town", 19800, 35, 4.9, false, 3, "2013-10-19"],
  ["Botanic Glasshouse", "Riverside", 112000, 58, 7.6, true, null, "2021-02-11"],
  ["Print Shop Museum", "Old Town", 9600, 31, 12.95, false, 2, "2001-07-06"],
  ["Natural History Rooms", "Westend", 74000, 140, 10.3, true, 5, "2015-09-01"],
  ["Photography Centre", "Westend", 101500, 66, 13.8, true, 2, "2007-12-04"],
  ["Tram Depot", "Northside", 14200, 176, 3.9, false, null, "2024-03-18"],
  ["Almshouse Museum", "Riverside", 6400, 52, 2.75, false, null, "1979-06-22"],
  ["Harbour Lighthouse", "Harbour", 38500, 62, 9.95, true, 4, "2018-05-30"],
];

const museumLines = [
  "City museums: visitors, tickets and tours, figures for 2025",
  "Adult ticket in euro; average visit in h:mm; n/a = no guided tours",
  "Museum,Quarter,Visitors,Average visit,Adult ticket,Free on Sundays,Guided tours,Opened",
  ...museums.map(([name, quarter, visitors, visit, ticket, free, tours, opened], i) =>
    [
      name,
      quarter,
      `${visitors.toLocaleString("en-GB")} visitors`,
      hm(visit),
      euro(ticket),
      free ? "✓" : "x",
      tours === null ? "n/a" : `${String(tours)} a day`,
      dateWrittenFullMonthDots(opened, i % 4),
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "city-museums.csv"), museumLines.join("\n") + "\n");

// date, home, away, home goals, away goals, crowd, match length (seconds), streamed
type Fixture = [string, string, string, number, number, number, number, boolean];
const spring: Fixture[] = [
  ["2026-03-07", "Red Lions", "Harbour Rovers", 3, 1, 210, 2712, true],
  ["2026-03-07", "Millbrook United", "Tinkers FC", 2, 2, 145, 2745, false],
  ["2026-03-14", "Harbour Rovers", "Millbrook United", 0, 4, 180, 2701, true],
  ["2026-03-14", "Tinkers FC", "Red Lions", 1, 5, 1205, 2830, true],
  ["2026-03-21", "Red Lions", "Millbrook United", 2, 3, 320, 2760, true],
  ["2026-03-21", "Tinkers FC", "Harbour Rovers", 4, 4, 95, 2790, false],
  ["2026-03-28", "Millbrook United", "Red Lions", 1, 1, 410, 2688, true],
  ["2026-03-28", "Harbour Rovers", "Tinkers FC", 2, 0, 130, 2725, false],
  ["2026-04-04", "Harbour Rovers", "Red Lions", 0, 2, 175, 2702, false],
  ["2026-04-04", "Tinkers FC", "Millbrook United", 3, 6, 260, 2905, true],
  ["2026-04-11", "Millbrook United", "Harbour Rovers", 5, 2, 380, 2770, true],
  ["2026-04-11", "Red Lions", "Tinkers FC", 1, 0, 1060, 2699, true],
];
const autumn: Fixture[] = [
  ["2026-09-05", "Red Lions", "Harbour Rovers", 1, 2, 240, 2722, true],
  ["2026-09-05", "Millbrook United", "Tinkers FC", 0, 1, 150, 2731, false],
  ["2026-09-12", "Harbour Rovers", "Millbrook United", 3, 3, 205, 2788, true],
  ["2026-09-12", "Tinkers FC", "Red Lions", 2, 4, 880, 2815, true],
  ["2026-09-19", "Red Lions", "Millbrook United", 0, 0, 295, 2700, false],
  ["2026-09-19", "Tinkers FC", "Harbour Rovers", 1, 3, 115, 2744, false],
  ["2026-09-26", "Millbrook United", "Red Lions", 2, 1, 455, 2766, true],
  ["2026-09-26", "Harbour Rovers", "Tinkers FC", 5, 1, 1340, 2859, true],
  ["2026-10-03", "Harbour Rovers", "Red Lions", 2, 2, 310, 2709, true],
  ["2026-10-03", "Tinkers FC", "Millbrook United", 0, 3, 90, 2738, false],
  ["2026-10-10", "Millbrook United", "Harbour Rovers", 1, 4, 275, 2751, true],
  ["2026-10-10", "Red Lions", "Tinkers FC", 6, 2, 610, 2880, true],
];

function leagueSheet(season: "Spring" | "Autumn", fixtures: Fixture[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, `Riverside five-a-side league: ${season} 2026 fixtures and results`],
    [null, null, "Crowd is the paid gate; match length in m:ss including stoppages."],
    [],
    [],
    [],
    [null, null, "Date", "Home", "Away", "Home goals", "Away goals", "Crowd", "Match length", "Streamed"],
  ];
  for (const [date, home, away, hg, ag, crowd, length, streamed] of fixtures) {
    rows.push([null, null, date, home, away, hg, ag, `${crowd.toLocaleString("en-GB")} fans`, ms(length), streamed ? "✓" : "x"]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, leagueSheet("Spring", spring), "Spring");
XLSX.utils.book_append_sheet(book, leagueSheet("Autumn", autumn), "Autumn");
fs.writeFileSync(path.join(out, "five-a-side-league.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
