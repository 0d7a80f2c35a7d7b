/**
 * Messy table files made at test time (never stored in the repo): a workbook whose table starts
 * at D6 under a title, with a two-row header under a merged cell, duplicate and empty column
 * names, numbers written as text, an error cell, a formula with its cached value and real dates;
 * two look-alike sheets; and a Word file with a table.
 */
import fs from "node:fs";
import path from "node:path";
import { strToU8, zipSync } from "fflate";
import * as XLSX from "xlsx";

export const garages = [
  {
    name: "Garage A1",
    city: "Paris, France",
    capacity: "1,205 spaces",
    rate: "$12.50",
    occupancy: "85%",
    revenue: "1.234,50",
    stay: "3:23",
    opened: new Date(Date.UTC(2015, 2, 5)),
  },
  {
    name: "Garage B1",
    city: "Lyon",
    capacity: "753 spaces",
    rate: "$15.75",
    occupancy: "92%",
    revenue: "2.000,00",
    stay: "1:05",
    opened: new Date(Date.UTC(1990, 1, 11)),
  },
  {
    name: "Garage C1",
    city: "Lyon, France",
    capacity: "2,310 spaces",
    rate: "$9.00",
    occupancy: "40%",
    revenue: "987,25",
    stay: "12:40",
    opened: new Date(Date.UTC(2021, 10, 30)),
  },
  {
    name: "Garage D1",
    city: "Nice",
    capacity: "410 spaces",
    rate: "$8.00",
    occupancy: "61%",
    revenue: "15.100,75",
    stay: "0:45",
    opened: new Date(Date.UTC(2003, 6, 1)),
  },
];

/** Sheet "Garages": title in D2, header rows 6–7 from D6 ("Money" merged over Rate | Revenue), data from row 8. */
export function messyWorkbook(file: string): void {
  const sheet: XLSX.WorkSheet = {};
  const set = (address: string, cell: XLSX.CellObject) => (sheet[address] = cell);
  set("D2", { t: "s", v: "Municipal parking survey 2024" });
  const top = ["Name", "City", "Capacity", "Money", "Money", "Occupancy", "Stay", "Opened", "Name", "", "Check"];
  const below = ["Name", "City", "Capacity", "Rate", "Revenue", "Occupancy", "Stay", "Opened", "Name", "", "Check"];
  top.forEach((text, index) => text && set(XLSX.utils.encode_cell({ r: 5, c: 3 + index }), { t: "s", v: text }));
  below.forEach((text, index) => text && set(XLSX.utils.encode_cell({ r: 6, c: 3 + index }), { t: "s", v: text }));
  garages.forEach((garage, index) => {
    const r = 7 + index;
    const cells: XLSX.CellObject[] = [
      { t: "s", v: garage.name },
      { t: "s", v: garage.city },
      { t: "s", v: garage.capacity },
      { t: "s", v: garage.rate },
      { t: "s", v: garage.revenue },
      { t: "s", v: garage.occupancy },
      { t: "s", v: garage.stay },
      { t: "n", v: excelSerial(garage.opened), z: "dd/mm/yyyy" },
      { t: "s", v: garage.name.toUpperCase() },
      { t: "n", v: index + 1 },
      index === 1 ? { t: "e", v: 7, w: "#DIV/0!", f: "1/0" } : { t: "n", v: (index + 1) * 10, f: `${String(index + 1)}*10` },
    ];
    cells.forEach((cell, column) => set(XLSX.utils.encode_cell({ r, c: 3 + column }), cell));
  });
  sheet["!ref"] = `A1:N${String(7 + garages.length)}`;
  // "Money" spans Rate and Revenue; every other header cell is merged down over its two rows.
  sheet["!merges"] = [
    { s: { r: 5, c: 6 }, e: { r: 5, c: 7 } },
    ...[3, 4, 5, 8, 9, 10, 11].map((c) => ({ s: { r: 5, c }, e: { r: 6, c } })),
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, sheet, "Garages");
  fs.writeFileSync(file, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }));
}

function excelSerial(date: Date): number {
  return date.getTime() / 86_400_000 + 25_569;
}

/** Two sheets with the same columns ("Sales 2023", "Sales 2024"): look-alikes. */
export function lookAlikeWorkbook(file: string): void {
  const rows = (year: number) => [
    ["Region", "Product", "Units", "Revenue"],
    ["North", "Tea", year === 2023 ? 120 : 140, year === 2023 ? 1200 : 1540],
    ["South", "Tea", year === 2023 ? 80 : 95, year === 2023 ? 800 : 990],
    ["North", "Coffee", year === 2023 ? 200 : 260, year === 2023 ? 3000 : 3900],
    ["East", "Cocoa", year === 2023 ? 45 : 30, year === 2023 ? 675 : 450],
  ];
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows(2023)), "Sales 2023");
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows(2024)), "Sales 2024");
  fs.writeFileSync(file, XLSX.write(workbook, { type: "buffer", bookType: "xlsx" }));
}

export const foods = [
  ["Food", "Portion", "Calories per portion"],
  ["Apple", "1 medium", "95"],
  ["Banana", "1 large", "121"],
  ["Oatmeal", "1 cup", "158"],
];

/** A minimal Word file (document.xml with one paragraph and one table), zipped with fflate. */
export function tableDocx(file: string, rows: string[][] = foods): void {
  const cell = (text: string) => `<w:tc><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:tc>`;
  const table = `<w:tbl>${rows.map((row) => `<w:tr>${row.map(cell).join("")}</w:tr>`).join("")}</w:tbl>`;
  const body = `<w:p><w:r><w:t>Nutrition facts for common breakfast foods.</w:t></w:r></w:p>${table}<w:p/>`;
  const ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const files = {
    "[Content_Types].xml": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ),
    "_rels/.rels": strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    "word/document.xml": strToU8(`<?xml version="1.0" encoding="UTF-8"?><w:document ${ns}><w:body>${body}</w:body></w:document>`),
  };
  fs.writeFileSync(file, zipSync(files));
}

export function tempFile(dir: string, name: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}
