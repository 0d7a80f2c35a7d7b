/**
 * The one clock of an answer's stages. Every stage the person sees as progress goes through it:
 * `stage-start` when it begins, `stage-end` with its milliseconds when it ends (whether it
 * succeeded or threw), and its time added to the response's `timings` (a stage that runs more
 * than once, such as a retried reasoner, adds up). A stage the orchestrator runs itself also gets
 * its `pipeline.<stage>` span in the trace; the answer loop and the web step time their inner
 * stages themselves and report them through `started` / `ended`.
 */
import type { ChatEvent, StageName } from "~/lib/response";
import type { TraceHandle } from "../tracing/tracer";

export interface StageTimer {
  /**
   * Runs `work` as the stage `name`, inside its trace span; `input` and `output` (from the result)
   * are what the span shows.
   */
  run<T>(name: StageName, work: () => Promise<T>, input?: unknown, output?: (result: T) => unknown): Promise<T>;
  /** A stage timed elsewhere began. */
  started(name: StageName): void;
  /** A stage timed elsewhere ended after `ms` milliseconds. */
  ended(name: StageName, ms: number): void;
  /** Milliseconds per stage so far (the response's `timings`, before `total`). */
  readonly timings: Record<string, number>;
}

/** Milliseconds since `start` (a `performance.now()` reading), to a tenth. */
export function elapsedMs(start: number): number {
  return Math.round((performance.now() - start) * 10) / 10;
}

export function createStageTimer(trace: TraceHandle, emit: (event: ChatEvent) => void): StageTimer {
  const timings: Record<string, number> = {};
  const started = (name: StageName) => emit({ type: "stage-start", stage: name });
  const ended = (name: StageName, ms: number) => {
    timings[name] = (timings[name] ?? 0) + ms;
    emit({ type: "stage-end", stage: name, ms });
  };
  return {
    async run(name, work, input, output) {
      started(name);
      const start = performance.now();
      try {
        return await trace.span(`pipeline.${name}`, input, work, output);
      } finally {
        ended(name, elapsedMs(start));
      }
    },
    started,
    ended,
    timings,
  };
}
