/**
 * Someone who has been somewhere longest began first (server/retrieval/tables/interpret.ts, beenLongest): over a
 * table that keeps when each row began (Joined), "who has been … the longest" ranks by it, never by a length
 * measured in the row; "whos" typed without its apostrophe asks as "who's". Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const members = [
  "Member,Section,Visits,Avg visit,Joined",
  "Ann Ford,North,12,1:30,2019-04-01",
  "Tom Reid,South,20,2:45,2021-06-12",
  "Lena Holt,North,15,0:40,2016-02-20",
  "Sam Ortiz,South,18,1:10,2022-09-03",
].join("\n");

const ask = (question: string) => csvAnswer(members, question, { filename: "club.csv" });

describe("been somewhere the longest", () => {
  it.each([
    ["who has been with us the longest", "Lena Holt"],
    ["whos been visiting at south the longest", "Tom Reid"],
    ["which member has been at north for the longest", "Lena Holt"],
  ])("%s → %s", async (question, answer) => {
    const result = await ask(question);
    expect(result.values).toEqual([answer]);
    expect(result.plan.target).toBe(4);
  });
});
