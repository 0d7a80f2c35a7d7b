/**
 * A team's measure over both sides of a match table holds in a chat too: a new user's "How many goals
 * did Arsenal score?" asked after another question counted Arsenal's matches (38), and "Which team won
 * the most games?" counted rows per HomeTeam, because the two-sided readings were tried on a chat's
 * first question only. A question that refines the previous one ("And Chelsea?") is not affected.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";
import { corpusDir } from "../../../scripts/lib/corpus";

const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");
const options = (previousQuestion: string) => ({ filename: "season-2324.csv", previousQuestion });

describe("a team's measure asked after another question (season-2324.csv)", () => {
  it("sums the team's goals from the side it played on", async () => {
    const result = await csvAnswer(season, "How many goals did Arsenal score?", options("What is a trace tree?"));
    expect(result.number).toBe(91);
  });

  it("counts games won per team over both sides", async () => {
    const result = await csvAnswer(season, "Which team won the most games?", options("How many goals did Arsenal score?"));
    expect(result.values[0]).toBe("Man City");
    expect(result.number).toBe(28);
  });
});
