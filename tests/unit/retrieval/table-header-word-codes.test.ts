/**
 * A header's own word said in lower case beside another of its words ("a round lot of 10" over
 * Round Lot Size) names that header, not a code cell spelt the same ("LOT", a ticker); said alone
 * ("symbol lot") it still finds the ticker.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const securities = [
  "Symbol,Security Name,Round Lot Size",
  "AAPL,Apple Inc.,100",
  "LOT,Lotus Technology Inc.,100",
  "BRK,Berkshire Hathaway,10",
  "NVR,NVR Inc.,10",
  "MSFT,Microsoft Corp.,100",
].join("\n");

describe("a header word is not a code", () => {
  it("reads 'a round lot of 10' as Round Lot Size = 10, not the ticker LOT", async () => {
    const lots = await csvAnswer(securities, "How many securities have a round lot of 10?");
    expect([lots.number, lots.how]).toEqual([2, "Round Lot Size = 10"]);
  });

  it("still finds the ticker said alone", async () => {
    const name = await csvAnswer(securities, "What is the security name for symbol lot?");
    expect(name.values).toEqual(["Lotus Technology Inc."]);
  });
});
