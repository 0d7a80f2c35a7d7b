/**
 * One ingestion job: parse (isolated child process) → chunk → write chunks + FTS5 in one
 * transaction → `ready`. Vectors follow in the background (vector-indexer.ts), so a document is
 * answerable from its lexical index as soon as it is parsed (docs/architecture.md#vectors). A failure removes
 * whatever the job wrote and stores a reason a person understands.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "../config";
import type { Logger } from "../core/logger";
import type { Embedder } from "../providers/embeddings";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentRow, DocumentStore } from "../stores/documents";
import type { SummaryStore } from "../stores/summaries";
import type { TableStore } from "../stores/tables";
import { createLocalTracer, type TraceHandle, type Tracer } from "../tracing/tracer";
import { chunkSections } from "./chunk";
import { readHiddenTexts } from "./hidden-text";
import { scanForInjection } from "./injection-scan";
import { semanticScan } from "./semantic-scan";
import { summarizeDocumentInTurns } from "./summarize";
import { storedParseNotes } from "../core/parse-notes";
import { parseFile } from "./parse";
import type { IngestLimits } from "./types";

export interface IngestDeps {
  config: AppConfig;
  documents: DocumentStore;
  chunks: ChunkStore;
  /** Typed tables of sheets, CSV and DOCX tables; absent where only passages matter (some tests). */
  tables?: TableStore;
  /** Summaries and descriptions (docs/architecture.md, "Summaries"); absent in tests that do not care. */
  summaries?: SummaryStore;
  logger: Logger;
  uploadsDir: string;
  /** Removes any vectors a failed document may have (they live in Chroma, not SQLite). */
  removeVectors: (docId: string) => Promise<void>;
  onReady: (docId: string) => void;
  /** Aborted when Docent stops: the job is left to resume at the next start. */
  signal?: AbortSignal;
  /** Traces the job (ingest.parse, ingest.chunk, ingest.index); absent in tests that do not care. */
  tracer?: Tracer;
  /** Embeds segments for the semantic injection scan (semantic-scan.ts); absent or remote: that scan is skipped. */
  embedder?: Embedder;
}

export function limitsFrom(config: AppConfig): IngestLimits {
  return {
    maxBytes: config.UPLOAD_MAX_BYTES,
    maxPages: config.MAX_PAGES,
    maxSheetRows: config.MAX_SHEET_ROWS,
    maxUncompressedBytes: config.MAX_UNCOMPRESSED_BYTES,
    maxZipEntries: config.MAX_ZIP_ENTRIES,
    maxCompressionRatio: config.MAX_COMPRESSION_RATIO,
    parseTimeoutMs: config.PARSE_TIMEOUT_MS,
    parseMemoryMb: config.PARSE_MEMORY_MB,
  };
}

// Parsing is most of the work: it fills the bar to 80 %, writing the index the rest.
const parseShare = 0.8;

export type IngestResult = { ok: true } | { ok: false; error: string } | { ok: false; interrupted: true };

/** The lexical scan (injection-scan.ts) and the semantic one (semantic-scan.ts): either marks a passage. */
export async function scanPassages(passages: string[], hidden: string[], deps: Pick<IngestDeps, "embedder" | "signal">) {
  const lexical = await scanForInjection(passages, hidden);
  const semantic = await semanticScan(passages, hidden, deps.embedder, { signal: deps.signal });
  return {
    flags: lexical.flags.map((flag, index) => flag || (semantic.flags[index] ?? false)),
    hiddenFlagged: Math.max(lexical.hiddenFlagged, semantic.hiddenFlagged),
    ms: lexical.ms,
    semanticMs: semantic.ms,
    embedded: semantic.embedded,
  };
}

export async function ingestDocument(document: DocumentRow, deps: IngestDeps): Promise<IngestResult> {
  const trace = (deps.tracer ?? createLocalTracer(deps.logger)).startTrace({
    name: "docent.ingest",
    input: { doc_id: document.id, filename: document.filename },
    metadata: { doc_id: document.id, filename: document.filename },
  });
  try {
    const result = await ingestTraced(document, deps, trace);
    trace.end(result);
    return result;
  } catch (error) {
    trace.end({ ok: false, error: error instanceof Error ? error.name : "error" });
    throw error;
  }
}

async function ingestTraced(document: DocumentRow, deps: IngestDeps, trace: TraceHandle): Promise<IngestResult> {
  const { documents } = deps;
  const log = deps.logger.child({ doc_id: document.id });
  await documents.updateDocument(document.id, { status: "parsing", stage: "parsing", progress: 0.02, error: null, error_category: null });

  let lastWrite = 0;
  // Progress writes go one after another, and the next status waits for the last one.
  let progressWrites = Promise.resolve();
  const outcome = await trace.span(
    "ingest.parse",
    { filename: document.filename },
    () =>
      parseFile({
        path: path.join(deps.uploadsDir, document.stored_name),
        filename: document.filename,
        limits: limitsFrom(deps.config),
        onProgress: ({ done, total, unit }) => {
          // Progress is polled by the UI; a write per 200 ms is plenty and keeps SQLite quiet.
          const time = Date.now();
          if (time - lastWrite < 200 && done < total) return;
          lastWrite = time;
          const share = total > 0 ? Math.min(1, done / total) : 0;
          const fields = { progress: 0.02 + (parseShare - 0.02) * share, stage: `parsing ${done}/${total} ${unit}s` };
          progressWrites = progressWrites
            .then(() => documents.updateDocument(document.id, fields))
            .catch((error: unknown) => log.warn("could not record parsing progress", { error: String(error) }));
        },
        signal: deps.signal,
      }),
    (result) =>
      result.ok
        ? {
            ok: true,
            type: result.document.type,
            pages: result.document.pages,
            sheets: result.document.sheets,
            sections: result.document.sections.length,
          }
        : { ok: false, category: result.failure.category },
  );
  await progressWrites;
  if (deps.signal?.aborted) return { ok: false, interrupted: true };
  if (!outcome.ok) return failDocument(document.id, outcome.failure, deps);

  const parsed = outcome.document;
  const drafts = await trace.span(
    "ingest.chunk",
    { sections: parsed.sections.length, target_tokens: deps.config.CHUNK_TOKENS },
    async () => chunkSections(parsed.sections, { targetTokens: deps.config.CHUNK_TOKENS, overlapTokens: deps.config.CHUNK_OVERLAP_TOKENS }),
    (result) => ({ chunks: result.length }),
  );
  if (drafts.length === 0) {
    return failDocument(document.id, { category: "no_text", message: "No text could be found in this file." }, deps);
  }

  await documents.updateDocument(document.id, { status: "indexing", stage: "indexing", progress: parseShare, type: parsed.type });
  const hidden = await readHiddenTexts(await fs.promises.readFile(path.join(deps.uploadsDir, document.stored_name)), parsed.type);
  const scan = await scanPassages(
    drafts.map((draft) => draft.text),
    hidden,
    deps,
  );
  if (scan.flags.some(Boolean))
    log.info("passages carry instructions", { flagged: scan.flags.filter(Boolean).length, hidden_flagged: scan.hiddenFlagged });
  const indexSpan = trace.startSpan("ingest.index", {
    chunks: drafts.length,
    injection_flagged: scan.flags.filter(Boolean).length,
    injection_scan_ms: Math.round(scan.ms),
    injection_semantic_ms: Math.round(scan.semanticMs),
    injection_semantic_segments: scan.embedded,
  });
  const chunkRows = drafts.map((draft, index) => ({
    id: `${document.id}_${index}`,
    doc_id: document.id,
    chunk_index: index,
    text: draft.text,
    page: draft.page ?? null,
    sheet: draft.sheet ?? null,
    rows: draft.rows ?? null,
    heading: draft.heading ?? null,
    injection_flagged: scan.flags[index] ?? false,
  }));
  await deps.chunks.replaceChunks(document.id, chunkRows);
  const summaryStart = performance.now();
  await deps.summaries?.replaceSummary({
    doc_id: document.id,
    ...(await summarizeDocumentInTurns(chunkRows, document.filename, parsed.notes)),
  });
  const summaryMs = Math.round(performance.now() - summaryStart);
  const tableStart = performance.now();
  await deps.tables?.replaceTables(document.id, parsed.tables ?? []);
  indexSpan.end({
    chunks: drafts.length,
    tables: parsed.tables?.length ?? 0,
    table_rows: (parsed.tables ?? []).reduce((sum, table) => sum + table.rows.length, 0),
    tables_ms: Math.round(performance.now() - tableStart),
    summary_ms: summaryMs,
  });
  await documents.updateDocument(document.id, {
    status: "ready",
    stage: "ready",
    progress: 1,
    pages: parsed.pages,
    sheets: parsed.sheets,
    parse_notes: storedParseNotes(parsed.notes),
    chunk_count: drafts.length,
    vectors_done: 0,
  });
  log.info("document ready", { chunks: drafts.length, pages: parsed.pages, sheets: parsed.sheets });
  deps.onReady(document.id);
  return { ok: true };
}

/**
 * Marks a document failed with a reason a person understands, after removing everything it
 * wrote: vectors first (Chroma; a Chroma outage is logged, not fatal, since search skips vectors
 * whose chunk is gone), then chunks and their FTS rows (SQLite).
 */
export async function failDocument(
  docId: string,
  failure: { category: string; message: string },
  deps: Pick<IngestDeps, "removeVectors" | "chunks" | "documents" | "logger" | "tables" | "summaries">,
) {
  try {
    await deps.removeVectors(docId);
  } catch (error) {
    deps.logger.warn("could not remove the vectors of a failed document", { doc_id: docId, error: String(error) });
  }
  await deps.chunks.deleteChunksOf(docId);
  await deps.tables?.deleteTablesOf(docId);
  await deps.summaries?.deleteSummaryOf(docId);
  await deps.documents.updateDocument(docId, {
    status: "failed",
    stage: "failed",
    progress: 1,
    chunk_count: 0,
    vectors_done: 0,
    error: failure.message,
    error_category: failure.category,
  });
  deps.logger.info("document failed", { doc_id: docId, category: failure.category });
  return { ok: false as const, error: failure.message };
}
