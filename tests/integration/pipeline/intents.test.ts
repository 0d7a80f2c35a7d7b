/**
 * Intents and summaries offline (docs/architecture.md, "Intents", "Summaries"), on the real
 * stores: corpus files parsed, chunked, summarised and indexed in SQLite and the embedded Chroma.
 * Searches are counted by wrapping the real search the pipeline uses (not a mock of it).
 */
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Search, SearchRequest } from "../../../server/retrieval/hybrid-search";
import { lyonText, parisText } from "../../fixtures/documents";
import { corpusFile, suiteServices } from "../../helpers/services";
import { repoRoot } from "../../helpers/docent-server";

const docent = suiteServices({
  prefix: "pipeline-intents-",
  documents: [
    { path: corpusFile("pdf/tracemonkey.pdf") },
    { path: corpusFile("xlsx/markitdown-test.xlsx") },
    { name: "paris.txt", text: parisText },
    { name: "lyon.txt", text: lyonText },
  ],
  timeoutMs: 600_000,
});

const searches: SearchRequest[] = [];
let batchSearches = 0;
const idOf = (filename: string) => docent.documents.find((document) => document.filename === filename)!.id;

beforeAll(() => {
  const pipeline = docent.services.pipeline;
  const realSearch = pipeline.search;
  const counted = ((request: SearchRequest) => {
    searches.push(request);
    return realSearch(request);
  }) as Search;
  counted.many = (request) => {
    batchSearches++;
    return realSearch.many(request);
  };
  pipeline.search = counted;
});

describe("small talk", () => {
  it.each(["hi", "thanks", "Hello! What can you do?", "good morning"])(
    "answers %j in a friendly way, with no search, no citations and no badge",
    async (message) => {
      searches.length = 0;
      batchSearches = 0;
      const { response } = await docent.ask(message);

      expect(searches).toHaveLength(0);
      expect(batchSearches).toBe(0);
      expect(response.intent).toBe("small_talk");
      expect(response.citations).toEqual([]);
      expect(response.retrieved).toBeUndefined();
      expect(response.answer).not.toMatch(/more detail|do not contain/);
      expect(response.timeline?.steps.map((step) => step.stage)).not.toContain("retriever");
    },
  );

  it("says what Docent does and which documents are ready", async () => {
    const { response } = await docent.ask("Hello! What can you do?");
    expect(response.answer).toMatch(/Docent/);
    // The starter questions: answered from the stored summaries, so offering them needs no search.
    expect(response.suggestions).toEqual(["What are these documents about?", "Summarise the main points."]);
    for (const filename of ["tracemonkey.pdf", "paris.txt", "lyon.txt"]) expect(response.answer).toContain(filename);
  });

  it("replies in the language it was greeted in", async () => {
    expect((await docent.ask("Bonjour !")).response.answer).toMatch(/^Bonjour/);
    expect((await docent.ask("Vielen Dank")).response.answer).toMatch(/^Gern geschehen/);
    expect((await docent.ask("hola")).response.answer).toMatch(/^¡Hola/);
  });

  // Thanks the word lists read only in part: withoutCourtesy once dropped "grazie tante" as courtesy before a question and
  // searched "Sei stata gentilissima!" (the admission), though the intent rules read the whole as small talk. One
  // decision now (intent.ts readSmallTalk), and the reply thanks back in the message's language.
  it.each([
    ["grazie tante, sei stata gentilissima!", /^Prego/],
    ["obrigado, você é demais!", /^De nada!/],
    ["muchas gracias, eres muy amable", /^¡De nada!/],
  ])("answers the thanks %j as small talk, in its language, with no search", async (message, reply) => {
    searches.length = 0;
    const { response } = await docent.ask(message);
    expect(response.intent).toBe("small_talk");
    expect(searches).toHaveLength(0);
    expect(response.citations).toEqual([]);
    expect(response.answer).toMatch(reply);
  });

  it.each([
    ["Thanks, that's clear. Now, what is a trace tree?", "What is a trace tree?"],
    ["Great, thanks! And how tall is the Eiffel Tower?", "How tall is the Eiffel Tower?"],
    ["Merci, c'est clair. Et maintenant, what does TraceMonkey record?", "What does TraceMonkey record?"],
  ])("answers %j as it answers the question alone", async (withThanks, alone) => {
    const first = await docent.ask("Where is Lyon?");
    const conversationId = first.response.conversation_id;
    const expected = (await docent.ask(alone)).response;
    const { response } = await docent.ask(withThanks, { conversationId });
    expect(response.answer).toBe(expected.answer);
    expect(response.citations.map((citation) => citation.chunk_id)).toEqual(expected.citations.map((citation) => citation.chunk_id));
  });

  it.each(["summarise", "Summarise the main points.", "Give me an overview."])(
    "after an answer, %j with nothing pointing back asks for a summary of the documents, not a shorter answer",
    async (message) => {
      const first = await docent.ask("What are these documents about?");
      const conversationId = first.response.conversation_id;
      const { response } = await docent.ask(message, { conversationId });
      expect(response.intent).toBe("summary");
    },
  );

  it.each([
    ["what is this about?", "summary"],
    ["summarise", "summary"],
  ])("after a greeting, %j is about the documents, not about the greeting's reply", async (message, intent) => {
    const hello = await docent.ask("hi");
    const conversationId = hello.response.conversation_id;
    const { response } = await docent.ask(message, { conversationId });
    expect(response.intent).toBe(intent);
    expect(response.answer).not.toMatch(/Docent|Hello/);
    // The chat is named by its first real question, not by the greeting.
    expect((await docent.services.conversations.getConversation(conversationId))?.title).toBe(message);
  });

  it("keeps a chat's name once a real question has named it", async () => {
    const first = await docent.ask("What is TraceMonkey?");
    const conversationId = first.response.conversation_id;
    await docent.ask("thanks", { conversationId });
    await docent.ask("summarise", { conversationId });
    expect((await docent.services.conversations.getConversation(conversationId))?.title).toBe("What is TraceMonkey?");
  });
});

describe("each intent routed", () => {
  it.each([
    ["Summarise the main points.", "summary"],
    ["How many rows have ColA above 10?", "table"],
    ["What is TraceMonkey?", "definition"],
    ["List the main contributions of TraceMonkey", "list"],
    ["How does TraceMonkey handle nested loops?", "lookup"],
  ])("%j → %s, answered with citations", async (question, intent) => {
    const { response } = await docent.ask(question);
    expect(response.intent).toBe(intent);
    expect(response.answer.length).toBeGreaterThan(20);
    expect(response.citations.length).toBeGreaterThan(0);
  });

  it("sends a comparison down the passages path (how it reads is the extractive reasoner's part)", async () => {
    searches.length = 0;
    const { response } = await docent.ask("Compare Paris and Lyon");
    expect(response.intent).toBe("comparison");
    expect(searches.length).toBeGreaterThan(0);
    expect(response.retrieved?.length).toBeGreaterThan(0);
  });

  it("keeps the intent with the stored answer, which the page's timeline shows", async () => {
    const { response } = await docent.ask("Compare Paris and Lyon");
    const stored = (await docent.services.conversations.listMessages(response.conversation_id)).at(-1);
    expect(stored?.response?.intent).toBe("comparison");
  });
});

describe("summaries", () => {
  it("are made at ingestion: 3–6 whole sentences, each citing a passage and page of the PDF, and a one-line description", async () => {
    const summary = (await docent.services.summaries.getSummary(idOf("tracemonkey.pdf")))!;
    expect(summary.sentences.length).toBeGreaterThanOrEqual(3);
    expect(summary.sentences.length).toBeLessThanOrEqual(6);
    const chunkIds = new Set(await docent.services.chunks.chunkIdsOf(idOf("tracemonkey.pdf")));
    for (const sentence of summary.sentences) {
      expect(sentence.text).toMatch(/^\p{Lu}.*[.!?]$/u);
      expect(sentence.page).toBeGreaterThan(0);
      expect(chunkIds.has(sentence.chunk_id)).toBe(true);
    }
    expect(summary.description.length).toBeGreaterThan(20);
    expect(summary.description.length).toBeLessThanOrEqual(160);
    expect((await docent.services.documents.getDocument(idOf("tracemonkey.pdf")))?.description).toBe(summary.description);
  });

  it("of a spreadsheet cite its sheets", async () => {
    const summary = (await docent.services.summaries.getSummary(idOf("markitdown-test.xlsx")))!;
    expect(summary.sentences.length).toBeGreaterThan(0);
    for (const sentence of summary.sentences) expect(sentence.sheet).toEqual(expect.any(String));
    expect(summary.sentences[0]!.text).toMatch(/columns Alpha, Beta, Gamma, Delta/);
  });

  it("'What are these documents about?' answers one cited line per document", async () => {
    const { response } = await docent.ask("What are these documents about?");
    expect(response.intent).toBe("summary");
    const lines = response.answer.split("\n").filter((line) => line.startsWith("- "));
    expect(lines).toHaveLength(4);
    for (const line of lines) expect(line).toMatch(/\[Source \d+\][.!?…]$/);
    expect(new Set(response.citations.map((citation) => citation.filename)).size).toBe(4);
  });

  it("'Summarise the main points.' with one document selected gives that document's summary, every sentence cited with its page", async () => {
    const { response } = await docent.ask("Summarise the main points.", { documentIds: [idOf("tracemonkey.pdf")] });
    expect(response.answer).toContain("tracemonkey.pdf");
    expect(response.suggestions).toHaveLength(3);
    expect(response.citations.length).toBeGreaterThanOrEqual(3);
    for (const citation of response.citations) {
      expect(citation.filename).toBe("tracemonkey.pdf");
      expect(citation.page).toBeGreaterThan(0);
    }
  });

  it("of a DOCX made only of tables describe each table (rows, what they are, columns) and answer 'What is this about?'", async () => {
    const [added] = await docent.addDocuments([{ path: path.join(repoRoot, "scripts/eval-real/files/bike-rental-prices.docx") }]);
    try {
      const summary = (await docent.services.summaries.getSummary(added!.id))!;
      expect(summary.sentences.map((sentence) => sentence.text)).toEqual([
        "Table 1 has 5 rows (City bike, Electric bike, Cargo bike and 2 more) with the columns Bike, Hourly rate, Daily rate, Deposit.",
        "Table 2 has 3 rows (Harbour Square, Central Station and University Park) with the columns Station, Opening hours, Bikes available.",
      ]);
      const { response } = await docent.ask("What is this about?", { documentIds: [added!.id] });
      expect(response.intent).toBe("summary");
      expect(response.answer).toContain("Table 2 has 3 rows");
      expect(response.citations.every((citation) => citation.filename === "bike-rental-prices.docx")).toBe(true);
    } finally {
      await docent.services.library.deleteDocument(added!.id);
    }
  });

  it("answer a named document's title and first author from its opening, citing page 1", async () => {
    const title = (await docent.ask("What is the title of the tracemonkey paper?")).response;
    expect(title.intent).toBe("summary");
    expect(title.answer).toMatch(
      /^The title of \*\*tracemonkey\.pdf\*\* is "Trace-based Just-in-Time Type Specialization for Dynamic Languages" \[/,
    );
    expect(title.citations.map((citation) => [citation.filename, citation.page])).toEqual([["tracemonkey.pdf", 1]]);
    const author = (await docent.ask("Who is the first author of the tracemonkey paper?")).response;
    expect(author.answer).toContain("Andreas Gal");
  });

  it.each(["Who wrote TraceMonkey?", "Who wrote Trace Monkey?"])(
    "answer %j, a document named as a person would name it, from its opening",
    async (question) => {
      const { response } = await docent.ask(question);
      expect(response.intent).toBe("summary");
      expect(response.answer).toContain("Andreas Gal");
      expect(response.citations.map((citation) => [citation.filename, citation.page])).toEqual([["tracemonkey.pdf", 1]]);
    },
  );

  it("answer the file's own facts from its record: 'the paper' is the one PDF, 'it' the document the previous answer cited", async () => {
    const pages = (await docent.ask("How many pages does the paper have?")).response;
    const record = await docent.services.documents.getDocument(idOf("tracemonkey.pdf"));
    expect(pages.intent).toBe("summary");
    expect(pages.answer).toMatch(new RegExp(`^\\*\\*tracemonkey\\.pdf\\*\\* has ${record!.pages} pages \\[`));
    expect(pages.citations.map((citation) => citation.filename)).toEqual(["tracemonkey.pdf"]);
    const title = await docent.ask("What is the title of the tracemonkey paper?");
    const authors = (await docent.ask("Who wrote it?", { conversationId: title.response.conversation_id })).response;
    expect(authors.answer).toContain("Andreas Gal");
  });

  it("answer 'What are the column headers of Sheet1?' from the sheet's description, citing the sheet", async () => {
    const { response } = await docent.ask("What are the column headers of Sheet1?");
    expect(response.intent).toBe("summary");
    expect(response.answer).toMatch(/^Sheet "Sheet1" has \d+ rows with the columns Alpha, Beta, Gamma, Delta \[/);
    expect(response.citations.map((citation) => [citation.filename, citation.sheet])).toEqual([["markitdown-test.xlsx", "Sheet1"]]);
  });

  it("are deleted with their document", async () => {
    const [added] = await docent.addDocuments([
      { name: "brief.txt", text: `${parisText}\n\nParis hosted the Olympic Games in 1900, 1924 and 2024, each time with new venues.` },
    ]);
    expect(await docent.services.summaries.getSummary(added!.id)).toBeDefined();
    await docent.services.library.deleteDocument(added!.id);
    expect(await docent.services.summaries.getSummary(added!.id)).toBeUndefined();
  });
});

describe("a document named or pointed at", () => {
  it("by its file name restricts retrieval to it", async () => {
    searches.length = 0;
    const { response } = await docent.ask("What does lyon.txt say about the population?");
    expect(searches[0]?.documentIds).toEqual([idOf("lyon.txt")]);
    expect(response.retrieved?.every((source) => source.filename === "lyon.txt")).toBe(true);
  });

  it("by its title words restricts a summary to it", async () => {
    const { response } = await docent.ask("Summarize the tracemonkey paper");
    expect(response.intent).toBe("summary");
    expect(response.citations.length).toBeGreaterThan(0);
    expect(response.citations.every((citation) => citation.filename === "tracemonkey.pdf")).toBe(true);
  });

  it("by its topic ('the paper on …') picks the document whose passages match it best", async () => {
    const { response } = await docent.ask("Summarize the paper on trace trees and type specialization");
    expect(response.intent).toBe("summary");
    expect(response.answer).toContain("Summary of **tracemonkey.pdf**");
    expect(response.citations.every((citation) => citation.filename === "tracemonkey.pdf")).toBe(true);
  });

  it("'this paper' with one document selected restricts to it", async () => {
    searches.length = 0;
    await docent.ask("What does this paper say about Paris?", { documentIds: [idOf("paris.txt")] });
    expect(searches[0]?.documentIds).toEqual([idOf("paris.txt")]);
  });
});
