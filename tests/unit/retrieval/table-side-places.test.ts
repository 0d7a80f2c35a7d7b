/**
 * A side of a match said as a place (docs/architecture.md, "Tables", domain-words.ts): "on the road",
 * "on their travels", "away from home" are the away games, "on home soil" the home games, read as
 * "in away games" / "in home games" are.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { csvAnswer } from "../../helpers/csv-tables";

// The corpus's 2023-24 season (football-data.co.uk).
const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");

describe("a side of a match said as a place", () => {
  it("reads the away side said as travelling the way 'in away games' is read", async () => {
    const road = await csvAnswer(season, "how many goals did arsenal score on the road");
    const away = await csvAnswer(season, "how many goals did arsenal score in away games");
    expect([road.number, road.how]).toEqual([43, away.how]);
    const travels = await csvAnswer(season, "who had more shots on target on their travels, arsenal or chelsea");
    expect([travels.values, travels.how]).toEqual([["Arsenal"], "Arsenal: 100 over 19 rows, Chelsea: 91 over 19 rows"]);
  });

  it("reads the home side said as home soil the way 'in home games' is read", async () => {
    const soil = await csvAnswer(season, "how many yellow cards did chelsea get on home soil");
    const home = await csvAnswer(season, "how many yellow cards did chelsea get in home games");
    expect([soil.number, soil.how]).toEqual([home.number, "HomeTeam = Chelsea"]);
  });
});
