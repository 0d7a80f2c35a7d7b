/**
 * "Number of" after a noun names an identifier (docs/architecture.md, "Tables"): "what is the
 * report number of the inventory reconciliation?" asks for a report's number, not how many rows a
 * sheet named Reconciliation has. A new user got "Reconciliation 30 06 2023 has 8 rows", labelled
 * `high`, from a workbook beside the PDF report that holds the answer.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { readOperation } from "../../../server/retrieval/tables/operation";
import { csvAnswer, spreadsheetTables } from "../../helpers/csv-tables";

describe("a noun before 'number of'", () => {
  it("reads an identifier's name, not a count, whatever the noun", () => {
    for (const question of [
      "what is the report number of the inventory reconciliation?",
      "what's the phone number of the harbour office?",
      "give me the invoice number of the last delivery",
      "what is the account number of the club?",
    ]) {
      expect(readOperation(question).operation, question).not.toBe("count_or_sum");
    }
  });

  it("still counts after a determiner, a quantity word or a participle", () => {
    for (const question of [
      "what is the number of goals scored by Arsenal?",
      "what was the total number of visitors?",
      "which club had the greatest number of wins?",
      "what is the estimated number of nests in 2020?",
    ]) {
      expect(["count_or_sum", "superlative_max", "sum"], question).toContain(readOperation(question).operation);
    }
  });

  it("leaves a workbook's sheet named by the word after 'number of' unread", async () => {
    const file = path.join(corpusDir, "files/xlsx/2023-half-year-analyses-by-segment.xlsx");
    const tables = await spreadsheetTables("2023-half-year-analyses-by-segment.xlsx", fs.readFileSync(file), "xlsx");
    expect(interpretQuestion("what is the report number of the inventory reconciliation?", tables, { scoped: false })).toBeNull();
  });

  it("counts the rows when the question asks the number of them", async () => {
    const rows = ["Site,Nests", "North Marsh,14", "Reed Bed,9", "Old Quarry,3"].join("\n");
    const result = await csvAnswer(rows, "what is the number of sites?", { filename: "nests.csv" });
    expect([result.plan.operation, result.number]).toEqual(["count", 3]);
  });
});
