/**
 * Typed-table extraction (server/ingest/tables/) from real parser output: the header found where
 * the table starts (D6 under a title, two rows under a merged cell), unique column names, column
 * types from numbers written as text, error cells as NULL, cached formula values, real dates, the
 * original row numbers; CSV footers; DOCX tables.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as XLSX from "xlsx";
import { describe, expect, it } from "vitest";
import { formatValue, readDate, readNumber } from "../../../server/core/table-values";
import { parseDocx } from "../../../server/ingest/parsers/docx";
import { parseSpreadsheet } from "../../../server/ingest/parsers/spreadsheet";
import type { DocumentType } from "../../../server/ingest/types";
import { messyWorkbook, tableDocx, tempFile } from "../../integration/tables/workbooks";
import { loadConfig } from "../../../server/config";
import { limitsFrom } from "../../../server/ingest/ingest-document";
import { corpusDir } from "../../../scripts/lib/corpus";

// Docent's own default limits, as a person running it without settings has them.
const limits = limitsFrom(loadConfig({}));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-tables-unit-"));

async function tablesOf(file: string, type: DocumentType) {
  const parser = type === "docx" ? parseDocx : parseSpreadsheet;
  const outcome = await parser({
    bytes: new Uint8Array(fs.readFileSync(file)),
    filename: path.basename(file),
    type,
    limits,
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return outcome.document.tables ?? [];
}

describe("reading cells", () => {
  it("reads numbers as people write them", () => {
    expect(readNumber("1,205 spaces")).toEqual({ value: 1205, unit: "spaces" });
    expect(readNumber("$1.2M")).toEqual({ value: 1_200_000, unit: "$" });
    // A metre written as SI writes a unit (apart, lower case, no currency) is no million.
    expect(readNumber("12,400 m")).toEqual({ value: 12400, unit: "m" });
    expect(readNumber("1.2m")).toEqual({ value: 1_200_000 });
    expect(readNumber("£3 m")).toEqual({ value: 3_000_000, unit: "£" });
    // The sheet's own currency is kept, so euros are never shown as dollars.
    expect(readNumber("1.240,00 €", { decimalComma: true })).toEqual({ value: 1240, unit: "€" });
    expect(readNumber("GBP 12")).toEqual({ value: 12, unit: "£" });
    expect(formatValue(1240.5, { type: "real", unit: "€" })).toBe("€1,240.50");
    expect(readNumber("12%")).toEqual({ value: 12, unit: "%" });
    expect(readNumber("1.234,50", { decimalComma: true })).toEqual({ value: 1234.5 });
    expect(readNumber("3:23")).toEqual({ value: 203, unit: "duration" });
    expect(readNumber("(1,000)")).toEqual({ value: -1000 });
    expect(readNumber("12 Angry Men and more")).toBeNull();
    expect(readNumber("2nd")).toEqual({ value: 2, unit: "ordinal" });
    expect(readNumber("504 (313.2)")).toEqual({ value: 504 });
    expect(readNumber("11th (sf)")).toEqual({ value: 11, unit: "ordinal" });
    expect(formatValue(22, { type: "integer", unit: "ordinal" })).toBe("22nd");
    expect(formatValue(12, { type: "integer", unit: "ordinal" })).toBe("12th");
    expect(readDate("March 5, 2019")).toBe("2019-03-05");
    expect(readDate("05/03/2019", { dayFirst: true })).toBe("2019-03-05");
  });

  it("reads a unit written with a superscript, a degree sign or a slash after the number", () => {
    expect(readNumber("1,205 m²")).toEqual({ value: 1205, unit: "m²" });
    expect(readNumber("12.5 km/h")).toEqual({ value: 12.5, unit: "km/h" });
    expect(readNumber("21 °C")).toEqual({ value: 21, unit: "°c" });
  });
});

describe("typed tables from a messy workbook", () => {
  it("finds the table at D6 under a title, with its two-row header, and types every column", async () => {
    const file = tempFile(dir, "messy.xlsx");
    messyWorkbook(file);
    const [table] = await tablesOf(file, "xlsx");
    expect(table).toBeDefined();
    expect(table!.header_row).toBe(7);
    expect(table!.columns.map((column) => column.name)).toEqual([
      "Name",
      "City",
      "Capacity",
      "Money Rate",
      "Money Revenue",
      "Occupancy",
      "Stay",
      "Opened",
      "Name 2",
      "Column M",
      "Check",
    ]);
    expect(table!.columns.map((column) => column.type)).toEqual([
      "text",
      "text",
      "integer",
      "real",
      "real",
      "integer",
      "real",
      "date",
      "text",
      "integer",
      "integer",
    ]);
    expect(table!.columns[2]!.unit).toBe("spaces");
    expect(table!.columns[6]!.unit).toBe("duration");
    expect(table!.rows.map((row) => row.row)).toEqual([8, 9, 10, 11]);
    expect(table!.rows[0]!.values.slice(0, 8)).toEqual(["Garage A1", "Paris, France", 1205, 12.5, 1234.5, 85, 203, "2015-03-05"]);
    // The error cell is NULL; the formula cells keep their cached values.
    expect(table!.rows.map((row) => row.values[10])).toEqual([10, null, 30, 40]);
  });

  it("leaves out a CSV's footer lines and keeps text that only looks missing", async () => {
    const file = tempFile(dir, "listing.csv");
    fs.writeFileSync(
      file,
      "Symbol,Name,Continent,Lot\nAAA,Alpha,NA,100\nBBB,Beta,EU,200\nCCC,Gamma,NA,n/a\nFile Creation Time: 0731,,,\n,,,\n",
    );
    const [table] = await tablesOf(file, "csv");
    expect(table!.name).toBe("listing");
    expect(table!.rows).toHaveLength(3);
    expect(table!.rows.map((row) => row.values[2])).toEqual(["NA", "EU", "NA"]);
    expect(table!.rows.map((row) => row.values[3])).toEqual([100, 200, null]);
  });

  it("reads '3:23' as hours and minutes under a header that says so, and a time cell by its exact seconds", async () => {
    const csv = tempFile(dir, "visits.csv");
    fs.writeFileSync(csv, ["Branch,Visits (h:mm),Race", "Central,3:23,41:23", "Riverside,12:40,38:05"].join("\n"));
    const [table] = await tablesOf(csv, "csv");
    expect(table!.rows.map((row) => row.values.slice(1))).toEqual([
      [12180, 2483],
      [45600, 2285],
    ]);
    expect(formatValue(21600, { type: "real", unit: "duration" })).toBe("6:00");
    const book = XLSX.utils.book_new();
    const sheet = XLSX.utils.aoa_to_sheet([
      ["Branch", "Visit"],
      ["Central", 0],
    ]);
    sheet["B2"] = { t: "n", v: 3 / 24 + 23 / 1440, z: "h:mm" };
    XLSX.utils.book_append_sheet(book, sheet, "Visits");
    const xlsx = tempFile(dir, "visits.xlsx");
    fs.writeFileSync(xlsx, XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
    const [visits] = await tablesOf(xlsx, "xlsx");
    expect([visits!.columns[1]!.unit, visits!.rows[0]!.values[1]]).toEqual(["duration", 12180]);
  });

  it("takes a CSV title line with a comma in it for a title, not the header ('Staff survey, spring 2024')", async () => {
    const file = tempFile(dir, "survey.csv");
    fs.writeFileSync(file, "Staff survey, spring 2024\n\nName,Team,Age,Salary\nAnn,Red,31,50000\nBob,Blue,45,62000\nCid,Red,28,41000\n");
    const [table] = await tablesOf(file, "csv");
    expect(table!.columns.map((column) => column.name)).toEqual(["Name", "Team", "Age", "Salary"]);
    expect(table!.columns[3]!.type).toBe("integer");
    expect(table!.rows).toHaveLength(3);
  });

  it("takes a CSV title line of three comma parts right above a four-column header for a title", async () => {
    const file = tempFile(dir, "loans.csv");
    fs.writeFileSync(
      file,
      "Library loans, Leeds district, January–March 2024\nBranch,Loans,Visitors,Opened\nCentral,1205,4800,1950\nQuay,1010,3900,2004\n",
    );
    const [table] = await tablesOf(file, "csv");
    expect(table!.columns.map((column) => `${column.name}:${column.type}`)).toEqual([
      "Branch:text",
      "Loans:integer",
      "Visitors:integer",
      "Opened:integer",
    ]);
  });

  it("keeps a header row that is narrower than text data under it", async () => {
    const file = tempFile(dir, "unnamed-column.csv");
    fs.writeFileSync(file, "City,Country\nLyon,France,EU\nOslo,Norway,EEA\nBern,Switzerland,EFTA\n");
    const [table] = await tablesOf(file, "csv");
    expect(table!.columns.map((column) => column.name).slice(0, 2)).toEqual(["City", "Country"]);
    expect(table!.rows).toHaveLength(3);
  });

  it("reads European thousands points followed by a unit as thousands ('84.210 km'), with no decimal comma in the column", async () => {
    const file = tempFile(dir, "fleet.csv");
    fs.writeFileSync(file, 'Plate,Odometer,Cost\nAB-1,84.210 km,"1.240,00 €"\nCD-2,142.305 km,"860,50 €"\nEF-3,9.920 km,"410,00 €"\n');
    const [table] = await tablesOf(file, "csv");
    expect(table!.columns[1]).toMatchObject({ type: "integer", unit: "km" });
    expect(table!.rows.map((row) => row.values[1])).toEqual([84210, 142305, 9920]);
    expect(table!.rows.map((row) => row.values[2])).toEqual([1240, 860.5, 410]);
    expect(table!.columns[2]).toMatchObject({ type: "real", unit: "€" });
  });

  it("types a column of dates written in several forms, real date cells shown as '9/1/08' among them, as dates", async () => {
    const file = tempFile(dir, "opened.xlsx");
    const sheet = XLSX.utils.aoa_to_sheet([
      ["Car park", "Opened"],
      ["Market Hall", "2011-03-14"],
      ["Station Road", "14/06/2016"],
      ["Riverside", new Date(Date.UTC(2008, 8, 1))],
      ["Hospital West", "March 3, 2019"],
      ["Retail Park", new Date(Date.UTC(2013, 4, 20))],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, "Car parks");
    fs.writeFileSync(file, XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
    const [table] = await tablesOf(file, "xlsx");
    expect(table!.columns[1]).toMatchObject({ type: "date" });
    expect(table!.rows.map((row) => row.values[1])).toEqual(["2011-03-14", "2016-06-14", "2008-09-01", "2019-03-03", "2013-05-20"]);
  });

  it("keeps notes merged across a report's table and its subtotal rows out of its records (corpus half-year workbook)", async () => {
    const file = path.join(corpusDir, "files/xlsx/2023-half-year-analyses-by-segment.xlsx");
    const [segments] = await tablesOf(file, "xlsx");
    const sales = segments!.columns.findIndex((column) => column.name === "Sales (a)");
    expect(segments!.columns[sales]!.type).toBe("integer");
    const firsts = segments!.rows.map((row) => String(row.values[0]));
    expect(firsts.filter((first) => first.startsWith("("))).toEqual([]);
    expect(firsts).not.toContain("Total");
  });

  it("reads a report's table stacked for two periods as one table per period, named by it (corpus half-year workbook)", async () => {
    const file = path.join(corpusDir, "files/xlsx/2023-half-year-analyses-by-segment.xlsx");
    const tables = (await tablesOf(file, "xlsx")).filter((table) => table.sheet === "OS-Rev.and results 30 06 2023");
    expect(tables.map((table) => table.name)).toEqual([
      "OS-Rev.and results 30 06 2023 (January–June 2023)",
      "OS-Rev.and results 30 06 2023 (January–June 2022)",
    ]);
    const salesOf = (index: number) => {
      const table = tables[index]!;
      const sales = table.columns.findIndex((column) => column.name === "Sales (a)");
      return table.rows.find((row) => row.values[0] === "Zone NA")?.values[sales];
    };
    expect([salesOf(0), salesOf(1)]).toEqual([12553, 12138]);
    expect(tables.map((table) => table.rows.filter((row) => row.values[0] === "Zone NA").length)).toEqual([1, 1]);
  });

  it("reads a Word table with its header row", async () => {
    const file = tempFile(dir, "foods.docx");
    tableDocx(file);
    const [table] = await tablesOf(file, "docx");
    expect(table!.name).toBe("Table 1");
    expect(table!.columns.map((column) => `${column.name}:${column.type}`)).toEqual([
      "Food:text",
      "Portion:text",
      "Calories per portion:integer",
    ]);
    expect(table!.rows[1]!.values).toEqual(["Banana", "1 large", 121]);
  });
});
