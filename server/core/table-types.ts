/**
 * Typed tables (docs/architecture.md, "Tables"): what ingestion extracts from a sheet, a CSV or a
 * DOCX table, what the table store keeps, and what the table interpreter reads.
 */
export const columnTypes = ["integer", "real", "date", "boolean", "text"] as const;
export type ColumnType = (typeof columnTypes)[number];

export interface TableColumn {
  name: string;
  type: ColumnType;
  /**
   * How numbers were written, so an answer shows them the same way: "$", "€", "£" (currency sign before),
   * "%", "duration" (m:ss or h:mm:ss, stored as seconds) or a unit word after the number ("spaces").
   */
  unit?: string;
  /** What a key beside the table says an abbreviated header means ("PAX = passengers"). */
  description?: string;
}

/** A typed cell: numbers and booleans (0/1) as numbers, dates as ISO `YYYY-MM-DD`, text as text. */
export type TableValue = string | number | null;

/** The name a column with no header of its own is given ("Column A", by its letter in the sheet). */
export const unnamedColumn = (letter: string): string => `Column ${letter}`;

/** Whether a name is one Docent made up for a column without a header: never said to a person as a name. */
export const isUnnamedColumn = (name: string): boolean => /^Column [A-Z]{1,3}$/u.test(name);

export interface TableRow {
  /** Row number as shown in the spreadsheet (or 1-based line in a CSV, row in a DOCX table). */
  row: number;
  values: TableValue[];
}

export type TableSource = "sheet" | "csv" | "docx" | "pdf";

export interface ExtractedTable {
  /** Sheet name, file stem for a CSV, "Table N" for a DOCX table. */
  name: string;
  sheet: string | null;
  source: TableSource;
  /** Row number of the (last) header row. */
  header_row: number;
  columns: TableColumn[];
  rows: TableRow[];
}
