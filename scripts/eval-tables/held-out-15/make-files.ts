/**
 * Writes the messy files of the fifteenth fresh held-out table set (scripts/eval-tables/held-out-15/files/):
 *
 * - ev-charging-hubs-2026.csv: a title line and a note line above the header; the parking as text with a
 *   unit ("1,205 spaces"), the energy delivered last month with a unit ("48,300 kWh"); the average charging
 *   session as "h:mm" ("0:47", "1:05"); the price per kWh in dollars ("$0.45") and the monthly takings
 *   ("$21,735"); a "Rapid" column of yes / no and an "Open 24h" column of ✓ / x; the opening date written
 *   four ways (ISO, "3 Mar 2024", "March 3, 2024", "03/03/2024" as day/month/year).
 * - swim-club.xlsx: two look-alike sheets, "North Pool" and "South Pool", of swimmers; on each a title,
 *   a note and two blank rows, the header starting at B5; the best 100 m time as "m:ss" ("1:08"), the
 *   weekly distance with a unit ("12,400 m"), the yearly fee in dollars ("$240.00"), a "Gala entry"
 *   column of yes / no, a "Fees paid" column of ✓ / x and the year joined.
 *
 *   npx tsx scripts/eval-tables/held-out-15/make-files.ts
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

// hub, town, operator, opened, spaces, chargers, energy kWh last month, avg session (min), price $/kWh, rapid, open 24h
type Hub = [string, string, string, string, number, number, number, number, number, boolean, boolean];
const hubs: Hub[] = [
  ["Quayside Car Park", "Port Ellis", "VoltWay", "2023-04-18", 1205, 12, 48300, 47, 0.45, true, true],
  ["Market Square", "Ambleford", "GreenPlug", "2022-11-02", 140, 4, 9650, 95, 0.32, false, false],
  ["Station Road", "Ambleford", "VoltWay", "2024-03-03", 320, 8, 31200, 38, 0.49, true, true],
  ["Leisure Centre", "Kirkby Vale", "ChargeHub", "2021-06-25", 410, 6, 15400, 72, 0.35, false, false],
  ["Riverside Retail Park", "Port Ellis", "ChargeHub", "2024-09-14", 2150, 20, 86750, 41, 0.52, true, true],
  ["Old Mill Lane", "Thornbury", "GreenPlug", "2020-08-09", 85, 2, 3120, 128, 0.29, false, false],
  ["Hospital Visitors", "Kirkby Vale", "VoltWay", "2023-01-30", 960, 10, 37900, 65, 0.42, true, true],
  ["Library Green", "Thornbury", "GreenPlug", "2022-05-21", 60, 2, 2480, 110, 0.3, false, true],
  ["Motorway Services J14", "Ambleford", "ChargeHub", "2025-02-11", 540, 16, 102400, 29, 0.59, true, true],
  ["Harbour Arm", "Port Ellis", "GreenPlug", "2021-12-07", 230, 4, 8900, 83, 0.34, false, false],
  ["University Campus", "Kirkby Vale", "ChargeHub", "2023-09-19", 1780, 14, 52600, 56, 0.38, true, false],
  ["Town Hall", "Thornbury", "VoltWay", "2024-06-01", 120, 4, 11700, 52, 0.44, true, false],
  ["Park & Ride North", "Ambleford", "VoltWay", "2022-02-14", 850, 8, 24300, 87, 0.33, false, true],
  ["Sports Stadium", "Kirkby Vale", "GreenPlug", "2025-04-26", 3400, 18, 61250, 64, 0.4, true, false],
  ["Ferry Terminal", "Port Ellis", "VoltWay", "2020-10-23", 675, 6, 19800, 76, 0.37, false, true],
  ["High Street East", "Thornbury", "ChargeHub", "2025-08-05", 95, 4, 14300, 35, 0.55, true, true],
];

const hubLines = [
  "Coastal Counties EV Charging Hubs - figures for October 2026",
  "Energy and takings are for the month; price is per kWh in USD; average session in h:mm",
  "Hub,Town,Operator,Opened,Parking,Chargers,Energy delivered,Avg session,Price per kWh,Takings,Rapid,Open 24h",
  ...hubs.map(([hub, town, operator, opened, spaces, chargers, energy, minutes, price, rapid, allDay], i) =>
    [
      hub,
      town,
      operator,
      dateWrittenSlash(opened, i % 4),
      `${spaces.toLocaleString("en-US")} spaces`,
      String(chargers),
      `${energy.toLocaleString("en-US")} kWh`,
      hm(minutes),
      `$${price.toFixed(2)}`,
      `$${Math.round(energy * price).toLocaleString("en-US")}`,
      rapid ? "yes" : "no",
      allDay ? "✓" : "x",
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "ev-charging-hubs-2026.csv"), hubLines.join("\n") + "\n");

// swimmer, squad, best 100 m (seconds), weekly distance (m), fee $, gala entry, fees paid, joined
type Swimmer = [string, string, number, number, number, boolean, boolean, number];
const north: Swimmer[] = [
  ["Ella Brampton", "Masters", 68, 12400, 240, true, true, 2014],
  ["Ravi Shah", "Fitness", 95, 4500, 180, false, true, 2021],
  ["Bronwen Hughes", "Masters", 72, 10800, 240, true, false, 2017],
  ["Tom Ashcroft", "Triathlon", 81, 9600, 210, false, true, 2019],
  ["Ines Duarte", "Masters", 66, 14200, 240, true, true, 2011],
  ["George Lumb", "Fitness", 104, 3200, 180, false, false, 2023],
  ["Aisha Bello", "Triathlon", 77, 11000, 210, true, true, 2016],
  ["Callum Reid", "Fitness", 99, 5100, 180, false, true, 2020],
  ["Hana Sato", "Masters", 70, 13100, 240, true, true, 2009],
  ["Patrick Doyle", "Triathlon", 84, 8700, 210, false, false, 2022],
  ["Yvonne Carter", "Fitness", 112, 2800, 180, false, true, 2024],
];
const south: Swimmer[] = [
  ["Marcus Webb", "Masters", 67, 13600, 260, true, true, 2012],
  ["Lucy Fenwick", "Fitness", 97, 4200, 195, false, true, 2022],
  ["Dmitri Volkov", "Triathlon", 79, 10400, 225, true, false, 2018],
  ["Sophie Ward", "Masters", 74, 11900, 260, true, true, 2015],
  ["Kofi Mensah", "Fitness", 108, 3600, 195, false, false, 2023],
  ["Freya Lindqvist", "Triathlon", 75, 12800, 225, true, true, 2013],
  ["Nathan Cole", "Fitness", 92, 4800, 195, true, true, 2021],
  ["Priya Nair", "Masters", 71, 12200, 260, false, true, 2010],
  ["Owen Gallagher", "Triathlon", 88, 7900, 225, false, true, 2024],
];

/** Seconds as "m:ss". */
const ms = (seconds: number) => `${String(Math.floor(seconds / 60))}:${String(seconds % 60).padStart(2, "0")}`;
function swimSheet(pool: string, swimmers: Swimmer[]): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, `Seaview Swimming Club: ${pool} members 2026`],
    [null, "Best time is the swimmer's best 100 m freestyle (m:ss); distance is a typical week; fee is per year in USD"],
    [],
    [],
    [null, "Swimmer", "Squad", "Best 100m", "Weekly distance", "Fee", "Gala entry", "Fees paid", "Joined"],
  ];
  for (const [name, squad, best, distance, fee, gala, paid, joined] of swimmers) {
    rows.push([
      null,
      name,
      squad,
      ms(best),
      `${distance.toLocaleString("en-US")} m`,
      `$${fee.toFixed(2)}`,
      gala ? "yes" : "no",
      paid ? "✓" : "x",
      joined,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, swimSheet("North Pool", north), "North Pool");
XLSX.utils.book_append_sheet(book, swimSheet("South Pool", south), "South Pool");
fs.writeFileSync(path.join(out, "swim-club.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
