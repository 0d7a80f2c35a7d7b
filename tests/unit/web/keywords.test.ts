/** Keyword extraction (SPEC §4.6): statistical offline, LLM with one correction chance. */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import OpenAI from "openai";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIChat } from "../../../server/providers/openai-chat";
import { extractKeywords, extractKeywordsStatistically } from "../../../server/pipeline/web/keywords";
import { Keyword } from "../../../server/core/web-tool-arguments";

const openAIBase = "https://openai.test/v1";
let replies: string[] = [];
const requests: { messages: { role: string; content: string }[] }[] = [];
const server = setupServer(
  http.post(`${openAIBase}/chat/completions`, async ({ request }) => {
    const body = (await request.json()) as { model: string; messages: { role: string; content: string }[] };
    requests.push(body);
    const content = replies.shift() ?? "{}";
    return HttpResponse.json({
      id: "x",
      object: "chat.completion",
      created: 1,
      model: body.model,
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
      usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
    });
  }),
);
// The SDK keeps the fetch it finds at construction, so the client is made after msw patches it.
let chat: ReturnType<typeof createOpenAIChat>;
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  chat = createOpenAIChat({ client: new OpenAI({ apiKey: "test", baseURL: openAIBase, maxRetries: 0 }), model: "gpt-4o-mini" });
});
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  replies = [];
});
afterAll(() => server.close());

const input = {
  question: "What is the population of Reykjavik in 2024?",
  webAnswer:
    "About 140,000 people live in Reykjavik, the capital of Iceland, according to Statistics Iceland. The wider capital region has about 240,000 residents. Reykjavik grew by 2% in 2024.",
};

describe("statistical keywords", () => {
  it("gives 3–10 valid, distinct keywords led by the question's terms", () => {
    const keywords = extractKeywordsStatistically(input);
    expect(keywords.length).toBeGreaterThanOrEqual(3);
    expect(keywords.length).toBeLessThanOrEqual(10);
    for (const keyword of keywords) expect(Keyword.safeParse(keyword).success).toBe(true);
    expect(new Set(keywords).size).toBe(keywords.length);
    expect(keywords.slice(0, 3)).toEqual(expect.arrayContaining(["reykjavik", "population"]));
    expect(keywords).not.toContain("the");
    expect(keywords).not.toContain("people");
  });
});

describe("LLM keywords", () => {
  it("uses the model's keywords when they pass the checks", async () => {
    replies = [JSON.stringify({ keywords: ["Reykjavik population", "Iceland capital", "2024 census", "reykjavik  POPULATION"] })];
    const result = await extractKeywords(input, { chat, signal: new AbortController().signal });
    expect(result).toMatchObject({ method: "llm", keywords: ["reykjavik population", "iceland capital", "2024 census"] });
    expect(requests).toHaveLength(1);
  });

  it("sends a rejected list back with its reason once, then uses the correction", async () => {
    replies = [JSON.stringify({ keywords: ["the", "information", "a"] }), JSON.stringify({ keywords: ["Reykjavik", "population", "Iceland"] })];
    const result = await extractKeywords(input, { chat, signal: new AbortController().signal });
    expect(result).toMatchObject({ method: "llm", keywords: ["reykjavik", "population", "iceland"] });
    expect(requests).toHaveLength(2);
    expect(requests[1]!.messages.at(-1)!.content).toMatch(/too generic/);
  });

  it("falls back to statistical keywords after a second rejection", async () => {
    replies = [JSON.stringify({ keywords: ["x"] }), "not json at all"];
    const result = await extractKeywords(input, { chat, signal: new AbortController().signal });
    expect(result.method).toBe("statistical");
    expect(result.rejected).toMatch(/invalid JSON reply/);
    expect(result.keywords.length).toBeGreaterThanOrEqual(3);
    expect(requests).toHaveLength(2);
  });
});
