/**
 * A file named by a word that every table is ("tables.docx", "data.csv") is not named by that word
 * in a question: "the inventory table" is not a question about tables.docx.
 */
import { describe, expect, it } from "vitest";
import { csvTables } from "../../helpers/csv-tables";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";

describe("generic file names", () => {
  it("does not take 'table' in a question as naming a file called tables", async () => {
    const tables = [
      ...(await csvTables("tables.csv", "Top left,Top right\nBottom left,Bottom right\nA,B")),
      ...(await csvTables(
        "sparse-2024-inv-1234.csv",
        "Product Code,Category,Unit Cost\nSKU-1,Hardware,3.5\nSKU-2,Software,12\nSKU-3,Hardware,7",
      )),
    ];
    const plan = interpretQuestion("How many items are listed in the inventory table?", tables, {});
    expect(plan?.table.record.filename ?? null).not.toBe("tables.csv");
    expect(interpretQuestion("How many products are in the table?", tables, {})?.table.record.filename).toBe("sparse-2024-inv-1234.csv");
    // Said as the file is named, it still names it.
    expect(interpretQuestion("How many rows does the tables file have?", tables, {})?.table.record.filename).toBe("tables.csv");
  });
});
