/**
 * Chroma behind a small interface: one collection per embedding model, cosine space, our own
 * vectors (docs/architecture.md#embedding-models, #the-process). Every call has a deadline, so a dead Chroma costs a timeout, not a hang.
 */
import { ChromaClient, type Collection } from "chromadb";
import { chromaClientOptions } from "../chroma/supervisor";

export interface VectorHit {
  id: string;
  /** Cosine similarity, 1 - distance. */
  similarity: number;
}

export interface VectorStore {
  upsert(model: string, items: { id: string; embedding: number[]; docId: string }[], signal?: AbortSignal): Promise<void>;
  /** The nearest chunks to each embedding, in one round trip: one list per embedding, best first. */
  query(options: {
    model: string;
    embeddings: number[][];
    limit: number;
    documentIds?: string[];
    signal?: AbortSignal;
  }): Promise<VectorHit[][]>;
  /** The stored vectors of the given chunks (chunks without a vector are absent). */
  vectorsOf(options: { model: string; ids: string[]; signal?: AbortSignal }): Promise<Map<string, number[]>>;
  deleteIds(model: string, ids: string[]): Promise<void>;
  count(model: string): Promise<number>;
  heartbeat(): Promise<boolean>;
}

/** Chroma names: 3–512 chars of [a-zA-Z0-9._-], starting and ending alphanumeric. */
export function collectionNameFor(model: string) {
  const safe = model
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");
  return `docent-${safe || "model"}`.slice(0, 500);
}

export class ChromaTimeoutError extends Error {
  constructor(ms: number) {
    super(`Chroma did not answer within ${ms} ms`);
    this.name = "ChromaTimeoutError";
  }
}

async function withDeadline<T>(work: Promise<T>, ms: number, signal?: AbortSignal): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  let onAbort: (() => void) | undefined;
  const guard = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChromaTimeoutError(ms)), ms);
    if (signal) {
      onAbort = () => reject(signal.reason ?? new DOMException("Aborted", "AbortError"));
      if (signal.aborted) onAbort();
      else signal.addEventListener("abort", onAbort, { once: true });
    }
  });
  try {
    return await Promise.race([work, guard]);
  } finally {
    clearTimeout(timer);
    if (onAbort) signal?.removeEventListener("abort", onAbort);
    // The losing promise may still reject later; it is settled here so it is never unhandled.
    work.catch(() => undefined);
  }
}

const maxBatch = 1_000;

export function createChromaVectorStore(options: { url: string; timeoutMs: number }): VectorStore {
  const client = new ChromaClient(chromaClientOptions(options.url));
  const collections = new Map<string, Promise<Collection>>();
  const collection = (model: string) => {
    let found = collections.get(model);
    if (!found) {
      found = client.getOrCreateCollection({
        name: collectionNameFor(model),
        embeddingFunction: null,
        configuration: { hnsw: { space: "cosine" } },
        metadata: { embedding_model: model },
      });
      // A failed lookup (Chroma down) must be retried next time, not cached.
      found.catch(() => collections.delete(model));
      collections.set(model, found);
    }
    return found;
  };
  const deadline = <T>(work: () => Promise<T>, signal?: AbortSignal) => withDeadline(work(), options.timeoutMs, signal);

  return {
    async upsert(model, items, signal) {
      for (let start = 0; start < items.length; start += maxBatch) {
        const batch = items.slice(start, start + maxBatch);
        await deadline(async () => {
          const target = await collection(model);
          await target.upsert({
            ids: batch.map((item) => item.id),
            embeddings: batch.map((item) => item.embedding),
            metadatas: batch.map((item) => ({ doc_id: item.docId })),
          });
        }, signal);
      }
    },
    async query({ model, embeddings, limit, documentIds, signal }) {
      if (embeddings.length === 0) return [];
      return deadline(async () => {
        const target = await collection(model);
        const result = await target.query({
          queryEmbeddings: embeddings,
          nResults: limit,
          include: ["distances"],
          ...(documentIds?.length ? { where: { doc_id: { $in: documentIds } } } : {}),
        });
        return embeddings.map((_, query) => {
          const distances = result.distances?.[query] ?? [];
          return (result.ids[query] ?? []).map((id, index) => ({ id, similarity: 1 - (distances[index] ?? 1) }));
        });
      }, signal);
    },
    async vectorsOf({ model, ids, signal }) {
      const vectors = new Map<string, number[]>();
      if (ids.length === 0) return vectors;
      const stored = await deadline(async () => (await collection(model)).get({ ids, include: ["embeddings"] }), signal);
      stored.ids.forEach((id, index) => {
        const vector = stored.embeddings?.[index];
        if (vector) vectors.set(id, vector as number[]);
      });
      return vectors;
    },
    async deleteIds(model, ids) {
      for (let start = 0; start < ids.length; start += maxBatch) {
        const batch = ids.slice(start, start + maxBatch);
        await deadline(async () => (await collection(model)).delete({ ids: batch }));
      }
    },
    async count(model) {
      return deadline(async () => (await collection(model)).count());
    },
    async heartbeat() {
      try {
        await withDeadline(client.heartbeat(), Math.min(options.timeoutMs, 2_000));
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** A VectorStore whose Chroma can be replaced (the embedded server restarts on a new port). */
export function switchableVectorStore(initial: VectorStore) {
  let current = initial;
  const store: VectorStore = {
    upsert: (...args) => current.upsert(...args),
    query: (...args) => current.query(...args),
    vectorsOf: (...args) => current.vectorsOf(...args),
    deleteIds: (...args) => current.deleteIds(...args),
    count: (...args) => current.count(...args),
    heartbeat: () => current.heartbeat(),
  };
  return { store, replace: (next: VectorStore) => (current = next) };
}

export function cosine(a: number[], b: number[]) {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
