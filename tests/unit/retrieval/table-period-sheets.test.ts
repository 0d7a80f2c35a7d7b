/**
 * A question naming a period and a measure picks the sheet whose header carries both (a new user's
 * repro over the corpus's half-year workbook, once answered from the 'OS-Other information' sheet).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { corpusDir } from "../../../scripts/lib/corpus";
import { spreadsheetTables } from "../../helpers/csv-tables";

const workbook = path.join(corpusDir, "files/xlsx/2023-half-year-analyses-by-segment.xlsx");

describe("a period and a measure over a report's sheets", () => {
  it("answers from the sheet of that period's results", async () => {
    const tables = await spreadsheetTables("half-year.xlsx", new Uint8Array(fs.readFileSync(workbook)), "xlsx");
    const segment = interpretQuestion("Which segment had the highest sales in January–June 2023?", tables)!;
    expect([segment.table.record.name, executePlan(segment).values]).toEqual([
      "OS-Rev.and results 30 06 2023 (January–June 2023)",
      ["Zone NA"],
    ]);
    const profit = interpretQuestion("What was the total trading operating profit in the first half of 2023?", tables)!;
    expect(executePlan(profit).number).toBe(7351);
  });
});
