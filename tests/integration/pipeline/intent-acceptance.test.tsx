/**
 * Every kind of question answered its own way, offline, over real corpus files (docs/architecture.md,
 * "Intents", "Answerers", "Summaries", "Suggestions"): each intent routed and answered; small talk
 * reads nothing from the stores and the page shows it no badge; a named document keeps every
 * store read inside it; the summaries made at ingestion cite the page each sentence is on; every
 * suggestion asked back gets an answer. The stores are the real SQLite and Chroma ones, watched
 * with spies that call through (nothing is mocked).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it, vi, type MockInstance } from "vitest";
import { AssistantMessage } from "~/components/chat/assistant-message";
import type { ChatResponse } from "~/lib/response";
import { NO_INFORMATION_ANSWER } from "../../../server/prompts/reasoner";
import { lyonText, parisText } from "../../fixtures/documents";
import { corpusFile, suiteServices } from "../../helpers/services";

const docent = suiteServices({
  prefix: "pipeline-intent-acceptance-",
  documents: [
    { path: corpusFile("pdf/tracemonkey.pdf") },
    { path: corpusFile("docx/markitdown-test.docx") },
    { path: corpusFile("xlsx/markitdown-test.xlsx") },
    { name: "paris.txt", text: parisText },
    { name: "lyon.txt", text: lyonText },
  ],
  timeoutMs: 600_000,
});

const idOf = (filename: string) => docent.documents.find((document) => document.filename === filename)!.id;

/** Spies on the real stores' read paths: lexical search, vector search, table rows, stored summaries. */
let storeReads: { lexical: MockInstance; vectors: MockInstance; tableRows: MockInstance; summaries: MockInstance };
beforeAll(() => {
  const { chunks, vectors, tables, summaries } = docent.services;
  storeReads = {
    lexical: vi.spyOn(chunks, "searchLexical"),
    vectors: vi.spyOn(vectors, "query"),
    tableRows: vi.spyOn(tables, "readRows"),
    summaries: vi.spyOn(summaries, "getSummary"),
  };
});
afterEach(() => Object.values(storeReads).forEach((spy) => spy.mockClear()));

/** The answer card as the page renders it for this response. */
function renderAnswer(response: ChatResponse): string {
  const turn = {
    id: "t1",
    role: "assistant" as const,
    content: response.answer,
    status: "complete" as const,
    response,
    stages: [],
    error: null,
  };
  return renderToStaticMarkup(<AssistantMessage turn={turn} isLatest busy={false} onAsk={() => undefined} />);
}

describe("small talk", () => {
  it.each(["hi", "Thanks!", "Hello! What can you do?"])("%j reads nothing from the stores and carries no badge", async (message) => {
    const { response } = await docent.ask(message);

    expect(response.intent).toBe("small_talk");
    expect(storeReads.lexical).not.toHaveBeenCalled();
    expect(storeReads.vectors).not.toHaveBeenCalled();
    expect(storeReads.tableRows).not.toHaveBeenCalled();
    expect(response.citations).toEqual([]);
    expect(response.answer).not.toContain(NO_INFORMATION_ANSWER);
    expect(response.answer).toContain("tracemonkey.pdf");
    const html = renderAnswer(response);
    expect(html).not.toContain('data-testid="confidence-badge"');
    expect(html).toContain('data-testid="answer-text"');
  });

  it("while a document question on the same page shows its badge", async () => {
    const { response } = await docent.ask("How many people live in Paris?");
    expect(storeReads.lexical).toHaveBeenCalled();
    expect(renderAnswer(response)).toContain('data-testid="confidence-badge"');
  });
});

describe("each intent routed and answered", () => {
  // One question per intent, each over a real corpus file or a small made one; the assertion is
  // the route and that an answer (not the admission) cites the document it must come from.
  it.each([
    ["summary", "Summarise markitdown-test.docx", "markitdown-test.docx"],
    ["table", "How many rows have ColA above 10?", "markitdown-test.xlsx"],
    ["definition", "What is a typed trace?", "tracemonkey.pdf"],
    ["list", "List the main contributions of TraceMonkey", "tracemonkey.pdf"],
    ["comparison", "Compare the population of Paris and Lyon", null],
    ["lookup", "When was the Eiffel Tower completed?", "paris.txt"],
  ])("%s: %j", async (intent, question, filename) => {
    const { response } = await docent.ask(question);
    expect(response.intent).toBe(intent);
    expect(response.answer).not.toContain(NO_INFORMATION_ANSWER);
    expect(response.citations.length).toBeGreaterThan(0);
    const cited = new Set(response.citations.map((citation) => citation.filename));
    if (filename) expect(cited).toContain(filename);
    // A comparison of two cities cites both.
    else expect([...cited].sort()).toEqual(["lyon.txt", "paris.txt"]);
  });

  it("a summary question is answered from the stored summaries, with no passage search", async () => {
    const question = "What are these documents about?";
    const { response } = await docent.ask(question);
    expect(response.intent).toBe("summary");
    expect(storeReads.summaries).toHaveBeenCalled();
    // Its suggestions are checked by searching them; the question itself is never searched.
    expect(storeReads.lexical.mock.calls.map(([options]) => (options as { text: string }).text)).not.toContain(question);
    expect(response.timeline?.steps.map((step) => step.stage)).not.toContain("retriever");
    expect(new Set(response.citations.map((citation) => citation.filename)).size).toBe(5);
  });
});

describe("a named document", () => {
  it("keeps every read of the stores inside it, the suggestions' checks included", async () => {
    const pdf = idOf("tracemonkey.pdf");
    const { response } = await docent.ask("What does tracemonkey.pdf say about nested loops?");

    expect(storeReads.lexical).toHaveBeenCalled();
    expect(storeReads.vectors).toHaveBeenCalled();
    for (const [options] of storeReads.lexical.mock.calls) expect((options as { documentIds?: string[] }).documentIds).toEqual([pdf]);
    for (const [options] of storeReads.vectors.mock.calls) expect((options as { documentIds?: string[] }).documentIds).toEqual([pdf]);
    expect(response.retrieved?.length).toBeGreaterThan(0);
    expect(response.retrieved?.every((source) => source.filename === "tracemonkey.pdf")).toBe(true);
    expect(response.citations.every((citation) => citation.filename === "tracemonkey.pdf")).toBe(true);
  });

  it("wins over a document whose words match the question as well", async () => {
    // Both cities' files state a population; only Lyon's may be read.
    const { response } = await docent.ask("What does lyon.txt say about the population?");
    expect(storeReads.lexical).toHaveBeenCalled();
    for (const [options] of storeReads.lexical.mock.calls)
      expect((options as { documentIds?: string[] }).documentIds).toEqual([idOf("lyon.txt")]);
    expect(response.retrieved?.map((source) => source.filename)).toEqual(["lyon.txt"]);
    expect(response.answer).not.toContain("2,102,650");
  });
});

describe("summaries made at ingestion", () => {
  it("quote sentences found on the page they cite, and the summary answer cites those pages", async () => {
    const pdf = idOf("tracemonkey.pdf");
    const summary = (await docent.services.summaries.getSummary(pdf))!;
    expect(summary.sentences.length).toBeGreaterThanOrEqual(3);
    const squash = (text: string) => text.replace(/\s+/g, " ");
    const passages = new Map(
      (await docent.services.chunks.getChunks(summary.sentences.map((sentence) => sentence.chunk_id))).map((row) => [row.id, row]),
    );
    for (const sentence of summary.sentences) {
      const passage = passages.get(sentence.chunk_id)!;
      expect(passage.doc_id).toBe(pdf);
      expect(sentence.page).toBe(passage.page);
      expect(squash(passage.text)).toContain(squash(sentence.text));
    }

    const { response } = await docent.ask("Summarise tracemonkey.pdf");
    expect(response.intent).toBe("summary");
    const pages = new Set(summary.sentences.map((sentence) => sentence.page));
    expect(response.citations.length).toBeGreaterThanOrEqual(3);
    for (const citation of response.citations) {
      expect(citation.filename).toBe("tracemonkey.pdf");
      expect(pages).toContain(citation.page);
    }
  });

  it("exist for every document once it is ready: a Word file and a spreadsheet too", async () => {
    for (const filename of ["markitdown-test.docx", "markitdown-test.xlsx", "paris.txt"]) {
      const summary = await docent.services.summaries.getSummary(idOf(filename));
      expect(summary?.sentences.length, filename).toBeGreaterThan(0);
      expect(summary?.description.length, filename).toBeGreaterThan(10);
    }
    for (const sentence of (await docent.services.summaries.getSummary(idOf("markitdown-test.xlsx")))!.sentences)
      expect(sentence.sheet).toBeTruthy();
  });
});

describe("suggestions over the corpus", () => {
  it.each(["What is a typed trace?", "What does markitdown-test.docx say about AutoGen?", "How many people live in Paris?"])(
    "after %j: three, and each asked back gets an answer, not the admission",
    async (question) => {
      const { response } = await docent.ask(question);
      expect(response.suggestions).toHaveLength(3);
      for (const suggestion of response.suggestions) {
        const followUp = await docent.ask(suggestion);
        expect(followUp.response.answer, suggestion).not.toContain(NO_INFORMATION_ANSWER);
        expect(followUp.response.citations.length, suggestion).toBeGreaterThan(0);
      }
    },
    120_000,
  );
});
