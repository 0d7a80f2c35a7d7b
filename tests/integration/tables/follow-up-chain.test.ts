/**
 * A chain of table follow-ups in one chat, end to end offline over airports and weather tables (real SQLite,
 * real Chroma), as a new user asked them: each follow-up keeps the refinements before it, a year
 * said alone swaps the year, the weather's "it" is no pronoun, and "the wettest of those days" is
 * answered from the previous rows, not by a passage that happens to say "Day". Over a real workbook
 * whose sheet holds one table per half-year, "and in 2022?" asks the previous question of the 2022
 * table even though that question left words unread.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { corpusDir } from "../../../scripts/lib/corpus";
import { suiteServices } from "../../helpers/services";

// The corpus's airports.csv rows of Texas, Ohio and Georgia that matter here (the whole file adds a minute of ingestion).
const airports = [
  "iata,name,city,state,country,latitude,longitude",
  "AUS,Austin-Bergstrom International,Austin,TX,USA,30.19453278,-97.66987194",
  "HOU,William P Hobby,Houston,TX,USA,29.64541861,-95.27723056",
  "CMH,Port Columbus Intl,Columbus,OH,USA,39.99798528,-82.89188278",
  "LCK,Rickenbacker International,Columbus,OH,USA,39.81375917,-82.92786472",
  "CLE,Cleveland-Hopkins Intl,Cleveland,OH,USA,41.41089417,-81.84939667",
  "CSG,Columbus Metropolitan,Columbus,GA,USA,32.51633333,-84.93886111",
  "5J0,John Day State,John Day,OR,USA,44.40416667,-118.9625",
].join("\n");

const docent = suiteServices({
  prefix: "docent-follow-up-chain-",
  documents: [{ name: "airports.csv", text: airports }, { path: path.join(corpusDir, "tables", "weather.csv") }],
  timeoutMs: 240_000,
});

describe("a chain of table follow-ups", () => {
  it("keeps Ohio when asked which of those are in Columbus", async () => {
    const { response: first } = await docent.ask("How many airports are in Texas?");
    expect(first.answer).toContain("2 of 7");
    const { response: second } = await docent.ask("And in Ohio?", { conversationId: first.conversation_id });
    expect(second.answer).toContain("3 of 7");
    const { response: third } = await docent.ask("Which of those are in Columbus?", { conversationId: first.conversation_id });
    expect(third.answer).toContain("Rickenbacker");
    expect(third.answer).not.toContain("Columbus Metropolitan"); // Georgia's
  });

  it("reads a new weather question as new, a year alone as the year, and the wettest of those rows", async () => {
    const { response: first } = await docent.ask("Which of these airports are in Columbus?");
    const { response: weather } = await docent.ask("How many days did it rain in Seattle in 2013?", {
      conversationId: first.conversation_id,
    });
    expect(weather.answer).toContain("158");
    const { response: year } = await docent.ask("And in 2014?", { conversationId: first.conversation_id });
    expect(year.answer).toContain("148");
    expect(year.answer).toContain("Seattle");
    const { response: wettest } = await docent.ask("What was the wettest of those days?", { conversationId: first.conversation_id });
    expect(wettest.answer).toContain("46.7");
  });
});

describe("a year said alone over a workbook's look-alike tables", () => {
  const workbook = suiteServices({
    prefix: "docent-follow-up-year-",
    documents: [{ path: path.join(corpusDir, "files", "xlsx", "2023-half-year-analyses-by-segment.xlsx") }],
    timeoutMs: 240_000,
  });

  it("asks the previous question of the other year's table", async () => {
    const { response: first } = await workbook.ask("What is the total sales of all zones in the first half of 2023?");
    expect(first.answer).toContain("46,293");
    const { response: year } = await workbook.ask("and in 2022?", { conversationId: first.conversation_id });
    expect(year.answer).toContain("45,580");
    expect(year.citations[0]?.sheet).toContain("2022");
  });
});
