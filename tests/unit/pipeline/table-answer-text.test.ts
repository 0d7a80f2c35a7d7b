/**
 * The sentence a table answer is written with (pipeline/answerers/table.ts): what a person reads,
 * never a made-up column name or a dangling "have :".
 */
import { describe, expect, it } from "vitest";
import { writeTableAnswer } from "../../../server/pipeline/answerers/table";
import { tableSuggestions } from "../../../server/pipeline/answerers/table-suggestions";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvTables } from "../../helpers/csv-tables";

async function answerText(csv: string, question: string, previousQuestion?: string): Promise<string> {
  const tables = await csvTables("figures.csv", csv);
  const plan = interpretQuestion(question, tables, { scoped: true, ...(previousQuestion ? { previousQuestion } : {}) });
  if (!plan) throw new Error(`not read: ${question}`);
  return writeTableAnswer(plan).answer;
}

const segments = [",Sales,Profit", "Water,1706,187", "Coffee,12339,2607", "Milk,5418,1261"].join("\n");
const branches = ["Branch,Visitors", "North,1200", "South,450", "East,980", "West,300"].join("\n");

describe("table answer sentences", () => {
  it("names a row of a column with no header by its value alone, not by 'Column A'", async () => {
    const answer = await answerText(segments, "What were the sales of Water?");
    expect(answer).toMatch(/^Sales for Water: 1706/u);
    expect(answer).not.toContain("Column A");
  });

  it("suggests no question that names a column Docent made up ('Which Column A has the highest Sales?')", async () => {
    const [table] = await csvTables("figures.csv", segments);
    const suggested = tableSuggestions(table!, null);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.join(" | ")).not.toContain("Column A");
  });

  it("answers 'And the lowest?' after the highest with the lowest row of the same column, and says how it was read", async () => {
    const answer = await answerText(branches, "And the lowest?", "Which branch had the most visitors?");
    expect(answer).toMatch(/^West has the lowest Visitors: 300/u);
    expect(answer).toContain('Assumed: read as "Which branch had the most visitors?" asked for the lowest');
  });

  it("lists the previous rows without a dangling 'have :' when nothing filters them", async () => {
    const answer = await answerText(branches, "and list them", "How many branches are there?");
    expect(answer).not.toMatch(/have\s*:/u);
    expect(answer).toMatch(/^The 4 rows of figures:/u);
  });
});
