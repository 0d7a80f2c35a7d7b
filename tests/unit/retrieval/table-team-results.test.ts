/**
 * A team's own results from a full-time result code (H / D / A) when the team plays on either side:
 * "how many games did Arsenal win" is FTR = H where Arsenal is at home or FTR = A where it is away.
 */
import { describe, expect, it } from "vitest";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { csvAnswer } from "../../helpers/csv-tables";

const season = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HTHG,HTAG,HTR,HS,AS",
  "2023-08-12,Arsenal,Forest,2,1,H,1,0,H,15,6",
  "2023-08-19,Palace,Arsenal,0,1,A,0,0,D,8,12",
  "2023-08-26,Arsenal,Fulham,2,2,D,1,1,D,20,7",
  "2023-09-03,Arsenal,Man Utd,0,1,A,0,1,A,11,9",
  "2023-09-17,Everton,Arsenal,3,0,H,2,0,H,14,10",
  "2023-09-23,Chelsea,Fulham,1,0,H,0,0,D,16,5",
  "2023-09-30,Bournemouth,Arsenal,0,4,A,0,2,A,6,18",
].join("\n");

describe("a team's results over both sides", () => {
  it("counts the games a team won at home and away", async () => {
    const won = await csvAnswer(season, "How many games did Arsenal win?");
    expect([won.plan.operation, won.number]).toEqual(["count", 3]);
    expect(planSql(won.plan)).toContain(`("HomeTeam" = 'Arsenal' AND "FTR" = 'H') OR ("AwayTeam" = 'Arsenal' AND "FTR" = 'A')`);
  });

  it("counts the games it lost, and the games it did not win", async () => {
    expect((await csvAnswer(season, "How many matches did Arsenal lose?")).number).toBe(2);
    expect((await csvAnswer(season, "How many games did Arsenal not win?")).number).toBe(3);
  });

  it("adds a team's own goals over both sides ('How many goals did Arsenal score?'), and what it conceded", async () => {
    const scored = await csvAnswer(season, "How many goals did Arsenal score?");
    expect([scored.plan.operation, scored.number]).toEqual(["sum", 2 + 2 + 0 + 1 + 0 + 4]);
    expect((await csvAnswer(season, "How many goals did Arsenal concede?")).number).toBe(1 + 2 + 1 + 0 + 3 + 0);
    expect((await csvAnswer(season, "How many shots did Arsenal have?")).number).toBe(15 + 12 + 20 + 11 + 10 + 18);
  });

  it("still reads a side said with the result ('won away') as that side's code", async () => {
    const away = await csvAnswer(season, "How many games did Arsenal win away?");
    expect(away.number).toBe(2);
  });
});

describe("a team's results on the side it is filtered on", () => {
  const games = [
    "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR,HF,AF",
    "2023-08-14,Man United,Wolves,1,0,H,10,12",
    "2023-09-03,Man United,Brighton,1,3,A,11,9",
    "2023-09-16,Man United,Palace,0,0,D,13,8",
    "2023-09-30,Burnley,Man United,0,1,A,9,14",
  ].join("\n");

  it("counts the home games a team did not win, or failed to win (not HF spelt by 'home … fail')", async () => {
    expect((await csvAnswer(games, "How many home games did Man United not win?")).number).toBe(2);
    const failed = await csvAnswer(games, "How many of Man United's home games did they fail to win?");
    expect([failed.plan.operation, failed.number]).toEqual(["count", 2]);
  });
});
