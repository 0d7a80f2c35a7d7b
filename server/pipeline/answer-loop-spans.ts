/**
 * Spans for the reasoner ⇄ validator loop. The loop reports its stages through hooks (start, end)
 * and hands back each attempt's score and feedback only when it is done, so each span's clock
 * stops at its hook and its output is filled in afterwards, from the loop's result. Each
 * validation attempt also becomes a Langfuse score on its validator span, and the final confidence
 * a score on the trace.
 */
import type { AnswerLoopHooks } from "./answer-loop";
import type { AnswerLoopOutput } from "./types";
import type { SpanHandle, TraceHandle } from "../tracing/tracer";

type LoopStage = "reasoner" | "validator";

export interface AnswerLoopSpans extends Required<Pick<AnswerLoopHooks, "onAttemptStart" | "onStageStart" | "onStageEnd">> {
  /** Fills in outputs, scores and the timeline's attempts, and ends the loop's spans. */
  finish(loop: AnswerLoopOutput): void;
}

export function answerLoopSpans(trace: TraceHandle, input: { question: string; sources: number }): AnswerLoopSpans {
  let attempt = 0;
  let current: SpanHandle | null = null;
  const spans: { stage: LoopStage; attempt: number; span: SpanHandle }[] = [];

  return {
    onAttemptStart(next) {
      attempt = next;
    },
    onStageStart(stage) {
      const stageInput = stage === "reasoner" ? { question: input.question, sources: input.sources, attempt } : { attempt };
      current = trace.startSpan(`pipeline.${stage}`, stageInput, { attempt });
      spans.push({ stage, attempt, span: current });
    },
    onStageEnd() {
      current?.stop();
      current = null;
    },
    finish(loop) {
      const last = loop.attempts.at(-1)?.attempt ?? 0;
      const kept = keptAttempt(loop);
      for (const { stage, attempt: number, span } of spans) {
        const result = loop.attempts.find((entry) => entry.attempt === number);
        const valid = number === last && loop.validation.is_valid;
        if (stage === "reasoner") {
          const feedback = loop.attempts.find((entry) => entry.attempt === number - 1)?.feedback;
          if (feedback) span.update({ input: { question: input.question, sources: input.sources, attempt: number, feedback } });
          span.end(
            number === kept
              ? { answer: loop.draft.answer, num_sources: loop.draft.num_sources, ...(loop.draft.error ? { error: loop.draft.error } : {}) }
              : { attempt: number, kept: false },
          );
          continue;
        }
        span.end({
          attempt: number,
          score: result?.score ?? 0,
          valid,
          ...(result?.feedback ? { feedback: result.feedback } : {}),
          ...(number === kept
            ? { confidence: loop.validation.confidence, reason: loop.validation.reason, safety_flags: loop.validation.safety_flags }
            : {}),
        });
        if (result) {
          trace.score({ name: "validation_attempt", value: result.score, comment: result.feedback, observationId: span.id || undefined });
        }
      }
      for (const entry of loop.attempts) {
        trace.recordAttempt({
          attempt: entry.attempt,
          score: Math.min(1, Math.max(0, entry.score)),
          valid: entry.attempt === last && loop.validation.is_valid,
          ...(entry.feedback ? { feedback: entry.feedback } : {}),
        });
      }
      trace.score({
        name: "confidence",
        value: loop.validation.confidence_score,
        comment: `${loop.validation.confidence}: ${loop.validation.reason}`,
      });
    },
  };
}

/** The attempt whose answer the loop kept: the valid one, else the first best-scoring one. */
function keptAttempt(loop: AnswerLoopOutput): number {
  if (loop.validation.is_valid) return loop.attempts.at(-1)?.attempt ?? 0;
  let best = loop.attempts[0];
  for (const entry of loop.attempts) if (best && entry.score > best.score) best = entry;
  return best?.attempt ?? 0;
}
