/**
 * The time budget in LLM mode (docs/architecture.md, "The time budget"), by order and overlap of the
 * model calls, never by wall time: a plain first question makes no call before the answer; a
 * follow-up with one clear subject makes none either (rewritten offline), one the rules are unsure
 * of makes one fast call (rewrite and intent together) beside the answer, and is answered again
 * only when that rewrite leads elsewhere; the judge and the suggestions are in
 * flight at the same moment; the same turn asked again reuses its rewrite. Real stores, msw for
 * the OpenAI API.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, judgeJson, openaiEnv, type ChatPurpose, type Script } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);

/** Every call's start and end, in the order they happened. */
const log: string[] = [];
afterEach(() => {
  openai.reset();
  log.length = 0;
  started.clear();
});

const started = new Set<ChatPurpose>();
/** A reply that records when it starts and ends; `waitFor`: held until that purpose has started too (at most 5 s). */
function logged(purpose: ChatPurpose, reply: string, waitFor?: ChatPurpose): Script {
  return async () => {
    log.push(`start ${purpose}`);
    started.add(purpose);
    for (let step = 0; waitFor && step < 100 && !started.has(waitFor); step++) await new Promise((resolve) => setTimeout(resolve, 50));
    log.push(`end ${purpose}`);
    return reply;
  };
}

/** Both calls were in flight at one moment: each started before the other ended. */
function overlapped(first: ChatPurpose, second: ChatPurpose) {
  return log.indexOf(`start ${first}`) < log.indexOf(`end ${second}`) && log.indexOf(`start ${second}`) < log.indexOf(`end ${first}`);
}

const populationAnswer = "Paris has an estimated population of 2,102,650 residents [Source 1].";
const suggestionsJson = JSON.stringify({
  questions: ["What is the capital of France?", "Which museums does Paris have?", "How big is Paris?"],
});

function scriptAll() {
  openai.script("reasoner", logged("reasoner", populationAnswer));
  openai.script("judge", logged("judge", judgeJson(24), "suggestions"));
  openai.script("suggestions", logged("suggestions", suggestionsJson, "judge"));
  openai.script("reformulate", logged("reformulate", JSON.stringify({ query: "How many people live in Paris?", intent: "lookup" })));
}

describe("the time budget (LLM mode)", () => {
  const docent = suiteServices({
    prefix: "providers-budget-",
    env: { ...openaiEnv(), CHAT_MODEL: "gpt-4o", FAST_CHAT_MODEL: "gpt-4o-mini", MAX_ANSWER_ATTEMPTS: "1" },
    documents: [{ name: "paris.txt", text: parisText }],
  });

  it("a first question: the answer is the first call; judge and suggestions run side by side after it", async () => {
    scriptAll();
    const { response } = await docent.ask("How many people live in Paris?");

    expect(response.answer).toContain("2,102,650");
    expect(log[0]).toBe("start reasoner");
    expect(log.indexOf("end reasoner")).toBeLessThan(log.indexOf("start judge"));
    expect(log.indexOf("end reasoner")).toBeLessThan(log.indexOf("start suggestions"));
    // Neither waited for the other to finish.
    expect(overlapped("judge", "suggestions"), log.join(", ")).toBe(true);
    expect(openai.chats.map((chat) => chat.purpose).sort()).toEqual(["judge", "reasoner", "suggestions"]);
    expect(response.suggestions).toHaveLength(3);
  });

  it("a follow-up with one clear subject is rewritten offline: no call before the answer, the turns reach the reasoner", async () => {
    scriptAll();
    const first = await docent.ask("What is the capital of France?");
    log.length = 0;
    started.clear();
    openai.chats.length = 0;
    const { response } = await docent.ask("How many people live there?", { conversationId: first.response.conversation_id });

    expect(log[0]).toBe("start reasoner");
    expect(openai.chats.map((chat) => chat.purpose).sort()).toEqual(["judge", "reasoner", "suggestions"]);
    const prompt = openai.callsFor("reasoner")[0]!.body.messages.at(-1)!.content;
    expect(prompt).toContain("Question: How many people live in Paris?");
    expect(prompt).toContain("<history>");
    expect(overlapped("judge", "suggestions"), log.join(", ")).toBe(true);
    expect(response.answer).toContain("2,102,650");
  });

  it("a follow-up the rules are unsure of: the fast rewrite runs beside the answer and the judge reads it", async () => {
    scriptAll();
    // Held until the answer has started: the rewrite cannot be waited for before the answer.
    openai.script(
      "reformulate",
      logged("reformulate", JSON.stringify({ query: "What do the people of Paris eat?", intent: "lookup" }), "reasoner"),
    );
    const first = await docent.ask("How many people live in Paris?");
    log.length = 0;
    started.clear();
    openai.chats.length = 0;
    const { response, events } = await docent.ask("What do they eat?", { conversationId: first.response.conversation_id });

    // No call comes before the answer: the rewrite and the answer are in flight together.
    expect(overlapped("reformulate", "reasoner"), log.join(", ")).toBe(true);
    expect(openai.callsFor("reformulate")).toHaveLength(1);
    expect(openai.callsFor("intent")).toHaveLength(0);
    expect(openai.callsFor("reformulate")[0]!.body.model).toBe("gpt-4o-mini");
    expect(openai.callsFor("reformulate")[0]!.body.messages[0]!.content).toContain('"intent"');
    expect(openai.callsFor("reformulate")[0]!.body.messages.at(-1)!.content).toContain("Latest question: What do they eat?");
    // The reasoner reads the question as asked, with the turn it leans on.
    const prompt = openai.callsFor("reasoner")[0]!.body.messages.at(-1)!.content;
    expect(prompt).toContain("Question: What do they eat?");
    expect(prompt).toContain("<history>");
    expect(prompt).toContain("How many people live in Paris?");
    // The rewrite's passages were the answer's, so the draft stands and the judge reads the rewrite.
    expect(openai.callsFor("reasoner")).toHaveLength(1);
    expect(events.some((event) => event.type === "answer-reset")).toBe(false);
    expect(openai.callsFor("judge")[0]!.body.messages.at(-1)!.content).toContain("What do the people of Paris eat?");
    expect(overlapped("judge", "suggestions"), log.join(", ")).toBe(true);
    expect(response.intent).toBe("lookup");
    expect(response.timeline?.steps.map((step) => step.name)).toContain("follow-up-check");
  });

  it("the same turn asked again reuses its rewrite: no second fast call", async () => {
    scriptAll();
    for (let round = 0; round < 2; round++) {
      const first = await docent.ask("Which museums does Paris have?");
      await docent.ask("When are they open?", { conversationId: first.response.conversation_id });
    }
    expect(openai.callsFor("reformulate")).toHaveLength(1);
    expect(openai.callsFor("reasoner")).toHaveLength(4);
  });

  it("a stand-alone question whose search is weak: one fast search rewrite, a second search, then the answer; cached per question", async () => {
    scriptAll();
    openai.script(
      "search-rewrite",
      logged("search-rewrite", JSON.stringify({ query: "Paris population residents inhabitants capital of France" })),
    );
    // No word of it is in the document, and its meaning is in another language than the passage's.
    const question = "Wie viele Einwohner hat die französische Hauptstadt?";
    const { response } = await docent.ask(question);

    expect(log.slice(0, 2)).toEqual(["start search-rewrite", "end search-rewrite"]);
    expect(log[2]).toBe("start reasoner");
    expect(openai.callsFor("search-rewrite")[0]!.body.model).toBe("gpt-4o-mini");
    expect(openai.callsFor("search-rewrite")[0]!.body.messages.at(-1)!.content).toContain(question);
    // The passage the rewritten search found reaches the answer, and the question is still the user's.
    const prompt = openai.callsFor("reasoner")[0]!.body.messages.at(-1)!.content;
    expect(prompt).toContain("2,102,650");
    expect(prompt).toContain(`Question: ${question}`);
    expect(response.retrieved?.[0]?.filename).toBe("paris.txt");

    await docent.ask(question);
    expect(openai.callsFor("search-rewrite")).toHaveLength(1);
    expect(openai.callsFor("reasoner")).toHaveLength(2);
  });

  it("a question whose search finds the question's words makes no search rewrite", async () => {
    scriptAll();
    await docent.ask("When was the Eiffel Tower completed?");
    expect(openai.callsFor("search-rewrite")).toHaveLength(0);
  });
});

describe("the time budget: a follow-up whose offline guess was wrong", () => {
  const docent = suiteServices({
    prefix: "providers-budget-guess-",
    env: { ...openaiEnv(), CHAT_MODEL: "gpt-4o", FAST_CHAT_MODEL: "gpt-4o-mini", MAX_ANSWER_ATTEMPTS: "1", TOP_K: "1" },
    documents: [
      { name: "paris.txt", text: parisText },
      { name: "lyon-food.txt", text: "Lyon cuisine\n\nLyon is known for quenelles, saucisson and the bouchons where they are served." },
    ],
  });

  it("the rewrite leads to passages the answer was not given: the draft is withdrawn and answered again from the rewrite", async () => {
    scriptAll();
    openai.script("reasoner", logged("reasoner", populationAnswer), logged("reasoner", "Lyon is known for quenelles [Source 1]."));
    openai.script("reformulate", logged("reformulate", JSON.stringify({ query: "Which dishes is Lyon cuisine known for?" }), "reasoner"));
    const first = await docent.ask("How many people live in Paris?");
    openai.chats.length = 0;
    log.length = 0;
    started.clear();
    const { response, events } = await docent.ask("What do they eat?", { conversationId: first.response.conversation_id });

    expect(overlapped("reformulate", "reasoner"), log.join(", ")).toBe(true);
    const reasoners = openai.callsFor("reasoner");
    expect(reasoners).toHaveLength(2);
    expect(reasoners[0]!.body.messages.at(-1)!.content).toContain("Question: What do they eat?");
    expect(reasoners[1]!.body.messages.at(-1)!.content).toContain("Question: Which dishes is Lyon cuisine known for?");
    expect(reasoners[1]!.body.messages.at(-1)!.content).toContain("quenelles");
    // The withdrawn draft was never judged, and the page was told to drop it.
    expect(openai.callsFor("judge")).toHaveLength(1);
    expect(openai.callsFor("judge")[0]!.body.messages.at(-1)!.content).toContain("Lyon is known for quenelles");
    expect(events.some((event) => event.type === "answer-reset")).toBe(true);
    expect(response.citations.map((citation) => citation.filename)).toEqual(["lyon-food.txt"]);
  });

  it("the rewrite asks for a summary: the draft is withdrawn and the summaries answer", async () => {
    openai.script("reasoner", logged("reasoner", populationAnswer));
    openai.script("judge", judgeJson(24));
    openai.script("suggestions", suggestionsJson);
    openai.script(
      "reformulate",
      logged("reformulate", JSON.stringify({ query: "Summarise what the documents say about Paris.", intent: "summary" }), "reasoner"),
    );
    const first = await docent.ask("How many people live in Paris?");
    openai.chats.length = 0;
    log.length = 0;
    started.clear();
    const { response, events } = await docent.ask("What about them overall?", { conversationId: first.response.conversation_id });

    expect(overlapped("reformulate", "reasoner"), log.join(", ")).toBe(true);
    expect(openai.callsFor("reasoner")).toHaveLength(1);
    expect(openai.callsFor("judge")).toHaveLength(0);
    expect(events.some((event) => event.type === "answer-reset")).toBe(true);
    expect(response.intent).toBe("summary");
    expect(response.answer).not.toContain("2,102,650 residents [Source 1]");
  });
});
