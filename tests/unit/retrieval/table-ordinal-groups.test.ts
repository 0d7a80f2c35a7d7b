/**
 * An ordinal before a group count (docs/architecture.md, "Tables"): "which airport had the second most
 * strikes" names the group at that rank, not the first ("the second highest" of a row already did).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const strikes = ["Airport,State,Species", "DEN,CO,Gull", "DEN,CO,Gull", "DEN,CO,Hawk", "ORD,IL,Gull", "ORD,IL,Hawk", "SEA,WA,Owl"].join(
  "\n",
);

describe("an ordinal before a group count", () => {
  it("names the group counted second most", async () => {
    const result = await csvAnswer(strikes, "Which airport had the second most strikes?", { filename: "strikes.csv" });
    expect([result.values, result.number]).toEqual([["ORD"], 2]);
  });

  it("reads the ordinal before 'most common' and 'fewest' too", async () => {
    expect((await csvAnswer(strikes, "What's the second most common species?", { filename: "strikes.csv" })).values).toEqual(["Hawk"]);
    expect((await csvAnswer(strikes, "Which state saw the 2nd fewest strikes?", { filename: "strikes.csv" })).values).toEqual(["IL"]);
  });

  it("admits a rank past the last group", async () => {
    const result = await csvAnswer(strikes, "Which airport had the fifth most strikes?", { filename: "strikes.csv" });
    expect(result.problem).toBe("no_rows");
  });
});
