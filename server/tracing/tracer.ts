/**
 * Tracing for answers and ingestion jobs. One `Tracer` per process; each question or ingestion job
 * gets a `TraceHandle` that
 *   - always records the local timeline (steps, LLM calls, attempts) that is stored with the answer,
 *   - and, when a sink is configured (Langfuse), mirrors every span, generation and score to it.
 *
 * Nothing here may fail an answer: every call into the sink goes through the guarded bridge
 * (`sink-bridge.ts`), and a broken sink only costs a warning.
 *
 * The parts, in the order a trace uses them: `trace-handle.ts` (one trace), `span-handle.ts` and
 * `generation-handle.ts` (what runs in it), `open-spans.ts` (which span is the parent),
 * `timeline-recorder.ts` and `usage-accounting.ts` (the local timeline), `sink-bridge.ts` and
 * `export-policy.ts` (what goes to the sink, and in what form).
 */
import type { Logger } from "../core/logger";
import { describeError } from "./redact";
import { createSinkBridge } from "./sink-bridge";
import { startTraceHandle } from "./trace-handle";
import type { Tracer, TracerOptions } from "./types";

export type { ObservationFields, SinkObservation, SinkScore, SinkTrace, TraceSink } from "./sink";
export type {
  GenerationHandle,
  GenerationResult,
  GenerationStart,
  SpanHandle,
  SpanOptions,
  StartTraceOptions,
  TraceHandle,
  TraceScore,
  Tracer,
  TracerOptions,
} from "./types";

const defaultClock = () => performance.timeOrigin + performance.now();

export function createTracer(options: TracerOptions): Tracer {
  const { sink, traceContent, logger } = options;
  const clock = options.clock ?? defaultClock;
  const bridge = createSinkBridge({ sink, traceContent, logger });

  /** Flush and shutdown are not guarded like the calls of a trace: they reach the sink even after it threw once. */
  const settle = async (work: (sink: NonNullable<TracerOptions["sink"]>) => Promise<void>, failure: string) => {
    if (!sink) return;
    try {
      await work(sink);
    } catch (error) {
      logger.warn(failure, { error: describeError(error, false) });
    }
  };

  return {
    exporting: sink !== null,
    startTrace: (start) => startTraceHandle(start, { clock, logger, bridge }),
    flush: () => settle((to) => to.forceFlush(), "could not flush traces"),
    shutdown: () => settle((to) => to.shutdown(), "could not flush traces at shutdown"),
  };
}

/** Tracing off: the local timeline only. */
export function createLocalTracer(logger: Logger): Tracer {
  return createTracer({ sink: null, traceContent: false, logger });
}
