/**
 * A team's measure over both sides of a match table holds in a chat too: a new user's "How many goals
 * did Arsenal score?" asked after another question counted Arsenal's matches (38), and "Which team won
 * the most games?" counted rows per HomeTeam, because the two-sided readings were tried on a chat's
 * first question only. A question that refines the previous one ("And Chelsea?") is not affected.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOver, csvAnswer, spreadsheetTables } from "../../helpers/csv-tables";
import { corpusDir } from "../../../scripts/lib/corpus";

const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");
const options = (previousQuestion: string) => ({ filename: "season-2324.csv", previousQuestion });

describe("a team's measure asked after another question (season-2324.csv)", () => {
  it("sums the team's goals from the side it played on", async () => {
    const result = await csvAnswer(season, "How many goals did Arsenal score?", options("What is a trace tree?"));
    expect(result.number).toBe(91);
  });

  it("counts games won per team over both sides", async () => {
    const result = await csvAnswer(season, "Which team won the most games?", options("How many goals did Arsenal score?"));
    expect(result.values[0]).toBe("Man City");
    expect(result.number).toBe(28);
  });
  // A new user's chat over the two-season workbook: "and the fewest?" listed all 380 matches, and
  // "… that season?" was read on 2022-23 as every goal of Arsenal's games (43).
  const seasons = () =>
    spreadsheetTables(
      "premier-league-2022-23-2023-24.xlsx",
      fs.readFileSync(path.join(corpusDir, "tables/premier-league-2022-23-2023-24.xlsx")),
      "xlsx",
    );
  const first = "which team scored the most goals in 2023-24?";

  it("turns the previous question's superlative for 'and the fewest?', whatever reading answered it", async () => {
    const tables = await seasons();
    for (const followUp of ["and the fewest?", "and the lowest?", "what about the least?"]) {
      const result = answerOver(tables, followUp, first);
      expect([result.plan.table.record.name, result.values, result.number], followUp).toEqual(["2023-24", ["Sheffield United"], 35]);
    }
    const back = answerOver(tables, "and the most?", "which team conceded the fewest goals in 2022-23?");
    expect([back.plan.table.record.name, back.values, back.number]).toEqual(["2022-23", ["Leeds"], 78]);
  });

  it("reads 'that season' as the previous question's sheet among look-alike seasons", async () => {
    const tables = await seasons();
    for (const followUp of [
      "how many goals did Arsenal concede that season?",
      "How many goals did Arsenal let in during the same season?",
    ]) {
      const result = answerOver(tables, followUp, first);
      expect([result.plan.table.record.name, result.number], followUp).toEqual(["2023-24", 29]);
    }
  });
});
