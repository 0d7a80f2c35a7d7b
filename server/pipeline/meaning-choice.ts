/**
 * Sentence choice by meaning, for the offline reasoner (docs/architecture.md#reasoner): when the
 * question's words barely meet the passages ("How long can I borrow a DVD?" against a sheet that
 * says "Loan period"), word overlap admits "no information" although the answer is there. Then
 * the retrieved passages' sentences are compared with the question by the embedding model the
 * hybrid search already uses (USE-lite offline), and the closest one is quoted if it is close
 * enough, clearly closer than the rest, and misses at most one word of the question. Its
 * evidence stays at the admission floor, so such an answer is never more than `low`.
 */
import type { AnswerStyle } from "~/lib/response";
import type { Embedder } from "../providers/embeddings";
import type { ContextSource } from "../prompts/source-context";
import { contentTerms } from "../core/text-analysis";
import { formatAnswer, scoreSentences, type ExtractiveAnswer, type ScoredSentence } from "./extractive";

/**
 * Cosine (USE-lite) a sentence needs with the question, and its lead over the runner-up. USE-lite
 * rates any two sentences on one topic alike ("capital of France?" against "The Eiffel Tower is in
 * Paris." 0.58), so the lead decides more than the level: measured on dev pairs, the loan row that
 * answers "How long can I borrow a DVD?" sat at 0.38 with the next row at 0.19; a topical sentence
 * that does not answer led its runner-up by 0.06.
 */
export const MEANING_MIN_COSINE = 0.3;
export const MEANING_MIN_LEAD = 0.1;
/** Passages read and sentences compared: the top of the search, a bounded cost per question. */
const readPassages = 3;
const comparedSentences = 12;
/** Question words a sentence may leave unmet: the one a paraphrase says otherwise. */
const maxUnmetWords = 1;
/** The lexical share a sentence needs: at least one of the question's words, not a sentence about anything. */
const minimumOverlap = 0.15;

const cosine = (left: number[], right: number[]) => left.reduce((sum, value, index) => sum + value * right[index]!, 0);

export async function chooseByMeaning(input: {
  question: string;
  sources: ContextSource[];
  style: AnswerStyle;
  embedder: Embedder;
  minScore: number;
  signal?: AbortSignal;
}): Promise<ExtractiveAnswer | null> {
  const top = new Set(input.sources.slice(0, readPassages).map((source) => source.number));
  // "How long", "how much": the form of the question, not a word a sentence must hold.
  const asked = new Set(contentTerms(input.question.replace(/\bhow\s+(?:long|much|many|far|often|old|big|large|tall)\b/gi, "how")));
  // A paraphrase stands in for one word of the question ("borrow" for "Loan period"), not for what
  // is asked about: "What colour is the garden association's logo?" misses both "colour" and
  // "logo", so a sentence about the association's treasurer does not answer it, however close in meaning.
  const candidates = scoreSentences(input.question, input.sources)
    .filter(
      (sentence) =>
        top.has(sentence.source) &&
        sentence.score >= minimumOverlap &&
        [...asked].filter((term) => !sentence.covers.includes(term)).length <= maxUnmetWords,
    )
    .slice(0, comparedSentences);
  if (candidates.length === 0) return null;
  let embedded: number[][];
  try {
    embedded = await input.embedder.embed([input.question, ...candidates.map((sentence) => sentence.text)], input.signal);
  } catch (error) {
    // The embedder is an extra here: the word-overlap answer (the admission) stands when it fails.
    if (input.signal?.aborted) throw error;
    return null;
  }
  const [question, ...vectors] = embedded;
  const ranked = candidates
    .map((sentence, index) => ({ sentence, cosine: cosine(question!, vectors[index]!) }))
    .sort((left, right) => right.cosine - left.cosine);
  const [best, next] = ranked;
  if (!best || best.cosine < MEANING_MIN_COSINE || (next && best.cosine - next.cosine < MEANING_MIN_LEAD)) return null;
  const chosen: ScoredSentence = { ...best.sentence, score: input.minScore };
  return {
    answer: formatAnswer([chosen], input.style, input.question),
    evidence_score: input.minScore,
    sentences: [chosen],
  };
}
