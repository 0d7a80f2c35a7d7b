/**
 * The bundled offline embedder: Universal Sentence Encoder Lite (512 dims, unit-length vectors),
 * run in a worker thread. ~4 chunks/s on one core, so ingestion
 * never waits for it: documents are answerable from BM25 first, vectors fill in behind.
 */
import { Worker } from "node:worker_threads";
import { LRUCache } from "lru-cache";
import type { Embedder } from "./embeddings";

export const localModelId = "use-lite-512";
/** Texts per coalesced query batch: enough for 20 concurrent questions, small enough to stay quick. */
const maxQueryBatch = 32;
/**
 * Query texts whose vectors are kept: the planner embeds a question for the injection check
 * (pipeline/question-verdict.ts) just before the retriever embeds the same text to search.
 */
const queryCacheSize = 256;

type WorkerReply =
  | { type: "loading" | "ready" }
  | { type: "fatal"; message: string }
  | { type: "result"; id: number; vectors: number[][] }
  | { type: "error"; id: number; message: string };

export function createLocalEmbedder(): Embedder {
  const worker = new Worker(new URL("./local-embedder-worker.mjs", import.meta.url));
  // The embedder must not keep a finished process (a script, a test) alive on its own.
  worker.unref();
  let nextId = 1;
  let fatal: Error | null = null;
  const queryVectors = new LRUCache<string, number[]>({ max: queryCacheSize });

  interface Request {
    texts: string[];
    resolve: (vectors: number[][]) => void;
    reject: (error: Error) => void;
  }
  // One batch at a time in the worker; queries go before background batches, so a question
  // waits for at most one small indexing batch instead of the whole backlog.
  const queries: Request[] = [];
  const background: Request[] = [];
  let inFlight: { id: number; requests: Request[] } | null = null;

  /**
   * Queries waiting together (concurrent chats, a round of suggestion checks) go to the model as
   * one batch: batched inference costs about half as much per text as one call each.
   */
  const nextBatch = () => {
    if (queries.length === 0) return background.splice(0, 1);
    const batch = [queries.shift()!];
    let texts = batch[0]!.texts.length;
    while (queries.length > 0 && texts + queries[0]!.texts.length <= maxQueryBatch) {
      texts += queries[0]!.texts.length;
      batch.push(queries.shift()!);
    }
    return batch;
  };
  const pump = () => {
    if (inFlight || fatal) return;
    const requests = nextBatch();
    if (requests.length === 0) {
      worker.unref();
      return;
    }
    inFlight = { id: nextId++, requests };
    worker.ref();
    worker.postMessage({ id: inFlight.id, texts: requests.flatMap((request) => request.texts) });
  };
  const failAll = (error: Error) => {
    fatal = error;
    for (const request of [...queries, ...background, ...(inFlight?.requests ?? [])]) request.reject(error);
    queries.length = 0;
    background.length = 0;
    inFlight = null;
  };
  worker.on("message", (reply: WorkerReply) => {
    if (reply.type === "fatal") failAll(new Error(`Local embedding model failed to load: ${reply.message}`));
    if (reply.type !== "result" && reply.type !== "error") return;
    const batch = inFlight;
    inFlight = null;
    if (batch && batch.id === reply.id) {
      let offset = 0;
      for (const request of batch.requests) {
        if (reply.type === "error") request.reject(new Error(`Local embedding failed: ${reply.message}`));
        else request.resolve(reply.vectors.slice(offset, offset + request.texts.length));
        offset += request.texts.length;
      }
    }
    pump();
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => {
    if (!fatal) failAll(new Error(`Local embedding worker stopped (exit ${code})`));
  });

  return {
    id: localModelId,
    dimensions: 512,
    embed(texts, signal, options) {
      if (fatal) return Promise.reject(fatal);
      if (texts.length === 0) return Promise.resolve([]);
      if (signal?.aborted) return Promise.reject(signal.reason);
      const queue = options?.priority === "background" ? background : queries;
      if (queue === queries) {
        const known = texts.map((text) => queryVectors.get(text));
        if (known.every((vector) => vector !== undefined)) return Promise.resolve(known as number[][]);
      }
      const remember = (vectors: number[][]) => {
        if (queue === queries) texts.forEach((text, index) => queryVectors.set(text, vectors[index]!));
        return vectors;
      };
      return new Promise<number[][]>((resolve, reject) => {
        // A waiting request can be dropped; the one in the worker cannot be interrupted mid-batch.
        const onAbort = () => {
          const index = queue.indexOf(request);
          if (index >= 0) queue.splice(index, 1);
          if (!inFlight?.requests.includes(request)) reject(signal!.reason);
        };
        // The listener goes when the request settles: one question embeds many times under one signal.
        const settle =
          <T>(finish: (value: T) => void) =>
          (value: T) => {
            signal?.removeEventListener("abort", onAbort);
            finish(value);
          };
        const request: Request = { texts, resolve: settle((vectors: number[][]) => resolve(remember(vectors))), reject: settle(reject) };
        queue.push(request);
        signal?.addEventListener("abort", onAbort, { once: true });
        pump();
      });
    },
    async close() {
      failAll(new Error("Local embedder closed"));
      await worker.terminate();
    },
  };
}
