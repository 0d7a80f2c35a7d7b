/**
 * The tables a question may use (its documents' tables, or the whole library's), loaded into
 * memory once per table and kept while unchanged (loaded-table.ts).
 */
import type { TableStore } from "../../stores/tables";
import { createTableCache, type LoadedTable } from "./loaded-table";
import { sqliteTableSql, type TableSql } from "./sql-sandbox";

export interface TableQueries {
  /** Loaded tables of ready documents, limited to `documentIds` when given. */
  tablesFor(documentIds?: string[]): Promise<LoadedTable[]>;
  /** Where model-written SQL over them runs (NL2SQL, LLM mode). */
  sql: TableSql;
}

export function createTableQueries(store: Pick<TableStore, "listReadyTables" | "readRows">, sql: TableSql = sqliteTableSql): TableQueries {
  const load = createTableCache(store);
  return {
    sql,
    async tablesFor(documentIds) {
      const scope = documentIds && documentIds.length > 0 ? new Set(documentIds) : null;
      const records = (await store.listReadyTables()).filter((record) => !scope || scope.has(record.doc_id));
      return Promise.all(records.map(load));
    },
  };
}
