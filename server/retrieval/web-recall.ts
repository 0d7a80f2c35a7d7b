/**
 * The retriever's view of the web memory: stored web results related to a query, as `web` chunks
 * the reasoner can cite next to document passages.
 */
import type { Logger } from "../core/logger";
import { contentTerms } from "../core/text-analysis";
import type { ConfidenceThresholds, RetrievedChunk } from "../core/types";
import type { RecalledWebResult, WebStore } from "../stores/web-results";

/** How many stored results may join the sources of one answer. */
export const MAX_RECALLED_RESULTS = 2;

/** A web result as a source the reasoner can cite; `doc_id` carries the web result id. */
export function webChunkOf(
  result: Pick<RecalledWebResult, "id" | "answer" | "citations" | "similarity">,
  question: string,
): RetrievedChunk {
  const relevance = questionCoverage(question, result.answer);
  return {
    chunk_id: `${result.id}_0`,
    text: result.answer,
    metadata: { doc_id: result.id, filename: "Web search", chunk_index: 0 },
    // A web result has no cosine against the documents' index; the question-to-question
    // similarity stands in when the result was found by embedding.
    score: result.similarity,
    lexical_score: relevance,
    fused_score: Math.max(relevance, result.similarity ?? 0),
    kind: "web",
    web_urls: result.citations.map((citation) => (citation.title ? { url: citation.url, title: citation.title } : { url: citation.url })),
  };
}

/** Stored results found by the keyword index or by the question's embedding (at the model's "high" similarity). */
export function createWebRecall(web: { store: WebStore; logger: Logger }, thresholdsOf: (model: string) => ConfidenceThresholds) {
  return async (request: {
    query: string;
    embedding: { model: string; vector: number[] } | null;
    collectionId?: string;
  }): Promise<RetrievedChunk[]> => {
    const recalled = await web.store.recallWebResults({
      collectionId: request.collectionId,
      query: request.query.slice(0, 2_000),
      limit: MAX_RECALLED_RESULTS,
      embedding: request.embedding,
      minSimilarity: request.embedding ? thresholdsOf(request.embedding.model).high : undefined,
    });
    if (!recalled.ok) {
      web.logger.warn("stored web results not consulted: the lookup arguments failed their checks", { reason: recalled.error.reason });
      return [];
    }
    return recalled.results.map((result) => webChunkOf(result, request.query));
  };
}
function questionCoverage(question: string, text: string): number {
  const wanted = [...new Set(contentTerms(question))];
  if (wanted.length === 0) return 0;
  const present = new Set(contentTerms(text));
  return round(wanted.filter((term) => present.has(term)).length / wanted.length);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
