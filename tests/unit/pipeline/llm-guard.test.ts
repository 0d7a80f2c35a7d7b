/**
 * The LLM guard (server/pipeline/llm-guard.ts): only the uncertain band asks the model; a
 * malformed reply, an error or a timeout keeps the offline verdict.
 */
import { describe, expect, it } from "vitest";
import type { ChatModel } from "../../../server/core/llm";
import type { InjectionResult } from "../../../server/core/injection";
import { guardQuestion } from "../../../server/pipeline/llm-guard";

const uncertain: InjectionResult = { flagged: false, band: "uncertain", score: 0.5, patterns: [] };
const clear: InjectionResult = { flagged: false, band: "clear", score: 0.1, patterns: [] };
const usage = { prompt_tokens: 10, completion_tokens: 5, cost_usd: 0 };

function chatReplying(...texts: string[]): ChatModel & { calls: number } {
  const model = {
    calls: 0,
    complete: async () => {
      model.calls += 1;
      return { text: texts[Math.min(model.calls - 1, texts.length - 1)] ?? "", usage };
    },
  };
  return model as unknown as ChatModel & { calls: number };
}

describe("guardQuestion", () => {
  const signal = new AbortController().signal;

  it("asks the model in the uncertain band and follows its verdict", async () => {
    const chat = chatReplying('{"injection": true, "reason": "asks for the hidden prompt"}');
    expect(await guardQuestion("q", uncertain, { chat, signal })).toMatchObject({ flagged: true, decidedBy: "llm" });
  });

  it("makes no call outside the band or offline", async () => {
    const chat = chatReplying('{"injection": true}');
    expect(await guardQuestion("q", clear, { chat, signal })).toMatchObject({ flagged: false, decidedBy: "offline" });
    expect(await guardQuestion("q", uncertain, { chat: null, signal })).toMatchObject({ flagged: false, decidedBy: "offline" });
    expect(chat.calls).toBe(0);
  });

  it("keeps the offline verdict on malformed JSON", async () => {
    const chat = chatReplying("I think it is fine", "{not json");
    expect(await guardQuestion("q", uncertain, { chat, signal })).toMatchObject({ flagged: false, decidedBy: "fallback" });
  });

  it("keeps the offline verdict on a timeout", async () => {
    const chat = {
      complete: (request: { signal?: AbortSignal }) =>
        new Promise((_resolve, reject) =>
          request.signal?.addEventListener("abort", () => reject(request.signal?.reason ?? new Error("aborted"))),
        ),
    } as unknown as ChatModel;
    expect(await guardQuestion("q", uncertain, { chat, signal, timeoutMs: 50 })).toMatchObject({ flagged: false, decidedBy: "fallback" });
  });
});
