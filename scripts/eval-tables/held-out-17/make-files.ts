/**
 * Writes the messy files of the seventeenth fresh held-out table set (scripts/eval-tables/held-out-17/files/):
 *
 * - audiobooks-2026.csv: a title line and a note line above the header; lengths as "h:mm" ("11:42"), word
 *   counts and ratings as text with a unit ("84,200 words", "1,205 ratings"); the price in dollars
 *   ("$24.99"); an "Abridged" column of yes / no and a "Whispersync" column of ✓ / x; the release date
 *   written four ways (ISO, "14 Mar 2026", "March 14, 2026", "14/03/2026" day first).
 * - dog-shelter.xlsx: two look-alike sheets, "Northside Kennels" and "Southside Kennels", of dogs; on each a
 *   title, two notes and a blank row, the header starting at D6; weights with a unit ("24.5 kg"), days in
 *   care, the adoption fee in dollars ("$150.00"), a "Vaccinated" column of ✓ / x, a "Good with kids"
 *   column of yes / no and the year of arrival.
 *
 *   npx tsx scripts/eval-tables/held-out-17/make-files.ts
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

// title, author, narrator, genre, released, length (min), words, price $, ratings, abridged, whispersync
type Book = [string, string, string, string, string, number, number, number, number, boolean, boolean];
const books: Book[] = [
  ["The Salt Road", "Maya Lindqvist", "Oliver Hart", "Historical", "2026-01-15", 702, 112400, 24.99, 1205, false, true],
  ["Quiet Engines", "Tomas Reyes", "Priya Nair", "Sci-fi", "2025-11-03", 845, 131800, 27.5, 3410, false, true],
  ["A Field Guide to Small Birds", "Helen Ashby", "Helen Ashby", "Nature", "2026-03-08", 318, 48900, 14.99, 287, false, false],
  ["Murder at Gull Point", "Dana Whitlock", "Oliver Hart", "Crime", "2025-09-21", 566, 89300, 19.99, 2760, false, true],
  ["The Long Winter Kitchen", "Sofia Marchetti", "Grace Obi", "Cookery", "2026-02-02", 254, 40100, 12.99, 158, true, false],
  ["Stars Over Karoo", "Tomas Reyes", "Priya Nair", "Sci-fi", "2026-04-19", 931, 145200, 29.99, 1890, false, true],
  ["Dead Reckoning", "Dana Whitlock", "James Fenn", "Crime", "2026-05-30", 611, 96700, 21.99, 940, false, false],
  ["The Quiet Orchard", "Maya Lindqvist", "Grace Obi", "Historical", "2025-08-14", 688, 108500, 22.99, 1530, true, true],
  ["Mind Your Money", "Raj Patel", "Raj Patel", "Self-help", "2026-01-27", 372, 58200, 16.5, 4120, false, false],
  ["Tides of Iron", "Tomas Reyes", "James Fenn", "Sci-fi", "2025-12-12", 1024, 160300, 31.99, 2205, false, true],
  ["The Harbour Detective", "Dana Whitlock", "Oliver Hart", "Crime", "2026-06-18", 540, 84200, 18.99, 615, true, true],
  ["Walking the Ridgeway", "Helen Ashby", "Priya Nair", "Nature", "2025-10-05", 406, 63700, 15.99, 342, false, true],
  ["Bread and Bones", "Sofia Marchetti", "Grace Obi", "Cookery", "2026-03-29", 287, 44800, 13.5, 209, false, false],
  ["Sleep Better Tonight", "Raj Patel", "Raj Patel", "Self-help", "2025-07-09", 295, 46100, 11.99, 5380, true, false],
  ["The Glass Regiment", "Maya Lindqvist", "James Fenn", "Historical", "2026-07-04", 763, 119900, 25.99, 470, false, true],
  ["Cold Case Harbour", "Dana Whitlock", "Oliver Hart", "Crime", "2026-08-22", 592, 92600, 20.99, 388, false, true],
  ["Rivers of the North", "Helen Ashby", "Oliver Hart", "Nature", "2026-09-10", 351, 55400, 15.5, 96, false, false],
  ["The Last Lighthouse", "Maya Lindqvist", "Grace Obi", "Historical", "2026-10-01", 724, 114300, 24.5, 121, false, true],
];

const bookLines = [
  "Larkspur Audio - spring and autumn catalogue 2026",
  "Length in h:mm; prices in USD; release dates as supplied by each publisher",
  "Title,Author,Narrator,Genre,Released,Length,Words,Price,Ratings,Abridged,Whispersync",
  ...books.map(([title, author, narrator, genre, released, length, words, price, ratings, abridged, sync], i) =>
    [
      title,
      author,
      narrator,
      genre,
      dateWrittenSlash(released, i % 4),
      hm(length),
      `${words.toLocaleString("en-US")} words`,
      `$${price.toFixed(2)}`,
      `${ratings.toLocaleString("en-US")} ratings`,
      abridged ? "yes" : "no",
      sync ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "audiobooks-2026.csv"), bookLines.join("\n") + "\n");

// dog, breed, size, age (years), weight kg, days in care, fee $, vaccinated, good with kids, arrived
type Dog = [string, string, string, number, number, number, number, boolean, boolean, number];
const northside: Dog[] = [
  ["Biscuit", "Beagle", "Medium", 3, 11.2, 24, 150, true, true, 2026],
  ["Ruby", "Staffordshire Bull Terrier", "Medium", 5, 17.8, 96, 120, true, false, 2025],
  ["Moose", "Labrador Retriever", "Large", 7, 32.4, 61, 100, true, true, 2025],
  ["Pip", "Jack Russell Terrier", "Small", 2, 6.1, 12, 175, false, true, 2026],
  ["Shadow", "German Shepherd", "Large", 4, 35.9, 143, 130, true, false, 2025],
  ["Daisy", "Cocker Spaniel", "Medium", 6, 13.5, 38, 140, true, true, 2026],
  ["Tank", "Rottweiler", "Large", 8, 44.2, 210, 90, false, false, 2024],
  ["Luna", "Border Collie", "Medium", 1, 14.6, 9, 180, false, true, 2026],
  ["Otis", "Greyhound", "Large", 5, 29.7, 77, 110, true, true, 2025],
  ["Bean", "Chihuahua", "Small", 9, 2.8, 54, 95, true, false, 2025],
  ["Clover", "Whippet", "Medium", 3, 12.9, 31, 160, true, true, 2026],
];
const southside: Dog[] = [
  ["Archie", "Labrador Retriever", "Large", 2, 28.6, 18, 175, true, true, 2026],
  ["Mabel", "Dachshund", "Small", 6, 8.3, 45, 135, true, true, 2026],
  ["Bruno", "Boxer", "Large", 4, 30.1, 88, 125, false, true, 2025],
  ["Nala", "Husky", "Large", 3, 23.4, 132, 140, true, false, 2025],
  ["Ziggy", "Jack Russell Terrier", "Small", 10, 7.2, 187, 80, true, true, 2024],
  ["Hazel", "Greyhound", "Large", 6, 27.5, 66, 115, true, true, 2025],
  ["Rocco", "Staffordshire Bull Terrier", "Medium", 2, 16.9, 27, 155, false, false, 2026],
  ["Poppy", "Shih Tzu", "Small", 8, 5.9, 73, 100, true, true, 2025],
  ["Duke", "German Shepherd", "Large", 5, 38.2, 154, 120, true, false, 2025],
  ["Willow", "Border Collie", "Medium", 1, 15.3, 6, 185, false, true, 2026],
];

function kennelSheet(kennels: string, dogs: Dog[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, null, `Hope Street Dog Rescue: ${kennels}, dogs awaiting adoption`],
    [null, null, null, "Days in care counted to 1 November 2026; adoption fees in USD"],
    [null, null, null, "Ask the kennel lead before arranging a meet-and-greet"],
    [],
    [],
    [null, null, null, "Dog", "Breed", "Size", "Age", "Weight", "Days in care", "Adoption fee", "Vaccinated", "Good with kids", "Arrived"],
  ];
  for (const [name, breed, size, age, weight, days, fee, vaccinated, kids, arrived] of dogs) {
    rows.push([
      null,
      null,
      null,
      name,
      breed,
      size,
      age,
      `${weight.toFixed(1)} kg`,
      days,
      `$${fee.toFixed(2)}`,
      vaccinated ? "✓" : "x",
      kids ? "yes" : "no",
      arrived,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, kennelSheet("Northside Kennels", northside), "Northside Kennels");
XLSX.utils.book_append_sheet(book, kennelSheet("Southside Kennels", southside), "Southside Kennels");
fs.writeFileSync(path.join(out, "dog-shelter.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
