/**
 * The offline reasoner's core (SPEC §5.8): pick the sentences of the top sources that best
 * answer the question, cite each one, or admit that nothing matches well enough. No model.
 *
 * Score of a sentence = IDF-weighted share of the question's content words it contains
 * (stop words removed, light stemming), times a small penalty for the rank of its source.
 * IDF is computed over the candidate sentences themselves, so a word that every sentence shares
 * (the topic) weighs little and a question word found nowhere weighs most — which is what makes
 * an unanswerable question score low. research/extractive-baseline.md measured this family of
 * scores on SQuAD 2.0: one sentence holds the answer about two times in three.
 */
import type { AnswerStyle } from "~/lib/response";
import { NO_INFORMATION_ANSWER } from "../prompts/reasoner";
import type { ContextSource } from "./source-context";
import { contentTerms, splitSentences, tokenize } from "./text-analysis";

/**
 * Below this best-sentence score the answer is the admission. Tunable with `npm run eval`:
 * the baseline study found 0.5 answers 55% of answerable questions correctly while admitting
 * 31% of unanswerable ones; 0.6 → 46% / 49%; 0.7 → 35% / 66%.
 */
export const EXTRACTIVE_MIN_SCORE = 0.5;

/** Multiplier lost per rank of the source a sentence comes from (rank 0 loses nothing). */
export const EXTRACTIVE_RANK_PENALTY = 0.04;

const maxSentencesByStyle: Record<AnswerStyle, number> = { concise: 2, detailed: 4, bullet: 3 };
// A further sentence joins the best one only if it scores at least this share of the best.
const companionRatioByStyle: Record<AnswerStyle, number> = { concise: 0.8, detailed: 0.5, bullet: 0.6 };
// "Why" and "how" questions usually need a second sentence (the reason, the steps).
const explanatoryCompanionRatio = 0.6;
const pronounOpening = /^(?:it|its|they|their|these|this|he|she|his|her|there)\b/i;
const inheritedWeight = 0.5;
// A sentence this long is a table dump or a run-on; it is cut for the answer.
const maxSentenceChars = 600;

export interface ScoredSentence {
  text: string;
  source: number;
  score: number;
  /** Position of the sentence in its source. */
  position: number;
  /**
   * The sentence before it, when this one opens with a pronoun ("It is 330 metres tall.") and
   * owes part of its score to what that pronoun points back to; shown first so the answer reads
   * on its own.
   */
  lead?: string;
  /** The question's content words this sentence (with its lead) covers. */
  covers: string[];
}

export interface ExtractiveAnswer {
  answer: string;
  /** Score of the best sentence found, 0..1 (also when the answer is the admission). */
  evidence_score: number;
  /** The sentences used, best first (empty for the admission). */
  sentences: ScoredSentence[];
}

export interface ExtractiveInput {
  question: string;
  sources: ContextSource[];
  style: AnswerStyle;
  /** Override of EXTRACTIVE_MIN_SCORE, for the eval's threshold sweep. */
  minScore?: number;
}

export function extractAnswer(input: ExtractiveInput): ExtractiveAnswer {
  const minScore = input.minScore ?? EXTRACTIVE_MIN_SCORE;
  const ranked = scoreSentences(input.question, input.sources);
  const best = ranked[0];
  if (!best || best.score < minScore) {
    return { answer: NO_INFORMATION_ANSWER, evidence_score: best?.score ?? 0, sentences: [] };
  }
  const explanatory = /^\s*(why|how)\b/i.test(input.question);
  const ratio = input.style === "concise" && explanatory ? explanatoryCompanionRatio : companionRatioByStyle[input.style];
  const chosen: ScoredSentence[] = [best];
  for (const candidate of ranked.slice(1)) {
    if (chosen.length >= maxSentencesByStyle[input.style]) break;
    if (candidate.score < Math.max(minScore, best.score * ratio)) break;
    if (chosen.some((kept) => nearDuplicate(kept.text, candidate.text))) continue;
    // A short answer only grows when the next sentence covers part of the question the kept ones do not.
    if (input.style === "concise" && candidate.covers.every((term) => chosen.some((kept) => kept.covers.includes(term)))) continue;
    chosen.push(candidate);
  }
  return { answer: formatAnswer(chosen, input.style), evidence_score: best.score, sentences: chosen };
}

/** Every candidate sentence of the sources with its score, best first. */
export function scoreSentences(question: string, sources: ContextSource[]): ScoredSentence[] {
  const questionTerms = [...new Set(contentTerms(question))];
  if (questionTerms.length === 0) return [];
  const candidates: { sentence: ScoredSentence; terms: Set<string>; inherited: Set<string>; previous?: string }[] = [];
  for (const source of sources) {
    const sentences = splitSentences(source.text);
    sentences.forEach((text, position) => {
      const words = tokenize(text);
      // Headings and stray fragments ("Population", "Page 3") cannot answer anything on their own.
      if (words.length < 3 && !/\d/.test(text)) return;
      const previous = position > 0 && pronounOpening.test(text) ? sentences[position - 1] : undefined;
      candidates.push({
        sentence: { text, source: source.number, score: 0, position, covers: [] },
        terms: new Set(contentTerms(text)),
        inherited: new Set(previous ? contentTerms(previous) : []),
        ...(previous ? { previous } : {}),
      });
    });
  }
  if (candidates.length === 0) return [];
  const documentFrequency = new Map<string, number>();
  for (const { terms } of candidates) {
    for (const term of questionTerms) if (terms.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const count = candidates.length;
  const weight = new Map(
    questionTerms.map((term) => {
      const frequency = documentFrequency.get(term) ?? 0;
      return [term, Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5))] as const;
    }),
  );
  const totalWeight = [...weight.values()].reduce((sum, value) => sum + value, 0);
  for (const { sentence, terms, inherited, previous } of candidates) {
    let matched = 0;
    let borrowed = 0;
    for (const term of questionTerms) {
      if (terms.has(term)) matched += weight.get(term) ?? 0;
      else if (inherited.has(term)) borrowed += weight.get(term) ?? 0;
      else continue;
      sentence.covers.push(term);
    }
    // A pronoun carries its antecedent's words at half weight: "It is 330 metres tall." answers
    // "How tall is the Eiffel Tower?" when the sentence before it names the tower.
    matched += inheritedWeight * borrowed;
    if (borrowed > 0 && previous) sentence.lead = previous;
    const rankFactor = Math.max(0.6, 1 - EXTRACTIVE_RANK_PENALTY * (sentence.source - 1));
    // A sentence that is itself a question (an FAQ heading) restates rather than answers.
    const questionFactor = /\?\s*$/.test(sentence.text) ? 0.5 : 1;
    sentence.score = totalWeight > 0 ? (matched / totalWeight) * rankFactor * questionFactor : 0;
  }
  return candidates
    .map(({ sentence }) => sentence)
    .sort((left, right) => right.score - left.score || left.source - right.source || left.position - right.position);
}

function nearDuplicate(left: string, right: string): boolean {
  const leftWords = new Set(tokenize(left));
  const rightWords = new Set(tokenize(right));
  let shared = 0;
  for (const word of leftWords) if (rightWords.has(word)) shared++;
  const union = leftWords.size + rightWords.size - shared;
  return union === 0 || shared / union > 0.8;
}

function formatAnswer(sentences: ScoredSentence[], style: AnswerStyle): string {
  const cited = sentences.map((sentence, index) => {
    // The lead is shown unless the answer already quotes it.
    const lead = sentence.lead && !sentences.slice(0, index).some((other) => other.text === sentence.lead) ? `${shorten(sentence.lead)} ` : "";
    return citeSentence(`${lead}${shorten(sentence.text)}`, sentence.source);
  });
  return style === "bullet" ? cited.map((line) => `- ${line}`).join("\n") : cited.join(" ");
}

/** Puts the citation before the closing punctuation: "… 2.1 million people [Source 1]." */
function citeSentence(text: string, source: number): string {
  const ending = /([.!?…]+["'”’)]*)$/.exec(text);
  if (!ending) return `${text} [Source ${source}]`;
  return `${text.slice(0, ending.index).trimEnd()} [Source ${source}]${ending[1]}`;
}

function shorten(text: string): string {
  if (text.length <= maxSentenceChars) return text;
  const cut = text.slice(0, maxSentenceChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxSentenceChars / 2))}…`;
}
