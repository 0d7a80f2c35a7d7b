/**
 * The rows counted by what they are (docs/architecture.md, "Tables"): "how many episodes are there"
 * over podcast-episodes.csv names the file's rows, so they are counted, as "in this sheet" does.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { csvAnswer } from "../../helpers/csv-tables";

describe("the rows counted by what they are", () => {
  it("counts the rows when the counted word is what the file's rows are", async () => {
    const episodes = ["Ep,Title,Topic", "1,The Lost Canal,History", "2,Sourdough at Dawn,Food", "3,Bats in the Belfry,Nature"].join("\n");
    const result = await csvAnswer(episodes, "how many episodes are there", { filename: "podcast-episodes-2025.csv" });
    expect([result.plan.operation, result.number]).toEqual(["count", 3]);
  });

  it("counts the rows, not a numbering column a word of the question only touches", async () => {
    const codes = fs.readFileSync(path.join(corpusDir, "tables/country-codes.csv"), "utf8");
    const result = await csvAnswer(codes, "How many countries use the currency code EUR?", { filename: "country-codes.csv" });
    expect([result.plan.operation, result.number]).toEqual(["count", 36]);
  });
});
