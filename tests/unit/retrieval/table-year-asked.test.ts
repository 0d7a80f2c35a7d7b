/**
 * "What year …" / "which year …" over a column of years not called Year ("Release"): the year itself
 * is asked, never the row's title; "which year had the most titles" counts the rows per year.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const releases = [
  "Release,Artist,Title,Album",
  "2004,Hiroshi,Deigo to Hanasu,Onna no Ehon",
  "2005,Chikuzen,Boku no Mune,Cornerstones",
  "2005,Rimi,Nada Sou Sou,Sora no Keshiki",
  "2005,Rimi,Hana,Sora no Keshiki",
  "2009,Rimi,Boku wa Do Kana,Ayakaji",
  "2009,Rimi,Tada Sore Dake,Ayakaji",
].join("\n");

describe("a year asked of a column of years", () => {
  it("answers 'What year was the first title released?' with the year, not the title", async () => {
    expect((await csvAnswer(releases, "What year was the first title released?")).values).toEqual(["2004"]);
  });

  it("counts the rows per year for 'Which year had the most titles released?'", async () => {
    const result = await csvAnswer(releases, "Which year had the most titles released?");
    expect([result.plan.operation, result.values]).toEqual(["group_max", ["2005"]]);
  });
});
