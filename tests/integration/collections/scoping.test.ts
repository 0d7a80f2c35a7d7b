/**
 * A chat searches only its library collection (docs/architecture.md, "Collections and tags"): a
 * question in collection A never cites a document of B, offline and in LLM mode, through the
 * passages, the tables and the summaries; tags narrow a chat with `any` and `all`; the web memory
 * recalls only its own collection's answers. Real SQLite, real Chroma, a real corpus PDF.
 */
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ChatResponse } from "~/lib/response";
import { corpusFile } from "../../helpers/services";
import { createOpenAIMock, openaiEnv, toolCalls } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";
import { citedDocuments, suiteHarness, type Harness } from "./harness";
import { garagesCsv, gardenGuide, harbourNotes, pierHistory } from "./fixtures";

interface Library {
  a: string;
  b: string;
  ids: Record<string, string>;
}

async function seedLibrary(docent: Harness): Promise<Library> {
  const a = (await docent.createCollection("Harbour")).id;
  const b = (await docent.createCollection("Garden", { description: "Garden and town records" })).id;
  const tracemonkey = new Uint8Array(fs.readFileSync(corpusFile("pdf/tracemonkey.pdf")));
  const ids = {
    ...(await docent.upload([{ name: "harbour-notes.txt", text: harbourNotes }], { collection_id: a, tags: "port, year=2027" })),
    ...(await docent.upload([{ name: "tracemonkey.pdf", text: tracemonkey }], { collection_id: a, tags: "papers" })),
    ...(await docent.upload([{ name: "pier-history.txt", text: pierHistory }], { collection_id: b, tags: "history, town" })),
    ...(await docent.upload([{ name: "garden-guide.txt", text: gardenGuide }], { collection_id: b, tags: "plants" })),
    ...(await docent.upload([{ name: "garages.csv", text: garagesCsv }], { collection_id: b, tags: "town" })),
  };
  return { a, b, ids };
}

/** Every cited document is one of `allowed` (and the answer cites something when `cites`). */
function expectOnlyFrom(response: ChatResponse, allowed: string[], cites = true) {
  const cited = citedDocuments(response);
  if (cites) expect(cited.length).toBeGreaterThan(0);
  for (const id of cited) expect(allowed).toContain(id);
  for (const closest of response.closest ?? []) expect(allowed).toContain(closest.doc_id);
}

describe("collections offline: a chat searches its own collection", () => {
  const docent = suiteHarness({ prefix: "collections-scope-" });
  let library: Library;
  const inA = () => [library.ids["harbour-notes.txt"]!, library.ids["tracemonkey.pdf"]!];
  const inB = () => [library.ids["pier-history.txt"]!, library.ids["garden-guide.txt"]!, library.ids["garages.csv"]!];
  beforeAll(async () => {
    library = await seedLibrary(docent);
  }, 180_000);

  it("lists documents per collection with their tags", async () => {
    const listed = await docent.json<{ documents: { filename: string; tags: string[]; collection_id: string }[] }>(
      `/api/documents?collection_id=${library.b}`,
    );
    expect(listed.documents.map((document) => document.filename).sort()).toEqual(["garages.csv", "garden-guide.txt", "pier-history.txt"]);
    expect(listed.documents.find((document) => document.filename === "pier-history.txt")!.tags).toEqual(["history", "town"]);
    const tagged = await docent.json<{ documents: { filename: string }[] }>(`/api/documents?collection_id=${library.b}&tag=town`);
    expect(tagged.documents.map((document) => document.filename).sort()).toEqual(["garages.csv", "pier-history.txt"]);
    const collections = await docent.json<{ collections: { id: string; name: string; document_count: number; tags: string[] }[] }>(
      "/api/collections",
    );
    expect(collections.collections.map(({ name, document_count }) => ({ name, document_count }))).toEqual([
      { name: "My documents", document_count: 0 },
      { name: "Harbour", document_count: 2 },
      { name: "Garden", document_count: 3 },
    ]);
    expect(collections.collections[2]!.tags).toEqual(["history", "plants", "town"]);
  });

  it("answers a passage question from each collection's own documents only", async () => {
    const opening = await docent.ask({ message: "When will the pier open?", collection_id: library.a });
    expectOnlyFrom(opening, inA());
    expect(opening.answer).toContain("March 2027");
    const closing = await docent.ask({ message: "When was the pier closed?", collection_id: library.b });
    expectOnlyFrom(closing, inB());
    expect(closing.answer).toContain("1998");
    // B's fact asked in A: never B's passage, whatever A answers.
    const elsewhere = await docent.ask({ message: "When was the wooden pier closed after the storm?", collection_id: library.a });
    expectOnlyFrom(elsewhere, inA(), false);
    expect(elsewhere.answer).not.toContain("1998");
  });

  it("keeps the tables path and the summaries inside the collection", async () => {
    const inGarden = await docent.ask({ message: "How many garages are in Lyon?", collection_id: library.b });
    expect(citedDocuments(inGarden)).toEqual([library.ids["garages.csv"]]);
    expect(inGarden.answer).toMatch(/\b2\b/);
    const inHarbour = await docent.ask({ message: "How many garages are in Lyon?", collection_id: library.a });
    expectOnlyFrom(inHarbour, inA(), false);
    const about = await docent.ask({ message: "What are these documents about?", collection_id: library.a });
    expectOnlyFrom(about, inA());
    expect(about.answer).not.toMatch(/garage|garden|wooden/i);
  });

  it("narrows a chat by tags: any of them, all of them", async () => {
    const history = await docent.ask({ message: "What does the garden shed hold?", collection_id: library.b, tags: { any: ["history"] } });
    expect(citedDocuments(history)).not.toContain(library.ids["garden-guide.txt"]);
    const plants = await docent.ask({
      message: "What does the garden shed hold?",
      collection_id: library.b,
      tags: { any: ["history", "plants"] },
    });
    expect(citedDocuments(plants)).toEqual([library.ids["garden-guide.txt"]]);
    // `all`: only pier-history holds both history and town.
    const both = await docent.ask({ message: "When was the pier closed?", collection_id: library.b, tags: { all: ["history", "town"] } });
    expectOnlyFrom(both, [library.ids["pier-history.txt"]!]);
    const none = await docent.ask({ message: "When was the pier closed?", collection_id: library.b, tags: { all: ["history", "plants"] } });
    expect(citedDocuments(none)).toEqual([]);
    // Said as it is, not as an empty library.
    expect(none.answer).toBe(
      "No ready document in “Garden” has all of the tags “history” and “plants”. Clear the tag filter, or tag a document, and ask again.",
    );
    // The tables path too: garages.csv is tagged town, not plants.
    const tables = await docent.ask({ message: "How many garages are in Lyon?", collection_id: library.b, tags: { any: ["plants"] } });
    expect(citedDocuments(tables)).not.toContain(library.ids["garages.csv"]);
  });

  it("says a collection is empty, not the library", async () => {
    const empty = (await docent.createCollection("Empty shelf")).id;
    const response = await docent.ask({ message: "When will the pier open?", collection_id: empty });
    expect(citedDocuments(response)).toEqual([]);
    expect(response.safety_flags).toContain("empty_knowledge_base");
    expect(response.answer).toBe(
      "The collection “Empty shelf” has no ready documents yet. Upload documents into it, or switch to another collection, and ask again.",
    );
  });

  it("keeps a conversation in its collection and starters from its documents", async () => {
    const first = await docent.ask({ message: "When will the pier open?", collection_id: library.a });
    const follow = await docent.ask({ message: "How long is the pier?", conversation_id: first.conversation_id });
    expectOnlyFrom(follow, inA());
    const listed = await docent.json<{ conversations: { id: string; collection_id: string }[] }>(
      `/api/conversations?collection_id=${library.a}`,
    );
    expect(listed.conversations.map((conversation) => conversation.id)).toContain(first.conversation_id);
    const wrong = await docent.call("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message: "And the ferries?", conversation_id: first.conversation_id, collection_id: library.b }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { code: string } }).error.code).toBe("bad_request:collection");
  });

  it("recalls stored web answers only in the collection that stored them", async () => {
    const store = docent.services.webStore({ ttlHours: 24 });
    const stored = await store.storeWebResult({
      question: "What is the population of Saltmarsh?",
      query: "Saltmarsh population",
      answer: "Saltmarsh has about 4,200 residents.",
      citations: [],
      model: "sonar",
      collectionId: library.a,
    });
    expect(stored.ok).toBe(true);
    if (!stored.ok) return;
    const indexed = await store.indexKeywords({
      keywords: ["saltmarsh population", "saltmarsh", "residents"],
      query: "What is the population of Saltmarsh?",
      web_result_id: stored.id,
    });
    expect(indexed.ok).toBe(true);
    const recall = async (collectionId: string) => {
      const found = await store.recallWebResults({ query: "What is the population of Saltmarsh?", limit: 2, collectionId });
      return found.ok ? found.results.map((result) => result.id) : [];
    };
    expect(await recall(library.a)).toEqual([stored.id]);
    expect(await recall(library.b)).toEqual([]);
  });
});

describe("collections in LLM mode: the model sees and cites only the collection's passages", () => {
  const openai = createOpenAIMock({ replies: { reasoner: "The pier is described in the notes [Source 1]." } });
  suiteHandlers(...openai.handlers);
  const docent = suiteHarness({ prefix: "collections-llm-", env: openaiEnv() });
  let library: Library;
  beforeAll(async () => {
    library = await seedLibrary(docent);
  }, 180_000);

  it("never puts another collection's passage in the prompt or the citations", async () => {
    openai.reset();
    const inB = await docent.ask({ message: "When was the pier closed?", collection_id: library.b });
    expectOnlyFrom(inB, [library.ids["pier-history.txt"]!, library.ids["garden-guide.txt"]!, library.ids["garages.csv"]!]);
    const prompts = openai.callsFor("reasoner").map((chat) => JSON.stringify(chat.body.messages));
    expect(prompts.length).toBeGreaterThan(0);
    for (const prompt of prompts) expect(prompt).not.toMatch(/240 metres|regional council|trace tree/i);

    openai.reset();
    const inA = await docent.ask({ message: "When was the pier closed?", collection_id: library.a });
    expectOnlyFrom(inA, [library.ids["harbour-notes.txt"]!, library.ids["tracemonkey.pdf"]!], false);
    for (const chat of openai.callsFor("reasoner"))
      expect(JSON.stringify(chat.body.messages)).not.toMatch(/wooden pier|1998|fishing guild/i);
    const tables = await docent.ask({ message: "How many garages are in Lyon?", collection_id: library.a });
    expect(citedDocuments(tables)).not.toContain(library.ids["garages.csv"]);
  });

  it("gives the model the collection's own instructions, else the library's", async () => {
    await docent.services.instructions.set("Use British spelling throughout.");
    await docent.json(`/api/collections/${library.b}`, {
      method: "PATCH",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ instructions: "Answer in French, in one sentence." }),
    });
    const promptFor = async (collectionId: string) => {
      openai.reset();
      await docent.ask({ message: "When was the pier closed?", collection_id: collectionId });
      return openai
        .callsFor("reasoner")
        .map((chat) => JSON.stringify(chat.body.messages))
        .join("\n");
    };
    const inB = await promptFor(library.b);
    expect(inB).toContain("Answer in French, in one sentence.");
    expect(inB).not.toContain("British spelling");
    const inA = await promptFor(library.a);
    expect(inA).toContain("Use British spelling throughout.");
    expect(inA).not.toContain("Answer in French");
  });
});

describe("collections in agent mode: the model's tools stay in the chat's collection", () => {
  const openai = createOpenAIMock();
  suiteHandlers(...openai.handlers);
  const docent = suiteHarness({ prefix: "collections-agent-", env: { ...openaiEnv(), ANSWER_MODE: "agent" } });
  let a: string;
  let b: string;
  let ids: Record<string, string>;
  beforeAll(async () => {
    a = (await docent.createCollection("Harbour")).id;
    b = (await docent.createCollection("Garden")).id;
    ids = {
      ...(await docent.upload([{ name: "harbour-notes.txt", text: harbourNotes }], { collection_id: a })),
      ...(await docent.upload([{ name: "pier-history.txt", text: pierHistory }], { collection_id: b })),
      ...(await docent.upload([{ name: "garages.csv", text: garagesCsv }], { collection_id: b })),
    };
  }, 180_000);

  it("a knowledge_base_search naming another collection, and a table_query, find only the chat's own documents", async () => {
    openai.reset();
    const toolResults = (body: { messages: { role: string; content: string }[] }) =>
      body.messages.filter((message) => message.role === "tool").map((message) => message.content);
    openai.script(
      "agent",
      toolCalls({ name: "knowledge_base_search", arguments: { query: "When was the wooden pier closed?", collection_id: b } }),
      toolCalls({ name: "table_query", arguments: { question: "How many garages are in Lyon?" } }),
      (body) =>
        toolCalls({
          name: "generate_response",
          arguments: {
            answer: "The new pier will open in March 2027 [Source 1].",
            sources: [Number(/\[Source (\d+)\]/.exec(toolResults(body).join("\n"))?.[1] ?? 1)],
            confidence: "medium",
          },
        }),
    );
    const response = await docent.ask({ message: "When was the wooden pier closed?", collection_id: a });

    const results = toolResults(openai.callsFor("agent").at(-1)!.body).join("\n");
    expect(results).toContain("harbour-notes.txt");
    expect(results).not.toMatch(/pier-history|1998|fishing guild|garages\.csv|Garage A1/);
    expect(response.tool_calls?.map((call) => call.name)).toEqual(["knowledge_base_search", "table_query", "generate_response"]);
    expectOnlyFrom(response, [ids["harbour-notes.txt"]!]);
  });
});
