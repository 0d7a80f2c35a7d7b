import { z } from "zod";
import { columnTypes, type TableValue } from "../core/table-types";
import { ParseNotes } from "../core/parse-notes";

/**
 * Messages between the server and the parse worker process. Both sides validate what they receive:
 * the worker runs parsers on hostile files, so its output is data from outside the trust boundary.
 */
const documentTypeSchema = z.enum(["pdf", "docx", "xlsx", "xls", "ods", "csv", "txt", "md"]);
const failureCategorySchema = z.enum([
  "password_protected",
  "no_text",
  "empty",
  "corrupt",
  "unsupported_type",
  "too_large",
  "limit_exceeded",
  "timeout",
  "undecodable",
]);

export const limitsSchema = z.object({
  maxBytes: z.number().int().positive(),
  maxPages: z.number().int().positive(),
  maxSheetRows: z.number().int().positive(),
  maxUncompressedBytes: z.number().int().positive(),
  maxZipEntries: z.number().int().positive(),
  maxCompressionRatio: z.number().positive(),
  parseTimeoutMs: z.number().int().positive(),
  parseMemoryMb: z.number().int().positive(),
});

export const parseRequestSchema = z.object({
  kind: z.literal("parse"),
  jobId: z.number().int(),
  path: z.string(),
  filename: z.string(),
  type: documentTypeSchema,
  limits: limitsSchema,
});
export type ParseRequest = z.infer<typeof parseRequestSchema>;

const sectionSchema = z.object({
  text: z.string(),
  page: z.number().int().positive().optional(),
  sheet: z.string().optional(),
  rows: z.string().optional(),
  heading: z.string().optional(),
});

// Checked by hand: a 50,000-row sheet has a million cells, too many for a zod union per cell.
const tableValuesSchema = z.custom<TableValue[]>(
  (value) =>
    Array.isArray(value) &&
    value.every((cell) => cell === null || typeof cell === "number" || (typeof cell === "string" && cell.length <= 10_000)),
  "table row values must be strings, numbers or null",
);

const tablePartSchema = z.object({
  kind: z.literal("table"),
  jobId: z.number().int(),
  /** 0 starts a new table; later parts add rows to it. */
  part: z.number().int().nonnegative(),
  table: z.object({
    name: z.string().max(500),
    sheet: z.string().max(500).nullable(),
    source: z.enum(["sheet", "csv", "docx", "pdf"]),
    header_row: z.number().int().nonnegative(),
    columns: z
      .array(
        z.object({
          name: z.string().max(500),
          type: z.enum(columnTypes),
          unit: z.string().max(40).optional(),
          description: z.string().max(200).optional(),
        }),
      )
      .max(16_384),
  }),
  rows: z.array(z.object({ row: z.number().int().nonnegative(), values: tableValuesSchema })),
});

/** Rows of a typed table are sent in parts of this many rows. */
export const tableRowsPerMessage = 10_000;

export const workerMessageSchema = z.discriminatedUnion("kind", [
  tablePartSchema,
  z.object({
    kind: z.literal("progress"),
    jobId: z.number().int(),
    done: z.number().nonnegative(),
    total: z.number().nonnegative(),
    unit: z.enum(["page", "row", "part"]),
  }),
  z.object({ kind: z.literal("sections"), jobId: z.number().int(), sections: z.array(sectionSchema) }),
  z.object({
    kind: z.literal("done"),
    jobId: z.number().int(),
    outcome: z.discriminatedUnion("ok", [
      z.object({
        ok: z.literal(true),
        type: documentTypeSchema,
        pages: z.number().int().nonnegative().nullable(),
        sheets: z.number().int().nonnegative().nullable(),
        sectionCount: z.number().int().nonnegative(),
        notes: ParseNotes.optional(),
      }),
      z.object({ ok: z.literal(false), failure: z.object({ category: failureCategorySchema, message: z.string().max(2_000) }) }),
    ]),
  }),
]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;

/** Sections are sent in batches of about this many characters, so no single IPC message is huge. */
export const sectionBatchCharacters = 1_000_000;
