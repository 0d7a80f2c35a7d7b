/**
 * Writes the messy files of the eleventh fresh held-out table set (scripts/eval-tables/held-out-11/files/):
 *
 * - mountain-huts-2025.csv: a title line, a note line and a blank line above the header; overnight
 *   stays as text with a unit ("1,205 stays"); the walk-in from the road as "h:mm" text; the price of a
 *   night in European form ("€1.234,50", quoted because of the comma); a "Drying room" column of ✓ and
 *   x; a winter room that is "n/a" where the hut has none; the date each hut opened as ISO text.
 * - repair-cafes.xlsx: two look-alike sheets, "March" and "April", same venues and columns, different
 *   figures; on each a title, two note rows and two blank rows above the table, the header starting
 *   at B6; items fixed as numbers ("n/a" where a venue did not meet that month), volunteers as text with
 *   a unit ("12 volunteers"), average repair time as "h:mm" text, donations "€1.234,50", a "Soldering"
 *   column of ✓ and x, the date of the next session as ISO text.
 *
 *   npx tsx scripts/eval-tables/held-out-11/make-files.ts
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

// hut, range, beds, walk-in (minutes), stays 2025, night €, drying room, winter room beds (null = n/a), opened
const huts: [string, string, number, number, number, number, boolean, number | null, string][] = [
  ["Corrag Bothy Lodge", "Cairngorms", 18, 95, 2140, 24.5, true, 4, "1987-06-12"],
  ["Loch Etchachan Refuge", "Cairngorms", 12, 210, 980, 19, false, null, "1993-05-01"],
  ["Glen Feshie Hut", "Cairngorms", 26, 60, 3875, 27.75, true, 6, "2004-04-20"],
  ["Ben Alder Howff", "Central Highlands", 10, 245, 615, 16.4, false, 2, "1979-09-03"],
  ["Coire Ardair House", "Central Highlands", 32, 80, 5230, 31.2, true, null, "2011-03-15"],
  ["Steall Meadow Hut", "Lochaber", 22, 45, 6410, 29.9, true, 4, "1998-07-07"],
  ["Mamores Ridge Cabin", "Lochaber", 14, 150, 1765, 22, false, null, "2015-06-28"],
  ["Sgurr Dearg Shelter", "Skye", 8, 125, 1190, 35.5, true, 2, "2019-05-11"],
  ["Glen Brittle Bunkhouse", "Skye", 40, 10, 9125, 26.4, true, null, "1969-04-18"],
  ["Coruisk Memorial Hut", "Skye", 9, 275, 870, 18.6, false, 3, "1959-08-22"],
  ["Shenavall Stable", "Torridon", 16, 170, 1420, 14.8, false, null, "2002-10-05"],
  ["Beinn Eighe Lodge", "Torridon", 28, 35, 4580, 33.1, true, 5, "2022-05-20"],
  ["Suilven View Hut", "Assynt", 12, 115, 1080, 21.35, true, null, "2008-06-14"],
  ["Quinag Corner House", "Assynt", 20, 20, 2960, 28.4, false, 4, "2017-09-09"],
];

const hutLines = [
  "Mountain huts and bothies: overnight stays, prices and walk-ins, season 2025",
  "Price is one adult night in euro for the walkers' guide; walk-in from the road in h:mm; n/a = no winter room",
  "",
  "Hut,Range,Beds,Walk-in,Overnight stays,Price per night,Drying room,Winter room,Opened",
  ...huts.map(([hut, range, beds, walkIn, stays, price, drying, winter, opened]) =>
    [
      hut,
      range,
      String(beds),
      hm(walkIn),
      `${stays.toLocaleString("en-GB")} stays`,
      euro(price),
      drying ? "✓" : "x",
      winter === null ? "n/a" : `${String(winter)} beds`,
      opened,
    ]
      .map(cell)
      .join(","),
  ),
];
fs.writeFileSync(path.join(out, "mountain-huts-2025.csv"), hutLines.join("\n") + "\n");

interface Cafe {
  venue: string;
  town: string;
  soldering: boolean;
  // items fixed (null = n/a: no session that month), items brought, volunteers, average repair minutes, donations €, next session
  march: [number | null, number, number, number, number, string];
  april: [number | null, number, number, number, number, string];
}
const cafes: Cafe[] = [
  {
    venue: "St Mary's Church Hall",
    town: "Kendal",
    soldering: true,
    march: [41, 55, 12, 38, 612.5, "2026-04-11"],
    april: [47, 60, 14, 35, 705, "2026-05-09"],
  },
  {
    venue: "Greenside Library",
    town: "Penrith",
    soldering: false,
    march: [18, 30, 6, 52, 188.2, "2026-04-18"],
    april: [22, 31, 7, 49, 240.75, "2026-05-16"],
  },
  {
    venue: "The Old Fire Station",
    town: "Keswick",
    soldering: true,
    march: [36, 44, 10, 41, 1045.6, "2026-04-04"],
    april: [29, 40, 9, 44, 870, "2026-05-02"],
  },
  {
    venue: "Brewery Arts Centre",
    town: "Kendal",
    soldering: true,
    march: [58, 71, 16, 33, 1260.4, "2026-04-25"],
    april: [63, 77, 18, 31, 1388.15, "2026-05-23"],
  },
  {
    venue: "Ambleside Parish Rooms",
    town: "Ambleside",
    soldering: false,
    march: [null, 0, 0, 0, 0, "2026-04-12"],
    april: [15, 24, 5, 57, 130.4, "2026-05-10"],
  },
  {
    venue: "Millom Network Centre",
    town: "Millom",
    soldering: false,
    march: [12, 19, 4, 46, 95, "2026-04-26"],
    april: [10, 17, 4, 50, 82.3, "2026-05-24"],
  },
  {
    venue: "Cockermouth Kirkgate",
    town: "Cockermouth",
    soldering: true,
    march: [33, 39, 9, 40, 540.9, "2026-04-19"],
    april: [38, 45, 11, 37, 615.6, "2026-05-17"],
  },
  {
    venue: "Ulverston Coronation Hall",
    town: "Ulverston",
    soldering: true,
    march: [27, 35, 8, 43, 410, "2026-04-05"],
    april: [null, 0, 0, 0, 0, "2026-05-03"],
  },
  {
    venue: "Windermere Methodist Hall",
    town: "Windermere",
    soldering: false,
    march: [21, 28, 7, 48, 265.35, "2026-04-20"],
    april: [26, 33, 8, 45, 318.8, "2026-05-18"],
  },
  {
    venue: "Kendal Town Hall",
    town: "Kendal",
    soldering: false,
    march: [30, 42, 9, 51, 455.55, "2026-04-28"],
    april: [34, 46, 10, 47, 498.2, "2026-05-26"],
  },
  {
    venue: "Whitehaven Civic Hall",
    town: "Whitehaven",
    soldering: true,
    march: [45, 52, 13, 36, 780.25, "2026-04-13"],
    april: [40, 50, 12, 39, 702.9, "2026-05-11"],
  },
];

function cafeSheet(month: "March" | "April"): XLSX.WorkSheet {
  const rows: (string | number | null)[][] = [
    [null, `Repair cafés: monthly returns for ${month} 2026`],
    [null, "n/a = no session that month. Average repair time in h:mm. Donations in euro."],
    [null, "Compiled by the county repair network"],
    [],
    [],
    [null, "Venue", "Town", "Volunteers", "Items brought", "Items fixed", "Average repair", "Donations", "Soldering", "Next session"],
  ];
  for (const c of cafes) {
    const [fixed, brought, volunteers, minutes, donations, next] = month === "March" ? c.march : c.april;
    rows.push([
      null,
      c.venue,
      c.town,
      fixed === null ? "n/a" : `${String(volunteers)} volunteers`,
      fixed === null ? "n/a" : brought,
      fixed ?? "n/a",
      fixed === null ? "n/a" : hm(minutes),
      euro(donations),
      c.soldering ? "✓" : "x",
      next,
    ]);
  }
  return XLSX.utils.aoa_to_sheet(rows);
}

const book = XLSX.utils.book_new();
XLSX.utils.book_append_sheet(book, cafeSheet("March"), "March");
XLSX.utils.book_append_sheet(book, cafeSheet("April"), "April");
fs.writeFileSync(path.join(out, "repair-cafes.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
