/**
 * A yes/no column denied through its verb (server/retrieval/tables/interpret.ts, flagNegated): "don't serve
 * breakfast", "doesnt accept dogs", "can't seat wheelchairs" mean the rows whose flag says no, as "don't have a
 * café" does; said without the denial, the yes rows. Tables and wordings written for this test, not from an eval set.
 */
import { describe, expect, it } from "vitest";
import { csvTables } from "../../helpers/csv-tables";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";

const inns = [
  "Pub,Village,Rooms,Breakfast,Dogs",
  "The Plough,Ashby,6,yes,✓",
  "Red Lion,Ashby,4,no,x",
  "Fox & Hounds,Burley,9,yes,x",
  "The Anchor,Burley,3,no,✓",
  "Bell Inn,Ashby,5,yes,✓",
].join("\n");

async function values(question: string) {
  const plan = interpretQuestion(question, await csvTables("pubs.csv", inns));
  if (!plan) throw new Error(`not read: ${question}`);
  return executePlan(plan).values;
}

describe("a flag denied through its verb", () => {
  it.each([
    ["Which pubs in Ashby don't serve breakfast?", ["Red Lion"]],
    ["which pubs dont serve breakfast", ["Red Lion", "The Anchor"]],
    ["Which pubs in Burley won't accept dogs?", ["Fox & Hounds"]],
    ["Which pubs in Ashby serve breakfast?", ["The Plough", "Bell Inn"]],
  ])("%s", async (question, expected) => {
    expect(await values(question)).toEqual(expected);
  });
});
