/**
 * Ranges, scales, units and numbers named by their column (docs/architecture.md, "Tables"):
 * "between 2010 and 2013", "from 2011 to 2012", "grow from 2010 to 2013" (the two years' values
 * compared), "above 1 trillion dollars", "bigger than 1,000 m²", "the first year with a figure",
 * "the time for bib 117", "week 4 or week 8".
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const gdp = [
  "Country Name,Country Code,Year,Value",
  "Kenya,KEN,2010,40",
  "Kenya,KEN,2011,42",
  "Kenya,KEN,2012,50",
  "Kenya,KEN,2013,56",
  "Mexico,MEX,2010,1050000000000",
  "Mexico,MEX,2011,1180000000000",
  "Mexico,MEX,2012,990000000000",
  "Mexico,MEX,2013,1270000000000",
].join("\n");

const branches = ["Branch,Floor area,Opened", 'Central,"1,205 m²",1950', 'Hillside,"820 m²",1990', 'Quay,"1,010 m²",2004'].join("\n");

const race = ["Bib,Runner,Finish time", "115,Ana Diaz,41:23", "116,Ben Ode,38:05", "117,Cai Lin,45:51"].join("\n");

const weeks = ["Week,Opponent,Attendance", "4,Eagles,68783", "7,Giants,60000", "8,Jets,66786"].join("\n");

describe("ranges of years and numbers with a scale or a unit", () => {
  it("reads 'between A and B' and 'from A to B' as both ends included", async () => {
    const average = await csvAnswer(gdp, "What was Kenya's average GDP between 2011 and 2013?", { filename: "gdp.csv" });
    expect([average.number, average.plan.assumptions]).toEqual([(42 + 50 + 56) / 3, []]);
    expect((await csvAnswer(gdp, "What was Kenya's total GDP from 2011 to 2012?", { filename: "gdp.csv" })).number).toBe(92);
  });

  it("reads a column's name said between 'between' and the first number", async () => {
    const stations = ["Station,Latitude", "Alta,29.5", "Brook,30.2", "Cove,30.9", "Dale,31.4"].join("\n");
    const result = await csvAnswer(stations, "How many stations are between latitude 30 and 31?");
    expect([result.number, result.plan.assumptions]).toEqual([2, []]);
  });

  it("reads 'how much did it grow from A to B' as the difference of the two years' values", async () => {
    const grown = await csvAnswer(gdp, "By how much did Kenya's GDP grow from 2010 to 2013?", { filename: "gdp.csv" });
    expect([grown.plan.operation, grown.number]).toEqual(["difference", 16]);
  });

  it("multiplies a scale word and never puts a number no year can be on the years", async () => {
    const result = await csvAnswer(gdp, "In how many years was Mexico's GDP above 1 trillion dollars?", { filename: "gdp.csv" });
    expect(result.number).toBe(3);
  });

  it("matches a unit written with a superscript to the column's unit", async () => {
    const result = await csvAnswer(branches, "How many branches are bigger than 1,000 m²?");
    expect([result.number, result.plan.assumptions]).toEqual([2, []]);
  });

  it("ranks the years themselves for 'the first year with a figure'", async () => {
    const result = await csvAnswer(gdp, "What is the first year with a GDP figure for Mexico?", { filename: "gdp.csv" });
    expect(result.values).toEqual(["2010"]);
  });
});

describe("a number named by its column", () => {
  it("reads 'bib 117' as the Bib column's value", async () => {
    const result = await csvAnswer(race, "What was the finish time for bib 117?");
    expect([result.values, result.plan.assumptions]).toEqual([["45:51"], []]);
  });

  it("reads 'week 4 or week 8' as two rows compared", async () => {
    const result = await csvAnswer(weeks, "Was attendance higher in week 4 or week 8?");
    expect([result.plan.operation, result.values]).toEqual(["compare_max", ["4"]]);
  });
});
