/**
 * "Which two teams conceded the fewest goals?" names that many teams, best first, over both sides of
 * a season's games (it named one: a wrong `high` on the spent held-out-12).
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { csvAnswer } from "../../helpers/csv-tables";

const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");

describe("a number of teams asked", () => {
  it("names that many teams, best first", async () => {
    const one = await csvAnswer(season, "Which team conceded the fewest goals?");
    const two = await csvAnswer(season, "Which two teams conceded the fewest goals?");
    expect(two.values).toHaveLength(2);
    expect(two.values[0]).toBe(one.values[0]);
  });
});
