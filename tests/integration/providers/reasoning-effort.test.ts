/**
 * REASONING_EFFORT over the OpenAI wire format (msw stands in for the API): a reasoning model gets
 * `reasoning_effort`, the fast model its own (FAST_REASONING_EFFORT), a model known to refuse it
 * never gets it, and an unknown model that refuses it is asked again once without it.
 */
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { createParameterMemory } from "../../../server/providers/chat-parameters";
import { createOpenAIChat } from "../../../server/providers/openai-chat";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, openaiBaseUrl, openaiEnv, unsupportedParameter, type ChatBody } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);
afterEach(() => openai.reset());

const client = () => new OpenAI({ apiKey: "sk-test", baseURL: openaiBaseUrl, maxRetries: 0 });
const request = { purpose: "other", messages: [{ role: "user" as const, content: "Hi" }], maxTokens: 50 };

describe("REASONING_EFFORT end to end", () => {
  const docent = suiteServices({
    prefix: "providers-effort-",
    env: { ...openaiEnv(), CHAT_MODEL: "o3", FAST_CHAT_MODEL: "o4-mini", REASONING_EFFORT: "high", FAST_REASONING_EFFORT: "low" },
    documents: [{ name: "paris.txt", text: parisText }],
  });

  it("the answer's model thinks hard, the fast model's small calls think little", async () => {
    openai.script("reasoner", "Paris has an estimated population of 2,102,650 residents [Source 1].");
    await docent.ask("How many people live in Paris?");
    const answerCalls = openai.chats.filter((chat) => chat.body.model === "o3");
    const smallCalls = openai.chats.filter((chat) => chat.body.model === "o4-mini");
    expect(answerCalls.map((call) => call.purpose)).toContain("reasoner");
    expect(smallCalls.map((call) => call.purpose)).toContain("judge");
    for (const call of answerCalls) expect(call.body.reasoning_effort, call.purpose).toBe("high");
    for (const call of smallCalls) expect(call.body.reasoning_effort, call.purpose).toBe("low");
  });
});

describe("REASONING_EFFORT per model", () => {
  it("is never sent to a model known to refuse it", async () => {
    const chat = createOpenAIChat({ client: client(), model: "gpt-4o-mini", parameters: createParameterMemory(), reasoningEffort: "low" });
    await chat.complete(request);
    expect(openai.chats[0]!.body).not.toHaveProperty("reasoning_effort");
  });

  it("goes to a model of unknown family; a refusal is retried once without it and remembered", async () => {
    openai.script("other", (body: ChatBody) => ("reasoning_effort" in body ? unsupportedParameter("reasoning_effort") : "Hello."));
    const chat = createOpenAIChat({
      client: client(),
      model: "served-model",
      parameters: createParameterMemory(),
      reasoningEffort: "medium",
    });
    expect((await chat.complete(request)).text).toBe("Hello.");
    expect((await chat.complete(request)).text).toBe("Hello.");
    expect(openai.chats.map((call) => "reasoning_effort" in call.body)).toEqual([true, false, false]);
  });

  it("a reasoning model served under its own name (a gpt-oss on vLLM, say) gets it", async () => {
    const chat = createOpenAIChat({ client: client(), model: "gpt-oss-20b", parameters: createParameterMemory(), reasoningEffort: "low" });
    await chat.complete(request);
    expect(openai.chats[0]!.body.reasoning_effort).toBe("low");
  });
});
