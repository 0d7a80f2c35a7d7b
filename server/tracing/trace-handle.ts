/**
 * One trace (a question or an ingestion job): its root in the sink, its local timeline and the
 * spans open in it. Ending it closes what a failure left open and returns the final timeline.
 */
import { randomBytes } from "node:crypto";
import type { Timeline } from "~/lib/response";
import type { Logger } from "../core/logger";
import { startGenerationHandle } from "./generation-handle";
import { createOpenSpans } from "./open-spans";
import type { SinkBridge } from "./sink-bridge";
import { runInSpan, startSpanHandle } from "./span-handle";
import { createTimelineRecorder } from "./timeline-recorder";
import type { TraceScope } from "./trace-scope";
import type { StartTraceOptions, TraceHandle } from "./types";

export function startTraceHandle(
  start: StartTraceOptions,
  tracer: { clock: () => number; logger: Logger; bridge: SinkBridge },
): TraceHandle {
  const { clock, bridge } = tracer;
  const startedAt = clock();
  const root = bridge.startTrace(start, startedAt);
  const traceId = root?.traceId ?? randomBytes(16).toString("hex");
  const traceUrl = bridge.traceUrl(root, traceId);
  const recorder = createTimelineRecorder(startedAt, { traceId, traceUrl, exported: root !== null });
  const scope: TraceScope = { ...tracer, recorder, spans: createOpenSpans(root) };
  let ended = false;
  let endedAt: number | null = null;

  const timeline = (): Timeline => recorder.timeline(endedAt ?? clock());

  return {
    traceId,
    traceUrl,
    startSpan: (name, input, options) => startSpanHandle(scope, name, input, options),
    span: (name, input, work, output) => runInSpan(scope, name, input, work, output),
    startGeneration: (generation) => startGenerationHandle(scope, generation),
    score: (score) => bridge.score(root, traceId, score),
    recordAttempt: recorder.recordAttempt,
    end(output) {
      if (ended) return timeline();
      ended = true;
      // Spans a failure left open still get an end, so the trace shows where it stopped.
      scope.spans.finishAll();
      endedAt = clock();
      bridge.endTrace(root, output, endedAt);
      return timeline();
    },
    timeline,
  };
}
