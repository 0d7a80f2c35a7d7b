/**
 * Days said loosely (docs/architecture.md, "Tables", named-days.ts): a day by its name ("Boxing Day",
 * "the Fourth of July") or as an ordinal ("the 26th of December"), a day and month without a year over
 * dates of several years (the one year holding it), and dates written with their day of the week.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { readDate } from "../../../server/core/table-values";
import { csvAnswer } from "../../helpers/csv-tables";

const season = fs.readFileSync(path.join(corpusDir, "tables/season-2223.csv"), "utf8");

describe("days said loosely", () => {
  it("reads a day by its name, in a season across two years", async () => {
    const result = await csvAnswer(season, "who did liverpool play on boxing day?");
    expect([result.values, result.how]).toEqual([["Aston Villa"], "HomeTeam or AwayTeam = Liverpool and Date = 2022-12-26"]);
  });

  it("reads an ordinal day and a day without its year as the season's one such day", async () => {
    expect((await csvAnswer(season, "Who did Liverpool play on the 2nd of January?")).values).toEqual(["Brentford"]);
    expect((await csvAnswer(season, "Who did Liverpool play on 2 January?")).values).toEqual(["Brentford"]);
  });

  it("reads a named day with its year", async () => {
    const weather = ["location,date,temp_max", "New York,2014-07-03,28.9", "New York,2014-07-04,24.4", "New York,2014-07-05,29.4"].join(
      "\n",
    );
    const result = await csvAnswer(weather, "What was New York's high on the Fourth of July 2014?");
    expect(result.values).toEqual(["24.4"]);
  });

  it("reads dates written with their day of the week", async () => {
    expect(readDate("Wed 19 February 2025")).toBe("2025-02-19");
    expect(readDate("Saturday, 26 Dec 2022")).toBe("2022-12-26");
    expect(readDate("Sunday")).toBeNull();
    const episodes = ["Ep,Title,Released", "1,Canal,2025-01-08", "2,Dawn,Wed 16 April 2025", "3,Swifts,14 May 2025"].join("\n");
    expect((await csvAnswer(episodes, "How many episodes were released before May?")).number).toBe(2);
  });
});
