/** The tracer's own rules: timeline arithmetic, span parenting, metadata-only mode, a broken sink. */
import { describe, expect, it } from "vitest";
import { createLogger } from "../../../server/core/logger";
import { redactContent } from "../../../server/tracing/redact";
import { tracedChatModel } from "../../../server/providers/traced-chat-model";
import { createTracer, type ObservationFields, type SinkScore, type TraceSink } from "../../../server/tracing/tracer";
import type { ChatModel } from "../../../server/core/llm";

interface Recorded {
  id: string;
  name: string;
  parent: string | null;
  fields: ObservationFields[];
  ended: number | null;
}

function fakeSink() {
  const observations: Recorded[] = [];
  const scores: SinkScore[] = [];
  let next = 0;
  const observe = (name: string, parent: string | null, fields: ObservationFields) => {
    const record: Recorded = { id: `span-${next++}`, name, parent, fields: [fields], ended: null };
    observations.push(record);
    return {
      id: record.id,
      update: (more: ObservationFields) => record.fields.push(more),
      end: (time: number) => (record.ended = time),
    };
  };
  const sink: TraceSink = {
    traceUrl: (traceId) => `https://langfuse.test/trace/${traceId}`,
    startTrace: (start) => ({
      ...observe(start.name, null, { input: start.input }),
      traceId: "t".repeat(32),
      setTraceOutput: () => undefined,
    }),
    startObservation: (start) => observe(start.name, start.parent.id, start.fields),
    score: (score) => scores.push(score),
    forceFlush: async () => undefined,
    shutdown: async () => undefined,
  };
  return { sink, observations, scores };
}

/** A clock that moves only when told to. */
function manualClock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const logger = createLogger({ level: "silent" });
const chatReplying = (text: string, clock: ReturnType<typeof manualClock>): ChatModel => ({
  model: "test-model",
  async complete() {
    clock.advance(40);
    return { text, model: "test-model", usage: { prompt_tokens: 10, completion_tokens: 5, cost_usd: 0.001 } };
  },
});

describe("tracer", () => {
  it("builds the timeline: offsets, durations, tokens per step, LLM calls under their step", async () => {
    const clock = manualClock();
    const { sink, observations } = fakeSink();
    const tracer = createTracer({ sink, traceContent: true, logger, clock: clock.now });
    const trace = tracer.startTrace({ name: "docent.answer", sessionId: "c1", input: { question: "q?" } });
    clock.advance(5);
    await trace.span(
      "pipeline.planner",
      { message: "q?" },
      async () => clock.advance(10),
      () => ({ query: "q?" }),
    );
    const chat = tracedChatModel(chatReplying("answer", clock), trace);
    await trace.span("pipeline.reasoner", {}, () => chat.complete({ purpose: "reasoner", messages: [{ role: "user", content: "q?" }] }));
    const timeline = trace.end({ answer: "answer" });

    expect(timeline.trace_url).toBe(`https://langfuse.test/trace/${"t".repeat(32)}`);
    expect(timeline.total_ms).toBe(55);
    expect(timeline.steps).toEqual([
      expect.objectContaining({ name: "pipeline.planner", stage: "planner", start_ms: 5, duration_ms: 10, llm_calls: 0 }),
      expect.objectContaining({
        name: "pipeline.reasoner",
        start_ms: 15,
        duration_ms: 40,
        prompt_tokens: 10,
        completion_tokens: 5,
        cost_usd: 0.001,
        llm_calls: 1,
      }),
    ]);
    expect(timeline.llm_calls).toEqual([
      expect.objectContaining({ name: "llm.reasoner", model: "test-model", step: "pipeline.reasoner", start_ms: 15 }),
    ]);
    expect(timeline.usage).toEqual({ prompt_tokens: 10, completion_tokens: 5, cost_usd: 0.001 });

    const reasonerSpan = observations.find((record) => record.name === "pipeline.reasoner")!;
    const generation = observations.find((record) => record.name === "llm.reasoner")!;
    expect(generation.parent).toBe(reasonerSpan.id);
    expect(generation.fields.at(-1)).toMatchObject({
      output: "answer",
      usageDetails: { input: 10, output: 5, total: 15 },
      costDetails: { total: 0.001 },
    });
    expect(observations.every((record) => record.ended !== null)).toBe(true);
  });

  it("keeps a stopped span's clock and takes its output later; the trace end closes what is left open", () => {
    const clock = manualClock();
    const { sink, observations } = fakeSink();
    const trace = createTracer({ sink, traceContent: true, logger, clock: clock.now }).startTrace({ name: "t", input: {} });
    const span = trace.startSpan("pipeline.validator", { attempt: 1 }, { attempt: 1 });
    clock.advance(20);
    span.stop();
    clock.advance(100);
    span.end({ score: 0.4 });
    trace.startSpan("pipeline.responder");
    clock.advance(7);
    const timeline = trace.end();

    const validator = observations.find((record) => record.name === "pipeline.validator")!;
    expect(validator.ended).toBe(1_000_020);
    expect(validator.fields.at(-1)).toEqual({ output: { score: 0.4 } });
    expect(timeline.steps[0]).toMatchObject({ attempt: 1, duration_ms: 20 });
    expect(observations.find((record) => record.name === "pipeline.responder")!.ended).toBe(1_000_127);
  });

  it("exports metadata only with TRACE_CONTENT=false, and drops score comments", () => {
    const { sink, observations, scores } = fakeSink();
    const trace = createTracer({ sink, traceContent: false, logger }).startTrace({ name: "t", input: { question: "secret question" } });
    trace
      .startSpan("pipeline.retriever", { query: "secret question", top_k: 5 })
      .end({ chunks: [{ chunk_id: "d_1", filename: "a.pdf", text: "secret text", score: 0.9 }] });
    trace.score({ name: "confidence", value: 0.9, comment: "secret feedback" });
    trace.end({ answer: "secret answer" });

    expect(JSON.stringify(observations)).not.toContain("secret");
    expect(observations[1]!.fields.at(-1)).toEqual({
      output: { chunks: [{ chunk_id: "d_1", filename: "a.pdf", text: "[redacted: 11 chars]", score: 0.9 }] },
    });
    expect(scores).toEqual([{ traceId: "t".repeat(32), name: "confidence", value: 0.9 }]);
  });

  it("never lets a broken sink fail the work it traces", async () => {
    const { sink } = fakeSink();
    const broken: TraceSink = {
      ...sink,
      startObservation: () => {
        throw new Error("exporter exploded");
      },
    };
    const trace = createTracer({ sink: broken, traceContent: true, logger }).startTrace({ name: "t", input: {} });
    await expect(trace.span("pipeline.planner", {}, async () => "planned")).resolves.toBe("planned");
    await expect(trace.span("pipeline.retriever", {}, async () => Promise.reject(new Error("search failed")))).rejects.toThrow(
      "search failed",
    );
    expect(trace.end().steps.map((step) => step.status)).toEqual(["ok", "error"]);
  });

  it("without a sink records the timeline with a fresh trace id and no URL", () => {
    const trace = createTracer({ sink: null, traceContent: true, logger }).startTrace({ name: "t", input: {} });
    expect(trace.traceId).toMatch(/^[0-9a-f]{32}$/);
    expect(trace.end()).toMatchObject({ trace_url: null, exported: false });
  });
});

describe("redactContent", () => {
  it("keeps numbers, booleans and identifier fields, and turns other text into its length", () => {
    expect(
      redactContent({
        question: "abc",
        attempt: 2,
        valid: true,
        safety_flags: ["prompt_injection"],
        nested: [{ doc_id: "d1", text: "hello" }],
      }),
    ).toEqual({
      question: "[redacted: 3 chars]",
      attempt: 2,
      valid: true,
      safety_flags: ["prompt_injection"],
      nested: [{ doc_id: "d1", text: "[redacted: 5 chars]" }],
    });
    expect(redactContent("plain")).toBe("[redacted: 5 chars]");
  });
});
