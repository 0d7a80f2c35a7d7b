/**
 * A measure said once for each side of a row (docs/architecture.md, "Tables"): "goals" with no side
 * is home + away goals, "a red card for either side" both red-card columns, "five goals or more"
 * a bound on the sum; a side said ("at home", "a home team") still names that side's own header,
 * the nearer of two spelt headers wins, and "shots on target … at home" is HST, not HS.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const season = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HS,AS,HST,AST,HF,AF,HR,AR",
  "2023-08-11,Burnley,Man City,0,3,A,0,2,A,6,17,1,8,11,8,1,0",
  "2023-08-12,Arsenal,Forest,2,1,H,2,0,H,15,6,7,2,12,12,0,0",
  "2023-08-12,Everton,Fulham,0,1,A,0,0,D,19,9,9,2,14,9,0,0",
  "2023-08-13,Chelsea,Liverpool,1,1,D,1,1,D,14,19,3,5,10,20,0,1",
  "2023-08-19,Wolves,Brentford,3,3,D,1,2,A,10,12,6,4,9,11,0,0",
].join("\n");

const worded = [
  "Match,Home Goals,Away Goals,Home Corners,Away Corners",
  "North v South,2,2,5,4",
  "East v West,0,1,3,7",
  "Up v Down,4,1,6,2",
].join("\n");

describe("a measure said for both sides of a row", () => {
  it("reads goals with no side as home + away goals", async () => {
    const average = await csvAnswer(season, "How many goals were scored per game on average?");
    expect([average.plan.operation, average.number]).toEqual(["avg", 3]);
    expect((await csvAnswer(season, "How many goals were scored in total?")).number).toBe(15);
    expect(planSql(average.plan)).toContain(`(COALESCE("FTHG", 0) + COALESCE("FTAG", 0))`);
  });

  it("bounds the sum with 'N goals or more' and 'N or fewer'", async () => {
    const many = await csvAnswer(season, "How many games had five goals or more?");
    expect([many.number, many.how]).toEqual([1, "FTHG + FTAG ≥ 5"]);
    expect((await csvAnswer(season, "How many games had 2 or fewer goals?")).number).toBe(2);
  });

  it("reads 'four or more goals in a home game' as a bound in a yes/no, not an either-or", async () => {
    const result = await csvAnswer(season, "Did Wolves ever score three or more goals in a home game?");
    expect([result.plan.operation, result.boolean, result.how]).toEqual(["yesno", true, "HomeTeam = Wolves and FTHG ≥ 3"]);
    expect(result.plan.assumptions.join(" | ")).not.toContain("either-or");
  });

  it("reads 'a red card for either side' as both red-card columns, and 'without' as neither", async () => {
    expect((await csvAnswer(season, "How many matches finished without a red card for either side?")).number).toBe(3);
    expect((await csvAnswer(season, "How many matches had a red card?")).number).toBe(2);
  });

  it("keeps a side's own header when a side or a side's team is said", async () => {
    const fouls = await csvAnswer(season, "What's the highest number of fouls a home team committed in a single game?");
    expect([fouls.plan.table.columns[fouls.plan.target!]!.name, fouls.number]).toEqual(["HF", 14]);
    const onTarget = await csvAnswer(season, "How many shots on target did Everton have at home to Fulham?");
    expect([onTarget.plan.table.columns[onTarget.plan.target!]!.name, onTarget.number]).toEqual(["HST", 9]);
    const shots = await csvAnswer(season, "How many shots on target were there in total?");
    expect(shots.number).toBe(47);
  });

  it("compares the two sides of each row: 'the away side scored more goals than the home side'", async () => {
    const away = await csvAnswer(season, "In how many games did the away side score more goals than the home side?");
    expect([away.number, away.how]).toEqual([2, "FTAG > FTHG"]);
    expect(planSql(away.plan)).toContain(`"FTAG" > "FTHG"`);
    const despite = await csvAnswer(season, "In how many games did the away team win despite having fewer shots than the home team?");
    expect([despite.number, despite.how]).toEqual([1, "AS < HS and FTR = A"]);
    expect((await csvAnswer(worded, "How many matches did the home side have more corners than the away side?")).number).toBe(2);
  });

  it("reads 'more goals at home than away' of no team as the two sides of each row", async () => {
    const result = await csvAnswer(season, "In how many games were more goals scored at home than away?");
    expect([result.number, result.how]).toEqual([1, "FTHG > FTAG"]);
  });

  it("takes a team's total on one side less its total on the other, and what it concedes from the other side", async () => {
    // The corpus's 2022-23 season (football-data.co.uk); the figures computed from the raw CSV in Python.
    const season2223 = fs.readFileSync(path.join(corpusDir, "tables/season-2223.csv"), "utf8");
    const more = await csvAnswer(season2223, "How many more goals did Man City score at home than away?");
    expect([more.plan.operation, more.number, more.how]).toEqual(["difference", 26, "HomeTeam = Man City: 60, AwayTeam = Man City: 34"]);
    const conceded = await csvAnswer(season2223, "How many goals did Arsenal concede at home?");
    expect([conceded.plan.table.columns[conceded.plan.target!]!.name, conceded.number]).toEqual(["FTAG", 25]);
  });

  it("sums worded headers ('Home Goals' / 'Away Goals') too, and never shows the sum as the file's column", async () => {
    const [table] = await csvTables("matches.csv", worded);
    expect(table!.record.columns.map((column) => column.name)).not.toContain("Goals (both sides)");
    expect((await csvAnswer(worded, "Which match had the most goals?")).values).toEqual(["Up v Down"]);
    expect((await csvAnswer(worded, "How many corners were there on average?")).number).toBe(9);
    expect((await csvAnswer(worded, "How many home goals were scored?")).number).toBe(6);
  });

  it("says every column a value was looked for in ('HomeTeam or AwayTeam = Arsenal'), not the first alone", async () => {
    const withAway = `${season}\n2023-08-21,Palace,Arsenal,0,1,A,0,0,D,8,12,2,5,10,9,0,0`;
    const games = await csvAnswer(withAway, "How many games did Arsenal play?");
    expect(games.number).toBe(2);
    expect(games.plan.filters.map((filter) => filter.said)).toEqual(["HomeTeam or AwayTeam = Arsenal"]);
  });
});

describe("two teams named together: one row, or the rows each is found on", () => {
  const fixtures = [
    "Round,HomeTeam,AwayTeam,HY,AY",
    "1,Rovers,United,3,1",
    "2,Albion,Rovers,1,2",
    "3,United,Albion,2,2",
    "4,Rovers,Albion,1,0",
    "5,United,Rovers,0,1",
    "6,Albion,United,4,3",
  ].join("\n");

  it("anchors 'the game listed right after Rovers v Albion' on the row holding both", async () => {
    const result = await csvAnswer(fixtures, "Who was the home side in the game listed right after Rovers v Albion?");
    expect([result.plan.operation, result.values]).toEqual(["next", ["United"]]);
  });

  it("compares their totals, not their first rows", async () => {
    const result = await csvAnswer(fixtures, "Who got more yellow cards at home, Rovers or Albion?");
    expect([result.values, result.how]).toEqual([["Albion"], "Rovers: 4 over 2 rows, Albion: 5 over 2 rows"]);
  });
});
