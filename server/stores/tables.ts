/**
 * Typed tables of documents (docs/architecture.md, "Tables"): one `doc_tables` record per sheet,
 * CSV or DOCX table, its rows in `doc_table_rows` as typed JSON arrays. Both go with their document
 * (ON DELETE CASCADE). Rows are read whole by the table interpreter, which keeps them in memory.
 */
import { z } from "zod";
import { columnTypes, type ExtractedTable, type TableColumn, type TableRow, type TableSource, type TableValue } from "../core/table-types";
import type { Db } from "./db";

const columnsSchema = z.array(
  z.object({ name: z.string(), type: z.enum(columnTypes), unit: z.string().optional(), description: z.string().optional() }),
);

export interface TableRecord {
  id: string;
  doc_id: string;
  filename: string;
  table_index: number;
  name: string;
  sheet: string | null;
  source: TableSource;
  header_row: number;
  columns: TableColumn[];
  row_count: number;
}

/** What `GET /api/documents/:id` lists per table. */
export interface TableSummary {
  name: string;
  sheet: string | null;
  columns: string[];
  types: string[];
  row_count: number;
}

interface TableDbRow extends Omit<TableRecord, "columns"> {
  columns_json: string;
}

function toRecord(row: TableDbRow): TableRecord {
  const { columns_json: columnsJson, ...rest } = row;
  return { ...rest, columns: columnsSchema.parse(JSON.parse(columnsJson)) };
}

/**
 * Typed tables: one interface, SQLite below. Model-written SQL never runs on this database (the
 * sandbox in retrieval/tables/sql-sandbox.ts runs it on an in-memory copy).
 */
export interface TableStore {
  /** Replaces a document's tables (and their rows) in one transaction. */
  replaceTables(docId: string, tables: ExtractedTable[]): Promise<void>;
  deleteTablesOf(docId: string): Promise<void>;
  listTablesOf(docId: string): Promise<TableRecord[]>;
  /** Tables of every ready document, oldest document first. */
  listReadyTables(): Promise<TableRecord[]>;
  readRows(tableId: string): Promise<TableRow[]>;
}

export function createTableStore(db: Db): TableStore {
  const selectTable = `SELECT t.id, t.doc_id, d.filename, t.table_index, t.name, t.sheet, t.source, t.header_row, t.columns_json, t.row_count
    FROM doc_tables t JOIN documents d ON d.id = t.doc_id`;
  const statements = {
    insertTable: db.prepare(
      `INSERT INTO doc_tables (id, doc_id, table_index, name, sheet, source, header_row, columns_json, row_count)
       VALUES (@id, @doc_id, @table_index, @name, @sheet, @source, @header_row, @columns_json, @row_count)`,
    ),
    insertRow: db.prepare("INSERT INTO doc_table_rows (table_id, seq, row_number, values_json) VALUES (?, ?, ?, ?)"),
    removeOf: db.prepare("DELETE FROM doc_tables WHERE doc_id = ?"),
    listOf: db.prepare(`${selectTable} WHERE t.doc_id = ? ORDER BY t.table_index`),
    listReady: db.prepare(`${selectTable} WHERE d.status = 'ready' ORDER BY d.created_at, t.table_index`),
    rows: db.prepare("SELECT row_number, values_json FROM doc_table_rows WHERE table_id = ? ORDER BY seq"),
  };
  const replace = db.transaction((docId: string, tables: ExtractedTable[]) => {
    statements.removeOf.run(docId);
    tables.forEach((table, index) => {
      const id = `${docId}_t${String(index)}`;
      statements.insertTable.run({
        id,
        doc_id: docId,
        table_index: index,
        name: table.name,
        sheet: table.sheet,
        source: table.source,
        header_row: table.header_row,
        columns_json: JSON.stringify(table.columns),
        row_count: table.rows.length,
      });
      table.rows.forEach((row, seq) => statements.insertRow.run(id, seq, row.row, JSON.stringify(row.values)));
    });
  });
  return {
    async replaceTables(docId, tables) {
      replace(docId, tables);
    },
    async deleteTablesOf(docId) {
      statements.removeOf.run(docId);
    },
    async listTablesOf(docId) {
      return (statements.listOf.all(docId) as TableDbRow[]).map(toRecord);
    },
    async listReadyTables() {
      return (statements.listReady.all() as TableDbRow[]).map(toRecord);
    },
    async readRows(tableId) {
      return (statements.rows.all(tableId) as { row_number: number; values_json: string }[]).map((row) => ({
        row: row.row_number,
        values: JSON.parse(row.values_json) as TableValue[],
      }));
    },
  };
}

export function summarizeTable(table: TableRecord): TableSummary {
  return {
    name: table.name,
    sheet: table.sheet,
    columns: table.columns.map((column) => column.name),
    types: table.columns.map((column) => column.type),
    row_count: table.row_count,
  };
}
