/**
 * Writes the two messy files of the fourth fresh held-out table set (scripts/eval-tables/held-out-4/files/):
 *
 * - ferry-log.csv: a ferry crossing log whose headers are abbreviations (DEP, ARR, PAX, VEH, DUR, LF)
 *   explained by a key line above the table; one row holds two ports in two roles (departure,
 *   arrival); passengers with thousands separators ("1,205"), crossing times "1:45", load "85%".
 * - gym-members.xlsx: a members sheet under a title row (table at B3) with fees as text ("£1,205.00"),
 *   UK dates as text ("14/03/2021"), Yes/No cells, and a second small sheet of plans.
 *
 *   npx tsx scripts/eval-tables/held-out-4/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { quote } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

const thousands = (value: number) => value.toLocaleString("en-US");
const line = (cells: string[]) => cells.map(quote).join(",");

// date, vessel, departure, arrival, passengers, vehicles, duration (h:mm), load factor %
const crossings: [string, string, string, string, number, number, string, number][] = [
  ["2025-07-01", "Spirit of Kent", "Dover", "Calais", 1205, 310, "1:30", 85],
  ["2025-07-01", "Pride of Canterbury", "Calais", "Dover", 980, 254, "1:35", 71],
  ["2025-07-02", "Norman Voyager", "Portsmouth", "Caen", 1432, 402, "5:45", 92],
  ["2025-07-02", "Spirit of Kent", "Calais", "Dover", 1110, 288, "1:30", 79],
  ["2025-07-03", "Cote des Flandres", "Dover", "Dunkirk", 864, 377, "2:00", 68],
  ["2025-07-03", "Pride of Canterbury", "Dover", "Calais", 1350, 341, "1:40", 96],
  ["2025-07-04", "Norman Voyager", "Caen", "Portsmouth", 1288, 395, "6:00", 88],
  ["2025-07-04", "Cote des Flandres", "Dunkirk", "Dover", 742, 330, "2:05", 59],
  ["2025-07-05", "Spirit of Kent", "Dover", "Calais", 1490, 356, "1:30", 99],
  ["2025-07-05", "Isle of Wight Express", "Portsmouth", "Cherbourg", 615, 180, "3:10", 47],
  ["2025-07-06", "Pride of Canterbury", "Calais", "Dover", 1021, 267, "1:35", 74],
  ["2025-07-06", "Isle of Wight Express", "Cherbourg", "Portsmouth", 702, 205, "3:15", 53],
  ["2025-07-07", "Norman Voyager", "Portsmouth", "Caen", 1377, 410, "5:50", 90],
  ["2025-07-07", "Cote des Flandres", "Dover", "Dunkirk", 905, 362, "2:00", 70],
  ["2025-07-08", "Spirit of Kent", "Calais", "Dover", 1164, 301, "1:30", 82],
  ["2025-07-08", "Pride of Canterbury", "Dover", "Calais", 1276, 333, "1:45", 91],
];

function ferryLog(): void {
  const lines = [
    "Channel crossings log, first week of July 2025",
    "Key: DEP = departure port; ARR = arrival port; PAX = passengers; VEH = vehicles; DUR = crossing time (h:mm); LF = load factor",
    "",
    line(["Date", "Vessel", "DEP", "ARR", "PAX", "VEH", "DUR", "LF"]),
  ];
  for (const [date, vessel, dep, arr, pax, veh, dur, lf] of crossings)
    lines.push(line([date, vessel, dep, arr, thousands(pax), String(veh), dur, `${String(lf)}%`]));
  fs.writeFileSync(path.join(out, "ferry-log.csv"), `${lines.join("\n")}\n`);
}

// id, name, joined, plan, monthly fee £, visits last year, personal trainer
const members: [string, string, string, string, number, number, boolean][] = [
  ["M-1001", "Priya Shah", "2019-02-11", "Premium", 54, 142, true],
  ["M-1002", "Tom Becker", "2020-09-30", "Standard", 32.5, 61, false],
  ["M-1003", "Aisha Bello", "2021-03-14", "Off-peak", 21.75, 88, false],
  ["M-1004", "Liam O'Neill", "2018-06-05", "Premium", 54, 175, true],
  ["M-1005", "Mei Lin", "2022-01-20", "Standard", 32.5, 40, false],
  ["M-1006", "Jonas Berg", "2023-05-08", "Family", 1205, 96, true],
  ["M-1007", "Sara Costa", "2021-11-02", "Off-peak", 21.75, 23, false],
  ["M-1008", "Owen Price", "2020-01-17", "Standard", 32.5, 117, true],
  ["M-1009", "Fatima Noor", "2024-02-29", "Premium", 54, 58, false],
  ["M-1010", "Hugo Martin", "2019-08-12", "Family", 1205, 130, false],
  ["M-1011", "Ella Ward", "2023-10-03", "Standard", 32.5, 72, false],
  ["M-1012", "Rafael Ortiz", "2022-07-21", "Off-peak", 21.75, 105, true],
];

function gymMembers(): void {
  const rows: (string | number | null)[][] = [[null], [null, "Riverside Gym: members at 31 December 2024"]];
  rows.push([null, "Member ID", "Name", "Joined", "Plan", "Monthly fee", "Visits", "Personal trainer"]);
  for (const [id, name, joined, plan, fee, visits, trainer] of members) {
    const [y, m, d] = joined.split("-");
    const money = `£${fee.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    rows.push([null, id, name, `${d!}/${m!}/${y!}`, plan, money, visits, trainer ? "Yes" : "No"]);
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows);
  const plans = XLSX.utils.aoa_to_sheet([
    ["Plan", "Hours"],
    ["Premium", "Any time"],
    ["Standard", "Any time"],
    ["Off-peak", "Before 4 pm"],
    ["Family", "Any time"],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Members");
  XLSX.utils.book_append_sheet(book, plans, "Plans");
  fs.writeFileSync(path.join(out, "gym-members.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

ferryLog();
gymMembers();
