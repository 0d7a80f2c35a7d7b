/**
 * Section rows (ingest/tables/sections.ts): a row holding only a label in the first column groups the
 * records under it. It is not a record; each record carries its group in a Section column.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { answerOver, csvAnswer, spreadsheetTables } from "../../helpers/csv-tables";

const index = () =>
  spreadsheetTables("vodafone.xlsx", new Uint8Array(fs.readFileSync(path.join(corpusDir, "files/xlsx/vodafone.xlsx"))), "xlsx");

const budget = [
  "Village hall budget 2025,,",
  "Line,Amount,Paid by",
  "Income,,",
  "Hall hire,4200,Bookings",
  "Grants,1500,Council",
  "Jumble sale,640,Volunteers",
  "Expenses,,",
  "Heating,2100,Treasurer",
  "Insurance,880,Treasurer",
  "Repairs,1320,Treasurer",
  "Cleaning,600,Treasurer",
].join("\n");

describe("a table broken into sections", () => {
  it("lists the records under a section a question names, and counts records only (a real index sheet)", async () => {
    const tables = await index();
    const listed = answerOver(tables, "which topics are listed under operational metrics?");
    expect(listed.values).toEqual([
      "Mobile customers",
      "Fixed broadband customers",
      "Marketable homes passed",
      "TV customers",
      "Converged customers",
      "Mobile churn",
      "Mobile data usage",
      "Mobile ARPU",
    ]);
    expect(answerOver(tables, "how many topics are there?").number).toBe(15);
    expect(answerOver(tables, "how many operational metrics are there?").number).toBe(8);
  });

  it("gives the first group the title over the header, and adds up one section", async () => {
    const tables = await index();
    expect(answerOver(tables, "how many topics fall under financial performance?").number).toBe(5);
    const spent = await csvAnswer(budget, "what do the expenses add up to?", { filename: "budget.csv" });
    expect(spent.number).toBe(4900);
    const income = await csvAnswer(budget, "What is the total income?", { filename: "budget.csv" });
    expect(income.number).toBe(6340);
  });

  it("leaves a table alone whose rows often hold a name only (those are records)", async () => {
    const sparse = ["Name,Score,Team", "Ann,12,Red", "Bob,,", "Cem,,", "Dee,9,Blue", "Eve,,", "Fay,7,Red"].join("\n");
    const result = await csvAnswer(sparse, "how many names are there?", { filename: "scores.csv" });
    expect(result.number).toBe(6);
    expect(result.plan.table.columns.map((column) => column.name)).toEqual(["Name", "Score", "Team"]);
  });
});
