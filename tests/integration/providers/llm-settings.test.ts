/**
 * The LLM settings: Azure's endpoint and key alone turn LLM mode on; deployment names default to
 * the model names; a half or double configuration stops start-up with one line naming the
 * setting, never a secret.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";

const azure = { AZURE_OPENAI_ENDPOINT: "https://docent.openai.azure.com/", AZURE_OPENAI_API_KEY: "azure-secret-42" };

describe("LLM settings", () => {
  it("OpenAI: FAST_CHAT_MODEL is optional, and the same as CHAT_MODEL means no second model", () => {
    expect(loadConfig({ OPENAI_API_KEY: "sk-x" }).llm).toEqual({
      provider: "openai",
      chatModel: "gpt-4o-mini",
      fastChatModel: null,
      embeddingModel: "text-embedding-3-small",
    });
    expect(loadConfig({ OPENAI_API_KEY: "sk-x", FAST_CHAT_MODEL: "gpt-4.1-nano" }).llm?.fastChatModel).toBe("gpt-4.1-nano");
    expect(loadConfig({ OPENAI_API_KEY: "sk-x", FAST_CHAT_MODEL: "gpt-4o-mini" }).llm?.fastChatModel).toBeNull();
    expect(loadConfig({ FAST_CHAT_MODEL: "gpt-4.1-nano" }).mode).toBe("offline");
  });

  it("ANSWER_MODE and REASONING_EFFORT: agent needs a model; efforts are the SDK's values", () => {
    expect(loadConfig({ OPENAI_API_KEY: "sk-x" }).ANSWER_MODE).toBe("pipeline");
    expect(loadConfig({ ...azure, ANSWER_MODE: "agent" }).ANSWER_MODE).toBe("agent");
    expect(() => loadConfig({ ANSWER_MODE: "agent" })).toThrow(/ANSWER_MODE: agent needs a model/);
    expect(() => loadConfig({ OPENAI_API_KEY: "sk-x", ANSWER_MODE: "agents" })).toThrow(/ANSWER_MODE/);
    expect(loadConfig({ OPENAI_API_KEY: "sk-x", REASONING_EFFORT: "low" }).REASONING_EFFORT).toBe("low");
    expect(() => loadConfig({ OPENAI_API_KEY: "sk-x", FAST_REASONING_EFFORT: "extreme" })).toThrow(/FAST_REASONING_EFFORT/);
  });

  it("Azure: endpoint and key turn LLM mode on; deployments default to the model names", () => {
    const config = loadConfig({ ...azure, CHAT_MODEL: "gpt-4o", FAST_CHAT_MODEL: "gpt-4o-mini" });
    expect(config.mode).toBe("llm");
    expect(config.embeddingProvider).toBe("openai");
    expect(config.llm).toEqual({
      provider: "azure",
      chatModel: "gpt-4o",
      fastChatModel: "gpt-4o-mini",
      embeddingModel: "text-embedding-3-small",
    });
    const named = loadConfig({
      ...azure,
      AZURE_OPENAI_CHAT_DEPLOYMENT: "chat",
      AZURE_OPENAI_FAST_DEPLOYMENT: "fast",
      AZURE_OPENAI_EMBEDDING_DEPLOYMENT: "embed",
    });
    expect(named.llm).toEqual({ provider: "azure", chatModel: "chat", fastChatModel: "fast", embeddingModel: "embed" });
  });

  it("refuses half and double configurations, naming the setting", () => {
    expect(() => loadConfig({ AZURE_OPENAI_ENDPOINT: azure.AZURE_OPENAI_ENDPOINT })).toThrow(/AZURE_OPENAI_API_KEY/);
    expect(() => loadConfig({ AZURE_OPENAI_API_KEY: "k" })).toThrow(/AZURE_OPENAI_ENDPOINT/);
    expect(() => loadConfig({ ...azure, OPENAI_API_KEY: "sk-x" })).toThrow(/OPENAI_API_KEY.*not both/);
    expect(() => loadConfig({ ...azure, OPENAI_BASE_URL: "http://localhost:11434/v1" })).toThrow(/OPENAI_BASE_URL/);
    expect(() => loadConfig({ OPENAI_API_KEY: "sk-x", AZURE_OPENAI_CHAT_DEPLOYMENT: "chat" })).toThrow(/AZURE_OPENAI_CHAT_DEPLOYMENT/);
    expect(() => loadConfig({ ...azure, AZURE_OPENAI_ENDPOINT: "not a url" })).toThrow(/AZURE_OPENAI_ENDPOINT/);
  });

  it("both providers at once stop start-up with one line, without the keys", () => {
    const result = spawnSync(
      process.execPath,
      [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), path.join(repoRoot, "server/main.ts")],
      {
        cwd: repoRoot,
        env: {
          NODE_ENV: "production",
          PATH: process.env.PATH ?? "",
          DATA_DIR: makeDataDir(),
          ...azure,
          OPENAI_API_KEY: "sk-also-secret-7",
        },
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/OPENAI_API_KEY/);
    expect(result.stderr).not.toMatch(/azure-secret-42|sk-also-secret-7/);
  });
});
