/**
 * A team's own results from a full-time result code (H / D / A) when the team plays on either side:
 * "how many games did Arsenal win" is FTR = H where Arsenal is at home or FTR = A where it is away.
 */
import { describe, expect, it } from "vitest";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { csvAnswer } from "../../helpers/csv-tables";

const season = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR",
  "2023-08-12,Arsenal,Forest,2,1,H",
  "2023-08-19,Palace,Arsenal,0,1,A",
  "2023-08-26,Arsenal,Fulham,2,2,D",
  "2023-09-03,Arsenal,Man Utd,0,1,A",
  "2023-09-17,Everton,Arsenal,3,0,H",
  "2023-09-23,Chelsea,Fulham,1,0,H",
  "2023-09-30,Bournemouth,Arsenal,0,4,A",
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

  it("still reads a side said with the result ('won away') as that side's code", async () => {
    const away = await csvAnswer(season, "How many games did Arsenal win away?");
    expect(away.number).toBe(2);
  });
});
