/**
 * A span: a step on the local timeline and, when exporting, an observation in the sink, open from
 * its start until it ends, fails or the trace ends.
 */
import { describeError } from "./redact";
import type { TraceScope } from "./trace-scope";
import type { SpanHandle, SpanOptions } from "./types";

export function startSpanHandle(scope: TraceScope, name: string, input?: unknown, options: SpanOptions = {}): SpanHandle {
  const { bridge, clock, recorder, spans } = scope;
  const step = recorder.startStep(name, options.attempt, clock());
  const observation = bridge.startSpan(spans.parentObservation(), name, step.start, input, options);
  const entry = { step, observation };
  spans.enter(entry);
  let finished = false;

  const stop = () => {
    if (step.end !== null) return;
    step.end = clock();
    spans.leave(entry);
  };
  const finish = () => {
    if (finished) return;
    finished = true;
    spans.settled(finish);
    stop();
    bridge.endSpan(observation, step.end!);
  };
  spans.track(finish);
  const update: SpanHandle["update"] = (fields) => {
    if (!finished) bridge.updateSpan(observation, fields);
  };

  return {
    id: observation?.id ?? "",
    update,
    stop,
    end(output) {
      if (output !== undefined) update({ output });
      finish();
    },
    fail(error) {
      step.failed = true;
      if (!finished) bridge.failSpan(observation, error);
      finish();
    },
  };
}

/** Runs `work` inside a span; `output` turns its result into what the span shows. */
export async function runInSpan<T>(
  scope: TraceScope,
  name: string,
  input: unknown,
  work: () => Promise<T>,
  output?: (result: T) => unknown,
): Promise<T> {
  const handle = startSpanHandle(scope, name, input);
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
    scope.logger.warn("trace output mapper failed", { span: name, error: describeError(error, false) });
  }
  handle.end(shown);
  return result;
}
