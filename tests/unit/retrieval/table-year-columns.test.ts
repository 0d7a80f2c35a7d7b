/**
 * A series with one column per year ("Country, Code, 2018, 2019, …"): a header that is a year is a
 * value of the period, so questions across years read the table as one row per country and year.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const wide = [
  "Country,Code,2018,2019,2020,2021,2022,2023",
  "Ireland,IRL,385,398,425,513,545,",
  "Brazil,BRA,1916,1873,1476,1670,1951,2173",
  "Ghana,GHA,67,68,70,79,74,76",
].join("\n");

const answer = (question: string) => csvAnswer(wide, question, { filename: "world-indicators.csv" });

describe("a series with a column per year", () => {
  it("adds up the years listed ('add up … for 2020, 2021 and 2022')", async () => {
    const result = await answer("Add up Ireland's GDP for 2020, 2021 and 2022.");
    expect(result.number).toBe(425 + 513 + 545);
  });

  it("finds the latest year with a figure (Ireland's 2023 cell is empty)", async () => {
    expect((await answer("What is the most recent year with a GDP figure for Ireland?")).values).toEqual(["2022"]);
  });

  it("averages a decade or a range of year columns", async () => {
    expect((await answer("What was Brazil's average GDP from 2018 to 2020?")).number).toBeCloseTo((1916 + 1873 + 1476) / 3, 6);
    expect((await answer("What was Ghana's average GDP in the 2010s?")).number).toBeCloseTo((67 + 68) / 2, 6);
  });

  it("names the year of the highest value, and the difference between two years", async () => {
    expect((await answer("In which year was Brazil's GDP highest?")).values).toEqual(["2023"]);
    expect((await answer("How much did Ghana's GDP grow from 2018 to 2022?")).number).toBe(7);
  });

  it("keeps a question about one year on the year's own column", async () => {
    const result = await answer("Which country had the highest GDP in 2021?");
    expect(result.values).toEqual(["Brazil"]);
    expect(result.plan.table.columns[result.plan.target!]!.name).toBe("2021");
  });
});
