/**
 * The bundled offline embedder: Universal Sentence Encoder Lite (512 dims, unit-length vectors),
 * run in a worker thread. ~4 chunks/s on one core (research/offline-embeddings.md), so ingestion
 * never waits for it: documents are answerable from BM25 first, vectors fill in behind.
 */
import { Worker } from "node:worker_threads";
import type { Embedder } from "./embeddings";

export const localModelId = "use-lite-512";

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

  interface Request {
    id: number;
    texts: string[];
    resolve: (vectors: number[][]) => void;
    reject: (error: Error) => void;
  }
  // One request at a time in the worker; queries go before background batches, so a question
  // waits for at most one small indexing batch instead of the whole backlog.
  const queries: Request[] = [];
  const background: Request[] = [];
  let inFlight: Request | null = null;

  const pump = () => {
    if (inFlight || fatal) return;
    const next = queries.shift() ?? background.shift();
    if (!next) {
      worker.unref();
      return;
    }
    inFlight = next;
    worker.ref();
    worker.postMessage({ id: next.id, texts: next.texts });
  };
  const failAll = (error: Error) => {
    fatal = error;
    for (const request of [...queries, ...background, ...(inFlight ? [inFlight] : [])]) request.reject(error);
    queries.length = 0;
    background.length = 0;
    inFlight = null;
  };
  worker.on("message", (reply: WorkerReply) => {
    if (reply.type === "fatal") failAll(new Error(`Local embedding model failed to load: ${reply.message}`));
    if (reply.type !== "result" && reply.type !== "error") return;
    const request = inFlight;
    inFlight = null;
    if (request && request.id === reply.id) {
      if (reply.type === "result") request.resolve(reply.vectors);
      else request.reject(new Error(`Local embedding failed: ${reply.message}`));
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
      return new Promise<number[][]>((resolve, reject) => {
        const request: Request = { id: nextId++, texts, resolve, reject };
        queue.push(request);
        // A waiting request can be dropped; the one in the worker cannot be interrupted mid-batch.
        signal?.addEventListener(
          "abort",
          () => {
            const index = queue.indexOf(request);
            if (index >= 0) queue.splice(index, 1);
            if (inFlight !== request) reject(signal.reason);
          },
          { once: true },
        );
        pump();
      });
    },
    async close() {
      failAll(new Error("Local embedder closed"));
      await worker.terminate();
    },
  };
}
