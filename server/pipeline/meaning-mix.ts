/**
 * How a sentence's meaning mixes with its words (docs/architecture.md#reasoner): the offline
 * answerers score a sentence by the question's words it holds; when those barely meet ("banned"
 * asked, "not allowed" written; "pay" asked, "fees" written), the sentence's cosine with the
 * question (USE-lite, meaning-scores.ts) lifts it by how far it stands above the other compared
 * sentences. USE-lite rates any two sentences on one topic alike, so the level says little and the
 * lead over the passage's typical sentence (the median) says more. Only lifts: a sentence that
 * holds the words keeps its score. Chosen on the dev rounds.
 */

/** Cosine (USE-lite, question against sentence) under which a sentence is never lifted. */
export const MEANING_FLOOR = 0.3;
/** Score added per unit of cosine above the compared sentences' median (and the floor). */
export const MEANING_WEIGHT = 0.8;
/**
 * Word score a sentence needs to be lifted at all: meaning decides between sentences that hold part
 * of the question, never for one that holds none of it. On the dev rounds a person's field ("HR
 * Business Partner: …", 0.2) was lifted over the admission for an unanswerable "Who is the chief
 * executive of …?"; the fees sentence that answers "Do juniors pay less than adults?" holds 0.38.
 */
export const MEANING_MIN_WORDS = 0.25;

export function liftedScore(score: number, cosine: number, median: number): number {
  if (score < MEANING_MIN_WORDS) return score;
  return score + MEANING_WEIGHT * Math.max(0, cosine - Math.max(MEANING_FLOOR, median));
}

export function medianOf(values: Iterable<number>): number {
  const sorted = [...values].sort((left, right) => left - right);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
