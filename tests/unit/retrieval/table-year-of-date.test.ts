/**
 * "What year did Christos Folias take office?" over a column of full dates answers the date's year
 * (2007), not the whole date: WikiTableQuestions dev's wrong `high` once 'take' and 'took' shared a stem.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const ministers = [
  "Name,Took Office,Left Office,Party",
  "Dimitris Sioufas,10 March 2004,19 September 2007,New Democracy",
  "Christos Folias,19 September 2007,8 January 2009,New Democracy",
  "Kostis Hatzidakis,8 January 2009,7 October 2009,New Democracy",
].join("\n");

describe("a year asked of a date", () => {
  it("answers the year of the looked-up date", async () => {
    const result = await csvAnswer(ministers, "What year did Christos Folias take office?");
    expect(result.values).toEqual(["2007"]);
  });

  it("keeps the whole date when the question asks when", async () => {
    const result = await csvAnswer(ministers, "When did Christos Folias take office?");
    expect(result.values).toEqual(["2007-09-19"]);
  });
});
