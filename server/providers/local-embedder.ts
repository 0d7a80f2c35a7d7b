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
  const pending = new Map<number, { resolve: (vectors: number[][]) => void; reject: (error: Error) => void }>();
  const failAll = (error: Error) => {
    fatal = error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  worker.on("message", (reply: WorkerReply) => {
    if (reply.type === "fatal") failAll(new Error(`Local embedding model failed to load: ${reply.message}`));
    if (reply.type !== "result" && reply.type !== "error") return;
    const request = pending.get(reply.id);
    if (!request) return;
    pending.delete(reply.id);
    if (reply.type === "result") request.resolve(reply.vectors);
    else request.reject(new Error(`Local embedding failed: ${reply.message}`));
  });
  worker.on("error", (error) => failAll(error));
  worker.on("exit", (code) => {
    if (pending.size > 0 || code !== 0) failAll(new Error(`Local embedding worker stopped (exit ${code})`));
  });

  return {
    id: localModelId,
    dimensions: 512,
    embed(texts, signal) {
      if (fatal) return Promise.reject(fatal);
      if (texts.length === 0) return Promise.resolve([]);
      if (signal?.aborted) return Promise.reject(signal.reason);
      const id = nextId++;
      return new Promise<number[][]>((resolve, reject) => {
        // Only pending requests hold the process open.
        worker.ref();
        const settle = () => {
          if (pending.size === 0) worker.unref();
        };
        pending.set(id, {
          resolve: (vectors) => {
            settle();
            resolve(vectors);
          },
          reject: (error) => {
            settle();
            reject(error);
          },
        });
        // The worker cannot be interrupted mid-batch; an abort just stops waiting for it.
        signal?.addEventListener(
          "abort",
          () => {
            if (pending.delete(id)) {
              settle();
              reject(signal.reason);
            }
          },
          { once: true },
        );
        worker.postMessage({ id, texts });
      });
    },
    async close() {
      failAll(new Error("Local embedder closed"));
      await worker.terminate();
    },
  };
}
