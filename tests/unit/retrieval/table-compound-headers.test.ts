/**
 * A header's words said as one ("landlocked" of "Land Locked Developing Countries"), its last word
 * in the other number ("a landlocked developing country"), names that header, not a look-alike
 * ("Least Developed Countries").
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const countries = [
  "Country,Least Developed Countries (LDC),Land Locked Developing Countries (LLDC)",
  "Bolivia,,x",
  "Chad,x,x",
  "Peru,,",
  "Nepal,x,x",
  "Haiti,x,",
].join("\n");

describe("a header said as one word", () => {
  it("reads 'a landlocked developing country' as the LLDC column", async () => {
    const bolivia = await csvAnswer(countries, "Is Bolivia a landlocked developing country?");
    expect([bolivia.plan.table.columns[bolivia.plan.target!]!.name, bolivia.boolean]).toEqual([
      "Land Locked Developing Countries (LLDC)",
      true,
    ]);
    expect((await csvAnswer(countries, "Is Bolivia a least developed country?")).boolean).toBe(false);
  });
});
