/**
 * A definition read off a table (orchestrator.ts, answerFromTable with `readNotComputed`): only the one
 * row the question names, read in another column, and only when no passage says what the term is.
 * Round 17's "What is grafting?" got a sessions sheet's Grafting row over the report's "Grafting is …";
 * "When does the orchard count a tree as established?" got "Table 1 has 5 rows"; round 14's "What does
 * cragfast mean …?" got "has no column for …"; round 3's "What does FIB stand for?" a quiz row.
 */
import { describe, expect, it } from "vitest";
import { writeTableAnswer } from "../../../server/pipeline/answerers/table";
import { passageDefines } from "../../../server/pipeline/defining-passages";
import { classifyByRules } from "../../../server/pipeline/intent";
import { readingCanDefine } from "../../../server/pipeline/passage-evidence";
import type { Search } from "../../../server/retrieval/hybrid-search";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvTables } from "../../helpers/csv-tables";
import { makeChunk } from "./stage-fixtures";

async function reading(csv: string, question: string): Promise<Record<string, unknown>> {
  const plan = interpretQuestion(question, await csvTables("sheet.csv", csv), { scoped: false });
  if (!plan) throw new Error(`not read: ${question}`);
  return writeTableAnswer(plan).query;
}

const sessions = [
  "Month,Sessions,Main task",
  "2025-01,5,Winter pruning",
  "2025-02,5,Winter pruning",
  "2025-04,6,Grafting",
  "2025-10,2,Wassailing",
].join("\n");
const trees = ["Variety,Trees,Fruit picked (kg)", "Bramley,40,980", "Discovery,25,410", "Conference pear,12,150"].join("\n");
const abbreviations = ["Abbreviation,Question Type", "MC,Multiple Choice", "ESS,Essay", "FIB,Fill in the Blank", "TF,True/False"].join(
  "\n",
);

const searchFinding = (texts: string[]): Search => {
  const search = (async () => ({ chunks: [] })) as unknown as Search;
  search.many = async (request) => request.queries.map(() => ({ chunks: texts.map((text) => makeChunk(text)) }));
  return search;
};

describe("a definition read off a table", () => {
  it("is never a count of rows, several rows or a column the table lacks", async () => {
    expect(readingCanDefine(await reading(trees, "When does the orchard count a tree as established?"))).toBe(false);
    // New phrasings of the kind.
    expect(readingCanDefine(await reading(trees, "When does a pear tree count as mature?"))).toBe(false);
    expect(readingCanDefine(await reading(sessions, "What is winter pruning?"))).toBe(false);
    // The row the question names, read in another column, can be ("Fill in the Blank").
    expect(readingCanDefine(await reading(abbreviations, "What does FIB stand for?"))).toBe(true);
  });

  it("gives way to a passage that says what the term is", async () => {
    const report = searchFinding([
      "In April six sessions were given to grafting.",
      "Grafting is joining a shoot of one tree onto the roots of another, so that the new tree keeps the variety.",
    ]);
    expect(await passageDefines({ question: "What is grafting?", search: report })).toBe(true);
    // New phrasings of the kind.
    expect(await passageDefines({ question: "Define grafting", search: report })).toBe(true);
    expect(await passageDefines({ question: "What does grafting mean in the orchard report?", search: report })).toBe(true);
    // Only mentions (a row written as text, a sentence that uses the word): the table's row may answer.
    const rows = searchFinding(["Abbreviation: FIB; Question Type: Fill in the Blank", "FIB questions are marked by hand."]);
    expect(await passageDefines({ question: "What does FIB stand for?", search: rows })).toBe(false);
    expect(await passageDefines({ question: "Which month had the most grafting sessions?", search: report })).toBe(false);
  });
});

describe("a definition asked as what something counts as", () => {
  it("is a definition, not a count of rows", () => {
    expect(classifyByRules("When does the orchard count a tree as established?").intent).toBe("definition");
    // New phrasings of the kind.
    expect(classifyByRules("When does the club count a player as a junior?").intent).toBe("definition");
    expect(classifyByRules("When is a member treated as a concession?").intent).toBe("definition");
    // Counts stay counts.
    expect(classifyByRules("How many trees count as established?").intent).toBe("table");
    expect(classifyByRules("How does the club count attendance?").intent).toBe("table");
  });
});
