/**
 * Writes the messy files of the eighth fresh held-out table set (scripts/eval-tables/held-out-8/files/):
 *
 * - choir-tour-2026.csv: a title line and a note line, a blank line, then the header; venue capacity
 *   as text with a unit ("1,205 seats"); set length as "h:mm" text; takings in European form
 *   ("€12.345,50", quoted because of the comma); a "Sold out" column of ✓ and x; a support act that is
 *   "n/a" on some nights.
 * - bike-share-stations.xlsx: two look-alike sheets, "March 2026" and "April 2026", same stations and
 *   columns, different figures; on each a title and a note above the table and the header starting
 *   lower down, at C5; docks as text with a unit ("24 docks"), trips as numbers (one "n/a" in March:
 *   a station closed for roadworks), average ride as "m:ss" text, fares "€1.234,50", an e-bike column
 *   of ✓ and x, install dates as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-8/make-files.ts
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

// date, city, venue, capacity, tickets sold, set minutes, takings €, support act (null = n/a)
const concerts: [string, string, string, number, number, number, number, string | null][] = [
  ["2026-03-06", "Galway", "Town Hall Theatre", 410, 410, 95, 8610, "The Claddagh Quartet"],
  ["2026-03-08", "Limerick", "University Concert Hall", 1020, 874, 102, 17480, null],
  ["2026-03-13", "Cork", "City Hall", 1205, 1205, 110, 26510.5, "Lee Valley Singers"],
  ["2026-03-15", "Kilkenny", "St Canice's Cathedral", 640, 598, 88, 10166, null],
  ["2026-03-20", "Waterford", "Theatre Royal", 580, 580, 92, 11020, "Déise Voices"],
  ["2026-03-22", "Wexford", "National Opera House", 771, 702, 104, 15444, null],
  ["2026-03-27", "Dublin", "National Concert Hall", 1262, 1262, 121, 35336, "Liffey Youth Choir"],
  ["2026-03-29", "Drogheda", "TLT Theatre", 360, 297, 85, 4900.5, null],
  ["2026-04-03", "Belfast", "Ulster Hall", 1000, 963, 115, 24075, "Lagan Voices"],
  ["2026-04-05", "Derry", "Millennium Forum", 1000, 812, 106, 18676, null],
  ["2026-04-10", "Sligo", "Hawk's Well Theatre", 340, 340, 90, 6120, "Yeats Country Chorale"],
  ["2026-04-12", "Athlone", "Dean Crowe Theatre", 450, 388, 87, 6984, null],
  ["2026-04-17", "Tralee", "Siamsa Tíre", 355, 355, 93, 6390, "Kerry Gospel Choir"],
  ["2026-04-19", "Ennis", "Glór", 490, 431, 89, 7542.5, null],
  ["2026-04-24", "Dublin", "Olympia Theatre", 1240, 1177, 118, 30602, "Liffey Youth Choir"],
  ["2026-04-26", "Galway", "Leisureland", 1650, 1388, 112, 29148, null],
];

const tourLines = [
  "Cantabile Choir: spring tour 2026, box office summary",
  "Figures from the box office, 30 April 2026; set length in h:mm; n/a = no support act",
  "",
  "Date,City,Venue,Capacity,Tickets sold,Set length,Takings,Sold out,Support act",
  ...concerts.map(([date, city, venue, capacity, sold, minutes, takings, support]) =>
    [
      date,
      city,
      venue,
      `${capacity.toLocaleString("en-GB")} seats`,
      String(sold),
      hm(minutes),
      euro(takings),
      sold === capacity ? "✓" : "x",
      support ?? "n/a",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "choir-tour-2026.csv"), tourLines.join("\n") + "\n");

// station, zone, docks, installed, e-bikes; then per month: trips (null = n/a), avg ride seconds, fares €
interface Station {
  name: string;
  zone: string;
  docks: number;
  installed: string;
  ebikes: boolean;
  march: [number | null, number, number];
  april: [number, number, number];
}
const stations: Station[] = [
  {
    name: "Market Square",
    zone: "Centre",
    docks: 32,
    installed: "2019-05-14",
    ebikes: true,
    march: [4210, 742, 3150.4],
    april: [4875, 768, 3622.1],
  },
  {
    name: "Railway Station",
    zone: "Centre",
    docks: 40,
    installed: "2019-05-14",
    ebikes: true,
    march: [5630, 655, 3988.75],
    april: [6012, 671, 4270.2],
  },
  {
    name: "University Gate",
    zone: "North",
    docks: 28,
    installed: "2020-09-01",
    ebikes: false,
    march: [3870, 498, 1820.5],
    april: [2950, 512, 1402.3],
  },
  {
    name: "Riverside Park",
    zone: "West",
    docks: 20,
    installed: "2021-04-22",
    ebikes: true,
    march: [1640, 1105, 1702.9],
    april: [2390, 1187, 2561.45],
  },
  {
    name: "Hospital",
    zone: "North",
    docks: 16,
    installed: "2020-09-01",
    ebikes: false,
    march: [1225, 587, 640],
    april: [1302, 590, 688.6],
  },
  {
    name: "Old Harbour",
    zone: "South",
    docks: 24,
    installed: "2018-07-30",
    ebikes: true,
    march: [null, 0, 0],
    april: [2785, 903, 2210.75],
  },
  {
    name: "Cathedral",
    zone: "Centre",
    docks: 18,
    installed: "2018-07-30",
    ebikes: false,
    march: [2105, 621, 1131.2],
    april: [2240, 633, 1210],
  },
  {
    name: "Science Park",
    zone: "East",
    docks: 36,
    installed: "2022-02-11",
    ebikes: true,
    march: [2980, 834, 2490.6],
    april: [3105, 846, 2611.85],
  },
  {
    name: "Stadium",
    zone: "East",
    docks: 22,
    installed: "2021-04-22",
    ebikes: false,
    march: [890, 960, 702.3],
    april: [1580, 1012, 1288.9],
  },
  {
    name: "Canal Basin",
    zone: "South",
    docks: 26,
    installed: "2023-06-05",
    ebikes: true,
    march: [2015, 779, 1655.1],
    april: [2330, 801, 1954.4],
  },
  { name: "Library", zone: "West", docks: 14, installed: "2017-03-18", ebikes: false, march: [1410, 552, 705.25], april: [1385, 560, 699] },
  {
    name: "Ferry Terminal",
    zone: "South",
    docks: 30,
    installed: "2024-03-09",
    ebikes: true,
    march: [2450, 1020, 2402.8],
    april: [3010, 1066, 3064.35],
  },
];

function stationSheet(month: "March" | "April"): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, `Bike share: station figures, ${month} 2026`],
    [null, "Provisional. n/a = station closed for roadworks. Average ride in m:ss."],
    [],
    [],
    [null, null, "Station", "Zone", "Docks", "Trips", "Average ride", "Fares", "E-bikes", "Installed"],
  ];
  for (const s of stations) {
    const [trips, ride, fares] = month === "March" ? s.march : s.april;
    rows.push([
      null,
      null,
      s.name,
      s.zone,
      `${String(s.docks)} docks`,
      trips ?? "n/a",
      trips === null ? "n/a" : ms(ride),
      trips === null ? "n/a" : euro(fares),
      s.ebikes ? "✓" : "x",
      s.installed,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, stationSheet("March"), "March 2026");
XLSX.utils.book_append_sheet(book, stationSheet("April"), "April 2026");
fs.writeFileSync(path.join(out, "bike-share-stations.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
