/**
 * What callers of the tracer see: the tracer, the handle of one trace, and the handles of the spans
 * and LLM generations inside it.
 */
import type { Timeline, TimelineAttempt, Usage } from "~/lib/response";
import type { Logger } from "../core/logger";
import type { TraceSink } from "./sink";

export interface StartTraceOptions {
  /** Trace name, e.g. `docent.answer`. */
  name: string;
  /** Groups traces in Langfuse: the conversation id for answers. */
  sessionId?: string;
  userId?: string;
  input: unknown;
  metadata?: Record<string, unknown>;
}

export interface SpanOptions {
  attempt?: number;
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

export interface GenerationResult {
  output: unknown;
  model: string;
  usage: Usage;
}

export interface GenerationHandle {
  firstToken(): void;
  end(result: GenerationResult): void;
  fail(error: unknown): void;
}

export interface TraceScore {
  name: string;
  value: number;
  comment?: string;
  observationId?: string;
}

export interface TraceHandle {
  readonly traceId: string;
  readonly traceUrl: string | null;
  startSpan(name: string, input?: unknown, options?: SpanOptions): SpanHandle;
  /** Runs `work` inside a span; `output` turns its result into what the span shows. */
  span<T>(name: string, input: unknown, work: () => Promise<T>, output?: (result: T) => unknown): Promise<T>;
  startGeneration(start: GenerationStart): GenerationHandle;
  score(score: TraceScore): void;
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
