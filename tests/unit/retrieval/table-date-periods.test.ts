/**
 * Periods of a year said in words (docs/architecture.md, "Tables", date-periods.ts): a range of months
 * ("between March and June"), one across the year end ("between December 2013 and February 2014"), the
 * days between two named days, a season, a quarter, a half and "early 2019", each read as two bounds.
 */
import { describe, expect, it } from "vitest";
import { periodsSaid } from "../../../server/retrieval/tables/date-periods";
import { answerOver, csvAnswer, csvTables } from "../../helpers/csv-tables";

/** One row on the 10th and the 20th of each month from January 2013 to June 2014, with the month's number as its rain. */
function daily(): string {
  const lines = ["location,date,rain"];
  for (let at = 0; at < 18; at++) {
    const [year, month] = [2013 + Math.floor(at / 12), (at % 12) + 1];
    for (const day of ["10", "20"]) lines.push(`Leeds,${String(year)}-${String(month).padStart(2, "0")}-${day},${String(month)}`);
  }
  return lines.join("\n");
}

describe("periods of a year", () => {
  it("reads a range of months with one year as the months between, both included", async () => {
    const result = await csvAnswer(daily(), "how many days were recorded in leeds between march and june 2013");
    expect(result.number).toBe(8);
  });

  it("reads a range across the year end as one range, not two single months", async () => {
    const result = await csvAnswer(daily(), "how many days were recorded in leeds between december 2013 and february 2014");
    expect(result.number).toBe(6);
    expect((await csvAnswer(daily(), "how many days were recorded in leeds from december to february 2014")).number).toBe(6);
  });

  it("reads a season restated by its months, and a season alone as an assumption", async () => {
    const restated = await csvAnswer(daily(), "what was the total rain in leeds over the summer of 2013 (june to august)");
    expect(restated.number).toBe(42);
    const read = periodsSaid("how much rain fell over the summer of 2013", []);
    expect(read.said).toBe("how much rain fell since june 2013 until august 2013");
    expect(read.assumed).toEqual(['"over the summer of 2013" was read as june 2013 to august 2013']);
    expect(periodsSaid("rain in the summer of 2013 (june to august)", []).assumed).toEqual([]);
  });

  it("reads quarters, halves and early or late in a year", () => {
    expect(periodsSaid("sales in Q3 2019", []).said).toBe("sales since july 2019 until september 2019");
    expect(periodsSaid("sales in the first quarter of 2019", []).said).toBe("sales since january 2019 until march 2019");
    expect(periodsSaid("sales in the second half of 2019", []).said).toBe("sales since july 2019 until december 2019");
    const early = periodsSaid("sales in early 2019", []);
    expect(early.said).toBe("sales since january 2019 until april 2019");
    expect(early.assumed).toHaveLength(1);
    // "May and June 2024" lists two months; it is no range.
    expect(periodsSaid("sales in may and june 2024", []).said).toBe("sales in may and june 2024");
  });

  it("reads the days between two named days, on the one look-alike sheet whose rows hold them", async () => {
    const games = (first: string) =>
      [
        "Date,HomeTeam,AwayTeam",
        ...["24", "26", "28", "30"].map((day, at) => `${first}-12-${day},Team ${String(at)},Team ${String(at + 4)}`),
      ].join("\n");
    const tables = [...(await csvTables("2022-23.csv", games("2022"))), ...(await csvTables("2023-24.csv", games("2023")))];
    const result = answerOver(tables, "how many games were played between boxing day and new years eve 2023");
    expect(result.number).toBe(3);
  });
});
