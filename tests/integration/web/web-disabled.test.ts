/**
 * Issue 6 acceptance: with no PERPLEXITY_API_KEY nothing calls out and the pipeline behaves
 * exactly as without the web step (no web fields, flags, timings or stored rows).
 */
import { describe, expect, it } from "vitest";
import { handbook } from "../../fixtures/documents";
import { countRows } from "../../helpers/app-database";
import { ask, startServices, suiteServices } from "../../helpers/services";
import { createPerplexityMock } from "../../mocks/perplexity";
import { recordOutsideRequests, suiteHandlers } from "../../setup";

const perplexity = createPerplexityMock();

describe("web fallback off (no PERPLEXITY_API_KEY)", () => {
  suiteHandlers(...perplexity.handlers);
  const outside = recordOutsideRequests();
  const docent = suiteServices({ prefix: "web-fallback-", documents: [{ name: "handbook.md", text: handbook }] });

  it("answers an unanswerable question with the plain admission and no outside request", async () => {
    expect(docent.services.web).toBeNull();
    const { response, events } = await docent.ask("What is the population of Reykjavik in 2024?");
    expect(outside).toEqual([]);
    expect(perplexity.calls).toHaveLength(0);
    expect(response.answer).toBe("The provided documents do not contain information about this.");
    expect(response).toMatchObject({ used_external_kb: false, web_citations: [], confidence: "low" });
    expect(response.safety_flags).not.toContain("web_unavailable");
    expect(response.timings).not.toHaveProperty("web");
    expect(events.filter((event) => (event.type === "stage-start" || event.type === "stage-end") && event.stage === "web")).toEqual([]);
    expect(response.timeline?.steps.map((step) => step.stage)).not.toContain("web");
    expect(response.retrieved?.every((source) => source.kind === "document")).toBe(true);
    expect(events.filter((event) => event.type === "answer-reset")).toEqual([]);
    expect(await countRows(docent.services, "SELECT (SELECT count(*) FROM web_results) + (SELECT count(*) FROM keywords) AS n")).toBe(0);
  });

  it("keeps the empty-knowledge-base guidance when there are no documents", async () => {
    const empty = await startServices({ prefix: "web-fallback-", env: { CHROMA_URL: docent.services.chromaUrl() } });
    try {
      const { response } = await ask(empty, "What is the population of Reykjavik in 2024?");
      expect(response.safety_flags).toEqual(["empty_knowledge_base"]);
      expect(response.answer).toMatch(/No documents have been uploaded yet/);
      expect(outside).toEqual([]);
    } finally {
      await empty.close();
    }
  });
});
