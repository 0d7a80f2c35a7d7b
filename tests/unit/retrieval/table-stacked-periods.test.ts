/**
 * A sheet that stacks one table per period, each under a cell that names it ("January–June 2023",
 * then "January–June 2022"), as the corpus's half-year segment workbook does: the period said in
 * the question names its table, also when it reads like a month range, since these tables have no
 * dates to filter by.
 */
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { corpusFile } from "../../helpers/docent-server";
import { answerOver, spreadsheetTables } from "../../helpers/csv-tables";

const filename = "2023-half-year-analyses-by-segment.xlsx";
const workbook = () => spreadsheetTables(filename, new Uint8Array(fs.readFileSync(corpusFile(`xlsx/${filename}`))), "xlsx");

describe("stacked period tables", () => {
  it("reads 'January–June 2022' as the name of the 2022 table, not as a date or an unknown value", async () => {
    const tables = await workbook();
    const result = answerOver(tables, "What were Nespresso's sales in January–June 2022?");
    expect([result.plan.table.record.name, result.values]).toEqual(["OS-Rev.and results 30 06 2023 (January–June 2022)", ["3190"]]);
  });
});
