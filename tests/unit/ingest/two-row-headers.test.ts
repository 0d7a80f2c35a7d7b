/**
 * A two-row header without merged cells, as financial reports write it: the period over a group of
 * columns ("January–June 2023", one cell, unmerged) and under it each column's own name, then the
 * figures. The second row is the columns' names, not the first record.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { corpusFile } from "../../helpers/docent-server";
import { spreadsheetTables } from "../../helpers/csv-tables";

const workbook = (rows: unknown[][]) => {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), "Costs");
  return new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer);
};

describe("a two-row header without merges", () => {
  it("names the columns from both rows and types the figures under them (the corpus's half-year workbook)", async () => {
    const filename = "2023-half-year-analyses-by-segment.xlsx";
    const tables = await spreadsheetTables(filename, new Uint8Array(fs.readFileSync(corpusFile(`xlsx/${filename}`))), "xlsx");
    const other = tables.find((table) => table.record.name === "OS-Other information 30 06 2023")!;
    const names = other.columns.map((column) => column.name.replace(/\s+/gu, " "));
    expect(names).toContain("January–June 2023 Impairment of intangible assets (d)");
    expect(other.columns.filter((column) => column.type === "integer").length).toBeGreaterThanOrEqual(2);
    expect(other.rows[0]!.values[0]).toBe("Zone NA");
  });

  it("keeps a first record of text under a header with an unnamed column", async () => {
    const tables = await spreadsheetTables(
      "roles.xlsx",
      workbook([
        ["Name", null, "Role"],
        ["Ann", "x", "Chair"],
        ["Bob", "y", "Treasurer"],
        ["Cem", "z", "Secretary"],
      ]),
      "xlsx",
    );
    expect(tables[0]!.rows.map((row) => row.values[0])).toEqual(["Ann", "Bob", "Cem"]);
    // Nor a first record whose unnamed column holds numbers, when names stand below its names.
    const ministers = await spreadsheetTables(
      "ministers.xlsx",
      workbook([
        ["Name", null, "Took office", "Party"],
        ["Vasso Papandreou", 1, "21 February 1996", "PASOK"],
        ["Evangelos Venizelos", 2, "19 February 1999", "PASOK"],
        ["Nikos Christodoulakis", 3, "13 April 2000", "PASOK"],
      ]),
      "xlsx",
    );
    expect(ministers[0]!.rows.map((row) => row.values[0])).toEqual(["Vasso Papandreou", "Evangelos Venizelos", "Nikos Christodoulakis"]);
  });
});
