/**
 * Writes the messy files of the tenth fresh held-out table set (scripts/eval-tables/held-out-10/files/):
 *
 * - harbour-ferries-2025.csv: two title lines and a blank line above the header; passengers as text
 *   with a unit ("1,205 passengers"); crossing time as "h:mm" text; adult fare in European form
 *   ("€1.234,50", quoted because of the comma); a "Step-free" column of ✓ and x; a night service that is
 *   "n/a" where there is none; the date each route started as ISO text.
 * - town-pools.xlsx: two look-alike sheets, "2024" and "2025", same pools and columns, different
 *   figures; on each a title, a note and a blank row above the table, the header starting at C5;
 *   swims as numbers (one "n/a" in 2024: a pool shut for repairs), water used as text with a unit
 *   ("12,400 litres"), average visit as "h:mm" text, income "€1.234,50", a "Sauna" column of ✓ and x,
 *   last refit dates as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-10/make-files.ts
 *
 * Gold answers are computed by gold.ts from the written files, not from the arrays here.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as XLSX from "xlsx";
import { euro, hm } from "../messy-cells";
import { cell } from "../make-helpers";

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, "files");
fs.mkdirSync(out, { recursive: true });

// route, operator, crossing (minutes), passengers 2025, adult fare €, step-free, night service (null = n/a), started
const routes: [string, string, number, number, number, boolean, string | null, string][] = [
  ["Kirkwall to Shapinsay", "Orkney Isles Ferries", 25, 48210, 4.9, true, "Fri 23:00", "1998-05-04"],
  ["Kirkwall to Westray", "Orkney Isles Ferries", 85, 39875, 9.6, true, null, "1995-03-20"],
  ["Houton to Lyness", "Orkney Isles Ferries", 40, 52340, 5.75, false, "Sat 22:30", "2001-09-10"],
  ["Tingwall to Egilsay", "Orkney Isles Ferries", 30, 6120, 4.2, false, null, "2012-06-01"],
  ["Oban to Lismore", "Lorn Sound Boats", 50, 30455, 3.8, true, null, "2008-04-14"],
  ["Port Appin to Lismore", "Lorn Sound Boats", 10, 61790, 2.1, false, "Daily 22:00", "2004-07-19"],
  ["Tayinloan to Gigha", "Kintyre Link", 20, 44980, 3.35, true, "Fri 22:15", "2010-02-22"],
  ["Claonaig to Lochranza", "Kintyre Link", 30, 58615, 5.1, true, null, "2016-05-30"],
  ["Fionnphort to Iona", "Mull Crossings", 10, 143205, 3.7, true, "Daily 21:30", "2002-03-25"],
  ["Sconser to Raasay", "Skye Small Isles", 25, 37660, 4.55, false, null, "2019-04-01"],
  ["Mallaig to Eigg", "Skye Small Isles", 75, 12485, 12.1, true, null, "2021-05-17"],
  ["Largs to Cumbrae", "Clyde Shuttle", 10, 712430, 3.3, true, "Daily 23:45", "1996-11-11"],
  ["Colintraive to Rhubodach", "Clyde Shuttle", 5, 96340, 2.95, false, null, "2023-08-07"],
];

const ferryLines = [
  "Small island ferry routes: passengers, fares and crossings, calendar year 2025",
  "Fares are the adult single in euro for the visitor guide; crossing in h:mm; n/a = no night sailing",
  "",
  "Route,Operator,Crossing,Passengers,Adult fare,Step-free,Night service,Started",
  ...routes.map(([route, operator, crossing, passengers, fare, stepFree, night, started]) =>
    [
      route,
      operator,
      hm(crossing),
      `${passengers.toLocaleString("en-GB")} passengers`,
      euro(fare),
      stepFree ? "✓" : "x",
      night ?? "n/a",
      started,
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "harbour-ferries-2025.csv"), ferryLines.join("\n") + "\n");

interface Pool {
  name: string;
  district: string;
  lanes: number;
  sauna: boolean;
  refit: string;
  // swims (null = n/a), water litres, average visit minutes, income €
  y2024: [number | null, number, number, number];
  y2025: [number, number, number, number];
}
const pools: Pool[] = [
  {
    name: "Abbey Baths",
    district: "Old Town",
    lanes: 6,
    sauna: true,
    refit: "2019-03-14",
    y2024: [88210, 12400, 72, 301450.5],
    y2025: [91875, 12950, 75, 318220],
  },
  {
    name: "Meadowbank Leisure",
    district: "East",
    lanes: 8,
    sauna: true,
    refit: "2022-10-03",
    y2024: [120540, 18200, 84, 455100.25],
    y2025: [118930, 17650, 81, 462875.9],
  },
  {
    name: "Quarry Lane Pool",
    district: "North",
    lanes: 4,
    sauna: false,
    refit: "2011-06-27",
    y2024: [40115, 6100, 55, 98340],
    y2025: [43880, 6420, 58, 104615.4],
  },
  {
    name: "Riverside Lido",
    district: "South",
    lanes: 5,
    sauna: false,
    refit: "2016-05-09",
    y2024: [null, 0, 0, 12500],
    y2025: [67240, 15300, 121, 210990],
  },
  {
    name: "St Ninian's Pool",
    district: "West",
    lanes: 4,
    sauna: true,
    refit: "2008-01-21",
    y2024: [35660, 5450, 63, 87215.75],
    y2025: [33905, 5210, 61, 84400],
  },
  {
    name: "Harlaw Road Baths",
    district: "North",
    lanes: 6,
    sauna: true,
    refit: "2024-02-12",
    y2024: [71330, 10950, 69, 240880.6],
    y2025: [79450, 11800, 73, 268305.15],
  },
  {
    name: "Kelvin Sports Centre",
    district: "West",
    lanes: 8,
    sauna: false,
    refit: "2014-09-15",
    y2024: [102775, 16400, 77, 389020],
    y2025: [108260, 16900, 79, 401540.8],
  },
  {
    name: "Portside Pool",
    district: "East",
    lanes: 5,
    sauna: false,
    refit: "2005-04-04",
    y2024: [52990, 7800, 58, 141260.35],
    y2025: [49615, 7350, 56, 133780],
  },
  {
    name: "Greyfriars Community Pool",
    district: "Old Town",
    lanes: 3,
    sauna: false,
    refit: "2020-11-30",
    y2024: [21840, 3300, 48, 45910.2],
    y2025: [24105, 3520, 50, 50225.5],
  },
  {
    name: "Beechwood Aquatics",
    district: "South",
    lanes: 10,
    sauna: true,
    refit: "2023-07-17",
    y2024: [143620, 22100, 93, 602315.45],
    y2025: [151085, 23350, 96, 644980],
  },
];

function poolSheet(year: "2024" | "2025"): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, null, `Town pools: yearly figures for ${year}`],
    [null, null, "n/a = pool closed all season. Average visit in h:mm. Income in euro."],
    [null, null, "Source: leisure trust returns"],
    [],
    [null, null, "Pool", "District", "Lanes", "Swims", "Water used", "Average visit", "Income", "Sauna", "Last refit"],
  ];
  for (const p of pools) {
    const [swims, litres, visit, income] = year === "2024" ? p.y2024 : p.y2025;
    rows.push([
      null,
      null,
      p.name,
      p.district,
      p.lanes,
      swims ?? "n/a",
      swims === null ? "n/a" : `${litres.toLocaleString("en-GB")} litres`,
      swims === null ? "n/a" : hm(visit),
      euro(income),
      p.sauna ? "✓" : "x",
      p.refit,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, poolSheet("2024"), "2024");
XLSX.utils.book_append_sheet(book, poolSheet("2025"), "2025");
fs.writeFileSync(path.join(out, "town-pools.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
