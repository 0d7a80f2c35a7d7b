/**
 * Writes the messy files of the twenty-second fresh held-out table set (scripts/eval-tables/held-out-22/files/):
 *
 * - ski-lifts-2026.csv: a title line, a note line and a blank line above the header; the season's rides with a
 *   unit and thousands separators ("312,450 rides"), the lift's length with a unit ("1,820 m"), the ride time as
 *   "m:ss" ("6:12"), the running cost written the European way ("€96.540,80"), uptime in percent ("96%"), a
 *   "Heated seats" column of yes / no and a "Night skiing" column of ✓ / x; the opening date written four ways
 *   (ISO, "14 Mar 2026", "March 14, 2026", "14.03.2026" day first); one blank ride time and one "#N/A" uptime.
 * - escape-rooms.xlsx: two look-alike sheets, "Canal Street" and "Market Hall", one per site; on each a blank
 *   row, a title, a note and a blank row, the header starting at C5; bookings with a unit ("1,840 bookings"),
 *   the best escape as "m:ss" ("38:12"), the price per group in dollars ("$120.00"), the escape rate in
 *   percent, a "Wheelchair access" column of yes / no, a "Kids welcome" column of ✓ / x and the launch date
 *   written four ways (ISO, "14 Mar 2026", "March 14, 2026", "14/03/2026" day first); one blank best escape
 *   and one error cell (#DIV/0!) on each sheet.
 *
 *   npx tsx scripts/eval-tables/held-out-22/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { cell, dateWrittenDots, dateWrittenSlash } from "../make-helpers";
import { euro, ms } from "../messy-cells";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// lift, sector, type, opened, rides, length m, ride time (s; null blank), running cost €, uptime % (null #N/A), heated seats, night skiing
type Lift = [string, string, string, string, number, number, number | null, number, number | null, boolean, boolean];
const lifts: Lift[] = [
  ["Village Gondola", "Village", "Gondola", "1998-12-19", 412380, 2450, 545, 184320.5, 98, false, true],
  ["Nursery Carpet", "Village", "Magic carpet", "2019-12-07", 96410, 85, 95, 6240.0, 99, false, true],
  ["Church Meadow", "Village", "Drag lift", "1971-01-16", 38215, 640, 290, 9870.25, 91, false, true],
  ["Edelweiss Express", "North Bowl", "Chairlift", "2008-12-13", 286740, 1820, 372, 96540.8, 96, true, false],
  ["Marmot Chair", "North Bowl", "Chairlift", "1985-02-09", 142905, 1310, 505, 61220.4, 88, false, false],
  ["Couloir T-bar", "North Bowl", "Drag lift", "1979-12-22", 27560, 980, 410, 12480.0, 85, false, false],
  ["Summit Six", "North Bowl", "Chairlift", "2021-12-18", 318265, 2140, 396, 121875.65, null, true, false],
  ["Glacier Cable Car", "Glacier", "Cable car", "1968-07-01", 198730, 3620, 480, 212640.0, 93, false, false],
  ["Ice Fall Drag", "Glacier", "Drag lift", "1993-11-27", 19840, 760, null, 15210.5, 79, false, false],
  ["Firn Quad", "Glacier", "Chairlift", "2012-12-08", 134620, 1560, 438, 70435.3, 94, true, false],
  ["Crevasse Poma", "Glacier", "Drag lift", "2002-12-21", 22475, 890, 345, 10960.75, 82, false, false],
  ["Pine Ridge Chair", "Pine Ridge", "Chairlift", "1990-12-15", 176540, 1450, 466, 58310.9, 90, false, true],
  ["Larch Gondola", "Pine Ridge", "Gondola", "2016-12-10", 264815, 2980, 512, 159870.0, 97, false, true],
  ["Squirrel Run", "Pine Ridge", "Drag lift", "1982-01-23", 31290, 520, 240, 8125.6, 87, false, true],
  ["Lynx Express", "Pine Ridge", "Chairlift", "2023-12-16", 221480, 1690, 355, 88760.45, 95, true, true],
  ["Hare Carpet", "Pine Ridge", "Magic carpet", "2024-12-21", 54320, 110, 120, 5310.8, 100, false, true],
  ["Eagle Chair", "Village", "Chairlift", "2011-01-29", 189650, 1380, 421, 66980.2, 92, true, true],
  ["Old Mill Drag", "Village", "Drag lift", "1975-12-20", 24105, 455, 210, 7745.0, 84, false, true],
];

const liftLines = [
  "Alpenrose ski area - lifts, winter 2025/26",
  "Rides are counted at the bottom turnstile for the whole season; ride time is minutes:seconds; running cost is energy and staff in euros; uptime is the share of opening hours the lift ran",
  "",
  "Lift,Sector,Type,Opened,Rides,Length,Ride time,Running cost,Uptime,Heated seats,Night skiing",
  ...lifts.map(([lift, sector, type, opened, rides, length, ride, cost, uptime, heated, night], i) =>
    [
      lift,
      sector,
      type,
      dateWrittenDots(opened, (i + 2) % 4),
      `${rides.toLocaleString("en-US")} rides`,
      `${length.toLocaleString("en-US")} m`,
      ride === null ? "" : ms(ride),
      euro(cost),
      uptime === null ? "#N/A" : `${String(uptime)}%`,
      heated ? "yes" : "no",
      night ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "ski-lifts-2026.csv"), liftLines.join("\n") + "\n");

// room, theme, launched, bookings, best escape (s; null blank), price per group $, escape rate % (null error), wheelchair access, kids welcome
type Room = [string, string, string, number, number | null, number, number | null, boolean, boolean];
const canalStreet: Room[] = [
  ["The Vault", "Heist", "2021-03-12", 1840, 2292, 120, 41, true, false],
  ["Pharaoh's Tomb", "Adventure", "2019-06-28", 2615, 2518, 110, 48, false, true],
  ["Asylum Ward 13", "Horror", "2020-10-30", 1375, 2745, 130, 29, false, false],
  ["Sherlock's Study", "Mystery", "2018-11-16", 3120, 2130, 100, 56, true, true],
  ["Lab Zero", "Heist", "2022-05-20", 980, null, 125, 36, true, false],
  ["Pirate's Cove", "Adventure", "2017-08-04", 3485, 2405, 95, 62, false, true],
  ["Cell Block C", "Prison", "2023-02-17", 760, 2860, 115, null, true, false],
  ["The Magician's Attic", "Mystery", "2024-09-13", 415, 2575, 135, 38, false, true],
  ["Bunker 1962", "Heist", "2022-11-25", 890, 2690, 120, 35, true, false],
];
const marketHall: Room[] = [
  ["Haunted Nursery", "Horror", "2019-10-25", 1990, 2810, 105, 31, false, false],
  ["Jungle Temple", "Adventure", "2018-04-13", 2740, 2355, 95, 58, true, true],
  ["Casino Heist", "Heist", "2021-07-09", 1620, 2470, 125, 44, true, false],
  ["Time Machine", "Sci-fi", "2020-02-07", 1455, null, 115, 40, false, true],
  ["Agatha's Parlour", "Mystery", "2023-06-16", 705, 2215, 110, 52, true, true],
  ["Submarine K-19", "Sci-fi", "2024-03-22", 380, 2930, 140, null, false, false],
  ["Wizard's Library", "Adventure", "2022-12-02", 1110, 2140, 100, 65, true, true],
  ["Bank Job", "Heist", "2017-11-24", 2960, 2580, 90, 47, false, false],
];

type Cell = string | number | null | XLSX.CellObject;

function siteSheet(site: string, rooms: Room[]): XLSX.WorkSheet {
  const rows: Cell[][] = [
    [],
    [null, null, `Locked In Escape Rooms - ${site}`],
    [
      null,
      null,
      "Bookings are games played since launch; best escape is the fastest time out (minutes:seconds); escape rate is the share of groups that got out; prices per group in USD",
    ],
    [],
    [
      null,
      null,
      "Room",
      "Theme",
      "Launched",
      "Bookings",
      "Best escape",
      "Price per group",
      "Escape rate",
      "Wheelchair access",
      "Kids welcome",
    ],
  ];
  rooms.forEach(([room, theme, launched, bookings, best, price, rate, wheelchair, kids], i) => {
    rows.push([
      null,
      null,
      room,
      theme,
      dateWrittenSlash(launched, (i + 3) % 4),
      `${bookings.toLocaleString("en-US")} bookings`,
      best === null ? null : ms(best),
      `$${price.toFixed(2)}`,
      rate === null ? { t: "e", v: 0x07 } : `${String(rate)}%`,
      wheelchair ? "yes" : "no",
      kids ? "✓" : "x",
    ]);
  });
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, siteSheet("Canal Street", canalStreet), "Canal Street");
XLSX.utils.book_append_sheet(book, siteSheet("Market Hall", marketHall), "Market Hall");
fs.writeFileSync(path.join(out, "escape-rooms.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
