/**
 * FAST_CHAT_MODEL end to end (real SQLite and Chroma, msw for the OpenAI API): the small calls
 * (intent, follow-up rewriting, judge, suggestions) go to the fast model, the answer to CHAT_MODEL,
 * and the timeline says which model served each call.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);
afterEach(() => openai.reset());

const answer = "Paris has an estimated population of 2,102,650 residents [Source 1].";

describe("FAST_CHAT_MODEL", () => {
  const docent = suiteServices({
    prefix: "providers-fast-",
    env: { ...openaiEnv(), CHAT_MODEL: "gpt-4o", FAST_CHAT_MODEL: "gpt-4o-mini" },
    documents: [{ name: "paris.txt", text: parisText }],
  });

  it("serves the small calls with the fast model and the answer with the chat model; the timeline records each", async () => {
    openai.script("reasoner", answer);
    const first = await docent.ask("Tell me about the population of Paris.");
    // "they": the offline rewrite is unsure, so the fast model rewrites it (fast-rewrite.ts).
    const followUp = await docent.ask("What do they eat?", { conversationId: first.response.conversation_id });

    const modelsBy = (purpose: string) => [...new Set(openai.callsFor(purpose as never).map((call) => call.body.model))];
    expect(modelsBy("reasoner")).toEqual(["gpt-4o"]);
    for (const purpose of ["judge", "suggestions", "reformulate"]) expect(modelsBy(purpose), purpose).toEqual(["gpt-4o-mini"]);
    expect(openai.callsFor("reformulate")).toHaveLength(1);

    for (const { response } of [first, followUp]) {
      const calls = response.timeline?.llm_calls ?? [];
      expect(calls.length).toBeGreaterThan(0);
      for (const call of calls) expect(call.model, call.name).toBe(call.name.includes("reasoner") ? "gpt-4o" : "gpt-4o-mini");
    }
    const health = await docent.services.health();
    expect(health.providers.llm).toMatchObject({ enabled: true, model: "gpt-4o", fast_model: "gpt-4o-mini" });
  });
});

describe("without FAST_CHAT_MODEL", () => {
  const docent = suiteServices({ prefix: "providers-one-model-", env: openaiEnv(), documents: [{ name: "paris.txt", text: parisText }] });

  it("the one model does everything, as before", async () => {
    openai.script("reasoner", answer);
    await docent.ask("How many people live in Paris?");
    expect(new Set(openai.chats.map((call) => call.body.model))).toEqual(new Set(["gpt-4o-mini"]));
    expect((await docent.services.health()).providers.llm).toMatchObject({ model: "gpt-4o-mini", fast_model: null });
  });
});
