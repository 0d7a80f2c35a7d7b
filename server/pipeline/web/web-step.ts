/**
 * The web step (SPEC §4.6, reference/tool-based-rag-flow.md steps 3b–3d), run once after the
 * answer loop. Given the documents-only outcome it decides whether the web is needed, and if so:
 * 1. re-uses a stored web result the keyword index (or the question's embedding) points to, or
 * 2. tailors a web query plus a short summary of what the documents said (LLM-written in LLM
 *    mode, the cleaned question and a plain summary offline), checks both arguments, calls
 *    Perplexity once, stores the result and indexes its keywords;
 * 3. builds the final answer from documents and web, saying which part came from where.
 * With the fallback off (no PERPLEXITY_API_KEY) it returns the outcome untouched and nothing
 * calls out. A Perplexity failure (timeout, 429, 5xx, bad reply) never fails the answer: the
 * documents-only answer stays, with the flag `web_unavailable` and a note.
 */
import { z } from "zod";
import type { AnswerStyle, ConfidenceLabel, Usage } from "~/lib/response";
import type { Logger } from "../../core/logger";
import { runAnswerLoop, type AnswerLoopHooks } from "../answer-loop";
import { detectInjection } from "../../core/injection";
import { addUsage, completeJson, rethrowIfAbort, throwIfAborted, zeroUsage } from "../../providers/json-completion";
import { citedSourceNumbers } from "../responder";
import { describeOrigin } from "../../prompts/source-context";
import { contentTerms } from "../../core/text-analysis";
import type { RetrievedChunk, StageDeps } from "../types";
import { FALLBACK_ANSWER, isAdmission, validate } from "../validator";
import { webQueryPrompt } from "../../prompts/web-query";
import { extractKeywords } from "./keywords";
import { WebSearchError, webUnavailableReasons, type WebSearch, type WebSearchResult } from "../../providers/perplexity";
import {
  checkToolArguments,
  DocumentsSummary,
  PerplexitySearchArguments,
  queryLimits,
  WebQuery,
  type PerplexitySearchArguments as SearchArguments,
  type ToolArgumentError,
} from "../../core/web-tool-arguments";
import type { RecalledWebResult, WebStore } from "../../stores/web-results";

/** What the web step needs besides the stage deps. */
export interface WebServices {
  search: WebSearch;
  store: WebStore;
  logger: Logger;
}

export interface WebStepDeps extends StageDeps {
  /** Null when the fallback is off: the step then changes nothing. */
  web: WebServices | null;
  /** The orchestrator's answer-loop hooks, so a rewritten answer streams like the first one. */
  hooks?: AnswerLoopHooks;
}

/** The documents-only outcome the step starts from, and the final outcome it returns. */
export interface AnswerOutcome {
  answer: string;
  chunks: RetrievedChunk[];
  confidence: ConfidenceLabel;
  confidence_score: number;
  reasoning: string;
  safety_flags: string[];
}

export interface WebStepInput extends AnswerOutcome {
  /** The self-contained question (the planner's query). */
  question: string;
  style: AnswerStyle;
  /** False when the knowledge base is empty and no documents were searched (planner `web_only`). */
  documentsConsulted: boolean;
  /** Answer attempts already made (the web step's own attempts are numbered after them). */
  attempts: number;
}

export type WebStatus = "off" | "not_needed" | "recalled" | "called" | "unavailable";

export interface WebStepOutput extends AnswerOutcome {
  used_external_kb: boolean;
  /** Tokens and cost of the step's own calls (web query, Perplexity, keywords, answer). */
  usage: Usage;
  attempts: number;
  status: WebStatus;
  /** Number of Perplexity calls made (0 or 1). */
  web_calls: number;
}

/** How many stored results may join the sources of one answer. */
export const MAX_RECALLED_RESULTS = 2;
// A web answer is shown up to this length in the offline composition.
const maxWebAnswerChars = 2_000;

export const webNotes = {
  notConsulted: "Your documents were not consulted: none have been uploaded yet, so this answer comes from the web.",
  documentsMissing: "Your documents do not cover this, so the following comes from a web search.",
  unavailable: (reason: string) => `A web search was tried because your documents fall short here, but ${reason}, so this answer is based on your documents only.`,
  unavailableNoDocuments: (reason: string) =>
    `No documents have been uploaded yet, and a web search was tried instead, but ${reason}. Please upload documents, or try again in a moment.`,
  webSources: (web: number[], documents: number[]) =>
    `Where this answer came from: ${web.map((number) => `[Source ${number}]`).join(" ")} ${web.length === 1 ? "is a web result" : "are web results"}${documents.length > 0 ? `; ${documents.map((number) => `[Source ${number}]`).join(" ")} ${documents.length === 1 ? "is" : "are"} from your documents` : ", not your documents"}.`,
};

/**
 * Whether the documents fell short: a grounded "no information" answer (or no valid answer at
 * all), or a low-confidence answer whose best document passage scored below the model's
 * "medium" similarity, i.e. the low confidence comes from retrieval rather than from wording.
 */
export function documentsFellShort(outcome: Pick<AnswerOutcome, "answer" | "chunks" | "confidence">, thresholds: StageDeps["thresholds"]): boolean {
  if (isAdmission(outcome.answer) || outcome.answer === FALLBACK_ANSWER) return true;
  if (outcome.confidence !== "low") return false;
  const documentScores = outcome.chunks.filter((chunk) => chunk.kind === "document").map((chunk) => chunk.score ?? chunk.lexical_score);
  return documentScores.length === 0 || Math.max(...documentScores) < thresholds.medium;
}

export async function completeWithWeb(input: WebStepInput, deps: WebStepDeps): Promise<WebStepOutput> {
  const unchanged = (status: WebStatus): WebStepOutput => ({
    ...pick(input),
    used_external_kb: false,
    usage: zeroUsage,
    attempts: 0,
    status,
    web_calls: 0,
  });
  if (!deps.web) return unchanged("off");
  throwIfAborted(deps.signal);
  return runWebStep(input, deps, deps.web, unchanged);
}

async function runWebStep(input: WebStepInput, deps: WebStepDeps, web: WebServices, unchanged: (status: WebStatus) => WebStepOutput): Promise<WebStepOutput> {
  const cited = citedSourceNumbers(input.answer);
  const citedWeb = input.chunks.map((chunk, index) => ({ chunk, number: index + 1 })).filter(({ chunk, number }) => chunk.kind === "web" && cited.has(number));

  // The retriever already brought a stored web result and the answer uses it: no new call.
  if (citedWeb.length > 0 && !isAdmission(input.answer) && input.answer !== FALLBACK_ANSWER) {
    for (const { chunk } of citedWeb) rememberRecall(web, input.question, chunk);
    const note = sourcesNote(input.answer, input.chunks, input.documentsConsulted);
    if (note) deps.onToken?.(`\n\n${note}`);
    return {
      ...pick(input),
      answer: note ? `${input.answer}\n\n${note}` : input.answer,
      confidence: capForWeb(input.confidence),
      reasoning: `${input.reasoning} Part of this answer comes from a stored web result (no new web search was needed).`,
      used_external_kb: true,
      usage: zeroUsage,
      attempts: 0,
      status: "recalled",
      web_calls: 0,
    };
  }
  if (input.documentsConsulted && !documentsFellShort(input, deps.thresholds)) return unchanged("not_needed");

  let usage: Usage = zeroUsage;
  const documentChunks = input.chunks.filter((chunk) => chunk.kind === "document");
  let webChunks: RetrievedChunk[] = [];
  let status: WebStatus = "recalled";
  let webCalls = 0;

  // With no documents the retriever did not run, so the stored web results are consulted here.
  if (!input.documentsConsulted) webChunks = (await recallStored(input.question, deps, web)).map((result) => webChunkOf(result, input.question));

  if (webChunks.length === 0) {
    const prepared = await prepareSearchArguments(input, deps);
    usage = addUsage(usage, prepared.usage);
    if (!prepared.ok) {
      web.logger.warn("web search skipped: its arguments failed their checks", { reason: prepared.error.reason });
      return unavailable(input, deps, webUnavailableReasons.invalid_arguments, usage);
    }
    let result: WebSearchResult;
    try {
      webCalls = 1;
      result = await web.search.search(prepared.value, deps.signal);
    } catch (error) {
      rethrowIfAbort(error, deps.signal);
      const kind = error instanceof WebSearchError ? error.kind : "network";
      web.logger.warn("web search failed; answering from the documents alone", { kind, error });
      return { ...unavailable(input, deps, webUnavailableReasons[kind], usage), web_calls: webCalls };
    }
    usage = addUsage(usage, result.usage);
    status = "called";
    const stored = await keepResult(input.question, prepared.value, result, deps, web);
    usage = addUsage(usage, stored.usage);
    webChunks = [
      webChunkOf(
        { id: stored.id ?? "web_unsaved", answer: result.answer, citations: result.citations, similarity: null },
        input.question,
      ),
    ];
  }

  const combined = await composeAnswer(input, documentChunks, webChunks, deps);
  usage = addUsage(usage, combined.usage);
  return {
    answer: combined.answer,
    chunks: combined.chunks,
    confidence: capForWeb(combined.confidence),
    confidence_score: combined.confidence_score,
    reasoning: combined.reasoning,
    safety_flags: input.safety_flags,
    used_external_kb: true,
    usage,
    attempts: combined.attempts,
    status,
    web_calls: webCalls,
  };
}

type Prepared = ({ ok: true; value: SearchArguments } | { ok: false; error: ToolArgumentError }) & { usage: Usage };

/**
 * The `perplexity_search` arguments. LLM mode: the model writes them, and a rejected argument is
 * sent back with its reason once (completeJson's second attempt); if that fails too, the offline
 * arguments are used. Offline: the cleaned question and a plain summary of the documents' answer.
 */
export async function prepareSearchArguments(input: WebStepInput, deps: StageDeps): Promise<Prepared> {
  const offline = checkToolArguments("perplexity_search", PerplexitySearchArguments, {
    query: cleanQuestion(input.question),
    context: summariseDocuments(input),
  });
  if (deps.mode !== "llm" || !deps.chat) return { ...offline, usage: zeroUsage };
  const reply = await completeJson({
    chat: deps.chat,
    request: {
      purpose: "web-query",
      messages: webQueryPrompt({
        question: input.question,
        documentsAnswer: input.documentsConsulted && !isAdmission(input.answer) && input.answer !== FALLBACK_ANSWER ? input.answer : "",
        documentOrigins: input.chunks.filter((chunk) => chunk.kind === "document").map(describeOrigin),
        documentsConsulted: input.documentsConsulted,
      }),
      temperature: 0,
      maxTokens: 300,
    },
    schema: z.object({ query: WebQuery, documents_summary: DocumentsSummary.default("") }).transform((value) => ({ query: value.query, context: value.documents_summary })),
    signal: deps.signal,
  });
  if (reply.ok) return { ok: true, value: reply.value, usage: reply.usage };
  return { ...offline, usage: reply.usage };
}

/**
 * The offline web query: the question on one line, without chatty openers ("can you tell me"),
 * control characters or URLs, cut at a word boundary to the query limit.
 */
export function cleanQuestion(question: string): string {
  let text = question
    .normalize("NFKC")
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028\u2029\u2060\ufeff]+/gu, " ")
    .replace(/\b(?:https?|ftp|javascript|data):\S*/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  text = text
    .replace(/^(?:(?:hi|hello|hey|please|ok|okay)[,!.\s]+)+/i, "")
    .replace(/^(?:(?:can|could|would)\s+you\s+(?:please\s+)?(?:tell|show|explain\s+to)\s+me|i\s+(?:want|would\s+like|need)\s+to\s+know|please\s+tell\s+me|tell\s+me)\s+/i, "")
    .replace(/\s*\bplease\b[?.!]*$/i, "")
    .trim();
  if (text.length > queryLimits.maxLength) {
    const cut = text.slice(0, queryLimits.maxLength);
    const space = cut.lastIndexOf(" ");
    text = space > queryLimits.maxLength * 0.6 ? cut.slice(0, space) : cut;
  }
  return text.length > 0 ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** The offline `context` argument: one or two plain sentences on what the documents said. */
export function summariseDocuments(input: Pick<WebStepInput, "answer" | "chunks" | "documentsConsulted">): string {
  if (!input.documentsConsulted) return "The user has no documents yet; nothing is known from them.";
  const documentChunks = input.chunks.filter((chunk) => chunk.kind === "document");
  const origins = [...new Set(documentChunks.map((chunk) => chunk.metadata.filename))].slice(0, 3);
  const searched = origins.length > 0 ? ` The closest passages searched were in ${origins.join(", ")}.` : "";
  if (isAdmission(input.answer) || input.answer === FALLBACK_ANSWER || input.answer.trim().length === 0) {
    return `The user's documents do not cover this question.${searched}`;
  }
  const plain = input.answer.replace(/\s*\[Source\s+\d+\]/gi, "").replace(/\s+/g, " ").trim();
  const summary = `The user's documents say, with low confidence: ${plain.length > 600 ? `${plain.slice(0, 599).trimEnd()}…` : plain}`;
  // Document text may carry injected instructions; those never go out to the web tool.
  return detectInjection(summary).flagged ? `The user's documents only touch on this question.${searched}` : summary;
}

/** The question's vector for the web memory, or null (logged): keywords alone still find results. */
async function embedQuestion(question: string, deps: StageDeps, web: WebServices, warning: string) {
  try {
    const [vector] = await deps.embedder.embed([question], deps.signal);
    return vector ? { model: deps.embedder.id, vector } : null;
  } catch (error) {
    rethrowIfAbort(error, deps.signal);
    web.logger.warn(warning, { error });
    return null;
  }
}

/** Stores the web result and indexes its keywords; a failure here is logged, the answer goes on. */
async function keepResult(question: string, args: SearchArguments, result: WebSearchResult, deps: StageDeps, web: WebServices): Promise<{ id: string | null; usage: Usage }> {
  const embedding = await embedQuestion(question, deps, web, "could not embed the question of a web result; it stays findable by keywords");
  const stored = web.store.storeWebResult({
    question: question.slice(0, 2_000),
    query: args.query,
    answer: result.answer,
    citations: result.citations,
    model: result.model,
    embedding,
  });
  if (!stored.ok) {
    web.logger.warn("web result not stored: its arguments failed their checks", { reason: stored.error.reason });
    return { id: null, usage: zeroUsage };
  }
  const extraction = await extractKeywords({ question, webAnswer: result.answer }, { chat: deps.mode === "llm" ? deps.chat : null, signal: deps.signal });
  if (extraction.rejected) web.logger.warn("LLM keywords rejected twice; using statistical keywords", { reason: extraction.rejected });
  const indexed = web.store.indexKeywords({ keywords: extraction.keywords, query: question, web_result_id: stored.id });
  if (!indexed.ok) web.logger.warn("keywords not indexed: they failed their checks", { reason: indexed.error.reason });
  return { id: stored.id, usage: extraction.usage };
}

async function recallStored(question: string, deps: StageDeps, web: WebServices): Promise<RecalledWebResult[]> {
  const embedding = await embedQuestion(question, deps, web, "could not embed the question; stored web results are matched by keywords only");
  const recalled = web.store.recallWebResults({ query: question, limit: MAX_RECALLED_RESULTS, embedding, minSimilarity: deps.thresholds.high });
  if (!recalled.ok) {
    web.logger.warn("stored web results not consulted: the lookup arguments failed their checks", { reason: recalled.error.reason });
    return [];
  }
  for (const result of recalled.results) web.store.recordRecall({ query: question, web_result_id: result.id, keywords: result.matched_keywords });
  return recalled.results;
}

function rememberRecall(web: WebServices, question: string, chunk: RetrievedChunk) {
  const result = web.store.recallWebResults({ query: question, limit: MAX_RECALLED_RESULTS });
  const match = result.ok ? result.results.find((candidate) => `${candidate.id}` === chunk.metadata.doc_id) : undefined;
  if (match) web.store.recordRecall({ query: question, web_result_id: match.id, keywords: match.matched_keywords });
}

/** A web result as a source the reasoner can cite; `doc_id` carries the web result id. */
export function webChunkOf(
  result: Pick<RecalledWebResult, "id" | "answer" | "citations" | "similarity">,
  question: string,
): RetrievedChunk {
  const relevance = questionCoverage(question, result.answer);
  return {
    chunk_id: `${result.id}_0`,
    text: result.answer,
    metadata: { doc_id: result.id, filename: "Web search", chunk_index: 0 },
    // A web result has no cosine against the documents' index; the question-to-question
    // similarity stands in when the result was found by embedding.
    score: result.similarity,
    lexical_score: relevance,
    fused_score: Math.max(relevance, result.similarity ?? 0),
    kind: "web",
    web_urls: result.citations.map((citation) => (citation.title ? { url: citation.url, title: citation.title } : { url: citation.url })),
  };
}

interface Composed {
  answer: string;
  chunks: RetrievedChunk[];
  confidence: ConfidenceLabel;
  confidence_score: number;
  reasoning: string;
  usage: Usage;
  attempts: number;
}

/**
 * The final answer over documents + web. LLM mode re-runs the answer loop over the best document
 * passages and the web sources (the reasoner prompt tells it to say which part came from the
 * web), then adds a one-line note naming the web sources. Offline — or when the LLM's answer
 * does not use the web source — the web answer is shown as it is, cited as a web source, after
 * what the documents said.
 */
async function composeAnswer(input: WebStepInput, documentChunks: RetrievedChunk[], webChunks: RetrievedChunk[], deps: WebStepDeps): Promise<Composed> {
  const hooks = deps.hooks ?? {};
  const startAttempt = input.attempts;
  if (deps.mode === "llm" && deps.chat) {
    const chunks = [...documentChunks.slice(0, 3), ...webChunks];
    // A reset first: the client drops the documents-only answer it already streamed.
    hooks.onStreamReset?.(startAttempt + 1);
    const loop = await runAnswerLoop({ question: input.question, chunks, style: input.style }, deps, {
      ...hooks,
      onStreamReset: (attempt) => hooks.onStreamReset?.(startAttempt + attempt),
    });
    const answer = loop.validation.fallback_response ?? loop.validation.answer;
    const citesWeb = [...citedSourceNumbers(answer)].some((number) => chunks[number - 1]?.kind === "web");
    if (loop.validation.is_valid && citesWeb && !isAdmission(answer)) {
      const note = sourcesNote(answer, chunks, input.documentsConsulted);
      if (note) deps.onToken?.(`\n\n${note}`);
      return {
        answer: note ? `${answer}\n\n${note}` : answer,
        chunks,
        confidence: loop.validation.confidence,
        confidence_score: round(loop.validation.confidence_score),
        reasoning: `The documents fell short, so a web search filled the gap. ${loop.validation.reason}`,
        usage: loop.usage,
        attempts: loop.attempts.length,
      };
    }
    const offline = await composeOffline(input, documentChunks, webChunks, deps, startAttempt + loop.attempts.length);
    return { ...offline, usage: addUsage(loop.usage, offline.usage), attempts: loop.attempts.length };
  }
  return composeOffline(input, documentChunks, webChunks, deps, startAttempt);
}

async function composeOffline(input: WebStepInput, documentChunks: RetrievedChunk[], webChunks: RetrievedChunk[], deps: WebStepDeps, attemptsSoFar: number): Promise<Composed> {
  const documentsAnswered = input.documentsConsulted && !isAdmission(input.answer) && input.answer !== FALLBACK_ANSWER && input.answer.trim().length > 0;
  // Document source numbers in the documents' answer stay valid: web sources go after them.
  const chunks = [...documentChunks, ...webChunks];
  const firstWeb = chunks.length - webChunks.length + 1;
  const webParts = webChunks.map((chunk, index) => `${trimText(chunk.text, maxWebAnswerChars)} [Source ${firstWeb + index}]`);
  const opening = !input.documentsConsulted ? webNotes.notConsulted : documentsAnswered ? `From your documents: ${input.answer}` : webNotes.documentsMissing;
  const answer = [opening, `${documentsAnswered ? "From the web: " : ""}${webParts.join("\n\n")}`].join("\n\n");

  if (attemptsSoFar > 0) deps.hooks?.onStreamReset?.(attemptsSoFar + 1);
  for (const piece of answer.match(/\S+\s*/g) ?? []) deps.onToken?.(piece);

  // The rule-based validator scores the combined answer; the LLM judge is not asked again.
  const validation = await validate(
    { question: input.question, draft: { answer, context_used: "", num_sources: chunks.length }, chunks },
    { ...deps, mode: "offline", chat: null },
  );
  return {
    answer,
    chunks,
    confidence: validation.confidence,
    confidence_score: validation.confidence_score,
    reasoning: `${input.documentsConsulted ? "The documents fell short" : "No documents were consulted"}, so the answer ${documentsAnswered ? "adds" : "gives"} a web search result, marked as web. ${validation.reason}`,
    usage: zeroUsage,
    attempts: 0,
  };
}

function unavailable(input: WebStepInput, deps: WebStepDeps, reason: string, usage: Usage): WebStepOutput {
  const note = input.documentsConsulted ? webNotes.unavailable(reason) : webNotes.unavailableNoDocuments(reason);
  const answer = input.documentsConsulted && input.answer.trim().length > 0 ? `${input.answer}\n\n${note}` : note;
  deps.onToken?.(input.documentsConsulted && input.answer.trim().length > 0 ? `\n\n${note}` : note);
  return {
    ...pick(input),
    answer,
    reasoning: `${input.reasoning} The web fallback was unavailable (${reason}).`.trim(),
    safety_flags: [...new Set([...input.safety_flags, "web_unavailable"])],
    used_external_kb: false,
    usage,
    attempts: 0,
    status: "unavailable",
    web_calls: 0,
  };
}

/** "Where this answer came from" for an answer that cites web sources; empty when it cites none. */
export function sourcesNote(answer: string, chunks: RetrievedChunk[], documentsConsulted: boolean): string {
  const cited = [...citedSourceNumbers(answer)].sort((a, b) => a - b);
  const web = cited.filter((number) => chunks[number - 1]?.kind === "web");
  if (web.length === 0) return "";
  const documents = cited.filter((number) => chunks[number - 1]?.kind === "document");
  const note = webNotes.webSources(web, documents);
  return documentsConsulted ? note : `${webNotes.notConsulted} ${note}`;
}

/** A web source is not the person's own documents: its answer is never labelled "high". */
function capForWeb(label: ConfidenceLabel): ConfidenceLabel {
  return label === "high" ? "medium" : label;
}

function questionCoverage(question: string, text: string): number {
  const wanted = [...new Set(contentTerms(question))];
  if (wanted.length === 0) return 0;
  const present = new Set(contentTerms(text));
  return round(wanted.filter((term) => present.has(term)).length / wanted.length);
}

function pick(input: WebStepInput): AnswerOutcome {
  return {
    answer: input.answer,
    chunks: input.chunks,
    confidence: input.confidence,
    confidence_score: input.confidence_score,
    reasoning: input.reasoning,
    safety_flags: input.safety_flags,
  };
}

function trimText(text: string, max: number): string {
  const flat = text.trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The retriever's view of the web memory: stored results related to a query, as `web` chunks,
 * found by the keyword index or by the question's embedding (at the model's "high" similarity).
 */
export function createWebRecall(web: Pick<WebServices, "store" | "logger">, thresholdsOf: (model: string) => StageDeps["thresholds"]) {
  return (request: { query: string; embedding: { model: string; vector: number[] } | null }): RetrievedChunk[] => {
    const recalled = web.store.recallWebResults({
      query: request.query.slice(0, 2_000),
      limit: MAX_RECALLED_RESULTS,
      embedding: request.embedding,
      minSimilarity: request.embedding ? thresholdsOf(request.embedding.model).high : undefined,
    });
    if (!recalled.ok) {
      web.logger.warn("stored web results not consulted: the lookup arguments failed their checks", { reason: recalled.error.reason });
      return [];
    }
    return recalled.results.map((result) => webChunkOf(result, request.query));
  };
}
