/**
 * Fills in vectors behind the lexical index (docs/architecture.md#vectors): embeds chunks of ready documents that
 * have no vector in the current model's collection yet, in small batches, and records progress
 * per document. State lives in SQLite (`chunks.vector_model`), so a restart carries on where it
 * stopped, and a model change re-embeds everything into the new model's collection.
 * Upserts use stable chunk ids, so a retry after a crash never duplicates (Chroma writes are
 * at-least-once).
 *
 * When Chroma (or the embedder) is down, the batch is retried with capped exponential backoff
 * (2 s, 4 s, 8 s … up to 60 s), back to the start after a batch succeeds. One warning per outage,
 * one note when it ends; the retries in between are only debug lines. Answers use the lexical
 * index meanwhile, so waiting costs nothing but vector freshness.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Embedder } from "../providers/embeddings";
import type { Logger } from "../core/logger";
import type { VectorStore } from "../stores/vector-store";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentStore } from "../stores/documents";
import type { Tracer } from "../tracing/tracer";

export interface VectorIndexer {
  wake(): void;
  /** Resolves when no chunk is waiting for a vector (for tests and scripts). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

// Small batches: a question's embedding waits for at most one of them (~2 s offline).
const batchSize = 8;

export interface RetryBackoff {
  /** Wait before the first retry of an outage; each further failure doubles it… */
  initialMs: number;
  /** …up to this. */
  maxMs: number;
}
export const defaultRetryBackoff: RetryBackoff = { initialMs: 2_000, maxMs: 60_000 };

/** Delay before retry number `failures` (1-based) of one outage. */
export function backoffDelay(failures: number, backoff: RetryBackoff): number {
  return Math.min(backoff.maxMs, backoff.initialMs * 2 ** Math.min(Math.max(0, failures - 1), 30));
}

export function startVectorIndexer(deps: {
  chunks: ChunkStore;
  documents: DocumentStore;
  vectors: VectorStore;
  embedder: Embedder;
  logger: Logger;
  /** Called each time every chunk of every ready document has a vector in the current model. */
  onCaughtUp?: () => void;
  /** Each batch becomes a small `docent.embed` trace with one `ingest.embed` span. */
  tracer?: Tracer;
  /** Retry timing while Chroma or the embedder is down (tests shorten it). */
  backoff?: RetryBackoff;
}): VectorIndexer {
  const backoff = deps.backoff ?? defaultRetryBackoff;
  const model = deps.embedder.id;
  // After a model change the stored counts describe the previous model; progress restarts from
  // what the current model's collection already holds, so the UI shows the re-embed moving.
  // Done by the first run of the loop, before any batch.
  let recounted = false;
  const abort = new AbortController();
  let stopping = false;
  let running: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];
  let retryTimer: NodeJS.Timeout | null = null;
  // The current outage: failed runs in a row (0 when healthy) and when the first one failed.
  let failures = 0;
  let outageStarted = 0;

  const embedBatch = async () => {
    const batch = await deps.chunks.chunksNeedingVectors(model, batchSize);
    if (batch.length === 0) return false;
    const trace = deps.tracer?.startTrace({
      name: "docent.embed",
      input: { model, chunks: batch.length },
      metadata: { doc_ids: [...new Set(batch.map((chunk) => chunk.doc_id))] },
    });
    const embedBatchTexts = () =>
      deps.embedder.embed(
        batch.map((chunk) => chunk.text),
        abort.signal,
        { priority: "background" },
      );
    let vectors: number[][];
    try {
      vectors = trace
        ? await trace.span("ingest.embed", { model, chunks: batch.length }, embedBatchTexts, (result: number[][]) => ({
            vectors: result.length,
          }))
        : await embedBatchTexts();
    } finally {
      trace?.end({ chunks: batch.length });
    }
    // A document deleted while its batch was embedding must not get vectors back.
    const before = await documentsOf(batch);
    const live = batch.filter((chunk) => before.get(chunk.doc_id)?.status === "ready");
    // Each into its document's library collection (docs/architecture.md, "Collections and tags").
    const written = new Map(live.map((chunk) => [chunk.id, before.get(chunk.doc_id)?.collection_id]));
    await deps.vectors.upsert(
      model,
      live.map((chunk) => ({
        id: chunk.id,
        embedding: vectors[batch.indexOf(chunk)]!,
        docId: chunk.doc_id,
        libraryCollection: written.get(chunk.id),
      })),
      abort.signal,
    );
    await deps.chunks.markVectors(
      model,
      live.map((chunk) => chunk.id),
    );
    for (const docId of new Set(live.map((chunk) => chunk.doc_id))) {
      await deps.documents.updateDocument(docId, { vectors_done: await deps.chunks.countVectors(docId, model) });
    }
    const after = await documentsOf(live);
    // Lost the race with a delete: remove what was just written.
    const gone = live.filter((chunk) => !after.get(chunk.doc_id));
    for (const chunk of gone) await deps.vectors.deleteIds(model, [chunk.id], written.get(chunk.id));
    // Lost the race with a move to another collection: remove them there and embed them again.
    const collectionOf = (docId: string) => after.get(docId)?.collection_id;
    const moved = live.filter((chunk) => collectionOf(chunk.doc_id) !== undefined && collectionOf(chunk.doc_id) !== written.get(chunk.id));
    for (const chunk of moved) await deps.vectors.deleteIds(model, [chunk.id], written.get(chunk.id));
    if (moved.length > 0) await deps.chunks.forgetVectors(moved.map((chunk) => chunk.id));
    return true;
  };

  /** The documents of these chunks, each read once (a batch holds the chunks of a few documents). */
  const documentsOf = async (chunks: { doc_id: string }[]) => {
    const ids = [...new Set(chunks.map((chunk) => chunk.doc_id))];
    return new Map(await Promise.all(ids.map(async (id) => [id, await deps.documents.getDocument(id)] as const)));
  };

  const recovered = () => {
    if (failures === 0) return;
    deps.logger.info("vector indexing resumed", { failed_attempts: failures, outage_ms: Date.now() - outageStarted });
    failures = 0;
  };

  const loop = async () => {
    if (!recounted) {
      await deps.chunks.recountVectorsDone(model);
      recounted = true;
    }
    // Bounded by the chunks waiting: every batch marks its chunks, so the queue shrinks each turn.
    let caughtUp = false;
    while (!stopping) {
      if (!(await embedBatch())) {
        // Nothing left to embed (e.g. the failing batch's documents were deleted): no outage to report.
        failures = 0;
        caughtUp = true;
        break;
      }
      recovered();
      // Yield between batches so uploads and questions interleave with indexing.
      await nextTurn();
    }
    if (caughtUp) deps.onCaughtUp?.();
  };

  const wake = () => {
    if (running || stopping) return;
    if (retryTimer) {
      clearTimeout(retryTimer);
      retryTimer = null;
    }
    let failed = false;
    running = loop()
      .catch((error: unknown) => {
        if (stopping) return;
        failed = true;
        failures += 1;
        const detail = { error: error instanceof Error ? error.message : String(error), retry_in_ms: backoffDelay(failures, backoff) };
        if (failures === 1) {
          outageStarted = Date.now();
          deps.logger.warn(
            "vector indexing paused (Chroma or the embedder failed); retrying with backoff, answers use the keyword index meanwhile",
            detail,
          );
        } else {
          deps.logger.debug("vector indexing still failing", { ...detail, failures });
        }
      })
      .finally(() => {
        running = null;
        if (failed && !stopping) {
          retryTimer = setTimeout(wake, backoffDelay(failures, backoff));
          retryTimer.unref();
          return;
        }
        const waiters = idleWaiters;
        idleWaiters = [];
        waiters.forEach((resolve) => resolve());
      });
  };
  wake();

  return {
    wake,
    idle: () => (running || retryTimer ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async stop() {
      stopping = true;
      abort.abort();
      if (retryTimer) clearTimeout(retryTimer);
      await running;
      idleWaiters.forEach((resolve) => resolve());
    },
  };
}
