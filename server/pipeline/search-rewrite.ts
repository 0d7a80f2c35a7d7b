/**
 * LLM mode's search rewriting (docs/architecture.md, "The time budget"): when the search with the
 * question's own words comes back weak, the fast model writes a search query (key concepts and the
 * words a document may use for them) and the passages are searched once more with it. A first
 * search that finds a passage sharing the question's words, or one close in meaning, costs no call,
 * so the common path keeps its one call before the answer; a weak search would lead to "no
 * information" anyway, so one fast call there is worth its second.
 *
 * Rewrites are cached per question (one cache per wired chat model: services.ts builds it once),
 * so asking the same question again costs no call.
 */
import type { ChatModel } from "../core/llm";
import type { ConfidenceThresholds, RetrievedChunk } from "../core/types";
import { detectInjection } from "../core/injection";
import { completeJson } from "../providers/json-completion";
import { searchRewritePrompt, SearchQuery } from "../prompts/search-rewrite";
import { retrieve } from "./retriever";
import type { RetrieverInput, RetrieverOutput, StageDeps } from "./types";

const cacheEntries = 500;
const caches = new WeakMap<ChatModel, Map<string, string | null>>();

/**
 * Weak: no document passage at all, or none that shares a word with the question (every lexical
 * score 0) while the closest in meaning stays below the model's "medium" similarity.
 */
export function searchIsWeak(chunks: RetrievedChunk[], thresholds: ConfidenceThresholds): boolean {
  const documents = chunks.filter((chunk) => chunk.kind === "document");
  if (documents.length === 0) return true;
  if (documents.some((chunk) => chunk.lexical_score > 0)) return false;
  return Math.max(...documents.map((chunk) => chunk.score ?? 0)) < thresholds.medium;
}

/** The retriever, tried once more with the fast model's search query when its first result is weak (LLM mode). */
export async function retrieveWithRewrite(
  input: RetrieverInput,
  deps: StageDeps,
  owner: ChatModel | null,
): Promise<RetrieverOutput & { search_query?: string }> {
  const first = await retrieve(input, deps);
  if (deps.mode !== "llm" || !deps.chat || !owner || !searchIsWeak(first.chunks, deps.thresholds)) return first;
  const query = await rewriteForSearch(input.query, deps, owner);
  if (!query) return first;
  const second = await retrieve({ ...input, query }, deps);
  return { ...merge(first, second, input.top_k, deps.thresholds), search_query: query };
}

async function rewriteForSearch(question: string, deps: StageDeps, owner: ChatModel): Promise<string | null> {
  let cache = caches.get(owner);
  if (!cache) caches.set(owner, (cache = new Map()));
  const key = question.trim();
  if (cache.has(key)) return cache.get(key) ?? null;
  const reply = await completeJson({
    chat: deps.chat!,
    request: { purpose: "search-rewrite", messages: searchRewritePrompt(key), temperature: 0, maxTokens: 120 },
    schema: SearchQuery.refine((value) => value.query.length <= deps.config.MAX_QUESTION_CHARS, "query too long"),
    signal: deps.signal,
  });
  // A provider error is not remembered (the next ask tries again); an unusable or flagged reply is.
  if (!reply.ok && reply.reason.startsWith("provider error")) return null;
  const query = reply.ok && !detectInjection(reply.value.query).flagged && reply.value.query !== key ? reply.value.query : null;
  cache.set(key, query);
  if (cache.size > cacheEntries) cache.delete(cache.keys().next().value!);
  return query;
}

/** The rewritten search's passages first when it is not weak too, then the other's not already there, top_k in all. */
function merge(first: RetrieverOutput, second: RetrieverOutput, topK: number, thresholds: ConfidenceThresholds): RetrieverOutput {
  const [lead, rest] = searchIsWeak(second.chunks, thresholds) ? [first, second] : [second, first];
  const seen = new Set(lead.chunks.map((chunk) => chunk.chunk_id));
  const chunks = [...lead.chunks, ...rest.chunks.filter((chunk) => !seen.has(chunk.chunk_id))].slice(0, topK);
  return { chunks, safety_flags: [...new Set([...first.safety_flags, ...second.safety_flags])] };
}
