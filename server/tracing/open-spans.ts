/**
 * Which spans of a trace are open. Spans are parented by this explicit stack rather than
 * OpenTelemetry's async context: the pipeline runs its stages one after another, and the answer
 * loop reports its stages through hooks that cannot wrap the work they announce.
 */
import type { SinkObservation } from "./sink";
import type { StepRecord } from "./timeline-recorder";

export interface OpenSpan {
  step: StepRecord;
  observation: SinkObservation | null;
}

export type OpenSpans = ReturnType<typeof createOpenSpans>;

export function createOpenSpans(root: SinkObservation | null) {
  // Innermost open span last; generations and child spans attach to it.
  const open: OpenSpan[] = [];
  // Spans not yet ended (open, or stopped and waiting for their output); the trace end closes them.
  const unfinished = new Set<() => void>();

  return {
    enter(span: OpenSpan) {
      open.push(span);
    },
    leave(span: OpenSpan) {
      const index = open.indexOf(span);
      if (index >= 0) open.splice(index, 1);
    },
    /** The step an LLM call starting now runs in. */
    currentStep: (): StepRecord | null => open.at(-1)?.step ?? null,
    /** Where a span or generation starting now attaches in the sink. */
    parentObservation: (): SinkObservation | null => open.at(-1)?.observation ?? root,
    /** `finish` ends a span; it is called at the trace end unless the span `settled` before. */
    track(finish: () => void) {
      unfinished.add(finish);
    },
    settled(finish: () => void) {
      unfinished.delete(finish);
    },
    /** Innermost first, so the trace shows where a failure stopped it. */
    finishAll() {
      for (const finish of [...unfinished].reverse()) finish();
    },
  };
}
