/**
 * Reasoning models over the real OpenAI wire format (msw stands in for the API): a known family
 * gets `max_completion_tokens` and no `temperature` from the first call; an unknown model that
 * answers 400 `unsupported_parameter` is retried once without it, and later calls leave it out.
 */
import { HttpResponse } from "msw";
import OpenAI from "openai";
import { afterEach, describe, expect, it } from "vitest";
import { createParameterMemory, reasoningHeadroomTokens } from "../../../server/providers/chat-parameters";
import { createOpenAIChat } from "../../../server/providers/openai-chat";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, judgeJson, openaiBaseUrl, openaiEnv, purposeOf, unsupportedParameter, type ChatBody } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);
afterEach(() => openai.reset());

const client = () => new OpenAI({ apiKey: "sk-test", baseURL: openaiBaseUrl, maxRetries: 0 });
const request = {
  purpose: "other",
  messages: [
    { role: "system" as const, content: "Be brief." },
    { role: "user" as const, content: "Hi" },
  ],
  temperature: 0.3,
  maxTokens: 100,
};

describe("reasoning models: known families", () => {
  const docent = suiteServices({
    prefix: "providers-reasoning-",
    env: { ...openaiEnv(), CHAT_MODEL: "o4-mini" },
    documents: [{ name: "paris.txt", text: parisText }],
  });

  it("an o4-mini answer is asked with max_completion_tokens and neither temperature nor max_tokens", async () => {
    openai.script("reasoner", "Paris has an estimated population of 2,102,650 residents [Source 1].");
    const { response } = await docent.ask("How many people live in Paris?");

    expect(response.answer).toContain("2,102,650");
    const calls = openai.chats.filter((chat) => chat.body.model === "o4-mini");
    expect(calls.map((chat) => chat.purpose)).toContain("reasoner");
    for (const call of calls) {
      expect(call.body, call.purpose).not.toHaveProperty("temperature");
      expect(call.body, call.purpose).not.toHaveProperty("max_tokens");
      expect(call.body.max_completion_tokens, call.purpose).toBeGreaterThan(reasoningHeadroomTokens);
    }
    // Nothing was refused, so nothing was asked twice.
    expect(openai.callsFor("reasoner")).toHaveLength(1);
  });
});

describe("reasoning models: learned once for the whole of Docent", () => {
  const docent = suiteServices({
    prefix: "providers-learned-",
    env: { ...openaiEnv(), CHAT_MODEL: "house-thinker" },
    documents: [{ name: "paris.txt", text: parisText }],
  });

  it("a model refusing temperature costs one failed call in all: every later call of every purpose leaves it out", async () => {
    const refusals: string[] = [];
    const refuse = (reply: string) => (body: ChatBody) => {
      if (!("temperature" in body)) return reply;
      refusals.push(purposeOf(body));
      return unsupportedParameter("temperature");
    };
    openai.script("reasoner", refuse("Paris has an estimated population of 2,102,650 residents [Source 1]."));
    openai.script("judge", refuse(judgeJson(24)));
    openai.script("suggestions", refuse(JSON.stringify({ questions: ["Which museums does Paris have?", "How big is Paris?"] })));
    const first = await docent.ask("How many people live in Paris?");
    await docent.ask("Which river runs through Paris?", { conversationId: first.response.conversation_id });

    expect(first.response.answer).toContain("2,102,650");
    expect(refusals).toEqual(["reasoner"]);
    const purposes = new Set(openai.chats.map((chat) => chat.purpose));
    for (const purpose of ["reasoner", "judge", "suggestions"]) expect(purposes, purpose).toContain(purpose);
    for (const call of openai.chats.slice(1)) expect(call.body, call.purpose).not.toHaveProperty("temperature");
  });
});

describe("reasoning models: learned from one 400", () => {
  it("retries once without a refused parameter and remembers it: the second answer makes no failing call", async () => {
    const statuses: number[] = [];
    openai.script("other", (body: ChatBody) => {
      const refused = "temperature" in body;
      statuses.push(refused ? 400 : 200);
      return refused ? unsupportedParameter("temperature") : "Hello.";
    });
    const chat = createOpenAIChat({ client: client(), model: "house-reasoner", parameters: createParameterMemory() });

    expect((await chat.complete(request)).text).toBe("Hello.");
    expect(statuses).toEqual([400, 200]);
    expect((await chat.complete(request)).text).toBe("Hello.");
    expect(statuses).toEqual([400, 200, 200]);
    expect(openai.chats.at(-1)?.body).not.toHaveProperty("temperature");
    // The other parameters are kept: only what the model refused goes.
    expect(openai.chats.at(-1)?.body.max_tokens).toBe(100);
  });

  it("a refused max_tokens becomes max_completion_tokens; each refusal costs one failed call, once", async () => {
    openai.script("other", (body: ChatBody) => {
      if ("max_tokens" in body) return unsupportedParameter("max_tokens");
      // OpenAI's own shape for temperature on a reasoning model: unsupported_value.
      if ("temperature" in body) {
        return HttpResponse.json(
          {
            error: {
              message: "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.",
              type: "invalid_request_error",
              param: "temperature",
              code: "unsupported_value",
            },
          },
          { status: 400 },
        );
      }
      return "Hello.";
    });
    const memory = createParameterMemory();
    const first = createOpenAIChat({ client: client(), model: "new-thinker", parameters: memory });
    expect((await first.complete(request)).text).toBe("Hello.");
    expect(openai.chats).toHaveLength(3);

    // Another client of the same model (the fast one, say) shares what was learned.
    const second = createOpenAIChat({ client: client(), model: "new-thinker", parameters: memory });
    expect((await second.complete(request)).text).toBe("Hello.");
    expect(openai.chats).toHaveLength(4);
    expect(openai.chats[3]!.body).toMatchObject({ max_completion_tokens: 100 + reasoningHeadroomTokens });
    expect(openai.chats[3]!.body).not.toHaveProperty("temperature");
  });

  it("a model that may not stream answers in one piece, and the page still gets the text", async () => {
    openai.script("other", (body: ChatBody) =>
      body.stream
        ? HttpResponse.json(
            {
              error: {
                message: "Your organization must be verified to stream this model.",
                type: "invalid_request_error",
                param: "stream",
                code: "unsupported_value",
              },
            },
            { status: 400 },
          )
        : "Streamed at last.",
    );
    const chat = createOpenAIChat({ client: client(), model: "o3", parameters: createParameterMemory() });
    const tokens: string[] = [];
    expect((await chat.complete({ ...request, onToken: (text) => tokens.push(text) })).text).toBe("Streamed at last.");
    expect(tokens.join("")).toBe("Streamed at last.");
    await chat.complete({ ...request, onToken: () => undefined });
    expect(openai.chats.map((call) => call.body.stream ?? false)).toEqual([true, false, false]);
  });

  it("a 400 about anything else is not retried", async () => {
    openai.script("other", () =>
      HttpResponse.json(
        { error: { message: "Invalid 'messages': empty.", type: "invalid_request_error", param: "messages", code: "invalid_value" } },
        { status: 400 },
      ),
    );
    const chat = createOpenAIChat({ client: client(), model: "gpt-4o-mini", parameters: createParameterMemory() });
    await expect(chat.complete(request)).rejects.toThrow(/400/);
    expect(openai.chats).toHaveLength(1);
  });
});
