/**
 * A measure per team over a two-sided table (docs/architecture.md, "Tables"): the team is on either
 * side of a row (HomeTeam / AwayTeam, Team 1 / Team 2, Winner / Loser, found by the headers' shape),
 * its measure its own side's cell, the other side's when it concedes, or its result from a code
 * column, the two scores, or the winner's column. A workbook of look-alike seasons is read on the
 * sheet the question names.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { answerOver, csvAnswer, csvTables, spreadsheetTables } from "../../helpers/csv-tables";

// The corpus's 2023-24 season (football-data.co.uk); the figures computed from the raw CSV in Python.
const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");

describe("a measure per team over both sides of a match table", () => {
  it("counts each team's wins from the result code over both sides", async () => {
    const wins = await csvAnswer(season, "Which team won the most games?");
    expect([wins.plan.operation, wins.number, wins.values]).toEqual(["group_max", 28, ["Man City", "Arsenal"]]);
    expect(planSql(wins.plan)).toContain("UNION ALL");
    const losses = await csvAnswer(season, "Which team lost the most games?");
    expect([losses.number, losses.values]).toEqual([28, ["Sheffield United"]]);
    const fewest = await csvAnswer(season, "Which team failed to win the most games?");
    expect([fewest.number, fewest.values]).toEqual([35, ["Sheffield United"]]);
  });

  it("adds up a team's own side's goals, or the other side's when it concedes", async () => {
    const scored = await csvAnswer(season, "Which team scored the most goals?");
    expect([scored.number, scored.values, scored.plan.assumptions]).toEqual([96, ["Man City"], []]);
    // How it was added up says which column counts on which side, not the measure's name a second time.
    expect(scored.how).toContain("FTHG when the team is HomeTeam plus FTAG when it is AwayTeam, per team (20 teams)");
    const conceded = await csvAnswer(season, "Which team conceded the fewest goals?");
    expect([conceded.plan.operation, conceded.number, conceded.values]).toEqual(["group_min", 29, ["Arsenal"]]);
    expect((await csvAnswer(season, "Which team won the most corners?")).values).toEqual(["Liverpool"]);
  });

  it("reads a team measure asked of the teams a previous question counted", async () => {
    // A new user's try: "how many teams played?", then "and which of them lost the most games?" listed all 380 matches.
    const lost = await csvAnswer(season, "And which of them lost the most games?", { previousQuestion: "How many teams played?" });
    expect([lost.plan.operation, lost.number, lost.values]).toEqual(["group_max", 28, ["Sheffield United"]]);
    const won = await csvAnswer(season, "which of those won the most?", { previousQuestion: "how many different teams are there?" });
    expect([won.number, won.values]).toEqual([28, ["Man City", "Arsenal"]]);
    // A previous question that named rows keeps them: the follow-up refines those rows, as before.
    const refined = await csvAnswer(season, "And which of them did Arsenal win?", {
      previousQuestion: "Which games were played at home by Arsenal?",
    });
    expect(refined.plan.perTeam).toBeUndefined();
  });

  it("reads points (3 a win, 1 a draw) and clean sheets from the results", async () => {
    const points = await csvAnswer(season, "Which team got the most points?");
    expect([points.number, points.values]).toEqual([91, ["Man City"]]);
    const clean = await csvAnswer(season, "Which team kept the most clean sheets?");
    expect([clean.number, clean.values]).toEqual([18, ["Arsenal"]]);
  });

  it("compares two named teams' totals, or takes their difference", async () => {
    const who = await csvAnswer(season, "Who scored more goals in total, Chelsea or Newcastle?");
    expect([who.values, who.number]).toEqual([["Newcastle"], 85]);
    const more = await csvAnswer(season, "How many more goals did Arsenal score than Tottenham?");
    expect([more.plan.operation, more.number, more.values]).toEqual(["difference", 17, ["Arsenal: 91", "Tottenham: 74"]]);
  });

  it("finds the sides by the headers' shape: Team 1 / Team 2 with Score 1 / Score 2, Winner / Loser", async () => {
    const numbered = [
      "Round,Team 1,Team 2,Score 1,Score 2",
      "1,Reds,Blues,2,0",
      "1,Greens,Whites,1,1",
      "2,Blues,Greens,3,1",
      "2,Whites,Reds,0,2",
      "3,Reds,Greens,1,2",
      "3,Blues,Whites,2,2",
    ].join("\n");
    const wins = await csvAnswer(numbered, "Which team won the most games?");
    expect([wins.number, wins.values]).toEqual([2, ["Reds"]]);
    const goals = await csvAnswer(numbered, "Which team scored the most goals?");
    expect([goals.number, goals.values]).toEqual([5, ["Reds", "Blues"]]);
    const finals = ["Year,Winner,Loser", "2019,Ann,Bea", "2020,Cy,Ann", "2021,Ann,Cy", "2022,Bea,Cy"].join("\n");
    const lost = await csvAnswer(finals, "Which player lost the most finals?");
    expect([lost.number, lost.values]).toEqual([2, ["Cy"]]);
  });

  it("reads a team's total and the teams' wins on the sheet the question names among look-alike seasons", async () => {
    const earlier = fs.readFileSync(path.join(corpusDir, "tables/season-2223.csv"), "utf8");
    const tables = [...(await csvTables("2022-23.csv", earlier)), ...(await csvTables("2023-24.csv", season))];
    const goals = answerOver(tables, "How many goals did Arsenal score in 2023-24?");
    expect([goals.plan.operation, goals.number, goals.plan.table.record.name, goals.plan.assumptions]).toEqual(["sum", 91, "2023-24", []]);
    expect(answerOver(tables, "How many goals did Arsenal score in the 2022-23 sheet?").number).toBe(88);
    const wins = answerOver(tables, "Which team won the most games in 2023-24?");
    expect([wins.number, wins.values]).toEqual([28, ["Man City", "Arsenal"]]);
    // No season said: one sheet is used and the answer says which.
    const unnamed = answerOver(tables, "How many goals did Arsenal score?");
    expect(unnamed.plan.assumptions.join(" ")).toContain("has the same columns");
  });

  it("leaves 'which game had the most goals' to the rows: one match, not a team", async () => {
    const goals = await csvAnswer(season, "Which game had the most goals?");
    expect([goals.plan.operation, goals.number, goals.plan.perTeam]).toEqual(["argmax", 8, undefined]);
  });

  it("answers 'What is the highest FTAG?' with the value, not a team (what + a superlative asks a value)", async () => {
    for (const question of ["What is the highest FTAG?", "What's the highest FTAG?"]) {
      const highest = await csvAnswer(season, question);
      expect([highest.plan.operation, highest.plan.perTeam, highest.number]).toEqual(["max", undefined, 8]);
    }
  });

  it("leaves a side said ('at home') or one game to the rows as they are", async () => {
    const home = await csvAnswer(season, "Which team scored the most goals at home?");
    expect(home.plan.perTeam).toBeUndefined();
  });
  it("reads the season sheet a question names in full beside another file's sheet that shares a year", async () => {
    // A new user's library: the two-season workbook and a half-year report whose sheets end "… 2023".
    // "in 2023-24" named both, so the team readings were skipped and goals were added up per home team.
    const workbook = async (name: string) => spreadsheetTables(path.basename(name), fs.readFileSync(path.join(corpusDir, name)), "xlsx");
    const tables = [
      ...(await workbook("tables/premier-league-2022-23-2023-24.xlsx")),
      ...(await workbook("files/xlsx/2023-half-year-analyses-by-segment.xlsx")),
    ];
    const plan = interpretQuestion("which team scored the most goals in 2023-24?", tables, { scoped: false });
    const result = executePlan(plan!);
    expect([plan!.table.record.name, result.number, result.values]).toEqual(["2023-24", 96, ["Man City"]]);
  });
});
