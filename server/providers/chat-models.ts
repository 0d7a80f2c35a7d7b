/**
 * LLM mode's chat side, built once by services.ts: the main model, the fast model for small calls
 * when one is set (routed by purpose, routed-chat-model.ts), one memory of refused parameters
 * shared by both, and the start-up check whose outcome /api/health reports.
 */
import type OpenAI from "openai";
import type { AppConfig, LlmSettings } from "../config";
import type { ChatModel } from "../core/llm";
import type { Logger } from "../core/logger";
import { createParameterMemory } from "./chat-parameters";
import { startLlmProbe, type LlmCheck, type LlmProbe } from "./llm-probe";
import { createOpenAIChat } from "./openai-chat";
import { routedChatModel } from "./routed-chat-model";

/** `providers.llm` in /api/health. */
export type LlmHealth =
  | { enabled: false; model: null }
  | ({ enabled: true; provider: LlmSettings["provider"]; model: string; fast_model: string | null } & LlmCheck);

export interface ChatModels {
  /** What the pipeline gets: small calls to the fast model when there is one. */
  chat: ChatModel;
  probe: LlmProbe;
  health(): LlmHealth;
}

/** The start-up check waits at most this long for the endpoint (the SDK's own timeout may be a minute). */
const probeTimeoutMs = 15_000;

export function createChatModels(options: { client: OpenAI; config: AppConfig; settings: LlmSettings; logger: Logger }): ChatModels {
  const { client, config, settings } = options;
  const parameters = createParameterMemory(options.logger.child({ component: "llm" }));
  const effort = config.REASONING_EFFORT;
  const fastEffort = config.FAST_REASONING_EFFORT ?? effort;
  const main = createOpenAIChat({ client, model: settings.chatModel, parameters, ...(effort ? { reasoningEffort: effort } : {}) });
  const fast = settings.fastChatModel
    ? createOpenAIChat({ client, model: settings.fastChatModel, parameters, ...(fastEffort ? { reasoningEffort: fastEffort } : {}) })
    : null;
  const probe = startLlmProbe({
    client,
    settings,
    chat: main,
    fast,
    embeddingModel: config.embeddingProvider === "openai" ? settings.embeddingModel : null,
    timeoutMs: Math.min(config.LLM_TIMEOUT_MS, probeTimeoutMs),
    logger: options.logger.child({ component: "llm" }),
  });
  const watched = (chat: ChatModel): ChatModel => ({
    model: chat.model,
    async complete(request) {
      try {
        const completion = await chat.complete(request);
        probe.observe(chat.model, null);
        return completion;
      } catch (error) {
        probe.observe(chat.model, error);
        throw error;
      }
    },
  });
  return {
    chat: fast ? routedChatModel({ main: watched(main), fast: watched(fast) }) : watched(main),
    probe,
    health: () => ({ enabled: true, provider: settings.provider, model: main.model, fast_model: fast?.model ?? null, ...probe.current() }),
  };
}
