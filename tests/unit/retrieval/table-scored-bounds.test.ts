/**
 * "Did Everton ever score 5 or more at home?": a bound said right after "score" with no unit is on
 * what is scored, the table's goals (points, runs), here FTHG of Everton's home games.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { csvAnswer } from "../../helpers/csv-tables";

// The corpus's 2023-24 season (football-data.co.uk); the answers checked against the raw CSV in Python.
const season = fs.readFileSync(path.join(corpusDir, "tables/season-2324.csv"), "utf8");

describe("a bound on what is scored", () => {
  it("reads 'score 5 or more' as goals", async () => {
    const home = await csvAnswer(season, "Did Everton ever score 5 or more at home?");
    expect([home.plan.operation, home.boolean, home.how]).toEqual(["yesno", false, "HomeTeam = Everton and FTHG ≥ 5"]);
    const away = await csvAnswer(season, "Did Arsenal ever score 5 or more away?");
    expect([away.boolean, away.how]).toEqual([true, "AwayTeam = Arsenal and FTAG ≥ 5"]);
  });

  it("leaves a bound that says its unit alone ('at least 40 points' is 40, never 4)", async () => {
    const points = ["Artist,Points", "A,45", "B,12", "C,40", "D,8"].join("\n");
    const result = await csvAnswer(points, "How many artists scored at least 40 points?");
    expect([result.number, result.how]).toEqual([2, "Points ≥ 40"]);
  });
});
