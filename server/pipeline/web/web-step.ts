/**
 * The web step, run once after the answer loop (docs/architecture.md, "The web step"). Given the
 * documents-only outcome it decides whether the web is needed, and if so:
 * 1. re-uses a stored web result the keyword index (or the question's embedding) points to
 *    (web-memory.ts), or
 * 2. tailors a web query plus a short summary of what the documents said (search-arguments.ts),
 *    calls Perplexity once, stores the result and indexes its keywords (web-memory.ts);
 * 3. builds the final answer from documents and web, saying which part came from where
 *    (compose.ts).
 * With the fallback off (no PERPLEXITY_API_KEY) it returns the outcome untouched and nothing
 * calls out. A Perplexity failure (timeout, 429, 5xx, bad reply) never fails the answer: the
 * documents-only answer stays, with the flag `web_unavailable` and a note.
 */
import type { ConfidenceLabel, Usage } from "~/lib/response";
import { rethrowIfAbort, throwIfAborted } from "../../core/abort";
import type { RetrievedChunk } from "../../core/types";
import { addUsage, zeroUsage } from "../../core/usage";
import { WebSearchError, webUnavailableReasons, type WebSearchResult } from "../../providers/perplexity";
import { webChunkOf } from "../../retrieval/web-recall";
import { citedSourceNumbers } from "../responder";
import type { StageDeps } from "../types";
import { isAdmission } from "../../prompts/reasoner";
import { FALLBACK_ANSWER } from "../validator";
import { composeAnswer, sourcesNote, webNotes } from "./compose";
import { prepareSearchArguments } from "./search-arguments";
import type { AnswerOutcome, WebServices, WebStatus, WebStepDeps, WebStepInput, WebStepOutput } from "./types";
import { keepResult, recallStored, rememberRecall } from "./web-memory";

/**
 * Whether the documents fell short: a grounded "no information" answer (or no valid answer at
 * all), or a low-confidence answer whose best document passage scored below the model's
 * "medium" similarity, i.e. the low confidence comes from retrieval rather than from wording.
 */
export function documentsFellShort(
  outcome: Pick<AnswerOutcome, "answer" | "chunks" | "confidence">,
  thresholds: StageDeps["thresholds"],
): boolean {
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

async function runWebStep(
  input: WebStepInput,
  deps: WebStepDeps,
  web: WebServices,
  unchanged: (status: WebStatus) => WebStepOutput,
): Promise<WebStepOutput> {
  const cited = citedSourceNumbers(input.answer);
  const citedWeb = input.chunks
    .map((chunk, index) => ({ chunk, number: index + 1 }))
    .filter(({ chunk, number }) => chunk.kind === "web" && cited.has(number));

  // The retriever already brought a stored web result and the answer uses it: no new call.
  if (citedWeb.length > 0 && !isAdmission(input.answer) && input.answer !== FALLBACK_ANSWER) {
    await rememberRecall(
      web,
      input.question,
      citedWeb.map(({ chunk }) => chunk),
    );
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
  if (!input.documentsConsulted)
    webChunks = (await recallStored(input.question, deps, web)).map((result) => webChunkOf(result, input.question));

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
      webChunkOf({ id: stored.id ?? "web_unsaved", answer: result.answer, citations: result.citations, similarity: null }, input.question),
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

/** A web source is not the person's own documents: its answer is never labelled "high". */
function capForWeb(label: ConfidenceLabel): ConfidenceLabel {
  return label === "high" ? "medium" : label;
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
