/**
 * The time budget in LLM mode (docs/architecture.md, "The time budget"), by order and overlap of the
 * model calls, never by wall time: a plain first question makes no call before the answer; a
 * follow-up makes exactly one (rewrite and intent together); the judge and the suggestions are in
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

  it("a follow-up: one fast call (rewrite and intent together) before the answer, then judge beside suggestions", async () => {
    scriptAll();
    const first = await docent.ask("What is the capital of France?");
    log.length = 0;
    started.clear();
    openai.chats.length = 0;
    const { response } = await docent.ask("How many people live there?", { conversationId: first.response.conversation_id });

    const beforeAnswer = log.slice(0, log.indexOf("start reasoner")).filter((entry) => entry.startsWith("start"));
    expect(beforeAnswer).toEqual(["start reformulate"]);
    expect(openai.callsFor("intent")).toHaveLength(0);
    expect(openai.callsFor("reformulate")[0]!.body.model).toBe("gpt-4o-mini");
    expect(openai.callsFor("reformulate")[0]!.body.messages[0]!.content).toContain('"intent"');
    expect(openai.callsFor("reasoner")[0]!.body.messages.at(-1)!.content).toContain("How many people live in Paris?");
    expect(overlapped("judge", "suggestions"), log.join(", ")).toBe(true);
    expect(response.intent).toBe("lookup");
  });

  it("the same turn asked again reuses its rewrite: no second fast call", async () => {
    scriptAll();
    for (let round = 0; round < 2; round++) {
      const first = await docent.ask("What is the capital of France?");
      await docent.ask("And how old is it?", { conversationId: first.response.conversation_id });
    }
    expect(openai.callsFor("reformulate")).toHaveLength(1);
    expect(openai.callsFor("reasoner")).toHaveLength(4);
  });

});
