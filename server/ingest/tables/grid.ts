/**
 * The neutral shape every table source is read into before extraction: rows of cells by column,
 * each with the text the person sees and, where the file says, a typed value. SheetJS sheets,
 * CSV text and DOCX table grids all become a Grid, so one pure extractor serves them all.
 */
export type GridCellKind = "text" | "number" | "date" | "boolean" | "error";

export interface GridCell {
  text: string;
  kind: GridCellKind;
  /** Number for "number"/"boolean" (0/1), ISO date for "date"; absent for text and errors. */
  value?: number | string;
}

export interface GridRow {
  /** 1-based row number as shown in the sheet or file. */
  number: number;
  cells: Map<number, GridCell>;
}

/** A merged range, 0-based and inclusive as SheetJS gives it. */
export interface GridMerge {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

export interface Grid {
  rows: GridRow[];
  merges: GridMerge[];
}

/** A grid of plain strings (a DOCX table after spans are laid out, or CSV records); rows numbered from 1. */
export function gridFromStrings(lines: string[][]): Grid {
  const rows: GridRow[] = [];
  lines.forEach((line, index) => {
    const cells = new Map<number, GridCell>();
    line.forEach((text, column) => {
      const clean = text.replace(/\s+/gu, " ").trim();
      if (clean) cells.set(column, { text: clean, kind: "text" });
    });
    if (cells.size > 0) rows.push({ number: index + 1, cells });
  });
  return { rows, merges: [] };
}

/** Excel-style column letters: 0 → A, 27 → AB. */
export function columnLetter(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** A row's first cell that closes a table or a block of it: "Total", "Totals", "Grand total", "Sum". */
export const totalsLabel = /^(?:grand\s+)?totals?\b|^sum$/iu;
