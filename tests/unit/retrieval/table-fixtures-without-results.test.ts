/**
 * Fixtures with a team and goals on each side but no result column (docs/architecture.md, "Tables"):
 * a win, a draw and a home win are read from the two scores; "let in" is conceded even when a sheet's
 * name follows it; "three or more" is a bound, not the other side compared; a team's first or last
 * opponent is the other side of that row.
 */
import { describe, expect, it } from "vitest";
import { loadTable, type LoadedTable } from "../../../server/retrieval/tables/loaded-table";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { answerOver, csvAnswer, csvTables } from "../../helpers/csv-tables";

const header = "Date,Home,Away,Home goals,Away goals,Crowd";
const autumn = [
  header,
  "2026-09-05,Red Lions,Harbour Rovers,1,2,240",
  "2026-09-05,Millbrook United,Tinkers FC,0,1,150",
  "2026-09-12,Tinkers FC,Red Lions,2,4,880",
  "2026-09-12,Harbour Rovers,Millbrook United,3,3,205",
  "2026-09-19,Red Lions,Millbrook United,3,0,295",
  "2026-09-19,Harbour Rovers,Tinkers FC,5,1,1340",
].join("\n");
const spring = [header, "2026-03-07,Red Lions,Tinkers FC,2,2,210", "2026-03-07,Millbrook United,Harbour Rovers,1,0,145"].join("\n");

async function sheet(name: string, csv: string): Promise<LoadedTable> {
  const [table] = await csvTables(`${name}.csv`, csv);
  return loadTable({ ...table!.record, name, sheet: name, filename: "league.xlsx" }, table!.rows);
}

describe("fixtures without a result column", () => {
  it("counts a team's wins from the two scores on whichever side it played", async () => {
    const wins = await csvAnswer(autumn, "How many games did Red Lions win?");
    expect(wins.number).toBe(2);
    expect(planSql(wins.plan)).toContain(`CASE WHEN "Home goals" > "Away goals" THEN 'H'`);
    expect((await csvAnswer(autumn, "How many games did Tinkers FC lose?")).number).toBe(2);
  });

  it("counts home wins and draws", async () => {
    expect((await csvAnswer(autumn, "How many games ended in a home win?")).number).toBe(2);
    expect((await csvAnswer(autumn, "How many draws were there?")).number).toBe(1);
  });

  it("names the team that won the most games", async () => {
    const best = await csvAnswer(autumn, "Which team won the most games?");
    expect(best.values).toEqual(["Red Lions", "Harbour Rovers"]);
  });

  it("reads 'let in during the autumn' as conceded on that sheet", async () => {
    const tables = [await sheet("Spring", spring), await sheet("Autumn", autumn)];
    const conceded = answerOver(tables, "How many goals did Tinkers FC let in during the autumn?");
    expect([conceded.number, conceded.plan.table.record.name]).toEqual([9, "Autumn"]);
  });

  it("reads 'an away team score three or more' as a bound on the away goals alone", async () => {
    const result = await csvAnswer(autumn, "How many times did an away team score three or more?");
    expect([result.number, result.how]).toEqual([2, "Away goals ≥ 3"]);
  });

  it("names a team's first and last opponents by the other side of those rows", async () => {
    const first = await csvAnswer(autumn, "Who were Tinkers FC's first opponents?");
    expect(first.values).toEqual(["Millbrook United"]);
    expect(planSql(first.plan)).toContain(`CASE WHEN "Home" = 'Tinkers FC' THEN "Away" ELSE "Home" END`);
    expect((await csvAnswer(autumn, "Who did Red Lions play in their last game?")).values).toEqual(["Millbrook United"]);
    expect((await csvAnswer(autumn, "Who did Tinkers FC play in their last game?")).values).toEqual(["Harbour Rovers"]);
  });
});
