/**
 * A wrong key, model or URL in LLM mode: Docent still starts, logs what is wrong, and /api/health
 * says it in words under `providers.llm`, naming the setting to fix. Real Docent processes; the
 * OpenAI stand-in is served over HTTP with the real wire format (a 401 for another key, a model
 * list without the misspelt model); the wrong URL is a closed port (connection refused).
 */
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDocent, type DocentServer } from "../../helpers/docent-server";
import { serveHandlers, type MswHttpServer } from "../../helpers/msw-over-http";
import { anyHostBaseUrl, createOpenAIMock } from "../../mocks/openai";

interface LlmHealth {
  enabled: boolean;
  status: string;
  message: string | null;
}

/** Polls /api/health until the start-up check has finished (bounded). */
async function llmHealthOf(docent: DocentServer): Promise<LlmHealth> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const health = (await (await fetch(`${docent.url}/api/health`)).json()) as { providers: { llm: LlmHealth } };
    if (health.providers.llm.status !== "checking" || Date.now() > deadline) return health.providers.llm;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A port nothing listens on: bound, noted, closed. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("LLM endpoint check in /api/health", () => {
  let standIn: MswHttpServer;
  const started: DocentServer[] = [];
  const start = async (env: Record<string, string>) => {
    // Local embeddings: the check is about the chat endpoint, and nothing else should call it.
    const docent = await startDocent({ env: { EMBEDDING_PROVIDER: "local", ...env } });
    started.push(docent);
    return docent;
  };

  beforeAll(async () => {
    standIn = await serveHandlers(
      createOpenAIMock({ baseUrl: anyHostBaseUrl, apiKey: "sk-right", models: ["gpt-4o-mini", "gpt-4.1-nano"] }).handlers,
    );
  });
  afterAll(async () => {
    await Promise.all(started.map((docent) => docent.stop("SIGKILL")));
    await standIn?.close();
  });

  it("all good: status ok, no message", async () => {
    const docent = await start({ OPENAI_API_KEY: "sk-right", OPENAI_BASE_URL: `${standIn.url}/v1`, FAST_CHAT_MODEL: "gpt-4.1-nano" });
    expect(await llmHealthOf(docent)).toMatchObject({
      enabled: true,
      status: "ok",
      message: null,
      model: "gpt-4o-mini",
      fast_model: "gpt-4.1-nano",
    });
  });

  it("a wrong key (401): names OPENAI_API_KEY, never shows the key", async () => {
    const docent = await start({ OPENAI_API_KEY: "sk-wrong-key-123", OPENAI_BASE_URL: `${standIn.url}/v1` });
    const llm = await llmHealthOf(docent);
    expect(llm).toMatchObject({ status: "error", message: "The LLM endpoint refused the API key (401): check OPENAI_API_KEY." });
    expect(docent.output()).toContain("check OPENAI_API_KEY");
    expect(docent.output()).not.toContain("sk-wrong-key-123");
  });

  it("a wrong model: names the model and CHAT_MODEL, with the close names the endpoint offers", async () => {
    const docent = await start({ OPENAI_API_KEY: "sk-right", OPENAI_BASE_URL: `${standIn.url}/v1`, CHAT_MODEL: "gpt-4o-mnii" });
    const llm = await llmHealthOf(docent);
    expect(llm.status).toBe("error");
    expect(llm.message).toBe(
      `The model 'gpt-4o-mnii' (CHAT_MODEL) is not offered by the LLM endpoint at ${standIn.url} (it offers 'gpt-4o-mini', 'gpt-4.1-nano').`,
    );
  });

  it("a wrong URL (connection refused): names OPENAI_BASE_URL; Docent still starts and answers", async () => {
    const port = await closedPort();
    const docent = await start({ OPENAI_API_KEY: "sk-right", OPENAI_BASE_URL: `http://127.0.0.1:${port}/v1` });
    const llm = await llmHealthOf(docent);
    expect(llm).toMatchObject({
      status: "error",
      message: `Cannot reach the LLM endpoint at http://127.0.0.1:${port} (connection refused): check OPENAI_BASE_URL and that the server is running.`,
    });
    // The documents list still works: start-up did not fail.
    expect((await fetch(`${docent.url}/api/documents`)).status).toBe(200);
  });
});
