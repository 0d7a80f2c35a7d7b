/**
 * PDF tables (docs/architecture.md, "Tables"): the PDF parser finds tables drawn with rules (its
 * cells come from the lines and rectangles on the page), which also finds form boxes, page frames
 * and text boxes. Only grids that read as a table of records are kept, conservatively: a header of
 * short, filled cells over at least two rows of the same width, most cells filled, cells on one line.
 * Tables without rules are found by where their cells stand (aligned-columns.ts) and kept by the same
 * test; their lines in the page's text are then written as rows (`rowsFromAlignedTable`).
 */
import type { ExtractedTable } from "../../core/table-types";
import { filledEnough, type AlignedTable } from "./aligned-columns";
import { extractTable } from "./extract";
import { gridFromStrings } from "./grid";

export interface PdfPageTables {
  page: number;
  tables: string[][][];
  /** Tables from this index on were found by where their cells stand (aligned-columns.ts), which judged how filled they are. */
  alignedFrom?: number;
}

const minDataRows = 2;
const maxHeaderCell = 40;
/** PDFs up to this many pages are searched for tables; finding them costs 30-100 ms a page (measured on the corpus). */
export const maxTablePages = 100;

/** "Table 2, page 5": the page is in the name, which is how a citation of its rows finds the page. */
export function pdfTableName(index: number, page: number): string {
  return `Table ${String(index)}, page ${String(page)}`;
}

export function pdfTablePage(name: string): number | null {
  const match = /, page (\d+)$/u.exec(name);
  return match ? Number(match[1]) : null;
}

/** `aligned`: found by where its cells stand, so its fill was judged there (a sparse table of four or more columns is kept). */
export function looksLikeRecords(table: string[][], aligned = false): boolean {
  const header = table[0];
  if (!header || header.length < 2 || table.length < 1 + minDataRows) return false;
  if (header.some((cell) => !cell.trim() || cell.includes("\n") || cell.trim().length > maxHeaderCell)) return false;
  if (new Set(header.map((cell) => cell.trim().toLowerCase())).size < header.length) return false;
  const data = table.slice(1);
  if (data.some((row) => row.length !== header.length)) return false;
  const cells = data.flat();
  const filled = cells.filter((cell) => cell.trim().length > 0);
  if (aligned ? !filledEnough(header.length, data) : filled.length < cells.length * 0.6) return false;
  // Text boxes and form fields hold paragraphs; a table's cells hold values.
  return filled.filter((cell) => cell.includes("\n")).length <= cells.length * 0.1;
}

export function extractPdfTables(pages: PdfPageTables[]): ExtractedTable[] {
  const tables: ExtractedTable[] = [];
  for (const page of pages) {
    for (const [index, candidate] of page.tables.entries()) {
      if (!looksLikeRecords(candidate, index >= (page.alignedFrom ?? Infinity))) continue;
      const name = pdfTableName(tables.length + 1, page.page);
      const table = extractTable(gridFromStrings(candidate), { name, sheet: null, source: "pdf", headerInFirstRow: true });
      if (table && table.rows.length >= minDataRows) tables.push(table);
    }
  }
  return tables;
}

/**
 * The page's text with a table drawn without rules written as rows the way the sheet parser writes
 * them ("Boat: Kessock Flyer; Type: Coxed four; Seats: 5; …"), its header lines dropped: the text
 * layer joins the cells with spaces, which neither the answerers nor a reader can split. The text is
 * left as it is unless the table reads as records and its lines follow each other there as found.
 */
export function rowsFromAlignedTable(text: string, table: AlignedTable): string {
  if (!looksLikeRecords(table.cells, true)) return text;
  const typed = extractTable(gridFromStrings(table.cells), { name: "", sheet: null, source: "pdf", headerInFirstRow: true });
  if (!typed || typed.columns.length !== table.cells[0]!.length) return text;
  const names = typed.columns.map((column) => column.name);
  const squeeze = (line: string) => line.replace(/\s+/gu, "");
  const lines = text.split("\n");
  const start = lines.findIndex((_line, index) =>
    table.lines.every((row, offset) => squeeze(lines[index + offset] ?? "") === squeeze(row)),
  );
  if (start < 0) return text;
  const rows = table.cells
    .slice(typed.header_row)
    .map((cells) => cells.flatMap((cell, column) => (cell ? [`${names[column]!}: ${cell}`] : [])).join("; "));
  return [...lines.slice(0, start), ...rows, ...lines.slice(start + table.lines.length)].join("\n");
}
