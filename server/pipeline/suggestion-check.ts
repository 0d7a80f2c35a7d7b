/**
 * Keeps only follow-up suggestions the documents can answer (docs/architecture.md#suggestions): each candidate is asked:
 * run through retrieval (within the documents the suggestions come from) and answered by the
 * offline reasoner from what comes back; it is kept when its best passage scores at or above the
 * model's medium threshold and the answer is not the "no information" admission. A candidate
 * that fails is replaced by the next one: first the caller's own candidates, then questions built
 * from the passages (suggestions.ts). When fewer than three pass within MAX_SUGGESTION_CHECKS
 * searches, the list is completed with questions about the documents as a whole ("What are these
 * documents about?"), which the summaries answer, never with a candidate that failed its check.
 *
 * Candidates are checked in rounds of as many as are still missing, each round in one
 * `search.many`: one embedding batch and one Chroma round trip for the whole round.
 */
import type { Search } from "../retrieval/hybrid-search";
import { buildSuggestionCandidates, documentQuestions } from "./suggestions";
import type { ConfidenceThresholds, RetrievedChunk } from "../core/types";
import { buildSourceContext } from "../prompts/source-context";
import { extractAnswer } from "./extractive";
import { NO_INFORMATION_ANSWER } from "../prompts/reasoner";

const wanted = 3;
/**
 * Each check is one retrieval (an embedding and two searches), so their number is bounded: at
 * most two full rounds.
 */
export const MAX_SUGGESTION_CHECKS = 6;

export async function checkSuggestions(
  candidates: string[],
  options: { question: string; chunks: RetrievedChunk[]; search: Search; thresholds: ConfidenceThresholds; signal: AbortSignal },
): Promise<string[]> {
  const seen = new Set([options.question.trim().toLowerCase()]);
  const replacements = buildSuggestionCandidates({ question: options.question, answer: "", chunks: options.chunks });
  const unique = [...candidates, ...replacements].filter((candidate) => {
    const key = candidate.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (options.chunks.length === 0) return unique.slice(0, wanted);

  const accepted: string[] = [];
  const checkable = unique.slice(0, MAX_SUGGESTION_CHECKS);
  const documentIds = [...new Set(options.chunks.filter((chunk) => chunk.kind !== "web").map((chunk) => chunk.metadata.doc_id))];
  for (let next = 0; next < checkable.length && accepted.length < wanted; ) {
    const round = checkable.slice(next, next + wanted - accepted.length);
    next += round.length;
    const answerable = await answerableInRound(round, { ...options, documentIds });
    const acceptedBefore = accepted.length;
    round.forEach((candidate, index) => {
      if (answerable[index]) accepted.push(candidate);
    });
    // A whole round below the threshold means the passages hold nothing a question retrieves
    // well; later candidates come from the same passages and rarely do better.
    if (accepted.length === acceptedBefore) break;
  }
  return [...accepted, ...documentQuestions(options.question).filter((question) => !accepted.includes(question))].slice(0, wanted);
}

/**
 * Whether each candidate, asked, gets an answer: its best passage scores at or above the medium
 * threshold (a passage without a vector yet, lexical only, gets the benefit of the doubt) and the
 * offline reasoner finds a sentence in the passages that answers it. A failed search fails the round.
 */
async function answerableInRound(
  round: string[],
  options: { search: Search; thresholds: ConfidenceThresholds; signal: AbortSignal; documentIds: string[] },
): Promise<boolean[]> {
  try {
    const results = await options.search.many({
      queries: round,
      topK: 5,
      signal: options.signal,
      ...(options.documentIds.length > 0 ? { documentIds: options.documentIds } : {}),
    });
    return results.map(({ chunks }, index) => {
      const best = chunks[0];
      if (!best || (best.score ?? options.thresholds.medium) < options.thresholds.medium) return false;
      const { sources } = buildSourceContext(chunks, 12_000);
      return extractAnswer({ question: round[index]!, sources, style: "concise" }).answer !== NO_INFORMATION_ANSWER;
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    return round.map(() => false);
  }
}
