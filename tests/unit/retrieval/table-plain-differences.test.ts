/**
 * A difference said in plain words: "how much hotter was X's hottest day than Y's" is a comparative
 * with "than" (not only "how much more"), each side's rows taken at their extreme (or average), and a
 * snake_case header ("temp_max") found by the word the comparative implies.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const weather = [
  "location,date,precipitation,temp_max,temp_min,wind",
  "Seattle,2014-07-01,0.0,30.6,14.4,3.1",
  "Seattle,2014-07-02,0.0,35.6,16.1,2.2",
  "Seattle,2014-12-30,2.0,6.1,-7.1,4.5",
  "New York,2014-07-01,0.0,33.9,21.1,4.0",
  "New York,2014-07-02,0.0,37.8,23.3,5.2",
  "New York,2014-12-30,0.0,1.1,-16.0,6.3",
].join("\n");

const answer = (question: string) => csvAnswer(weather, question, { filename: "weather.csv" });

describe("a difference said in plain words", () => {
  it("takes each place's hottest day for 'how much hotter was X's hottest day than Y's'", async () => {
    const result = await answer("How much hotter was New York's hottest day than Seattle's?");
    expect(result.plan.operation).toBe("difference");
    expect(result.number).toBeCloseTo(2.2, 6);
  });

  it("reads 'colder' as the low column and each place's coldest day", async () => {
    const result = await answer("How much colder was New York's coldest night than Seattle's?");
    expect(result.plan.table.columns[result.plan.target!]!.name).toBe("temp_min");
    expect(result.number).toBeCloseTo(8.9, 6);
  });

  it("compares averages when the question says 'on average'", async () => {
    const result = await answer("How much windier was New York than Seattle on average?");
    expect(result.number).toBeCloseTo(5.1666667 - 3.2666667, 5);
  });
});
