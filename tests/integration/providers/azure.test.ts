/**
 * Azure OpenAI over its real wire format (msw stands in for the resource): every call goes to
 * `/openai/deployments/<deployment>/…` with the `api-version` query and the `api-key` header (no
 * bearer token); answers, small calls and embeddings each use their own deployment.
 */
import { afterEach, describe, expect, it } from "vitest";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createOpenAIMock } from "../../mocks/openai";
import { recordOutsideRequests, suiteHandlers } from "../../setup";

const endpoint = "https://docent-test.openai.azure.com";
const azure = createOpenAIMock({ azure: { endpoint }, apiKey: "azure-key-1", models: ["docent-chat", "docent-fast", "docent-embed"] });
suiteHandlers(...azure.handlers);
const outside = recordOutsideRequests();
afterEach(() => azure.reset());

const azureEnv = {
  AZURE_OPENAI_ENDPOINT: `${endpoint}/`,
  AZURE_OPENAI_API_KEY: "azure-key-1",
  AZURE_OPENAI_API_VERSION: "2024-10-21",
  AZURE_OPENAI_CHAT_DEPLOYMENT: "docent-chat",
  AZURE_OPENAI_FAST_DEPLOYMENT: "docent-fast",
  AZURE_OPENAI_EMBEDDING_DEPLOYMENT: "docent-embed",
};

describe("Azure OpenAI", () => {
  const docent = suiteServices({ prefix: "providers-azure-", env: azureEnv, documents: [{ name: "paris.txt", text: parisText }] });

  it("sends every call to its deployment with the api-version and the api-key header", async () => {
    azure.script("reasoner", "Paris has an estimated population of 2,102,650 residents [Source 1].");
    const { response } = await docent.ask("How many people live in Paris?");

    expect(response.mode).toBe("llm");
    expect(response.answer).toContain("2,102,650");
    expect(azure.chats.length).toBeGreaterThan(1);
    for (const call of azure.chats) {
      const url = new URL(call.url);
      expect(url.pathname).toBe(`/openai/deployments/${call.body.model}/chat/completions`);
      expect(url.searchParams.get("api-version")).toBe("2024-10-21");
      expect(call.headers.get("api-key")).toBe("azure-key-1");
      expect(call.headers.get("authorization")).toBeNull();
    }
    expect(azure.callsFor("reasoner").map((call) => call.body.model)).toEqual(["docent-chat"]);
    expect(new Set(azure.callsFor("judge").map((call) => call.body.model))).toEqual(new Set(["docent-fast"]));

    const embeddings = outside.filter((url) => url.includes("/embeddings"));
    expect(embeddings.length).toBeGreaterThan(0);
    for (const url of embeddings) expect(url).toBe(`${endpoint}/openai/deployments/docent-embed/embeddings?api-version=2024-10-21`);
  });

  it("checks each deployment at start and reports the outcome in health", async () => {
    await docent.services.llmProbe?.settled();
    const health = await docent.services.health();
    expect(health.providers.llm).toEqual({
      enabled: true,
      provider: "azure",
      model: "docent-chat",
      fast_model: "docent-fast",
      status: "ok",
      message: null,
    });
  });
});

describe("Azure OpenAI with a wrong key or deployment", () => {
  const wrongKey = suiteServices({ prefix: "providers-azure-key-", env: { ...azureEnv, AZURE_OPENAI_API_KEY: "azure-key-wrong" } });
  const wrongDeployment = suiteServices({
    prefix: "providers-azure-deployment-",
    env: { ...azureEnv, AZURE_OPENAI_CHAT_DEPLOYMENT: "docent-chta" },
  });

  it("names the setting to fix, never the key", async () => {
    await wrongKey.services.llmProbe?.settled();
    const keyHealth = (await wrongKey.services.health()).providers.llm;
    expect(keyHealth).toMatchObject({
      status: "error",
      message: "The LLM endpoint refused the API key (401): check AZURE_OPENAI_API_KEY.",
    });

    await wrongDeployment.services.llmProbe?.settled();
    const deploymentHealth = (await wrongDeployment.services.health()).providers.llm;
    expect(deploymentHealth).toMatchObject({
      status: "error",
      message: `There is no deployment 'docent-chta' (AZURE_OPENAI_CHAT_DEPLOYMENT) at ${endpoint} (404 DeploymentNotFound).`,
    });
    expect(JSON.stringify([keyHealth, deploymentHealth])).not.toContain("azure-key");
  });
});
