/**
 * Writes the messy files of the eighteenth fresh held-out table set (scripts/eval-tables/held-out-18/files/):
 *
 * - indie-singles-2026.csv: a title line and a note line above the header; track lengths as "m:ss" ("3:23"),
 *   plays with a unit and thousands separators ("1,205,300 plays"), royalties in dollars ("$4,210.50"); an
 *   "Explicit" column of yes / no and a "Video" column of ✓ / x; the release date written four ways (ISO,
 *   "14 Mar 2026", "March 14, 2026", "14/03/2026" day first).
 * - garden-plots.xlsx: two look-alike sheets, "Elm Street" and "Riverside", of allotment plots; on each a
 *   title, a note and two blank rows, the header starting at C5; plot sizes with a unit ("24 sq m"), water
 *   use with a unit and separators ("1,250 L"), the yearly fee in dollars ("$45.00"), an "Organic" column of
 *   ✓ / x, a "Shed" column of yes / no and the year the gardener joined.
 *
 *   npx tsx scripts/eval-tables/held-out-18/make-files.ts
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

/** Seconds as "m:ss". */
const ms = (seconds: number) => `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

// track, artist, genre, released, length (s), plays, royalties $, explicit, video
type Single = [string, string, string, string, number, number, number, boolean, boolean];
const singles: Single[] = [
  ["Paper Lanterns", "The Velvet Hours", "Indie pop", "2026-01-09", 203, 1205300, 4210.5, false, true],
  ["Northbound", "Kestrel Bay", "Folk", "2025-10-17", 251, 384900, 1320.75, false, false],
  ["Static Hearts", "Juno Vale", "Synthpop", "2026-02-13", 187, 2468100, 8890.2, true, true],
  ["Copper Sky", "Kestrel Bay", "Folk", "2026-03-06", 298, 219400, 760.4, false, true],
  ["Low Tide Radio", "The Velvet Hours", "Indie pop", "2025-11-21", 215, 957600, 3305.0, false, false],
  ["Neon Chapel", "Juno Vale", "Synthpop", "2026-04-24", 176, 3120750, 11240.9, true, true],
  ["Glasshouse", "Marrow & Pine", "Alt rock", "2025-09-05", 242, 611200, 2150.35, true, false],
  ["Saltwater Letters", "Ada Quill", "Singer-songwriter", "2026-05-15", 264, 143800, 498.6, false, false],
  ["Run the Wires", "Marrow & Pine", "Alt rock", "2026-01-30", 229, 842300, 2975.8, true, true],
  ["Small Hours", "Ada Quill", "Singer-songwriter", "2025-12-12", 312, 96500, 331.25, false, true],
  ["Afterglow Drive", "Juno Vale", "Synthpop", "2026-06-19", 198, 1874200, 6610.0, false, true],
  ["Wild Garlic", "Kestrel Bay", "Folk", "2026-07-03", 276, 158700, 552.9, false, false],
  ["Sunday Static", "The Velvet Hours", "Indie pop", "2026-08-14", 221, 704900, 2480.15, false, true],
  ["Broken Compass", "Marrow & Pine", "Alt rock", "2026-02-27", 256, 529800, 1860.45, true, false],
  ["Kite Season", "Ada Quill", "Singer-songwriter", "2026-09-11", 189, 264100, 915.7, false, true],
  ["Marble Moon", "The Velvet Hours", "Indie pop", "2025-08-22", 234, 1398400, 4875.3, false, true],
  ["Ember Lines", "Marrow & Pine", "Alt rock", "2026-10-02", 305, 87200, 301.1, true, false],
  ["Blue Harbour", "Kestrel Bay", "Folk", "2026-10-23", 268, 45600, 160.8, false, true],
  ["Honey Static", "Juno Vale", "Synthpop", "2025-07-18", 207, 2730900, 9720.55, false, false],
  ["Quiet Riot Girl", "Ada Quill", "Singer-songwriter", "2026-11-06", 244, 31900, 112.4, true, false],
];

const singleLines = [
  "Fernhill Records - singles released July 2025 to November 2026",
  "Plays counted across all streaming services to 20 November 2026; royalties in USD before the artist split",
  "Track,Artist,Genre,Released,Length,Plays,Royalties,Explicit,Video",
  ...singles.map(([track, artist, genre, released, length, plays, royalties, explicit, video], i) =>
    [
      track,
      artist,
      genre,
      dateWrittenSlash(released, i % 4),
      ms(length),
      `${plays.toLocaleString("en-US")} plays`,
      `$${royalties.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      explicit ? "yes" : "no",
      video ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "indie-singles-2026.csv"), singleLines.join("\n") + "\n");

// plot, gardener, main crop, size sq m, water litres, fee $, organic, shed, joined
type Plot = [string, string, string, number, number, number, boolean, boolean, number];
const elm: Plot[] = [
  ["E1", "Rosa Delgado", "Tomatoes", 24, 1250, 45, true, true, 2019],
  ["E2", "Ken Osei", "Potatoes", 36, 2100, 60, false, true, 2016],
  ["E3", "Linh Tran", "Herbs", 12, 640, 30, true, false, 2023],
  ["E4", "Frank Mueller", "Beans", 24, 1480, 45, false, false, 2021],
  ["E5", "Aisha Karim", "Squash", 48, 3320, 75, true, true, 2014],
  ["E6", "Tom Bright", "Onions", 18, 910, 35, false, true, 2024],
  ["E7", "Grace Lowe", "Strawberries", 30, 1760, 50, true, false, 2018],
  ["E8", "Marek Nowak", "Cabbages", 36, 1990, 60, true, true, 2020],
  ["E9", "Hannah Bell", "Carrots", 12, 580, 30, false, false, 2025],
  ["E10", "Sunil Rao", "Chillies", 18, 1130, 35, true, true, 2022],
  ["E11", "Olga Petrova", "Beetroot", 30, 1545, 50, false, true, 2017],
];
const riverside: Plot[] = [
  ["R1", "Dev Malhotra", "Tomatoes", 30, 1870, 55, true, true, 2020],
  ["R2", "Clare Finch", "Lettuce", 18, 1040, 40, true, false, 2024],
  ["R3", "Joe Barker", "Potatoes", 48, 2650, 80, false, true, 2012],
  ["R4", "Mei Chen", "Pak choi", 24, 1315, 50, true, true, 2021],
  ["R5", "Ruth Adeyemi", "Sweetcorn", 36, 2480, 65, false, false, 2019],
  ["R6", "Ivan Horvat", "Garlic", 12, 455, 30, true, false, 2025],
  ["R7", "Paula Reyes", "Courgettes", 30, 2230, 55, false, true, 2016],
  ["R8", "Ben Asher", "Peas", 24, 1190, 50, true, true, 2023],
  ["R9", "Nadia Haddad", "Herbs", 18, 720, 40, true, false, 2018],
];

function plotSheet(garden: string, plots: Plot[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, `Greenway Allotments: ${garden} plots, 2026 season`],
    [null, null, "Water use metered April to September; fees are per year in USD"],
    [],
    [],
    [null, null, "Plot", "Gardener", "Main crop", "Size", "Water used", "Fee", "Organic", "Shed", "Joined"],
  ];
  for (const [plot, gardener, crop, size, water, fee, organic, shed, joined] of plots) {
    rows.push([
      null,
      null,
      plot,
      gardener,
      crop,
      `${String(size)} sq m`,
      `${water.toLocaleString("en-US")} L`,
      `$${fee.toFixed(2)}`,
      organic ? "✓" : "x",
      shed ? "yes" : "no",
      joined,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, plotSheet("Elm Street", elm), "Elm Street");
XLSX.utils.book_append_sheet(book, plotSheet("Riverside", riverside), "Riverside");
fs.writeFileSync(path.join(out, "garden-plots.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
