/**
 * "won" as the verb of a measure (docs/architecture.md, "Tables"): "How many corners did Arsenal win
 * at home?" adds up the corners of its home games, all of them, not only those it won (FTR = H); a
 * clause of games between the measure and the verb ("goals … in games they won") keeps the result.
 * "How many away wins …" counts the rows: "away" was read as the result's side, not as AwayTeam.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { csvAnswer } from "../../helpers/csv-tables";

// The corpus's 2023-24 season (football-data.co.uk); the figures computed from the raw CSV in Python.
const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");

describe("a measure won, not a result", () => {
  it("adds up the corners a team won at home over all its home games", async () => {
    const corners = await csvAnswer(season, "How many corners did Arsenal win at home?");
    expect([corners.plan.operation, corners.number, corners.how]).toEqual(["sum", 129, "HomeTeam = Arsenal"]);
  });

  it("reads 'the most corners a home side won in a single game' as the highest HC ('single' spells no S of HS)", async () => {
    const corners = await csvAnswer(season, "What's the most corners a home side won in a single game?");
    expect([corners.plan.operation, corners.plan.table.columns[corners.plan.target!]!.name, corners.number]).toEqual(["max", "HC", 17]);
  });

  it("keeps the result when the verb is the games' ('in games they won') and when no measure is won", async () => {
    const home = await csvAnswer(season, "How many home wins did Arsenal have?");
    expect([home.number, home.how]).toEqual([15, "HomeTeam = Arsenal and FTR = H"]);
    const games = await csvAnswer(season, "How many games did Arsenal win?");
    expect(games.number).toBe(28);
  });
});

describe("a side read as the result is not the thing counted", () => {
  it("counts the rows of 'how many away wins …', not the different away teams", async () => {
    const wins = await csvAnswer(
      season,
      "How many away wins were there in December 2023 where the visitors had more shots on target than the home side?",
    );
    expect([wins.plan.operation, wins.number]).toEqual(["count", 14]);
  });
});
