/**
 * A question naming a file as it is written, extension and all ("vodafone.xlsx"), names that file's
 * table: the name is one word of the question (as "1.5" is one number), so it must not be left over.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { csvTables, spreadsheetTables } from "../../helpers/csv-tables";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { corpusDir } from "../../../scripts/lib/corpus";

describe("a file named with its extension", () => {
  it("counts the rows of the corpus's vodafone.xlsx when the question says 'vodafone.xlsx'", async () => {
    const bytes = new Uint8Array(fs.readFileSync(path.join(corpusDir, "files/xlsx/vodafone.xlsx")));
    const tables = await spreadsheetTables("vodafone.xlsx", bytes, "xlsx");
    const plan = interpretQuestion("how many rows does vodafone.xlsx have?", tables, { scoped: true });
    expect(plan?.operation).toBe("count");
    // 15 topics: the sheet's two section rows ("Operational metrics") are not records.
    expect(executePlan(plan!).number).toBe(15);
  });

  it("picks the named file among two", async () => {
    const tables = [
      ...(await csvTables("garages.csv", "Garage,City\nNorth,Lyon\nSouth,Paris\nEast,Lyon")),
      ...(await csvTables("depots.csv", "Depot,City\nA,Lyon\nB,Nice")),
    ];
    const plan = interpretQuestion("How many rows are in depots.csv?", tables, {});
    expect(plan?.table.record.filename).toBe("depots.csv");
    expect(executePlan(plan!).number).toBe(2);
  });
});
