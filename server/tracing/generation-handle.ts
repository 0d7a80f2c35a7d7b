/**
 * An LLM call: a call on the local timeline, charged to the step it runs in, and, when exporting,
 * a generation in the sink with its model, tokens, cost and time to first token.
 */
import type { Usage } from "~/lib/response";
import type { TraceScope } from "./trace-scope";
import type { GenerationHandle, GenerationStart } from "./types";
import { noUsage } from "./usage-accounting";

export function startGenerationHandle(scope: TraceScope, generation: GenerationStart): GenerationHandle {
  const { bridge, clock, recorder, spans } = scope;
  const startedAt = clock();
  const owner = spans.currentStep();
  const observation = bridge.startGeneration(spans.parentObservation(), generation, startedAt);
  let firstTokenAt: number | null = null;
  let done = false;

  /** Puts the call on the timeline; returns when it ended. */
  const record = (model: string, usage: Usage, status: "ok" | "error") => {
    const endedAt = clock();
    recorder.recordCall({ name: generation.name, model, owner, start: startedAt, end: endedAt, usage, status });
    return endedAt;
  };

  return {
    firstToken() {
      firstTokenAt ??= clock();
    },
    end(result) {
      if (done) return;
      done = true;
      const endedAt = record(result.model, result.usage, "ok");
      bridge.endGeneration(observation, result, firstTokenAt, endedAt);
    },
    fail(error) {
      if (done) return;
      done = true;
      const endedAt = record(generation.model, noUsage, "error");
      bridge.failGeneration(observation, error, endedAt);
    },
  };
}
