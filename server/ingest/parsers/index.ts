import type { DocumentType } from "../types";
import type { Parser } from "./parser";

/**
 * The parser for each document type. Loaded on demand so a worker that only ever reads CSVs never
 * pays for pdf.js, and the other way round.
 */
export const parserLoaders: Record<DocumentType, () => Promise<Parser>> = {
  pdf: async () => (await import("./pdf")).parsePdf,
  txt: async () => (await import("./text")).parseText,
  md: async () => (await import("./text")).parseText,
  docx: async () => (await import("./docx")).parseDocx,
  xlsx: async () => (await import("./spreadsheet")).parseSpreadsheet,
  xls: async () => (await import("./spreadsheet")).parseSpreadsheet,
  ods: async () => (await import("./spreadsheet")).parseSpreadsheet,
  csv: async () => (await import("./spreadsheet")).parseSpreadsheet,
};
