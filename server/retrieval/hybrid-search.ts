/**
 * Hybrid search: FTS5 BM25 + Chroma cosine, fused (fusion.ts). The score users see stays the
 * cosine similarity of each chunk. If the vector side fails (Chroma down, embedder error) the
 * lexical side still answers and the failure is reported, so one dead part never empties Docent.
 *
 * Several queries can be searched at once (`search.many`, used by the suggestion checks): their
 * embeddings go to the model as one batch and Chroma answers them in one round trip.
 */
import { LRUCache } from "lru-cache";
import type { Embedder } from "../providers/embeddings";
import type { Logger } from "../core/logger";
import type { RetrievedChunk } from "../core/types";
import { chunkMetadata, type ChunkRow, type ChunkStore } from "../stores/chunks";
import { fuseScores, fusionWeightsFor } from "./fusion";
import { cosine, type VectorStore } from "../stores/vector-store";

/** 512 floats each (~4 KB as numbers): 2,000 recent queries hold about 10 MB. */
const queryVectorCacheSize = 2_000;

export interface SearchRequest {
  query: string;
  topK: number;
  documentIds?: string[];
  /** Only this library collection's documents (docs/architecture.md, "Collections and tags"); absent: the whole library. */
  collectionId?: string;
  signal?: AbortSignal;
  /** Also return related stored web results (docs/architecture.md#the-web-step), after the document chunks. */
  includeWeb?: boolean;
}
export interface SearchResult {
  chunks: RetrievedChunk[];
  /** Set when the vector side failed and only lexical results are present. */
  vectorError?: string;
}
export type SearchManyRequest = Omit<SearchRequest, "query" | "includeWeb"> & {
  queries: string[];
  /**
   * The keyword index alone: no query embedding, no Chroma query (each chunk's `score` is null).
   * For checks that only ask whether the passages hold an answer (the suggestion checks).
   */
  lexicalOnly?: boolean;
};
export interface Search {
  (request: SearchRequest): Promise<SearchResult>;
  /** One result per query, in order; the same as searching each alone, done together. */
  many(request: SearchManyRequest): Promise<SearchResult[]>;
}

type ChunkWithFile = ChunkRow & { filename: string };

export function createHybridSearch(deps: {
  chunks: ChunkStore;
  vectors: VectorStore;
  embedder: Embedder;
  /** The collection to query: normally the embedder's, the previous one during a re-embed. */
  activeModel: () => string;
  /**
   * The embedder whose vectors fill `model`'s collection: a query must be embedded by the model
   * of the collection it searches (the previous one during a re-embed). Defaults to `embedder`.
   */
  embedderFor?: (model: string) => Embedder;
  /** Stored web results related to the query, as `web` chunks (keyword index or embedding); no outside call. */
  recallWeb?: (request: {
    query: string;
    embedding: { model: string; vector: number[] } | null;
    collectionId?: string;
  }) => Promise<RetrievedChunk[]>;
  logger: Logger;
}): Search {
  // One question searches several times (answer retries, suggestion checks) under one abort
  // signal. Once its vector side has failed (Chroma down or hung), the later searches of that
  // question skip it: a dead Chroma then costs one CHROMA_TIMEOUT_MS per question, not one per search.
  const vectorFailures = new WeakMap<AbortSignal, string>();
  // Query vectors by model and text. A suggestion is embedded when it is checked, so clicking it
  // costs no model call; a repeated or retried question neither. Vectors never change for a model.
  const queryVectors = new LRUCache<string, number[]>({ max: queryVectorCacheSize });

  async function embedQueries(model: string, queries: string[], signal?: AbortSignal): Promise<number[][]> {
    const keys = queries.map((query) => `${model}\n${query}`);
    const missing = [...new Set(queries.filter((_, index) => !queryVectors.has(keys[index]!)))];
    if (missing.length > 0) {
      const embedder = deps.embedderFor?.(model) ?? deps.embedder;
      const vectors = await embedder.embed(missing, signal);
      missing.forEach((query, index) => queryVectors.set(`${model}\n${query}`, vectors[index]!));
    }
    return keys.map((key) => queryVectors.get(key)!);
  }

  /** Cosine-ranked candidates per query, or the reason the vector side could not answer. */
  async function vectorSide(model: string, request: SearchManyRequest, limit: number) {
    const { queries, documentIds, collectionId, signal } = request;
    const earlierFailure = signal ? vectorFailures.get(signal) : undefined;
    if (earlierFailure) return { error: earlierFailure };
    try {
      const embeddings = await embedQueries(model, queries, signal);
      const hits = await deps.vectors.query({ model, embeddings, limit, documentIds, libraryCollection: collectionId, signal });
      return { embeddings, scores: hits.map((list) => new Map(list.map((hit) => [hit.id, hit.similarity]))) };
    } catch (error) {
      if (signal?.aborted) throw error;
      const message = error instanceof Error ? error.message : String(error);
      if (signal) vectorFailures.set(signal, message);
      deps.logger.warn("vector search failed; answering from the lexical index", { error: message });
      return { error: message };
    }
  }

  async function searchMany(request: SearchManyRequest): Promise<SearchResult[]> {
    const { queries, topK, documentIds, collectionId, signal } = request;
    if (queries.length === 0) return [];
    const candidateCount = Math.max(topK * 4, 20);
    // The keyword side runs while the vector side waits on Chroma; its failure is awaited below, never left unhandled.
    const lexicalPending = Promise.all(
      queries.map((query) => deps.chunks.searchLexical({ text: query, limit: candidateCount, documentIds, collectionId })),
    );
    lexicalPending.catch(() => undefined);
    const model = deps.activeModel();
    const vector = request.lexicalOnly
      ? { scores: null, embeddings: null, error: undefined }
      : await vectorSide(model, request, candidateCount);
    const lexicalHits = await lexicalPending;
    const vectorScores = vector.scores ?? queries.map(() => new Map<string, number>());

    const rows = new Map<string, ChunkWithFile>(lexicalHits.flat().map((hit) => [hit.chunk.id, hit.chunk]));
    const tops = queries.map((_, index) => {
      const lexical = new Map(lexicalHits[index]!.map((hit) => [hit.chunk.id, hit.bm25]));
      return fuseScores({ lexical, vector: vectorScores[index]!, weights: fusionWeightsFor(model) }).slice(0, topK);
    });

    // Cosine for top chunks that only the lexical side found (if they have a vector): one read
    // of the stored vectors for every query, compared here.
    const missing = new Set(tops.flatMap((top, index) => top.filter((hit) => !vectorScores[index]!.has(hit.id)).map((hit) => hit.id)));
    if (vector.embeddings && missing.size > 0) {
      try {
        const stored = await deps.vectors.vectorsOf({ model, ids: [...missing], libraryCollection: collectionId, signal });
        tops.forEach((top, index) => {
          for (const hit of top) {
            const storedVector = stored.get(hit.id);
            if (storedVector && !vectorScores[index]!.has(hit.id))
              vectorScores[index]!.set(hit.id, cosine(vector.embeddings[index]!, storedVector));
          }
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        deps.logger.warn("could not score lexical hits by cosine", { error: String(error) });
      }
    }

    const unknown = [...new Set(tops.flat().map((hit) => hit.id))].filter((id) => !rows.has(id));
    // A vector of a document that just left the collection is not this collection's passage.
    for (const row of await deps.chunks.getChunks(unknown))
      if (collectionId === undefined || row.collection_id === collectionId) rows.set(row.id, row);

    return tops.map((top, index) => {
      const chunks: RetrievedChunk[] = [];
      for (const hit of top) {
        const row = rows.get(hit.id);
        // A vector whose chunk is gone (deleted document, failed job) is skipped, never shown.
        if (!row) continue;
        const similarity = vectorScores[index]!.get(hit.id);
        chunks.push({
          chunk_id: row.id,
          text: row.text,
          metadata: chunkMetadata(row, row.filename),
          score: similarity === undefined ? null : Math.round(similarity * 1000) / 1000,
          lexical_score: hit.lexical,
          fused_score: hit.fused,
          kind: "document",
          ...(row.injection_flagged === 1 ? { injection_flagged: true } : {}),
          injection_judged: true,
        });
      }
      return { chunks, vectorError: vector.error };
    });
  }

  const search = async ({ query, includeWeb, ...request }: SearchRequest): Promise<SearchResult> => {
    const [result] = (await searchMany({ ...request, queries: [query] })) as [SearchResult];
    if (!includeWeb) return result;
    const model = deps.activeModel();
    const embedding = queryVectors.get(`${model}\n${query}`);
    const web = await recallWebChunks(query, embedding ? { model, vector: embedding } : null, request.collectionId);
    return { ...result, chunks: [...result.chunks, ...web] };
  };
  return Object.assign(search, { many: searchMany });

  async function recallWebChunks(
    query: string,
    embedding: { model: string; vector: number[] } | null,
    collectionId: string | undefined,
  ): Promise<RetrievedChunk[]> {
    if (!deps.recallWeb) return [];
    try {
      return await deps.recallWeb({ query, embedding, collectionId });
    } catch (error) {
      // The web memory is an extra: a broken lookup leaves the document results intact.
      deps.logger.warn("stored web results could not be consulted", { error });
      return [];
    }
  }
}
