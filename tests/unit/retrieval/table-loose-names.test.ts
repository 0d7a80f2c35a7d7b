/**
 * Names said loosely (docs/architecture.md, "Tables", spelling.ts and place-names): a slip of spelling
 * one edit from exactly one word of the table is read as that word; a place typed in lower case is
 * still a place; English words, codes and acronyms are left as said.
 */
import { describe, expect, it } from "vitest";
import { spellingMended } from "../../../server/retrieval/tables/spelling";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const episodes = [
  "Ep,Title,Topic,Downloads,Explicit",
  "1,The Lost Canal,History,12400,no",
  "2,Sourdough at Dawn,Food,9850,yes",
  "3,Bats in the Belfry,Nature,7000,yes",
].join("\n");

describe("names said loosely", () => {
  it("reads a misspelt column word as the table's word", async () => {
    const slip = await csvAnswer(episodes, "how many episodes are marked explict?", { filename: "podcast-episodes.csv" });
    expect([slip.number, slip.how]).toEqual([2, "Explicit = Yes"]);
  });

  it("reads a misspelt value as the table's value", async () => {
    const slip = await csvAnswer(episodes, "How many downloads did Sourdogh at Dawn get?", { filename: "podcast-episodes.csv" });
    expect(slip.number).toBe(9850);
  });

  it("leaves English words, apostrophes, acronyms and other forms of a table word as said", async () => {
    const tables = await csvTables("podcast-episodes.csv", episodes);
    expect(spellingMended("Which episodes aren't explicit?", tables)).toBe("Which episodes aren't explicit?");
    expect(spellingMended("How many ETFs had Downloadz over 9000?", tables)).toBe("How many ETFs had Downloads over 9000?");
    expect(spellingMended("Which topics scored highest?", tables)).toBe("Which topics scored highest?");
  });

  it("mends a misspelt operation word as it mends the table's words", async () => {
    const options = { filename: "podcast-episodes.csv" };
    const average = await csvAnswer(episodes, "whats the averge number of downloads per episode", options);
    expect([average.plan.operation, average.number]).toEqual(["avg", 9750]);
    const lowest = await csvAnswer(episodes, "which episode got the lowset downloads", options);
    expect([lowest.plan.operation, lowest.values]).toEqual(["argmin", ["Bats in the Belfry"]]);
    const distinct = await csvAnswer(episodes, "how many diferent topics are there", options);
    expect([distinct.plan.operation, distinct.number]).toEqual(["distinct", 3]);
    // A word of the operation's own, or an English word near one, is left as said.
    const tables = await csvTables("podcast-episodes.csv", episodes);
    expect(spellingMended("Which topic is the most popular?", tables)).toBe("Which topic is the most popular?");
  });

  it("reads a short column's name in the plural, typed in lower case, as that column, not a slip of a cell", async () => {
    const listed = ["Symbol,Name,Lot Size,ETF", "STFS,Sun Index Fund,100,Y", "QQQM,Moon Growth Fund,50,Y", "ACME,Acme Corp,100,N"].join(
      "\n",
    );
    const tables = await csvTables("listed.csv", listed);
    expect(spellingMended("how many etfs are there", tables)).toBe("how many etfs are there");
    const result = await csvAnswer(listed, "how many different lot sizes do the etfs trade in", { filename: "listed.csv" });
    expect([result.plan.operation, result.number]).toEqual(["distinct", 2]);
  });

  it("finds a state typed in lower case by its code", async () => {
    const airports = ["iata,name,state", "ANC,Anchorage Intl,AK", "FAI,Fairbanks Intl,AK", "SEA,Seattle Tacoma,WA"].join("\n");
    const result = await csvAnswer(airports, "how many airports are there in alaska", { filename: "airports.csv" });
    expect([result.number, result.how]).toEqual([2, "state = AK"]);
  });
});
