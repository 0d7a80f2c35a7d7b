/**
 * "How many X" over a table where each X fills several rows (a country per year): the answer
 * counts the different X, not the rows; where every row names a different one, rows and X agree.
 * A question that pins a row down without naming a column gets the whole row.
 */
import { describe, expect, it } from "vitest";
import { suiteServices } from "../../helpers/services";

const countries = ["France", "Germany", "Italy", "Spain", "Portugal", "Belgium", "Austria"];
const years = [2019, 2020, 2021];
const rows = countries.flatMap((country, index) => years.map((year) => `${country},${year},${(index + 1) * 1000 + year}`));
const lakes = ["Annecy", "Bourget", "Leman", "Serre-Poncon", "Der", "Guerledan", "Vassiviere", "Pareloup"].map(
  (lake, index) => `${lake},${12 + index * 3}`,
);

const docent = suiteServices({
  prefix: "docent-count-entities-",
  documents: [
    { name: "output.csv", text: ["Country Name,Year,Value", ...rows].join("\n") },
    { name: "lakes.csv", text: ["Lake,Depth", ...lakes].join("\n") },
  ],
  timeoutMs: 180_000,
});

describe("counting things that fill several rows", () => {
  it("counts the different countries of a country-by-year table", async () => {
    const { response } = await docent.ask("How many countries are in the output table?");
    expect(response.answer).toMatch(/\b7\b/);
    expect(response.answer).not.toMatch(/\b21\b/);
  });

  it("counts the rows where each row is a different thing", async () => {
    const { response } = await docent.ask("How many lakes are listed in the lakes table?");
    expect(response.answer).toMatch(/\b8\b/);
  });

  it("shows the whole row when the question pins one down without naming a column", async () => {
    const { response } = await docent.ask("What was the output of Germany in 2020?");
    // Germany is the second country: its 2020 Value is 2 × 1000 + 2020.
    expect(response.answer).toMatch(/4,?020/);
  });
});
