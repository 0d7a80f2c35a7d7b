/**
 * A code table's levels and its places' adjectives (docs/architecture.md, "Tables"): "Which part of
 * Asia has the most countries?" groups by the column one level finer than Region (the sub-region,
 * not a flag nor a column filled for a few rows); "European countries" are Region = Europe; "don't
 * use the euro" denies the value.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const countries = [
  "Country,Region,Sub-region,Intermediate region,LDC,Currency",
  "Japan,Asia,Eastern Asia,,,Yen",
  "China,Asia,Eastern Asia,,,Yuan",
  "Mongolia,Asia,Eastern Asia,,,Tugrik",
  "India,Asia,Southern Asia,,,Rupee",
  "Nepal,Asia,Southern Asia,,x,Rupee",
  "France,Europe,Western Europe,,,Euro",
  "Germany,Europe,Western Europe,,,Euro",
  "Norway,Europe,Northern Europe,,,Krone",
  "Kenya,Africa,Sub-Saharan Africa,Eastern Africa,,Shilling",
  "Chad,Africa,Sub-Saharan Africa,Middle Africa,x,Franc",
].join("\n");

describe("levels of a code table and places said by their adjective", () => {
  it("groups 'which part of Asia' by the next finer column", async () => {
    const part = await csvAnswer(countries, "Which part of Asia has the most countries?");
    expect([part.plan.operation, part.values]).toEqual(["group_max", ["Eastern Asia"]]);
  });

  it("reads 'European' as Europe and 'don't use' as a denied value", async () => {
    const result = await csvAnswer(countries, "How many European countries don't use the euro?");
    expect([result.number, result.how]).toEqual([1, "Region = Europe and Currency ≠ Euro"]);
  });
});
