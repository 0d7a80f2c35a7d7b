/**
 * The validate-and-retry loop (docs/architecture.md#confidence):
 * reasoner → validator, and while the validator rejects the draft, the reasoner runs again with
 * the validator's feedback, up to MAX_ANSWER_ATTEMPTS. The first valid attempt is kept; when
 * none is valid, the best-scoring attempt's details are kept and its answer becomes the fallback
 * message.
 *
 * Offline mode runs one attempt: the extractive reasoner is deterministic and ignores feedback,
 * so a second pass would return the same answer at the same cost.
 *
 * Streaming (docs/architecture.md#confidence, #http-api): a draft streams through `deps.onToken` as it is written, and when
 * the validator rejects it the caller is told to withdraw it at once (`onStreamReset`), so a
 * rejected draft never stays on screen as the answer. When a source carries instructions
 * (`injection_in_context`), drafts are not streamed at all: a draft written over such a source may
 * follow them, so only an answer the validator accepted is shown, in one piece. A streamed draft
 * passes through a citation filter (answer-stream.ts) that drops `[Source N]` markers for sources
 * that do not exist as they arrive, as the validator will: a draft the validator accepts after
 * only that repair is never withdrawn and rewritten.
 */
import { throwIfAborted } from "../core/abort";
import { addUsage, zeroUsage } from "../core/usage";
import { buildSourceContext } from "../prompts/source-context";
import { createCitationFilter } from "./answer-stream";
import { reason } from "./reasoner";
import type { AnswerAttempt, AnswerLoopInput, AnswerLoopOutput, ReasonerInput, ReasonerOutput, StageDeps, ValidatorOutput } from "./types";
import { FALLBACK_ANSWER, flaggedSources, validate } from "./validator";
import { guardOutput } from "./output-guard";

export interface AnswerLoopHooks {
  /** Called before each attempt (1-based). */
  onAttemptStart?(attempt: number): void;
  onStageStart?(stage: "reasoner" | "validator"): void;
  onStageEnd?(stage: "reasoner" | "validator", ms: number): void;
  /**
   * The text streamed so far through `onToken` must be withdrawn (a rejected draft). `attempt` is
   * the attempt whose text follows: the next one, or the last one when no attempt is left.
   */
  onStreamReset?(attempt: number): void;
  /**
   * A draft is written and about to be judged: work that needs only the draft (the suggestions)
   * may start now, beside the judge (docs/architecture.md, "The time budget").
   */
  onDraft?(draft: ReasonerOutput, attempt: number): void;
  /**
   * The question the judge reads, settled once the draft is written (an unsure follow-up's
   * rewrite, which ran beside the draft: follow-up-check.ts); may throw to withdraw the draft.
   * Default: the question the reasoner read.
   */
  questionForJudge?(draft: ReasonerOutput, attempt: number): Promise<string>;
}

export async function runAnswerLoop(input: AnswerLoopInput, deps: StageDeps, hooks: AnswerLoopHooks = {}): Promise<AnswerLoopOutput> {
  const maxAttempts = deps.mode === "offline" || !deps.chat ? 1 : Math.max(1, deps.config.MAX_ANSWER_ATTEMPTS);
  const attempts: AnswerAttempt[] = [];
  let usage = zeroUsage;
  let best: { draft: ReasonerOutput; validation: ValidatorOutput } | null = null;
  let feedback: string | undefined;
  const holdDrafts = flaggedSources(input.chunks).size > 0;
  // The sources the reasoner numbers (and the validator checks citations against).
  const sourceCount = buildSourceContext(input.chunks, deps.config.CONTEXT_BUDGET_CHARS).sources.length;

  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    throwIfAborted(deps.signal);
    hooks.onAttemptStart?.(attempt);
    const reasonerInput = {
      question: input.question,
      chunks: input.chunks,
      style: input.style,
      feedback,
      attempt,
      ...(input.intent ? { intent: input.intent } : {}),
      ...(input.history ? { history: input.history } : {}),
      ...(input.previousAnswer ? { previousAnswer: input.previousAnswer } : {}),
      ...(input.asked ? { asked: input.asked } : {}),
    };
    const draft = await timed("reasoner", hooks, () => reasonStreamed(reasonerInput, deps, holdDrafts ? null : sourceCount));
    const judged = hooks.questionForJudge ? await hooks.questionForJudge(draft, attempt) : input.question;
    const validation = await timed("validator", hooks, () => {
      // Inside the validator's span, so the trace shows the suggestions beside the judge.
      hooks.onDraft?.(draft, attempt);
      return validate({ question: judged, draft, chunks: input.chunks }, deps);
    });
    if (holdDrafts) {
      // The held draft goes out through the output guard too, strictly (no link at all): the response's
      // own guarded answer replaces it at the end, but a client shows what streams (output-guard.ts).
      if (validation.is_valid) deps.onToken?.(guardOutput(validation.answer, new Set()).answer);
    } else if (!validation.is_valid) {
      hooks.onStreamReset?.(attempt < maxAttempts ? attempt + 1 : attempt);
    }
    const attemptUsage = addUsage(addUsage(zeroUsage, draft.usage), validation.usage);
    usage = addUsage(usage, attemptUsage);
    attempts.push({
      attempt,
      score: validation.confidence_score,
      ...(validation.feedback ? { feedback: validation.feedback } : {}),
      usage: attemptUsage,
    });
    if (validation.is_valid) return { draft, validation, attempts, usage };
    if (!best || validation.confidence_score > best.validation.confidence_score) best = { draft, validation };
    feedback = validation.feedback;
  }

  // The loop ran at least once, so `best` is set; the guard keeps the types honest.
  if (!best) throw new Error("answer loop ran no attempt");
  const count = attempts.length;
  return {
    draft: best.draft,
    validation: {
      ...best.validation,
      is_valid: false,
      confidence: "low",
      answer: FALLBACK_ANSWER,
      fallback_response: FALLBACK_ANSWER,
      reason: `No answer passed validation after ${count} attempt${count === 1 ? "" : "s"}. ${best.validation.reason}`,
    },
    attempts,
    usage,
  };
}

/**
 * Runs the reasoner with its tokens passed on through a citation filter for `sourceCount` sources,
 * or not passed on at all when `sourceCount` is null (held drafts still stream from the model: the
 * same call, cancellable mid-way).
 */
async function reasonStreamed(reasonerInput: ReasonerInput, deps: StageDeps, sourceCount: number | null): Promise<ReasonerOutput> {
  if (!deps.onToken) return reason(reasonerInput, deps);
  if (sourceCount === null) return reason(reasonerInput, { ...deps, onToken: () => undefined });
  const citations = createCitationFilter(sourceCount, deps.onToken);
  const draft = await reason(reasonerInput, { ...deps, onToken: (text) => citations.push(text) });
  citations.flush();
  return draft;
}

async function timed<T>(stage: "reasoner" | "validator", hooks: AnswerLoopHooks, work: () => Promise<T>): Promise<T> {
  hooks.onStageStart?.(stage);
  const started = performance.now();
  try {
    return await work();
  } finally {
    hooks.onStageEnd?.(stage, Math.round((performance.now() - started) * 10) / 10);
  }
}
