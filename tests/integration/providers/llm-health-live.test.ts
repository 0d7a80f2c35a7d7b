/**
 * Health follows the endpoint after start: a real call failing with a wrong key, an unknown model
 * (404 model_not_found) or a refused connection replaces the start-up verdict with the message
 * naming the setting, and the next success clears it (msw, the OpenAI wire format).
 */
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const openai = createOpenAIMock();
suiteHandlers(...openai.handlers);
afterEach(() => openai.reset());

describe("LLM health after start", () => {
  const docent = suiteServices({
    prefix: "providers-live-",
    env: { ...openaiEnv(), EMBEDDING_PROVIDER: "local" },
    documents: [{ name: "paris.txt", text: parisText }],
  });
  const llmHealth = async () => (await docent.services.health()).providers.llm;

  it("a 404 model_not_found, a 401 and a refused connection at question time are named; a success clears them", async () => {
    await docent.services.llmProbe?.settled();
    expect(await llmHealth()).toMatchObject({ status: "ok", message: null });

    openai.failWith(() =>
      HttpResponse.json(
        {
          error: {
            message: "The model `gpt-4o-mini` does not exist or you do not have access to it.",
            type: "invalid_request_error",
            param: null,
            code: "model_not_found",
          },
        },
        { status: 404 },
      ),
    );
    await docent.ask("How many people live in Paris?");
    expect(await llmHealth()).toMatchObject({
      status: "error",
      message: "The model 'gpt-4o-mini' (CHAT_MODEL) does not exist at http://llm.test, or this key may not use it (404 model_not_found).",
    });

    openai.failWith(() =>
      HttpResponse.json(
        {
          error: {
            message: "Incorrect API key provided: sk-te***st.",
            type: "invalid_request_error",
            param: null,
            code: "invalid_api_key",
          },
        },
        { status: 401 },
      ),
    );
    await docent.ask("How many people live in Paris?");
    expect(await llmHealth()).toMatchObject({
      status: "error",
      message: "The LLM endpoint refused the API key (401): check OPENAI_API_KEY.",
    });

    openai.failWith(() => HttpResponse.error());
    await docent.ask("How many people live in Paris?");
    expect(await llmHealth()).toMatchObject({
      status: "error",
      message: expect.stringMatching(/^Cannot reach the LLM endpoint at http:\/\/llm\.test \(.+\): check OPENAI_BASE_URL/),
    });

    openai.failWith(null);
    await docent.ask("How many people live in Paris?");
    expect(await llmHealth()).toMatchObject({ status: "ok", message: null });
  });
});
