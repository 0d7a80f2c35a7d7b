/**
 * Headers of capitals named by the initials of the words said (docs/architecture.md, "Tables"), for
 * the kinds the dev sets missed: a two-letter qualifier several headers share (FTHG beside HTHG:
 * "home goals" is the first, "half time home goals" the second), and two capitals spelt by words
 * said apart when one of them is said as a side ("goals did away teams score", "at home").
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const fixtures = [
  "Day,HomeSide,AwaySide,FTHG,FTAG,HTHG,HTAG,HS,AS,HY,AY,HC,AC,HR",
  "2025-01-04,Oaks,Elms,3,1,1,0,14,6,1,3,7,2,0",
  "2025-01-11,Elms,Ashes,0,0,0,0,9,11,2,2,4,6,1",
  "2025-01-18,Ashes,Oaks,2,4,2,1,10,17,0,1,3,9,0",
  "2025-01-25,Oaks,Ashes,5,0,3,0,21,4,2,4,10,1,0",
  "2025-02-01,Elms,Oaks,1,2,0,2,8,13,3,0,5,5,1",
].join("\n");

const resultOf = (question: string) => csvAnswer(fixtures, question, { filename: "fixtures.csv" });

describe("headers of capitals spelt by the words said", () => {
  it("reads 'home goals' as the first of FTHG and HTHG, and 'half time home goals' as HTHG", async () => {
    expect((await resultOf("What was the most home goals in one match?")).number).toBe(5);
    const half = await resultOf("How many half time home goals did Oaks score at home?");
    expect([half.plan.table.columns[half.plan.target!]!.name, half.number]).toEqual(["HTHG", 4]);
  });

  it.each(["What is the total FTHG of Oaks at home on the 2025 sheet?", "What is the total FTHG of Oaks at home?"])(
    "spells no header with a word for the table itself or a header said as written: %j is FTHG, not HS or HF",
    async (question) => {
      const result = await resultOf(question);
      expect([result.plan.table.columns[result.plan.target!]!.name, result.number]).toEqual(["FTHG", 8]);
    },
  );

  it("never spells a header with another header said as written: 'FTHG … at home' beside HF (home fouls)", async () => {
    const games = ["HomeTeam,AwayTeam,FTHG,FTAG,HF,AF", "Oaks,Elms,3,1,12,9", "Elms,Oaks,0,2,8,14", "Oaks,Ashes,5,0,10,11"].join("\n");
    const result = await csvAnswer(games, "What is the total FTHG of Oaks at home?");
    expect([result.plan.table.columns[result.plan.target!]!.name, result.number]).toEqual(["FTHG", 8]);
  });

  it("spells two capitals by words said apart when one is said as a side", async () => {
    expect((await resultOf("How many goals did Oaks score at home?")).number).toBe(8);
    expect((await resultOf("How many goals did away teams score?")).number).toBe(7);
    // "yellow cards for away teams" is AY (away yellow), not AC: "cards" belongs to "yellow".
    expect((await resultOf("Total yellow cards for away teams?")).number).toBe(10);
    // A number before the measured word: "in how many home games did Oaks score more than 3 goals".
    expect((await resultOf("In how many home games did Oaks score more than 3 goals?")).number).toBe(1);
  });

  it("reads 'between A and B at home' as A at home to B, and a verb spells no header ('refereed' is not HR's R)", async () => {
    const result = await resultOf("Who refereed the match between Ashes and Oaks at home?");
    expect(result.plan.filters.map((filter) => filter.said)).toEqual(["HomeSide = Ashes", "AwaySide = Oaks"]);
    expect(result.rows).toEqual([2]);
    const target = result.plan.target === null ? "" : result.plan.table.columns[result.plan.target]!.name;
    expect(target).not.toBe("HR");
  });

  it("measures a header spelt with a word of the asked column ('which home side had the most shots')", async () => {
    expect((await resultOf("Which home side had the most shots in a single match?")).values).toEqual(["Oaks"]);
  });
});
