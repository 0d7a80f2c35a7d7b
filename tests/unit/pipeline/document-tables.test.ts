/**
 * "What tables are in tables.docx?" (server/pipeline/answerers/document-tables.ts; docs/architecture.md,
 * "Tables"): the typed tables of the documents asked about, by name, columns and rows, each cited. No
 * answerer listed them: the question got a passage fragment of a table's cells.
 */
import { describe, expect, it } from "vitest";
import { asksWhichTables, listDocumentTables, tablesAreValues } from "../../../server/pipeline/answerers/document-tables";
import { loadTable, type LoadedTable } from "../../../server/retrieval/tables/loaded-table";
import { csvTables } from "../../helpers/csv-tables";

async function docxTable(filename: string, name: string, csv: string): Promise<LoadedTable> {
  const [table] = await csvTables(`${name}.csv`, csv);
  return loadTable({ ...table!.record, name, sheet: null, source: "docx", filename, doc_id: filename }, table!.rows);
}

describe("the tables a document holds", () => {
  it("reads the question in its many phrasings, never a value asked of a table", () => {
    for (const question of [
      "what tables are in tables.docx?",
      "Which tables does the beekeepers' handbook have?",
      "How many tables are there in the report?",
      "Are there any tables in the choir report?",
      "list the tables of the handbook",
      "What kind of tables does this file contain?",
      "Which of the tables does the report include?",
    ])
      expect(asksWhichTables(question), question).toBe(true);
    for (const question of [
      "What is in the table?",
      "Which apiary has the most colonies?",
      "What does table 2 show?",
      "How many rows does the table have?",
    ])
      expect(asksWhichTables(question), question).toBe(false);
  });

  it("lists each table by name, row count and columns, cited, with questions the tables answer", async () => {
    const tables = [
      await docxTable(
        "apiary-handbook.docx",
        "Table 1",
        ["Apiary,Colonies,Manager", "Copse Farm,12,Dev Sharma", "Heather out-apiary,3,Ann Lee", "Mill Lane,9,Sam Cole"].join("\n"),
      ),
      await docxTable(
        "apiary-handbook.docx",
        "Table 2",
        ["Month,Task", "April,First inspection", "May,Swarm checks", "June,Supers on"].join("\n"),
      ),
    ];
    const draft = listDocumentTables(tables)!;
    expect(draft.answer).toContain("apiary-handbook.docx holds 2 tables");
    expect(draft.answer).toContain("- Table 1, 3 rows: Apiary, Colonies, Manager [Source 1]");
    expect(draft.answer).toContain("- Table 2, 3 rows: Month, Task [Source 2]");
    expect(draft.chunks.map((chunk) => chunk.metadata.heading)).toEqual(["Table 1", "Table 2"]);
    expect(draft.confidence).toBe("high");
    expect(draft.suggestions.length).toBeGreaterThan(0);
    expect(listDocumentTables([])).toBeNull();
  });

  it("leaves 'which tables' to the rows when the table's own words are tables (a seating plan)", async () => {
    const seating = await docxTable("wedding.docx", "Table 1", ["Table,Seats,Guest", "Table 1,8,Ann", "Table 2,6,Bob"].join("\n"));
    expect(tablesAreValues([seating])).toBe(true);
    const apiaries = await docxTable("apiary-handbook.docx", "Table 1", ["Apiary,Colonies", "Copse Farm,12", "Mill Lane,9"].join("\n"));
    expect(tablesAreValues([apiaries])).toBe(false);
  });
});
