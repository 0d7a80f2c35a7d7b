/**
 * Tracing for answers and ingestion jobs (SPEC §5.4, §5.5). One `Tracer` per process; each
 * question or ingestion job gets a `TraceHandle` that
 *   - always records the local timeline (steps, LLM calls, attempts) that is stored with the answer,
 *   - and, when a sink is configured (Langfuse), mirrors every span, generation and score to it.
 *
 * Spans are parented by an explicit stack rather than OpenTelemetry's async context: the pipeline
 * runs its stages one after another, and the answer loop reports its stages through hooks that
 * cannot wrap the work they announce. Nothing here may fail an answer: every call into the sink is
 * guarded, and a broken sink only costs a warning.
 */
import { randomBytes } from "node:crypto";
import type { Timeline, TimelineAttempt, TimelineCall, TimelineStep, Usage } from "~/lib/response";
import type { Logger } from "../core/logger";
import { describeError, redactContent } from "./redact";

/** What a sink receives for a span or generation; content is already redacted when it must be. */
export interface ObservationFields {
  input?: unknown;
  output?: unknown;
  metadata?: Record<string, unknown>;
  level?: "DEFAULT" | "WARNING" | "ERROR";
  statusMessage?: string;
  model?: string;
  modelParameters?: Record<string, string | number>;
  usageDetails?: Record<string, number>;
  costDetails?: Record<string, number>;
  completionStartTime?: Date;
}

export interface SinkObservation {
  readonly id: string;
  update(fields: ObservationFields): void;
  /** Epoch milliseconds. */
  end(endTime: number): void;
}

export interface SinkTrace extends SinkObservation {
  readonly traceId: string;
  setTraceOutput(output: unknown): void;
}

export interface SinkScore {
  traceId: string;
  observationId?: string;
  name: string;
  value: number;
  comment?: string;
}

/** Where traces go besides the local timeline (Langfuse, or a test double). */
export interface TraceSink {
  traceUrl(traceId: string): string;
  startTrace(options: {
    name: string;
    sessionId?: string;
    userId?: string;
    input: unknown;
    metadata?: Record<string, unknown>;
    startTime: number;
  }): SinkTrace;
  startObservation(options: {
    name: string;
    kind: "span" | "generation";
    parent: SinkObservation;
    startTime: number;
    fields: ObservationFields;
  }): SinkObservation;
  score(score: SinkScore): void;
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface StartTraceOptions {
  /** Trace name, e.g. `docent.answer`. */
  name: string;
  /** Groups traces in Langfuse: the conversation id for answers. */
  sessionId?: string;
  userId?: string;
  input: unknown;
  metadata?: Record<string, unknown>;
}

export interface SpanHandle {
  readonly id: string;
  update(fields: { input?: unknown; output?: unknown; metadata?: Record<string, unknown> }): void;
  /** Stops the clock (timeline and export) but keeps the span open for an output known later. */
  stop(): void;
  end(output?: unknown): void;
  fail(error: unknown): void;
}

export interface GenerationStart {
  /** `llm.<purpose>`. */
  name: string;
  model: string;
  input: unknown;
  modelParameters?: Record<string, string | number>;
}

export interface GenerationHandle {
  firstToken(): void;
  end(result: { output: unknown; model: string; usage: Usage }): void;
  fail(error: unknown): void;
}

export interface TraceHandle {
  readonly traceId: string;
  readonly traceUrl: string | null;
  startSpan(name: string, input?: unknown, options?: { attempt?: number; metadata?: Record<string, unknown> }): SpanHandle;
  /** Runs `work` inside a span; `output` turns its result into what the span shows. */
  span<T>(name: string, input: unknown, work: () => Promise<T>, output?: (result: T) => unknown): Promise<T>;
  startGeneration(start: GenerationStart): GenerationHandle;
  score(score: { name: string; value: number; comment?: string; observationId?: string }): void;
  recordAttempt(attempt: TimelineAttempt): void;
  /** Ends the trace (and any span still open) and returns the final timeline. Idempotent. */
  end(output?: unknown): Timeline;
  timeline(): Timeline;
}

export interface Tracer {
  /** True when traces leave the process (Langfuse configured). */
  readonly exporting: boolean;
  startTrace(options: StartTraceOptions): TraceHandle;
  flush(): Promise<void>;
  shutdown(): Promise<void>;
}

export interface TracerOptions {
  /** null: local timeline only, no network, no cost. */
  sink: TraceSink | null;
  /** TRACE_CONTENT: false keeps document text, questions and answers out of exported payloads. */
  traceContent: boolean;
  logger: Logger;
  /** Epoch milliseconds with sub-millisecond precision. */
  clock?: () => number;
}

const defaultClock = () => performance.timeOrigin + performance.now();
const tenth = (ms: number) => Math.max(0, Math.round(ms * 10) / 10);
const microDollars = (usd: number) => Math.round(usd * 1_000_000) / 1_000_000;

interface StepRecord {
  name: string;
  attempt?: number;
  start: number;
  end: number | null;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
  calls: number;
  failed: boolean;
}

export function createTracer(options: TracerOptions): Tracer {
  const { sink, traceContent, logger } = options;
  const clock = options.clock ?? defaultClock;
  let sinkBroken = false;

  /** Runs a sink call; a throwing sink is reported once and then skipped, never propagated. */
  const guarded = <T>(action: string, call: () => T): T | null => {
    if (!sink || sinkBroken) return null;
    try {
      return call();
    } catch (error) {
      sinkBroken = true;
      logger.warn("tracing failed; answers continue without exported traces", { action, error: describeError(error, false) });
      return null;
    }
  };
  const exported = (value: unknown) => (traceContent ? value : redactContent(value));
  const exportedMetadata = (value: Record<string, unknown> | undefined) =>
    value === undefined ? undefined : (exported(value) as Record<string, unknown>);

  function startTrace(start: StartTraceOptions): TraceHandle {
    const startedAt = clock();
    const root = guarded("start trace", () =>
      sink!.startTrace({
        name: start.name,
        sessionId: start.sessionId,
        userId: start.userId,
        input: exported(start.input),
        metadata: exportedMetadata(start.metadata),
        startTime: startedAt,
      }),
    );
    const traceId = root?.traceId ?? randomBytes(16).toString("hex");
    const traceUrl = root && sink ? sink.traceUrl(traceId) : null;
    const steps: StepRecord[] = [];
    const calls: TimelineCall[] = [];
    const attempts: TimelineAttempt[] = [];
    // Innermost open span last; generations and child spans attach to it.
    const open: { step: StepRecord; observation: SinkObservation | null }[] = [];
    // Spans not yet ended (open, or stopped and waiting for their output); the trace end closes them.
    const unfinished = new Set<() => void>();
    let ended = false;
    let endedAt: number | null = null;

    const parentObservation = (): SinkObservation | null => open.at(-1)?.observation ?? root;

    function startSpan(name: string, input?: unknown, spanOptions: { attempt?: number; metadata?: Record<string, unknown> } = {}): SpanHandle {
      const step: StepRecord = {
        name,
        attempt: spanOptions.attempt,
        start: clock(),
        end: null,
        promptTokens: 0,
        completionTokens: 0,
        costUsd: 0,
        calls: 0,
        failed: false,
      };
      steps.push(step);
      const parent = parentObservation();
      const observation = parent
        ? guarded("start span", () =>
            sink!.startObservation({
              name,
              kind: "span",
              parent,
              startTime: step.start,
              fields: {
                ...(input === undefined ? {} : { input: exported(input) }),
                metadata: exportedMetadata({ ...spanOptions.metadata, ...(spanOptions.attempt ? { attempt: spanOptions.attempt } : {}) }),
              },
            }),
          )
        : null;
      const entry = { step, observation };
      open.push(entry);
      let finished = false;

      const stop = () => {
        if (step.end !== null) return;
        step.end = clock();
        const index = open.indexOf(entry);
        if (index >= 0) open.splice(index, 1);
      };
      const finish = () => {
        if (finished) return;
        finished = true;
        unfinished.delete(finish);
        stop();
        if (observation) guarded("end span", () => observation.end(step.end!));
      };
      unfinished.add(finish);
      return {
        id: observation?.id ?? "",
        update(fields) {
          if (!observation || finished) return;
          guarded("update span", () =>
            observation.update({
              ...(fields.input === undefined ? {} : { input: exported(fields.input) }),
              ...(fields.output === undefined ? {} : { output: exported(fields.output) }),
              ...(fields.metadata === undefined ? {} : { metadata: exportedMetadata(fields.metadata) }),
            }),
          );
        },
        stop,
        end(output) {
          if (output !== undefined) this.update({ output });
          finish();
        },
        fail(error) {
          step.failed = true;
          if (observation && !finished) {
            guarded("fail span", () => observation.update({ level: "ERROR", statusMessage: describeError(error, traceContent) }));
          }
          finish();
        },
      };
    }

    async function span<T>(name: string, input: unknown, work: () => Promise<T>, output?: (result: T) => unknown): Promise<T> {
      const handle = startSpan(name, input);
      let result: T;
      try {
        result = await work();
      } catch (error) {
        handle.fail(error);
        throw error;
      }
      let shown: unknown;
      try {
        shown = output ? output(result) : undefined;
      } catch (error) {
        // A mapper bug must not cost the answer its result.
        logger.warn("trace output mapper failed", { span: name, error: describeError(error, false) });
      }
      handle.end(shown);
      return result;
    }

    function startGeneration(generation: GenerationStart): GenerationHandle {
      const startedAtCall = clock();
      const owner = open.at(-1)?.step ?? null;
      const parent = parentObservation();
      const observation = parent
        ? guarded("start generation", () =>
            sink!.startObservation({
              name: generation.name,
              kind: "generation",
              parent,
              startTime: startedAtCall,
              fields: { input: exported(generation.input), model: generation.model, modelParameters: generation.modelParameters },
            }),
          )
        : null;
      let firstTokenAt: number | null = null;
      let done = false;
      const record = (model: string, usage: Usage, status: "ok" | "error") => {
        const finishedAt = clock();
        calls.push({
          name: generation.name,
          model,
          step: owner?.name ?? null,
          start_ms: tenth(startedAtCall - startedAt),
          duration_ms: tenth(finishedAt - startedAtCall),
          prompt_tokens: usage.prompt_tokens,
          completion_tokens: usage.completion_tokens,
          cost_usd: microDollars(usage.cost_usd),
          status,
        });
        if (owner) {
          owner.promptTokens += usage.prompt_tokens;
          owner.completionTokens += usage.completion_tokens;
          owner.costUsd += usage.cost_usd;
          owner.calls += 1;
        }
        return finishedAt;
      };
      return {
        firstToken() {
          firstTokenAt ??= clock();
        },
        end(result) {
          if (done) return;
          done = true;
          const finishedAt = record(result.model, result.usage, "ok");
          if (!observation) return;
          guarded("end generation", () => {
            observation.update({
              output: exported(result.output),
              model: result.model,
              usageDetails: {
                input: result.usage.prompt_tokens,
                output: result.usage.completion_tokens,
                total: result.usage.prompt_tokens + result.usage.completion_tokens,
              },
              // Only a known price is a cost; 0 from an unknown model would read as "free".
              ...(result.usage.cost_usd > 0 ? { costDetails: { total: result.usage.cost_usd } } : {}),
              ...(firstTokenAt === null ? {} : { completionStartTime: new Date(firstTokenAt) }),
            });
            observation.end(finishedAt);
          });
        },
        fail(error) {
          if (done) return;
          done = true;
          const finishedAt = record(generation.model, { prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 }, "error");
          if (!observation) return;
          guarded("fail generation", () => {
            observation.update({ level: "ERROR", statusMessage: describeError(error, traceContent) });
            observation.end(finishedAt);
          });
        },
      };
    }

    function timeline(): Timeline {
      const now = endedAt ?? clock();
      const usage = calls.reduce<Usage>(
        (total, call) => ({
          prompt_tokens: total.prompt_tokens + call.prompt_tokens,
          completion_tokens: total.completion_tokens + call.completion_tokens,
          cost_usd: total.cost_usd + call.cost_usd,
        }),
        { prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 },
      );
      const timelineSteps: TimelineStep[] = steps.map((step) => ({
        name: step.name,
        stage: step.name.includes(".") ? step.name.slice(step.name.indexOf(".") + 1) : step.name,
        ...(step.attempt ? { attempt: step.attempt } : {}),
        start_ms: tenth(step.start - startedAt),
        duration_ms: tenth((step.end ?? now) - step.start),
        prompt_tokens: step.promptTokens,
        completion_tokens: step.completionTokens,
        cost_usd: microDollars(step.costUsd),
        llm_calls: step.calls,
        status: step.failed ? "error" : "ok",
      }));
      return {
        trace_id: traceId,
        trace_url: traceUrl,
        exported: root !== null,
        total_ms: tenth(now - startedAt),
        steps: timelineSteps,
        llm_calls: [...calls],
        attempts: [...attempts],
        usage: { ...usage, cost_usd: microDollars(usage.cost_usd) },
      };
    }

    return {
      traceId,
      traceUrl,
      startSpan,
      span,
      startGeneration,
      score(score) {
        if (!root) return;
        guarded("score", () =>
          sink!.score({
            traceId,
            name: score.name,
            value: score.value,
            ...(score.observationId ? { observationId: score.observationId } : {}),
            // A comment is free text (judge feedback quotes answers): metadata-only mode drops it.
            ...(score.comment && traceContent ? { comment: score.comment } : {}),
          }),
        );
      },
      recordAttempt(attempt) {
        attempts.push(attempt);
      },
      end(output) {
        if (ended) return timeline();
        ended = true;
        // Spans a failure left open still get an end, so the trace shows where it stopped.
        for (const finish of [...unfinished].reverse()) finish();
        endedAt = clock();
        if (root) {
          guarded("end trace", () => {
            if (output !== undefined) {
              root.update({ output: exported(output) });
              root.setTraceOutput(exported(output));
            }
            root.end(endedAt!);
          });
        }
        return timeline();
      },
      timeline,
    };
  }

  return {
    exporting: sink !== null,
    startTrace,
    async flush() {
      if (!sink) return;
      try {
        await sink.forceFlush();
      } catch (error) {
        logger.warn("could not flush traces", { error: describeError(error, false) });
      }
    },
    async shutdown() {
      if (!sink) return;
      try {
        await sink.shutdown();
      } catch (error) {
        logger.warn("could not flush traces at shutdown", { error: describeError(error, false) });
      }
    },
  };
}

/** Tracing off: the local timeline only. */
export function createLocalTracer(logger: Logger): Tracer {
  return createTracer({ sink: null, traceContent: false, logger });
}
