/**
 * Keeps only follow-up suggestions the documents can answer (SPEC §4.7): each candidate is run
 * through retrieval and kept when its best chunk scores at or above the model's medium
 * threshold. A candidate that falls below is replaced by the next one: first the caller's own
 * candidates, then questions built from the retrieved passages (suggestions.ts). When fewer than
 * three pass within MAX_SUGGESTION_CHECKS searches, the best-scoring remaining candidates fill
 * the list so the UI always has three chips.
 */
import type { Search } from "../retrieval/hybrid-search";
import { buildSuggestionCandidates } from "./suggestions";
import type { ConfidenceThresholds, RetrievedChunk } from "./types";

const wanted = 3;
/** Each check is one retrieval (an embedding and two searches), so their number is bounded. */
export const MAX_SUGGESTION_CHECKS = 10;

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
  for (const candidate of unique.slice(0, MAX_SUGGESTION_CHECKS)) {
    if (accepted.length === wanted) break;
    try {
      const result = await options.search({ query: candidate, topK: 1, signal: options.signal });
      const best = result.chunks[0];
      const score = best?.score ?? (best ? options.thresholds.medium : 0);
      if (score >= options.thresholds.medium) accepted.push(candidate);
      else scored.push({ text: candidate, score });
    } catch (error) {
      if (options.signal.aborted) throw error;
      scored.push({ text: candidate, score: 0 });
    }
  }
  scored.sort((a, b) => b.score - a.score);
  // Unchecked candidates rank after every checked one: nothing is known about them.
  const unchecked = unique.filter((candidate) => !accepted.includes(candidate) && !scored.some((entry) => entry.text === candidate));
  return [...accepted, ...scored.map((entry) => entry.text), ...unchecked].slice(0, wanted);
}
