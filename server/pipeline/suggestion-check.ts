/**
 * Keeps only follow-up suggestions the documents can answer (SPEC §4.7): each candidate is run
 * through retrieval and kept when its best chunk scores at or above the model's medium
 * threshold. When fewer than three pass, the best-scoring remaining candidates fill the list so
 * the UI always has three chips.
 */
import type { Search } from "../retrieval/hybrid-search";
import type { ConfidenceThresholds, RetrievedChunk } from "./types";

const wanted = 3;

export async function checkSuggestions(
  candidates: string[],
  options: { question: string; chunks: RetrievedChunk[]; search: Search; thresholds: ConfidenceThresholds; signal: AbortSignal },
): Promise<string[]> {
  const seen = new Set([options.question.trim().toLowerCase()]);
  const unique = candidates.filter((candidate) => {
    const key = candidate.trim().toLowerCase();
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (options.chunks.length === 0) return unique.slice(0, wanted);

  const accepted: string[] = [];
  const scored: { text: string; score: number }[] = [];
  for (const candidate of unique) {
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
  return [...accepted, ...scored.map((entry) => entry.text)].slice(0, wanted);
}
