/**
 * "Which kind of …", "which type of …" (docs/architecture.md, "Tables"): the column of kinds is asked
 * (a name that says species, type, category …), among the columns the noun after "of" names when it
 * names some; a noun that names no column is read as a kind of the one such column, said as assumed.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const strikes = [
  "Date,Aircraft Make Model,Operator,Animal Species,Cost",
  "2024-01-02,C-130H,Air Force,Starling,100",
  "2024-01-09,C-130H,Air Force,Gull,900",
  "2024-02-11,KC-10A,Air Force,Starling,50",
  "2024-03-05,KC-10A,Air Force,Starling,70",
  "2024-04-20,B-52H,Air Force,Goose,400",
].join("\n");

describe("a kind asked with 'which kind / type of'", () => {
  it("takes the column of kinds the noun names", async () => {
    const aircraft = await csvAnswer(strikes, "Which type of aircraft hit animals most often?");
    expect([aircraft.plan.operation, aircraft.values]).toEqual(["group_max", ["C-130H", "KC-10A"]]);
  });

  it("reads a noun that names no column as a kind in the one column of kinds, said as assumed", async () => {
    const creature = await csvAnswer(strikes, "Which kind of creature was hit most often?");
    expect([creature.number, creature.values]).toEqual([3, ["Starling"]]);
    expect(creature.plan.assumptions).toContain('"creature" was read as a kind in "Animal Species"');
    const costly = await csvAnswer(strikes, "which sort of creature cost the most in total");
    expect([costly.plan.sumOf, costly.number, costly.values]).toEqual([4, 900, ["Gull"]]);
  });
});
