/**
 * Fragile readings are `medium` (server/retrieval/tables/fragile.ts): "the first X" read by a date
 * while the rows are listed in another order, a value found on both sides of a match answered from
 * one side's column, a value reached only through a mended spelling. And a yes/no column said as a
 * plural noun ("etfs") or after "any" picks the rows looked at.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { answerOver, csvAnswer, csvTables } from "../../helpers/csv-tables";

const markets = [
  "Market,Town,Founded,Stalls",
  "Riverside Market,Madison,2004-05-01,40",
  "Old Mill Market,Asheville,1998-06-12,25",
  "Harbour Market,Portland,2010-03-20,31",
].join("\n");

const inDateOrder = [
  "Market,Town,Founded,Stalls",
  "Old Mill Market,Asheville,1998-06-12,25",
  "Riverside Market,Madison,2004-05-01,40",
  "Harbour Market,Portland,2010-03-20,31",
].join("\n");

const fixtures = [
  "Date,HomeTeam,AwayTeam,FTHG,FTAG,FTR",
  "2023-08-12,Luton,Burnley,2,0,H",
  "2023-08-19,Chelsea,Luton,0,1,A",
  "2023-08-26,Luton,Fulham,3,1,H",
  "2023-09-02,Everton,Luton,2,2,D",
  "2023-09-09,Brentford,Luton,0,2,A",
].join("\n");

const listings = [
  "Symbol,Company Name,Round Lot Size,ETF",
  "AAAP,Pacer Flex ETF,100,Y",
  "STFS,Stoneforge Inc.,100,N",
  "BBBQ,Big Bond ETF,50,Y",
  "CCCR,Crest Holdings,100,N",
].join("\n");

describe("fragile readings are medium", () => {
  it("says so when 'the first' is read as the listed order over a date the rows are not listed in", async () => {
    const result = await csvAnswer(markets, "what town is the first market in", { filename: "markets.csv" });
    expect(result.values).toEqual(["Madison"]);
    expect(result.plan.assumptions.join(" | ")).toContain(
      '"first" / "last" was read as the order the rows are listed in, not by "Founded"',
    );
  });

  it("keeps 'the first' high when the dates run in the listed order, and 'the earliest' always", async () => {
    const listed = await csvAnswer(inDateOrder, "what town is the first market in", { filename: "markets.csv" });
    expect(listed.values).toEqual(["Asheville"]);
    expect(listed.plan.assumptions).toEqual([]);
    const earliest = await csvAnswer(markets, "which market was founded earliest", { filename: "markets.csv" });
    expect(earliest.plan.assumptions).toEqual([]);
  });

  it("says so when the different values of one side's column are counted for a team found on both sides", async () => {
    const result = await csvAnswer(fixtures, "how many different teams did luton beat", { filename: "season.csv" });
    expect(result.plan.assumptions.join(" | ")).toMatch(/stands in 2 columns/u);
  });
});

describe("a yes/no column said as a noun", () => {
  it("reads the plural of a short header ('etfs') as the column, not a mended code", async () => {
    const result = await csvAnswer(listings, "how many etfs are there", { filename: "listings.csv" });
    expect(result.number).toBe(2);
    expect(result.plan.assumptions).toEqual([]);
  });

  it("reads 'any etf' as the rows looked at in a yes/no, not the first row's flag", async () => {
    // The corpus's nasdaq-listed-symbols.csv: some ETFs trade in round lots other than 100.
    const text = fs.readFileSync(path.join(corpusDir, "tables/nasdaq-listed-symbols.csv"), "utf8");
    const tables = await csvTables("nasdaq-listed-symbols.csv", text);
    const result = answerOver(tables, "does any etf have a round lot other than 100");
    expect(result.boolean).toBe(true);
    expect(result.plan.filters.map((filter) => filter.said)).toContain("ETF = Yes");
    expect(result.plan.assumptions).toEqual([]);
  });
});
