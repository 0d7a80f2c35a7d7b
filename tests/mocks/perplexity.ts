/**
 * msw stand-in for Perplexity's OpenAI-compatible chat-completions API. Records every request
 * body, and can be switched to fail (500, 429), stall past the timeout, or answer per request.
 */
import { delay, http, HttpResponse } from "msw";

export const perplexityBaseUrl = "https://perplexity.test";

export interface PerplexityReply {
  answer: string;
  citations?: string[];
  search_results?: { url: string; title?: string }[];
}

export type PerplexityBehaviour = "ok" | "server-error" | "rate-limited" | "stall";

export interface PerplexityRequestBody {
  model: string;
  messages: { role: string; content: string }[];
}

export function createPerplexityMock(options: { reply?: (body: PerplexityRequestBody) => PerplexityReply } = {}) {
  const calls: PerplexityRequestBody[] = [];
  let behaviour: PerplexityBehaviour = "ok";
  let reply: (body: PerplexityRequestBody) => PerplexityReply =
    options.reply ??
    (() => ({
      answer: "A web answer [1].",
      search_results: [{ url: "https://example.org/answer", title: "Example answer" }],
    }));

  const handler = http.post(`${perplexityBaseUrl}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as PerplexityRequestBody;
    calls.push(body);
    if (behaviour === "server-error") return HttpResponse.json({ error: { message: "internal error" } }, { status: 500 });
    if (behaviour === "rate-limited")
      return HttpResponse.json({ error: { message: "rate limit" } }, { status: 429, headers: { "retry-after": "30" } });
    if (behaviour === "stall") await delay("infinite");
    const content = reply(body);
    return HttpResponse.json({
      id: "pplx-1",
      object: "chat.completion",
      created: 1_700_000_000,
      model: body.model,
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: content.answer } }],
      citations: content.citations ?? (content.search_results ?? []).map((result) => result.url),
      search_results: content.search_results ?? [],
      usage: { prompt_tokens: 40, completion_tokens: 60, total_tokens: 100 },
    });
  });

  return {
    handlers: [handler],
    calls,
    setBehaviour(next: PerplexityBehaviour) {
      behaviour = next;
    },
    setReply(next: (body: PerplexityRequestBody) => PerplexityReply) {
      reply = next;
    },
    reset() {
      calls.length = 0;
      behaviour = "ok";
    },
  };
}
