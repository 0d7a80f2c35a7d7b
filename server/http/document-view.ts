/**
 * What the document viewer shows for one citation (docs/architecture.md#http-api): the cited
 * passage between its neighbours, the cited sentence found in it, and for a sheet or CSV the
 * typed rows around the cited ones. Read-only over the stores; null when the document is gone.
 */
import type { DocumentView, DocumentViewQuery, ViewedPassage, ViewedTable } from "~/lib/document-view";
import { formatValue } from "../core/table-values";
import { escapeRegExp, wholePhrase } from "../core/text-analysis";
import type { ChunkRow, ChunkStore } from "../stores/chunks";
import type { DocumentStore } from "../stores/documents";
import type { TableRecord, TableStore } from "../stores/tables";

/** Passages shown on each side of the cited one. */
const neighbours = 3;
/** Rows shown around the cited ones, and at most in all. */
const contextRows = 5;
const maxShownRows = 300;

export interface DocumentViewStores {
  documents: DocumentStore;
  chunks: ChunkStore;
  tables: TableStore;
}

/** The exact piece of `text` that reads as `quote` once whitespace is collapsed. */
export function findQuote(text: string, quote: string | undefined): string | null {
  const words =
    quote
      ?.replace(/^…\s*|\s*…$/gu, "")
      .trim()
      .split(/\s+/u)
      .filter(Boolean) ?? [];
  if (words.length === 0) return null;
  const pattern = new RegExp(words.map(escapeRegExp).join("\\s+"), "u");
  return pattern.exec(text)?.[0] ?? null;
}

/** The start of `text` that repeats the end of `previous` (chunks overlap), so it is shown once. */
function overlapLength(previous: string, text: string): number {
  for (let length = Math.min(600, previous.length, text.length); length >= 20; length -= 1) {
    if (previous.endsWith(text.slice(0, length))) return length;
  }
  return 0;
}

async function passagesAround(stores: DocumentViewStores, cited: ChunkRow, quote: string | undefined): Promise<ViewedPassage[]> {
  const ids: string[] = [];
  for (let index = cited.chunk_index - neighbours; index <= cited.chunk_index + neighbours; index += 1) {
    if (index >= 0) ids.push(`${cited.doc_id}_${index}`);
  }
  const rows = (await stores.chunks.getChunks(ids)).sort((left, right) => left.chunk_index - right.chunk_index);
  const texts = rows.map((row) => row.text);
  // Text two neighbours share is shown once. The cited passage stays whole, so its quote is
  // always found in it: before it, the neighbour's end is cut; after it, the neighbour's start.
  for (let position = 1; position < rows.length; position += 1) {
    const shared = overlapLength(texts[position - 1]!, texts[position]!);
    if (shared === 0) continue;
    if (rows[position]!.id === cited.id) texts[position - 1] = texts[position - 1]!.slice(0, -shared).trimEnd();
    else texts[position] = texts[position]!.slice(shared).trimStart();
  }
  return rows.map((row, position) => {
    const isCited = row.id === cited.id;
    return {
      chunk_id: row.id,
      text: texts[position]!,
      page: row.page,
      sheet: row.sheet,
      rows: row.rows,
      heading: row.heading,
      cited: isCited,
      quote: isCited ? findQuote(row.text, quote) : null,
    };
  });
}

/** Row numbers named by "5, 9, 12-14, …". */
export function parseRowList(rows: string | null | undefined): number[] {
  const numbers: number[] = [];
  for (const part of (rows ?? "").split(",")) {
    const match = /^\s*(\d+)\s*(?:[-–]\s*(\d+))?\s*$/u.exec(part);
    if (!match) continue;
    const first = Number(match[1]);
    const last = Math.min(Number(match[2] ?? match[1]), first + 100_000);
    for (let row = first; row <= last; row += 1) numbers.push(row);
  }
  return numbers;
}

function tableFor(tables: TableRecord[], type: string, sheet: string | null | undefined) {
  return tables.find((table) => sheet && table.sheet === sheet) ?? (type === "csv" && tables.length === 1 ? tables[0] : undefined);
}

/**
 * How much of a row the quoted sentence holds: the share of its filled cells found in it as whole
 * words ("Vessel 1" is not in "Vessel 17"). Typed values may be written differently from the
 * sheet's text (a date, a grouped number), so most cells, not all, must be found.
 */
function quotedShare(cells: string[], quote: string): number {
  const filled = cells.filter((cell) => cell.trim().length > 0);
  if (filled.length === 0) return 0;
  const found = filled.filter((cell) => wholePhrase(cell).test(quote));
  return found.length / filled.length;
}

/** The rows the quote names: those it holds best, when it holds most of their cells. */
function quotedRows(rows: { row: number; cells: string[] }[], quote: string): Set<number> {
  const shares = rows.map((row) => ({ row: row.row, share: quotedShare(row.cells, quote) }));
  const best = Math.max(0, ...shares.map((entry) => entry.share));
  return new Set(best >= 0.6 ? shares.filter((entry) => entry.share === best).map((entry) => entry.row) : []);
}

async function viewTable(
  stores: DocumentViewStores,
  table: TableRecord,
  citedRows: number[],
  quote: string | undefined,
): Promise<ViewedTable | null> {
  if (citedRows.length === 0) return null;
  const all = (await stores.tables.readRows(table.id)).map((row) => ({
    row: row.row,
    cells: table.columns.map((column, index) => formatValue(row.values[index] ?? null, column)),
  }));
  const first = Math.min(...citedRows) - contextRows;
  const last = Math.max(...citedRows) + contextRows;
  const span = all.filter((row) => row.row >= first && row.row <= last);
  // Cited rows spread wider than the page holds (a table answer's matches): each with its neighbours.
  const near = new Set(citedRows.flatMap((row) => [row - 2, row - 1, row, row + 1, row + 2]));
  const shown = (span.length > maxShownRows ? span.filter((row) => near.has(row.row)) : span).slice(0, maxShownRows);
  const inRange = new Set(citedRows);
  const quoted = quote
    ? quotedRows(
        shown.filter((row) => inRange.has(row.row)),
        quote,
      )
    : new Set<number>();
  const cited = quoted.size > 0 ? quoted : inRange;
  return {
    name: table.name,
    sheet: table.sheet,
    columns: table.columns.map((column) => column.name),
    rows: shown.map((row) => ({ ...row, cited: cited.has(row.row) })),
    total_rows: all.length,
  };
}

/**
 * `chunkId` is a stored passage, or a table answer's `<doc>_t<n>_rows`, which names rows of a
 * typed table rather than a passage. Undefined when the document exists but the passage does not.
 */
export async function viewDocument(
  stores: DocumentViewStores,
  docId: string,
  chunkId: string,
  query: DocumentViewQuery,
): Promise<DocumentView | null | undefined> {
  const document = await stores.documents.getDocument(docId);
  if (!document) return null;
  const chunk = chunkId.startsWith(`${docId}_`) ? (await stores.chunks.getChunks([chunkId]))[0] : undefined;
  const tableCitation = /_t\d+_rows$/u.test(chunkId);
  if (!chunk && !tableCitation) return undefined;
  const tables = document.type === "docx" ? [] : await stores.tables.listTablesOf(docId);
  const table = tableFor(tables, document.type, query.sheet ?? chunk?.sheet);
  const citedRows = parseRowList(query.rows ?? chunk?.rows);
  return {
    document: { id: document.id, filename: document.filename, type: document.type },
    passages: chunk ? await passagesAround(stores, chunk, query.quote) : [],
    // A table answer's rows are exactly the rows it used: no quote narrows them.
    table: table ? await viewTable(stores, table, citedRows, tableCitation ? undefined : query.quote) : null,
  };
}
