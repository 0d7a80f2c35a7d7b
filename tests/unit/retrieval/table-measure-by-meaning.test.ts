/**
 * A superlative that names its column by meaning (server/retrieval/tables/interpret.ts, impliedColumns and
 * measuredUnits): "heaviest" ranks a weight column, also one whose header says only "kg"; "hottest" a column in
 * °C; "priciest" one in £; "weighs the most" the weight. The word that named the measure, and a light verb before
 * it ("gets the hottest"), are read, so the reading is not left to the passages for words it did not read; a name
 * of the table's own file ("at Penrose Depot") is not a row no cell holds. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { csvTables } from "../../helpers/csv-tables";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";

const parcels = ["Parcel,Size,kg,Sent", "P-1,Small,2.5,2025-03-01", "P-2,Large,14,2025-03-02", "P-3,Medium,6,2025-03-04"].join("\n");
const ovens = [
  "Oven,Fuel,Top heat (°C),Used for",
  "Stone oven,Wood,450,Pizza",
  "Deck oven,Gas,300,Bread",
  "Combi,Electric,250,Roasts",
].join("\n");
const ferries = ["Ferry,Crossing,Adult (£)", "Island Queen,Short,12", "Sea Swift,Long,31", "Gull,Short,9"].join("\n");
const kilns = ["Kiln,Type,Highest temperature,Cost per firing", "Big Bertha,Electric,1280,25", "Raku Barrel,Gas,1000,18"].join("\n");

async function read(csv: string, question: string, filename = "t.csv") {
  const plan = interpretQuestion(question, await csvTables(filename, csv));
  if (!plan) throw new Error(`not read: ${question}`);
  return { plan, result: executePlan(plan) };
}

describe("a superlative said by a word of its column's meaning", () => {
  it.each([
    ["Which parcel is the heaviest?", parcels, "P-2"],
    ["Which parcel weighs the most?", parcels, "P-2"],
    ["Which is the lightest parcel?", parcels, "P-1"],
    ["Which oven gets the hottest?", ovens, "Stone oven"],
    ["Which of the ovens runs the coolest?", ovens, "Combi"],
    ["Which ferry is the priciest for an adult?", ferries, "Sea Swift"],
    ["Which of the kilns gets the hottest?", kilns, "Big Bertha"],
  ])("%s", async (question, csv, answer) => {
    const { plan, result } = await read(csv, question);
    expect(result.values).toEqual([answer]);
    // Every word was read: nothing sends the reading to the passages.
    expect(plan.unread ?? []).toEqual([]);
  });

  it("a name of the table's own file is the document, not a row no cell holds", async () => {
    const { plan, result } = await read(parcels, "Which is the heaviest parcel at Penrose Depot?", "penrose-depot-report-2025.pdf");
    expect(plan.missingValue).toBeUndefined();
    expect(result.values).toEqual(["P-2"]);
  });

  it("still says a name no cell holds when it is not the file's", async () => {
    const { plan } = await read(parcels, "Which is the heaviest parcel at Kingsway?", "penrose-depot-report-2025.pdf");
    expect(plan.missingValue).toBe("Kingsway");
  });
});
