/**
 * Agent mode in Langfuse (docs/architecture.md, "Agent mode"): each tool call the model makes is a
 * span `agent.<tool>` of the answer's trace, under the reasoner's stage, beside a generation per
 * agent call; a refused argument is a span too, with its reason. Real stores; msw stands in for
 * OpenAI and receives the Langfuse export on its real endpoints.
 */
import { describe, expect, it } from "vitest";
import { parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";
import { createLangfuseMock, langfuseEnv } from "../../mocks/langfuse";
import { createOpenAIMock, judgeJson, openaiEnv, toolCalls } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

describe("agent mode traced in Langfuse", () => {
  const openai = createOpenAIMock({ replies: { judge: judgeJson(22) } });
  const langfuse = createLangfuseMock();
  suiteHandlers(...openai.handlers, ...langfuse.handlers);
  const docent = suiteServices({
    prefix: "agent-langfuse-",
    env: { ...openaiEnv(), ...langfuseEnv, ANSWER_MODE: "agent" },
    tracing: { exportTimeoutMs: 1_000, flushIntervalMs: 200, flushTimeoutMs: 3_000 },
    documents: [{ name: "paris.txt", text: parisText }],
  });

  it("exports one span per tool call under the reasoner's stage, the refused argument with its reason", async () => {
    openai.script(
      "agent",
      toolCalls({ name: "knowledge_base_search", arguments: { query: "Paris", top_k: 50 } }),
      toolCalls({ name: "knowledge_base_search", arguments: { query: "Paris population" } }),
      toolCalls({
        name: "generate_response",
        arguments: { answer: "Paris has an estimated population of 2,102,650 residents [Source 1].", sources: [1], confidence: "high" },
      }),
    );
    const { response } = await docent.ask("How many people live in Paris?");
    await docent.services.tracer.flush();

    expect(response.answer).toContain("2,102,650");
    const spans = langfuse.spansOf(response.trace_id);
    const tools = spans.filter((span) => span.name.startsWith("agent."));
    expect(tools.map((span) => span.name).sort()).toEqual([
      "agent.generate_response",
      "agent.knowledge_base_search",
      "agent.knowledge_base_search",
    ]);
    const reasoner = spans.find((span) => span.name === "pipeline.reasoner")!;
    for (const span of tools) expect(span.parentSpanId, span.name).toBe(reasoner.spanId);
    // The refused argument is visible in the trace with its reason; the corrected search found the passage.
    const outputs = tools.map((span) => String(span.attributes["langfuse.observation.output"]));
    expect(outputs.filter((output) => output.includes("top_k: must be at most 10"))).toHaveLength(1);
    expect(outputs.filter((output) => output.includes("paris.txt"))).toHaveLength(1);
    const generations = spans.filter((span) => span.attributes["langfuse.observation.type"] === "generation");
    expect(generations.filter((span) => span.name === "llm.agent")).toHaveLength(3);
  });
});
