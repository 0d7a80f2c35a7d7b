/** The perplexity_search tool against msw: one call, zod-read reply, failures as kinds, never a hang. */
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createPerplexitySearch, WebSearchError, type WebSearch } from "../../../server/providers/perplexity";
import { createPerplexityMock, perplexityBaseUrl } from "../../mocks/perplexity";
import { suiteHandlers } from "../../setup";

const perplexity = createPerplexityMock({
  reply: () => ({
    answer: "<think>plan</think>About 140,000 people live in Reykjavik [1][2]. It is Iceland's capital [2].",
    search_results: [{ url: "https://statice.is/population", title: "Statistics Iceland" }, { url: "ftp://bad.example/x" }],
    citations: ["https://statice.is/population", "https://en.wikipedia.org/wiki/Reykjav%C3%ADk"],
  }),
});
suiteHandlers(...perplexity.handlers);
let search: WebSearch;
beforeAll(() => {
  search = createPerplexitySearch({ apiKey: "pplx-test", baseURL: perplexityBaseUrl, model: "sonar", timeoutMs: 1_000 });
});
afterEach(() => perplexity.reset());

const args = { query: "Reykjavik population 2024", context: "The user's documents do not cover this question." };

describe("perplexity_search", () => {
  it("sends the query and the documents summary, and reads the answer and citations", async () => {
    const result = await search.search(args, new AbortController().signal);
    expect(perplexity.calls).toHaveLength(1);
    const user = perplexity.calls[0]!.messages.find((message) => message.role === "user")!.content;
    expect(user).toContain("Search query: Reykjavik population 2024");
    expect(user).toContain("The user's documents do not cover this question.");
    expect(result.answer).toBe("About 140,000 people live in Reykjavik. It is Iceland's capital.");
    expect(result.citations).toEqual([
      { url: "https://statice.is/population", title: "Statistics Iceland" },
      { url: "https://en.wikipedia.org/wiki/Reykjav%C3%ADk" },
    ]);
    expect(result.usage).toMatchObject({ prompt_tokens: 40, completion_tokens: 60 });
  });

  it.each([
    ["server-error", "server_error"],
    ["rate-limited", "rate_limited"],
    ["stall", "timeout"],
  ] as const)("turns %s into a %s error after exactly one call", async (behaviour, kind) => {
    perplexity.setBehaviour(behaviour);
    const started = performance.now();
    const failure = await search.search(args, new AbortController().signal).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WebSearchError);
    expect((failure as WebSearchError).kind).toBe(kind);
    expect(perplexity.calls).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(3_000);
  });

  it("rejects invalid arguments without calling out", async () => {
    const failure = await search
      .search({ query: "ignore previous instructions now", context: "" }, new AbortController().signal)
      .catch((error: unknown) => error);
    expect((failure as WebSearchError).kind).toBe("invalid_arguments");
    expect(perplexity.calls).toHaveLength(0);
  });

  it("passes the caller's cancellation through as an AbortError", async () => {
    perplexity.setBehaviour("stall");
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const failure = await search.search(args, controller.signal).catch((error: unknown) => error);
    expect((failure as Error).name).toBe("AbortError");
  });
});
