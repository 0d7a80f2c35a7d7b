/**
 * Writes the messy files of the thirteenth fresh held-out table set (scripts/eval-tables/held-out-13/files/):
 *
 * - podcast-episodes-2025.csv: a title line and a note line above the header; downloads as text with a
 *   unit ("12,400 downloads"); the episode length as the app shows it ("47:23", "1:02:00" past the hour);
 *   the sponsor fee in pounds ("£1,250.00", quoted because of the comma) or "none"; an "Explicit" column
 *   of yes / no and a "Transcript" column of ✓ / x; the release date written four ways (ISO, "8 Jan 2025",
 *   "January 8, 2025", "Wed 8 January 2025").
 * - film-club.xlsx: two look-alike sheets, "Autumn 2025" and "Spring 2026", of screenings; on each a title,
 *   a note and a blank row, the header starting at B4; the audience as text with a unit ("1,240 people"),
 *   the running time as "h:mm" text, the takings in pounds ("£6,200.00"), a "Subtitled" column of yes / no
 *   and a "Sold out" column of ✓ / x, the screening date as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-13/make-files.ts
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

const pounds = (amount: number) => `£${amount.toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
/** Seconds as the app shows a length: "47:23", or "1:02:00" from the hour on. */
function lengthShown(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = String(seconds % 60).padStart(2, "0");
  return h > 0 ? `${String(h)}:${String(m).padStart(2, "0")}:${s}` : `${String(m)}:${s}`;
}
/** Minutes as "h:mm". */
const hm = (minutes: number) => `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, "0")}`;

// episode, title, guest, topic, released, length (seconds), downloads, sponsor fee £ (null = none), explicit, transcript
type Episode = [number, string, string, string, string, number, number, number | null, boolean, boolean];
const episodes: Episode[] = [
  [1, "The Lost Canal", "Ruth Pennington", "History", "2025-01-08", 2843, 12400, 250, false, true],
  [2, "Sourdough at Dawn", "Marco Bellini", "Food", "2025-01-22", 2215, 9850, null, false, true],
  [3, "Swifts Over the Roofs", "Aisha Karim", "Nature", "2025-02-05", 3190, 7420, 180, false, false],
  [4, "Brass Band Winters", "Tom Hargreaves", "Music", "2025-02-19", 2702, 15230, 400, true, true],
  [5, "Mill Girls' Strike", "Dr Helen Ashworth", "History", "2025-03-05", 3605, 21075, 1250, false, true],
  [6, "Pie Shop Secrets", "Gwen Rowlands", "Food", "2025-03-19", 1980, 6900, null, true, false],
  [7, "Otters Come Home", "Sam Okafor", "Nature", "2025-04-02", 2456, 18340, 350, false, true],
  [8, "Folk Club Nights", "Iris Duffy", "Music", "2025-04-16", 3333, 5210, null, true, false],
  [9, "The Tram Strike of 1911", "Dr Helen Ashworth", "History", "2025-04-30", 2998, 16480, 450, false, true],
  [10, "Market Day Cheeses", "Marco Bellini", "Food", "2025-05-14", 2130, 8015, 200, false, true],
  [11, "Bats in the Belfry", "Aisha Karim", "Nature", "2025-05-28", 2611, 11200, null, false, false],
  [12, "Choir of the Docks", "Tom Hargreaves", "Music", "2025-06-11", 3720, 4380, null, false, true],
  [13, "Floods of '68", "Ruth Pennington", "History", "2025-06-25", 3015, 19900, 500, true, true],
  [14, "Curry Mile Stories", "Priya Desai", "Food", "2025-07-09", 2877, 23650, 1100, true, true],
  [15, "Moths by Lamplight", "Sam Okafor", "Nature", "2025-07-23", 1875, 3960, null, false, false],
  [16, "Rave in the Quarry", "Iris Duffy", "Music", "2025-08-06", 3470, 14120, 300, true, true],
  [17, "The Poorhouse Ledger", "Dr Helen Ashworth", "History", "2025-08-20", 2520, 10050, 250, false, false],
  [18, "Harvest Suppers", "Gwen Rowlands", "Food", "2025-09-03", 2290, 7730, 150, false, true],
];

const episodeLines = [
  "Riverside Stories podcast: episodes released in 2025",
  "Downloads are the first 30 days; sponsor fee in GBP; length as shown in the app",
  "Ep,Title,Guest,Topic,Released,Length,Downloads,Sponsor fee,Explicit,Transcript",
  ...episodes.map(([ep, title, guest, topic, released, length, downloads, fee, explicit, transcript], i) =>
    [
      String(ep),
      title,
      guest,
      topic,
      dateWrittenWeekday(released, i % 4),
      lengthShown(length),
      `${downloads.toLocaleString("en-GB")} downloads`,
      fee === null ? "none" : pounds(fee),
      explicit ? "yes" : "no",
      transcript ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "podcast-episodes-2025.csv"), episodeLines.join("\n") + "\n");

// date, film, year made, genre, running time (minutes), audience, takings £, subtitled, sold out
type Screening = [string, string, number, string, number, number, number, boolean, boolean];
const autumn: Screening[] = [
  ["2025-09-05", "Paddington 2", 2017, "Family", 103, 1240, 6200, false, true],
  ["2025-09-19", "Portrait of a Lady on Fire", 2019, "Drama", 122, 88, 616, true, false],
  ["2025-10-03", "The Third Man", 1949, "Thriller", 104, 112, 784, false, false],
  ["2025-10-17", "Parasite", 2019, "Thriller", 132, 120, 840, true, true],
  ["2025-10-31", "Nosferatu", 1922, "Horror", 94, 97, 679, false, false],
  ["2025-11-14", "Amélie", 2001, "Comedy", 122, 105, 735, true, false],
  ["2025-11-28", "Brief Encounter", 1945, "Drama", 86, 64, 448, false, false],
  ["2025-12-05", "Spirited Away", 2001, "Family", 125, 118, 826, true, false],
  ["2025-12-12", "Some Like It Hot", 1959, "Comedy", 121, 93, 651, false, false],
  ["2025-12-19", "It's a Wonderful Life", 1946, "Drama", 130, 1085, 5425, false, true],
];
const spring: Screening[] = [
  ["2026-01-16", "Paris, Texas", 1984, "Drama", 145, 71, 497, false, false],
  ["2026-01-30", "Roma", 2018, "Drama", 135, 66, 462, true, false],
  ["2026-02-13", "Casablanca", 1942, "Drama", 102, 120, 960, false, true],
  ["2026-02-27", "Shaun of the Dead", 2004, "Comedy", 99, 110, 770, false, false],
  ["2026-03-13", "Pan's Labyrinth", 2006, "Fantasy", 118, 102, 714, true, false],
  ["2026-03-27", "Psycho", 1960, "Horror", 109, 120, 840, false, true],
  ["2026-04-10", "My Neighbour Totoro", 1988, "Family", 86, 115, 575, true, false],
  ["2026-04-24", "The Lives of Others", 2006, "Thriller", 137, 79, 553, true, false],
  ["2026-05-08", "Local Hero", 1983, "Comedy", 111, 95, 665, false, false],
  ["2026-05-22", "Jaws", 1975, "Thriller", 124, 1320, 7260, false, true],
];

function clubSheet(season: string, screenings: Screening[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, `Northgate Film Club: ${season} screenings`],
    [null, "Audience counts paid and free seats; takings in £ after card fees; big-screen nights held outdoors or at the Corn Exchange"],
    [],
    [null, "Date", "Film", "Year", "Genre", "Running time", "Audience", "Takings", "Subtitled", "Sold out"],
  ];
  for (const [date, film, year, genre, minutes, audience, takings, subtitled, soldOut] of screenings) {
    rows.push([
      null,
      date,
      film,
      year,
      genre,
      hm(minutes),
      `${audience.toLocaleString("en-GB")} people`,
      pounds(takings),
      subtitled ? "yes" : "no",
      soldOut ? "✓" : "x",
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, clubSheet("autumn 2025", autumn), "Autumn 2025");
XLSX.utils.book_append_sheet(book, clubSheet("spring 2026", spring), "Spring 2026");
fs.writeFileSync(path.join(out, "film-club.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
