import { describe, expect, it } from "vitest";
import { runAnswerLoop } from "../../../server/pipeline/answer-loop";
import { FALLBACK_ANSWER } from "../../../server/pipeline/validator";
import type { CompletionRequest } from "../../../server/providers/llm";
import { judgeReply, makeDeps, parisChunks, scriptedChat } from "./stage-fixtures";

const input = () => ({ question: "How many people live in Paris?", chunks: parisChunks(), style: "concise" as const });

/** Replies by purpose: reasoner drafts in order, judge verdicts in order. */
function chatFor(drafts: string[], verdicts: string[]) {
  let draft = 0;
  let verdict = 0;
  return scriptedChat([
    (request: CompletionRequest) =>
      request.purpose === "reasoner" ? drafts[Math.min(draft++, drafts.length - 1)]! : verdicts[Math.min(verdict++, verdicts.length - 1)]!,
  ]);
}

describe("runAnswerLoop", () => {
  it("retries a low score with the validator's feedback and keeps the passing attempt", async () => {
    const chat = chatFor(
      ["Paris is a city [Source 1].", "Paris has 2,102,650 residents [Source 1]."],
      [judgeReply(20, "State the population figure."), judgeReply(100)],
    );
    const started: number[] = [];
    const stages: string[] = [];
    const result = await runAnswerLoop(input(), makeDeps({ chat }), {
      onAttemptStart: (attempt) => started.push(attempt),
      onStageStart: (stage) => stages.push(stage),
    });
    expect(started).toEqual([1, 2]);
    expect(stages).toEqual(["reasoner", "validator", "reasoner", "validator"]);
    expect(result.attempts).toHaveLength(2);
    expect(result.attempts[0]!.score).toBeLessThan(0.75);
    expect(result.attempts[0]!.feedback).toContain("State the population figure.");
    expect(result.attempts[1]!.score).toBeGreaterThanOrEqual(0.75);
    const reasonerCalls = chat.requests.filter((request) => request.purpose === "reasoner");
    expect(reasonerCalls[0]!.messages[0]!.content).not.toContain("State the population figure.");
    expect(reasonerCalls[1]!.messages[0]!.content).toContain("State the population figure.");
    expect(result.validation.is_valid).toBe(true);
    expect(result.validation.answer).toBe("Paris has 2,102,650 residents [Source 1].");
    expect(result.usage.prompt_tokens).toBe(40);
  });

  it("gives the fallback after the configured number of low attempts, keeping the best one's details", async () => {
    const chat = chatFor(["Paris is a city [Source 1]."], [judgeReply(10), judgeReply(40), judgeReply(20)]);
    const result = await runAnswerLoop(input(), makeDeps({ chat }, { MAX_ANSWER_ATTEMPTS: "3" }));
    expect(result.attempts.map((attempt) => attempt.attempt)).toEqual([1, 2, 3]);
    expect(result.validation.is_valid).toBe(false);
    expect(result.validation.answer).toBe(FALLBACK_ANSWER);
    expect(result.validation.fallback_response).toBe(FALLBACK_ANSWER);
    expect(result.validation.confidence).toBe("low");
    expect(result.validation.confidence_score).toBe(Math.max(...result.attempts.map((attempt) => attempt.score)));
    expect(result.validation.reason).toMatch(/after 3 attempts/);
  });

  it("honours MAX_ANSWER_ATTEMPTS", async () => {
    const chat = chatFor(["Paris is a city [Source 1]."], [judgeReply(10)]);
    const result = await runAnswerLoop(input(), makeDeps({ chat }, { MAX_ANSWER_ATTEMPTS: "2" }));
    expect(result.attempts).toHaveLength(2);
  });

  it("retries after a provider error", async () => {
    let calls = 0;
    const chat = scriptedChat([
      (request: CompletionRequest) => {
        if (request.purpose === "reasoner" && calls++ === 0) throw new Error("503 Service Unavailable");
        return request.purpose === "reasoner" ? "Paris has 2,102,650 residents [Source 1]." : judgeReply(100);
      },
    ]);
    const result = await runAnswerLoop(input(), makeDeps({ chat }));
    expect(result.attempts).toHaveLength(2);
    expect(result.attempts[0]!.score).toBe(0);
    expect(result.validation.is_valid).toBe(true);
  });

  it("runs one attempt offline (the extractive answer would not change)", async () => {
    const started: number[] = [];
    const offlineInput = { ...input(), question: "What is the population of Paris?" };
    const result = await runAnswerLoop(offlineInput, makeDeps({ thresholds: { high: 0.65, medium: 0.5 } }), {
      onAttemptStart: (attempt) => started.push(attempt),
    });
    expect(started).toEqual([1]);
    expect(result.attempts).toHaveLength(1);
    expect(result.validation.is_valid).toBe(true);
    expect(result.validation.answer).toContain("2,102,650");
  });

  it("propagates an abort and stops retrying", async () => {
    const controller = new AbortController();
    const chat = scriptedChat([
      (request: CompletionRequest) => {
        if (request.purpose === "judge") controller.abort();
        return request.purpose === "reasoner" ? "Paris is a city [Source 1]." : judgeReply(10);
      },
    ]);
    await expect(runAnswerLoop(input(), makeDeps({ chat, signal: controller.signal }))).rejects.toMatchObject({ name: "AbortError" });
    expect(chat.requests.filter((request) => request.purpose === "reasoner")).toHaveLength(1);
  });
});
