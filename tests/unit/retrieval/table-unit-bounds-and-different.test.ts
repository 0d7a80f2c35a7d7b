/**
 * A number said with its unit is a condition on the column of that unit, not on a column of another
 * unit named beside it; "how many different <column> …" counts that column's values, not the rows'
 * names said later (server/retrieval/tables/filters.ts, interpret.ts). Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const walks = [
  "Walk,Area,Leader,Length,Climb,Best time,Timed",
  "Ridge Loop,Peaks,Ann,12.5 km,640 m,1:05,yes",
  "Lake Path,Lakes,Bo,6 km,80 m,0:32,yes",
  "Fell Run,Peaks,Ann,21 km,1100 m,2:10,no",
  "Mill Trail,Valleys,Cy,9 km,150 m,0:48,yes",
  "High Moor,Peaks,Bo,18 km,900 m,1:40,yes",
].join("\n");

const ask = (question: string) => csvAnswer(walks, question, { filename: "walks.csv" });

describe("a bound with its unit, and the column after 'different'", () => {
  it.each([
    ["how many walks longer than 10 km are timed", 2],
    ["how many timed walks are over 15km", 1],
    ["of the walks above 8 km, how many were timed", 3],
    ["how many walks with under 700 m of climb are timed", 3],
  ])("puts the bound on the column of its unit: %s", async (question, expected) => {
    expect((await ask(question)).number).toBe(expected);
  });

  it.each([
    ["how many different areas do the walks cross", 3],
    ["how many distinct leaders take the walks", 3],
    ["how many different walks are there?", 5],
  ])("counts the values of the column named after 'different': %s", async (question, expected) => {
    expect((await ask(question)).number).toBe(expected);
  });
});
