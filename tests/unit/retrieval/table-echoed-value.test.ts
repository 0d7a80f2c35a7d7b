/**
 * "What was the quarterly revenue?" over a workbook's index (vodafone.xlsx in the corpus: Topic,
 * Period, Page) is no table question: listing the rows named by the value the question said answers
 * only that value (or "Page: 1"), so passage retrieval answers instead.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { corpusDir } from "../../../scripts/lib/corpus";
import { spreadsheetTables } from "../../helpers/csv-tables";

const workbook = path.join(corpusDir, "files/xlsx/vodafone.xlsx");

describe("a value named and nothing asked of it", () => {
  it("is left to passage retrieval", async () => {
    const tables = await spreadsheetTables("vodafone.xlsx", new Uint8Array(fs.readFileSync(workbook)), "xlsx");
    expect(interpretQuestion("What was the quarterly revenue?", tables)).toBeNull();
  });

  it("still looks up a column of the row named ('Which page is the cash flow on?')", async () => {
    const tables = await spreadsheetTables("vodafone.xlsx", new Uint8Array(fs.readFileSync(workbook)), "xlsx");
    const plan = interpretQuestion("Which page is the cash flow on?", tables, { scoped: true });
    expect(plan?.target === null ? null : plan?.table.columns[plan.target]?.name).toBe("Page");
  });
});
