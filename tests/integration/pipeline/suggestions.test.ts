/**
 * Suggestions on the real stores (docs/architecture.md#suggestions): offline, every suggestion an
 * answer offers is answerable (asked in turn, none gives the admission) and comes from the
 * answer's own documents; in LLM mode (msw standing in for the OpenAI-compatible API) a malformed
 * suggestions reply falls back to the offline questions, which are checked the same way.
 */
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NO_INFORMATION_ANSWER } from "../../../server/prompts/reasoner";
import { starterQuestions } from "../../../server/pipeline/starter-questions";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const files = path.resolve(import.meta.dirname, "../../../scripts/eval-real/files");
const documents = ["garden-handbook.md", "solar-guide.md", "companies.csv"].map((name) => ({
  name,
  text: fs.readFileSync(path.join(files, name), "utf8"),
}));

describe("offline suggestions", () => {
  const docent = suiteServices({ prefix: "pipeline-suggestions-", documents, timeoutMs: 120_000 });

  it.each(["What is hot composting?", "How much does a standard plot cost per year?", "What is net metering?"])(
    "after %s: three suggestions, each answered when asked, none with the admission",
    async (question) => {
      const { response } = await docent.ask(question);
      expect(response.suggestions).toHaveLength(3);
      expect(response.suggestions.join(" ")).not.toMatch(/say about (?:section|name)\?/i);
      for (const suggestion of response.suggestions) {
        const followUp = await docent.ask(suggestion);
        expect(followUp.response.answer, suggestion).not.toContain(NO_INFORMATION_ANSWER);
      }
    },
    60_000,
  );

  it("offers starter questions from the documents, each answered when asked", async () => {
    const { documents, chunks, search, summaries } = docent.services;
    const deps = {
      documents,
      chunksOf: (docId: string) => chunks.chunksOf(docId),
      summaryOf: (docId: string) => summaries.getSummary(docId),
      search,
      signal: new AbortController().signal,
    };
    const starters = await starterQuestions({}, deps);
    expect(starters.slice(0, 2)).toEqual(["What are these documents about?", "Summarise the main points."]);
    expect(starters.length).toBeGreaterThan(2);
    for (const starter of starters) {
      const { response } = await docent.ask(starter);
      expect(response.answer, starter).not.toContain(NO_INFORMATION_ANSWER);
    }
    const solar = docent.documents.find((document) => document.filename === "solar-guide.md")!.id;
    const selected = await starterQuestions({ documentIds: [solar] }, deps);
    expect(selected.slice(2).join(" ")).not.toMatch(/garden|plot|compost|Acme|Borealis/i);
  }, 60_000);

  it("keeps to the answer's documents", async () => {
    const { response } = await docent.ask("What is an inverter?");
    const garden = /garden|plot|compost|shed|membership/i;
    expect(response.suggestions.filter((suggestion) => garden.test(suggestion))).toEqual([]);
  });
});

describe("LLM-mode suggestions", () => {
  const openai = createOpenAIMock();
  suiteHandlers(...openai.handlers);
  const docent = suiteServices({ prefix: "pipeline-suggestions-llm-", env: openaiEnv(), documents, timeoutMs: 120_000 });
  afterEach(() => openai.reset());

  it("falls back to checked offline questions when the model's JSON is malformed twice", async () => {
    openai.script("suggestions", '{"questions": ["only one?"', "here are some ideas: what, why, how");
    const { response } = await docent.ask("What is hot composting?");
    expect(openai.callsFor("suggestions")).toHaveLength(2);
    expect(response.suggestions).toHaveLength(3);
    for (const suggestion of response.suggestions) expect(suggestion).toMatch(/\?$|\.$/);
  });
});
