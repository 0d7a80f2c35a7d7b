/**
 * Issue 6 acceptance, offline mode (no OpenAI key) with PERPLEXITY_API_KEY set: the real
 * pipeline, real SQLite and Chroma; msw stands in for Perplexity.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { ChatEvent } from "~/lib/response";
import { Keyword } from "../../../server/core/web-tool-arguments";
import { handbook } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createPerplexityMock, perplexityBaseUrl, type PerplexityRequestBody } from "../../mocks/perplexity";
import { suiteHandlers } from "../../setup";

const facts: Record<string, { answer: string; url: string; title: string }> = {
  reykjavik: {
    answer: "About 140,000 people live in Reykjavik, the capital of Iceland, according to Statistics Iceland's 2024 figures [1].",
    url: "https://statice.is/population",
    title: "Statistics Iceland",
  },
  oslo: {
    answer: "Oslo had a population of about 717,000 in 2024, making it the largest city in Norway [1].",
    url: "https://ssb.no/oslo",
    title: "Statistics Norway",
  },
  harpa: {
    answer: "Harpa, the concert hall in Reykjavik, was designed by Henning Larsen Architects with Olafur Eliasson [1].",
    url: "https://harpa.is/about",
    title: "Harpa",
  },
};
const userText = (body: PerplexityRequestBody) => body.messages.find((message) => message.role === "user")?.content ?? "";

const perplexity = createPerplexityMock({
  reply: (body) => {
    const text = userText(body).toLowerCase();
    const topic = Object.keys(facts).find((key) => text.includes(key));
    const fact = topic ? facts[topic]! : { answer: "The web has no clear answer to this.", url: "https://example.org/none", title: "None" };
    return { answer: fact.answer, search_results: [{ url: fact.url, title: fact.title }] };
  },
});

describe("web fallback (offline mode)", () => {
  suiteHandlers(...perplexity.handlers);
  const docent = suiteServices({
    prefix: "web-fallback-",
    env: { PERPLEXITY_API_KEY: "pplx-test", PERPLEXITY_BASE_URL: perplexityBaseUrl, WEB_TIMEOUT_MS: "1000", WEB_RESULT_TTL_HOURS: "24" },
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it("with an empty knowledge base answers from the web and says the documents were not consulted", async () => {
    perplexity.reset();
    const { response } = await docent.ask("Who designed the Harpa concert hall?");
    expect(perplexity.calls).toHaveLength(1);
    expect(response.answer).toMatch(/documents were not consulted/i);
    expect(response.answer).toContain("Henning Larsen");
    expect(response.web_citations).toEqual([{ source: 1, url: "https://harpa.is/about", title: "Harpa" }]);
    expect(response.citations).toEqual([]);
    expect(response).toMatchObject({ used_internal_kb: false, used_external_kb: true });
    expect(response.safety_flags).toContain("empty_knowledge_base");
    await docent.addDocuments([{ name: "handbook.md", text: handbook }]);
  });

  it("calls Perplexity exactly once for a question the documents cannot answer, with the tailored query and the documents summary", async () => {
    perplexity.reset();
    const question = "Can you tell me what is the population of Reykjavik in 2024?";
    const { response, events } = await docent.ask(question);

    expect(perplexity.calls).toHaveLength(1);
    const sent = userText(perplexity.calls[0]!);
    expect(sent).toContain("Search query: What is the population of Reykjavik in 2024?");
    expect(sent).toMatch(
      /Context from the user's documents: The user's documents do not cover this question\. The closest passages searched were in handbook\.md\./,
    );

    expect(response.web_citations).toEqual([
      expect.objectContaining({ url: "https://statice.is/population", title: "Statistics Iceland" }),
    ]);
    expect(response.citations.every((citation) => citation.doc_id !== undefined && !citation.doc_id.startsWith("web_"))).toBe(true);
    expect(response).toMatchObject({ used_external_kb: true, used_internal_kb: false });
    expect(response.answer).toMatch(/Your documents do not cover this, so the following comes from a web search/);
    expect(response.answer).toContain("About 140,000 people live in Reykjavik");
    expect(response.answer).not.toMatch(/\[1\]/);
    expect(response.retrieved?.filter((source) => source.kind === "web")).toHaveLength(1);
    expect(response.safety_flags).not.toContain("web_unavailable");
    expect(response.timings.web).toBeGreaterThan(0);

    // The web step is a stage like the others: announced on the stream (in the shared protocol,
    // so the UI does not drop it), between the validator and the responder, with the duration
    // the timings and the local timeline record.
    expect(events.filter((event) => !ChatEvent.safeParse(event).success)).toEqual([]);
    const stageEvents = events.flatMap((event) =>
      event.type === "stage-start" || event.type === "stage-end" ? [`${event.type}:${event.stage}`] : [],
    );
    const webStart = stageEvents.indexOf("stage-start:web");
    expect(webStart).toBeGreaterThan(stageEvents.lastIndexOf("stage-end:validator"));
    expect(stageEvents.indexOf("stage-end:web")).toBeGreaterThan(webStart);
    expect(stageEvents.indexOf("stage-start:responder")).toBeGreaterThan(stageEvents.indexOf("stage-end:web"));
    const webEnd = events.find((event) => event.type === "stage-end" && event.stage === "web");
    expect(webEnd).toMatchObject({ ms: response.timings.web });
    const webStep = response.timeline?.steps.find((step) => step.stage === "web");
    expect(webStep).toMatchObject({ name: "pipeline.web", status: "ok" });
    expect(webStep!.duration_ms).toBeGreaterThan(0);
  });

  it("stores 3–10 valid keywords linked to the question and the result, merging duplicates", async () => {
    const web = docent.services.web!;
    const recalled = await web.store.recallWebResults({ query: "What is the population of Reykjavik in 2024?", limit: 1 });
    expect(recalled.ok).toBe(true);
    const result = recalled.ok ? recalled.results[0]! : null;
    expect(result?.answer).toContain("140,000");
    const keywords = await web.store.listKeywords({ web_result_id: result!.id });
    expect(keywords.length).toBeGreaterThanOrEqual(3);
    expect(keywords.length).toBeLessThanOrEqual(10);
    for (const keyword of keywords) expect(Keyword.parse(keyword)).toBe(keyword);
    expect(keywords).toEqual(expect.arrayContaining(["reykjavik", "population"]));
    expect(await web.store.listKeywordLinks({ keyword: "Reykjavik" })).toContainEqual({
      query: "Can you tell me what is the population of Reykjavik in 2024?",
      web_result_id: result!.id,
    });

    // Another place: not recalled (its name is not in the stored result), so a new call, whose
    // "population" keyword merges into the existing row and gains the new links.
    perplexity.reset();
    const keywordCount = await web.store.countKeywords();
    const { response } = await docent.ask("What was the population of Oslo in 2024?");
    expect(perplexity.calls).toHaveLength(1);
    expect(response.web_citations[0]?.url).toBe("https://ssb.no/oslo");
    const links = await web.store.listKeywordLinks({ keyword: "population" });
    expect(new Set(links.map((link) => link.web_result_id)).size).toBe(2);
    expect(links.map((link) => link.query)).toContain("What was the population of Oslo in 2024?");
    const osloKeywords = await web.store.listKeywords({ web_result_id: links.find((link) => link.query.includes("Oslo"))!.web_result_id });
    expect(await web.store.countKeywords()).toBeLessThan(keywordCount + osloKeywords.length);
  });

  it("answers a related follow-up from the stored web result with zero Perplexity calls, marked as web; after expiry it calls again", async () => {
    perplexity.reset();
    const { response } = await docent.ask("How many people live in Reykjavik?");
    expect(perplexity.calls).toHaveLength(0);
    expect(response.answer).toContain("140,000");
    expect(response.answer).toMatch(/is a web result/);
    expect(response.web_citations).toEqual([expect.objectContaining({ url: "https://statice.is/population" })]);
    expect(response.used_external_kb).toBe(true);
    expect(response.retrieved?.some((source) => source.kind === "web")).toBe(true);
    expect((await docent.services.web!.store.listKeywordLinks({ keyword: "reykjavik" })).map((link) => link.query)).toContain(
      "How many people live in Reykjavik?",
    );

    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 25 * 3_600_000);
    try {
      const later = await docent.ask("How many people live in Reykjavik?");
      expect(perplexity.calls).toHaveLength(1);
      expect(later.response.used_external_kb).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it("does not call the web when the documents answer the question", async () => {
    perplexity.reset();
    const { response } = await docent.ask("How many vacation days does every employee get per year?");
    expect(perplexity.calls).toHaveLength(0);
    expect(response.answer).toContain("25 vacation days");
    expect(response).toMatchObject({ used_internal_kb: true, used_external_kb: false, web_citations: [] });
  });

  it.each([
    ["server-error", "What is the tallest mountain in Norway?"],
    ["rate-limited", "Which river flows through Budapest?"],
    ["stall", "When was the Sydney Opera House opened?"],
  ] as const)("Perplexity %s → a documents-only answer with web_unavailable", async (behaviour, question) => {
    perplexity.reset();
    perplexity.setBehaviour(behaviour);
    const stored = await docent.services.web!.store.countWebResults();
    const started = performance.now();
    const { response } = await docent.ask(question);
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(perplexity.calls).toHaveLength(1);
    expect(response.safety_flags).toContain("web_unavailable");
    expect(response.answer).toMatch(/^The provided documents do not contain information about this\./);
    expect(response.answer).toMatch(/a web search was tried .* so this answer is based on your documents only/i);
    expect(response).toMatchObject({ used_external_kb: false, web_citations: [] });
    expect(await docent.services.web!.store.countWebResults()).toBe(stored);
  });
});
