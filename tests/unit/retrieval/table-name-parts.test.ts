/**
 * A name said by the words it is known by, inside the longer name a cell writes (name-parts.ts,
 * docs/architecture.md "Tables"): "NVIDIA" for "NVIDIA Corporation", "Heathrow" for "LONDON HEATHROW
 * ARPT"; two different names holding the words find neither.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";

const securities = [
  "Symbol,Company Name,Security Name,Round Lot Size",
  "MSFT,Microsoft Corporation,Microsoft Corporation - Common Stock,40",
  "NVDA,NVIDIA Corporation,NVIDIA Corporation - Common Stock,100",
  "APLE,Apple Hospitality REIT,Apple Hospitality REIT - Common Shares,100",
  "AAPL,Apple Inc.,Apple Inc. - Common Stock,40",
].join("\n");

const strikes = [
  "Airport Name,Phase,Cost",
  "LONDON HEATHROW ARPT,Climb,100",
  "LONDON HEATHROW ARPT,Approach,50",
  "GATWICK ARPT,Climb,20",
  "MANCHESTER INTL,Landing Roll,0",
].join("\n");

describe("a name said in part", () => {
  it("finds the one company whose name holds the word said", async () => {
    const result = await csvAnswer(securities, "What is NVIDIA's round lot size?");
    expect(result.values).toEqual(["100"]);
  });

  it("finds a place inside a name written in capitals", async () => {
    const result = await csvAnswer(strikes, "How many strikes were reported at Heathrow?", { filename: "strikes.csv" });
    expect(result.number).toBe(2);
  });

  it("finds neither of two names that hold the word", async () => {
    const plan = interpretQuestion("What is Apple's round lot size?", await csvTables("securities.csv", securities), { scoped: true });
    expect(plan?.filters.some((filter) => String(filter.value).startsWith("apple"))).not.toBe(true);
  });

  it("finds a name typed in lower case by a word no English word is, never by an English one", async () => {
    const wineries = [
      "Winery,Region,Visitors",
      "Tregothnan Estate,Cornwall,9000",
      "Oak Hill Vines,Kent,5000",
      "Camel Valley,Cornwall,12000",
    ].join("\n");
    const more = await csvAnswer(wineries, "how many more visitors did camel valley get than tregothnan", { filename: "wineries.csv" });
    expect(more.number).toBe(3000);
    const plan = interpretQuestion("how many visitors did oak get", await csvTables("wineries.csv", wineries), { scoped: true });
    expect(plan?.filters.some((filter) => String(filter.value).startsWith("oak"))).not.toBe(true);
  });
});
