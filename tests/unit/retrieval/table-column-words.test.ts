/**
 * Which column a question's words name (docs/architecture.md, "Tables"), for the kinds held-out-5
 * missed: a word said twice, a code beside a name, a numeric code beside a group's name, a flag
 * column of "x" marks, the money column named by "amount"/"in total", and counts asked in French.
 */
import { describe, expect, it } from "vitest";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const parks = [
  "Car park,Zone,Cars,EV bays",
  "Market Hall,A,1205,24",
  "Riverside,B,420,12",
  "Northgate,C,2100,30",
  "Canal Street,B,275,6",
].join("\n");

const countries = [
  "Country code,Country name,Capital,Region",
  "PER,Peru,Lima,South America",
  "KEN,Kenya,Nairobi,Eastern Africa",
  "UGA,Uganda,Kampala,Eastern Africa",
  "COL,Colombia,Bogota,South America",
].join("\n");
const officialNames = [
  "ISO,Official name,Capital,Population",
  "PER,Republic of Peru,Lima,34",
  "KEN,Republic of Kenya,Nairobi,55",
  "UGA,Republic of Uganda,Kampala,48",
  "COL,Republic of Colombia,Bogota,52",
].join("\n");

const regions = [
  "Country,Region Code,Region Name",
  "Peru,5,South America",
  "Kenya,14,Eastern Africa",
  "Uganda,14,Eastern Africa",
  "Colombia,5,South America",
  "Tanzania,14,Eastern Africa",
  "Nepal,34,Southern Asia",
].join("\n");

const islands = [
  "Country,Small Island Developing States (SIDS),Least Developed Countries (LDC),Note",
  "Fiji,x,,x",
  "Haiti,x,x,low",
  "Nepal,,x,high",
  "Chile,,,x",
  "Samoa,x,,",
].join("\n");

const invoices = [
  "Date,Customer,Invoice,Amount,Paid",
  "2025-01-03,Acme,INV-1,1200.50,Yes",
  "2025-01-09,Borealis,INV-2,800,No",
  "2025-02-11,Acme,INV-3,450,Yes",
  "2025-02-20,Cobalt,INV-4,2300,Yes",
].join("\n");

const museums = [
  "Musée,Ville,Visiteurs",
  "Louvre,Paris,8900000",
  "Orsay,Paris,3870000",
  "Confluences,Lyon,640000",
  "Fabre,Montpellier,210000",
].join("\n");

const resultOf = (csv: string, question: string) => csvAnswer(csv, question);

describe("column words", () => {
  it("reads a word said twice at both places: 'car park … car spaces' names Car park and Cars", async () => {
    const result = await resultOf(parks, "Which car park has the most car spaces?");
    expect(result.values).toEqual(["Northgate"]);
    expect(result.plan.assumptions).toEqual([]);
  });

  it("answers 'which country' by the names column, not the code column beside it", async () => {
    expect((await resultOf(countries, "Which country has Lima as its capital?")).values).toEqual(["Peru"]);
    expect((await resultOf(countries, "List the countries in Eastern Africa")).values).toEqual(["Kenya", "Uganda"]);
    expect((await resultOf(countries, "What is the country code of Kenya?")).values).toEqual(["KEN"]);
  });

  it("names rows by a column of names, not by a column of codes, when the question does not say which", async () => {
    const result = await resultOf(officialNames, "What are the 2 largest by population?");
    expect(result.values).toEqual(["Republic of Kenya", "Republic of Colombia"]);
  });

  it("counts rows per group name when 'which region has the most …' names a numeric code column too", async () => {
    const result = await resultOf(regions, "Which region has the most countries?");
    expect(result.plan.operation).toBe("group_max");
    expect(result.values).toEqual(["Eastern Africa"]);
    expect((await resultOf(regions, "What is the region code of Nepal?")).values).toEqual(["34"]);
  });

  it("reads a column of 'x' marks and blanks as a flag, one word naming one flag, and no other column as one", async () => {
    const result = await resultOf(islands, "How many countries are Small Island Developing States?");
    expect(result.number).toBe(3);
    expect(result.plan.filters.map((filter) => filter.said)).toEqual(["Small Island Developing States (SIDS) = Yes"]);
    expect((await resultOf(islands, "How many Least Developed Countries are there?")).number).toBe(2);
    // "x" is one note among others there: not a flag, so "have a note" asks for a note given, not for "x".
    const noted = await resultOf(islands, "How many countries have a note?");
    expect([noted.plan.filters.map((filter) => filter.said), noted.number]).toEqual([["Note is given"], 4]);
  });

  it("adds up or averages the one money column when 'in total', 'how much' or 'the sum' name no column", async () => {
    expect((await resultOf(invoices, "How much did Acme pay in total?")).number).toBe(1650.5);
    expect((await resultOf(invoices, "What was the sum invoiced to Cobalt?")).number).toBe(2300);
    expect((await resultOf(invoices, "What is the average value of an invoice?")).number).toBeCloseTo(1187.625);
    // "the total shipping weight" names a measure the table lacks, not the money column.
    const weight = interpretQuestion("What is the total shipping weight of the invoices?", await csvTables("t.csv", invoices), {
      scoped: true,
    });
    expect(weight?.operation ?? null).not.toBe("sum");
    // "How many … in total" still counts rows.
    const count = await resultOf(invoices, "How many invoices are there in total?");
    expect([count.plan.operation, count.number]).toEqual(["count", 4]);
  });

  it("reads a question asked in French for its operation: 'Combien de …' counts", async () => {
    const count = await resultOf(museums, "Combien de musées y a-t-il à Paris ?");
    expect([count.plan.operation, count.number]).toEqual(["count", 2]);
    expect((await resultOf(museums, "Combien de musées en Lyon ?")).number).toBe(1);
  });
});

describe("a unit written in mixed case after a header's words", () => {
  const generation = [
    "Month,Generated kWh,Fed to grid kWh,Sunny days",
    "May,52300,14100,15",
    "June,55900,15800,17",
    "July,54100,16900,14",
  ].join("\n");

  it("stays one word ('kWh' is no 'k' and 'Wh'), so the header is named by its other word", async () => {
    const result = await csvAnswer(generation, "Which month did the solar panels generate the most?");
    expect(result.values).toEqual(["June"]);
    expect(result.how).toBe("by Generated kWh");
  });
});
