/**
 * A follow-up that asks the previous question again for another year (server/retrieval/tables/interpret.ts,
 * followUpYear): said in a follow-up that asks only the same again ("And how much in 2023?"), or relative to the
 * previous question's year ("What about the previous year?", "And in the year before?"), over a table with a column
 * per year. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const loans = ["Branch,Loans 2023,Loans 2024,Loans 2025", "Kirkby,1200,1350,1410", "Halewood,900,880,1020", "Prescot,640,700,690"].join(
  "\n",
);
const first = "How many loans did Kirkby make in 2025?";

describe("the previous question in another year", () => {
  it("reads the first question", async () => {
    expect((await csvAnswer(loans, first)).number).toBe(1410);
  });

  it.each([
    ["What about the previous year?", first, 1350],
    ["And in the year before?", first, 1350],
    ["And how many in the year before?", first, 1350],
    ["And how much in 2023?", first, 1200],
    ["And the following year?", "How many loans did Halewood make in 2024?", 1020],
  ])("%s (after %s) → %d", async (question, previousQuestion, figure) => {
    expect((await csvAnswer(loans, question, { previousQuestion })).number).toBe(figure);
  });
});
