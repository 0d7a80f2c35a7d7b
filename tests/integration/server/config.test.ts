/** A bad setting stops start-up with one line naming the variable, never its value (docs/architecture.md#settings). */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";

const start = (env: Record<string, string>) =>
  spawnSync(process.execPath, [path.join(repoRoot, "node_modules/tsx/dist/cli.mjs"), path.join(repoRoot, "server/main.ts")], {
    cwd: repoRoot,
    env: { NODE_ENV: "production", PATH: process.env.PATH ?? "", DATA_DIR: makeDataDir(), ...env },
    encoding: "utf8",
    timeout: 60_000,
  });

describe("configuration", () => {
  it("PORT=abc exits 1 with one line naming PORT", () => {
    const result = start({ PORT: "abc" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PORT/);
    expect(lines[0]).not.toMatch(/abc/);
  });

  it("names the variable but never prints a secret value", () => {
    const result = start({ OPENAI_BASE_URL: "not a url", OPENAI_API_KEY: "sk-test-very-secret-1234" });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/OPENAI_BASE_URL/);
    expect(result.stderr).not.toContain("sk-test-very-secret-1234");
  });

  it("starts offline with no keys, and in LLM mode with OPENAI_API_KEY", () => {
    expect(loadConfig({}).mode).toBe("offline");
    expect(loadConfig({}).embeddingProvider).toBe("local");
    const llm = loadConfig({ OPENAI_API_KEY: "sk-x" });
    expect(llm.mode).toBe("llm");
    expect(llm.embeddingProvider).toBe("openai");
    expect(loadConfig({ PERPLEXITY_API_KEY: "p" }).webEnabled).toBe(true);
  });

  it("rejects out-of-range numbers and half-configured Langfuse", () => {
    expect(() => loadConfig({ TOP_K: "0" })).toThrow(/TOP_K/);
    expect(() => loadConfig({ LANGFUSE_PUBLIC_KEY: "pk" })).toThrow(/LANGFUSE_SECRET_KEY/);
    expect(() => loadConfig({ CHUNK_TOKENS: "100", CHUNK_OVERLAP_TOKENS: "100" })).toThrow(/CHUNK_OVERLAP_TOKENS/);
  });
});
