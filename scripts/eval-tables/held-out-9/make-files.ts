/**
 * Writes the messy files of the ninth fresh held-out table set (scripts/eval-tables/held-out-9/files/):
 *
 * - park-and-ride-2025.csv: a title line and a note line, a blank line, then the header; spaces as
 *   text with a unit ("1,205 spaces"); average stay as "h:mm" text; yearly revenue in European form
 *   ("€1.234,50", quoted because of the comma); an "EV charging" column of ✓ and x; a bus route that
 *   is "n/a" where no bus serves the car park; the opening date as ISO text.
 * - food-bank-depots.xlsx: two look-alike sheets, "Q1 2025" and "Q2 2025", same depots and columns,
 *   different figures; on each a title and a note above the table and the header starting lower
 *   down, at B4; parcels as numbers (one "n/a" in Q1: a depot shut for a flood), weight as text with a
 *   unit ("1,250 kg"), average wait as "m:ss" text, cash donations "€1.234,50", a "Chilled" column of
 *   ✓ and x, last inspection dates as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-9/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { euro, hm, ms } from "../messy-cells";
import { cell } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// car park, town, spaces, opened, average stay (minutes), revenue €, EV charging, bus route (null = n/a), cars parked in 2025
const parks: [string, string, number, string, number, number, boolean, string | null, number][] = [
  ["Northgate", "Chester", 1205, "2004-09-13", 203, 412380.5, true, "X1", 118430],
  ["Sealand Road", "Chester", 1300, "2006-03-01", 211, 398115, true, "X2", 121905],
  ["Boughton Heath", "Chester", 660, "2001-06-18", 187, 201440.25, false, "X3", 64210],
  ["Upton", "Chester", 540, "2010-11-22", 176, 156770, true, null, 50120],
  ["Wrexham Gateway", "Wrexham", 820, "2015-04-07", 232, 254300.75, true, "W4", 73360],
  ["Mold Road", "Wrexham", 300, "2019-08-26", 145, 61225, false, null, 27415],
  ["Sandycroft", "Deeside", 450, "2012-02-14", 198, 118904.5, false, "D7", 41880],
  ["Queensferry", "Deeside", 375, "2018-05-21", 169, 90410, true, "D7", 35290],
  ["Ellesmere Port Central", "Ellesmere Port", 910, "2008-10-06", 224, 287615, true, "E1", 82045],
  ["Hooton", "Ellesmere Port", 250, "2021-01-11", 138, 40120.8, false, null, 19870],
  ["Frodsham Bridge", "Frodsham", 180, "2023-07-03", 152, 22780, true, "F9", 12445],
  ["Helsby Hill", "Frodsham", 120, "2024-03-18", 131, 9860.4, false, null, 6905],
];

const parkLines = [
  "Cheshire & North Wales park and ride: car parks, year to 31 December 2025",
  "Revenue in euro for the cross-border report; average stay in h:mm; n/a = no bus route",
  "",
  "Car park,Town,Spaces,Opened,Average stay,Revenue,EV charging,Bus route,Cars parked",
  ...parks.map(([name, town, spaces, opened, stay, revenue, ev, bus, cars]) =>
    [name, town, `${spaces.toLocaleString("en-GB")} spaces`, opened, hm(stay), euro(revenue), ev ? "✓" : "x", bus ?? "n/a", String(cars)]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "park-and-ride-2025.csv"), parkLines.join("\n") + "\n");

interface Depot {
  name: string;
  area: string;
  chilled: boolean;
  inspected: string;
  // parcels (null = n/a), weight kg, average wait seconds, cash donations €, volunteers
  q1: [number | null, number, number, number, number];
  q2: [number, number, number, number, number];
}
const depots: Depot[] = [
  {
    name: "St Mark's Hall",
    area: "East",
    chilled: true,
    inspected: "2025-02-11",
    q1: [1840, 9200, 312, 4210.5, 34],
    q2: [1975, 9875, 298, 3890, 36],
  },
  {
    name: "Canal Street",
    area: "Central",
    chilled: true,
    inspected: "2024-11-05",
    q1: [2410, 12050, 405, 6120.75, 41],
    q2: [2260, 11300, 388, 5540.2, 39],
  },
  {
    name: "Hillside Community Centre",
    area: "North",
    chilled: false,
    inspected: "2025-04-22",
    q1: [960, 4800, 221, 1250, 18],
    q2: [1105, 5525, 236, 1480.4, 21],
  },
  {
    name: "Old Fire Station",
    area: "Central",
    chilled: false,
    inspected: "2023-09-30",
    q1: [null, 0, 0, 310, 0],
    q2: [1320, 6600, 275, 2105, 25],
  },
  {
    name: "Brookfield Church",
    area: "South",
    chilled: true,
    inspected: "2025-01-17",
    q1: [1515, 7575, 264, 3340.9, 29],
    q2: [1490, 7450, 259, 3615.6, 30],
  },
  {
    name: "Westway Library",
    area: "West",
    chilled: false,
    inspected: "2024-06-08",
    q1: [705, 3525, 183, 980.25, 12],
    q2: [830, 4150, 191, 1120, 14],
  },
  {
    name: "Riverside Mosque",
    area: "East",
    chilled: true,
    inspected: "2025-03-03",
    q1: [1260, 6300, 247, 2875, 27],
    q2: [1415, 7075, 252, 3010.35, 28],
  },
  {
    name: "Parkview School",
    area: "South",
    chilled: false,
    inspected: "2024-12-12",
    q1: [640, 3200, 172, 615.5, 11],
    q2: [590, 2950, 165, 702, 10],
  },
  {
    name: "Greenacres Hub",
    area: "North",
    chilled: true,
    inspected: "2025-05-29",
    q1: [1730, 8650, 336, 3975.8, 32],
    q2: [2040, 10200, 351, 4460, 37],
  },
  {
    name: "Harbour Mission",
    area: "West",
    chilled: true,
    inspected: "2024-08-19",
    q1: [1120, 5600, 229, 2230.15, 22],
    q2: [1185, 5925, 240, 2390.6, 23],
  },
];

function depotSheet(quarter: "Q1" | "Q2"): XLSX.WorkSheet {
  const months = quarter === "Q1" ? "January to March" : "April to June";
  const rows: (string | number | null)[][] = [
    [null, `City Food Bank: depot figures, ${quarter} 2025 (${months})`],
    [null, "n/a = depot closed after the February flood. Average wait in m:ss. Cash donations in euro."],
    [],
    [null, "Depot", "Area", "Volunteers", "Parcels", "Weight", "Average wait", "Cash donations", "Chilled", "Last inspection"],
  ];
  for (const d of depots) {
    const [parcels, kg, wait, cash, volunteers] = quarter === "Q1" ? d.q1 : d.q2;
    rows.push([
      null,
      d.name,
      d.area,
      volunteers,
      parcels ?? "n/a",
      parcels === null ? "n/a" : `${kg.toLocaleString("en-GB")} kg`,
      parcels === null ? "n/a" : ms(wait),
      euro(cash),
      d.chilled ? "✓" : "x",
      d.inspected,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, depotSheet("Q1"), "Q1 2025");
XLSX.utils.book_append_sheet(book, depotSheet("Q2"), "Q2 2025");
fs.writeFileSync(path.join(out, "food-bank-depots.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
