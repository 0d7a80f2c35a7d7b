/**
 * Issue 8 acceptance, Langfuse on: one question produces one trace with a span per stage, a
 * generation per LLM call with model and usage, and the confidence score; a retried question shows
 * both attempts; the stored message carries the timeline and GET /api/conversations/:id returns
 * it; Langfuse answering 500 or hanging leaves the answer identical and on time, with one warning.
 * msw stands in for OpenAI and receives the Langfuse export on its real endpoints.
 */
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { ChatResponse, Timeline } from "~/lib/response";
import { conversationRoutes } from "../../../server/http/routes/conversations";
import { ledgerAnswer, ledgerAnswerSecret, ledgerQuestion, ledgerSecret, ledgerSuggestions, ledgerText } from "../../fixtures/documents";
import { recordingLogger, suiteServices, type LogRecord } from "../../helpers/services";
import { createLangfuseMock, langfuseEnv } from "../../mocks/langfuse";
import { constantEmbedding, createOpenAIMock, judgeJson, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const stageSpans = ["pipeline.planner", "pipeline.retriever", "pipeline.reasoner", "pipeline.validator", "pipeline.responder"];

describe("Langfuse tracing of an answer", () => {
  const openai = createOpenAIMock({
    embed: constantEmbedding,
    usage: { prompt_tokens: 120, completion_tokens: 30 },
    replies: { reasoner: ledgerAnswer, suggestions: JSON.stringify({ questions: ledgerSuggestions }) },
  });
  const langfuse = createLangfuseMock();
  suiteHandlers(...openai.handlers, ...langfuse.handlers);
  const logs: LogRecord[] = [];
  const docent = suiteServices({
    prefix: "docent-tracing-",
    logger: recordingLogger(logs),
    env: { ...openaiEnv(), ...langfuseEnv },
    tracing: { exportTimeoutMs: 1_000, flushIntervalMs: 200, flushTimeoutMs: 3_000 },
    documents: [{ name: "ledger.txt", text: ledgerText }],
  });
  const ask = () => docent.ask(ledgerQuestion);

  it("sends one trace with the five stage spans, a generation per LLM call and the confidence score", async () => {
    langfuse.reset();
    const { response } = await ask();
    await docent.services.tracer.flush();

    expect(response.answer).toContain(ledgerAnswerSecret);
    expect(response.trace_url).toBe(`${langfuseEnv.LANGFUSE_BASE_URL}/trace/${response.trace_id}`);
    const spans = langfuse.spansOf(response.trace_id);
    const traceIds = new Set(langfuse.state.spans.filter((span) => span.name === "docent.answer").map((span) => span.traceId));
    expect(traceIds).toEqual(new Set([response.trace_id]));

    const root = spans.find((span) => span.name === "docent.answer")!;
    expect(root.parentSpanId).toBeNull();
    expect(root.attributes["session.id"]).toBe(response.conversation_id);
    expect(root.attributes["langfuse.trace.name"]).toBe("docent.answer");
    for (const name of stageSpans) {
      const span = spans.find((candidate) => candidate.name === name);
      expect(span, name).toBeDefined();
      expect(span!.parentSpanId).toBe(root.spanId);
      expect(span!.attributes["langfuse.observation.type"]).toBe("span");
      expect(span!.attributes["langfuse.observation.output"], `${name} output`).toBeTypeOf("string");
    }
    const retriever = spans.find((span) => span.name === "pipeline.retriever")!;
    expect(String(retriever.attributes["langfuse.observation.output"])).toContain(ledgerSecret);

    // One generation per LLM call (reasoner, judge, suggestions; a plain question's intent is the rules'), under the
    // stage that made it: the suggestions start beside the judge (docs/architecture.md, "The time budget").
    const generations = spans.filter((span) => span.attributes["langfuse.observation.type"] === "generation");
    expect(generations.map((span) => span.name).sort()).toEqual(["llm.judge", "llm.reasoner", "llm.suggestions"]);
    const byId = new Map(spans.map((span) => [span.spanId, span.name]));
    expect(generations.map((span) => [span.name, byId.get(span.parentSpanId!)]).sort()).toEqual([
      ["llm.judge", "pipeline.validator"],
      ["llm.reasoner", "pipeline.reasoner"],
      ["llm.suggestions", "pipeline.validator"],
    ]);
    for (const generation of generations) {
      expect(generation.attributes["langfuse.observation.model.name"]).toBe("gpt-4o-mini");
      expect(JSON.parse(String(generation.attributes["langfuse.observation.usage_details"]))).toEqual({
        input: 120,
        output: 30,
        total: 150,
      });
      expect(generation.attributes["langfuse.observation.cost_details"]).toBeTypeOf("string");
    }
    const reasonerGeneration = generations.find((span) => span.name === "llm.reasoner")!;
    expect(String(reasonerGeneration.attributes["langfuse.observation.output"])).toContain(ledgerAnswerSecret);
    expect(reasonerGeneration.attributes["langfuse.observation.completion_start_time"]).toBeTypeOf("string");

    const scores = langfuse.scoresOf(response.trace_id);
    expect(scores.find((score) => score.name === "confidence")).toMatchObject({ value: response.confidence_score });
    const validator = spans.find((span) => span.name === "pipeline.validator")!;
    expect(scores.find((score) => score.name === "validation_attempt")).toMatchObject({ observationId: validator.spanId });
    expect(logs.filter((record) => record.level === "warn")).toEqual([]);
  });

  it("shows both attempts of a question that was retried, with each score and feedback", async () => {
    langfuse.reset();
    openai.script("judge", judgeJson(2, "Name the office the cabinet stands in."), judgeJson(25));
    const { response } = await ask();
    await docent.services.tracer.flush();

    expect(response.attempts).toBe(2);
    const spans = langfuse.spansOf(response.trace_id);
    const attemptsOf = (name: string) =>
      spans
        .filter((span) => span.name === name)
        .map((span) => Number(span.attributes["langfuse.observation.metadata.attempt"]))
        .sort();
    expect(attemptsOf("pipeline.reasoner")).toEqual([1, 2]);
    expect(attemptsOf("pipeline.validator")).toEqual([1, 2]);
    expect(spans.filter((span) => span.name === "llm.reasoner")).toHaveLength(2);
    expect(spans.filter((span) => span.name === "llm.judge")).toHaveLength(2);

    const secondReasoner = spans.find(
      (span) => span.name === "pipeline.reasoner" && span.attributes["langfuse.observation.metadata.attempt"] === "2",
    )!;
    expect(String(secondReasoner.attributes["langfuse.observation.input"])).toContain("Name the office");
    const attemptScores = langfuse.scoresOf(response.trace_id).filter((score) => score.name === "validation_attempt");
    expect(attemptScores).toHaveLength(2);
    expect(attemptScores[0]!.value).toBeLessThan(0.75);
    expect(attemptScores[0]!.comment).toContain("Name the office");

    expect(response.timeline!.attempts).toEqual([
      expect.objectContaining({ attempt: 1, valid: false, feedback: expect.stringContaining("Name the office") }),
      expect.objectContaining({ attempt: 2, valid: true }),
    ]);
    expect(response.timeline!.steps.filter((step) => step.stage === "reasoner").map((step) => step.attempt)).toEqual([1, 2]);
  });

  it("stores the timeline with the message, and GET /api/conversations/:id returns it", async () => {
    const { response } = await ask();
    const timeline = Timeline.parse(response.timeline);
    expect(timeline.trace_id).toBe(response.trace_id);
    expect(timeline.trace_url).toBe(response.trace_url);
    expect(timeline.exported).toBe(true);
    // Other steps (the web fallback's) may sit between them; the five stages come in this order.
    expect(timeline.steps.map((step) => step.name).filter((name) => stageSpans.includes(name))).toEqual(stageSpans);
    for (const step of timeline.steps) expect(step.duration_ms).toBeGreaterThanOrEqual(0);
    expect(timeline.steps.map((step) => step.start_ms)).toEqual([...timeline.steps.map((step) => step.start_ms)].sort((a, b) => a - b));
    const reasoner = timeline.steps.find((step) => step.stage === "reasoner")!;
    expect(reasoner).toMatchObject({ prompt_tokens: 120, completion_tokens: 30, llm_calls: 1 });
    expect(reasoner.cost_usd).toBeGreaterThan(0);
    expect(timeline.llm_calls.map((call) => [call.name, call.step])).toEqual([
      ["llm.reasoner", "pipeline.reasoner"],
      ["llm.suggestions", "pipeline.validator"],
      ["llm.judge", "pipeline.validator"],
    ]);
    expect(timeline.usage.prompt_tokens).toBe(360);

    const app = express();
    app.use("/api/conversations", conversationRoutes(docent.services));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const reply = await fetch(`http://127.0.0.1:${port}/api/conversations/${response.conversation_id}`);
      expect(reply.status).toBe(200);
      const body = (await reply.json()) as { messages: { role: string; response: unknown }[] };
      const stored = ChatResponse.parse(body.messages.find((message) => message.role === "assistant")!.response);
      expect(stored.timeline).toEqual(response.timeline);
      expect(stored.trace_id).toBe(response.trace_id);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers identically and on time while Langfuse fails with 500 or hangs, with one warning", async () => {
    langfuse.setMode("ok");
    const healthy = await ask();
    await docent.services.tracer.flush();
    const comparable = (response: ChatResponse) => ({
      answer: response.answer,
      citations: response.citations,
      confidence: response.confidence,
      confidence_score: response.confidence_score,
      suggestions: response.suggestions,
      attempts: response.attempts,
    });

    for (const mode of ["error", "hang"] as const) {
      logs.length = 0;
      langfuse.setMode(mode);
      const requestsBefore = langfuse.state.requests;
      const troubled = await ask();
      expect(comparable(troubled.response), mode).toEqual(comparable(healthy.response));
      // The export happens after the answer, so Langfuse's trouble cannot add to it.
      expect(troubled.ms, mode).toBeLessThan(healthy.ms + 1_500);
      const flushStarted = performance.now();
      await docent.services.tracer.flush();
      expect(performance.now() - flushStarted, `${mode} flush is bounded`).toBeLessThan(5_000);
      expect(langfuse.state.requests, `${mode}: the export was attempted`).toBeGreaterThan(requestsBefore);
      // A second answer during the same outage adds no second warning.
      await ask();
      await docent.services.tracer.flush();
      const warnings = logs.filter((record) => record.level === "warn" && record.message.startsWith("Langfuse export failed"));
      expect(warnings, mode).toHaveLength(1);
      langfuse.setMode("ok");
      await ask();
      await docent.services.tracer.flush();
      expect(
        logs.some((record) => record.message === "Langfuse export recovered"),
        `${mode} recovery`,
      ).toBe(true);
    }
  });
});
