/**
 * Abbreviated headers explained by a key beside the table (docs/architecture.md, "Tables"): the
 * key's words name the column, so "passengers" finds PAX; a short header is never read off the
 * letters of words that happen to begin with them.
 */
import { describe, expect, it } from "vitest";
import { readLegend } from "../../../server/ingest/tables/legend";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const deliveries = [
  "Van deliveries, week 12",
  "Key: DRV = driver; PKG = parcels delivered; KM = distance driven; LT = late deliveries",
  "",
  "Day,DRV,PKG,KM,LT",
  "Mon,Ana,112,184,3",
  "Tue,Ben,98,142,0",
  "Wed,Ana,130,201,5",
  "Thu,Cleo,87,120,1",
].join("\n");

const withFooter = ["Day,HG,AG", "Sat,2,1", "Sun,0,3", "Mon,1,1", "", "HG: home goals", "AG: away goals"].join("\n");

const resultOf = (csv: string, question: string) => csvAnswer(csv, question, { filename: "log.csv" });

describe("a key to the headers", () => {
  it("reads 'NAME = meaning' parts for the header's names only", () => {
    const legend = readLegend(["Key: DRV = driver; PKG = parcels delivered; XX = not a column"], ["Day", "DRV", "PKG"]);
    expect([...legend]).toEqual([
      ["DRV", "driver"],
      ["PKG", "parcels delivered"],
    ]);
  });

  it("keeps each column's meaning at ingestion", async () => {
    const [table] = await csvTables("log.csv", deliveries);
    expect(table!.columns.map((column) => column.description ?? null)).toEqual([
      null,
      "driver",
      "parcels delivered",
      "distance driven",
      "late deliveries",
    ]);
  });

  it.each([
    ["How many parcels were delivered in total?", 427],
    ["What was the total distance driven by Ana?", 385],
    ["How many late deliveries were there altogether?", 9],
  ])("names a column by its meaning: %s", async (question, expected) => {
    const result = await resultOf(deliveries, question);
    expect(result.number).toBe(expected);
  });

  it("reads a key written under the table", async () => {
    const result = await resultOf(withFooter, "How many away goals were scored in total?");
    expect(result.number).toBe(5);
  });
});
