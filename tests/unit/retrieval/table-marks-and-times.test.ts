/**
 * Kinds of messy sheets and wordings the offline interpreter reads (docs/architecture.md, "Tables"):
 * a column of ticks and crosses, a header written with or without its spaces, "fastest" on a column
 * of times, a unit of time said after a number, and "which team scored the most goals" over a row
 * per player (the goals added up per team).
 */
import { describe, expect, it } from "vitest";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { csvAnswer } from "../../helpers/csv-tables";

const race = [
  "Bib,Runner,Club,Time,Finished,Hill Start",
  "101,Ana Diaz,Harriers,41:23,✓,Yes",
  "102,Ben Ode,Rovers,38:05,✓,No",
  "103,Cai Lin,Harriers,n/a,x,Yes",
  "104,Dee Roy,Comets,44:50,✔,No",
  "105,Eli Fox,Rovers,39:59,x,No",
].join("\n");

const countries = ["Country,Landlocked,Area", "Nepal,Yes,147", "Chile,No,756", "Mali,Yes,1240", "Peru,No,1285"].join("\n");

const scorers = ["Player,Team,Goals", "Ada,Reds,10", "Bo,Blues,12", "Cy,Reds,8", "Di,Greens,3", "Ed,Blues,1"].join("\n");

const resultOf = (csv: string, question: string) => csvAnswer(csv, question);

describe("marks, spacing, times and amounts per group", () => {
  it("reads a column of ticks and crosses: the tick is yes, the cross no", async () => {
    expect((await resultOf(race, "How many runners finished?")).number).toBe(3);
    expect((await resultOf(race, "How many runners did not finish?")).number).toBe(2);
    expect((await resultOf(race, "Did Cai Lin finish?")).boolean).toBe(false);
    expect((await resultOf(race, "Did Dee Roy finish?")).boolean).toBe(true);
  });

  it("names a header written with or without its spaces ('landlocked' / 'Hill Start')", async () => {
    expect((await resultOf(countries, "How many countries are land locked?")).number).toBe(2);
    expect((await resultOf(race, "How many runners had a hillstart?")).number).toBe(2);
  });

  it("ranks a column of times backwards for speed words: the fastest time is the shortest", async () => {
    expect((await resultOf(race, "Who had the fastest time?")).values).toEqual(["Ben Ode"]);
    expect((await resultOf(race, "Who was the slowest runner?")).values).toEqual(["Dee Roy"]);
    expect((await resultOf(race, "Who are the 2 fastest runners?")).values).toEqual(["Ben Ode", "Eli Fox"]);
    expect((await resultOf(race, "Was Ana Diaz faster than Ben Ode?")).boolean).toBe(false);
  });

  it("reads a unit of time after a number as part of the condition, leaving nothing unread", async () => {
    const result = await resultOf(race, "How many runners had a time under 40 minutes?");
    expect(result.number).toBe(2);
    expect(result.plan.unread).toBeUndefined();
  });

  it("adds up a number column per group when the group asked fills several rows", async () => {
    const result = await resultOf(scorers, "Which team scored the most goals?");
    expect([result.plan.operation, result.values, result.number]).toEqual(["group_max", ["Reds"], 18]);
    expect(planSql(result.plan)).toContain("SUM(");
    // One row per player: the player with the most goals, not a sum.
    expect((await resultOf(scorers, "Which player scored the most goals?")).values).toEqual(["Bo"]);
    expect((await resultOf(scorers, "Which team had the player with the most goals?")).values).toEqual(["Blues"]);
  });
});

describe("older and newer by the table's dates", () => {
  const branches = ["Branch,City,Opened", "Central,Leeds,1998", "Northgate,Leeds,2004", "Riverside,York,1987", "Eastgate,York,2016"].join(
    "\n",
  );

  it("compares two rows' opening years for 'older' / 'newer' when no age column is there", async () => {
    expect((await resultOf(branches, "Which is older, Riverside or Eastgate?")).values).toEqual(["Riverside"]);
    expect((await resultOf(branches, "Which branch is newer, Central or Eastgate?")).values).toEqual(["Eastgate"]);
    expect((await resultOf(branches, "Is Riverside older than Central?")).boolean).toBe(true);
    expect((await resultOf(branches, "Is Eastgate older than Northgate?")).boolean).toBe(false);
  });
});

describe("the table said by what it is", () => {
  const fleet = ["Vehicle,Model,Bought", "AB-123-CD,Clio,2021-05-02", "XY-556-ZA,Kangoo,2019-03-09", "GH-789-JK,Zoe,2023-03-09"].join("\n");

  it("reads 'the last vehicle in the register' as the row listed last, not the latest date", async () => {
    const result = await resultOf(fleet, "What's the last vehicle in the register?");
    expect([result.plan.operation, result.values]).toEqual(["last", ["GH-789-JK"]]);
    expect((await resultOf(fleet, "What is the first vehicle on the sheet?")).values).toEqual(["AB-123-CD"]);
  });
});
