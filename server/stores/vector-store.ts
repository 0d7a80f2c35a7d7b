/**
 * Chroma behind a small interface: one Chroma collection per embedding model and library
 * collection, cosine space, our own vectors (docs/architecture.md#embedding-models, #the-process,
 * "Collections and tags": a library collection, `libraryCollection` below, is Docent's grouping of
 * documents; each has its own Chroma collection per model, so a search never needs a `where` filter
 * to stay inside one). Every call has a deadline, so a dead Chroma costs a timeout, not a hang.
 */
import { ChromaClient, type Collection } from "chromadb";
import { chromaClientOptions } from "../chroma/supervisor";

export interface VectorHit {
  id: string;
  /** Cosine similarity, 1 - distance. */
  similarity: number;
}

/** Every call names a library collection; absent means the default one. */
export interface VectorStore {
  upsert(
    model: string,
    items: { id: string; embedding: number[]; docId: string; libraryCollection?: string }[],
    signal?: AbortSignal,
  ): Promise<void>;
  /** The nearest chunks to each embedding, in one round trip: one list per embedding, best first. */
  query(options: {
    model: string;
    embeddings: number[][];
    limit: number;
    documentIds?: string[];
    libraryCollection?: string;
    signal?: AbortSignal;
  }): Promise<VectorHit[][]>;
  /** The stored vectors of the given chunks (chunks without a vector are absent). */
  vectorsOf(options: { model: string; ids: string[]; libraryCollection?: string; signal?: AbortSignal }): Promise<Map<string, number[]>>;
  deleteIds(model: string, ids: string[], libraryCollection?: string): Promise<void>;
  count(model: string, libraryCollection?: string): Promise<number>;
  /** Deletes the Chroma collections of one library collection, every model (its documents are gone or moved). */
  dropLibraryCollection(libraryCollection: string): Promise<void>;
  heartbeat(): Promise<boolean>;
}

const defaultLibraryCollection = "default";

/**
 * Chroma names: 3–512 chars of [a-zA-Z0-9._-], starting and ending alphanumeric. The default
 * library collection keeps the name Docent used before collections existed, so its vectors stay put.
 */
export function collectionNameFor(model: string, libraryCollection?: string) {
  const safe = model
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, "-")
    .replace(/^[^a-z0-9]+|[^a-z0-9]+$/g, "");
  const base = `docent-${safe || "model"}`;
  if (!libraryCollection || libraryCollection === defaultLibraryCollection) return base.slice(0, 500);
  return `${base.slice(0, 440)}.lc-${libraryCollection.toLowerCase().replace(/[^a-z0-9-]+/g, "")}`;
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
  const collection = (model: string, libraryCollection = defaultLibraryCollection) => {
    const name = collectionNameFor(model, libraryCollection);
    let found = collections.get(name);
    if (!found) {
      found = client.getOrCreateCollection({
        name,
        embeddingFunction: null,
        configuration: { hnsw: { space: "cosine" } },
        metadata:
          libraryCollection === defaultLibraryCollection
            ? { embedding_model: model }
            : { embedding_model: model, library_collection: libraryCollection },
      });
      // A failed lookup (Chroma down) must be retried next time, not cached.
      found.catch(() => collections.delete(name));
      collections.set(name, found);
    }
    return found;
  };
  const deadline = <T>(work: () => Promise<T>, signal?: AbortSignal) => withDeadline(work(), options.timeoutMs, signal);
  const upsertInto = async (
    model: string,
    libraryCollection: string,
    items: { id: string; embedding: number[]; docId: string }[],
    signal?: AbortSignal,
  ) => {
    for (let start = 0; start < items.length; start += maxBatch) {
      const batch = items.slice(start, start + maxBatch);
      await deadline(async () => {
        const target = await collection(model, libraryCollection);
        await target.upsert({
          ids: batch.map((item) => item.id),
          embeddings: batch.map((item) => item.embedding),
          metadatas: batch.map((item) => ({ doc_id: item.docId })),
        });
      }, signal);
    }
  };

  return {
    async upsert(model, items, signal) {
      const byCollection = new Map<string, typeof items>();
      for (const item of items) {
        const key = item.libraryCollection ?? defaultLibraryCollection;
        byCollection.set(key, [...(byCollection.get(key) ?? []), item]);
      }
      for (const [libraryCollection, group] of byCollection) await upsertInto(model, libraryCollection, group, signal);
    },
    async query({ model, embeddings, limit, documentIds, libraryCollection, signal }) {
      if (embeddings.length === 0) return [];
      return deadline(async () => {
        const target = await collection(model, libraryCollection);
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
    async vectorsOf({ model, ids, libraryCollection, signal }) {
      const vectors = new Map<string, number[]>();
      if (ids.length === 0) return vectors;
      const stored = await deadline(async () => (await collection(model, libraryCollection)).get({ ids, include: ["embeddings"] }), signal);
      stored.ids.forEach((id, index) => {
        const vector = stored.embeddings?.[index];
        if (vector) vectors.set(id, vector as number[]);
      });
      return vectors;
    },
    async deleteIds(model, ids, libraryCollection) {
      for (let start = 0; start < ids.length; start += maxBatch) {
        const batch = ids.slice(start, start + maxBatch);
        await deadline(async () => (await collection(model, libraryCollection)).delete({ ids: batch }));
      }
    },
    async count(model, libraryCollection) {
      return deadline(async () => (await collection(model, libraryCollection)).count());
    },
    async dropLibraryCollection(libraryCollection) {
      if (libraryCollection === defaultLibraryCollection) return;
      const names = await deadline(async () => {
        const found: string[] = [];
        for (let offset = 0; ; offset += 100) {
          const page = await client.listCollections({ limit: 100, offset });
          for (const each of page) if (each.metadata?.library_collection === libraryCollection) found.push(each.name);
          if (page.length < 100) return found;
        }
      });
      for (const name of names) {
        await deadline(() => client.deleteCollection({ name }));
        collections.delete(name);
      }
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
    dropLibraryCollection: (...args) => current.dropLibraryCollection(...args),
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
