/**
 * The web step's memory: a web answer is stored with the question's vector and 3–10 keywords, so
 * a related later question finds it without a new web search.
 */
import type { Usage } from "~/lib/response";
import { rethrowIfAbort } from "../../core/abort";
import type { RetrievedChunk } from "../../core/types";
import { zeroUsage } from "../../core/usage";
import type { PerplexitySearchArguments as SearchArguments } from "../../core/web-tool-arguments";
import type { WebSearchResult } from "../../providers/perplexity";
import type { RecalledWebResult } from "../../stores/web-results";
import type { StageDeps } from "../types";
import { extractKeywords } from "./keywords";
import { MAX_RECALLED_RESULTS } from "../../retrieval/web-recall";
import type { WebServices } from "./types";

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
export async function keepResult(
  question: string,
  args: SearchArguments,
  result: WebSearchResult,
  deps: StageDeps,
  web: WebServices,
): Promise<{ id: string | null; usage: Usage }> {
  const embedding = await embedQuestion(question, deps, web, "could not embed the question of a web result; it stays findable by keywords");
  const stored = await web.store.storeWebResult({
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
  const extraction = await extractKeywords(
    { question, webAnswer: result.answer },
    { chat: deps.mode === "llm" ? deps.chat : null, signal: deps.signal },
  );
  if (extraction.rejected) web.logger.warn("LLM keywords rejected twice; using statistical keywords", { reason: extraction.rejected });
  const indexed = await web.store.indexKeywords({ keywords: extraction.keywords, query: question, web_result_id: stored.id });
  if (!indexed.ok) web.logger.warn("keywords not indexed: they failed their checks", { reason: indexed.error.reason });
  return { id: stored.id, usage: extraction.usage };
}

export async function recallStored(question: string, deps: StageDeps, web: WebServices): Promise<RecalledWebResult[]> {
  const embedding = await embedQuestion(
    question,
    deps,
    web,
    "could not embed the question; stored web results are matched by keywords only",
  );
  const recalled = await web.store.recallWebResults({
    query: question,
    limit: MAX_RECALLED_RESULTS,
    embedding,
    minSimilarity: deps.thresholds.high,
  });
  if (!recalled.ok) {
    web.logger.warn("stored web results not consulted: the lookup arguments failed their checks", { reason: recalled.error.reason });
    return [];
  }
  for (const result of recalled.results)
    await web.store.recordRecall({ query: question, web_result_id: result.id, keywords: result.matched_keywords });
  return recalled.results;
}

export async function rememberRecall(web: WebServices, question: string, chunks: RetrievedChunk[]) {
  // One recall for all of them: recording a link never changes what the question recalls.
  const result = await web.store.recallWebResults({ query: question, limit: MAX_RECALLED_RESULTS });
  if (!result.ok) return;
  for (const chunk of chunks) {
    const match = result.results.find((candidate) => `${candidate.id}` === chunk.metadata.doc_id);
    if (match) await web.store.recordRecall({ query: question, web_result_id: match.id, keywords: match.matched_keywords });
  }
}
