/**
 * The Perplexity provider shares the parameter rules of the chat models: a model behind
 * PERPLEXITY_MODEL that refuses a parameter with a 400 is asked once more without it, and its
 * later searches leave it out (msw, Perplexity's OpenAI-compatible wire format).
 */
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { createPerplexitySearch } from "../../../server/providers/perplexity";
import { perplexityBaseUrl } from "../../mocks/perplexity";
import { unsupportedParameter } from "../../mocks/openai";
import { server } from "../../setup";

describe("Perplexity: refused parameters", () => {
  it("retries once without a refused temperature and remembers it", async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(`${perplexityBaseUrl}/chat/completions`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if ("temperature" in body) return unsupportedParameter("temperature");
        return HttpResponse.json({
          id: "pplx-1",
          object: "chat.completion",
          created: 1,
          model: "sonar-reasoning-pro",
          choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: "A web answer." } }],
          search_results: [{ url: "https://example.org/a", title: "A" }],
          usage: { prompt_tokens: 10, completion_tokens: 5 },
        });
      }),
    );
    const search = createPerplexitySearch({
      apiKey: "pplx-test",
      baseURL: perplexityBaseUrl,
      model: "sonar-reasoning-pro",
      timeoutMs: 5_000,
    });
    const args = { query: "population of Lyon 2024", context: "The documents give no figure." };

    expect((await search.search(args, new AbortController().signal)).answer).toBe("A web answer.");
    expect(bodies.map((body) => "temperature" in body)).toEqual([true, false]);
    await search.search(args, new AbortController().signal);
    expect(bodies).toHaveLength(3);
    expect(bodies[2]).not.toHaveProperty("temperature");
    expect(bodies[2]).toMatchObject({ max_tokens: 800 });
  });
});
