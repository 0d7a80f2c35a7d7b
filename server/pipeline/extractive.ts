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
import { contentTerms, escapeRegExp, otherLanguageStopWords, splitSentences, stem, stopWords, tokenize } from "../core/text-analysis";
import { namesCountry } from "../retrieval/tables/place-names";
import { isCleanSentence } from "../core/sentence-quality";
import { plantedSentences } from "./planted-sentences";
import {
  announcesContent,
  answerShapeOf,
  comparedSides,
  definesSubject,
  definitionSubject,
  withoutWhereUsed,
  describesFunction,
  enumerates,
  namesSubject,
  talksAboutDocument,
  type AnswerShape,
} from "./answer-shape";
import { isRawTableLine, isRowLine, rowSentence } from "./row-sentences";
import { citeAtEnd } from "./citation-marker";
import { documentWordsFor, withoutQuestionForm } from "./everyday-words";
import { formFieldList } from "./form-field-list";
import { askedKinds, documentNameTerms, fieldKinds, fieldParts, formFieldOf, kindTerm, valueTerms, type FieldKind } from "./form-fields";
import { announcedItems, headingNamesList, joinItems, listFromTables, listItemLine, listNounPhrase } from "./list-answer";
import { asksWhatToDo, sectionItems } from "./section-list";
import { asksMembers, memberSentences } from "./member-list";
import { askShapeOf, type AskShape } from "./told-situation";
import { asksHowTo, instructs } from "./instruction-sentence";
import { liftedScore, medianOf } from "./meaning-mix";
import { statesDifferenceValues } from "./worked-difference";
import { termsHeldByValue } from "./stated-values";
import { namesPerson, situatedAsk, situationHeld, situationThings } from "./situation-ask";

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
// … and at least these many when the passages hold them.
const minSentencesByStyle: Record<AnswerStyle, number> = { concise: 1, detailed: 3, bullet: 2 };
// A further sentence joins the best one only if it scores at least this share of the best.
const companionRatioByStyle: Record<AnswerStyle, number> = { concise: 0.8, detailed: 0.5, bullet: 0.6 };
// "Why" and "how" questions usually need a second sentence (the reason, the steps).
const explanatoryCompanionRatio = 0.6;
const pronounOpening = /^(?:it|its|they|their|these|this|he|she|his|her|there)\b/i;
const inheritedWeight = 0.5;
/**
 * A section heading names what every sentence under it is about ("## Contacts" over "The
 * treasurer is Priya Shah."), more surely than a pronoun's antecedent; at half weight, a question
 * whose key word is only in the heading ("Who are the garden's contacts?") fell under the
 * admission floor. Chosen on the dev split.
 */
const headingWeight = 0.8;

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
// A word negated by its prefix: "unpaid", "unattended", "unavailable" (not "under", "until", "unit", "united").
const negatedWordPattern = /(?<![\p{L}])un(?!der|til|less|i)\p{L}*(?:ed|able|ible|aid|own|one|een)(?![\p{L}])/iu;
// A prohibition states a negative too: "Confetti … are forbidden" answers "What is not allowed?".
const prohibitionPattern = /(?<![\p{L}])(?:forbidden|prohibited|banned|barred|disallowed|off[\s-]limits)(?![\p{L}])/iu;
/** Whether a sentence states a negative: a negation word, a word negated by its "un-" prefix, a prohibition. */
/** The question's words for a ban, stemmed ("off limits" → limit). */
const banWords = new Set(contentTerms("banned prohibited forbidden barred outlawed disallowed limits"));
const statesNegative = (text: string) => negationPattern.test(text) || negatedWordPattern.test(text) || prohibitionPattern.test(text);
// Pairs of opposites a reworded question swaps in; checked on whole words, lower case.
const opposites: [string, string][] = [
  ["above", "below"],
  ["over", "under"],
  ["before", "after"],
  ["first", "last"],
  ["most", "least"],
  ["increase", "decrease"],
  ["largest", "smallest"],
  ["earliest", "latest"],
  ["highest", "lowest"],
  ["more", "less"],
  ["north", "south"],
  ["east", "west"],
  ["win", "lose"],
  ["won", "lost"],
  ["precede", "succeed"],
  ["precedes", "succeeds"],
  ["older", "younger"],
  ["oldest", "youngest"],
  ["minimum", "maximum"],
  ["higher", "lower"],
  ["larger", "smaller"],
  ["inside", "outside"],
  ["begin", "end"],
  ["began", "ended"],
  ["beginning", "end"],
  ["start", "end"],
  ["started", "ended"],
  ["give", "take"],
  ["gave", "took"],
  ["given", "taken"],
  ["import", "export"],
  ["imports", "exports"],
  ["imported", "exported"],
  ["rise", "fall"],
  ["rose", "fell"],
  ["open", "close"],
  ["opened", "closed"],
  ["early", "late"],
  ["earlier", "later"],
  ["public", "private"],
  ["majority", "minority"],
  ["internal", "external"],
  ["birth", "death"],
  ["born", "died"],
  ["ancient", "modern"],
  ["accept", "reject"],
  ["accepted", "rejected"],
  // Not "buy" / "sell": they are one exchange seen from its two sides, so "Where can I buy
  // compost?" is answered by "The hut sells compost"; a swapped question does not change the fact.
];
// A year, a decade, an ordinal, a century, a month, a weekday, a clock time ("every Wednesday from
// 19:00") or a span from an event ("within ten working days", "14 days before the event").
const datePattern =
  /\b(?:within|after|in)\s+(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty|thirty)\s+(?:working\s+|business\s+|calendar\s+)?(?:days?|weeks?|months?|years?|hours?)\b|\b(?:\d+|one|two|three|four|five|six|seven|ten|fourteen|thirty)\s+(?:working\s+|business\s+)?(?:days?|weeks?|months?)\s+(?:before|after|from|of)\b|\b\d{3,4}s?\b|\b\d{1,2}(?:st|nd|rd|th)\b|\bcentur(?:y|ies)\b|\b(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b/i;
const quantityPattern =
  /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|dozen|half|several)\b/i;
const clockTime = /\b\d{1,2}[:.]\d{2}\b|\b\d{1,2}\s?(?:am|pm)\b/gi;
// Hours stated as a span of clock times ("from 08:30 to 17:00", "9am–4pm"): they say when a place
// opens and when it closes alike.
const clockSpan =
  /\b\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\s*(?:to|until|till|-|–)\s*\d{1,2}(?:[:.]\d{2})?\s?(?:am|pm)?\b(?<=\d[:.]\d{2}|am|pm)/iu;
const openingPairs = new Set(["open", "close", "opened", "closed"]);
// "What time does the depot office close?", "When does the market open?": asked in the present, so
// a place's hours, not "When did the mill close?".
const asksHours =
  /\b(?:what time|when|how late|how early|until when|till when)\s+(?:does|do|is|are|will|can)\b.{0,60}\b(?:close|closes|closing|shut|shuts|open|opens|opening)\b/iu;
const hoursTerms = new Set(contentTerms("close closes closing shut shuts open opens opening time"));
/**
 * "By when do I have to pay?", "By what date must the form be returned?": a deadline is asked, and
 * the sentence that sets one ("Fees are paid by the Wednesday before each market") answers over
 * one that shares more words but sets none ("A pitch costs £45 a Saturday").
 */
const asksDeadline = /\bby\s+when\b|\bby\s+what\s+(?:date|day|time)\b|\bwhat\s+is\s+the\s+deadline\b|\bdeadline\s+for\b/iu;
const setsDeadline =
  /\b(?:by|before|no\s+later\s+than|not\s+later\s+than|until|within)\s+(?:the\s+|each\s+|every\s+|\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|(?:january|february|march|april|may|june|july|august|september|october|november|december)\b|(?:end|close|start)\s+of\b)/iu;
const deadlineShare = 0.45;
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
  /** The heading of the section the sentence sits under, when the passage has one. */
  section?: string;
  /** The score by words alone, when its meaning lifted it (liftByMeaning): what the confidence may rest on. */
  lexical?: number;
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
  /** The planner's intent, when it gives one; otherwise the question's wording decides the shape. */
  intent?: string;
  /** A rewritten follow-up's own words: the words the rewrite added name its subject (scoreSentences' `referent`). */
  asked?: string;
  /** Each compared sentence's cosine with the question (meaning-scores.ts): lifts what says it in other words. */
  meaning?: ReadonlyMap<string, number>;
}

export function extractAnswer(input: ExtractiveInput): ExtractiveAnswer {
  const answer = answerFromWords(input);
  if (answer.sentences.length > 0) return answer;
  return situatedAnswer(input) ?? answer;
}

/**
 * Share of the admission floor the person's sentence must reach on the situation's held words: the
 * telling's verbs that some sentence holds ("looks", in "looked after") are rarely the ones the
 * person's sentence says ("If a kiln alarm sounds or a firing seems to be going wrong, … text the
 * kiln technician"), and the sentence must hold a thing the situation names besides.
 */
const situationFloorShare = 0.5;

/**
 * "One of the kilns is beeping and the firing looks off, who should I get hold of?": when the question
 * whole finds nothing, the person in charge of the things its situation names, sought with the
 * situation's words a sentence holds (situation-ask.ts). The sentence must name a person and hold one
 * of those things, not only a verb the telling shares ("lost"). Its evidence is the admission floor:
 * the asker's own words were left out, so the answer is `low`.
 */
function situatedAnswer(input: ExtractiveInput): ExtractiveAnswer | null {
  const split = situatedAsk(input.question);
  if (!split) return null;
  const minScore = input.minScore ?? EXTRACTIVE_MIN_SCORE;
  const held = new Set(scoreSentences(split.situation, input.sources).flatMap((sentence) => sentence.covers));
  const fileNames = [...new Set(input.sources.map((source) => source.chunk.metadata.filename))];
  const things = situationThings(split.situation, (term) => held.has(term), fileNames);
  if (!situationHeld(things)) return null;
  // A table's row names a thing ("Kiln: Big Bertha; …"), not the person in charge of it.
  const lead = scoreSentences(`Who ${things.held.join(" ")}?`, input.sources).find(
    (sentence) =>
      sentence.score >= minScore * situationFloorShare &&
      !isRowLine(sentence.text) &&
      !isRawTableLine(sentence.text) &&
      namesPerson(sentence.text) &&
      sentence.covers.some((term) => things.heldThings.includes(term)),
  );
  if (!lead) return null;
  return { answer: formatAnswer([lead], input.style, input.question), evidence_score: minScore, sentences: [lead] };
}

function answerFromWords(input: ExtractiveInput): ExtractiveAnswer {
  const minScore = input.minScore ?? EXTRACTIVE_MIN_SCORE;
  const shape = answerShapeOf(input.question, input.intent);
  const plain = withoutShapeWords(input.question);
  if (shape === "comparison") {
    // The sides are read off the question as asked ("compare A with B"); the words that only say
    // "compare" are left out of what each side is scored on.
    const compared = compareSides(input.question, input.sources, minScore, input.meaning);
    if (compared) return { answer: formatAnswer(compared.sentences, input.style, input.question), ...compared };
  }
  const referent = input.asked ? referentTerms(input.question, input.asked) : undefined;
  const options = { ...(referent ? { referent } : {}), ...(input.meaning ? { meaning: input.meaning } : {}) };
  let ranked = rankedWithoutSourceName(plain, input.sources, minScore, options);
  // "What does 'seeing' mean in the astronomy handbook?": when no sentence holds the words of where the
  // term is used, the defining sentence ("Seeing is how steady the air is") is sought without them.
  const unplaced = shape === "definition" ? withoutWhereUsed(input.question) : input.question;
  if ((ranked[0]?.score ?? 0) < minScore && unplaced !== input.question)
    ranked = rankedWithoutSourceName(withoutShapeWords(unplaced), input.sources, minScore, options);
  const best = ranked[0];
  const form = formAnswer(input.question, input.sources, Math.max(best?.score ?? 0, minScore));
  if (form) return form;
  // A table column the list's noun names is the list itself, before any section's steps: "List the
  // kayak club's trip grades and where each one goes" is the Trip grade column with Where beside it,
  // not the trip leader's steps a bullet of which "goes" on the water.
  if (shape === "list" && listFromTables(input.question, input.sources)?.kind === "column") {
    const gathered = gatheredList(input.question, input.sources, ranked, minScore);
    if (gathered) return gathered;
  }
  // Steps or rules told in the prose of the section the question's topic names, also when asked
  // as "What do I have to do to …?" (section-list.ts).
  const section = shape === "list" || shape === "lookup" ? sectionItems(input.question, input.sources, ranked) : null;
  if (section) return sectionList(section, ranked, minScore, input.question);
  if (shape === "list") {
    const gathered =
      gatheredList(input.question, input.sources, ranked, minScore) ?? namedFileItems(input.question, input.sources, minScore);
    if (gathered) return gathered;
  }
  // "Who's on the parish council?": the sentences naming its members, however few of the asked words they hold (member-list.ts).
  const members = asksMembers(input.question) ? memberSentences(ranked, minScore) : null;
  if (members) return { answer: formatAnswer(members, input.style, input.question), evidence_score: best!.score, sentences: members };
  if (!best || best.score < minScore) {
    const headed = best ? headedAnnouncement(input.question, ranked, minScore) : null;
    return headed ?? { answer: NO_INFORMATION_ANSWER, evidence_score: best?.score ?? 0, sentences: [] };
  }
  const lead = leadSentence(ranked, shape, input.question, minScore);
  if (shape === "list" && isRowLine(lead.text)) {
    const rows = ranked.filter(
      (candidate) => candidate.source === lead.source && isRowLine(candidate.text) && candidate.score >= lead.score * 0.9,
    );
    if (rows.length > 1) return { answer: rowList(rows), evidence_score: best.score, sentences: rows };
  }
  const chosen: ScoredSentence[] = [lead];
  // "The review reveals several key findings." promises what the next sentences of its passage say.
  if (announcesContent(lead.text)) chosen.push(...sentencesAfter(lead, ranked, 2));
  addCompanions(chosen, ranked, { ...input, minScore, shape });
  fillToStyle(chosen, ranked, minSentencesByStyle[input.style]);
  // Evidence stays the best sentence's score, whichever sentence leads: the shape changes what is
  // shown, not how well the passages match.
  const withItems = withAnnouncedItems(chosen, ranked, input, minScore);
  if (withItems) return { ...withItems, evidence_score: best.score };
  return { answer: formatAnswer(chosen, input.style, input.question), evidence_score: best.score, sentences: chosen };
}

/**
 * A chosen sentence that ends on a colon announces what follows it ("Ask the installer to check
 * these points first:"): quoted alone it promises items it does not give, whatever the question's
 * shape, so its items come with it and the sentences after it go. Null when none announces.
 */
function withAnnouncedItems(
  chosen: ScoredSentence[],
  ranked: ScoredSentence[],
  input: { question: string; style: AnswerStyle },
  minScore: number,
): Omit<ExtractiveAnswer, "evidence_score"> | null {
  const at = chosen.findIndex((sentence) => announcedItems([sentence], ranked) !== null);
  if (at < 0) return itemsAroundLead(chosen[0], ranked, minScore, input.question);
  const { announcer, items } = announcedItems([chosen[at]!], ranked)!;
  // An item of that list chosen before its announcing line is in the list already, in its place.
  const listed = (sentence: ScoredSentence) => items.some((item) => item.source === sentence.source && item.position === sentence.position);
  const before = chosen.slice(0, at).filter((sentence) => !listed(sentence));
  const list = announcedList(announcer, items, minScore, input.question);
  const answer = before.length > 0 ? `${formatAnswer(before, input.style, input.question)}\n\n${list.answer}` : list.answer;
  return { answer, sentences: [...before, ...list.sentences] };
}

/**
 * A lead that is one item of an announced list ("take the player off at once …" under "If a player
 * is hit on the head …, the coach must:") quoted alone starts mid-sentence and drops the other steps
 * the line announces: the announcing line and all its items answer instead.
 */
function itemsAroundLead(
  lead: ScoredSentence | undefined,
  ranked: ScoredSentence[],
  minScore: number,
  question: string,
): Omit<ExtractiveAnswer, "evidence_score"> | null {
  const announced = lead && asksForSteps(question) ? listAround(lead, ranked) : null;
  if (!announced) return null;
  const listed = announcedList(announced.announcer, announced.items, minScore, question);
  return { answer: listed.answer, sentences: listed.sentences };
}

// "…, what should the coach do?", "What do I need to send or do to get a pitch?", "What has to happen …?":
// the steps asked, wherever the question puts them (asksWhatToDo reads them at its start).
const stepsAsked =
  /\bwhat (?:do|does|did|must|should|can|could|will|would|may|has|have) (?:\S+ ){1,6}?(?:do|done|happen)\b|\bwhat (?:should|must|will|has to|needs to) happen\b/iu;

function asksForSteps(question: string): boolean {
  return asksWhatToDo(question) || stepsAsked.test(question);
}

/** The announced list an item belongs to: the nearest line before it in its passage that is no item, when it announces it. */
function listAround(item: ScoredSentence, ranked: ScoredSentence[]): { announcer: ScoredSentence; items: ScoredSentence[] } | null {
  if (!listItemLine.test(item.text)) return null;
  const announcer = ranked
    .filter((candidate) => candidate.source === item.source && candidate.position < item.position && !listItemLine.test(candidate.text))
    .sort((left, right) => right.position - left.position)[0];
  const announced = announcer ? announcedItems([announcer], ranked) : null;
  return announced && announced.items.includes(item) ? announced : null;
}

// Words that say what shape of answer is wanted ("define", "difference", "compare") or name the
// container ("the companies file"), not what it is about: a passage never says them, so scoring
// them would only lower every sentence alike. So do the adverbs that stress the asking ("What
// exactly is a pitch …?", "What actually happens …?"): unmatched anywhere, "exactly" weighed most
// and sank the defining sentence under the floor that a definition's lead is chosen from.
const shapeWords =
  /\b(?:define|definition|meaning|mean|meant|stands?\s+for|difference|differences|differ|distinction|compare|comparison|compared|versus|vs|list|enumerate|file|files|document|documents|spreadsheet|exactly|precisely|actually|really|basically)\b\.?/gi;

// "How does the co-operative define a nuisance?" asks what a nuisance is: the definer is the document.
const definedByOpening = /^\s*how\s+(?:does|do|did)\s+(?:\S+\s+){1,4}?define\s+/iu;

// "Who counts as a concession member?", "What qualifies as …", "Who is considered a …": what the subject is.
const countsAsOpening = /^\s*(?:what|who)\s+(?:counts|qualifies|(?:is|are)\s+(?:considered|classed|treated))\s+(?:as\s+)?/iu;

const listKindsOpening = /^\s*(?:what|which)\s+(?:kinds?|types?|sorts?)\s+of\s+(?:(?:things?|stuff)\s+)?/iu;

function withoutShapeWords(question: string): string {
  const stripped = question
    .replace(definedByOpening, "What is ")
    .replace(countsAsOpening, "What is ")
    // "What kinds of things can you borrow …?": the list's form, not words a sentence holds ("lends tools, garden equipment …").
    .replace(listKindsOpening, "What ")
    .replace(shapeWords, " ")
    .replace(/\s+/g, " ")
    .trim();
  return contentTerms(stripped).length > 0 ? stripped : question;
}

// Nouns that call a file by what it is, not by what it is about: "the annual report", not "the Normans" (normans.txt).
const containerNouns = new Set(
  "report reports paper document doc file minutes newsletter handbook guide manual notes memo letter article book brochure leaflet policy contract invoice statement presentation slides sheet spreadsheet workbook plan agenda".split(
    " ",
  ),
);

const fileNameWords = (filename: string) =>
  filename
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

/** How many of `words` (from the start) name the file `name` as a container: 0 when they do not. */
function containerWordCount(words: string[], name: string[]): number {
  const named = words.findIndex((word) => !name.includes(word));
  const count = named < 0 ? words.length : named;
  const said = words.slice(0, count);
  const wholeName = count > 0 && name.filter((word) => !/^\d+$/.test(word)).every((word) => said.includes(word));
  return said.some((word) => containerNouns.has(word)) && (count >= 2 || wholeName) ? count : 0;
}

/**
 * "What did the annual report say about the harvest?" over annual-report-2023.txt: "the annual
 * report" names the file the passage is in (as the planner scoped it), not what to find in it, and
 * would make the file's title sentence outscore the one about the harvest. Taken out when it calls
 * the file by what it is (a report, the minutes), with its whole name (numbers aside) or two of
 * its words, and the question keeps content words; a topic the file is named after stays.
 */
function withoutNamedSource(question: string, sources: ContextSource[]): string {
  const documents = sources.filter((source) => source.chunk.kind === "document");
  const fileNames = [...new Set(documents.map((source) => source.chunk.metadata.filename))];
  const names = fileNames.map(fileNameWords);
  // A file named whole ("in footnotes.docx") is where to look, as the planner scoped it.
  const unnamed = fileNames.reduce(
    (text, name) => text.replace(new RegExp(`(?:\\b(?:in|from|of)\\s+)?${escapeRegExp(name)}`, "giu"), " "),
    question,
  );
  const stripped = unnamed.replace(/\b(?:the|this|that)((?:[\s-]+[\p{L}\p{N}]+)+)/giu, (phrase: string, run: string) => {
    const words = run.trim().split(/[\s-]+/);
    const lower = words.map((word) => word.toLowerCase());
    const count = Math.max(0, ...names.map((name) => containerWordCount(lower, name)));
    return count > 0 ? ` ${words.slice(count).join(" ")}` : phrase;
  });
  const cleaned = stripped.replace(/\s+/g, " ").trim();
  return contentTerms(cleaned).length > 0 ? cleaned : question;
}

/** Sentences ranked without the words naming their file; with them when nothing else is found ("Who wrote the annual report?"). */
function rankedWithoutSourceName(question: string, sources: ContextSource[], minScore: number, options: ScoringOptions): ScoredSentence[] {
  const ranked = rankedOnce(question, sources, minScore, options);
  if ((ranked[0]?.score ?? 0) >= minScore) return ranked;
  // Under the floor, once more with the question's light verbs weighing little ("How many visitors came …?"
  // against "… welcomed 1,184 visitors"); an answer already above it is left as it was.
  const light = rankedOnce(question, sources, minScore, { ...options, lightVerbs: true });
  if ((light[0]?.score ?? 0) >= minScore) return light;
  // Still under it, a question that tells the asker's situation before it asks ("It's freezing in the
  // cottage this afternoon, how do we get the heating on?") is scored with the telling weighing as a
  // file's subject does: the ask decides, and a sentence holding only the telling's words scores nothing.
  // And the ask's shape counts (told-situation.ts):
  // A how-to or who question's asking verbs ("how do I get involved?", "who can I give it to?") are held by a
  // sentence of the asked shape (an instruction, a person named) that holds a thing the question names.
  const askShape = askShapeOf(question);
  if (!askShape) return ranked;
  const referent = new Set([...(options.referent ?? []), ...askShape.telling]);
  const shaped = rankedOnce(question, sources, minScore, { ...options, referent, lightVerbs: true, askShape });
  return (shaped[0]?.score ?? 0) >= minScore ? shaped : ranked;
}

function rankedOnce(question: string, sources: ContextSource[], minScore: number, options: ScoringOptions): ScoredSentence[] {
  const stripped = withoutNamedSource(question, sources);
  const ranked = scoreSentences(stripped, sources, options);
  // About the file itself: its name's words are then what is asked, not what every sentence shares.
  return stripped === question || (ranked[0]?.score ?? 0) >= minScore
    ? ranked
    : scoreSentences(question, sources, { ...options, fileNamesShared: false });
}

/**
 * The words a follow-up's rewrite added ("And how loud is it?" → "… is an air-source heat pump?"):
 * they name what the chat was about, so they weigh as a file's subject does, and a sentence must hold
 * what the follow-up itself asks ("loud"). Empty when the rewrite added nothing or left nothing of its own.
 */
function referentTerms(question: string, asked: string): Set<string> | undefined {
  const own = new Set(contentTerms(asked));
  const added = new Set(contentTerms(question).filter((term) => !own.has(term)));
  const kept = contentTerms(question).some((term) => own.has(term));
  return added.size > 0 && kept ? added : undefined;
}

/**
 * A comparison is answered side by side: each side is asked on its own (the side with the rest of
 * the question: "founded earlier … Acme Corp", "founded earlier … Delta Textiles"), and both best
 * sentences are shown; one sentence that holds both sides is shown once. Null when a side finds
 * nothing, so the question is answered as a whole instead. Evidence is the weaker side's score.
 */
function compareSides(
  question: string,
  sources: ContextSource[],
  minScore: number,
  meaning?: ReadonlyMap<string, number>,
): Omit<ExtractiveAnswer, "answer"> | null {
  const compared = comparedSides(question);
  if (!compared) return null;
  // "spending in 2025": the time is the comparison's, said after the second side, and goes with both.
  const sides = compared.map((side) => side.replace(/\s+(?:in|during|for|by)\s+(?:(?:19|20)\d{2}|last year|this year)$/iu, "")) as [
    string,
    string,
  ];
  let rest = question;
  for (const side of sides) rest = rest.replace(side, " ");
  // The comparative says how the sides are weighed ("higher than"), not what either side's sentence holds.
  rest = rest
    .replace(shapeWords, " ")
    .replace(/\b(?:and|or|between|with|to|higher|lower|bigger|smaller|larger|greater|longer|shorter|cheaper|dearer)\b/gi, " ");
  // "Compare the population of Paris and Lyon": what is compared ("population of") goes with both sides.
  const aspect = /^(.+?\s+(?:of|in|for))\s+\S/i.exec(sides[0])?.[1];
  if (aspect && !/\s(?:of|in|for)\s/i.test(sides[1])) sides[1] = `${aspect} ${sides[1]}`;
  // Each side's sentence must name that side: the words both sides share ("in 2025") pick neither.
  const rankings = sides.map((side) => {
    const own = new Set(contentTerms(side).filter((term) => !contentTerms(rest).includes(term)));
    const ranked = scoreSentences(`${rest} ${side}`, sources, meaning ? { meaning } : {});
    return own.size === 0 ? ranked : ranked.filter((candidate) => candidate.covers.some((term) => own.has(term)));
  });
  const bests = rankings.map((ranked) => ranked[0]);
  if (bests.some((best) => !best || best.score < minScore)) return null;
  const [left, right] = bests as [ScoredSentence, ScoredSentence];
  const sentences = left.text === right.text && left.source === right.source ? [left] : [left, right];
  // One sentence that holds both sides says how they differ in one respect ("Standard plots suit
  // families, while half plots suit beginners"); what each side is ("A standard plot is a bed of 10
  // by 5 metres") is put beside it, so the values can be read side by side.
  if (sentences.length === 1) {
    const definers = sides.map((side, index) =>
      rankings[index]!.find((candidate) => candidate.score >= minScore * 0.75 && definesSubject(candidate.text, side)),
    );
    // Both sides or neither: one side described alone reads as an answer about that side.
    const [first, second] = definers;
    if (first && second && first.text !== second.text && ![first, second].some((definer) => definer.text === left.text))
      sentences.push(first, second);
  }
  return { evidence_score: Math.min(left.score, right.score), sentences };
}

/** A runner-up within this share of the best sentence's score matches about as well. */
const nearTieShare = 0.9;
/** A sentence giving both figures of an asked difference may match this much less than the best. */
const differenceShare = 0.75;

/**
 * The sentence the answer opens with: the best one, unless the question's shape prefers a close
 * runner-up: a definition the sentence that defines the subject ("X is …", "X, a …", "we propose
 * X"), a list the sentence that enumerates ("such as A, B and C") or a row.
 */
const whoIsRole = /^who\s+(?:is|are|was|were)\s+(?:the|a|an)\s+([^?]{1,40}?)\s*\??$/iu;

const asksPrice =
  /^\s*how\s+much\s+(?:is|are|does|do|did|will|would|was|were)\s+(?:an?\s+|the\s+)?(?!(?:time|space|room|water|electricity|energy|power|weight|data)\b)/iu;
const statesPrice = /[£$€¥]\s?\d|\b\d[\d,.]*\s?(?:pounds?|euros?|dollars?|pence)\b/iu;

/** A sentence that states something: not a keyword line ("Keywords JavaScript, …, trace trees.") nor one about the document. */
function saysOfSubject(text: string): boolean {
  return isCleanSentence(text) && !talksAboutDocument(text) && !/^\s*(?:keywords?|index\s+terms)\b/iu.test(text);
}

function leadSentence(ranked: ScoredSentence[], shape: AnswerShape, question: string, minScore: number): ScoredSentence {
  const best = ranked[0]!;
  const close = ranked.filter((candidate) => candidate.score >= Math.max(minScore * 0.75, best.score * 0.6));
  const beyondNamed = fieldBeyondNamed(best, ranked, question);
  if (beyondNamed) return beyondNamed;
  if (shape === "definition") {
    // The defining sentence may score a little lower than one that only repeats the subject's words.
    const subject = definitionSubject(question);
    const wider = ranked.filter((candidate) => candidate.score >= Math.max(minScore * 0.75, best.score * 0.5));
    // Else the sentence that says what the subject does ("The laser cutter cuts and engraves …").
    const definer = subject
      ? (wider.find((candidate) => definesSubject(candidate.text, subject)) ??
        wider.find((candidate) => describesFunction(candidate.text, subject)))
      : undefined;
    if (definer) return definer;
    // With no sentence that says what it is, one that names the subject whole ("the VM records a
    // trace tree covering all the hot paths") over one that only shares its words ("the inner tree
    // … the outer trace"), which is about something else.
    const naming =
      subject && !namesSubject(best.text, subject)
        ? close.find((candidate) => namesSubject(candidate.text, subject) && saysOfSubject(candidate.text))
        : undefined;
    if (naming) return naming;
  }
  if (shape === "list") {
    const listing = close.filter((candidate) => enumerates(candidate.text) || isRowLine(candidate.text));
    // "What can go into the bays?" is not answered by what must never go into them.
    const questionNegates = negationPattern.test(question);
    return listing.find((candidate) => questionNegates || !statesNegative(candidate.text)) ?? listing[0] ?? best;
  }
  // "Why did the pantry have to buy food?": of sentences that match about as well, the one that gives a reason.
  if (/^\s*why\b/iu.test(question) && !reasonPattern.test(best.text)) {
    const reasoned = close.find((candidate) => candidate.score >= best.score * nearTieShare && reasonPattern.test(candidate.text));
    if (reasoned && !talksAboutDocument(reasoned.text)) return reasoned;
  }
  // "How do we get the heating on?": of sentences that match about as well, the one that says what to do
  // ("If you feel cold …, press the red boost button") over one describing the thing (instruction-sentence.ts).
  if (asksHowTo(question) && !instructs(best.text)) {
    const instruction = close.find((candidate) => candidate.score >= best.score * nearTieShare && instructs(candidate.text));
    if (instruction && !talksAboutDocument(instruction.text)) return instruction;
  }
  // "How much is an electric hook-up?": of sentences that match about as well, the one that states a
  // price ("… an electric hook-up costs £8") over one that counts ("8 of them with a mains electric hook-up").
  if (asksPrice.test(question) && !statesPrice.test(best.text)) {
    const priced = close.find((candidate) => candidate.score >= best.score * nearTieShare && statesPrice.test(candidate.text));
    if (priced) return priced;
  }
  // "How many more bikes did the co-op fix in 2025 than the year before?": of sentences that match
  // nearly as well, the one giving the two figures the difference is worked out from ("we repaired
  // 1,946 bikes, up from 1,610 in 2024"; reasoner.ts works it out beside the quote).
  if (!statesDifferenceValues(question, best.text)) {
    const figures = close.find(
      (candidate) => candidate.score >= best.score * differenceShare && statesDifferenceValues(question, candidate.text),
    );
    if (figures) return figures;
  }
  if (asksDeadline.test(question) && !setsDeadline.test(best.text)) {
    const deadline = ranked.find(
      (candidate) => candidate.score >= Math.max(minScore, best.score * deadlineShare) && setsDeadline.test(candidate.text),
    );
    if (deadline && !talksAboutDocument(deadline.text)) return deadline;
  }
  // "When does the club meet?": of two sentences that match about as well, the one holding a date
  // ("every Wednesday from 19:00") over the one that lacks the kind of answer asked ("meets in the back room").
  const wanted = answerTypeOf(question);
  const questionWords = new Set(tokenize(question));
  // "Who chairs the association?" over "The committee is the chair, secretary, … elected at the AGM",
  // "Who do I ask about the hardship fund?" over a bullet on it: a sentence that names no one does
  // not say who, and the one that names someone beside the asked words ("Our chair is Colm
  // Fitzgerald", "… Priya Venkatesan, who looks after the hardship fund") answers, though its
  // wording meets the question's less (rounds 10-13: people named in sentences of other shapes).
  if (wanted === "name" && !namesSomeone(best.text, questionWords)) {
    const named = ranked.find(
      (candidate) =>
        candidate.score >= Math.max(minScore * 0.5, best.score * namedPersonShare) &&
        namesSomeone(candidate.text, questionWords) &&
        !talksAboutDocument(candidate.text),
    );
    if (named) return named;
  }
  if (wanted !== "any" && !hasAnswerType(wanted, best.text, questionWords)) {
    const typed = ranked.find(
      (candidate) => candidate.score >= best.score * nearTieShare && hasAnswerType(wanted, candidate.text, questionWords),
    );
    if (typed && !talksAboutDocument(typed.text)) return typed;
    // "Who is the trip leader?" where no sentence names a person: the one that says who the role is
    // ("The trip leader is the person from the group who …"), not a bullet that mentions it.
    const role = whoIsRole.exec(question.trim())?.[1];
    const defining = role ? close.find((candidate) => definesSubject(candidate.text, role)) : undefined;
    if (defining) return defining;
  }
  // "This section explains how trace trees are formed." names the subject and says nothing of it.
  return close.find((candidate) => !talksAboutDocument(candidate.text)) ?? best;
}

/**
 * "How many shares is Olusegun Adebayo applying for?": a form's field whose value the question already
 * says ("Full name: Olusegun Adebayo") names whom the question is about, not the answer; the form's
 * best other field that covers an asked word answers ("Number of shares: 12"). Undefined otherwise.
 */
function fieldBeyondNamed(best: ScoredSentence, ranked: ScoredSentence[], question: string) {
  const asked = new Set(contentTerms(question));
  const valueOf = (text: string) => {
    const field = formFieldOf(text);
    return field ? contentTerms(field.value) : [];
  };
  const named = (text: string) => valueOf(text).length > 0 && valueOf(text).every((term) => asked.has(term));
  if (!named(best.text)) return undefined;
  // Its fields share the form's subject (the name), so the field must cover an asked word besides it.
  const subject = new Set(valueOf(best.text));
  return ranked.find(
    (candidate) =>
      candidate !== best &&
      candidate.source === best.source &&
      formFieldOf(candidate.text) !== null &&
      !named(candidate.text) &&
      contentTerms(formFieldOf(candidate.text)!.label).some((term) => asked.has(term) && !subject.has(term)),
  );
}

/**
 * "detailed" and "bullet" promise more than one sentence, and a detailed answer the points its
 * passages give (so "expand point 3" has a point 3): the sentences that follow the lead in its
 * passage (they usually continue the thought), else the next best, up to `wanted`.
 */
function fillToStyle(chosen: ScoredSentence[], ranked: ScoredSentence[], wanted: number): void {
  const lead = chosen[0]!;
  const following = [1, 2].flatMap((step) =>
    ranked.filter((candidate) => candidate.source === lead.source && candidate.position === lead.position + step),
  );
  for (const candidate of [...following, ...ranked.filter((other) => other.score > 0)]) {
    if (chosen.length >= wanted) return;
    if (chosen.includes(candidate) || chosen.some((kept) => nearDuplicate(kept.text, candidate.text))) continue;
    chosen.push(candidate);
  }
}

/** Up to `count` sentences right after `lead` in its passage. */
function sentencesAfter(lead: ScoredSentence, ranked: ScoredSentence[], count: number): ScoredSentence[] {
  const after: ScoredSentence[] = [];
  for (let position = lead.position + 1; after.length < count; position++) {
    const next = ranked.find((candidate) => candidate.source === lead.source && candidate.position === position);
    if (!next) break;
    after.push(next);
  }
  return after;
}

/** Further sentences that score close to the best, up to the style's count. */
function addCompanions(
  chosen: ScoredSentence[],
  ranked: ScoredSentence[],
  options: { question: string; style: AnswerStyle; minScore: number; shape: AnswerShape },
): void {
  const { style, minScore, shape } = options;
  const best = ranked[0]!;
  const explanatory = /^\s*(why|how)\b/i.test(options.question);
  const ratio =
    style === "concise" && explanatory
      ? explanatoryCompanionRatio
      : style === "concise" && shape === "list"
        ? companionRatioByStyle.bullet
        : companionRatioByStyle[style];
  const limit = Math.max(maxSentencesByStyle[style], shape === "list" ? 5 : shape === "comparison" ? 3 : 0);
  const lead = chosen[0]!;
  // A list's items sit together under one heading and name the asked thing once between them
  // ("A half plot is …", "A raised bed is …" under "Plot types"), so items of the lead's own
  // passage join from half its score, below the admission floor that guards the lead itself.
  // A form's fields likewise: "Who prepared it, and when?" is answered by two fields of one form.
  const leadIsField = formFieldOf(lead.text) !== null;
  const joins = (candidate: ScoredSentence) =>
    candidate.score >= Math.max(minScore, best.score * ratio) ||
    ((shape === "list" || (leadIsField && formFieldOf(candidate.text) !== null)) &&
      candidate.source === lead.source &&
      candidate.score >= lead.score * 0.5);
  // A list told in running text goes on in the sentences after the one that leads into it ("…
  // over the winter of 1973–74. Heath asked … Sweden rationed …"): each that holds an asked word joins.
  if (shape === "list") {
    // Items one per sentence ("The chair is …. The secretary is …") share the lead's kind, not the
    // question's words: a neighbour under the same heading that holds it joins too, on either side.
    const kin = listKin(options.question, lead);
    const sameKind = (next: ScoredSentence) => kin !== null && next.section === lead.section && kin(next.text);
    for (const step of kin ? [1, -1] : [1]) {
      for (let position = lead.position + step; chosen.length < limit; position += step) {
        const next = ranked.find((candidate) => candidate.source === lead.source && candidate.position === position);
        if (!next || !((step > 0 && next.score > 0) || sameKind(next))) break;
        if (!chosen.includes(next)) chosen.push(next);
      }
    }
  }
  for (const candidate of ranked) {
    if (chosen.length >= limit) break;
    if (chosen.includes(candidate) || !joins(candidate)) continue;
    if (chosen.some((kept) => nearDuplicate(kept.text, candidate.text))) continue;
    // A short answer only grows when the next sentence covers part of the question the kept ones
    // do not; a list grows with every item row or sentence that scores as well.
    if (style === "concise" && shape !== "list" && candidate.covers.every((term) => chosen.some((kept) => kept.covers.includes(term))))
      continue;
    chosen.push(candidate);
  }
}

/**
 * What a list's items share when each is its own sentence: "Who are the officers?" a role's holder
 * named ("The chair is Moira Dalgleish."), "What is not allowed?" a rule that forbids. Null for other lists,
 * whose items must hold a word of the question; and when the lead itself lacks the kind.
 */
const namesRoleHolder = /\b(?:is|was)\s+(?:\p{Lu}\.\s*)?\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'’-]+)+/u;

function listKin(question: string, lead: ScoredSentence): ((text: string) => boolean) | null {
  const kin =
    answerTypeOf(question) === "name"
      ? (text: string) => namesRoleHolder.test(text)
      : negationPattern.test(question) || prohibitionPattern.test(question)
        ? statesNegative
        : null;
  return kin && kin(lead.text) ? kin : null;
}

const maxListedRows = 12;
const maxSectionItems = 6;

/**
 * A list gathered from more than one place (list-answer.ts): a table column's values, a table's
 * columns, or the sentences of the section the list's noun heads. Not used when a close sentence
 * already enumerates ("The shed holds spades, forks and rakes."): that sentence is the list. The
 * evidence is the best matching sentence's score, raised to the admission floor at most.
 */
/**
 * A form's fields asked for: its labels, not a table's columns ("What details does the renewal form
 * ask for?"); what was written on it ("What details did the applicant give on the form?"): its
 * filled-in lines, one a bullet.
 */
function formAnswer(question: string, sources: ContextSource[], evidence: number): ExtractiveAnswer | null {
  const form = formFieldList(question, sources);
  if (!form) return null;
  if (form.filled) {
    const sentences = form.lines.map((line, position) => ({ text: line, source: form.source, score: evidence, position, covers: [] }));
    const items = form.lines.slice(0, maxListedRows).map((line) => `- ${line}`);
    return {
      answer: `The form is filled in as follows [Source ${form.source}]:\n${items.join("\n")}`,
      evidence_score: evidence,
      sentences,
    };
  }
  const sentences = [{ text: form.labels.join(", "), source: form.source, score: evidence, position: 0, covers: [] }];
  return { answer: citeSentence(`The form asks for ${joinItems(form.labels)}.`, form.source), evidence_score: evidence, sentences };
}

function gatheredList(question: string, sources: ContextSource[], ranked: ScoredSentence[], minScore: number): ExtractiveAnswer | null {
  const best = ranked[0];
  const evidence = Math.max(best?.score ?? 0, minScore);
  const fromTable = listFromTables(question, sources);
  if (fromTable) {
    const text =
      fromTable.kind === "columns" ? `The columns are ${joinItems(fromTable.items)}.` : `${joinItems(fromTable.items, maxListedRows)}.`;
    const sentences = fromTable.lines.map((line, position) => ({
      text: line,
      source: fromTable.source,
      score: evidence,
      position,
      covers: [],
    }));
    return { answer: citeSentence(text, fromTable.source), evidence_score: evidence, sentences };
  }
  if (!best) return null;
  const close = ranked.filter((candidate) => candidate.score >= Math.max(minScore, best.score * 0.6));
  if (close.some((candidate) => enumerates(candidate.text))) return null;
  const announcers = ranked.filter((candidate) => candidate.score >= Math.max(minScore * 0.75, best.score * 0.6));
  const announced = announcedItems(announcers, ranked);
  if (announced) return announcedList(announced.announcer, announced.items, minScore, question);
  const phrase = listNounPhrase(question);
  if (!phrase) return null;
  const headed = ranked.filter((candidate) => candidate.section && headingNamesList(candidate.section, phrase));
  const top = headed[0];
  // The heading says what every item is, so the items need not repeat the question's other words
  // ("What events does the garden hold?" under "Events": no item says "hold"; "What safety rules
  // apply to a solar installation?" under "Safety": none says "rules" or "installation"). A heading
  // that names the list is evidence enough from half the admission floor, or on its own when its
  // passage is one of the two the search ranked first (a heading that says "Activities" for
  // "events" shares no word with the question at all).
  const floor = top && top.source <= 2 ? 0 : minScore * 0.5;
  if (!top || top.score < floor) return null;
  const items = headed
    .filter((candidate) => candidate.source === top.source && candidate.section === top.section)
    .sort((left, right) => left.position - right.position)
    .slice(0, maxSectionItems);
  if (items.length < 2) return null;
  const sentences = items.map((item) => ({ ...item, score: Math.max(item.score, minScore) }));
  return { answer: formatAnswer(sentences, "bullet", question), evidence_score: Math.max(top.score, minScore), sentences };
}

/** Words that ask for a list's items without saying what they are about ("What items are listed in …?"). */
const bareListTerms = new Set(
  contentTerms("item items thing things entry entries element elements content contents point points list listed"),
);

/**
 * "What items are listed in simple-list.docx?": a file named whole whose question asks only for its
 * items, the bulleted or numbered lines of that file in their order. Evidence the admission floor.
 */
function namedFileItems(question: string, sources: ContextSource[], minScore: number): ExtractiveAnswer | null {
  const lower = question.toLowerCase();
  const named = sources.filter(
    (source) => source.chunk.kind === "document" && lower.includes(source.chunk.metadata.filename.toLowerCase()),
  );
  const file = named[0]?.chunk.metadata.filename;
  if (!file) return null;
  const rest = contentTerms(withoutQuestionForm(question.replace(new RegExp(escapeRegExp(file), "giu"), " ")));
  if (!rest.every((term) => bareListTerms.has(term))) return null;
  const items = named
    .filter((source) => source.chunk.metadata.filename === file)
    .flatMap((source) => source.text.split("\n").map((line, position) => ({ line: line.trim(), source: source.number, position })))
    .filter(({ line }) => listItemLine.test(line));
  if (items.length < 2) return null;
  const words = items.map(({ line }) => line.replace(/^(?:[-*•▪◦]|\d+[.)])\s+/u, "").replace(/[;.,]\s*$/u, ""));
  const sentences = items.map(({ line, source, position }) => ({ text: line, source, score: minScore, position, covers: [] }));
  return { answer: citeSentence(`${joinItems(words, maxListedRows)}.`, items[0]!.source), evidence_score: minScore, sentences };
}

/** A section's sentences as the list's items, or its announcing line and bullets when it has them; evidence its best sentence's score. */
function sectionList(items: ScoredSentence[], ranked: ScoredSentence[], minScore: number, question: string): ExtractiveAnswer {
  const evidence = Math.max(...items.map((item) => item.score), minScore);
  // The section's items may be bullets whose announcing line scored too low to be among them.
  const announced = announcedItems(items, ranked) ?? (items[0] && asksForSteps(question) ? listAround(items[0], ranked) : null);
  if (announced) return { ...announcedList(announced.announcer, announced.items, minScore, question), evidence_score: evidence };
  const sentences = items.slice(0, maxSectionItems).map((item) => ({ ...item, score: Math.max(item.score, minScore) }));
  return { answer: formatAnswer(sentences, "bullet", question), evidence_score: evidence, sentences };
}

/**
 * A list under a heading that says what the question asks, when no sentence says it: "Who refers
 * people to the pantry?" under "Our referral partners", whose line "Households reached us through
 * five kinds of partners:" announces the bullets. The announcing line must be under a heading that
 * holds a word of the question and score from half the admission floor; the evidence stays its score.
 */
function headedAnnouncement(question: string, ranked: ScoredSentence[], minScore: number): ExtractiveAnswer | null {
  // A word of the question the line holds only through its heading (its own words widened as scored).
  const announcers = ranked.filter((candidate) => {
    if (candidate.score < minScore * 0.5 || candidate.section === undefined || candidate.section === candidate.text) return false;
    const own = new Set(contentTerms(candidate.text));
    return candidate.covers.some((term) => !own.has(term) && !term.startsWith("#"));
  });
  const announced = announcedItems(announcers, ranked);
  if (!announced) return null;
  const list = announcedList(announced.announcer, announced.items, minScore, question);
  return { ...list, evidence_score: announced.announcer.score };
}

/** "This paper makes the following contributions [Source 1]:" and one cited bullet per item. */
function announcedList(announcer: ScoredSentence, items: ScoredSentence[], minScore: number, question: string): ExtractiveAnswer {
  const evidence = Math.max(announcer.score, minScore);
  const sentences = [announcer, ...items.slice(0, maxSectionItems)].map((sentence) => ({ ...sentence, score: evidence }));
  const opening = `${shorten(announcer.text.replace(/\s*:\s*$/, ""))} [Source ${announcer.source}]:`;
  const lines = items.slice(0, maxSectionItems).map((item) => `- ${citeSentence(shorten(shown(item.text, question)), item.source)}`);
  return { answer: `${opening}\n${lines.join("\n")}`, evidence_score: evidence, sentences };
}

/** Rows that all match a list question, named by their first cell in sheet order: "Acme Corp, Borealis Foods and Helix Pharma [Source 1]." */
function rowList(rows: ScoredSentence[]): string {
  const names = [...rows]
    .sort((left, right) => left.position - right.position)
    .map((row) =>
      row.text
        .split(";")[0]!
        .replace(/^[^:]*:\s*/, "")
        .trim(),
    );
  const shown = names.slice(0, maxListedRows);
  const more = names.length - shown.length;
  const listed = more > 0 ? `${shown.join(", ")} and ${more} more` : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)!}`;
  return citeSentence(`${listed}.`, rows[0]!.source);
}

/** Every candidate sentence of the sources with its score, best first. */
// English function words no other language of the six writes as a word of its own ("a", "in", "is", "was", "die" are others' too).
const englishOnly = new Set(
  [
    "the of what which who whom whose how when where why does did do and are were been has have with from this that these those",
    "there it its for by an can could would should will shall may might must my your our their we you they he she his her him us",
    "them than to at or be if not any all some more much many what's i'm it's isn't there's how's",
  ]
    .join(" ")
    .split(" "),
);

// Function words of French, Spanish, German (the shared stop words), Italian and Dutch that English does not write.
const otherFunctionWords = new Set([
  ...otherLanguageStopWords,
  ..."il lo gli di del della dei delle che chi ci sono nel nella ha hanno come quanti quante quale quali dove quando het een van wie wat waar hoe welke heeft hebben zijn niet ook".split(
    " ",
  ),
]);

const readDate =
  /\b(?:in|on|from|to)\s+(?:\d{1,2}\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{4}\b|\bin\s+\d{4}\b/gu;

/**
 * A question of four words or more, in Latin script, with a function word of another language and
 * none of English is in that language ("Wie heeft het CYCLADES-netwerk ontworpen?"); telegraphic
 * English ("Trim Castle height in metres?") is not. One in Korean or Chinese is asked of files in its own script.
 */
export function inAnotherLanguage(question: string): boolean {
  // A relative date is read into English words ("le mois dernier" → "in May 2027", relative-dates.ts): not the asker's.
  const words = tokenize(question.replace(readDate, " "));
  if (!words.some((word) => otherFunctionWords.has(word))) return false;
  return (
    words.length >= 4 && words.every((word) => /^[\p{Script=Latin}\d'’-]+$/u.test(word)) && !words.some((word) => englishOnly.has(word))
  );
}

interface ScoringOptions {
  fileNamesShared?: boolean;
  referent?: Set<string>;
  /** A light verb the sentence does not hold weighs a quarter (lightVerbs). */
  lightVerbs?: boolean;
  /** Sentences' cosines with the question: a close one is lifted (meaning-mix.ts). */
  meaning?: ReadonlyMap<string, number>;
  /** A how-to or who ask: a sentence of its shape holding a thing asked holds the ask's verbs (told-situation.ts). */
  askShape?: AskShape;
}

export function scoreSentences(question: string, sources: ContextSource[], options: ScoringOptions = {}): ScoredSentence[] {
  const questionTerms = [...new Set(contentTerms(withoutQuestionForm(question)))];
  if (questionTerms.length === 0) return [];
  const questionWords = new Set(tokenize(question));
  // "What's banned?", "Which things are off limits?" ask for what is not allowed, as a negated question does.
  const questionNegates = negationPattern.test(question) || prohibitionPattern.test(question);
  const wantedType = answerTypeOf(question);
  const candidates: Candidate[] = [];
  const subjects = (options.fileNamesShared ?? true) ? subjectTerms(sources) : new Map<string, Set<string>>();
  // File names drop accents: "café" asked names repair-cafe-report.pdf.
  const accented = questionTerms.filter((term) => /\p{M}/u.test(term.normalize("NFD")));
  for (const terms of subjects.values()) for (const term of accented) if (terms.has(withoutAccents(term))) terms.add(term);
  // A follow-up's rewritten subject weighs as a file's subject does (referentTerms).
  const referent = options.referent ?? new Set<string>();
  for (const source of sources)
    candidates.push(...candidatesOf(source, new Set([...(subjects.get(source.chunk.metadata.doc_id) ?? []), ...referent])));
  if (candidates.length === 0) return [];
  // A sentence holds a question word when it holds the word, its comparative ("fast" → "faster")
  // or a word the lexicon gives for it ("fast" → "speedup"): candidates' term sets are widened once.
  const everyday = documentWordsFor(question);
  // A heading says it in the document's words too ("What we did differently" for "what changed").
  for (const candidate of candidates) {
    widenTerms(candidate.terms, questionTerms, everyday);
    widenTerms(candidate.heading, questionTerms, everyday);
    // A stated value holds the question's word for its kind: a phone number "number" and "ring" (stated-values.ts).
    for (const term of termsHeldByValue(question, questionTerms, candidate.sentence.text)) candidate.terms.add(term);
    if (options.askShape) widenByAskShape(candidate, options.askShape);
  }
  // A question in another language than the passages (offline, no model to translate): its words
  // no passage holds are its language's ("heeft", "ontworpen"), not a sign the answer is missing;
  // it is scored on the words the passages do hold ("CYCLADES"), when there is one.
  if (inAnotherLanguage(question)) {
    const held = questionTerms.filter((term) => candidates.some((candidate) => candidate.terms.has(term) || candidate.heading.has(term)));
    if (held.length > 0) questionTerms.splice(0, questionTerms.length, ...held);
  }
  // "What's banned?", "Which things are off limits?" are answered by what forbids ("Traders must not:",
  // the items under "What is not allowed"): a sentence that states a negative, or sits under a heading
  // that does, holds the question's word for the ban.
  const banTerms = prohibitionPattern.test(question) ? questionTerms.filter((term) => banWords.has(term)) : [];
  for (const candidate of candidates) {
    const { text, section } = candidate.sentence;
    if (banTerms.length > 0 && (statesNegative(text) || (section !== undefined && statesNegative(section))))
      for (const term of banTerms) candidate.terms.add(term);
  }
  // "What time does the depot office close?" is answered by its hours ("open Monday to Friday from
  // 08:30 to 17:00", "held every Saturday from 10am to 4pm"): a span of clock times holds the
  // question's "close", "open" and "time", whatever verb the sentence uses.
  const hoursAsked = asksHours.test(question) ? questionTerms.filter((term) => hoursTerms.has(term)) : [];
  for (const candidate of candidates)
    if (hoursAsked.length > 0 && clockSpan.test(candidate.sentence.text)) for (const term of hoursAsked) candidate.terms.add(term);
  // "What did countries do …?" is answered by sentences that name them ("Sweden rationed petrol").
  const askedCountries = questionTerms.filter((term) => countryTerms.has(term));
  for (const candidate of candidates)
    if (askedCountries.length > 0 && namesCountry(candidate.sentence.text)) for (const term of askedCountries) candidate.terms.add(term);
  // "European" asked, "Europe" written (and back): a proper adjective holds its place's name.
  const properAdjectives = properAdjectiveRoots(question);
  for (const candidate of candidates) widenByProperAdjective(candidate, questionTerms, properAdjectives);
  // "Who prepared it, and when?" over a form: a field holding a person or a date holds that part of
  // the question ("Prepared By: Sarah Martinez", "Report Date: 2024-11-15"), as a word would.
  for (const kind of askedKinds(question)) {
    if (!candidates.some((candidate) => candidate.kinds?.has(kind))) continue;
    questionTerms.push(kindTerm(kind));
    for (const candidate of candidates) if (candidate.kinds?.has(kind)) candidate.terms.add(kindTerm(kind));
  }
  const documentFrequency = new Map<string, number>();
  // A word of a file's name counts as held by every sentence of that file: it says what the whole file
  // is about, so it does not tell its sentences apart ("the chess club" over chess-club-guide.md).
  for (const { terms, fileName } of candidates) {
    for (const term of questionTerms)
      if (terms.has(term) || fileName.has(term)) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const count = candidates.length;
  const weight = new Map(
    questionTerms.map((term) => {
      const frequency = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
      return [term, idf] as const;
    }),
  );
  const facts = { questionTerms, weight, questionWords, questionNegates, wantedType, lightVerbs: options.lightVerbs ?? false };
  for (const candidate of candidates) candidate.sentence.score = candidateScore(candidate, facts);
  if (options.meaning) liftByMeaning(candidates, options.meaning);
  // On a tie, a form's field, which states a value for its label ("Firm’s address: foobar."), goes
  // before a line that only prints the label (a form's layout: "Firm’s address ▶ Phone no.").
  const fields = new Set(candidates.filter((candidate) => candidate.kinds !== undefined).map(({ sentence }) => sentence));
  const field = (sentence: ScoredSentence) => (fields.has(sentence) ? 1 : 0);
  return candidates
    .map(({ sentence }) => sentence)
    .sort(
      (left, right) =>
        right.score - left.score || field(right) - field(left) || left.source - right.source || left.position - right.position,
    );
}

/** "How do I get involved?" over "Anyone aged 16 or over can join a ringing session": the asked shape holds the ask's verbs. */
function widenByAskShape(candidate: Candidate, askShape: AskShape): void {
  const { terms, heading, sentence, named } = candidate;
  // A thing of its own: every sentence of a file holds what the file is named after ("the choir").
  const holdsThing = [...askShape.things].some((term) => !named.has(term) && (terms.has(term) || heading.has(term)));
  // A table's row line ("Month: 2025-01; Birds ringed: 210") tells no one to do anything, whoever it names.
  if (holdsThing && !isRowLine(sentence.text) && askShape.fits(sentence.text)) for (const term of askShape.verbs) terms.add(term);
}

/** Lifts each compared sentence by its cosine's lead over the others' (meaning-mix.ts); a keywords line stays out (it answers only "what keywords"). */
function liftByMeaning(candidates: Candidate[], meaning: ReadonlyMap<string, number>): void {
  const median = medianOf(meaning.values());
  for (const { sentence, keywords } of candidates) {
    const cosine = meaning.get(sentence.text);
    if (cosine === undefined || keywords) continue;
    const lifted = liftedScore(sentence.score, cosine, median);
    if (lifted > sentence.score) [sentence.lexical, sentence.score] = [sentence.score, lifted];
  }
}

/**
 * Share of the question's subject words weight, when scoring a sentence of the file they name (its
 * file name and title: "chess club" in chess-club-guide.md, "food bank" under "Riverside Food Bank
 * Volunteer Handbook"). Every sentence of the file is about its subject, so the opening sentence
 * that happens to repeat it ("The Northside Chess Club meets in …") must not outscore the one
 * that holds the question's other words ("Juniors … pay 15 pounds"). Chosen on the dev rounds.
 */
const subjectWeight = 0.25;

/**
 * Verbs that carry little of what is asked ("How many visitors came to …?", "Where did the money
 * go?"), read so when no sentence answers otherwise: the one that answers may say it another way
 * ("welcomed 1,184 visitors"), so a sentence without the verb misses only a quarter of its weight.
 */
const lightVerbs = new Set(
  contentTerms("come comes came coming go goes went going gone get gets got getting make makes made making take takes took taking"),
);
const lightVerbWeight = 0.25;

interface QuestionFacts {
  questionTerms: string[];
  weight: Map<string, number>;
  questionWords: Set<string>;
  questionNegates: boolean;
  wantedType: AnswerType;
  lightVerbs: boolean;
}

/** One sentence's score: the weighted share of the question's words it holds (see scoreSentences). */
function candidateScore(candidate: Candidate, facts: QuestionFacts): number {
  const { sentence, terms, inherited, heading, named, previous, kinds, documentName } = candidate;
  const { questionTerms, weight } = facts;
  // A question about more than its file's subject is scored on the rest: the subject's words weigh
  // little, and a sentence that holds nothing else does not answer (the admission, or the step that
  // reads by meaning, decides: "Who is the president of the chess club?").
  const discounted = named.size > 0 && questionTerms.some((term) => !named.has(term)) && questionTerms.some((term) => named.has(term));
  let total = 0;
  let matched = 0;
  let ownFieldWords = 0;
  let borrowed = 0;
  let fromHeading = 0;
  let beyondSubject = 0;
  for (const term of questionTerms) {
    // A light verb the sentence does not hold weighs a quarter: it says the thing another way.
    const termWeight = (weight.get(term) ?? 0) * (facts.lightVerbs && lightVerbs.has(term) && !terms.has(term) ? lightVerbWeight : 1);
    if (discounted && named.has(term)) {
      total += subjectWeight * termWeight;
      matched += subjectWeight * termWeight;
      if (terms.has(term)) sentence.covers.push(term);
      continue;
    }
    total += termWeight;
    if (terms.has(term)) {
      matched += termWeight;
      if (!documentName?.has(term)) ownFieldWords++;
    } else if (inherited.has(term)) borrowed += termWeight;
    else if (heading.has(term) || named.has(term)) fromHeading += termWeight;
    else continue;
    beyondSubject++;
    sentence.covers.push(term);
  }
  // A field that holds nothing asked beyond its document's name ("Report ID: …" for "What does
  // the inventory report recommend?") does not answer: its label is not what is asked.
  if ((kinds && ownFieldWords === 0) || (discounted && beyondSubject === 0)) return 0;
  // "Keywords: Document Image Analysis · Deep Learning · …" shares the topic's words with any question
  // about it and answers only one that asks for the keywords.
  if (candidate.keywords && !questionTerms.some((term) => /^(?:keyword|tag|index)/u.test(term))) return 0;
  // A pronoun carries its antecedent's words at half weight: "It is 330 metres tall." answers
  // "How tall is the Eiffel Tower?" when the sentence before it names the tower. A section's
  // heading does the same for the sentences under it (headingWeight): "The tool shed holds
  // spades, …" answers "What tools are there?" under "Tools and the shed".
  matched += inheritedWeight * borrowed + headingWeight * fromHeading;
  if (borrowed > 0 && previous) sentence.lead = previous;
  const rankFactor = Math.max(0.6, 1 - EXTRACTIVE_RANK_PENALTY * (sentence.source - 1));
  // A sentence that is itself a question (an FAQ heading) restates rather than answers.
  const questionFactor = /\?\s*$/.test(sentence.text) ? 0.5 : 1;
  const fullText = previous && borrowed > 0 ? `${previous} ${sentence.text}` : sentence.text;
  const polarityFactor = polarityConflicts(facts.questionWords, facts.questionNegates, fullText, sentence.section)
    ? POLARITY_MISMATCH_FACTOR
    : 1;
  const typeFactor = hasAnswerType(facts.wantedType, fullText, facts.questionWords) ? 1 : MISSING_ANSWER_TYPE_FACTOR;
  return total > 0 ? (matched / total) * rankFactor * questionFactor * polarityFactor * typeFactor : 0;
}

/** The question's words for countries, stemmed: a sentence naming one holds them. */
const countryTerms = new Set(["country", "nation", "state"].map(stem));

// A proper adjective ends so ("European", "Italian", "Canadian", "Japanese"); what is left names the place.
const properAdjectiveEnding = /(?:ean|ian|an|ese)$/u;

/** The capitalised words of a text that do not open it, by their stemmed term. */
function properTerms(text: string): Set<string> {
  const terms = new Set<string>();
  for (const match of text.matchAll(/(?<=\S\s+)\p{Lu}\p{Ll}{3,}/gu)) terms.add(stem(match[0].toLowerCase()));
  return terms;
}
const properAdjectiveRoots = properTerms;

/**
 * A capitalised question word and a capitalised word of the sentence that are a place and its
 * adjective: "europ" (Europe) and "european", "italy" and "italian". The root the adjective's
 * ending leaves must be four letters or more and start the other word.
 */
function widenByProperAdjective(candidate: Candidate, questionTerms: string[], proper: Set<string>): void {
  const { terms } = candidate;
  if (proper.size === 0) return;
  const rootOf = (word: string) => {
    const root = word.replace(properAdjectiveEnding, "");
    return root !== word && root.length >= 4 ? root : null;
  };
  const sentenceProper = properTerms(candidate.sentence.text);
  for (const term of questionTerms) {
    if (!proper.has(term) || terms.has(term)) continue;
    const root = rootOf(term);
    for (const word of sentenceProper) {
      const other = rootOf(word);
      if ((root && word !== term && word.startsWith(root)) || (other && term.startsWith(other))) {
        terms.add(term);
        break;
      }
    }
  }
}

/** Words that answer for a question word: "How fast is it?" is answered by a speedup. Stems, lower case. */
const termAliases: Record<string, string[]> = {
  fast: ["speed", "speedup", "quick", "quickly"],
  speed: ["fast", "faster", "speedup", "quick"],
  quick: ["fast", "faster", "speed"],
  slow: ["slowdown", "slower"],
};

/**
 * Adds the question's terms a sentence holds by comparative, alias or the document's word for an
 * everyday wording ("call off" → "cancelled", everyday-words.ts), so the scoring treats them as held.
 */
function widenTerms(terms: Set<string>, questionTerms: string[], everyday: Map<string, Set<string>>): void {
  for (const term of questionTerms) {
    if (terms.has(term)) continue;
    const comparatives = term.length >= 4 ? [`${term}er`, `${term}est`] : [];
    const aliases = [...comparatives, ...(termAliases[term] ?? []), ...(everyday.get(term) ?? [])];
    if (aliases.some((alias) => terms.has(alias))) terms.add(term);
  }
}

interface Candidate {
  sentence: ScoredSentence;
  terms: Set<string>;
  /** The words of the sentence before, when this one opens with a pronoun. */
  inherited: Set<string>;
  /** The words of the heading the sentence sits under. */
  heading: Set<string>;
  /** The words of the file's name and title ("chess-club-guide.md" → chess, club, guide): what every sentence of it is about. */
  named: Set<string>;
  previous?: string;
  /** For a form's field line, the kinds of question its value answers (form-fields.ts). */
  kinds?: Set<FieldKind>;
  /** For a form's field line, the words of its document's name (file name, title line). */
  documentName?: Set<string>;
  /** The words of the file's name alone, which count as held by every sentence of it for the word weights. */
  fileName: Set<string>;
  /** A paper's "Keywords:" (or "Index Terms:", "Tags:") line. */
  keywords?: boolean;
}

const markdownHeading = /^#{1,6}\s+(.+)$/;
const keywordsLabel = /^(?:key\s?words|index terms|tags)$/iu;
// "Figure 3: …", "Fig. 2.", "Table 1 –": captions describe a picture or a table, they answer nothing.
const caption = /^\s*(?:fig(?:ure)?\.?|table|tab\.)\s*\d+[.:)\s–-]/i;
const headingWordLimit = 8;
const listItem = listItemLine;

/**
 * Whether a piece of passage text can stand as an answer on its own: a whole sentence (never one
 * that starts mid-sentence in lower case, as a passage cut at a page or chunk edge does), not a
 * heading (short, no closing punctuation), a caption or a table's raw header. Rows written as
 * "Column: value; …" and fields ("Warehouse: Distribution Center East") can: they state facts.
 */
function standsAlone(text: string): boolean {
  if (isRowLine(text) || listItem.test(text)) return true;
  if (markdownHeading.test(text) || caption.test(text) || isRawTableLine(text)) return false;
  // "Warehouse: Distribution Center East": a form's field states a fact, however short.
  if (/^[^:]{1,40}:\s+\S/.test(text) || formFieldOf(text) !== null) return true;
  if (/^[\p{Ll}]/u.test(text.trim())) return false;
  // A chart's axis run into the prose, a bracket left open, a sentence cut after "the" (sentence-quality.ts).
  if (!isCleanSentence(text)) return false;
  const words = tokenize(text);
  if (words.length < 3 && !/\d/.test(text)) return false;
  const closed = /[.!?:;)"”’]\s*$/.test(text.trim());
  return !(words.length <= headingWordLimit && !closed) && !(!closed && titleCased(text));
}

/** A title or a long heading: no closing punctuation and nearly every longer word capitalised ("Trace-based Just-in-Time Type Specialization for Dynamic Languages"). */
function titleCased(text: string): boolean {
  const longer = (text.match(/[\p{L}][\p{L}'’-]{3,}/gu) ?? []).filter((word) => !stopWords.has(word.toLowerCase()));
  return longer.length >= 3 && longer.filter((word) => /^\p{Lu}/u.test(word)).length >= longer.length * 0.75;
}

/**
 * What each file is about, by its id: the words of its name and, when its first passage is among
 * the sources, of its title line ("Riverside Food Bank Volunteer Handbook"). Web results have none.
 */
const withoutAccents = (term: string) => stem(term.normalize("NFD").replace(/\p{M}+/gu, ""));

function subjectTerms(sources: ContextSource[]): Map<string, Set<string>> {
  const subjects = new Map<string, Set<string>>();
  for (const source of sources) {
    if (source.chunk.kind !== "document") continue;
    const { doc_id: id, filename, chunk_index: index } = source.chunk.metadata;
    const words = index === 0 ? documentNameTerms(filename, source.text) : contentTerms(fileNameWords(filename).join(" "));
    subjects.set(id, new Set([...(subjects.get(id) ?? []), ...words]));
  }
  return subjects;
}

// A year or a span of years a heading is dated by: "Plans for 2026–27", "Budget and spending 2025/26".
const headingYear = /\s+(?:19|20)\d{2}(?:\s?[–/-]\s?(?:(?:19|20)\d{2}|\d{2}))?$/u;

/**
 * A PDF's text layer has no heading marks: a short line in words alone ("Parts and labour", "Terms")
 * heads what follows it as a Markdown heading does, so the rows under it hold its words. A closing
 * year dates the heading ("Plans for 2026–27") when two words are left beside it ("May 2025" is a cell).
 */
export function pdfHeading(line: string): boolean {
  const dated = line.trim().replace(headingYear, "");
  const text = dated !== line.trim() && dated.split(/\s+/u).length < 2 ? line : dated;
  const words = text.trim().split(/\s+/u);
  return words.length <= 5 && /^\p{Lu}/u.test(text.trim()) && !/[\d.!?:;,)"”’]\s*$/u.test(text.trim()) && !/\d|[|@]/u.test(text);
}

function candidatesOf(source: ContextSource, named: Set<string>): Candidate[] {
  const candidates: Candidate[] = [];
  // Without subject words (a question about the file itself), its name's words are not shared either.
  const fileName = new Set(named.size > 0 ? contentTerms(fileNameWords(source.chunk.metadata.filename).join(" ")) : []);
  const sentences = splitSentences(source.text).flatMap(fieldParts);
  // A planted instruction is never quoted (planted-sentences.ts).
  const planted = plantedSentences(
    { text: source.text, flagged: source.chunk.injection_flagged === true, judged: source.chunk.injection_judged === true },
    sentences,
  );
  let section = source.chunk.metadata.heading ?? undefined;
  let heading = new Set(contentTerms(section ?? ""));
  const fromPdf = typeof source.chunk.metadata.page === "number";
  let headingBefore = -2;
  sentences.forEach((raw, position) => {
    // A word a PDF hyphenated at a line end ("Trace-\nMonkey") is one word again.
    const text = raw.replace(/(\p{L})- (?!(?:and|or|to|und|et|y)\b)(\p{L})/gu, "$1$2");
    const headingLine = markdownHeading.exec(text)?.[1] ?? (fromPdf && pdfHeading(text) ? text : undefined);
    if (headingLine) {
      // Heading lines in a row are one heading: a title and the line under it ("Ashby Community Energy
      // Co-operative" over "Annual Report 2025") both head what follows, neither replaces the other.
      const joined = headingBefore === position - 1 && section;
      section = joined ? `${section} ${headingLine}` : headingLine;
      heading = joined ? new Set([...heading, ...contentTerms(headingLine)]) : new Set(contentTerms(section));
      headingBefore = position;
    }
    if (!standsAlone(text) || planted.has(position)) return;
    const previous = position > 0 && pronounOpening.test(text) ? sentences[position - 1] : undefined;
    // A form's field is about its whole document: the document's name lends its words as a heading does.
    const field = formFieldOf(text);
    const documentName = field ? new Set(documentNameTerms(source.chunk.metadata.filename, source.text)) : undefined;
    candidates.push({
      sentence: { text, source: source.number, score: 0, position, covers: [], ...(section ? { section } : {}) },
      terms: new Set([...contentTerms(text), ...(field ? valueTerms(field) : []), ...ordinalTerms(text)]),
      inherited: new Set(previous ? contentTerms(previous) : []),
      heading: documentName ? new Set([...heading, ...documentName]) : heading,
      named,
      fileName,
      ...(previous ? { previous } : {}),
      ...(field && documentName ? { kinds: fieldKinds(field), documentName } : {}),
      ...(field && keywordsLabel.test(field.label) ? { keywords: true } : {}),
    });
  });
  return candidates;
}

const ordinals = contentTerms("first second third fourth fifth sixth seventh eighth ninth tenth");

/** A numbered item ("2. Fin.") is the second one: "What does the second footnote say?" */
function ordinalTerms(text: string): string[] {
  const number = /^\s*(\d{1,2})[.)]\s/u.exec(text)?.[1];
  const ordinal = number ? ordinals[Number(number) - 1] : undefined;
  return ordinal ? [ordinal] : [];
}

type AnswerType = "date" | "quantity" | "name" | "any";

function answerTypeOf(question: string): AnswerType {
  const lower = question.toLowerCase().trim();
  if (
    /^(?:(?:by|until|till)\s+)?(?:when|in what year|what year|which year)\b/.test(lower) ||
    /\b(?:what|by what) (?:year|date|century|time)\b/.test(lower)
  )
    return "date";
  if (/\bhow (?:many|much)\b|\bwhat (?:percentage|number|amount)\b/.test(lower)) return "quantity";
  // "Who counts as a concession member?" asks for a kind of person (a definition), not a name.
  if (/^who\b/.test(lower) && !/^who\s+(?:counts|qualifies|(?:is|are)\s+(?:considered|classed|treated))\b/.test(lower)) return "name";
  return "any";
}

/** A sentence naming someone may match the question's words this much less than the best one and still answer "who". */
const namedPersonShare = 0.5;

/**
 * Whether the sentence names someone the question does not: a capitalised word past its first that
 * is not an acronym ("AGM", "FM" name no one) nor a word of the question.
 */
function namesSomeone(text: string, questionWords: Set<string>): boolean {
  return text
    .split(/\s+/)
    .some((word, index) => index > 0 && /^["'“(]?\p{Lu}\p{Ll}/u.test(word) && !tokenize(word).every((token) => questionWords.has(token)));
}

/** Whether the sentence holds the kind of answer asked for, in words the question does not already use. */
function hasAnswerType(type: AnswerType, text: string, questionWords: Set<string>): boolean {
  if (type === "any") return true;
  const novel = text
    .split(/\s+/)
    // The first word is capitalised in every sentence, so it says nothing about names.
    .filter((word, index) => index > 0 && !tokenize(word).every((token) => questionWords.has(token)));
  if (type === "date") return datePattern.test(novel.join(" "));
  // "at 8:00" is a time of day, not how many: "Shift Captains open the building at 8:00" holds no count.
  if (type === "quantity") return quantityPattern.test(withoutLabels(novel.join(" "), text, questionWords).replace(clockTime, " "));
  return novel.some((word) => /^["'“(]?\p{Lu}/u.test(word));
}

/**
 * The novel words without the numbers that name one of the asked things rather than count them: "how many chapters"
 * is not answered by "(chapter 9)", nor "how many rooms" by "Room 101": the asked noun, in the singular, right before
 * its number labels one of them.
 */
function withoutLabels(novel: string, text: string, questionWords: Set<string>): string {
  const asked = new Set([...questionWords].filter((word) => !stopWords.has(word)).map(stem));
  const labels = [...text.matchAll(/(?<![\p{L}])(\p{L}+)\s+(\d+)(?![.,]?\d)/gu)].filter(
    ([, word = ""]) => !/s$/iu.test(word) && !stopWords.has(word.toLowerCase()) && asked.has(stem(word.toLowerCase())),
  );
  return labels.reduce((rest, [, , number = ""]) => rest.replace(new RegExp(`(?<!\\d)${number}(?!\\d)`, "u"), " "), novel);
}

function polarityConflicts(questionWords: Set<string>, questionNegates: boolean, text: string, section?: string): boolean {
  // The items under "What is not allowed on a plot?" or "Prohibited items" are negative by their heading.
  if (questionNegates && !statesNegative(text) && !(section !== undefined && statesNegative(section))) return true;
  // "When does the club meet?" is not answered by "In August the club does not meet": the sentence
  // denies the very verb the question asks about.
  if (!questionNegates && deniesAskedVerb(questionWords, text)) return true;
  const words = new Set(tokenize(text));
  // Opening hours ("open from 9:30 to 16:00") say when a place closes too.
  const hours = clockSpan.test(text);
  return opposites.some(
    ([one, other]) =>
      !(hours && openingPairs.has(one)) &&
      ((questionWords.has(one) && words.has(other) && !words.has(one)) ||
        (questionWords.has(other) && words.has(one) && !words.has(other))),
  );
}

/** Whether the sentence puts a negation right before a word the question asks with ("does not meet", "never opens"). */
function deniesAskedVerb(questionWords: Set<string>, text: string): boolean {
  const asked = new Set([...questionWords].map(stem));
  // "ask not any coach, and not the committee, but the officer": a negation before a function word
  // ("not the", "not to", "not with") turns one party away for another; it denies no word asked.
  return [...text.toLowerCase().matchAll(/\b(?:not|never|n['’]t)\s+(\p{L}+)/gu)].some(
    (match) => !stopWords.has(match[1]!) && asked.has(stem(match[1]!)),
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
  for (const number of new Set(numberWords(question)))
    if (!sentenceNumbers.has(number)) mismatches.push({ kind: "number", detail: number });
  for (const [word, head] of contrastedPairs(question, sentence)) mismatches.push({ kind: "contrast", detail: `${word} ${head}` });
  if (!hasAnswerType(answerTypeOf(question), sentence, new Set(tokenize(question))))
    mismatches.push({ kind: "answer_type", detail: answerTypeOf(question) });
  // "Why …?" wants a reason or a purpose; "Predictably, old oil was withdrawn from the market"
  // restates the question. On the SQuAD dev articles every `medium` why-answer without one was wrong.
  if (/^\s*why\b/i.test(question) && !reasonPattern.test(sentence)) mismatches.push({ kind: "answer_type", detail: "reason" });
  return mismatches;
}

const reasonPattern =
  /\b(?:because|since|due to|owing to|thanks to|so that|so as to|in order to|as a result|result(?:ed|s)? (?:of|from)|caused|reasons?|led to|to [a-z]+)\b/i;

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

export function formatAnswer(sentences: ScoredSentence[], style: AnswerStyle, question: string): string {
  const cited = sentences.map((sentence, index) => {
    // The lead is shown unless the answer already quotes it.
    const lead =
      sentence.lead && !sentences.slice(0, index).some((other) => other.text === sentence.lead) ? `${shorten(sentence.lead)} ` : "";
    return citeSentence(`${lead}${shorten(shown(sentence.text, question))}`, sentence.source);
  });
  return style === "bullet" ? cited.map((line) => `- ${line}`).join("\n") : cited.join(" ");
}

/** The sentence as a reader should see it: a row said as a sentence, a list item without its mark, one line. */
function shown(text: string, question: string): string {
  if (isRowLine(text)) return `${rowSentence(text, question)}.`;
  // A letterhead's bare e-mail or web address is shown with what it is ("Email: bookings@…"), not as a cut-off line.
  const contact = /^\S+$/u.test(text.trim()) ? formFieldOf(text) : null;
  if (contact) return `${contact.label}: ${contact.value}`;
  return text
    .replace(listItem, (match) => match.slice(-1))
    .replace(/\s*\n\s*/g, " ")
    .trim();
}

/** Puts the citation before the closing punctuation: "… 2.1 million people [Source 1]." (citation-marker.ts). */
function citeSentence(text: string, source: number): string {
  return citeAtEnd(text, [source]);
}

function shorten(text: string): string {
  if (text.length <= maxSentenceChars) return text;
  const cut = text.slice(0, maxSentenceChars);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), maxSentenceChars / 2))}…`;
}
