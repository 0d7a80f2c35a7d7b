/**
 * Hybrid search: FTS5 BM25 + Chroma cosine, fused (fusion.ts). The score users see stays the
 * cosine similarity of each chunk. If the vector side fails (Chroma down, embedder error) the
 * lexical side still answers and the failure is reported, so one dead part never empties Docent.
 */
import type { Embedder } from "../providers/embeddings";
import type { Logger } from "../logger";
import type { RetrievedChunk } from "../pipeline/types";
import { chunkMetadata, type ChunkStore } from "../stores/chunks";
import { fuseScores, fusionWeightsFor } from "./fusion";
import type { VectorStore } from "./vector-store";

export interface SearchRequest {
  query: string;
  topK: number;
  documentIds?: string[];
  signal?: AbortSignal;
  /** Also return related stored web results (SPEC §4.6), after the document chunks. */
  includeWeb?: boolean;
}
export interface SearchResult {
  chunks: RetrievedChunk[];
  /** Set when the vector side failed and only lexical results are present. */
  vectorError?: string;
}
export type Search = (request: SearchRequest) => Promise<SearchResult>;

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
  recallWeb?: (request: { query: string; embedding: { model: string; vector: number[] } | null }) => RetrievedChunk[];
  logger: Logger;
}): Search {
  // One question searches several times (answer retries, suggestion checks) under one abort
  // signal. Once its vector side has failed (Chroma down or hung), the later searches of that
  // question skip it: a dead Chroma then costs one CHROMA_TIMEOUT_MS per question, not one per search.
  const vectorFailures = new WeakMap<AbortSignal, string>();
  return async ({ query, topK, documentIds, signal, includeWeb }) => {
    const candidateCount = Math.max(topK * 4, 20);
    const lexicalHits = deps.chunks.searchLexical({ text: query, limit: candidateCount, documentIds });
    const model = deps.activeModel();

    let embedding: number[] | null = null;
    let vectorError: string | undefined;
    const vectorScores = new Map<string, number>();
    const earlierFailure = signal ? vectorFailures.get(signal) : undefined;
    if (earlierFailure) vectorError = earlierFailure;
    else try {
      const queryEmbedder = deps.embedderFor?.(model) ?? deps.embedder;
      [embedding] = (await queryEmbedder.embed([query], signal)) as [number[]];
      const hits = await deps.vectors.query({ model, embedding, limit: candidateCount, documentIds, signal });
      for (const hit of hits) vectorScores.set(hit.id, hit.similarity);
    } catch (error) {
      if (signal?.aborted) throw error;
      vectorError = error instanceof Error ? error.message : String(error);
      if (signal) vectorFailures.set(signal, vectorError);
      deps.logger.warn("vector search failed; answering from the lexical index", { error: vectorError });
    }

    const lexicalScores = new Map(lexicalHits.map((hit) => [hit.chunk.id, hit.bm25]));
    const fused = fuseScores({ lexical: lexicalScores, vector: vectorScores, weights: fusionWeightsFor(model) });
    const top = fused.slice(0, topK);
    const webChunks = includeWeb ? recallWebChunks(query, embedding ? { model, vector: embedding } : null) : [];
    if (top.length === 0) return { chunks: webChunks, vectorError };

    // Cosine for top chunks that only the lexical side found (if they have a vector).
    const missing = top.filter((hit) => !vectorScores.has(hit.id)).map((hit) => hit.id);
    if (embedding && !vectorError && missing.length > 0) {
      try {
        const similarities = await deps.vectors.similarityOf({ model, embedding, ids: missing, signal });
        for (const [id, similarity] of similarities) vectorScores.set(id, similarity);
      } catch (error) {
        if (signal?.aborted) throw error;
        deps.logger.warn("could not score lexical hits by cosine", { error: String(error) });
      }
    }

    const rows = new Map(lexicalHits.map((hit) => [hit.chunk.id, hit.chunk]));
    const unknown = top.map((hit) => hit.id).filter((id) => !rows.has(id));
    for (const row of deps.chunks.getChunks(unknown)) rows.set(row.id, row);

    const chunks: RetrievedChunk[] = [];
    for (const hit of top) {
      const row = rows.get(hit.id);
      // A vector whose chunk is gone (deleted document, failed job) is skipped, never shown.
      if (!row) continue;
      const similarity = vectorScores.get(hit.id);
      chunks.push({
        chunk_id: row.id,
        text: row.text,
        metadata: chunkMetadata(row, row.filename),
        score: similarity === undefined ? null : Math.round(similarity * 1000) / 1000,
        lexical_score: hit.lexical,
        fused_score: hit.fused,
        kind: "document",
      });
    }
    return { chunks: [...chunks, ...webChunks], vectorError };
  };

  function recallWebChunks(query: string, embedding: { model: string; vector: number[] } | null): RetrievedChunk[] {
    if (!deps.recallWeb) return [];
    try {
      return deps.recallWeb({ query, embedding });
    } catch (error) {
      // The web memory is an extra: a broken lookup leaves the document results intact.
      deps.logger.warn("stored web results could not be consulted", { error });
      return [];
    }
  }
}
