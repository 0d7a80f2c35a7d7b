/** Keyword extraction (docs/architecture.md#the-web-step): statistical offline, LLM with one correction chance. */
import OpenAI from "openai";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createOpenAIChat } from "../../../server/providers/openai-chat";
import { extractKeywords, extractKeywordsStatistically } from "../../../server/pipeline/web/keywords";
import { Keyword } from "../../../server/core/web-tool-arguments";
import { createOpenAIMock, openaiBaseUrl } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock({ usage: { prompt_tokens: 10, completion_tokens: 5 } });
suiteHandlers(...openai.handlers);
const requests = () => openai.chats.map((call) => call.body);
// The SDK keeps the fetch it finds at construction, so the client is made once msw patches it.
let chat: ReturnType<typeof createOpenAIChat>;
beforeAll(() => {
  chat = createOpenAIChat({ client: new OpenAI({ apiKey: "test", baseURL: openaiBaseUrl, maxRetries: 0 }), model: "gpt-4o-mini" });
});
afterEach(() => openai.reset());

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
    openai.script(
      "keywords",
      JSON.stringify({ keywords: ["Reykjavik population", "Iceland capital", "2024 census", "reykjavik  POPULATION"] }),
    );
    const result = await extractKeywords(input, { chat, signal: new AbortController().signal });
    expect(result).toMatchObject({ method: "llm", keywords: ["reykjavik population", "iceland capital", "2024 census"] });
    expect(requests()).toHaveLength(1);
  });

  it("sends a rejected list back with its reason once, then uses the correction", async () => {
    openai.script(
      "keywords",
      JSON.stringify({ keywords: ["the", "information", "a"] }),
      JSON.stringify({ keywords: ["Reykjavik", "population", "Iceland"] }),
    );
    const result = await extractKeywords(input, { chat, signal: new AbortController().signal });
    expect(result).toMatchObject({ method: "llm", keywords: ["reykjavik", "population", "iceland"] });
    expect(requests()).toHaveLength(2);
    expect(requests()[1]!.messages.at(-1)!.content).toMatch(/too generic/);
  });

  it("falls back to statistical keywords after a second rejection", async () => {
    openai.script("keywords", JSON.stringify({ keywords: ["x"] }), "not json at all");
    const result = await extractKeywords(input, { chat, signal: new AbortController().signal });
    expect(result.method).toBe("statistical");
    expect(result.rejected).toMatch(/invalid JSON reply/);
    expect(result.keywords.length).toBeGreaterThanOrEqual(3);
    expect(requests()).toHaveLength(2);
  });
});
