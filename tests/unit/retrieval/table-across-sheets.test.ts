/**
 * A difference across two look-alike sheets (docs/architecture.md, "Tables"): "How many more loans
 * were there in 2025 than in 2024?" reads the same total on each sheet named and answers their
 * difference; the SQL shows both totals.
 */
import { describe, expect, it } from "vitest";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { loadTable, type LoadedTable } from "../../../server/retrieval/tables/loaded-table";
import { answerOver, csvTables } from "../../helpers/csv-tables";

async function sheet(name: string, csv: string): Promise<LoadedTable> {
  const [table] = await csvTables(`${name}.csv`, csv);
  return loadTable({ ...table!.record, name, sheet: name, filename: "branches.xlsx" }, table!.rows);
}

const header = "Branch,District,Loans,Visitors,Opened";

describe("a difference across two look-alike sheets", () => {
  it("answers the difference of the same total on each sheet named", async () => {
    const tables = [
      await sheet("Loans 2024", [header, "Central,Centre,1000,5000,1968-05-02", "Quay,South,400,2500,2004-01-10"].join("\n")),
      await sheet("Loans 2025", [header, "Central,Centre,1200,5200,1968-05-02", "Quay,South,450,2300,2004-01-10"].join("\n")),
    ];
    const total = answerOver(tables, "How many more loans were there in 2025 than in 2024?");
    expect([total.plan.operation, total.number, total.plan.assumptions]).toEqual(["difference", 250, []]);
    expect(total.values).toEqual(["Loans 2025: 1650", "Loans 2024: 1400"]);
    expect(planSql(total.plan)).toContain('SELECT SUM("Loans") FROM "Loans 2025"');
    const one = answerOver(tables, "How many more visitors did Quay have in 2024 than in 2025?");
    expect(one.number).toBe(200);
  });

  it("answers 'Did Quay have more visitors in 2025 than in 2024?' by the two sheets' totals, yes or no", async () => {
    const tables = [
      await sheet("Loans 2024", [header, "Central,Centre,1000,5000,1968-05-02", "Quay,South,400,2500,2004-01-10"].join("\n")),
      await sheet("Loans 2025", [header, "Central,Centre,1200,5200,1968-05-02", "Quay,South,450,2300,2004-01-10"].join("\n")),
    ];
    const more = answerOver(tables, "Did Quay have more visitors in 2025 than in 2024?");
    expect([more.plan.operation, more.boolean, more.plan.assumptions]).toEqual(["compare_max", false, []]);
    expect(answerOver(tables, "Did Quay have fewer visitors in 2025 than in 2024?").boolean).toBe(true);
    expect(answerOver(tables, "Did Central have more loans in 2025 than in 2024?").boolean).toBe(true);
  });

  it("reads a change from one sheet to the other ('go up from 2024 to 2025') as their difference", async () => {
    const tables = [
      await sheet("Loans 2024", [header, "Central,Centre,1000,5000,1968-05-02", "Quay,South,400,2500,2004-01-10"].join("\n")),
      await sheet("Loans 2025", [header, "Central,Centre,1200,5200,1968-05-02", "Quay,South,450,2300,2004-01-10"].join("\n")),
    ];
    const up = answerOver(tables, "By how many loans did Quay go up from 2024 to 2025?");
    expect([up.plan.operation, up.number]).toEqual(["difference", 50]);
    expect(answerOver(tables, "By how many visitors did Quay drop from 2024 to 2025?").number).toBe(200);
  });

  it("answers 'how many more … in one year than in another' in one table as the difference of two counts", async () => {
    const weather = [
      "date,precipitation,weather",
      "2012-01-01,0.0,sun",
      "2012-01-02,10.9,rain",
      "2012-01-03,0.8,rain",
      "2013-01-01,5.0,rain",
      "2013-01-02,0.0,sun",
    ].join("\n");
    const tables = await csvTables("weather.csv", weather);
    const result = answerOver(tables, "How many more rainy days were there in 2012 than in 2013?");
    expect([result.plan.operation, result.number, result.plan.assumptions]).toEqual(["difference", 1, []]);
    expect(planSql(result.plan)).toContain("SELECT COUNT(*)");
    // "no precipitation" over a column of amounts: the days with 0 (or nothing).
    expect(answerOver(tables, "How many days had no precipitation?").number).toBe(2);
  });

  it("asks the previous question again on the look-alike sheet a follow-up names ('And in 2024?')", async () => {
    const tables = [
      await sheet("Loans 2024", [header, "Central,Centre,1000,5000,1968-05-02", "Quay,South,400,2500,2004-01-10"].join("\n")),
      await sheet("Loans 2025", [header, "Central,Centre,1200,5200,1968-05-02", "Quay,South,450,2300,2004-01-10"].join("\n")),
    ];
    const first = answerOver(tables, "How many loans did Quay make in 2025?");
    expect(first.number).toBe(450);
    const again = answerOver(tables, "And in 2024?", "How many loans did Quay make in 2025?");
    expect([again.plan.table.record.name, again.number]).toEqual(["Loans 2024", 400]);
    expect(again.plan.assumptions.join(" | ")).toContain('read as "How many loans did Quay make in 2025?" over "Loans 2024"');
    // A follow-up that says more than a sheet's name is not this one.
    const refined = answerOver(tables, "And how many visitors in 2024?", "How many loans did Quay make in 2025?");
    expect(refined.plan.assumptions.join(" | ")).not.toContain("read as");
  });

  it("takes the look-alike of the previous answer's table when a year names one table on every sheet ('and in 2022?')", async () => {
    // One workbook, two sheets of two tables each (a half-year's results beside the year before's),
    // the second sheet's tables of other columns: "2022" names a table on both sheets.
    const results = "Segment,Sales,Profit";
    const other = "Segment,Staff,Sites";
    const tables = [
      await sheet("Results (2023)", [results, "North,12553,2713", "South,9467,1570"].join("\n")),
      await sheet("Results (2022)", [results, "North,12138,2284", "South,9283,1606"].join("\n")),
      await sheet("Other (2023)", [other, "North,310,12", "South,280,9"].join("\n")),
      await sheet("Other (2022)", [other, "North,300,11", "South,270,9"].join("\n")),
    ];
    const again = answerOver(tables, "and in 2022?", "Which segment had the highest sales?");
    expect([again.plan.table.record.name, again.plan.operation, again.values]).toEqual(["Results (2022)", "argmax", ["North"]]);
    const staff = answerOver(tables, "And for 2022?", "How many staff does South have?");
    expect([staff.plan.table.record.name, staff.number]).toEqual(["Other (2022)", 270]);
  });
});
