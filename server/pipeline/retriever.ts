/**
 * Retriever stage (docs/architecture.md#retriever): hybrid search over the documents, top_k chunks sorted by score.
 * Failure → empty result and `retrieval_error`, logged, never a crash.
 */
import type { RetrieverInput, RetrieverOutput, StageDeps } from "./types";

export async function retrieve(input: RetrieverInput, deps: StageDeps): Promise<RetrieverOutput> {
  try {
    const result = await deps.search({
      query: input.query,
      topK: input.top_k,
      documentIds: input.document_ids,
      signal: deps.signal,
      includeWeb: true,
    });
    return { chunks: result.chunks, safety_flags: result.vectorError ? ["retrieval_error"] : [] };
  } catch (error) {
    if (deps.signal.aborted) throw error;
    return { chunks: [], safety_flags: ["retrieval_error"] };
  }
}
