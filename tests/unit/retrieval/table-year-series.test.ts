/**
 * A measure kept per year (one row per country and year, as gdp.csv): several years said as a list,
 * a decade, "add up", and the years themselves ranked or named as the answer.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const years = [1988, 1989, 1990, 1991, 1995, 1999, 2000, 2020, 2021, 2022, 2023];
const series = (country: string, code: string, base: number, blankFrom = 9999) =>
  years.map((year, at) => `${country},${code},${String(year)},${year >= blankFrom ? "" : String(base + at * 10 + (at % 3) * 7)}`);
const gdp = [
  "Country Name,Country Code,Year,Value",
  ...series("Ireland", "IRL", 100),
  ...series("Ghana", "GHA", 40, 2023),
  ...series("Brazil", "BRA", 500).map((line, at) => (at === 4 ? line.replace(/,\d+$/u, ",900") : line)),
].join("\n");

const answer = (question: string) => csvAnswer(gdp, question, { filename: "gdp.csv" });
const value = (country: string, year: number) => {
  const line = gdp.split("\n").find((row) => row.startsWith(`${country},`) && row.includes(`,${String(year)},`))!;
  return Number(line.split(",")[3]);
};

describe("a measure kept per year", () => {
  it("adds up the years said as a list ('add up … for 2020, 2021 and 2022')", async () => {
    const result = await answer("Add up Ireland's GDP for 2020, 2021 and 2022.");
    expect(result.plan.operation).toBe("sum");
    expect(result.number).toBe(value("Ireland", 2020) + value("Ireland", 2021) + value("Ireland", 2022));
  });

  it("reads a decade ('during the 1990s') as its ten years", async () => {
    const result = await answer("What was Ghana's average GDP during the 1990s?");
    const nineties = [1990, 1991, 1995, 1999].map((year) => value("Ghana", year));
    expect(result.number).toBeCloseTo(nineties.reduce((sum, next) => sum + next, 0) / nineties.length, 6);
  });

  it("ranks the years themselves for 'the most recent year with a figure'", async () => {
    const result = await answer("What's the most recent year with a GDP figure for Ghana?");
    expect(result.values).toEqual(["2022"]);
  });

  it("names the years, not the country filtered on, for 'Brazil's three biggest GDP years'", async () => {
    const result = await answer("Which were Brazil's three biggest GDP years?");
    const biggest = [...years].sort((left, right) => value("Brazil", right) - value("Brazil", left)).slice(0, 3);
    expect(biggest).toContain(1995);
    expect(result.values).toEqual(biggest.map(String));
  });
});
