/**
 * Writes the three messy files of the fresh held-out table set (scripts/eval-tables/held-out-2/files/):
 * a workbook whose table starts at D6 under title rows, with a merged two-row header and European
 * numbers and dates stored as text; a CSV with title lines, a blank row, durations, thousands
 * separators and percents; a CSV whose table starts at D6 with currency, "1,205 units" and "n/a".
 *
 *   npx tsx scripts/eval-tables/held-out-2/make-files.ts
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

/** 1234567.5 → "1.234.567,50" */
function european(value: number): string {
  const [whole, cents] = value.toFixed(2).split(".");
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/gu, ".")},${cents!}`;
}

function thousands(value: number): string {
  return value.toLocaleString("en-US");
}

const branches: [string, string, string, number, number, number][] = [
  ["Central", "Lyon", "1998-05-12", 1234567.5, 1268000, 148210],
  ["Riverside", "Lyon", "2003-09-01", 412300, 425150.5, 52330],
  ["Harbour", "Marseille", "2011-03-14", 655980.25, 690000, 80115],
  ["Old Town", "Lyon", "1987-11-20", 298750, 301200, 31870],
  ["Northgate", "Lille", "2016-02-08", 387400, 401875.25, 40990],
  ["Hillcrest", "Marseille", "2009-06-30", 502110.75, 498000, 61240],
  ["Westfield", "Lille", "2019-10-05", 276000, 289340, 29500],
  ["Market Square", "Bordeaux", "1992-04-17", 731250, 745800.75, 90775],
  ["Eastbrook", "Bordeaux", "2014-01-22", 344900.5, 352000, 38120],
  ["Parkview", "Lyon", "2021-09-13", 189500, 240000, 22480],
];

function budgets(): void {
  const rows: (string | null)[][] = [];
  const put = (r: number, c: number, v: string) => {
    while (rows.length <= r) rows.push([]);
    rows[r]![c] = v;
  };
  put(1, 3, "City library network: branch budgets");
  put(2, 3, "Figures in EUR as approved by the council; dates day.month.year");
  const headers = ["Branch", "City", "Opened", "Budget (EUR)", null, "Visitors"];
  headers.forEach((h, i) => h !== null && put(5, 3 + i, h));
  put(6, 6, "2023");
  put(6, 7, "2024");
  let r = 7;
  branches.forEach(([name, city, opened, b23, b24, visitors], i) => {
    if (i === 5) r += 1; // a blank row inside the table
    const [y, m, d] = opened.split("-");
    [name, city, `${d!}.${m!}.${y!}`, european(b23), european(b24), european(visitors).replace(/,00$/u, "")].forEach((v, c) =>
      put(r, 3 + c, v),
    );
    r += 1;
  });
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => Array.from(row, (v) => v ?? null)));
  sheet["!merges"] = [
    { s: { r: 5, c: 3 }, e: { r: 6, c: 3 } },
    { s: { r: 5, c: 4 }, e: { r: 6, c: 4 } },
    { s: { r: 5, c: 5 }, e: { r: 6, c: 5 } },
    { s: { r: 5, c: 6 }, e: { r: 5, c: 7 } },
    { s: { r: 5, c: 8 }, e: { r: 6, c: 8 } },
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, "Budgets");
  fs.writeFileSync(path.join(out, "branch-budgets.xlsx"), XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
}

const episodes: [string, string, string, string, number, number][] = [
  ["Why bridges hum", "Ana Ruiz", "2024-01-09", "38:25", 12480, 81],
  ["The quiet factory", "Tom Okafor", "2024-01-23", "45:10", 9870, 77],
  ["Repairing the unrepairable", "Lena Vogt", "2024-02-06", "52:47", 15320, 84],
  ["Rust never sleeps", "Sam Patel", "2024-02-20", "31:05", 8215, 88],
  ["Water towers", "Ines Moreau", "2024-03-05", "47:33", 11960, 79],
  ["Lift shafts and lies", "Kwame Mensah", "2024-03-19", "58:02", 21045, 72],
  ["Concrete feelings", "Ana Ruiz", "2024-04-02", "40:40", 10130, 83],
  ["Small motors", "Yuki Tanaka", "2024-04-16", "36:18", 7905, 90],
  ["The tide clock", "Lena Vogt", "2024-05-07", "49:59", 13775, 82],
  ["Grid day", "Omar Haddad", "2024-05-21", "55:14", 18660, 76],
  ["Paint that lasts", "Sam Patel", "2024-06-04", "33:47", 9340, 86],
  ["Last light", "Ines Moreau", "2024-06-18", "44:09", 12015, 80],
];

const line = (cells: string[]) => cells.map(quote).join(",");

function podcast(): void {
  const lines = [
    "Making Things Work: episode log",
    "Exported 2025-01-10",
    "",
    line(["Ep", "Title", "Guest", "Published", "Length", "Downloads", "Completion"]),
  ];
  episodes.forEach(([title, guest, date, length, downloads, completion], i) => {
    if (i === 6) lines.push(",,,,,,");
    lines.push(line([String(i + 1), title, guest, date, length, thousands(downloads), `${String(completion)}%`]));
  });
  fs.writeFileSync(path.join(out, "podcast-episodes.csv"), `${lines.join("\n")}\n`);
}

const stock: [string, string, string, number, number | null, number][] = [
  ["HW-101", "Cordless drill", "Tools", 149.99, 64, 20],
  ["HW-102", "Circular saw", "Tools", 229, 18, 10],
  ["HW-103", "Workbench", "Furniture", 1299, 4, 2],
  ["GD-201", "Garden hose 25m", "Garden", 39.5, 1205, 300],
  ["GD-202", "Lawn mower", "Garden", 2349, 7, 3],
  ["GD-203", "Pruning shears", "Garden", 24.95, 312, 100],
  ["GD-204", "Wheelbarrow", "Garden", 89, null, 15],
  ["PT-301", "Exterior paint 10L", "Paint", 74.9, 96, 40],
  ["PT-302", "Paint roller set", "Paint", 12.49, 2480, 500],
  ["SF-401", "Safety goggles", "Safety", 8.75, 930, 200],
];

function warehouse(): void {
  const pad = ",,,";
  const lines = [`${pad}Stock report: Depot 3`, "", `${pad}Counted on 2024-11-30`, "", ""];
  lines.push(pad + line(["SKU", "Item", "Category", "Unit price", "In stock", "Reorder level"]));
  stock.forEach(([sku, item, category, price, count, reorder], i) => {
    if (i === 9) lines.push("");
    const units = count === null ? "n/a" : `${thousands(count)} units`;
    lines.push(
      pad +
        line([
          sku,
          item,
          category,
          `$${thousands(price)}${Number.isInteger(price) ? ".00" : price * 10 === Math.round(price * 10) ? "0" : ""}`,
          units,
          String(reorder),
        ]),
    );
  });
  fs.writeFileSync(path.join(out, "warehouse-stock.csv"), `${lines.join("\n")}\n`);
}

budgets();
podcast();
warehouse();
