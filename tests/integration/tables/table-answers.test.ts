/**
 * Table questions answered end to end, offline, through the real pipeline (real SQLite, real
 * Chroma, the parse worker): each operation, numbers written as text, a table starting at D6, a
 * follow-up that refines the previous result, look-alike sheets, a column the data lacks, a Word
 * table cell, and a question the tables cannot answer going to the passages.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";
import { lookAlikeWorkbook, messyWorkbook, tableDocx, tempFile } from "./workbooks";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-table-answers-"));
const files = {
  garages: tempFile(dir, "garages.xlsx"),
  sales: tempFile(dir, "sales.xlsx"),
  foods: tempFile(dir, "foods.docx"),
};
messyWorkbook(files.garages);
lookAlikeWorkbook(files.sales);
tableDocx(files.foods);

const docent = suiteServices({
  prefix: "docent-table-answers-",
  documents: [
    { path: files.garages },
    { path: files.sales },
    { path: files.foods },
    { name: "paris.txt", text: "Paris\n\nThe Eiffel Tower was completed in 1889 for the World's Fair and is 330 metres tall." },
  ],
  timeoutMs: 180_000,
});

async function answer(question: string, conversationId?: string) {
  const { response } = await docent.ask(question, { conversationId });
  return response;
}

describe("table answers, offline", () => {
  it.each([
    ["How many garages have a capacity over 1,000 spaces?", "2 of 4 rows"],
    ["What is the total capacity of the garages in Lyon?", "3,063 spaces"],
    ["What is the average occupancy?", "69.5%"],
    ["What is the highest hourly Money Rate?", "$15.75"],
    ["Which garage has the lowest occupancy?", "Garage C1"],
    ["What are the top 2 garages by capacity?", "| Garage C1 |"],
    ["How many different cities are there?", "4 different values"],
    ["Which garages are in Lyon?", "| Garage B1 | Lyon |"],
    ["What is the capacity of Garage D1?", "410 spaces"],
    ["Which garage opened first?", "Garage B1"],
    ["Which garage is listed right after Garage B1?", "Garage C1"],
    ["Which garage is listed right before Garage C1?", "Garage B1"],
    ["Which garage is listed last?", "Garage D1"],
    ["Which has more capacity, Garage A1 or Garage B1?", "Garage A1 has the higher Capacity"],
    ["What is the difference in capacity between Garage A1 and Garage B1?", "452"],
    ["Is Garage D1 in Nice?", "Yes"],
    ["What is the total Money Revenue?", "19,322.5"],
    ["What is the Stay of Garage C1?", "12:40"],
  ])("%s", async (question, expected) => {
    const response = await answer(question);
    expect(response.answer).toContain(expected);
    expect(response.citations[0]).toMatchObject({ filename: "garages.xlsx", sheet: "Garages" });
    expect(["high", "medium"]).toContain(response.confidence);
    expect(response.table_query?.sql).toMatch(/^SELECT .* FROM "Garages"/su);
  });

  it("counts exactly, cites the sheet and rows, is high, and says how it was computed", async () => {
    const response = await answer("How many garages are in Lyon?");
    expect(response.answer).toMatch(/^2 of 4 rows of Garages have City = Lyon/u);
    expect(response.confidence).toBe("high");
    expect(response.citations).toHaveLength(1);
    expect(response.citations[0]).toMatchObject({ sheet: "Garages", rows: "9-10", score: null, computed: true });
    expect(response.reasoning).toContain("count where City = Lyon (2 of 4 rows)");
    // The timeline shows the query: the plan written as SQL, and in words.
    expect(response.table_query).toEqual({
      by: "interpreter",
      sql: `SELECT COUNT(*) FROM "Garages"\nWHERE "City" = 'Lyon'`,
      description: 'count where City = Lyon (2 of 4 rows) in sheet "Garages" of garages.xlsx',
    });
    expect(response.timeline?.steps.map((step) => step.stage)).toEqual(["planner", "reasoner", "responder"]);
    // Three follow-ups, like every answer's.
    expect(response.suggestions).toHaveLength(3);
  });

  it("refines the previous result in a follow-up", async () => {
    const first = await answer("How many garages have a capacity over 500 spaces?");
    expect(first.answer).toContain("3 of 4 rows");
    const second = await answer("And which of those are in Lyon?", first.conversation_id);
    expect(second.answer).toContain("2 rows of Garages have Capacity > 500 spaces and City = Lyon");
  });

  it("uses the sheet a question names among look-alikes, and says which it used otherwise", async () => {
    const named = await answer("What is the total Units in Sales 2024?");
    expect(named.answer).toContain("The total Units is 525");
    expect(named.confidence).toBe("high");
    const unnamed = await answer("What is the total Revenue of Tea?");
    expect(unnamed.answer).toContain('the sheet "Sales 2023" was used ("Sales 2024" has the same columns)');
    expect(unnamed.confidence).toBe("medium");
  });

  it("says when the data lacks the column asked for, naming the columns it has", async () => {
    const response = await answer("What is the total shipping weight of the garages in Lyon?");
    expect(response.answer).toContain('has no column for "shipping weight"');
    expect(response.answer).toContain("Its columns are: Name, City, Capacity, Money Rate");
    expect(response.confidence).toBe("low");
  });

  it("looks up a cell of a Word table", async () => {
    const response = await answer("How many calories per portion do bananas have?");
    expect(response.answer).toContain("121");
    expect(response.citations[0]).toMatchObject({ filename: "foods.docx", heading: "Table 1" });
  });

  it("reads a question that names nothing of the table when the person chose that document", async () => {
    const garages = docent.documents[0]!.id;
    const { response } = await docent.ask("How many entries are there in total?", { documentIds: [garages] });
    expect(response.answer).toContain("Garages has 4 rows");
    const unscoped = await answer("How many entries are there in total?");
    expect(unscoped.citations[0]?.sheet ?? null).not.toBe("Garages");
  });

  it("leaves a question no table answers to the passages", async () => {
    const response = await answer("When was the Eiffel Tower completed?");
    expect(response.answer).toContain("1889");
    expect(response.citations[0]?.filename).toBe("paris.txt");
  });
});
