/**
 * Does the table hold what the question measures? (asked-measure.ts, docs/architecture.md "Tables".) A
 * measure asked as a noun phrase ("the market cap of …", "…'s share price", "what altitude …", "how much
 * was a …") that no column, cell or name of the table holds is the admission naming the real columns,
 * not a near column's value, the row's name, or a question left unread.
 */
import { describe, expect, it } from "vitest";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const securities = [
  "Symbol,Security Name,Market Category,Round Lot Size,NextShares",
  "MSFT,Microsoft Corporation,Q,40,N",
  "NVDA,NVIDIA Corporation,Q,100,N",
  "AAPL,Apple Inc.,Q,40,N",
].join("\n");
const airports = ["iata,airport,city,state", "LAX,Los Angeles International,Los Angeles,CA", "DEN,Denver Intl,Denver,CO"].join("\n");
const acts = ["Act,Stage,Fee", 'Neon Harbour,Lighthouse,"$4,200"', 'The Saltmarsh Choir,Main,"$6,500"'].join("\n");
const plots = ["Plot,Holder,Rent", "R7,Ann Lee,$150.00", "R8,Owen Price,$120.00"].join("\n");

describe("a measure the table does not hold", () => {
  it("admits a measure of a named row said after 'the … of' (not the near column Market Category)", async () => {
    const result = await csvAnswer(securities, "What is the market cap of Microsoft Corporation?");
    expect([result.problem, result.plan.missing]).toEqual(["missing_column", "market cap"]);
  });

  it("admits a measure said of a row by its possessive, where a column only shares a word ('shares')", async () => {
    const result = await csvAnswer(securities, "What's NVDA's share price right now?");
    expect([result.problem, result.plan.missing]).toEqual(["missing_column", "share price"]);
  });

  it("admits rather than naming the row ('What's the elevation of LAX?' was the airport's name, high)", async () => {
    const result = await csvAnswer(airports, "What's the elevation of LAX?");
    expect(result.problem).toBe("missing_column");
  });

  it("admits a price asked of a thing no row or column holds", async () => {
    const result = await csvAnswer(acts, "How much does a day pass cost?", { filename: "festival.csv" });
    expect([result.problem, result.plan.missing]).toEqual(["missing_column", "day pass"]);
  });

  it("admits a measure of a row said by its number and a word of the table ('the soil pH of plot R8')", async () => {
    const result = await csvAnswer(plots, "What is the soil pH of plot R8?", { filename: "plots.csv" });
    expect(result.problem).toBe("missing_column");
  });

  it("admits a measure asked after 'what' over the whole table ('what wind speed …, on average')", async () => {
    const strikes = ["Airport,Phase,Cost", "ORD,Climb,100", "DEN,Approach,0"].join("\n");
    const result = await csvAnswer(strikes, "what humidity was recorded when planes hit birds, on average?", { filename: "strikes.csv" });
    expect(result.problem).toBe("missing_column");
  });

  it("admits a measure asked with 'whats' or said of a place and a day ('the humidity in …')", async () => {
    const weather = ["date,location,temp_max,weather", "2014-12-31,Seattle,8,sun", "2014-12-31,New York,3,snow"].join("\n");
    const humid = await csvAnswer(weather, "what was the humidity in Seattle on 31 December 2014", { filename: "weather.csv" });
    expect(humid.problem).toBe("missing_column");
    const countries = ["Country,Capital,Currency", "Chile,Santiago,CLP", "Peru,Lima,PEN"].join("\n");
    expect((await csvAnswer(countries, "whats the population of Chile", { filename: "countries.csv" })).problem).toBe("missing_column");
    expect((await csvAnswer(countries, "whats the capital of Chile", { filename: "countries.csv" })).values).toEqual(["Santiago"]);
  });

  it("answers where a column holds the measure, by its name or the words it is written in", async () => {
    expect((await csvAnswer(securities, "What is the round lot size of Microsoft Corporation?")).values).toEqual(["40"]);
    const withHeight = ["iata,airport,Elevation (ft)", "LAX,Los Angeles International,125", "DEN,Denver Intl,5434"].join("\n");
    expect((await csvAnswer(withHeight, "What's the height of DEN?")).problem).toBeUndefined();
    expect((await csvAnswer(acts, "How much was the fee for Neon Harbour?", { filename: "festival.csv" })).problem).toBeUndefined();
  });

  it("admits a measure of a row named in lower case, or a role of a row", async () => {
    const members = ["Member,Plot,Crop,Joined", "ann lee,R7,Leeks,2019", "tomasz nowak,R8,Beans,2021"].join("\n");
    const phone = await csvAnswer(members, "whats tomasz nowak's phone number", { filename: "allotments.csv" });
    expect([phone.problem, phone.plan.missing]).toEqual(["missing_column", "phone number"]);
    const clubs = ["Club,Town,Founded", "Harbour Rovers,Falmouth,1921", "Moorland Athletic,Bodmin,1899"].join("\n");
    const captain = await csvAnswer(clubs, "who is the captain of moorland athletic", { filename: "clubs.csv" });
    expect([captain.problem, captain.plan.missing]).toEqual(["missing_column", "captain"]);
    expect((await csvAnswer(clubs, "how many clubs does falmouth have", { filename: "clubs.csv" })).number).toBe(1);
    expect((await csvAnswer(members, "whats tomasz nowak's crop", { filename: "allotments.csv" })).values).toEqual(["Beans"]);
  });

  it("leaves a question over no chosen document to the passages", async () => {
    expect(interpretQuestion("How much does a day pass cost?", await csvTables("festival.csv", acts))).toBeNull();
  });
});
