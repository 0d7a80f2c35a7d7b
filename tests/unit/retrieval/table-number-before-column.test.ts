/**
 * A whole number said right before a numeric column's name is that column's value ("won 1 gold medal",
 * "has 774 households", "scored 5 points"), as one said after the name is ("bib 117"): WikiTableQuestions
 * dev's largest class of unread and miscounted questions that name a number and a column.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const medals = [
  "Rank,Nation,Gold,Silver,Bronze,Total",
  "1,Venezuela,7,4,3,14",
  "2,Bolivia,2,2,2,6",
  "3,Chile,2,2,1,5",
  "4,Peru,1,3,2,6",
  "5,Ecuador,1,0,3,4",
  "6,Panama,0,2,1,3",
].join("\n");

describe("a number said before its column's name", () => {
  it("lists the rows with that value ('which nations won 1 gold medal?')", async () => {
    const result = await csvAnswer(medals, "Which nations won 1 gold medal?");
    expect([result.values, result.plan.filters.map((filter) => filter.said)]).toEqual([["Peru", "Ecuador"], ["Gold = 1"]]);
  });

  it("counts the rows with that value ('how many nations won 2 silver medals?')", async () => {
    const result = await csvAnswer(medals, "How many nations won 2 silver medals?");
    expect([result.number, result.plan.filters.map((filter) => filter.said)]).toEqual([3, ["Silver = 2"]]);
  });

  it("keeps a number that ranks ('the top 2 nations by gold') out of the filters", async () => {
    for (const question of ["Which were the top 2 nations by gold?", "Which were the 2 most golden nations?"])
      expect((await csvAnswer(medals, question)).plan.filters).toEqual([]);
  });
});
