import { z } from "zod";

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

export const workerMessageSchema = z.discriminatedUnion("kind", [
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
      }),
      z.object({ ok: z.literal(false), failure: z.object({ category: failureCategorySchema, message: z.string().max(2_000) }) }),
    ]),
  }),
]);
export type WorkerMessage = z.infer<typeof workerMessageSchema>;

/** Sections are sent in batches of about this many characters, so no single IPC message is huge. */
export const sectionBatchCharacters = 1_000_000;
