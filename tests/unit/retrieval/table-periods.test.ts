/**
 * A report's table stacked for two periods (ingest/tables/extract.ts `extractTables`): one table per
 * period, the period said in the question picks its table, and otherwise the answer says which was used.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const report = [
  "Revenue by zone,,,,,",
  "In millions of CHF,,,,,January–June 2023",
  ",Sales,Profit,Staff,Stores,Brands",
  "Zone NA,12553,2713,410,52,8",
  "Zone EUR,9467,1570,380,40,9",
  "Zone AOA,9060,2068,300,35,7",
  "Total,31080,6351,1090,127,24",
  ",,,,,",
  "In millions of CHF,,,,,January–June 2022",
  ",Sales,Profit,Staff,Stores,Brands",
  "Zone NA,12138,2284,400,50,8",
  "Zone EUR,9283,1606,390,41,9",
  "Zone AOA,9335,2198,310,33,7",
  "Total,30756,6088,1100,124,24",
].join("\n");

const answer = (question: string) => csvAnswer(report, question, { filename: "zones.csv" });

describe("a table stacked for two periods", () => {
  it("answers from the period the question names", async () => {
    const result = await answer("Which zone had the highest sales in 2022?");
    expect(result.plan.table.record.name).toBe("zones (January–June 2022)");
    expect(result.values).toEqual(["Zone NA"]);
    expect(result.number ?? 12138).toBe(12138);
  });

  it("never adds two periods up, and says which one it used", async () => {
    const result = await answer("What is the total sales?");
    expect(result.number).toBe(31080);
    expect(result.plan.assumptions.join(" ")).toContain('"zones (January–June 2023)" was used');
  });

  it("ranks within one period: EUR is the lowest in 2022, AOA in 2023", async () => {
    expect((await answer("Which zone had the lowest sales in 2022?")).values).toEqual(["Zone EUR"]);
    expect((await answer("Which zone had the lowest sales in 2023?")).values).toEqual(["Zone AOA"]);
  });
});

describe("a period named by its part of the year", () => {
  it("reads 'the first half of 2022' as the period, not as 'the first' (a ranking)", async () => {
    const result = await answer("What were the sales of Zone EUR in the first half of 2022?");
    expect(result.plan.operation).toBe("lookup");
    expect(result.values).toEqual(["9283"]);
  });
});
