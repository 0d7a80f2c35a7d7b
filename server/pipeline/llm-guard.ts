/**
 * LLM guard (docs/architecture.md, "Defences"): in LLM mode, a question the offline detector
 * scores in its uncertain band (between `uncertainLow` and the threshold, both chosen on the dev
 * split) gets a second opinion from the chat model: a short JSON verdict (prompts/injection-guard.ts),
 * validated with zod, traced like every model call (the chat model passed in is the traced one).
 * On a malformed reply, a provider error or a timeout the offline verdict stands (not flagged).
 * Offline, and for questions outside the band, no call is made.
 */
import type { Usage } from "~/lib/response";
import type { ChatModel } from "../core/llm";
import type { InjectionResult } from "../core/injection";
import { injectionGuardPrompt, GuardVerdict } from "../prompts/injection-guard";
import { completeJson } from "../providers/json-completion";

/** The guard is a short call; it must not hold a question up for the full LLM timeout. */
export const guardTimeoutMs = 8_000;

export interface GuardOutcome {
  flagged: boolean;
  /** "offline": no call (clear, flagged, or no model); "llm": the model decided; "fallback": the call failed. */
  decidedBy: "offline" | "llm" | "fallback";
  usage?: Usage;
}

export async function guardQuestion(
  question: string,
  offline: InjectionResult,
  deps: { chat: ChatModel | null; signal: AbortSignal; timeoutMs?: number },
): Promise<GuardOutcome> {
  if (offline.band !== "uncertain" || !deps.chat) return { flagged: offline.flagged, decidedBy: "offline" };
  const timeout = AbortSignal.timeout(deps.timeoutMs ?? guardTimeoutMs);
  const signal = AbortSignal.any([deps.signal, timeout]);
  try {
    const reply = await completeJson({
      chat: deps.chat,
      request: { purpose: "injection_guard", messages: injectionGuardPrompt({ question }), temperature: 0, maxTokens: 60 },
      schema: GuardVerdict,
      signal,
    });
    if (!reply.ok) return { flagged: offline.flagged, decidedBy: "fallback", usage: reply.usage };
    return { flagged: reply.value.injection, decidedBy: "llm", usage: reply.usage };
  } catch (error) {
    // The person's own abort still stops the question; only the guard's timeout falls back.
    if (deps.signal.aborted) throw error;
    return { flagged: offline.flagged, decidedBy: "fallback" };
  }
}
