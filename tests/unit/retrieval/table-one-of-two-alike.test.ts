/**
 * A word that names two number columns alike, neither in full ("temperature" over temp_max and temp_min), answered
 * from one of them is a guess, never `high` (server/retrieval/tables/accounted.ts). Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const readings = [
  "station,date,temp_max,temp_min,wind",
  "Pier,2024-03-01,11.5,4.0,3.2",
  "Pier,2024-03-02,13.0,5.5,2.1",
  "Hill,2024-03-01,9.0,1.5,6.4",
].join("\n");

const ask = (question: string) => csvAnswer(readings, question, { filename: "readings.csv" });

describe("one of two columns named alike", () => {
  it.each(["how much did the temperature vary at the pier on 2 march 2024", "what was the pier's temperature spread on 2024-03-02"])(
    "%s is not `high`",
    async (question) => {
      expect((await ask(question)).plan.assumptions.join(" ")).toContain("names both");
    },
  );

  it("a column said in full is not that guess: what was the temp max at the pier on 2 march 2024", async () => {
    const result = await ask("what was the temp max at the pier on 2 march 2024");
    expect(result.number ?? result.values).toEqual(13);
    expect(result.plan.assumptions.join(" ")).not.toContain("names both");
  });
});
