/**
 * Keeps only follow-up suggestions the documents can answer (docs/architecture.md#suggestions): each candidate is run
 * through retrieval and kept when its best chunk scores at or above the model's medium
 * threshold. A candidate that falls below is replaced by the next one: first the caller's own
 * candidates, then questions built from the retrieved passages (suggestions.ts). When fewer than
 * three pass within MAX_SUGGESTION_CHECKS searches, the best-scoring remaining candidates fill
 * the list so the UI always has three chips.
 *
 * Candidates are checked in rounds of as many as are still missing, each round in one
 * `search.many`: one embedding batch and one Chroma round trip for the whole round.
 */
import type { Search } from "../retrieval/hybrid-search";
import { buildSuggestionCandidates } from "./suggestions";
import type { ConfidenceThresholds, RetrievedChunk } from "../core/types";

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
  const scored: { text: string; score: number }[] = [];
  const checkable = unique.slice(0, MAX_SUGGESTION_CHECKS);
  for (let next = 0; next < checkable.length && accepted.length < wanted; ) {
    const round = checkable.slice(next, next + wanted - accepted.length);
    next += round.length;
    const scores = await bestScores(round, options);
    const acceptedBefore = accepted.length;
    round.forEach((candidate, index) => {
      const score = scores[index]!;
      if (score >= options.thresholds.medium) accepted.push(candidate);
      else scored.push({ text: candidate, score });
    });
    // A whole round below the threshold means the passages hold nothing a question retrieves
    // well; later candidates come from the same passages and rarely do better.
    if (accepted.length === acceptedBefore) break;
  }
  scored.sort((a, b) => b.score - a.score);
  // Unchecked candidates rank after every checked one: nothing is known about them.
  const unchecked = unique.filter((candidate) => !accepted.includes(candidate) && !scored.some((entry) => entry.text === candidate));
  return [...accepted, ...scored.map((entry) => entry.text), ...unchecked].slice(0, wanted);
}

/** The score a person would see on each candidate's best passage if they asked it (0 when retrieval fails). */
async function bestScores(round: string[], options: { search: Search; thresholds: ConfidenceThresholds; signal: AbortSignal }) {
  try {
    const results = await options.search.many({ queries: round, topK: 1, signal: options.signal });
    return results.map(({ chunks: [best] }) =>
      // A passage without a vector yet (lexical only) cannot be scored: give it the benefit of the doubt.
      best ? (best.score ?? options.thresholds.medium) : 0,
    );
  } catch (error) {
    if (options.signal.aborted) throw error;
    return round.map(() => 0);
  }
}
