/**
 * Shapes shared by the parsing layer of ingestion (docs/architecture.md#limits-and-parsing, #chunks): what a parser
 * returns, how a refusal is described to a person, and the limits every parse runs under.
 */
import type { ExtractedTable } from "../core/table-types";
import type { ParseNotes } from "../core/parse-notes";

export type DocumentType = "pdf" | "docx" | "xlsx" | "xls" | "ods" | "csv" | "txt" | "md";

export interface ParsedSection {
  text: string;
  /** 1-based physical page (PDF only). */
  page?: number;
  sheet?: string;
  /** Spreadsheet row range as shown in the sheet, e.g. "2-41" or "7". */
  rows?: string;
  heading?: string;
}

export interface ParsedDocument {
  type: DocumentType;
  pages: number | null;
  sheets: number | null;
  sections: ParsedSection[];
  /** Typed tables (sheets, CSV, DOCX tables), for exact table answers; absent for other formats. */
  tables?: ExtractedTable[];
  /** What the parser learned beside the text (a PDF's title, a Word file's comments). */
  notes?: ParseNotes;
}

export type FailureCategory =
  | "password_protected"
  | "no_text"
  | "empty"
  | "corrupt"
  | "unsupported_type"
  | "too_large"
  | "limit_exceeded"
  | "timeout"
  | "undecodable";

export interface ParseFailure {
  category: FailureCategory;
  /** A sentence a person understands, naming the limit when one was hit. */
  message: string;
}

export interface IngestLimits {
  maxBytes: number;
  maxPages: number;
  maxSheetRows: number;
  maxUncompressedBytes: number;
  maxZipEntries: number;
  maxCompressionRatio: number;
  parseTimeoutMs: number;
  parseMemoryMb: number;
}

export type ParseOutcome = { ok: true; document: ParsedDocument } | { ok: false; failure: ParseFailure };

export interface ChunkDraft {
  text: string;
  page?: number;
  sheet?: string;
  rows?: string;
  heading?: string;
}

export type ProgressUnit = "page" | "row" | "part";

export interface ParseProgress {
  done: number;
  total: number;
  unit: ProgressUnit;
}
