/**
 * The tables a question may use (its documents' tables, or the whole library's), loaded into
 * memory once per table and kept while unchanged (loaded-table.ts).
 */
import type { TableStore } from "../../stores/tables";
import { createTableCache, type LoadedTable } from "./loaded-table";

export interface TableQueries {
  /** Loaded tables of ready documents, limited to `documentIds` when given. */
  tablesFor(documentIds?: string[]): Promise<LoadedTable[]>;
}

export function createTableQueries(store: Pick<TableStore, "listReadyTables" | "readRows">): TableQueries {
  const load = createTableCache(store);
  return {
    async tablesFor(documentIds) {
      const scope = documentIds && documentIds.length > 0 ? new Set(documentIds) : null;
      const records = (await store.listReadyTables()).filter((record) => !scope || scope.has(record.doc_id));
      return Promise.all(records.map(load));
    },
  };
}
