/**
 * Which sheet of a workbook a question means (docs/architecture.md, "Tables"): of look-alike sheets
 * ("Members 2023" / "Members 2024", the same columns) the one whose own word the question says ("in
 * 2024", "the 2023 sheet"); a first word every sheet name shares ("Members") names none of them, so
 * "according to the summary" finds the Summary sheet.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as XLSX from "xlsx";
import { corpusDir } from "../../../scripts/lib/corpus";
import { writeTableAnswer } from "../../../server/pipeline/answerers/table";
import type { LoadedTable } from "../../../server/retrieval/tables/loaded-table";
import { answerOver, spreadsheetTables } from "../../helpers/csv-tables";

const header = ["Member", "Plan", "Visits", "Joined"];

async function gym(): Promise<LoadedTable[]> {
  const book = XLSX.utils.book_new();
  const add = (name: string, rows: unknown[][]) => XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  add("Members 2023", [header, ["Ann", "Gold", 12, "2023-01-05"], ["Bob", "Basic", 3, "2023-02-11"], ["Cem", "Gold", 20, "2023-03-02"]]);
  add("Members 2024", [header, ["Ann", "Gold", 15, "2024-01-05"], ["Eve", "Basic", 9, "2024-02-14"]]);
  add("Summary", [
    ["Plan", "Members", "Revenue"],
    ["Gold", 3, 145],
    ["Basic", 2, 65],
  ]);
  return spreadsheetTables("gym.xlsx", new Uint8Array(XLSX.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer), "xlsx");
}

const resultOf = async (question: string) => answerOver(await gym(), question);

describe("sheets named by the question", () => {
  it("takes the look-alike sheet whose own word is said, and says nothing was assumed", async () => {
    const later = await resultOf("How many visits did Ann make in 2024?");
    expect([later.plan.table.record.name, later.number, later.plan.assumptions]).toEqual(["Members 2024", 15, []]);
    const earlier = await resultOf("How many visits did Ann make in the 2023 sheet?");
    expect([earlier.plan.table.record.name, earlier.number, earlier.plan.assumptions]).toEqual(["Members 2023", 12, []]);
  });

  it("still says which look-alike was used when none is named", async () => {
    const result = await resultOf("Which member had the most visits?");
    expect(result.plan.assumptions.join(" ")).toContain('"Members 2024" has the same columns');
  });

  it("finds the sheet named by a word no other sheet's name shares ('according to the summary')", async () => {
    const result = await resultOf("How many Gold members are there according to the summary?");
    expect([result.plan.table.record.name, result.number]).toEqual(["Summary", 3]);
  });
});

describe("sheet names cut short", () => {
  // A real workbook: "OS-Rev.and results …" (operating segments) and "Prod.Rev.and results …" (products),
  // the same columns; each sheet stacks two periods.
  const segments = () =>
    spreadsheetTables(
      "2023-half-year-analyses-by-segment.xlsx",
      new Uint8Array(fs.readFileSync(path.join(corpusDir, "files/xlsx/2023-half-year-analyses-by-segment.xlsx"))),
      "xlsx",
    );

  it("reads 'Prod.' as the product sheet, and says which period it took", async () => {
    const result = answerOver(await segments(), "Which product category had the highest sales?");
    expect(result.plan.table.record.sheet).toBe("Prod.Rev.and results 30 06 2023");
    expect(writeTableAnswer(result.plan).answer).toMatch(/^Powdered and Liquid Beverages has the highest Sales: 12,339/u);
    expect(result.plan.assumptions.join(" ")).toMatch(/January–June 2022/u);
  });

  it("asks the previous question again for a name another sheet holds ('And Water?'), and keeps Docent's column names out of the page", async () => {
    const tables = await segments();
    const result = answerOver(tables, "And Water?", "What were Nespresso sales in 2023?");
    expect(result.plan.table.record.sheet).toBe("Prod.Rev.and results 30 06 2023");
    const answer = writeTableAnswer(result.plan).answer;
    expect(answer).toMatch(/1,?706/u);
    expect(result.plan.assumptions.join(" ")).toContain('read as "What were Water sales in 2023?"');
    // After a ranking, the name said alone asks for that row's figure of the ranking, not the ranked rows again.
    const ranked = answerOver(tables, "And Water?", "Which product category had the highest sales?");
    expect(ranked.plan.operation).toBe("lookup");
    expect(writeTableAnswer(ranked.plan).answer).toMatch(/^Sales for Water: 1,?706/u);
    expect(ranked.plan.assumptions.join(" ")).toContain("January–June 2022");
    const listed = writeTableAnswer(answerOver(tables, "Which zones had sales over 9,000?").plan).answer;
    expect(listed).toMatch(/^\| {2}\| Sales \(a\) \|/mu);
    expect(listed).not.toContain("Column A");
  });
});

describe("a column that numbers the rows", () => {
  // A real workbook's contents sheet: Topic, Period and the Page each topic is on (1, 2, 3 … 14).
  const contents = () =>
    spreadsheetTables("vodafone.xlsx", new Uint8Array(fs.readFileSync(path.join(corpusDir, "files/xlsx/vodafone.xlsx"))), "xlsx");

  it("is not the measure a question names the file for ('the total revenue' is not the pages added up)", async () => {
    const answer = writeTableAnswer(answerOver(await contents(), "what is the total revenue in the vodafone file?").plan).answer;
    expect(answer).toMatch(/has no column for "revenue".*Its columns are: Topic, Period, Page, Section\./su);
  });

  it("counts its different values when asked how many ('how many pages', not their sum)", async () => {
    const result = answerOver(await contents(), "how many pages does the vodafone index list?");
    expect([result.plan.operation, result.number]).toEqual(["distinct", 14]);
  });
});

describe("a column of ones", () => {
  it("numbers nothing: it stays the one measure a question names the file for", async () => {
    const csv = "Shop,Units\nLyon,1\nNice,1\nParis,1\nLille,1\n";
    const tables = await spreadsheetTables("sales.csv", new TextEncoder().encode(csv), "csv");
    const result = answerOver(tables, "What are the total sales in sales.csv?");
    expect([result.plan.operation, result.number]).toEqual(["sum", 4]);
  });
});

describe("a date inside a whole value", () => {
  // Two real workbooks in one library: vodafone.xlsx's index (Topic, Period, Page) and the segment
  // results, whose sheets are named "… 30 06 2023" and whose stacked periods "(January–June 2023)".
  const library = async () => {
    const read = (name: string) => new Uint8Array(fs.readFileSync(path.join(corpusDir, "files/xlsx", name)));
    const index = await spreadsheetTables("vodafone.xlsx", read("vodafone.xlsx"), "xlsx");
    const segments = await spreadsheetTables(
      "2023-half-year-analyses-by-segment.xlsx",
      read("2023-half-year-analyses-by-segment.xlsx"),
      "xlsx",
    );
    return [...index, ...segments];
  };

  it("is that value, not the name of a sheet holding the same date ('… nine quarters to 30 June 2023')", async () => {
    const tables = await library();
    for (const question of [
      "How many topics cover nine quarters to 30 June 2023?",
      "how many topics span the nine quarters to 30 june 2023",
    ]) {
      const result = answerOver(tables, question);
      expect([result.plan.table.record.name, result.number]).toEqual(["Index", 10]);
    }
  });

  it("still lets the date name the period when no table holds it as a value", async () => {
    const result = answerOver(await library(), "Which zone had the highest sales in January–June 2022?");
    expect(result.plan.table.record.name).toBe("OS-Rev.and results 30 06 2023 (January–June 2022)");
  });
});
