/**
 * Section rows (docs/architecture.md, "Tables"): a table broken into groups by rows that hold only a
 * label in the first column ("Operational metrics" between an index's financial topics and its
 * customer metrics; "Income" and "Expenses" in a budget). They are not records: each record under
 * one is given its label in a Section column, so "which topics are under operational metrics?"
 * filters by it and "how many topics are there?" counts records only. Pure.
 */
import { readNumber } from "../../core/table-values";
import { totalsLabel, type GridRow } from "./grid";

/** A group's label is a short name, not a sentence (a note under a table is longer). */
const maxLabelLength = 60;

export interface Sections {
  records: GridRow[];
  /** Each record's section: the label above it, or the title over the header for the first group. */
  labels: (string | null)[];
}

/**
 * Null when the rows have no section row inside them. `titleAbove` is the row right above the
 * header, which names the first group when it is one short label ("Financial performance").
 */
export function splitSections(rows: GridRow[], firstColumn: number, width: number, titleAbove: GridRow | null): Sections | null {
  if (width < 3) return null;
  const isSection = (row: GridRow, next: GridRow | undefined) =>
    labelOf(row, firstColumn) !== null && next !== undefined && labelOf(next, firstColumn) === null && next.cells.size >= 2;
  const flags = rows.map((row, index) => isSection(row, rows[index + 1]));
  // A label alone followed by another is a record without figures: then so may the others be.
  if (rows.some((row, index) => !flags[index] && labelOf(row, firstColumn) !== null)) return null;
  const sectionCount = flags.filter(Boolean).length;
  const records = rows.filter((_, index) => !flags[index]);
  // Groups of at least two records on average, most of them filled beyond their label.
  if (sectionCount === 0 || records.length < 2 * sectionCount) return null;
  if (records.filter((row) => row.cells.size >= 2).length < records.length * 0.75) return null;
  let current = titleAbove ? labelOf(titleAbove, null) : null;
  const labels: (string | null)[] = [];
  rows.forEach((row, index) => {
    if (flags[index]) current = labelOf(row, firstColumn);
    else labels.push(current);
  });
  return { records, labels };
}

/** The row's one text cell, when that is all it holds (in `column`, when given) and reads as a label. */
function labelOf(row: GridRow, column: number | null): string | null {
  const only = row.cells.size === 1 ? [...row.cells][0] : undefined;
  if (!only || (column !== null && only[0] !== column)) return null;
  const cell = only[1];
  const text = cell.text.replace(/\s+/gu, " ").trim();
  if (cell.kind !== "text" || text.length === 0 || text.length > maxLabelLength || readNumber(text) !== null) return null;
  // "Total" closes a group; "(a) Inter-segment sales …" and "Source: …" are notes.
  if (totalsLabel.test(text) || /^\(|:/u.test(text)) return null;
  return text;
}
