/**
 * "How long / old / tall / far … is X?" read by the offline interpreter as a lookup of the column the
 * question word names (docs/architecture.md, "Tables"), over a file parsed by Docent's own parser:
 * "How long" finds a Length column or, when none is named so, the table's durations.
 */
import { describe, expect, it } from "vitest";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import type { LoadedTable } from "../../../server/retrieval/tables/loaded-table";
import { csvTables } from "../../helpers/csv-tables";

function answer(question: string, tables: LoadedTable[]): string[] {
  const plan = interpretQuestion(question, tables, { scoped: true });
  return plan ? executePlan(plan).values : [];
}

describe("how-questions", () => {
  it("reads 'how long is …' as the Length of that row", async () => {
    const tables = await csvTables("episodes.csv", "Title,Guest,Length\nWater towers,Ines Moreau,47:33\nGrid day,Omar Haddad,55:14\n");
    expect(answer("How long is Grid day?", tables)).toEqual(["55:14"]);
  });

  it("reads 'how long' as the table's durations when no column is called length", async () => {
    const tables = await csvTables("runs.csv", "Runner,Finish\nAda,3:41:05\nBob,4:02:10\n");
    expect(answer("How long did Bob take?", tables)).toEqual(["4:02:10"]);
  });

  it("reads 'how tall' as the height column", async () => {
    const tables = await csvTables("towers.csv", "Tower,City,Height (m)\nEiffel Tower,Paris,330\nTour Montparnasse,Paris,210\n");
    expect(answer("How tall is the Eiffel Tower?", tables)).toEqual(["330"]);
  });
});
