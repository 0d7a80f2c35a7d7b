/**
 * The offline reasoner's core (docs/architecture.md#reasoner): pick the sentences of the top sources that best
 * answer the question, cite each one, or admit that nothing matches well enough. No model.
 *
 * Score of a sentence = IDF-weighted share of the question's content words it contains
 * (stop words removed, light stemming), times a small penalty for the rank of its source.
 * IDF is computed over the candidate sentences themselves, so a word that every sentence shares
 * (the topic) weighs little and a question word found nowhere weighs most — which is what makes
 * an unanswerable question score low. Measured on SQuAD 2.0 for this family of
 * scores: one sentence holds the answer about two times in three.
 */
import type { AnswerStyle } from "~/lib/response";
import { NO_INFORMATION_ANSWER } from "../prompts/reasoner";
import type { ContextSource } from "../prompts/source-context";
import { contentTerms, splitSentences, stem, stopWords, tokenize } from "../core/text-analysis";

/**
 * Below this best-sentence score the answer is the admission. Set with `npm run eval` on the
 * SQuAD 2.0 subset (docs/eval-report.md): the trade-off is smooth, with no plateau — every
 * 0.05 higher admits ~8 points more unanswerable questions and loses ~3.5 points of answered
 * ones (0.4 → 62% answered right / 35% admitted; 0.5 → 54% / 50%). 0.4 is the highest value
 * that keeps answer containment above 0.6; the confidence label, not this threshold, is what
 * tells a person how far to trust an answer.
 */
export const EXTRACTIVE_MIN_SCORE = 0.4;

/** Multiplier lost per rank of the source a sentence comes from (rank 0 loses nothing). */
export const EXTRACTIVE_RANK_PENALTY = 0.04;

const maxSentencesByStyle: Record<AnswerStyle, number> = { concise: 2, detailed: 4, bullet: 3 };
// A further sentence joins the best one only if it scores at least this share of the best.
const companionRatioByStyle: Record<AnswerStyle, number> = { concise: 0.8, detailed: 0.5, bullet: 0.6 };
// "Why" and "how" questions usually need a second sentence (the reason, the steps).
const explanatoryCompanionRatio = 0.6;
const pronounOpening = /^(?:it|its|they|their|these|this|he|she|his|her|there)\b/i;
const inheritedWeight = 0.5;

/**
 * Multiplier for a sentence whose polarity contradicts the question: the question negates
 * ("Who does not have…", "non-imperialism") and the sentence states the positive, or the two use
 * opposite words ("precedes" / "succeeds", "end" / "beginning", "gave" / "took"). Such a sentence
 * shares every word with the question and still does not answer it; on SQuAD 2.0, 96% of
 * questions with this mismatch were unanswerable.
 */
export const POLARITY_MISMATCH_FACTOR = 0.5;
/**
 * Multiplier for a sentence that lacks the kind of answer the question asks for ("when" → a
 * date, "how many" → a number, "who" → a name) outside the words it shares with the question.
 */
export const MISSING_ANSWER_TYPE_FACTOR = 0.85;

const negationPattern = /(?<![\p{L}])(?:not|never|no|non|none|nobody|nothing|neither|nor|without)(?![\p{L}])|n['’]t(?![\p{L}])/iu;
// Pairs of opposites a reworded question swaps in; checked on whole words, lower case.
const opposites: [string, string][] = [
  ["above", "below"], ["over", "under"], ["before", "after"], ["first", "last"], ["most", "least"],
  ["increase", "decrease"], ["largest", "smallest"], ["earliest", "latest"], ["highest", "lowest"],
  ["more", "less"], ["north", "south"], ["east", "west"], ["win", "lose"], ["won", "lost"],
  ["precede", "succeed"], ["precedes", "succeeds"], ["older", "younger"], ["oldest", "youngest"],
  ["minimum", "maximum"], ["higher", "lower"], ["larger", "smaller"], ["inside", "outside"],
  ["begin", "end"], ["began", "ended"], ["beginning", "end"], ["start", "end"], ["started", "ended"],
  ["give", "take"], ["gave", "took"], ["given", "taken"], ["import", "export"], ["imports", "exports"],
  ["imported", "exported"], ["rise", "fall"], ["rose", "fell"], ["open", "close"], ["opened", "closed"],
  ["early", "late"], ["earlier", "later"], ["public", "private"], ["majority", "minority"],
  ["internal", "external"], ["birth", "death"], ["born", "died"], ["ancient", "modern"],
  ["accept", "reject"], ["accepted", "rejected"], ["buy", "sell"], ["bought", "sold"],
];
// A year, a decade, an ordinal ("the 11th century", "the 3rd of May"), a century or a month.
const datePattern = /\b\d{3,4}s?\b|\b\d{1,2}(?:st|nd|rd|th)\b|\bcentur(?:y|ies)\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const quantityPattern = /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|several)\b/i;
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
  const questionWords = new Set(tokenize(question));
  const questionNegates = negationPattern.test(question);
  const wantedType = answerTypeOf(question);
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
    const fullText = previous && borrowed > 0 ? `${previous} ${sentence.text}` : sentence.text;
    const polarityFactor = polarityConflicts(questionWords, questionNegates, fullText) ? POLARITY_MISMATCH_FACTOR : 1;
    const typeFactor = hasAnswerType(wantedType, fullText, questionWords) ? 1 : MISSING_ANSWER_TYPE_FACTOR;
    sentence.score = totalWeight > 0 ? (matched / totalWeight) * rankFactor * questionFactor * polarityFactor * typeFactor : 0;
  }
  return candidates
    .map(({ sentence }) => sentence)
    .sort((left, right) => right.score - left.score || left.source - right.source || left.position - right.position);
}

type AnswerType = "date" | "quantity" | "name" | "any";

function answerTypeOf(question: string): AnswerType {
  const lower = question.toLowerCase().trim();
  if (/^(?:when|in what year|what year|which year)\b/.test(lower) || /\bwhat (?:year|date|century)\b/.test(lower)) return "date";
  if (/\bhow (?:many|much)\b|\bwhat (?:percentage|number|amount)\b/.test(lower)) return "quantity";
  if (/^who\b/.test(lower)) return "name";
  return "any";
}

/** Whether the sentence holds the kind of answer asked for, in words the question does not already use. */
function hasAnswerType(type: AnswerType, text: string, questionWords: Set<string>): boolean {
  if (type === "any") return true;
  const novel = text
    .split(/\s+/)
    // The first word is capitalised in every sentence, so it says nothing about names.
    .filter((word, index) => index > 0 && !tokenize(word).every((token) => questionWords.has(token)));
  if (type === "date") return datePattern.test(novel.join(" "));
  if (type === "quantity") return quantityPattern.test(novel.join(" "));
  return novel.some((word) => /^["'“(]?\p{Lu}/u.test(word));
}

function polarityConflicts(questionWords: Set<string>, questionNegates: boolean, text: string): boolean {
  if (questionNegates && !negationPattern.test(text)) return true;
  const words = new Set(tokenize(text));
  return opposites.some(
    ([one, other]) => (questionWords.has(one) && words.has(other) && !words.has(one)) || (questionWords.has(other) && words.has(one) && !words.has(other)),
  );
}

/**
 * A detail of the question that the sentence does not match, found the way a careful reader
 * would check a quoted sentence against the question:
 * - `number`: the question names a number (a year, a count, a code such as X.75, a Roman numeral
 *   as in "George V") that the sentence does not contain: "the Scotland Act 1988" against a
 *   sentence about the Scotland Act 1998.
 * - `contrast`: a word pair of the question ("plastic plates") appears in the sentence with a
 *   different first word in its place ("bronze plates"), and the question's word is not in the
 *   sentence at all: the sentence is about another one of the thing asked about.
 * - `answer_type`: the question asks when / how many / who, and the sentence holds no date,
 *   number or name beyond the words of the question itself.
 * SQuAD 2.0's unanswerable questions are made this way (an entity, number or modifier swapped
 * into a sentence that otherwise matches word for word); docs/eval-report.md measures how often.
 */
export interface DetailMismatch {
  kind: "number" | "contrast" | "answer_type";
  /** The question's number or word pair the sentence does not match (lower case); for `answer_type`, the kind asked for. */
  detail: string;
}

export function detailMismatches(question: string, sentence: string): DetailMismatch[] {
  const mismatches: DetailMismatch[] = [];
  // The sentence side counts a numeral in any place, so it never invents a mismatch.
  const sentenceNumbers = new Set(numberWords(sentence, true));
  for (const number of new Set(numberWords(question))) if (!sentenceNumbers.has(number)) mismatches.push({ kind: "number", detail: number });
  for (const [word, head] of contrastedPairs(question, sentence)) mismatches.push({ kind: "contrast", detail: `${word} ${head}` });
  if (!hasAnswerType(answerTypeOf(question), sentence, new Set(tokenize(question)))) mismatches.push({ kind: "answer_type", detail: answerTypeOf(question) });
  return mismatches;
}

// Roman numerals count as numbers in capitals only, and never as a text's first word ("I", "V." as a list mark).
const romanNumeral = /^(?:[IVX]{2,}|[VX])$/;

/** Digit groups ("1988", "75" of "X.75") and capitalised Roman numerals ("v" of "George V"), lower case. */
function numberWords(text: string, includeFirstWord = false): string[] {
  const numbers: string[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const word = match[0];
    if (/\d/.test(word)) numbers.push(word.toLowerCase());
    else if ((includeFirstWord || (match.index ?? 0) > 0) && romanNumeral.test(word)) numbers.push(word.toLowerCase());
  }
  return numbers;
}

/**
 * Adjacent word pairs of the question ("plastic plates") whose second word the sentence has with
 * another word right before it ("bronze plates"), where the question's first word is nowhere in
 * the sentence and the sentence's word is nowhere in the question. Pairs do not span punctuation,
 * and an abbreviation ("Sept" / "September") is not a different word.
 */
function contrastedPairs(question: string, sentence: string): [string, string][] {
  const phrases = (text: string) => text.split(/[^\p{L}\p{N}'’\s-]+/u).map((part) => tokenize(part.replace(/-/g, " ")));
  const questionStems = new Set(tokenize(question.replace(/-/g, " ")).map(stem));
  const sentenceStems = new Set(tokenize(sentence.replace(/-/g, " ")).map(stem));
  const sentencePhrases = phrases(sentence);
  const pairs: [string, string][] = [];
  for (const phrase of phrases(question)) {
    for (let index = 0; index + 1 < phrase.length; index++) {
      const word = phrase[index]!;
      const head = phrase[index + 1]!;
      if (stopWords.has(word) || stopWords.has(head) || sentenceStems.has(stem(word))) continue;
      const contrasted = sentencePhrases.some((words) =>
        words.some((candidate, position) => {
          const before = words[position - 1];
          return (
            position > 0 &&
            stem(candidate) === stem(head) &&
            before !== undefined &&
            !stopWords.has(before) &&
            !questionStems.has(stem(before)) &&
            !before.startsWith(word) &&
            !word.startsWith(before)
          );
        }),
      );
      if (contrasted) pairs.push([word, head]);
    }
  }
  return pairs;
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
