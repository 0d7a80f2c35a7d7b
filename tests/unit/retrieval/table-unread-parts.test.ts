/**
 * `high` only when every part of the question was read (docs/architecture.md, "Tables"): a yes/no
 * whose bound ("at least 5") or comparison ("larger than") went unread, and a count of rows where
 * the thing counted is a column whose values repeat ("how many years"), are said as assumed.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const networks = ["Network,Area", "CBS,Boston", "CBS,Denver", "NBC,Austin", "CBS,Miami"].join("\n");
const parks = ["National park,Region,Established", "Koli,North Karelia,1991", "Lemmenjoki,Lapland,1956", "Nuuksio,Uusimaa,1994"].join("\n");
const awards = [
  "Year,Award,Result",
  "2001,Best Actor,Won",
  "2001,Best Film,Nominated",
  "2003,Best Director,Won",
  "2004,Best Score,Nominated",
].join("\n");

describe("parts of a question left unread", () => {
  it("keeps a yes/no whose bound was not read from `high`", async () => {
    const result = await csvAnswer(networks, "Does CBS serve at least 5 areas?");
    expect(result.plan.assumptions.join(" ")).toContain('the bound "least 5" was not read');
  });

  it("keeps a yes/no whose comparison was not made from `high`", async () => {
    const result = await csvAnswer(parks, "Is Koli larger than Lemmenjoki?");
    expect(result.plan.assumptions.join(" ")).toContain('"larger than" was not read as a comparison');
  });

  it("keeps a count of rows named by a column whose values repeat from `high`", async () => {
    const result = await csvAnswer(awards, "How many years are listed?");
    expect(result.plan.assumptions.join(" ")).toContain('"Year" repeats');
    const awardsCounted = await csvAnswer(awards, "How many awards are listed?");
    expect(awardsCounted.plan.assumptions).toEqual([]);
  });
});
