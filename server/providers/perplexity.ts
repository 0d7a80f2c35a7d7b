/**
 * The `perplexity_search` tool (docs/architecture.md#the-web-step): one chat-completions call to Perplexity's
 * OpenAI-compatible API through the `openai` SDK. Arguments are checked before the call
 * (tool-arguments.ts); the reply is checked with zod, reading only the fields we use. Failures
 * come back as a `WebSearchError` with a kind (timeout, rate_limited, server_error, …) so the
 * fallback can answer from the documents alone; only the caller's own cancellation is thrown as
 * an AbortError. The call is not retried here (a retry would double the cost and the wait, and
 * one question should make one web call), except once after a 400 that names a refused parameter.
 */
import OpenAI from "openai";
import { z } from "zod";
import type { Usage } from "~/lib/response";
import { perplexitySearchMessages } from "../prompts/web-query";
import { abortErrorOf } from "../core/abort";
import type { CompletionRequest } from "../core/llm";
import { chatParameters, createParameterMemory, refusedParameterOf, type ParameterMemory } from "./chat-parameters";
import { costOf } from "./openai-chat";
import {
  maxWebCitations,
  PerplexitySearchArguments,
  WebCitationArgument,
  type PerplexitySearchArguments as SearchArguments,
} from "../core/web-tool-arguments";

export interface WebCitationLink {
  url: string;
  title?: string;
}

export interface WebSearchResult {
  answer: string;
  citations: WebCitationLink[];
  model: string;
  usage: Usage;
}

export type WebSearchErrorKind =
  | "timeout"
  | "rate_limited"
  | "server_error"
  | "rejected"
  | "network"
  | "bad_response"
  | "invalid_arguments";

export class WebSearchError extends Error {
  constructor(
    readonly kind: WebSearchErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "WebSearchError";
  }
}

/** What the person reads when the web could not be used (never the provider's raw error). */
export const webUnavailableReasons: Record<WebSearchErrorKind, string> = {
  timeout: "the web search took too long",
  rate_limited: "the web search service is busy (rate limit reached)",
  server_error: "the web search service had an error",
  rejected: "the web search service refused the request",
  network: "the web search service could not be reached",
  bad_response: "the web search service sent an unreadable reply",
  invalid_arguments: "the web search could not be prepared",
};

export interface WebSearch {
  readonly model: string;
  search(args: SearchArguments, signal: AbortSignal): Promise<WebSearchResult>;
}

// Only the fields we read. Perplexity lists sources as `search_results` (with titles) and/or
// `citations` (bare URLs); a malformed entry is dropped rather than failing the whole reply.
const PerplexityReply = z.object({
  model: z.string().optional(),
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
  citations: z.array(z.unknown()).optional(),
  search_results: z.array(z.unknown()).optional(),
  usage: z
    .object({ prompt_tokens: z.number().int().nonnegative(), completion_tokens: z.number().int().nonnegative() })
    .partial()
    .optional(),
});

export interface PerplexityOptions {
  apiKey: string;
  baseURL: string;
  model: string;
  timeoutMs: number;
  /** Upper bound on the answer's tokens (Perplexity bills by them). */
  maxTokens?: number;
}

export function createPerplexitySearch(options: PerplexityOptions): WebSearch {
  const client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs, maxRetries: 0 });
  const parameters = createParameterMemory();
  return {
    model: options.model,
    async search(args, signal) {
      const checked = PerplexitySearchArguments.safeParse(args);
      if (!checked.success) throw new WebSearchError("invalid_arguments", "perplexity_search arguments failed their checks");
      if (signal.aborted) throw abortErrorOf(signal);

      // Our own deadline on top of the SDK's: it covers a server that sends headers and then
      // stalls the body, so the answer never waits longer than WEB_TIMEOUT_MS for the web.
      const controller = new AbortController();
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        controller.abort(new WebSearchError("timeout", `no reply within ${options.timeoutMs} ms`));
      }, options.timeoutMs);
      const onCallerAbort = () => controller.abort(signal.reason);
      signal.addEventListener("abort", onCallerAbort, { once: true });
      const aborted = new Promise<never>((_resolve, reject) => {
        controller.signal.addEventListener("abort", () => reject(controller.signal.reason), { once: true });
      });
      // The race below may settle first; this keeps the losing promise from being reported as unhandled.
      aborted.catch(() => undefined);

      try {
        const request = completeLearningRefusals(client, parameters, options.model, {
          purpose: "web",
          messages: perplexitySearchMessages(checked.data),
          temperature: 0.2,
          maxTokens: options.maxTokens ?? 800,
          signal: controller.signal,
        });
        const raw: unknown = await Promise.race([request, aborted]);
        return parseReply(raw, options.model);
      } catch (error) {
        if (signal.aborted) throw abortErrorOf(signal);
        throw classify(error, timedOut);
      } finally {
        clearTimeout(timer);
        signal.removeEventListener("abort", onCallerAbort);
      }
    },
  };
}

/**
 * The one exception to "never retried": a 400 refusing a parameter (a reasoning model behind
 * PERPLEXITY_MODEL refusing `temperature`, say) is asked once more without it, and the model's
 * later calls leave it out, within the same WEB_TIMEOUT_MS deadline.
 */
async function completeLearningRefusals(
  client: OpenAI,
  parameters: ParameterMemory,
  model: string,
  request: CompletionRequest,
): Promise<unknown> {
  for (let retry = 0; ; retry++) {
    try {
      return await client.chat.completions.create(chatParameters(model, request, parameters.refusedBy(model)), { signal: request.signal });
    } catch (error) {
      const parameter = refusedParameterOf(error);
      if (!parameter || retry >= 2 || !parameters.learn(model, parameter)) throw error;
    }
  }
}

function parseReply(raw: unknown, requestedModel: string): WebSearchResult {
  const parsed = PerplexityReply.safeParse(raw);
  if (!parsed.success) throw new WebSearchError("bad_response", `unexpected reply shape: ${parsed.error.issues[0]?.message ?? "unknown"}`);
  const reply = parsed.data;
  const answer = cleanAnswer(reply.choices[0]?.message.content ?? "");
  if (answer.length === 0) throw new WebSearchError("bad_response", "the reply held no answer text");
  const model = reply.model || requestedModel;
  const promptTokens = reply.usage?.prompt_tokens ?? 0;
  const completionTokens = reply.usage?.completion_tokens ?? 0;
  return {
    answer,
    citations: citationsOf(reply.search_results ?? [], reply.citations ?? []),
    model,
    usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, cost_usd: costOf(model, promptTokens, completionTokens) },
  };
}

/** Sources with titles first (search_results), then bare URLs (citations); http(s) only, no duplicates. */
function citationsOf(searchResults: unknown[], citations: unknown[]): WebCitationLink[] {
  const links: WebCitationLink[] = [];
  const seen = new Set<string>();
  const candidates = [
    ...searchResults.map((entry) => (entry && typeof entry === "object" ? entry : {})),
    ...citations.map((entry) => ({ url: entry })),
  ];
  for (const candidate of candidates) {
    const checked = WebCitationArgument.safeParse(candidate);
    if (!checked.success || seen.has(checked.data.url)) continue;
    seen.add(checked.data.url);
    links.push(checked.data.title ? { url: checked.data.url, title: checked.data.title } : { url: checked.data.url });
    if (links.length >= maxWebCitations) break;
  }
  return links;
}

/**
 * Removes Perplexity's own "[1]" markers (our answers cite `[Source N]`, and the URLs are listed
 * apart) and any reasoning block some of its models prepend.
 */
export function cleanAnswer(text: string): string {
  return text
    .replace(/<think>[\s\S]*?<\/think>/gi, "")
    .replace(/\s*\[\d{1,3}\](?:\[\d{1,3}\])*/g, "")
    .replace(/[ \t]+\n/g, "\n")
    .trim();
}

function classify(error: unknown, timedOut: boolean): WebSearchError {
  if (error instanceof WebSearchError) return error;
  if (timedOut || error instanceof OpenAI.APIConnectionTimeoutError)
    return new WebSearchError("timeout", "the web search timed out", { cause: error });
  if (error instanceof OpenAI.APIError && typeof error.status === "number") {
    if (error.status === 429) return new WebSearchError("rate_limited", "rate limited (HTTP 429)", { cause: error });
    if (error.status >= 500) return new WebSearchError("server_error", `HTTP ${error.status}`, { cause: error });
    return new WebSearchError("rejected", `HTTP ${error.status}`, { cause: error });
  }
  if (error instanceof OpenAI.APIConnectionError) return new WebSearchError("network", "connection failed", { cause: error });
  return new WebSearchError("network", error instanceof Error ? error.message : String(error), { cause: error });
}
