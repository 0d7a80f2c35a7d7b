/**
 * Writes the messy files of the nineteenth fresh held-out table set (scripts/eval-tables/held-out-19/files/):
 *
 * - climbing-gyms-2026.csv: a title line and a note line above the header; wall area with a unit and
 *   thousands separators ("1,205 sq ft"), routes with a unit ("312 routes"), the typical visit as "h:mm"
 *   ("1:45"), the day pass in dollars ("$24.50"); a "Bouldering" column of yes / no and a "Kids club"
 *   column of ✓ / x; the opening date written four ways (ISO, "14 Mar 2026", "March 14, 2026",
 *   "14/03/2026" day first).
 * - bouldering-league.xlsx: two look-alike sheets, "Spring" and "Autumn", of a bouldering league; on each
 *   a title, a note and a blank row, the header starting at B4; tops with a unit ("7 tops"), attempts,
 *   the fastest top as "m:ss" ("3:23"), the entry fee in dollars ("$15.00"), a "Member" column of yes / no,
 *   a "Podium" column of ✓ / x and the climber's age.
 *
 *   npx tsx scripts/eval-tables/held-out-19/make-files.ts
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

/** Minutes as "h:mm". */
const hm = (minutes: number) => `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, "0")}`;
/** Seconds as "m:ss". */
const ms = (seconds: number) => `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

// gym, city, opened, wall area sq ft, routes, typical visit (min), day pass $, bouldering, kids club
type Gym = [string, string, string, number, number, number, number, boolean, boolean];
const gyms: Gym[] = [
  ["Granite Loft", "Portland", "2014-05-17", 12400, 312, 105, 24.5, true, true],
  ["The Crux Yard", "Denver", "2018-09-08", 18750, 420, 130, 28.0, true, false],
  ["Chalk & Rope", "Austin", "2011-03-26", 9600, 205, 95, 19.75, false, true],
  ["Overhang House", "Denver", "2021-01-15", 22300, 515, 140, 31.0, true, true],
  ["Pebble Works", "Portland", "2019-11-02", 6850, 148, 80, 18.0, true, false],
  ["Summit Street", "Chicago", "2009-07-11", 15200, 365, 115, 26.5, false, false],
  ["Red Slab", "Austin", "2023-04-29", 8100, 176, 90, 21.0, true, true],
  ["Basecamp North", "Chicago", "2016-02-20", 20450, 480, 125, 29.5, true, true],
  ["Knot Hall", "Boston", "2012-10-06", 11300, 240, 100, 23.0, false, true],
  ["Dyno District", "Boston", "2024-06-14", 7400, 190, 75, 22.5, true, false],
  ["Ridgeline Gym", "Denver", "2007-08-25", 16900, 398, 120, 25.0, false, true],
  ["Crimp Club", "Portland", "2022-12-03", 5200, 122, 70, 17.5, true, false],
  ["Ledge & Co", "Chicago", "2015-04-18", 13650, 301, 110, 24.0, true, false],
  ["Fingerboard Factory", "Austin", "2017-01-21", 10250, 233, 100, 20.5, false, false],
  ["Harbour Wall", "Boston", "2020-09-19", 17800, 402, 135, 27.5, true, true],
  ["Cedar Boulders", "Portland", "2025-03-08", 4600, 98, 65, 16.0, true, true],
  ["Switchback", "Chicago", "2013-06-29", 14100, 330, 105, 26.0, false, true],
  ["Top Out Barn", "Denver", "2010-11-13", 9950, 215, 95, 21.5, true, false],
];

const gymLines = [
  "Indoor Climbing Guide - gyms surveyed in 2026",
  "Wall area from each gym's floor plan; day pass is the adult walk-in price in USD; visit length as reported by members",
  "Gym,City,Opened,Wall area,Routes,Typical visit,Day pass,Bouldering,Kids club",
  ...gyms.map(([gym, city, opened, area, routes, visit, pass, bouldering, kids], i) =>
    [
      gym,
      city,
      dateWrittenSlash(opened, i % 4),
      `${area.toLocaleString("en-US")} sq ft`,
      `${String(routes)} routes`,
      hm(visit),
      `$${pass.toFixed(2)}`,
      bouldering ? "yes" : "no",
      kids ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "climbing-gyms-2026.csv"), gymLines.join("\n") + "\n");

// climber, team, category, tops, attempts, fastest top (s), fee $, member, podium, age
type Entry = [string, string, string, number, number, number, number, boolean, boolean, number];
const spring: Entry[] = [
  ["Lena Fischer", "Crux Crew", "Open", 9, 21, 203, 15, true, true, 27],
  ["Marco Silva", "Slab Cats", "Open", 7, 25, 245, 20, false, false, 31],
  ["Priya Nair", "Crux Crew", "Youth", 8, 18, 188, 10, true, true, 16],
  ["Sam O'Neil", "Dyno Kids", "Youth", 5, 22, 297, 10, true, false, 15],
  ["Hugo Laurent", "Slab Cats", "Masters", 6, 19, 262, 15, true, false, 48],
  ["Yuki Tanaka", "Overhangers", "Open", 10, 17, 176, 20, false, true, 24],
  ["Ada Mensah", "Overhangers", "Masters", 7, 24, 231, 15, true, true, 45],
  ["Tom Brennan", "Dyno Kids", "Youth", 4, 26, 318, 10, false, false, 14],
  ["Sofia Rossi", "Crux Crew", "Open", 8, 20, 214, 15, true, false, 29],
  ["Kofi Asante", "Slab Cats", "Masters", 5, 23, 276, 20, false, false, 52],
];
const autumn: Entry[] = [
  ["Yuki Tanaka", "Overhangers", "Open", 9, 19, 181, 20, false, true, 24],
  ["Lena Fischer", "Crux Crew", "Open", 10, 16, 169, 15, true, true, 27],
  ["Noah Weber", "Slab Cats", "Open", 6, 27, 258, 20, false, false, 33],
  ["Priya Nair", "Crux Crew", "Youth", 9, 17, 192, 10, true, true, 16],
  ["Ines Duarte", "Dyno Kids", "Youth", 7, 21, 240, 10, true, false, 13],
  ["Ada Mensah", "Overhangers", "Masters", 8, 18, 222, 15, true, true, 45],
  ["Hugo Laurent", "Slab Cats", "Masters", 7, 20, 249, 15, true, false, 48],
  ["Rafael Costa", "Overhangers", "Open", 5, 28, 305, 20, false, false, 36],
  ["Mia Kowalski", "Dyno Kids", "Youth", 6, 24, 271, 10, false, false, 15],
];

function leagueSheet(season: string, entries: Entry[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, `Riverside Bouldering League: ${season} 2026 results`],
    [null, "Fastest top is the quickest single problem of the night; entry fee in USD"],
    [],
    [null, "Climber", "Team", "Category", "Tops", "Attempts", "Fastest top", "Entry fee", "Member", "Podium", "Age"],
  ];
  for (const [climber, team, category, tops, attempts, fastest, fee, member, podium, age] of entries) {
    rows.push([
      null,
      climber,
      team,
      category,
      `${String(tops)} tops`,
      attempts,
      ms(fastest),
      `$${fee.toFixed(2)}`,
      member ? "yes" : "no",
      podium ? "✓" : "x",
      age,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, leagueSheet("Spring", spring), "Spring");
XLSX.utils.book_append_sheet(book, leagueSheet("Autumn", autumn), "Autumn");
fs.writeFileSync(path.join(out, "bouldering-league.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
