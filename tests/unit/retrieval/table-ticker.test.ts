/**
 * A stock listing's everyday word (docs/architecture.md, "Tables": everyday words for what a table's
 * columns hold): a ticker is the Symbol column, so "which ticker …" answers with the symbol, not the
 * company's name, and "the first ticker" is the first row listed.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const listing = [
  "Symbol,Company Name,Financial Status,ETF",
  "AAAP,Pacer Barings CLO Market Flex ETF,N,Y",
  "AGRZ,Agroz Inc.,H,N",
  "NVDA,NVIDIA Corporation,N,N",
  "NVDD,Direxion Daily NVDA Bear 1X ETF,N,Y",
].join("\n");

describe("'ticker' names the Symbol column", () => {
  it("answers which ticker with the symbol", async () => {
    expect((await csvAnswer(listing, "Which ticker follows NVDA in the file?")).values).toEqual(["NVDD"]);
    expect((await csvAnswer(listing, "which tickers have financial status H")).values).toEqual(["AGRZ"]);
  });
});
