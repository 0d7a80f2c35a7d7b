/**
 * Writes the three messy files of the third fresh held-out table set (scripts/eval-tables/held-out-3/files/):
 *
 * - fleet-register.xlsx: a French fleet register at D6 under two title rows, a merged two-row header
 *   ("Carburant (L)" over Q1 / Q2), European numbers and dates stored as text ("84.210 km",
 *   "1.240,00 €", "14/03/2019"), a blank row inside the table, and a second small sheet of notes;
 * - setlist.csv: title lines and a blank line before the header, durations "3:23", thousands
 *   separators in quoted cells, a blank row inside the table;
 * - campsites.csv: the table at D6 (three empty leading columns, five preamble lines), "1,205 pitches",
 *   "$24.50", "85%", Yes/No cells.
 *
 *   npx tsx scripts/eval-tables/held-out-3/make-files.ts
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

/** 1240 → "1.240,00" */
function european(value: number, decimals = 2): string {
  const [whole, cents] = value.toFixed(decimals).split(".");
  const grouped = whole!.replace(/\B(?=(\d{3})+(?!\d))/gu, ".");
  return cents === undefined ? grouped : `${grouped},${cents}`;
}
const thousands = (value: number) => value.toLocaleString("en-US");

// plate, model, depot, purchased, odometer km, fuel Q1, fuel Q2, service cost €
const vehicles: [string, string, string, string, number, number, number, number][] = [
  ["AB-123-CD", "Renault Kangoo", "Nantes", "2019-03-14", 84210, 612.5, 590.25, 1240],
  ["EF-456-GH", "Peugeot Partner", "Rennes", "2020-06-02", 61874, 540, 575.75, 860.5],
  ["JK-789-LM", "Renault Master", "Nantes", "2017-11-23", 142305, 910.25, 884, 2315.8],
  ["NP-234-QR", "Citroën Berlingo", "Lille", "2021-01-18", 39920, 455.5, 470, 410],
  ["ST-567-UV", "Renault Kangoo", "Lille", "2018-09-07", 118640, 630, 655.5, 1785.25],
  ["WX-890-YZ", "Ford Transit", "Rennes", "2016-04-29", 167015, 980, 1012.75, 2980],
  ["BC-345-DE", "Peugeot Partner", "Nantes", "2022-05-11", 22480, 398.75, 402.5, 295],
  ["FG-678-HJ", "Ford Transit", "Lille", "2019-12-03", 96570, 845.5, 820, 1512.4],
  ["KL-901-MN", "Citroën Berlingo", "Nantes", "2021-08-26", 45105, 470.25, 488, 530.75],
  ["PQ-112-RS", "Renault Master", "Rennes", "2020-02-17", 101230, 902, 915.25, 1960],
  ["TU-334-VW", "Renault Kangoo", "Rennes", "2023-03-09", 12760, 377, 391.5, 180],
  ["XY-556-ZA", "Ford Transit", "Nantes", "2018-07-15", 131890, 955.75, 940, 2455.6],
];

function fleet(): void {
  const rows: (string | number | null)[][] = [];
  const put = (r: number, c: number, v: string | number) => {
    while (rows.length <= r) rows.push([]);
    rows[r]![c] = v;
  };
  put(1, 3, "Registre de la flotte — véhicules utilitaires");
  put(2, 3, "Kilométrage relevé au 31/12/2024; montants en euros");
  ["Immatriculation", "Modèle", "Dépôt", "Date d'achat", "Kilométrage", "Carburant (L)", null, "Coût entretien"].forEach(
    (h, i) => h !== null && put(5, 3 + i, h),
  );
  put(6, 8, "Q1");
  put(6, 9, "Q2");
  let r = 7;
  vehicles.forEach(([plate, model, depot, bought, km, q1, q2, cost], i) => {
    if (i === 7) r += 1; // a blank row inside the table
    const [y, m, d] = bought.split("-");
    [plate, model, depot, `${d!}/${m!}/${y!}`, `${european(km, 0)} km`, q1, q2, `${european(cost)} €`].forEach((v, c) => put(r, 3 + c, v));
    r += 1;
  });
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => Array.from(row, (v) => v ?? null)));
  sheet["!merges"] = [
    { s: { r: 5, c: 3 }, e: { r: 6, c: 3 } },
    { s: { r: 5, c: 4 }, e: { r: 6, c: 4 } },
    { s: { r: 5, c: 5 }, e: { r: 6, c: 5 } },
    { s: { r: 5, c: 6 }, e: { r: 6, c: 6 } },
    { s: { r: 5, c: 7 }, e: { r: 6, c: 7 } },
    { s: { r: 5, c: 8 }, e: { r: 5, c: 9 } },
    { s: { r: 5, c: 10 }, e: { r: 6, c: 10 } },
  ];
  const notes = XLSX.utils.aoa_to_sheet([
    ["Dépôt", "Responsable"],
    ["Nantes", "Claire Morel"],
    ["Rennes", "Yann Le Goff"],
    ["Lille", "Sofia Benali"],
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Flotte");
  XLSX.utils.book_append_sheet(book, notes, "Dépôts");
  fs.writeFileSync(path.join(out, "fleet-register.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

// song, album, length, key, bpm, streams
const songs: [string, string, string, string, number, number][] = [
  ["Harbour Lights", "Night Ferry", "3:23", "D minor", 118, 1205330],
  ["Paper Moons", "Night Ferry", "4:12", "G major", 96, 884120],
  ["Salt Road", "Tidewater", "4:47", "A minor", 104, 652875],
  ["Glass Houses", "Tidewater", "3:58", "E minor", 126, 1530410],
  ["Lantern", "Night Ferry", "2:58", "C major", 88, 402560],
  ["Undertow", "Tidewater", "5:31", "D minor", 72, 319005],
  ["Copper Sky", "Signal Fires", "3:41", "F major", 132, 975640],
  ["Northbound", "Signal Fires", "4:05", "B minor", 110, 1104985],
  ["Tidewater", "Tidewater", "6:02", "D minor", 84, 2210730],
  ["Small Hours", "Signal Fires", "3:16", "G major", 140, 587300],
  ["Lighthouse Keeper", "Tidewater", "4:29", "A minor", 100, 760215],
  ["Home Again", "Signal Fires", "3:35", "C major", 122, 1348760],
];

const line = (cells: string[]) => cells.map(quote).join(",");

function setlist(): void {
  const lines = [
    "The Vale Lanterns: Harbour Lights tour",
    "Oslo, Sentrum Scene, 14 March 2025",
    "",
    line(["#", "Song", "Album", "Length", "Key", "BPM", "Streams"]),
  ];
  songs.forEach(([song, album, length, key, bpm, streams], i) => {
    if (i === 8) lines.push(",,,,,,");
    lines.push(line([String(i + 1), song, album, length, key, String(bpm), thousands(streams)]));
  });
  fs.writeFileSync(path.join(out, "setlist.csv"), `${lines.join("\n")}\n`);
}

// name, region, pitches, price per night, rating, opened, dogs, occupancy
const sites: [string, string, number, number, number, number, boolean, number][] = [
  ["Pine Hollow", "Highlands", 1205, 24.5, 4.6, 1998, true, 85],
  ["Otter Bay", "Coast", 640, 31, 4.8, 2006, false, 92],
  ["Birch Meadow", "Lakes", 310, 19.75, 4.1, 1989, true, 64],
  ["Gull Point", "Coast", 875, 28.25, 4.3, 2012, true, 88],
  ["Stag Ridge", "Highlands", 220, 17, 3.9, 2001, false, 41],
  ["Willow Shore", "Lakes", 455, 22.5, 4.5, 2015, true, 77],
  ["Dune Rest", "Coast", 1530, 35.5, 4.2, 1994, false, 95],
  ["Heather Glen", "Highlands", 180, 15.5, 4.7, 2019, true, 58],
  ["Kingfisher Reach", "Lakes", 520, 26, 4.4, 2009, false, 81],
  ["Rocky Cove", "Coast", 395, 29.9, 3.8, 2021, true, 73],
  ["Fernbrook", "Forest", 260, 18.25, 4, 2003, true, 66],
  ["Owl Wood", "Forest", 140, 16.5, 4.9, 2017, false, 52],
];

function campsites(): void {
  const pad = ",,,";
  const lines = [`${pad}Campsite directory 2025`, `${pad}Prices per pitch per night, high season`, "", "", ""];
  lines.push(pad + line(["Campsite", "Region", "Pitches", "Price per night", "Rating", "Opened", "Dogs allowed", "Occupancy"]));
  for (const [name, region, pitches, price, rating, opened, dogs, occupancy] of sites)
    lines.push(
      pad +
        line([
          name,
          region,
          `${thousands(pitches)} pitches`,
          `$${price.toFixed(2)}`,
          String(rating),
          String(opened),
          dogs ? "Yes" : "No",
          `${String(occupancy)}%`,
        ]),
    );
  fs.writeFileSync(path.join(out, "campsites.csv"), `${lines.join("\n")}\n`);
}

fleet();
setlist();
campsites();
