/**
 * Sentence choice by meaning, for the offline reasoner (docs/architecture.md#reasoner): when the
 * question's words barely meet the passages ("How long can I borrow a DVD?" against a sheet that
 * says "Loan period"), word overlap admits "no information" although the answer is there. Then
 * the retrieved passages' sentences are compared with the question by the embedding model the
 * hybrid search already uses (USE-lite offline), and the closest one is quoted if it is close
 * enough, clearly closer than the rest, and misses at most two words of the question, each said
 * otherwise by a word of the sentence ("buy" / "sells", "quit" / "resigned"). Its evidence stays
 * at the admission floor, so such an answer is never more than `low`.
 */
import type { AnswerStyle } from "~/lib/response";
import type { Embedder } from "../providers/embeddings";
import type { ContextSource } from "../prompts/source-context";
import { contentTerms, stem, stopWords, tokenize } from "../core/text-analysis";
import { withoutQuestionForm } from "./everyday-words";
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
/** Question words a sentence may leave unmet: those a paraphrase says otherwise. */
const maxUnmetWords = 2;
/**
 * Cosine (USE-lite, one word against one word) by which a word of the sentence says an unmet
 * question word otherwise ("borrow" / "loan"). What a question asks about must be met, in words or
 * in meaning: "Does the policy pay for broadband?" is not answered by the allowance sentence that
 * holds every other word of it. Chosen on dev.
 */
export const MEANING_WORD_MIN_COSINE = 0.5;
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
  const asked = new Set(
    contentTerms(withoutQuestionForm(input.question).replace(/\bhow\s+(?:long|much|many|far|often|old|big|large|tall)\b/gi, "how")),
  );
  // A paraphrase stands in for a word of the question ("borrow" for "Loan period"), not for what is
  // asked about: "What colour is the garden association's logo?" misses "colour" and "logo", and no
  // word of a sentence about the association's treasurer says either, however close the sentence.
  const unmetOf = (sentence: ScoredSentence) => [...asked].filter((term) => !sentence.covers.includes(term));
  const overlapping = scoreSentences(input.question, input.sources)
    .filter((sentence) => top.has(sentence.source) && sentence.score >= minimumOverlap && unmetOf(sentence).length <= maxUnmetWords)
    .slice(0, comparedSentences);
  if (overlapping.length === 0) return null;
  let question: number[];
  let vectors: number[][];
  let candidates: ScoredSentence[];
  try {
    candidates = await saidOtherwise(input.question, overlapping, unmetOf, input.embedder, input.signal);
    if (candidates.length === 0) return null;
    [question, ...vectors] = (await input.embedder.embed(
      [input.question, ...candidates.map((sentence) => sentence.text)],
      input.signal,
    )) as [number[], ...number[][]];
  } catch (error) {
    // The embedder is an extra here: the word-overlap answer (the admission) stands when it fails.
    if (input.signal?.aborted) throw error;
    return null;
  }
  const ranked = candidates
    .map((sentence, index) => ({ sentence, cosine: cosine(question, vectors[index]!) }))
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

/** The question's own word for a stemmed term ("pensioners" for "pensioner"), which the model knows better. */
function wordFor(term: string, question: string): string {
  return tokenize(question).find((word) => stem(word) === term) ?? term;
}

/** The sentences whose every unmet question word is said otherwise by one of their own words. */
async function saidOtherwise(
  question: string,
  sentences: ScoredSentence[],
  unmetOf: (sentence: ScoredSentence) => string[],
  embedder: Embedder,
  signal?: AbortSignal,
): Promise<ScoredSentence[]> {
  const sentenceWords = (sentence: ScoredSentence) =>
    [...new Set(tokenize(sentence.text))].filter((word) => !stopWords.has(word) && /\p{L}{3,}/u.test(word));
  const unmet = [...new Set(sentences.flatMap(unmetOf))].map((term) => wordFor(term, question));
  if (unmet.length === 0) return sentences;
  const words = [...new Set([...unmet, ...sentences.filter((sentence) => unmetOf(sentence).length > 0).flatMap(sentenceWords)])];
  const vectors = new Map((await embedder.embed(words, signal)).map((vector, index) => [words[index]!, vector]));
  const close = (word: string, other: string) => cosine(vectors.get(word)!, vectors.get(other)!) >= MEANING_WORD_MIN_COSINE;
  return sentences.filter((sentence) =>
    unmetOf(sentence).every((term) => sentenceWords(sentence).some((word) => close(wordFor(term, question), word))),
  );
}
