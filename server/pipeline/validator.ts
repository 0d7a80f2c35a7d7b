/**
 * Validator stage (docs/architecture.md, "Validator" and "Confidence"): checks a draft, repairs
 * its citations, labels and scores its confidence, and says what the next attempt should fix.
 * `validate` runs the jobs in order: injection flags, structural checks (citations, length),
 * the evidence the confidence rests on, then the score (the LLM judge, or the offline score)
 * and the feedback for a retry.
 *
 * Checks, in order:
 * 1. Retrieved chunks that carry instructions are flagged `injection_in_context` (never fatal).
 * 2. A reasoner error makes the draft invalid.
 * 3. "do not contain", "no information", "cannot answer" (and close variants) mark a grounded
 *    admission, which is valid whatever its length; any other answer under 20 characters is invalid.
 * 4. Every `[Source N]` must name a source 1..num_sources; others are removed from the answer.
 *
 * Confidence label: the average similarity of the sources the answer cites (all sources it was
 * given when it cites none) against the embedding model's thresholds (calibration.ts).
 * Similarity is the chunk's cosine score; a chunk with no vector yet counts halfway between the
 * medium and high thresholds and caps the label at medium. high: average > thresholds.high; medium: average >
 * thresholds.medium; low otherwise. Hedging ("might", "possibly", "perhaps", "unclear", "not
 * sure") caps the label at medium, and hedging twice or more caps it at low. Offline, the label
 * is further capped by the score (OFFLINE_MEDIUM_SCORE) and never `high`, because similarity
 * alone says the passage is on topic, not that the chosen sentence answers; and `medium` drops to
 * low when the quoted sentences contradict a detail of the question (a number it names, a word
 * swapped for another in the same place, no answer of the kind asked for: extractive.ts
 * `detailMismatches`). An admission is always low.
 *
 * Confidence score (0..1):
 * - LLM mode: 0.3 × rule-based + 0.7 × the judge's points / 100. The rule-based part is
 *   0.5 × (share of basic checks passed: ≥ 10 characters, ≥ 3 words, no refusal/apology)
 *   + 0.2 × share of answer sentences with a valid citation + 0.2 × calibrated similarity
 *   + 0.1 × certainty (1 without hedging, 0.5 with one hedge, 0 with more). If the judge's reply
 *   is unusable twice, the rule-based score is used alone and the reason says so.
 * - Offline: see `offlineConfidenceScore`. Every term only grows with its signal, so better
 *   retrieval or better evidence can never lower the score.
 * - An admission scores ADMISSION_CONFIDENCE_SCORE: it is the right answer when the documents lack
 *   the information, but the person should still read it as "low".
 *
 * Validity: in LLM mode a score below RETRY_BELOW_SCORE is invalid, so the answer loop retries
 * with feedback. Offline the extractive answer is deterministic and a retry would return the
 * same sentences, so only the structural checks decide validity there; a weak match is already
 * turned into the admission by the extractive reasoner and shows as a low label and score.
 */
import type { ConfidenceLabel, Usage } from "~/lib/response";
import { judgePrompt, JudgeVerdict } from "../prompts/judge";
import { passageFlagged } from "../core/injection";
import { completeJson } from "../providers/json-completion";
import { throwIfAborted } from "../core/abort";
import { addUsage, zeroUsage } from "../core/usage";
import { buildSourceContext, type ContextSource } from "../prompts/source-context";
import { detailMismatches, scoreSentences, type DetailMismatch } from "./extractive";
import { missingAskedTerm } from "./asked-term";
import { answerShapeOf, definesSubject, definitionSubject } from "./answer-shape";
import { withoutQuestionForm } from "./everyday-words";
import { isAdmission, NO_INFORMATION_ANSWER } from "../prompts/reasoner";
import { contentTerms, splitSentences } from "../core/text-analysis";
import type { StageDeps, ValidatorInput, ValidatorOutput } from "./types";
import type { ConfidenceThresholds, RetrievedChunk } from "../core/types";

export const FALLBACK_ANSWER = "I couldn't generate a proper answer. Could you rephrase your question?";
export const ADMISSION_CONFIDENCE_SCORE = 0.2;
export const MIN_ANSWER_CHARS = 20;
/** A fused-score lead of the top source over the second this large counts as fully separated. */
export const SEPARATION_FULL_GAP = 0.1;
/** A best-sentence lead over the runner-up sentence this large counts as fully separated. */
export const SENTENCE_MARGIN_FULL_GAP = 0.3;
/**
 * Offline answers are sentences picked by word overlap; nothing reads them to check that they
 * answer. On SQuAD articles kept out of tuning, offline answers labelled `high` (similarity and
 * score both high, no detail contradicting the question) were right 4 times in 12, and on the
 * dev articles 71 %, never the 90 % a `high` promises: questions written to share every word
 * with a sentence that does not answer them look exactly like answered ones. So an offline
 * extractive answer is at most `medium`, and the reason says so.
 *
 * `medium` needs this score on top of a medium similarity and no contradicted detail. Chosen on
 * the dev split only (docs/eval-report.md): on the SQuAD dev articles, answered questions scoring
 * ≥ 0.8 were right 61 %, ≥ 0.85 63 %, ≥ 0.9 64 % (similarity separates nothing there); 0.85 keeps
 * a margin over the 60 % `medium` promises, and every real dev question that reached it was right.
 */
export const OFFLINE_MEDIUM_SCORE = 0.85;

const uncertaintyPattern = /\b(?:might|possibly|perhaps|unclear|not\s+sure)\b/gi;
const refusalPattern =
  /\b(?:i'?m\s+sorry|i\s+am\s+sorry|i\s+apologi[sz]e|as\s+an\s+ai\b|i\s+(?:cannot|can't|am\s+unable\s+to|'m\s+unable\s+to)\s+(?:help|assist|comply)|error:)/i;
const citationGroupPattern = /\s*\[\s*sources?\b([^\]]*)\]/gi;

/** 1-based numbers of the sources (chunks, in order) whose text carries injected instructions. */
export function flaggedSources(chunks: RetrievedChunk[]): Set<number> {
  const flagged = new Set<number>();
  chunks.forEach((chunk, index) => {
    if (passageFlagged(chunk)) flagged.add(index + 1);
  });
  return flagged;
}

export async function validate(input: ValidatorInput, deps: StageDeps): Promise<ValidatorOutput> {
  throwIfAborted(deps.signal);
  const { draft, chunks } = input;
  const injection = injectionCheck(chunks);
  if (draft.error) {
    return invalid({
      answer: draft.answer,
      flags: [...injection.flags, "reasoner_error"],
      reason: `The answer could not be generated (the language model failed).${injection.note}`,
    });
  }

  const citations = repairCitations(draft.answer, draft.num_sources);
  const answer = citations.answer;
  const safetyFlags = citations.invalid.length > 0 ? [...injection.flags, "invalid_citations"] : injection.flags;
  const admission = isAdmission(answer);
  if (!admission && answer.trim().length < MIN_ANSWER_CHARS) {
    return invalid({
      answer,
      flags: [...safetyFlags, "answer_too_short"],
      reason: `The answer was too short to be useful.${injection.note}`,
      feedback: `The previous answer was too short. Answer the question fully from the sources, or reply exactly with the admission sentence if they do not contain the answer.`,
    });
  }
  if (admission) {
    return {
      is_valid: true,
      confidence: "low",
      confidence_score: ADMISSION_CONFIDENCE_SCORE,
      safety_flags: safetyFlags,
      reason: `Low confidence: the documents do not appear to contain this information.${injection.note}`,
      answer,
    };
  }

  // Offline, a definition of a term no document holds is no answer, whatever sentence scored best.
  const missing = deps.mode === "offline" || !deps.chat ? await missingAskedTerm(input.question, chunks, deps) : null;
  if (missing) {
    return {
      is_valid: true,
      confidence: "low",
      confidence_score: ADMISSION_CONFIDENCE_SCORE,
      safety_flags: safetyFlags,
      reason: `Low confidence: no document mentions "${missing}".${injection.note}`,
      answer: NO_INFORMATION_ANSWER,
    };
  }

  const evidence = evidenceOf(answer, citations.cited, chunks, draft.num_sources, deps);
  const scored =
    deps.mode === "llm" && deps.chat
      ? await judgedScore(input.question, answer, evidence, deps, deps.chat)
      : offlineScored(input, answer, evidence, deps);
  const feedback = [
    ...(scored.judgeFeedback ? [scored.judgeFeedback] : []),
    ...draftFeedback(citations.invalid, draft.num_sources, evidence),
  ];
  const score = round(clamp(scored.score));
  const isValid = deps.mode === "offline" || !deps.chat || score >= deps.config.RETRY_BELOW_SCORE;
  const reason = `${labelReason(scored.label, { hedgeCount: evidence.hedges.length, offline: deps.mode === "offline" || !deps.chat, mismatch: scored.mismatch, defines: scored.defines })}${scored.judgeNote}${injection.note}`;
  return {
    is_valid: isValid,
    confidence: scored.label,
    confidence_score: score,
    safety_flags: safetyFlags,
    reason: isValid ? reason : `Below the required quality (score ${score.toFixed(2)}). ${reason}`,
    answer,
    ...(isValid ? {} : { fallback_response: FALLBACK_ANSWER }),
    ...(feedback.length > 0 ? { feedback: feedback.join(" ") } : {}),
    ...(scored.usage ? { usage: scored.usage } : {}),
  };
}

/** What every reason says when retrieved passages carry instructions. */
export const INJECTION_NOTE = "Some retrieved passages contained instructions; they were treated as plain text.";

/** Passages that carry instructions are flagged (never fatal), and every reason then says so. */
function injectionCheck(chunks: RetrievedChunk[]): { flags: string[]; note: string } {
  if (flaggedSources(chunks).size === 0) return { flags: [], note: "" };
  return { flags: ["injection_in_context"], note: ` ${INJECTION_NOTE}` };
}

/** What the confidence of an answer rests on. */
interface Evidence {
  /** The sources the draft was given, as numbered for it. */
  sources: ContextSource[];
  /** Average similarity of the sources the answer cites (all it was given when it cites none). */
  similarity: number;
  /** The label the similarity and the hedges give, before any score caps it. */
  label: ConfidenceLabel;
  /** Share of the answer's sentences with a valid citation. */
  citationShare: number;
  /** Hedging words used, lower-cased, in order. */
  hedges: string[];
}

function evidenceOf(answer: string, cited: number[], chunks: RetrievedChunk[], sourceCount: number, deps: StageDeps): Evidence {
  const sources = buildSourceContext(chunks, deps.config.CONTEXT_BUDGET_CHARS).sources.slice(0, Math.max(0, sourceCount));
  const usedSources = cited.length > 0 ? sources.filter((source) => cited.includes(source.number)) : sources;
  const usedChunks = usedSources.map((source) => source.chunk);
  const similarity = averageSimilarity(usedChunks, deps.thresholds);
  const hedges = [...answer.matchAll(uncertaintyPattern)].map((match) => match[0].toLowerCase());
  let label = confidenceLabel(similarity, hedges.length, deps.thresholds);
  // A passage without a vector yet has no measured similarity, so nothing can vouch for "high".
  if (usedChunks.some((chunk) => chunk.score === null) && label === "high") label = "medium";
  return { sources, similarity, label, citationShare: citedSentenceShare(answer), hedges };
}

/** The score and the label it leaves, with what the reason and the feedback add. */
interface Scored {
  score: number;
  label: ConfidenceLabel;
  usage?: Usage;
  /** Appended to the reason. */
  judgeNote: string;
  /** The judge's own advice, first in the feedback. */
  judgeFeedback?: string;
  /** Offline: the detail of the question the quoted sentences contradict. */
  mismatch?: DetailMismatch;
  /** Offline: the answer's first sentence says what the asked term is. */
  defines?: boolean;
}

/** The answer's first sentence defines the term a definition question asks about (answer-shape.ts). */
function leadDefinesAskedTerm(question: string, answer: string): boolean {
  const subject = definitionSubject(question);
  const lead = splitSentences(answer.replace(citationGroupPattern, ""))[0];
  return subject !== null && lead !== undefined && definesSubject(lead, subject);
}

/** LLM mode: 0.3 × the rule-based score + 0.7 × the judge's points; the rules alone if the judge's reply is unusable. */
async function judgedScore(
  question: string,
  answer: string,
  evidence: Evidence,
  deps: StageDeps,
  chat: NonNullable<StageDeps["chat"]>,
): Promise<Scored> {
  const rule = ruleBasedScore({
    answer,
    citationShare: evidence.citationShare,
    similarity: evidence.similarity,
    hedgeCount: evidence.hedges.length,
    thresholds: deps.thresholds,
  });
  const verdict = await completeJson({
    chat,
    request: { purpose: "judge", messages: judgePrompt({ question, answer, sources: evidence.sources }), temperature: 0, maxTokens: 300 },
    schema: JudgeVerdict,
    signal: deps.signal,
  });
  const usage = addUsage(zeroUsage, verdict.usage);
  if (!verdict.ok)
    return {
      score: rule,
      label: evidence.label,
      usage,
      judgeNote: " The quality check was unavailable, so the score comes from rules only.",
    };
  const points = verdict.value.relevance + verdict.value.helpfulness + verdict.value.accuracy + verdict.value.completeness;
  const judgeFeedback = verdict.value.feedback.trim();
  return {
    score: 0.3 * rule + 0.7 * (points / 100),
    label: evidence.label,
    usage,
    judgeNote: "",
    ...(judgeFeedback ? { judgeFeedback } : {}),
  };
}

/** Offline: `offlineConfidenceScore`, which also caps the label. */
function offlineScored(input: ValidatorInput, answer: string, evidence: Evidence, deps: StageDeps): Scored {
  const score = offlineConfidenceScore({
    similarity: evidence.similarity,
    evidence: input.draft.evidence_score ?? questionCoverage(input.question, answer),
    separation: separationOf(input.chunks),
    sentenceMargin: sentenceMarginOf(input.question, evidence.sources),
    thresholds: deps.thresholds,
  });
  const label = lowerLabel(lowerLabel(evidence.label, "medium"), score >= OFFLINE_MEDIUM_SCORE ? "medium" : "low");
  // A definition answered by the sentence that says what the asked term is ("A sectional is a rehearsal
  // for …") was right 71 of 71 times on the spent real rounds (odd rounds 38/38, even 33/33), whatever
  // its similarity: such a sentence is the answer's shape, not words met by chance. It is `medium`.
  if (label === "low" && leadDefinesAskedTerm(input.question, answer)) {
    const mismatch = detailMismatches(input.question, answer.replace(citationGroupPattern, ""))[0];
    if (!mismatch) return { score: Math.max(score, OFFLINE_MEDIUM_SCORE), label: "medium", judgeNote: "", defines: true };
  }
  // A passage answer whose quoted sentences hold every word the question asks with (two or more,
  // stemmed) and contradict none of its details: such `low` answers were right 59 times in 65 on the
  // spent real rounds (91 %; on SQuAD dev 63 %, over the 60 % a `medium` promises). `medium`.
  if (label === "low" && holdsEveryAskedWord(input.question, answer)) {
    const mismatch = detailMismatches(input.question, answer.replace(citationGroupPattern, ""))[0];
    if (!mismatch) return { score: Math.max(score, OFFLINE_MEDIUM_SCORE), label: "medium", judgeNote: "" };
  }
  if (label !== "medium") return { score, label, judgeNote: "" };
  // Close passages and strong word overlap still leave "medium" to an answer whose quoted
  // sentences contradict a detail of the question (a number, a swapped word, the kind of answer).
  const mismatch = detailMismatches(input.question, answer.replace(citationGroupPattern, ""))[0];
  return mismatch ? { score, label: "low", judgeNote: "", mismatch } : { score, label, judgeNote: "" };
}

/** Whether the answer's text holds each of the question's content words (at least two), stemmed. */
function holdsEveryAskedWord(question: string, answer: string): boolean {
  const asked = [...new Set(contentTerms(withoutQuestionForm(question)))];
  // A definition has its own rule (leadDefinesAskedTerm): "The Tool Steward is Declan O'Hare." holds
  // every word of "What is the Tool Steward?" and says who, not what.
  if (asked.length < 2 || isAdmission(answer) || answerShapeOf(question) === "definition") return false;
  const held = new Set(contentTerms(answer.replace(citationGroupPattern, "")));
  return asked.every((term) => held.has(term));
}

/** What the next attempt should fix in the draft itself (the judge's advice comes first). */
function draftFeedback(invalidCitations: number[], sourceCount: number, evidence: Evidence): string[] {
  const feedback: string[] = [];
  if (invalidCitations.length > 0) {
    feedback.push(
      `It cited ${invalidCitations.map((number) => `[Source ${number}]`).join(", ")}, which does not exist; cite only sources 1 to ${sourceCount}.`,
    );
  }
  if (evidence.citationShare < 1) feedback.push("Support every claim with a [Source N] citation right after it.");
  if (evidence.hedges.length > 0)
    feedback.push(
      `Avoid hedging (${[...new Set(evidence.hedges)].join(", ")}): state what the sources say, or say they do not contain it.`,
    );
  return feedback;
}

interface OfflineSignals {
  /** Average similarity of the cited sources (cosine, lexical stand-in where null). */
  similarity: number;
  /** The extractive reasoner's best-sentence score, 0..1. */
  evidence: number;
  /** Fused-score lead of the top source over the second, 0..1 after scaling; 0.5 when there is one source. */
  separation: number;
  /** Lead of the best sentence over the runner-up, 0..1 after scaling by SENTENCE_MARGIN_FULL_GAP. */
  sentenceMargin: number;
  thresholds: ConfidenceThresholds;
}

/**
 * Offline confidence score = 0.35 × calibrated similarity + 0.4 × evidence
 * + 0.125 × source separation + 0.125 × sentence margin. Each term is non-decreasing in its
 * signal. The two separation terms are there because how far the best candidate leads the next
 * predicts correctness better than the best score alone. (Citation
 * share, once a term here, is always 1 for an extractive answer, so it measured nothing.)
 */
export function offlineConfidenceScore(signals: OfflineSignals): number {
  return round(
    clamp(
      0.35 * calibrateSimilarity(signals.similarity, signals.thresholds) +
        0.4 * clamp(signals.evidence) +
        0.125 * clamp(signals.separation) +
        0.125 * clamp(signals.sentenceMargin),
    ),
  );
}

const labelOrder: ConfidenceLabel[] = ["low", "medium", "high"];
function lowerLabel(left: ConfidenceLabel, right: ConfidenceLabel): ConfidenceLabel {
  return labelOrder[Math.min(labelOrder.indexOf(left), labelOrder.indexOf(right))]!;
}

function sentenceMarginOf(question: string, sources: ContextSource[]): number {
  const [best, runnerUp] = scoreSentences(question, sources);
  if (!best) return 0;
  return clamp((best.score - (runnerUp?.score ?? 0)) / SENTENCE_MARGIN_FULL_GAP);
}

/**
 * Maps a similarity onto 0..1 so that each model's own thresholds land at the same points:
 * 0..medium → 0..0.5, medium..high → 0.5..0.8, high..1 → 0.8..1 (piecewise linear, increasing).
 */
export function calibrateSimilarity(similarity: number, thresholds: ConfidenceThresholds): number {
  const value = clamp(similarity);
  const { medium, high } = thresholds;
  if (value <= medium) return medium > 0 ? 0.5 * (value / medium) : 0.5;
  if (value <= high) return 0.5 + 0.3 * ((value - medium) / Math.max(high - medium, 1e-9));
  return 0.8 + 0.2 * ((value - high) / Math.max(1 - high, 1e-9));
}

function ruleBasedScore(options: {
  answer: string;
  citationShare: number;
  similarity: number;
  hedgeCount: number;
  thresholds: ConfidenceThresholds;
}): number {
  const words = options.answer
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0);
  const checks = [options.answer.trim().length >= 10, words.length >= 3, !refusalPattern.test(options.answer)];
  const basic = 0.5 * (checks.filter(Boolean).length / checks.length);
  const certainty = options.hedgeCount === 0 ? 1 : options.hedgeCount === 1 ? 0.5 : 0;
  return basic + 0.2 * options.citationShare + 0.2 * calibrateSimilarity(options.similarity, options.thresholds) + 0.1 * certainty;
}

function confidenceLabel(similarity: number, hedgeCount: number, thresholds: ConfidenceThresholds): ConfidenceLabel {
  const bySimilarity: ConfidenceLabel = similarity > thresholds.high ? "high" : similarity > thresholds.medium ? "medium" : "low";
  if (hedgeCount >= 2) return "low";
  if (hedgeCount === 1 && bySimilarity === "high") return "medium";
  return bySimilarity;
}

const answerTypeNames: Record<string, string> = { date: "date", quantity: "number", name: "name" };
const mismatchNoteStart = "the quoted passage";
/** How the reason starts when a detail check (and only that) took an offline answer down to low; the eval counts these. */
export const DETAIL_MISMATCH_REASON_START = `Low confidence: ${mismatchNoteStart}`;

/**
 * The badge's reason, in words: the badge shows the one number (the score), so the reason names
 * no other (a similarity beside it read as a second, contradicting score).
 */
function labelReason(
  label: ConfidenceLabel,
  context: { hedgeCount: number; offline: boolean; mismatch?: DetailMismatch; defines?: boolean | undefined },
): string {
  const { hedgeCount, offline, mismatch } = context;
  if (mismatch) return `Low confidence: ${mismatchNote(mismatch)}, so check the cited passage.`;
  if (label === "medium" && context.defines) {
    return "Medium confidence: the quoted sentence is the one that says what the term is. Without a language model Docent cannot read it to confirm it answers, so an offline answer is never marked high; check the cited passage.";
  }
  if (label === "high") return "High confidence: the cited passages closely match the question and the answer keeps to them.";
  if (label === "medium" && offline) {
    return "Medium confidence: the quoted sentences match the question closely. Without a language model Docent picks sentences by their words and cannot read them to confirm they answer, so an offline answer is never marked high; check the cited passage.";
  }
  if (label === "medium") {
    return hedgeCount > 0
      ? "Medium confidence: the answer hedges, so check the cited passages."
      : "Medium confidence: the cited passages are related to the question but not a close match.";
  }
  if (hedgeCount >= 2) return "Low confidence: the answer is unsure of itself.";
  return offline
    ? "Low confidence: the quoted sentences share only part of the question's words, or other passages match almost as well; check the cited passage."
    : "Low confidence: the best passages match the question only loosely.";
}

function mismatchNote(mismatch: DetailMismatch): string {
  if (mismatch.kind === "number") return `${mismatchNoteStart} does not contain the question's "${mismatch.detail}"`;
  if (mismatch.kind === "contrast")
    return `${mismatchNoteStart} speaks of a different "${mismatch.detail.split(" ").at(-1)}" than the question's "${mismatch.detail}"`;
  return `${mismatchNoteStart} holds no ${answerTypeNames[mismatch.detail] ?? "answer"} beyond the question's own words`;
}

/**
 * Average cosine of the chunks. A chunk with no vector yet counts halfway between the model's
 * medium and high thresholds ("related, not proven"): its similarity is unknown, and its
 * normalised lexical score (1 for the top hit by construction) once stood in and made such
 * answers look certain. The caller also caps the label at medium then.
 */
function averageSimilarity(chunks: RetrievedChunk[], thresholds: ConfidenceThresholds): number {
  if (chunks.length === 0) return 0;
  const unknown = (thresholds.medium + thresholds.high) / 2;
  return chunks.reduce((sum, chunk) => sum + (chunk.score ?? unknown), 0) / chunks.length;
}

function separationOf(chunks: RetrievedChunk[]): number {
  const [first, second] = chunks;
  if (!first) return 0;
  if (!second) return 0.5;
  return clamp((first.fused_score - second.fused_score) / SEPARATION_FULL_GAP);
}

function citedSentenceShare(answer: string): number {
  const sentences = splitSentences(answer.replace(/^\s*[-*•]\s+/gm, ""))
    // A citation written after the full stop ("… 1889. [Source 1]") belongs to the sentence before it.
    .reduce<string[]>((merged, sentence) => {
      if (/^\[\s*sources?\b[^\]]*\]\s*[.!?]?$/i.test(sentence) && merged.length > 0) merged[merged.length - 1] += ` ${sentence}`;
      else merged.push(sentence);
      return merged;
    }, []);
  if (sentences.length === 0) return 0;
  return sentences.filter((sentence) => /\[\s*sources?\s*\d/i.test(sentence)).length / sentences.length;
}

/** Share of the question's content words the answer contains: the evidence signal when the reasoner gave none. */
function questionCoverage(question: string, answer: string): number {
  const wanted = [...new Set(contentTerms(question))];
  if (wanted.length === 0) return 0;
  const present = new Set(contentTerms(answer));
  return wanted.filter((term) => present.has(term)).length / wanted.length;
}

interface RepairedCitations {
  answer: string;
  /** Valid source numbers cited, in first-seen order. */
  cited: number[];
  /** Numbers cited that do not exist (or citations without a number, as 0). */
  invalid: number[];
}

/**
 * Keeps valid `[Source N]` markers, rewrites grouped ones ("[Source 1, 2]") as separate markers
 * so the UI can link each, and removes markers that point nowhere.
 */
function repairCitations(answer: string, sourceCount: number): RepairedCitations {
  const cited: number[] = [];
  const invalid: number[] = [];
  const repaired = answer.replace(citationGroupPattern, (group: string, inside: string) => {
    const numbers = [...inside.matchAll(/\d+/g)].map((match) => Number(match[0]));
    if (numbers.length === 0) invalid.push(0);
    const valid = numbers.filter((number) => {
      const ok = Number.isInteger(number) && number >= 1 && number <= sourceCount;
      if (!ok) invalid.push(number);
      return ok;
    });
    for (const number of valid) if (!cited.includes(number)) cited.push(number);
    if (valid.length === 0) return "";
    const leading = /^\s+/.exec(group)?.[0] ?? "";
    return `${leading.length > 0 ? " " : ""}${valid.map((number) => `[Source ${number}]`).join(" ")}`;
  });
  if (invalid.length === 0) return { answer: repaired.trim(), cited, invalid };
  // Only tidy the gaps a removed marker left behind ("claim [Source 9]." → "claim.").
  return {
    answer: repaired
      .replace(/[ \t]+([.,;:!?])/g, "$1")
      .replace(/[ \t]{2,}/g, " ")
      .trim(),
    cited,
    invalid,
  };
}

function invalid(options: { answer: string; flags: string[]; reason: string; feedback?: string }): ValidatorOutput {
  return {
    is_valid: false,
    confidence: "low",
    confidence_score: 0,
    safety_flags: options.flags,
    reason: options.reason,
    answer: options.answer,
    fallback_response: FALLBACK_ANSWER,
    ...(options.feedback ? { feedback: options.feedback } : {}),
  };
}

function clamp(value: number): number {
  return Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
