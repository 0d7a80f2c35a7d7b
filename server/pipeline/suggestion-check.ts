/**
 * Keeps only follow-up suggestions the documents can answer (docs/architecture.md#suggestions): each candidate is asked:
 * run through retrieval (within the documents the suggestions come from) and answered by the
 * offline reasoner from what comes back; it is kept when that answer is not the "no information"
 * admission and speaks of the question's topic (`answersTopic`, shared with the starter
 * questions). The vector score is no gate: with the offline model, questions the pipeline answers
 * well score 0.25–0.35, under any threshold that means something, so a score gate kept no
 * candidate and every answer offered the same three questions about the documents as a whole. A candidate
 * that fails is replaced by the next one: first the caller's own candidates, then questions built
 * from the passages (suggestions.ts). When fewer than three pass within MAX_SUGGESTION_CHECKS
 * searches, the list is completed with questions about the documents as a whole ("What are these
 * documents about?"), which the summaries answer, never with a candidate that failed its check.
 *
 * Candidates are checked in rounds of as many as are still missing, each round in one
 * `search.many`: one embedding batch and one Chroma round trip for the whole round.
 */
import type { Search } from "../retrieval/hybrid-search";
import { buildSuggestionCandidates, documentQuestions, documentSummaryQuestion, questionKey } from "./suggestions";
import type { RetrievedChunk } from "../core/types";
import { contentTerms } from "../core/text-analysis";
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
  options: {
    question: string;
    chunks: RetrievedChunk[];
    search: Search;
    signal: AbortSignal;
    /** Questions a typed table of the answer's documents answers, computed already: after the checked ones, before the general ones. */
    computed?: string[];
  },
): Promise<string[]> {
  const seen = new Set([questionKey(options.question)]);
  const replacements = buildSuggestionCandidates({ question: options.question, answer: "", chunks: options.chunks });
  const unique = [...candidates, ...replacements].filter((candidate) => {
    const key = questionKey(candidate);
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (options.chunks.length === 0) return unique.slice(0, wanted);

  const accepted: string[] = [];
  // The questions about the documents as a whole complete the list below; checking them (the offline
  // completion puts them after its own) spent a round that then stopped the checks of made ones.
  const fallback = new Set(documentQuestions(options.question).map(questionKey));
  const checkable = unique.filter((candidate) => !fallback.has(questionKey(candidate))).slice(0, MAX_SUGGESTION_CHECKS);
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
  // The questions about the documents as a whole, less the one just asked ("What are these documents
  // about?" is one); then a summary of each document the answer cites (after an overview, one of them).
  const asked = questionKey(options.question);
  const general = documentQuestions(options.question).filter((question) => !accepted.includes(question) && questionKey(question) !== asked);
  const files = [...new Set(options.chunks.filter((chunk) => chunk.kind !== "web").map((chunk) => chunk.metadata.filename))];
  const perFile = files
    .map((file) => documentSummaryQuestion(options.question, file))
    .filter((question): question is string => question !== null && questionKey(question) !== asked);
  const keys = new Set([asked, ...accepted.map(questionKey)]);
  const computed = (options.computed ?? []).filter((question) => {
    const key = questionKey(question);
    return !keys.has(key) && Boolean(keys.add(key));
  });
  return [...accepted, ...computed, ...general, ...perFile].slice(0, wanted);
}

/** Whether each candidate, asked, gets an answer about its topic (`answersTopic`). A failed search fails the round. */
async function answerableInRound(
  round: string[],
  options: { search: Search; signal: AbortSignal; documentIds: string[] },
): Promise<boolean[]> {
  try {
    const results = await options.search.many({
      queries: round,
      topK: 5,
      // Whether the passages answer a candidate is a question for the reader, not for the vectors: the
      // keyword index finds the passages a question built from their words needs, and skipping the
      // embedding and Chroma's filtered query saved most of what the checks cost (bench, overhead).
      lexicalOnly: true,
      signal: options.signal,
      ...(options.documentIds.length > 0 ? { documentIds: options.documentIds } : {}),
    });
    const names = [...new Set(results.flatMap(({ chunks }) => chunks.map((chunk) => chunk.metadata.filename)))];
    return results.map(({ chunks }, index) => answersTopic(round[index]!, chunks, names));
  } catch (error) {
    if (options.signal.aborted) throw error;
    return round.map(() => false);
  }
}

/**
 * Whether the offline reasoner, given these passages, answers `question` with something on its
 * topic: not the admission, and sharing a word of the question beyond the documents' own names
 * and the question's frame ("say", "document", "describe").
 */
export function answersTopic(question: string, chunks: RetrievedChunk[], documentNames: string[]): boolean {
  if (chunks.length === 0) return false;
  const { sources } = buildSourceContext(chunks, 12_000);
  const answer = extractAnswer({ question, sources, style: "concise" }).answer;
  if (answer === NO_INFORMATION_ANSWER) return false;
  const naming = new Set(contentTerms(documentNames.map((name) => name.replace(/[-_.]/g, " ")).join(" ")));
  const topic = contentTerms(question).filter((term) => !naming.has(term) && !/^(?:say|document|describ)/.test(term));
  const answerTerms = new Set(contentTerms(answer));
  return topic.length > 0 && topic.some((term) => answerTerms.has(term));
}
