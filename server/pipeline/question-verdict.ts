/**
 * A question's injection verdict: the lexical detector (core/injection) and, when the local
 * embedder is the configured one, the semantic layer over the question's sentence vector
 * (core/injection/semantic.ts). The vector is embedded at query priority and kept by the embedder
 * (local-embedder.ts), so the retriever's search for the same text reuses it: the semantic layer
 * adds one dot product to the detector's work. A short question that does not speak to the assistant
 * is not judged by the semantic layer (semantic.ts `semanticJudgesQuestion`). With a remote embedding model the layer is skipped
 * (its weights read USE-lite vectors) and the LLM guard settles the uncertain band instead.
 */
import {
  dialectAsEnglish,
  detectInjection,
  quotedSubjectFrame,
  semanticJudgesQuestion,
  semanticJudgesQuotedFrame,
  semanticModelId,
  semanticScore,
  semanticTexts,
  withSemantic,
  type InjectionResult,
} from "../core/injection";
import type { Embedder } from "../providers/embeddings";

export async function questionVerdict(message: string, deps: { embedder: Embedder; signal?: AbortSignal }): Promise<InjectionResult> {
  const lexical = detectInjection(message);
  if (lexical.flagged || deps.embedder.id !== semanticModelId) return lexical;
  // A short question about a name or a field that does not speak to the assistant: rules and classifier only.
  // A question about a quoted phrase: the words around the quote are what it asks (core/injection/quoted-subject.ts).
  const frame = quotedSubjectFrame(message);
  // A question in a creole, a pidgin or Scots is read in its English rendering: the model's vocabulary is English (dialect.ts).
  const asked = dialectAsEnglish(frame ?? message) ?? frame ?? message;
  if (!semanticJudgesQuestion(asked) || (frame !== null && !semanticJudgesQuotedFrame(frame))) return lexical;
  const texts = semanticTexts(asked, "question");
  if (texts.length === 0) return lexical;
  try {
    const vectors = await deps.embedder.embed(texts, deps.signal);
    return withSemantic(lexical, semanticScore(vectors, "question"), "question");
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    // The embedder failing must not block a question: the lexical verdict stands.
    return lexical;
  }
}
