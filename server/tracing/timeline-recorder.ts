/**
 * The local timeline of one trace, kept whether or not anything is exported: a step per span, every
 * LLM call charged to the step it ran in, and the validation attempts. Times are offsets from the
 * trace's start, in tenths of a millisecond.
 */
import type { Timeline, TimelineAttempt, TimelineCall, TimelineStep, Usage } from "~/lib/response";
import { addUsage, microDollars, noUsage, totalUsage } from "./usage-accounting";

export interface StepRecord {
  name: string;
  attempt?: number;
  start: number;
  end: number | null;
  usage: Usage;
  calls: number;
  failed: boolean;
}

export interface CallRecord {
  name: string;
  model: string;
  /** The step the call ran in, charged with its usage. */
  owner: StepRecord | null;
  start: number;
  end: number;
  usage: Usage;
  status: "ok" | "error";
}

export interface TimelineIdentity {
  traceId: string;
  traceUrl: string | null;
  exported: boolean;
}

export type TimelineRecorder = ReturnType<typeof createTimelineRecorder>;

const tenth = (ms: number) => Math.max(0, Math.round(ms * 10) / 10);

/** "pipeline.retriever" is the stage "retriever"; a name without a dot is its own stage. */
const stageOf = (name: string) => (name.includes(".") ? name.slice(name.indexOf(".") + 1) : name);

export function createTimelineRecorder(startedAt: number, identity: TimelineIdentity) {
  const steps: StepRecord[] = [];
  const calls: TimelineCall[] = [];
  const attempts: TimelineAttempt[] = [];

  function startStep(name: string, attempt: number | undefined, start: number): StepRecord {
    const step: StepRecord = { name, attempt, start, end: null, usage: noUsage, calls: 0, failed: false };
    steps.push(step);
    return step;
  }

  function recordCall(call: CallRecord): void {
    calls.push({
      name: call.name,
      model: call.model,
      step: call.owner?.name ?? null,
      start_ms: tenth(call.start - startedAt),
      duration_ms: tenth(call.end - call.start),
      prompt_tokens: call.usage.prompt_tokens,
      completion_tokens: call.usage.completion_tokens,
      cost_usd: microDollars(call.usage.cost_usd),
      status: call.status,
    });
    if (call.owner) {
      call.owner.usage = addUsage(call.owner.usage, call.usage);
      call.owner.calls += 1;
    }
  }

  function timelineStep(step: StepRecord, now: number): TimelineStep {
    return {
      name: step.name,
      stage: stageOf(step.name),
      ...(step.attempt ? { attempt: step.attempt } : {}),
      start_ms: tenth(step.start - startedAt),
      duration_ms: tenth((step.end ?? now) - step.start),
      prompt_tokens: step.usage.prompt_tokens,
      completion_tokens: step.usage.completion_tokens,
      cost_usd: microDollars(step.usage.cost_usd),
      llm_calls: step.calls,
      status: step.failed ? "error" : "ok",
    };
  }

  /** The timeline as of `now`: a step still running counts up to now. */
  function timeline(now: number): Timeline {
    return {
      trace_id: identity.traceId,
      trace_url: identity.traceUrl,
      exported: identity.exported,
      total_ms: tenth(now - startedAt),
      steps: steps.map((step) => timelineStep(step, now)),
      llm_calls: [...calls],
      attempts: [...attempts],
      usage: totalUsage(calls),
    };
  }

  return {
    startStep,
    recordCall,
    recordAttempt: (attempt: TimelineAttempt) => void attempts.push(attempt),
    timeline,
  };
}
