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
});
