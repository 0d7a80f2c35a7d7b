/**
 * Writes the messy files of the fourteenth fresh held-out table set (scripts/eval-tables/held-out-14/files/):
 *
 * - harbourside-festival-2026.csv: a title line and a note line above the header; the crowd as text with a
 *   unit ("18,400 people"); the set length as "h:mm" ("1:35", "0:55"); the fee in dollars ("$42,000");
 *   a "Headliner" column of yes / no and an "Encore" column of ✓ / x; the date written four ways (ISO,
 *   "10 Jul 2026", "July 10, 2026", "Fri 10 July 2026").
 * - allotment-society.xlsx: two look-alike sheets, "Riverside" and "Hilltop", of plots; on each a title,
 *   two notes and a blank row, the header starting at C5; the plot size as text with a unit
 *   ("1,000 sq m"), the yearly rent in dollars ("$150.00"), a "Water butt" column of ✓ / x, a
 *   "Greenhouse" column of yes / no and the last inspection grade.
 *
 *   npx tsx scripts/eval-tables/held-out-14/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenWeekday } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

/** Minutes as "h:mm". */
const hm = (minutes: number) => `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, "0")}`;

// act, stage, genre, date, set length (minutes), crowd, fee $, headliner, encore — in running order
type Act = [string, string, string, string, number, number, number, boolean, boolean];
const acts: Act[] = [
  ["The Saltmarsh Choir", "Main", "Folk", "2026-07-10", 55, 4820, 6500, false, false],
  ["Neon Harbour", "Lighthouse", "Electronic", "2026-07-10", 70, 2310, 4200, false, true],
  ["Kite Parade", "Main", "Indie", "2026-07-10", 60, 7150, 9000, false, true],
  ["Dune Radio", "Lighthouse", "Electronic", "2026-07-10", 45, 1205, 2500, false, false],
  ["Marisol Vega", "Main", "Pop", "2026-07-10", 95, 18400, 42000, true, true],
  ["Copper Tides", "Dock", "Jazz", "2026-07-11", 50, 860, 1800, false, false],
  ["The Gull Street Band", "Main", "Indie", "2026-07-11", 65, 6930, 8500, false, false],
  ["Low Orbit", "Lighthouse", "Electronic", "2026-07-11", 80, 3475, 5200, false, true],
  ["Ada Finch", "Dock", "Folk", "2026-07-11", 40, 1120, 1500, false, true],
  ["Brass Lanterns", "Dock", "Jazz", "2026-07-11", 75, 1940, 3000, false, true],
  ["Northern Static", "Main", "Rock", "2026-07-11", 105, 21300, 55000, true, true],
  ["Pebble & Stone", "Dock", "Folk", "2026-07-12", 45, 980, 1200, false, false],
  ["Velvet Signal", "Lighthouse", "Pop", "2026-07-12", 60, 4105, 6000, false, false],
  ["Sunday Ferry", "Dock", "Folk", "2026-07-12", 35, 640, 900, false, false],
  ["Harbour Lights Big Band", "Dock", "Jazz", "2026-07-12", 90, 2450, 3800, false, true],
  ["The Undertow", "Main", "Rock", "2026-07-12", 70, 9880, 12500, false, true],
  ["Mira Okonkwo", "Lighthouse", "Pop", "2026-07-12", 55, 5260, 7000, false, false],
  ["Glass Coast", "Main", "Indie", "2026-07-12", 100, 16750, 38000, true, true],
];

const festivalLines = [
  "Harbourside Music Festival 2026 - line-up and figures",
  "Crowd is the peak count at the stage; fees in USD before tax; set length in h:mm",
  "Act,Stage,Genre,Date,Set length,Crowd,Fee,Headliner,Encore",
  ...acts.map(([act, stage, genre, date, minutes, crowd, fee, headliner, encore], i) =>
    [
      act,
      stage,
      genre,
      dateWrittenWeekday(date, i % 4),
      hm(minutes),
      `${crowd.toLocaleString("en-US")} people`,
      `$${fee.toLocaleString("en-US")}`,
      headliner ? "yes" : "no",
      encore ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "harbourside-festival-2026.csv"), festivalLines.join("\n") + "\n");

// plot, holder, size (sq m), rent $, holder since, water butt, greenhouse, grade
type Plot = [string, string, number, number, number, boolean, boolean, string];
const riverside: Plot[] = [
  ["R1", "Joan Whitlock", 250, 48, 2009, true, true, "A"],
  ["R2", "Dev Patel", 125, 30, 2018, false, false, "B"],
  ["R3", "Maggie O'Rourke", 500, 85, 1997, true, true, "A"],
  ["R4", "Tomasz Nowak", 250, 48, 2015, true, false, "C"],
  ["R5", "Lily Chen", 125, 30, 2022, false, false, "B"],
  ["R6", "Arthur Penhale", 1000, 150, 1988, true, true, "A"],
  ["R7", "Grace Mensah", 250, 48, 2020, false, true, "B"],
  ["R8", "Owen Price", 125, 30, 2023, true, false, "C"],
  ["R9", "Fatima Rahman", 500, 85, 2012, true, true, "A"],
  ["R10", "Bill Tanner", 250, 48, 2004, false, false, "B"],
];
const hilltop: Plot[] = [
  ["H1", "Sue Marsden", 250, 44, 2011, false, true, "B"],
  ["H2", "Kwame Boateng", 500, 80, 2006, true, true, "A"],
  ["H3", "Rosa Alvarez", 125, 28, 2021, true, false, "B"],
  ["H4", "Peter Quayle", 1000, 140, 1993, true, true, "A"],
  ["H5", "Niamh Kelly", 250, 44, 2019, false, false, "C"],
  ["H6", "Hamid Karimi", 125, 28, 2024, false, false, "B"],
  ["H7", "Edith Lowe", 500, 80, 2001, true, false, "A"],
  ["H8", "Jack Doherty", 250, 44, 2016, true, true, "C"],
  ["H9", "Mei Tanaka", 125, 28, 2023, false, true, "B"],
  ["H10", "Colin Barr", 250, 44, 2008, true, false, "B"],
];

function plotSheet(site: string, plots: Plot[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, `Eastfield Allotment Society: ${site} site`],
    [null, null, "Rent is per year in USD; sizes are measured plot areas"],
    [null, null, "Grade is from the last autumn inspection (A best)"],
    [],
    [null, null, "Plot", "Holder", "Size", "Rent", "Holder since", "Water butt", "Greenhouse", "Grade"],
  ];
  for (const [plot, holder, size, rent, since, butt, greenhouse, grade] of plots) {
    rows.push([
      null,
      null,
      plot,
      holder,
      `${size.toLocaleString("en-US")} sq m`,
      `$${rent.toFixed(2)}`,
      since,
      butt ? "✓" : "x",
      greenhouse ? "yes" : "no",
      grade,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, plotSheet("Riverside", riverside), "Riverside");
XLSX.utils.book_append_sheet(book, plotSheet("Hilltop", hilltop), "Hilltop");
fs.writeFileSync(path.join(out, "allotment-society.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
