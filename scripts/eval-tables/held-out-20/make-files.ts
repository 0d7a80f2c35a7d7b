/**
 * Writes the messy files of the twentieth fresh held-out table set (scripts/eval-tables/held-out-20/files/):
 *
 * - farmers-markets-2026.csv: a title line and a note line above the header; stalls with a unit ("42
 *   stalls"), parking with a unit and thousands separators ("1,205 spaces"), opening length as "h:mm"
 *   ("4:30"), the pitch fee in dollars ("$45.00"); an "Organic only" column of yes / no and a "Card
 *   payments" column of ✓ / x; the founding date written four ways (ISO, "14 Mar 2026", "March 14, 2026",
 *   "14.03.2026" day first).
 * - pub-quiz-league.xlsx: two look-alike sheets, "Winter" and "Summer", of a pub quiz league; on each a
 *   title, a note and two blank rows, the header starting at C5; points with a unit ("54 pts"), quizzes
 *   played, the fastest picture round as "m:ss" ("3:23"), the entry fee in dollars ("$12.00"), a "Paid up"
 *   column of yes / no, a "Trophy" column of ✓ / x and the team's size.
 *
 *   npx tsx scripts/eval-tables/held-out-20/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenDots } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

/** Minutes as "h:mm". */
const hm = (minutes: number) => `${String(Math.floor(minutes / 60))}:${String(minutes % 60).padStart(2, "0")}`;
/** Seconds as "m:ss". */
const ms = (seconds: number) => `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;

// market, town, founded, stalls, parking spaces, open for (min), pitch fee $, organic only, card payments
type Market = [string, string, string, number, number, number, number, boolean, boolean];
const markets: Market[] = [
  ["Riverbend Market", "Madison", "2008-05-03", 64, 1205, 300, 45.0, false, true],
  ["Old Mill Square", "Asheville", "2015-06-13", 38, 420, 240, 32.5, true, true],
  ["Saturday Greens", "Eugene", "2001-04-21", 82, 1850, 330, 55.0, false, false],
  ["Hilltop Growers", "Burlington", "2019-07-06", 27, 260, 210, 28.0, true, false],
  ["Depot Street Market", "Santa Fe", "2004-09-18", 71, 1340, 285, 50.0, false, true],
  ["Lakeside Harvest", "Madison", "2012-05-26", 45, 610, 255, 38.0, true, true],
  ["Union Yard", "Eugene", "2017-03-11", 33, 350, 225, 30.0, false, true],
  ["Blue Ridge Barn", "Asheville", "1998-08-15", 58, 980, 270, 42.5, false, false],
  ["Cedar Lane Farmers", "Burlington", "2010-06-05", 49, 720, 240, 36.0, true, true],
  ["Plaza Produce", "Santa Fe", "2021-10-02", 22, 180, 195, 26.5, true, false],
  ["Canal Walk Market", "Madison", "2006-04-29", 67, 1125, 315, 48.0, false, true],
  ["Sunflower Commons", "Eugene", "2023-05-20", 19, 140, 180, 24.0, true, true],
  ["Courthouse Green", "Burlington", "2002-07-13", 76, 1575, 300, 52.5, false, false],
  ["Mesa Growers Row", "Santa Fe", "2013-11-09", 41, 530, 240, 34.0, false, true],
  ["French Broad Stalls", "Asheville", "2009-09-26", 53, 860, 270, 40.0, true, false],
  ["Northside Pickings", "Madison", "2025-06-07", 16, 95, 165, 22.0, false, false],
  ["Willamette Yard", "Eugene", "2011-05-14", 60, 1010, 285, 44.0, true, true],
];

const marketLines = [
  "Farmers Markets Directory 2026 - summer season",
  "Parking counts every space within a 5 minute walk; open for is the length of a Saturday market day; pitch fee is per stall per day in USD",
  "Market,Town,Founded,Stalls,Parking,Open for,Pitch fee,Organic only,Card payments",
  ...markets.map(([market, town, founded, stalls, parking, open, fee, organic, card], i) =>
    [
      market,
      town,
      dateWrittenDots(founded, i % 4),
      `${String(stalls)} stalls`,
      `${parking.toLocaleString("en-US")} spaces`,
      hm(open),
      `$${fee.toFixed(2)}`,
      organic ? "yes" : "no",
      card ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "farmers-markets-2026.csv"), marketLines.join("\n") + "\n");

// team, pub, division, points, quizzes, fastest picture round (s), fee $, paid up, trophy, team size
type Team = [string, string, string, number, number, number, number, boolean, boolean, number];
const winter: Team[] = [
  ["Quizteama Aguilera", "The Red Lion", "Premier", 54, 12, 203, 12, true, true, 5],
  ["Les Quizerables", "The Anchor", "Premier", 47, 12, 241, 12, true, false, 6],
  ["Universally Challenged", "The Red Lion", "Premier", 51, 11, 188, 12, false, true, 4],
  ["Agatha Quiztie", "The Plough", "Division 1", 39, 12, 265, 8, true, false, 5],
  ["The Know-It-Ales", "The Anchor", "Division 1", 44, 10, 219, 8, true, true, 6],
  ["Trivia Newton John", "The Plough", "Division 1", 31, 12, 296, 8, false, false, 3],
  ["Quiz Khalifa", "The Crown", "Premier", 42, 11, 232, 12, true, false, 5],
  ["Tequila Mockingbird", "The Crown", "Division 1", 36, 9, 278, 8, false, false, 4],
  ["Sherlock Homies", "The Anchor", "Division 1", 28, 12, 310, 8, true, false, 6],
  ["E=MC Hammer", "The Red Lion", "Division 1", 46, 11, 207, 8, true, true, 5],
];
const summer: Team[] = [
  ["Les Quizerables", "The Anchor", "Premier", 52, 10, 214, 15, true, true, 6],
  ["Quizteama Aguilera", "The Red Lion", "Premier", 49, 10, 199, 15, true, false, 5],
  ["Tequila Mockingbird", "The Crown", "Division 1", 41, 9, 251, 10, true, true, 4],
  ["Universally Challenged", "The Red Lion", "Premier", 45, 10, 226, 15, false, false, 4],
  ["Dumb and Dumbledore", "The Plough", "Division 1", 33, 10, 287, 10, false, false, 3],
  ["Quiz Khalifa", "The Crown", "Premier", 50, 10, 183, 15, true, true, 5],
  ["The Know-It-Ales", "The Anchor", "Division 1", 38, 8, 243, 10, true, false, 6],
  ["Pop Will Quiz Itself", "The Plough", "Division 1", 29, 9, 302, 10, false, false, 4],
  ["Sherlock Homies", "The Anchor", "Division 1", 35, 10, 268, 10, true, false, 7],
];

function leagueSheet(season: string, teams: Team[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, `Thursday Night Quiz League: ${season} 2026 table`],
    [null, null, "Fastest picture round is the team's quickest full marks of the season; entry fee per quiz night in USD"],
    [],
    [],
    [null, null, "Team", "Pub", "Division", "Points", "Quizzes", "Fastest picture round", "Entry fee", "Paid up", "Trophy", "Team size"],
  ];
  for (const [team, pub, division, points, quizzes, fastest, fee, paid, trophy, size] of teams) {
    rows.push([
      null,
      null,
      team,
      pub,
      division,
      `${String(points)} pts`,
      quizzes,
      ms(fastest),
      `$${fee.toFixed(2)}`,
      paid ? "yes" : "no",
      trophy ? "✓" : "x",
      size,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, leagueSheet("Winter", winter), "Winter");
XLSX.utils.book_append_sheet(book, leagueSheet("Summer", summer), "Summer");
fs.writeFileSync(path.join(out, "pub-quiz-league.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
