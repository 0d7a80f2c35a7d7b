/**
 * Tables in PDFs (docs/architecture.md, "Tables"): a table drawn with rules becomes a typed table
 * at ingestion and answers exactly, cited at its page; PDFs whose ruled boxes are forms, frames
 * or text boxes give no table.
 */
import { describe, expect, it } from "vitest";
import { corpusFile, suiteServices } from "../../helpers/services";

const docent = suiteServices({
  prefix: "docent-pdf-tables-",
  documents: [{ path: corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf") }, { path: corpusFile("pdf/prefilled_f1040.pdf") }],
  timeoutMs: 180_000,
});

describe("tables in PDFs", () => {
  it("keeps a ruled table of records as a typed table, and no form boxes", async () => {
    const [inventory, taxForm] = docent.documents;
    const store = docent.services.tables;
    const tables = await store.listTablesOf(inventory!.id);
    expect(tables.map((table) => ({ name: table.name, source: table.source, rows: table.row_count }))).toEqual([
      // Page 1's reconciliation, drawn without rules and sparse (each row fills the cells that differ).
      { name: "Table 1, page 1", source: "pdf", rows: 8 },
      { name: "Table 2, page 2", source: "pdf", rows: 10 },
    ]);
    expect(tables[1]!.columns.map((column) => `${column.name}:${column.type}`)).toEqual([
      "Product Code:text",
      "Category:text",
      "Unit Cost:real",
      "Total Value:real",
      "Last Audit:date",
      "Notes:text",
    ]);
    expect(await store.listTablesOf(taxForm!.id)).toEqual([]);
  });

  it("answers from the sparse reconciliation table on page 1", async () => {
    const { response } = await docent.ask("What is the actual count for SKU-4563?");
    expect(response.answer).toContain("156");
    expect(response.citations[0]).toMatchObject({ filename: "SPARSE-2024-INV-1234_borderless_table.pdf", page: 1 });
    expect(response.table_query?.sql).toContain('"Table 1, page 1"');
  });

  it("answers a total from the PDF's table, cited at its page", async () => {
    // The three Electronics rows on page 2: $13,005.00 + $22,445.00 + $35,000.00.
    const { response } = await docent.ask("What is the total value of the Electronics products?");
    expect(response.answer).toContain("$70,450");
    expect(response.answer).toContain("3 of 10 rows");
    expect(response.citations[0]).toMatchObject({ filename: "SPARSE-2024-INV-1234_borderless_table.pdf", page: 2 });
    expect(response.table_query?.sql).toBe(`SELECT SUM("Total Value") FROM "Table 2, page 2"\nWHERE "Category" = 'Electronics'`);
  });
});
