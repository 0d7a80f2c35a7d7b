/**
 * ANSWER_MODE=agent (docs/architecture.md, "Agent mode"): the model drives the tools (agent-loop.ts)
 * and its final answer goes through the validator like any draft; the orchestrator's responder
 * then makes the response. Built once by services.ts when the setting asks for it; the fixed
 * pipeline is used otherwise.
 */
import type { AnswerStyle } from "~/lib/response";
import type { ConversationTurn, RetrievedChunk } from "../../core/types";
import { NO_INFORMATION_ANSWER } from "../../prompts/reasoner";
import type { TableQueries } from "../../retrieval/tables/queries";
import type { TraceHandle } from "../../tracing/tracer";
import type { AnswererDraft } from "../answerers/draft";
import type { StageDeps } from "../types";
import { FALLBACK_ANSWER, flaggedSources, validate } from "../validator";
import type { WebServices } from "../web/types";
import { runAgentLoop, type AgentLoopOutput, type AgentToolCallRecord } from "./agent-loop";

export interface AgentQuestion {
  question: string;
  style: AnswerStyle;
  history: ConversationTurn[];
  documentIds?: string[];
}

export interface AgentDeps {
  /** The answer's stage deps; `chat` is the traced model and must be set. */
  stage: StageDeps;
  trace: TraceHandle;
  tables?: TableQueries;
  /** Null without PERPLEXITY_API_KEY: the model is then offered no web tool. */
  web: WebServices | null;
  /** The model's answer is in, about to be judged: work that needs only it (the suggestions) may start beside the judge. */
  onAnswer?(answer: string, chunks: RetrievedChunk[]): void;
}

export type AgentDraft = AnswererDraft & { query: Record<string, unknown>; tool_calls: AgentToolCallRecord[] };
export type AgentAnswerer = (question: AgentQuestion, deps: AgentDeps) => Promise<AgentDraft>;

export function createAgentAnswerer(settings: { maxToolCalls: number; timeoutMs: number }): AgentAnswerer {
  return async (question, deps) => {
    const { stage } = deps;
    if (!stage.chat) throw new Error("agent mode needs a chat model");
    const loop = await runAgentLoop(
      {
        question: question.question,
        style: question.style,
        history: question.history,
        webEnabled: deps.web !== null,
        tablesAvailable: ((await deps.tables?.tablesFor(question.documentIds))?.length ?? 0) > 0,
        today: (stage.now?.() ?? new Date()).toISOString().slice(0, 10),
        maxToolCalls: settings.maxToolCalls,
        timeoutMs: settings.timeoutMs,
        maxTokens: stage.config.ANSWER_MAX_TOKENS,
      },
      {
        question: question.question,
        search: stage.search,
        ...(deps.tables ? { tables: deps.tables } : {}),
        web: deps.web,
        chat: stage.chat,
        signal: stage.signal,
        ...(question.documentIds ? { documentIds: question.documentIds } : {}),
        ...(question.history.at(-1) ? { previousQuestion: question.history.at(-1)!.question } : {}),
        trace: deps.trace,
      },
    );
    return draftOf(question.question, loop, stage, deps.onAnswer);
  };
}

/** The validator on the agent's answer; its sources are the ones the tools found, in their numbering. */
async function draftOf(question: string, loop: AgentLoopOutput, deps: StageDeps, onAnswer: AgentDeps["onAnswer"]): Promise<AgentDraft> {
  const chunks = loop.sources.chunks;
  const written = loop.answer ?? (chunks.length === 0 ? NO_INFORMATION_ANSWER : FALLBACK_ANSWER);
  onAnswer?.(written, chunks);
  const validation = await validate(
    {
      question,
      draft: { answer: written, context_used: "", num_sources: chunks.length, ...(loop.usage ? { usage: loop.usage } : {}) },
      chunks,
    },
    deps,
  );
  const answer = validation.answer || written;
  const cited = new Set([...answer.matchAll(/\[Source (\d+)\]/g)].map((match) => Number(match[1])));
  const usedWeb = chunks.some((chunk, index) => chunk.kind === "web" && cited.has(index + 1));
  const tools = loop.calls.map((call) => call.name);
  return {
    answer,
    chunks,
    flaggedSources: flaggedSources(chunks),
    confidence: validation.confidence,
    confidence_score: Math.round(validation.confidence_score * 1000) / 1000,
    reasoning: `${endingNote(loop)} ${validation.reason}`.trim(),
    safety_flags: [...new Set([...loop.flags, ...validation.safety_flags])],
    used_external_kb: usedWeb,
    suggestions: [],
    attempts: 1,
    tool_calls: loop.calls,
    query: { tools, ending: loop.ending, model_confidence: loop.modelConfidence },
  };
}

function endingNote(loop: AgentLoopOutput): string {
  const count = loop.calls.length;
  const calls = `${count} tool call${count === 1 ? "" : "s"}`;
  switch (loop.ending) {
    case "finished":
    case "finished_after_retry":
      return `The model answered through ${calls}.`;
    case "step_limit":
      return `The model reached the limit of tool calls (${calls}) and was asked to answer with what it had.`;
    case "time_limit":
      return `The model ran out of time after ${calls} and was asked to answer with what it had.`;
    case "no_response":
      return `The model did not finish its answer properly after ${calls}.`;
  }
}
