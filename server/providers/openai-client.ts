/**
 * One OpenAI SDK client per process (docs/architecture.md#layers): `OpenAI` for any
 * OpenAI-compatible endpoint, `AzureOpenAI` for Azure (api-version query, `api-key` header, the
 * deployment named in the path; the SDK puts the request's `model` there, so deployment names are
 * passed as model names).
 */
import OpenAI, { AzureOpenAI } from "openai";
import type { AppConfig } from "../config";

export function createOpenAIClient(config: AppConfig): OpenAI | null {
  if (!config.llm) return null;
  // The answer loop has its own retries; the SDK's own are kept small so a dead endpoint fails fast.
  const common = { timeout: config.LLM_TIMEOUT_MS, maxRetries: 1 };
  if (config.llm.provider === "azure") {
    return new AzureOpenAI({
      apiKey: config.AZURE_OPENAI_API_KEY,
      apiVersion: config.AZURE_OPENAI_API_VERSION,
      // Given as baseURL (not `endpoint`) so the SDK never falls back to OPENAI_BASE_URL from the environment.
      baseURL: azureBaseUrl(config.AZURE_OPENAI_ENDPOINT ?? ""),
      ...common,
    });
  }
  return new OpenAI({ apiKey: config.OPENAI_API_KEY ?? "", baseURL: config.OPENAI_BASE_URL, ...common });
}

/** `https://name.openai.azure.com/` → `https://name.openai.azure.com/openai`; an endpoint already ending in /openai is kept. */
export function azureBaseUrl(endpoint: string): string {
  const trimmed = endpoint.replace(/\/+$/, "");
  return /\/openai$/.test(trimmed) ? trimmed : `${trimmed}/openai`;
}
