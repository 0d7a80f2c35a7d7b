/**
 * The one way from a trace to its sink (Langfuse). Each call is guarded: a sink that throws is
 * reported once and skipped from then on, so a broken sink only costs a warning, never an answer.
 * Each payload passes the export policy first. Without a sink every call is a no-op.
 */
import type { Logger } from "../core/logger";
import { createExportPolicy } from "./export-policy";
import { describeError } from "./redact";
import type { SinkObservation, SinkTrace, TraceSink } from "./sink";
import type { GenerationResult, GenerationStart, SpanHandle, SpanOptions, StartTraceOptions, TraceScore } from "./types";
import { exportedUsage } from "./usage-accounting";

export type SinkBridge = ReturnType<typeof createSinkBridge>;

type SpanFields = Parameters<SpanHandle["update"]>[0];

export function createSinkBridge(options: { sink: TraceSink | null; traceContent: boolean; logger: Logger }) {
  const { sink, logger } = options;
  const policy = createExportPolicy(options.traceContent);
  let sinkBroken = false;

  /** Runs a sink call; a throwing sink is reported once and then skipped, never propagated. */
  const guarded = <T>(action: string, call: (sink: TraceSink) => T): T | null => {
    if (!sink || sinkBroken) return null;
    try {
      return call(sink);
    } catch (error) {
      sinkBroken = true;
      logger.warn("tracing failed; answers continue without exported traces", { action, error: describeError(error, false) });
      return null;
    }
  };

  const startTrace = (start: StartTraceOptions, startTime: number): SinkTrace | null =>
    guarded("start trace", (to) =>
      to.startTrace({
        name: start.name,
        sessionId: start.sessionId,
        userId: start.userId,
        input: policy.content(start.input),
        metadata: policy.metadata(start.metadata),
        startTime,
      }),
    );

  const traceUrl = (root: SinkTrace | null, traceId: string): string | null => (root && sink ? sink.traceUrl(traceId) : null);

  const endTrace = (root: SinkTrace | null, output: unknown, endTime: number): void => {
    if (!root) return;
    guarded("end trace", () => {
      if (output !== undefined) {
        root.update({ output: policy.content(output) });
        root.setTraceOutput(policy.content(output));
      }
      root.end(endTime);
    });
  };

  const score = (root: SinkTrace | null, traceId: string, score: TraceScore): void => {
    if (!root) return;
    const comment = policy.comment(score.comment);
    guarded("score", (to) =>
      to.score({
        traceId,
        name: score.name,
        value: score.value,
        ...(score.observationId ? { observationId: score.observationId } : {}),
        ...(comment ? { comment } : {}),
      }),
    );
  };

  const startSpan = (parent: SinkObservation | null, name: string, startTime: number, input: unknown, spanOptions: SpanOptions) => {
    if (!parent) return null;
    const metadata = { ...spanOptions.metadata, ...(spanOptions.attempt ? { attempt: spanOptions.attempt } : {}) };
    return guarded("start span", (to) =>
      to.startObservation({
        name,
        kind: "span",
        parent,
        startTime,
        fields: { ...(input === undefined ? {} : { input: policy.content(input) }), metadata: policy.metadata(metadata) },
      }),
    );
  };

  const updateSpan = (observation: SinkObservation | null, fields: SpanFields): void => {
    if (!observation) return;
    guarded("update span", () =>
      observation.update({
        ...(fields.input === undefined ? {} : { input: policy.content(fields.input) }),
        ...(fields.output === undefined ? {} : { output: policy.content(fields.output) }),
        ...(fields.metadata === undefined ? {} : { metadata: policy.metadata(fields.metadata) }),
      }),
    );
  };

  const failSpan = (observation: SinkObservation | null, error: unknown): void => {
    if (observation) guarded("fail span", () => observation.update(policy.errorStatus(error)));
  };

  const endSpan = (observation: SinkObservation | null, endTime: number): void => {
    if (observation) guarded("end span", () => observation.end(endTime));
  };

  const startGeneration = (parent: SinkObservation | null, generation: GenerationStart, startTime: number) => {
    if (!parent) return null;
    return guarded("start generation", (to) =>
      to.startObservation({
        name: generation.name,
        kind: "generation",
        parent,
        startTime,
        fields: { input: policy.content(generation.input), model: generation.model, modelParameters: generation.modelParameters },
      }),
    );
  };

  const endGeneration = (
    observation: SinkObservation | null,
    result: GenerationResult,
    firstTokenAt: number | null,
    endTime: number,
  ): void => {
    if (!observation) return;
    guarded("end generation", () => {
      observation.update({
        output: policy.content(result.output),
        model: result.model,
        ...exportedUsage(result.usage),
        ...(firstTokenAt === null ? {} : { completionStartTime: new Date(firstTokenAt) }),
      });
      observation.end(endTime);
    });
  };

  const failGeneration = (observation: SinkObservation | null, error: unknown, endTime: number): void => {
    if (!observation) return;
    guarded("fail generation", () => {
      observation.update(policy.errorStatus(error));
      observation.end(endTime);
    });
  };

  return {
    startTrace,
    traceUrl,
    endTrace,
    score,
    startSpan,
    updateSpan,
    failSpan,
    endSpan,
    startGeneration,
    endGeneration,
    failGeneration,
  };
}
