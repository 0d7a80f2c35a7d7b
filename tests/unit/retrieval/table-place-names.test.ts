/**
 * Places named one way and written in the table another (server/retrieval/tables/place-names.ts):
 * "airports in Texas" over a state column of postal codes, a country said by name over ISO codes,
 * and a code said in capitals over names. Lower-case two-letter words stay language.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const airports = [
  "iata,name,city,state,country",
  "DWH,David Wayne Hooks Memorial,Houston,TX,USA",
  "HOU,William P Hobby,Houston,TX,USA",
  "DAL,Dallas Love,Dallas,TX,USA",
  "ORD,Chicago O'Hare,Chicago,IL,USA",
  "BOS,Logan,Boston,MA,USA",
].join("\n");

const offices = ["office,country,staff", "Lyon,FR,12", "Paris,FR,40", "Berlin,DE,25", "Madrid,ES,9", "Munich,DE,14"].join("\n");
const sales = ["region,country,amount", "North,Germany,100", "South,Spain,80", "West,France,60", "East,Germany,30"].join("\n");

const resultOf = (file: string, text: string, question: string) => csvAnswer(text, question, { filename: file });

describe("places written as codes", () => {
  it("counts 'airports in Texas' over the state code TX, and says the filter as the table writes it", async () => {
    const result = await resultOf("airports.csv", airports, "How many airports are in Texas?");
    expect(result.number).toBe(3);
    expect(result.plan.filters.map((filter) => filter.said)).toEqual(["state = TX"]);
  });

  it("reads a country by its name, in English or French, over ISO codes", async () => {
    expect((await resultOf("offices.csv", offices, "How many staff work in Germany?")).number).toBe(39);
    expect((await resultOf("offices.csv", offices, "Combien de bureaux en Allemagne ?")).number).toBe(2);
  });

  it("reads a code said in capitals over names", async () => {
    expect((await resultOf("sales.csv", sales, "What is the total amount for DE?")).number).toBe(130);
  });
});
