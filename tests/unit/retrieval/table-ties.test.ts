/**
 * An operation that names one row (which has the most, the row after, the value of a key) and finds
 * several or none lists what it found, but says so and is not `high` (docs/architecture.md, "Tables").
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const clubs = ["Club,Titles,City", "Rovers,7,Leeds", "United,7,York", "Athletic,3,Hull", "Wanderers,5,Leeds"].join("\n");

const resultOf = (question: string) => csvAnswer(clubs, question, { filename: "clubs.csv" });

describe("one answer expected, several found", () => {
  it("lists a tie for the most and says so, which keeps it from high", async () => {
    const result = await resultOf("Which club has the most titles?");
    expect(result.values).toEqual(["Rovers", "United"]);
    expect(result.plan.assumptions).toContain("2 rows answer it equally, so all of them are listed");
  });

  it("adds nothing when one row answers", async () => {
    const result = await resultOf("Which club has the fewest titles?");
    expect(result.values).toEqual(["Athletic"]);
    expect(result.plan.assumptions).toEqual([]);
  });
});
