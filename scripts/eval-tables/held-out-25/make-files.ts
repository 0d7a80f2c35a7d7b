/**
 * Writes the messy files of the twenty-fifth fresh held-out table set (scripts/eval-tables/held-out-25/files/):
 *
 * - coworking-spaces-2026.csv: a title line and a note line above the header, the header starting in the
 *   second column (the first column blank); desks with a unit ("48 desks"), members with a unit and thousands
 *   separators ("1,205 members"), the average visit as "h:mm" ("3:25"), a day pass in dollars ("$18.00"), the
 *   year's takings written the European way ("€212.480,50"), the desks in use in percent ("72%"), a "Meeting
 *   rooms" column of yes / no and an "Open 24h" column of ✓ / x; the opening date written four ways (ISO,
 *   "14 March 2026", "March 14, 2026", "14.03.2026"); one blank visit and one "#N/A" share.
 * - summer-stages.xlsx: two look-alike sheets, "Meadow Stage" and "Barn Stage", one per stage of a small
 *   festival; on each a title, a note and a blank row, the header starting at B4; the crowd with a unit
 *   ("2,310 people"), the set length as "h:mm" ("1:15"), the fee in dollars ("$4,500.00"), the share of
 *   tickets bought in advance in percent, an "Encore" column of yes / no, a "Local act" column of ✓ / x and
 *   the date the act was booked written four ways (ISO, "14 Mar 2026", "March 14, 2026", "14/03/2026" day
 *   first); one blank set length and one error cell (#N/A) on each sheet.
 *
 *   npx tsx scripts/eval-tables/held-out-25/make-files.ts
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

// space, city, opened, desks, members, visit (min; null blank), day pass $, takings €, in use % (null #N/A), rooms, 24h
type Space = [string, string, string, number, number, number | null, number, number, number | null, boolean, boolean];
const spaces: Space[] = [
  ["The Loom", "Leeds", "2014-09-01", 120, 1205, 205, 22, 612480.5, 81, true, true],
  ["Quayside Works", "Newcastle", "2018-03-12", 64, 540, 170, 18, 248930.0, 69, true, false],
  ["Attic Desk", "York", "2021-06-28", 22, 160, 140, 15, 61220.75, 58, false, false],
  ["Foundry Hall", "Sheffield", "2011-11-07", 96, 880, 230, 20, 431775.4, 77, true, true],
  ["Kiln Yard", "Leeds", "2019-04-15", 40, 310, null, 17, 129450.0, 64, false, true],
  ["Northern Light", "Newcastle", "2009-02-23", 150, 1460, 250, 25, 803110.2, 86, true, true],
  ["Bootham Rooms", "York", "2016-10-03", 36, 275, 165, 16, 112390.6, 61, true, false],
  ["Canal Side Studio", "Leeds", "2023-01-16", 28, 190, 120, 14, 70845.0, null, false, false],
  ["Steelworks Co", "Sheffield", "2015-05-18", 72, 655, 195, 19, 301560.35, 74, true, true],
  ["Printers Row", "Manchester", "2012-08-20", 110, 1090, 215, 24, 571920.8, 83, true, true],
  ["Mill Lane Hub", "Manchester", "2020-09-14", 54, 430, 150, 18, 196240.0, 66, false, true],
  ["Shambles Nook", "York", "2024-02-05", 18, 95, 110, 12, 38410.25, 49, false, false],
  ["Ouseburn Desks", "Newcastle", "2017-07-10", 46, 380, 185, 17, 160815.9, 71, true, false],
  ["Ancoats Exchange", "Manchester", "2008-04-21", 132, 1330, 240, 26, 702655.0, 88, true, false],
  ["Crucible Corner", "Sheffield", "2022-11-28", 30, 215, 135, 13, 79360.45, 55, false, false],
  ["Headrow House", "Leeds", "2010-03-29", 88, 790, 210, 21, 389120.6, 79, true, true],
  ["Tyne Loft", "Newcastle", "2025-05-06", 20, 110, 95, 11, 31870.0, 42, false, true],
];

const spaceLines = [
  ",Coworking spaces in the North - members and takings 2025",
  ",Average visit in hours:minutes from the door log; day pass at the walk-in rate; takings in euros before VAT; desks in use is the yearly average",
  [
    "",
    "Space",
    "City",
    "Opened",
    "Desks",
    "Members",
    "Average visit",
    "Day pass",
    "Takings",
    "Desks in use",
    "Meeting rooms",
    "Open 24h",
  ].join(","),
  ...spaces.map(([name, city, opened, desks, members, visit, pass, takings, inUse, rooms, allDay], i) =>
    [
      "",
      name,
      city,
      dateWrittenFullMonthDots(opened, (i + 2) % 4),
      `${String(desks)} desks`,
      `${members.toLocaleString("en-US")} members`,
      visit === null ? "" : hm(visit),
      `$${pass.toFixed(2)}`,
      euro(takings),
      inUse === null ? "#N/A" : `${String(inUse)}%`,
      rooms ? "yes" : "no",
      allDay ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "coworking-spaces-2026.csv"), spaceLines.join("\n") + "\n");

// act, genre, booked, crowd, set (min; null blank), fee $, advance % (null error), encore, local
type Act = [string, string, string, number, number | null, number, number | null, boolean, boolean];
const meadow: Act[] = [
  ["The Hollow Pines", "Folk", "2025-01-14", 3120, 75, 6500, 72, true, false],
  ["Brass Tacks Collective", "Jazz", "2025-03-02", 1840, 60, 3200, 55, false, true],
  ["Neon Harbour", "Indie", "2024-11-20", 4210, 90, 9800, 81, true, false],
  ["Ruby Lane", "Country", "2025-04-18", 2260, 50, 4100, 63, false, false],
  ["Six Mile Bottom", "Folk", "2025-05-27", 1390, null, 2300, 47, false, true],
  ["Velvet Static", "Rock", "2024-12-09", 3880, 80, 8700, null, true, false],
  ["Marsh Harriers", "Folk", "2025-02-11", 1615, 45, 2600, 51, true, true],
  ["Dr Fuzz & The Cure-Alls", "Rock", "2025-06-03", 2940, 70, 5400, 66, true, false],
  ["Low Tide Choir", "Choral", "2025-03-25", 980, 40, 1500, 38, false, true],
  ["Kite Season", "Indie", "2025-04-01", 2575, 65, 4800, 60, false, false],
];
const barn: Act[] = [
  ["Cellar Door Trio", "Jazz", "2025-02-20", 640, 55, 1800, 44, true, true],
  ["Grain Store", "Electronic", "2024-10-30", 1120, 120, 3600, 70, false, false],
  ["Maggie Thorn", "Country", "2025-05-05", 870, 45, 2100, 52, true, false],
  ["Hayloft Heroes", "Folk", "2025-01-08", 760, 50, 1600, null, false, true],
  ["Static Bloom", "Electronic", "2025-03-17", 1390, 105, 4200, 77, true, false],
  ["The Tin Roofs", "Rock", "2025-06-12", 1010, null, 2900, 58, false, true],
  ["Pennywhistle", "Folk", "2025-04-24", 520, 40, 1200, 35, false, true],
  ["Orla & the Owls", "Indie", "2024-12-15", 1255, 60, 3300, 65, true, false],
  ["Midnight Milk", "Jazz", "2025-05-19", 915, 75, 2400, 49, false, false],
];

type Cell = string | number | null | XLSX.CellObject;

function stageSheet(stage: string, acts: Act[]): XLSX.WorkSheet {
  const rows: Cell[][] = [
    [null, `Harvest Moon Festival 2025 - ${stage}`],
    [
      null,
      "Crowd is the head count at the stage barrier; set length in hours:minutes; fee agreed in USD before travel; advance is the share of the act's fans who bought tickets early",
    ],
    [],
    [null, "Act", "Genre", "Booked on", "Crowd", "Set length", "Fee", "Advance tickets", "Encore", "Local act"],
  ];
  acts.forEach(([name, genre, booked, crowd, set, fee, advance, encore, local], i) => {
    rows.push([
      null,
      name,
      genre,
      dateWrittenSlash(booked, (i + 1) % 4),
      `${crowd.toLocaleString("en-US")} people`,
      set === null ? null : hm(set),
      `$${fee.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      advance === null ? { t: "e", v: 0x2a } : `${String(advance)}%`,
      encore ? "yes" : "no",
      local ? "✓" : "x",
    ]);
  });
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, stageSheet("Meadow Stage", meadow), "Meadow Stage");
XLSX.utils.book_append_sheet(book, stageSheet("Barn Stage", barn), "Barn Stage");
fs.writeFileSync(path.join(out, "summer-stages.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
