/**
 * Issue 8 acceptance: with TRACE_CONTENT=false no exported payload holds the document text, the
 * question or the answer (metadata only); with no Langfuse keys msw sees no request to Langfuse,
 * and the answer still carries its local timeline.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ledgerAnswer, ledgerAnswerSecret, ledgerQuestion, ledgerSecret, ledgerSuggestions, ledgerText } from "../../fixtures/documents";
import { addDocuments, ask, recordingLogger, startServices, type LogRecord, type Services } from "../../helpers/services";
import { createLangfuseMock, langfuseEnv } from "../../mocks/langfuse";
import { constantEmbedding, createOpenAIMock, judgeJson, openaiBaseUrl, openaiEnv } from "../../mocks/openai";
import { recordOutsideRequests, suiteHandlers } from "../../setup";

describe("what tracing sends", () => {
  const openai = createOpenAIMock({
    embed: constantEmbedding,
    usage: { prompt_tokens: 120, completion_tokens: 30 },
    replies: { reasoner: ledgerAnswer, suggestions: JSON.stringify({ questions: ledgerSuggestions }) },
  });
  const langfuse = createLangfuseMock();
  suiteHandlers(...openai.handlers, ...langfuse.handlers);
  const seen = recordOutsideRequests();
  const logs: LogRecord[] = [];
  let services: Services | null = null;
  const ledger = [{ name: "ledger.txt", text: ledgerText }];

  afterAll(async () => {
    await services?.close();
  });

  it("keeps document text, questions and answers out of every payload with TRACE_CONTENT=false", async () => {
    services = await startServices({
      prefix: "docent-trace-content-",
      logger: recordingLogger(logs),
      env: { ...openaiEnv(), ...langfuseEnv, TRACE_CONTENT: "false" },
      tracing: { flushIntervalMs: 200 },
    });
    await addDocuments(services, ledger);
    // A retried question carries judge feedback too, which may quote the answer.
    openai.script("judge", judgeJson(2, `Say it plainly: ${ledgerAnswerSecret}.`), judgeJson(25));
    const { response } = await ask(services, ledgerQuestion);
    await services.tracer.flush();
    await services.close();
    services = null;

    expect(response.answer).toContain(ledgerAnswerSecret);
    expect(response.attempts).toBe(2);
    const spans = langfuse.spansOf(response.trace_id);
    expect(spans.map((span) => span.name)).toEqual(expect.arrayContaining(["pipeline.retriever", "llm.reasoner", "llm.judge"]));
    expect(langfuse.state.spans.some((span) => span.name === "ingest.parse")).toBe(true);
    expect(langfuse.scoresOf(response.trace_id).map((score) => score.name)).toContain("confidence");

    const payloads = langfuse.state.rawBodies.join("\n");
    expect(payloads.length).toBeGreaterThan(0);
    for (const secret of [ledgerSecret, ledgerAnswerSecret, ledgerQuestion, "blue cabinet"]) expect(payloads, secret).not.toContain(secret);
    // Metadata stays: sizes, ids, models and token counts.
    const reasoner = spans.find((span) => span.name === "llm.reasoner")!;
    expect(reasoner.attributes["langfuse.observation.model.name"]).toBe("gpt-4o-mini");
    expect(String(reasoner.attributes["langfuse.observation.output"])).toMatch(/^\[redacted: \d+ chars\]$/);
    const prompt = JSON.parse(String(reasoner.attributes["langfuse.observation.input"])) as { role: string; content: string }[];
    expect(prompt.map((message) => message.role)).toEqual(["system", "user"]);
    expect(prompt[1]!.content).toMatch(/^\[redacted: \d+ chars\]$/);
    // The local timeline keeps everything: it never leaves Docent.
    expect(response.timeline!.attempts[0]!.feedback).toContain(ledgerAnswerSecret);
  });

  it("makes no request to Langfuse without keys", async () => {
    langfuse.reset();
    seen.length = 0;
    services = await startServices({ prefix: "docent-trace-off-", logger: recordingLogger(logs), env: openaiEnv() });
    expect(services.tracer.exporting).toBe(false);
    await addDocuments(services, ledger);
    const { response } = await ask(services, ledgerQuestion);
    await services.tracer.flush();
    await services.close();
    services = null;

    expect(response.trace_url).toBeNull();
    expect(response.trace_id).toMatch(/^[0-9a-f]{32}$/);
    expect(response.timeline).toMatchObject({ trace_id: response.trace_id, trace_url: null, exported: false });
    expect(response.timeline!.llm_calls.length).toBeGreaterThan(0);
    expect(seen.some((url) => url.startsWith(`${openaiBaseUrl}/`))).toBe(true);
    expect(seen.filter((url) => new URL(url).hostname === new URL(langfuseEnv.LANGFUSE_BASE_URL).hostname)).toEqual([]);
    expect(langfuse.state.requests).toBe(0);
  });
});
