/**
 * A CSV text parsed by Docent's own spreadsheet parser and loaded as the typed tables the offline
 * interpreter reads, for unit tests of table questions without the stores.
 */
import { parseSpreadsheet } from "../../server/ingest/parsers/spreadsheet";
import { loadTable, type LoadedTable } from "../../server/retrieval/tables/loaded-table";

const limits = {
  maxBytes: 10e6,
  maxPages: 100,
  maxSheetRows: 10_000,
  maxUncompressedBytes: 50e6,
  maxZipEntries: 1_000,
  maxCompressionRatio: 200,
  parseTimeoutMs: 30_000,
  parseMemoryMb: 512,
};

export async function csvTables(filename: string, text: string): Promise<LoadedTable[]> {
  const outcome = await parseSpreadsheet({
    bytes: new TextEncoder().encode(text),
    filename,
    type: "csv",
    limits,
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return (outcome.document.tables ?? []).map((table, index) => {
    const { rows, ...rest } = table;
    return loadTable({ ...rest, id: `t${String(index)}`, doc_id: "d", filename, table_index: index, row_count: rows.length }, rows);
  });
}
