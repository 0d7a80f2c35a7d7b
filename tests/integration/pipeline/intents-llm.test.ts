/**
 * Intents and summaries in LLM mode (docs/architecture.md, "Intents", "Summaries"), on the real
 * stores, msw standing in for the OpenAI-compatible API: the model's intent is used, a malformed
 * reply falls back to the rules, and summaries are a map-reduce over the passages, cited, cached
 * per document and model, with the extractive summary when the model's JSON is unusable.
 */
import { afterEach, describe, expect, it } from "vitest";
import { lyonText, parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);
const docent = suiteServices({
  prefix: "pipeline-intents-llm-",
  env: openaiEnv(),
  documents: [
    { name: "paris.txt", text: parisText },
    { name: "lyon.txt", text: lyonText },
  ],
});

afterEach(() => openai.reset());

const idOf = (filename: string) => docent.documents.find((document) => document.filename === filename)!.id;

describe("LLM mode: intent", () => {
  it("asks the model once, in JSON, and follows its intent", async () => {
    openai.script("intent", JSON.stringify({ intent: "summary" }));
    // Nothing usable to cache: the summary tests below start from an empty cache.
    openai.script("summary", "no summary today");
    const { response } = await docent.ask("Tell me everything the Paris file says, briefly", { documentIds: [idOf("paris.txt")] });

    expect(openai.callsFor("intent")).toHaveLength(1);
    expect(openai.callsFor("intent")[0]!.body.messages.at(-1)!.content).toContain("Tell me everything the Paris file says");
    expect(response.intent).toBe("summary");
    expect(openai.callsFor("reasoner")).toHaveLength(0);
  });

  it("falls back to the offline rules when the model's reply is malformed twice", async () => {
    openai.script("intent", "intent: summary, I think", '{"intent": "chitchat"}');
    const { response } = await docent.ask("Paris and Lyon side by side");

    expect(openai.callsFor("intent")).toHaveLength(2);
    expect(response.intent).toBe("lookup");
    expect(openai.callsFor("reasoner").length).toBeGreaterThan(0);
  });

  it("asks nothing when the rules are sure: a comparison wording, a plain question", async () => {
    await docent.ask("Compare Paris and Lyon");
    await docent.ask("Where is the Eiffel Tower?");
    expect(openai.callsFor("intent")).toHaveLength(0);
  });

  it("answers small talk without any model call, search or answer call", async () => {
    const embeddings = openai.embeddingCalls();
    const { response } = await docent.ask("hello there, how are you?");

    expect(response.intent).toBe("small_talk");
    expect(response.citations).toEqual([]);
    expect(openai.embeddingCalls()).toBe(embeddings);
    expect(openai.chats).toEqual([]);
  });

  it("small talk the rules miss but the model recognises gets the small-talk reply", async () => {
    openai.script("intent", JSON.stringify({ intent: "small_talk" }));
    // A greeting neither the rules nor the learned small-talk classifier read ("Fancy meeting you here!" is the
    // learned one's since b64f4e7), and no question opening the rules would be sure of as a lookup.
    const { response } = await docent.ask("Top of the morning to ya!");

    expect(response.intent).toBe("small_talk");
    expect(openai.chats.map((chat) => chat.purpose)).toEqual(["intent"]);
  });
});

describe("LLM mode: summaries", () => {
  it("map-reduces the document's passages into cited sentences, then reuses the cached summary", async () => {
    openai.script(
      "summary",
      JSON.stringify({ points: [{ text: "Paris is the capital of France.", source: 1 }] }),
      JSON.stringify({ sentences: [{ text: "Paris is the capital and largest city of France, home to the Eiffel Tower.", point: 1 }] }),
    );
    const { response } = await docent.ask("Summarise paris.txt");

    const calls = openai.callsFor("summary");
    expect(calls).toHaveLength(2);
    expect(calls[0]!.body.messages[1]!.content).toContain("[Source 1]");
    expect(calls[1]!.body.messages[1]!.content).toContain("[Point 1] Paris is the capital of France.");
    expect(response.intent).toBe("summary");
    expect(response.answer).toContain("Paris is the capital and largest city of France, home to the Eiffel Tower [Source 1].");
    expect(response.citations[0]?.filename).toBe("paris.txt");
    expect(response.citations[0]?.chunk_id).toMatch(new RegExp(`^${idOf("paris.txt")}_\\d+$`));
    // The summary calls are counted in the answer's usage like every other model call.
    expect(response.timeline?.llm_calls.filter((call) => call.name === "llm.summary")).toHaveLength(2);

    openai.reset();
    const again = await docent.ask("Summarise paris.txt");
    expect(openai.callsFor("summary")).toHaveLength(0);
    expect(again.response.answer).toContain("home to the Eiffel Tower");
  });

  it("answers 'What are these documents about?' from the descriptions, with no summary call", async () => {
    const { response } = await docent.ask("What are these documents about?");
    expect(response.intent).toBe("summary");
    expect(openai.callsFor("summary")).toHaveLength(0);
    expect(response.answer.split("\n").filter((line) => line.startsWith("- "))).toHaveLength(2);
  });

  it("keeps the extractive summary when the model's summary JSON is unusable", async () => {
    openai.script("summary", "Here is a summary: Lyon is nice.");
    const { response } = await docent.ask("Summarise lyon.txt");

    expect(openai.callsFor("summary")).toHaveLength(2);
    expect(response.answer).toContain("Lyon is a city in the east of France");
    expect(response.citations.every((citation) => citation.filename === "lyon.txt")).toBe(true);
  });
});
