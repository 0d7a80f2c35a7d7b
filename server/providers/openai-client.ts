/** One OpenAI SDK client per process, for any OpenAI-compatible endpoint (docs/architecture.md#layers). */
import OpenAI from "openai";
import type { AppConfig } from "../config";

export function createOpenAIClient(config: AppConfig) {
  return new OpenAI({
    apiKey: config.OPENAI_API_KEY ?? "",
    baseURL: config.OPENAI_BASE_URL,
    timeout: config.LLM_TIMEOUT_MS,
    // The answer loop has its own retries; the SDK's own are kept small so a dead endpoint fails fast.
    maxRetries: 1,
  });
}
