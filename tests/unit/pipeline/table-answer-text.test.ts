/**
 * The sentence a table answer is written with (pipeline/answerers/table.ts): what a person reads,
 * never a made-up column name or a dangling "have :".
 */
import { describe, expect, it } from "vitest";
import { writeTableAnswer } from "../../../server/pipeline/answerers/table";
import { loadTable } from "../../../server/retrieval/tables/loaded-table";
import { documentTablesQuestions, spoken, tableSuggestions } from "../../../server/pipeline/answerers/table-suggestions";
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
    // A table with no header row at all (markitdown-test.docx's): no "What is the average Column B?".
    const [headless] = await csvTables(
      "figures.csv",
      ["Item,,Profit", "Water,1706,187", "Coffee,12339,2607", "Milk,5418,1261", "Tea,800,90"].join("\n"),
    );
    expect(tableSuggestions(headless!, null).join(" | ")).not.toMatch(/Column [A-Z]/u);
  });

  it("suggests no average of a page number and no row named by a sentence (a workbook's index, a quiz sheet)", async () => {
    const index = ["Topic,Period,Page", "Quarterly revenue,Q1,3", "Mobile customers,Q1,5", "Group results,H1,8", "Churn,Q2,9"].join("\n");
    const [table] = await csvTables("index.csv", index);
    expect(tableSuggestions(table!, null).join(" | ")).not.toMatch(/average Page|highest Page|total Page/u);
    const quiz = [
      "Prompt,Answer,Points",
      "Bagpipes are awesome.,True,1",
      "The student activities fee is,95,2",
      "Largest planet,Jupiter,1",
    ].join("\n");
    const [sheet] = await csvTables("quiz.csv", quiz);
    const asked = tableSuggestions(sheet!, null).join(" | ");
    expect(asked).not.toMatch(/of Bagpipes|fee is\?/u);
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

  it("says headers as a person asks them: 'the average monthly fee', while a code like FTAG keeps its spelling", async () => {
    const squads = [
      "Squad,Swimmers,Monthly fee,FTAG",
      "Performance,18,65,3",
      "Masters,24,30,1",
      "Development,31,45,2",
      "Age Group,40,40,0",
    ].join("\n");
    const [table] = await csvTables("squads.csv", squads);
    const asked = tableSuggestions(table!, null);
    expect(asked.length).toBe(3);
    expect(asked.join(" | ")).not.toMatch(/\b(?:Swimmers|Monthly fee|Squad)\b/u);
    expect(asked.join(" | ")).toMatch(/\b(?:swimmers|monthly fee)\b/u);
    expect(spoken("FTAG")).toBe("FTAG");
    expect(spoken("HomeTeam")).toBe("HomeTeam");
    expect(spoken("Km rowed")).toBe("km rowed");
    expect(spoken("Stanley Cups")).toBe("Stanley Cups");
  });

  it("offers 'What tables does <file> have?' after an answer from a PDF or DOCX whose tables were read, in English, not after a question on tables", async () => {
    const [table] = await csvTables("figures.csv", branches);
    const docx = loadTable({ ...table!.record, source: "docx", filename: "apiary-handbook.docx", name: "Table 1" }, table!.rows);
    expect(documentTablesQuestions("What is apiary-handbook.docx about?", [docx, docx])).toEqual([
      "What tables does apiary-handbook.docx have?",
    ]);
    expect(documentTablesQuestions("List the tables in apiary-handbook.docx", [docx])).toEqual([]);
    const named = loadTable({ ...docx.record, filename: "tables.docx" }, docx.rows);
    expect(documentTablesQuestions("What is tables.docx about?", [named])).toEqual(["What tables does tables.docx have?"]);
    expect(documentTablesQuestions("De quoi parle le manuel du rucher ?", [docx])).toEqual([]);
    expect(documentTablesQuestions("What is figures.csv about?", [table!])).toEqual([]);
  });

  it("asks about headers of words before codes no person types ('What is the average FTHG?'), a code by its legend's meaning, a season's column 'in 2022-23'", async () => {
    const results = [
      "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,Referee",
      "2023-08-11,Burnley,Man City,0,3,A,C Pawson",
      "2023-08-12,Arsenal,Forest,2,1,H,M Oliver",
      "2023-08-12,Bournemouth,West Ham,1,1,D,P Bankes",
      "2023-08-12,Brighton,Luton,4,1,H,D Coote",
      "2023-08-12,Everton,Fulham,0,1,A,S Attwell",
      "2023-08-12,Sheffield United,Crystal Palace,0,1,A,J Brooks",
      "2023-08-13,Brentford,Tottenham,2,2,D,R Jones",
      "2023-08-13,Chelsea,Liverpool,1,1,D,A Taylor",
    ].join("\n");
    const [table] = await csvTables("results.csv", results);
    const asked = tableSuggestions(table!, null);
    expect(asked.length).toBe(3);
    expect(asked.join(" | ")).not.toMatch(/\b(?:FTHG|FTAG|FTR)\b/u);
    const [keyed] = await csvTables("results.csv", `${results}\nKey: FTHG = full time home goals; FTAG = full time away goals`);
    expect(tableSuggestions(keyed!, null)[0]).toBe("What is the average full time home goals?");
    const [summary] = await csvTables(
      "summary.csv",
      ["Measure,2022-23,2023-24", "Matches played,380,380", "Home wins,184,175", "Draws,89,87"].join("\n"),
    );
    const lookups = tableSuggestions(summary!, null).join(" | ");
    expect(lookups).not.toMatch(/average 2022|highest 2022|the 2022-23 of/u);
    expect(lookups).toContain("What was matches played in 2022-23?");
  });
});
