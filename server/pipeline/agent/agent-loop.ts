/**
 * Agent mode's loop (docs/architecture.md, "Agent mode"): the model calls the tools and finishes
 * through `generate_response`.
 * - The first call must be `knowledge_base_search`: a reply without it is told so and asked once
 *   more; a second one ends the answer with a clear error.
 * - Every argument is checked (tools.ts); a failed check goes back as the tool's error, with the
 *   reason, and the model may correct it.
 * - A `generate_response` that cites unknown sources (or a plain-text reply) is sent back once with
 *   the problem; after that the answer is kept as it is, or the fallback when there is none.
 * - At most AGENT_MAX_TOOL_CALLS tool calls and AGENT_TIMEOUT_MS: then the model is asked to
 *   finish with what it has, once.
 * Each tool call is a span (`agent.<tool>`) in the timeline and in Langfuse.
 */
import { AppError } from "../../core/errors";
import { throwIfAborted } from "../../core/abort";
import type { ChatMessage, ChatModel, Completion, ToolCall } from "../../core/llm";
import { addUsage, zeroUsage } from "../../core/usage";
import type { Usage } from "~/lib/response";
import { agentPrompt, searchFirstFeedback, type AgentPromptInput } from "../../prompts/agent";
import type { TraceHandle } from "../../tracing/tracer";
import {
  createSourceList,
  indexKeywords,
  knowledgeBaseSearch,
  tableQuery,
  webSearch,
  type SourceList,
  type ToolContext,
  type ToolResult,
} from "./run-tools";
import { agentTools, checkToolCall, type AgentToolArguments, type CheckedToolCall } from "./tools";

export interface AgentLoopInput extends AgentPromptInput {
  maxToolCalls: number;
  timeoutMs: number;
  maxTokens: number;
}

/** One tool call as the response's `tool_calls` lists it. */
export interface AgentToolCallRecord {
  name: string;
  arguments: unknown;
  ok: boolean;
  /** The reason a call was refused or failed. */
  error?: string;
}

export interface AgentLoopOutput {
  /** The model's answer with [Source N] markers; null when it never finished. */
  answer: string | null;
  modelConfidence: "high" | "medium" | "low" | null;
  sources: SourceList;
  calls: AgentToolCallRecord[];
  flags: string[];
  /** Why the loop ended as it did, for `reasoning`. */
  ending: "finished" | "finished_after_retry" | "step_limit" | "time_limit" | "no_response";
  usage: Usage;
}

interface LoopState {
  messages: ChatMessage[];
  sources: SourceList;
  calls: AgentToolCallRecord[];
  flags: Set<string>;
  usage: Usage;
  searched: boolean;
  searchReminded: boolean;
  finishRetried: boolean;
  answer: string | null;
  modelConfidence: "high" | "medium" | "low" | null;
}

export async function runAgentLoop(input: AgentLoopInput, context: ToolContext & { trace: TraceHandle }): Promise<AgentLoopOutput> {
  const started = performance.now();
  const offered = agentTools({ webEnabled: input.webEnabled, tablesAvailable: input.tablesAvailable });
  const offeredNames = new Set(offered.map((tool) => tool.name));
  const state: LoopState = {
    messages: agentPrompt(input),
    sources: createSourceList(),
    calls: [],
    flags: new Set(),
    usage: zeroUsage,
    searched: false,
    searchReminded: false,
    finishRetried: false,
    answer: null,
    modelConfidence: null,
  };
  const output = (ending: AgentLoopOutput["ending"]): AgentLoopOutput => ({
    answer: state.answer,
    modelConfidence: state.modelConfidence,
    sources: state.sources,
    calls: state.calls,
    flags: [...state.flags],
    ending,
    usage: state.usage,
  });

  for (;;) {
    throwIfAborted(context.signal);
    const overTime = performance.now() - started > input.timeoutMs;
    const overCalls = state.calls.length >= input.maxToolCalls;
    if (overTime || overCalls) {
      return finishAtBound(
        state,
        { chat: context.chat, signal: context.signal },
        input,
        offered,
        overTime ? "time_limit" : "step_limit",
        output,
      );
    }
    const completion = await ask(context.chat, state, offered, input.maxTokens, context.signal);
    const toolCalls = completion.toolCalls ?? [];
    if (!state.searched && toolCalls[0]?.name !== "knowledge_base_search") {
      remindToSearchFirst(state, completion, toolCalls);
      continue;
    }
    if (toolCalls.length === 0) {
      if (!retryFinish(state, completion, "Finish by calling generate_response with your answer; a plain text reply is not used.")) {
        state.answer = completion.text.trim() || null;
        return output("no_response");
      }
      continue;
    }
    state.messages.push({ role: "assistant", content: completion.text, toolCalls });
    const ending = await runCalls(toolCalls, state, context, offeredNames, input.maxToolCalls);
    if (ending) return output(ending);
  }
}

async function ask(
  chat: ChatModel,
  state: LoopState,
  tools: ReturnType<typeof agentTools>,
  maxTokens: number,
  signal: AbortSignal,
): Promise<Completion> {
  const completion = await chat.complete({ purpose: "agent", messages: state.messages, tools, temperature: 0, maxTokens, signal });
  state.usage = addUsage(state.usage, completion.usage);
  return completion;
}

/** The model skipped the mandatory first search: told once, then the answer ends with a clear error. */
function remindToSearchFirst(state: LoopState, completion: Completion, toolCalls: ToolCall[]) {
  if (state.searchReminded) {
    throw new AppError(
      "internal",
      "agent",
      "The model did not search your documents before answering, even when asked to, so no answer was given. Please try again.",
    );
  }
  state.searchReminded = true;
  for (const call of toolCalls)
    state.calls.push({ name: call.name, arguments: safeJson(call.arguments), ok: false, error: searchFirstFeedback });
  if (toolCalls.length > 0) {
    state.messages.push({ role: "assistant", content: completion.text, toolCalls });
    for (const call of toolCalls) state.messages.push({ role: "tool", toolCallId: call.id, content: `Error: ${searchFirstFeedback}` });
  } else {
    state.messages.push({ role: "assistant", content: completion.text }, { role: "user", content: searchFirstFeedback });
  }
}

/** One more chance to finish properly; false when it was already used. */
function retryFinish(state: LoopState, completion: Completion, feedback: string): boolean {
  if (state.finishRetried) return false;
  state.finishRetried = true;
  state.messages.push({ role: "assistant", content: completion.text }, { role: "user", content: feedback });
  return true;
}

/** Runs the calls of one reply in order; returns how the loop ends, or null to go on. */
async function runCalls(
  toolCalls: ToolCall[],
  state: LoopState,
  context: ToolContext & { trace: TraceHandle },
  offered: ReadonlySet<string>,
  maxToolCalls: number,
): Promise<AgentLoopOutput["ending"] | null> {
  let ending: AgentLoopOutput["ending"] | null = null;
  for (const call of toolCalls) {
    // Every call gets a reply (the API requires one per id), even those past the bound.
    if (ending || state.calls.length >= maxToolCalls) {
      state.messages.push({
        role: "tool",
        toolCallId: call.id,
        content: "Not run: the answer is finished or the tool-call limit was reached.",
      });
      continue;
    }
    const checked = checkToolCall(call.name, call.arguments, offered);
    const result = await context.trace.span(
      `agent.${checked.name}`,
      { arguments: safeJson(call.arguments) },
      () => runOne(checked, state, context),
      (outcome) => ({ ok: outcome.ok, result: outcome.content.slice(0, 2_000) }),
    );
    state.calls.push({
      name: checked.name,
      arguments: checked.ok ? checked.value : safeJson(call.arguments),
      ok: result.ok,
      ...(result.ok ? {} : { error: result.content.replace(/^Error: /, "") }),
    });
    for (const flag of result.flags ?? []) state.flags.add(flag);
    state.messages.push({ role: "tool", toolCallId: call.id, content: result.content });
    if (checked.ok && checked.name === "generate_response") {
      if (result.ok) ending = state.finishRetried ? "finished_after_retry" : "finished";
      else if (state.finishRetried) ending = "no_response";
      else state.finishRetried = true;
    }
  }
  return ending;
}

async function runOne(checked: CheckedToolCall, state: LoopState, context: ToolContext): Promise<ToolResult> {
  if (!checked.ok) return { ok: false, content: `Error: ${checked.reason}` };
  if (checked.name === "knowledge_base_search") {
    state.searched = true;
    return knowledgeBaseSearch(checked.value as AgentToolArguments<"knowledge_base_search">, context, state.sources);
  }
  if (checked.name === "table_query") return tableQuery(checked.value as AgentToolArguments<"table_query">, context, state.sources);
  if (checked.name === "web_search") return webSearch(checked.value as AgentToolArguments<"web_search">, context, state.sources);
  if (checked.name === "index_keywords") return indexKeywords(checked.value as AgentToolArguments<"index_keywords">, context);
  return generateResponse(checked.value as AgentToolArguments<"generate_response">, state);
}

/** The final answer: every source it cites, in the text or the list, must be one the tools returned. */
function generateResponse(args: AgentToolArguments<"generate_response">, state: LoopState): ToolResult {
  const count = state.sources.chunks.length;
  const cited = [...args.answer.matchAll(/\[Source (\d+)\]/g)].map((match) => Number(match[1]));
  const unknown = [...new Set([...cited, ...args.sources])].filter((number) => number < 1 || number > count);
  if (unknown.length > 0) {
    const known = count > 0 ? `the sources are numbered 1 to ${count}` : "no source was found, so cite none";
    return { ok: false, content: `Error: sources: ${unknown.map((n) => `[Source ${n}]`).join(", ")} do not exist; ${known}.` };
  }
  state.answer = args.answer;
  state.modelConfidence = args.confidence;
  return { ok: true, content: "Answer received." };
}

/** Out of calls or time: the model is asked once to finish with what it has, offered only generate_response. */
async function finishAtBound(
  state: LoopState,
  { chat, signal }: { chat: ChatModel; signal: AbortSignal },
  input: AgentLoopInput,
  offered: ReturnType<typeof agentTools>,
  ending: "step_limit" | "time_limit",
  output: (ending: AgentLoopOutput["ending"]) => AgentLoopOutput,
): Promise<AgentLoopOutput> {
  state.flags.add(ending === "step_limit" ? "agent_step_limit" : "agent_time_limit");
  state.messages.push({
    role: "user",
    content: "No more searches are allowed. Call generate_response now with the best answer the sources found so far support.",
  });
  const finish = offered.filter((tool) => tool.name === "generate_response");
  const completion = await ask(chat, state, finish, input.maxTokens, signal);
  const call = completion.toolCalls?.find((candidate) => candidate.name === "generate_response");
  if (call) {
    const checked = checkToolCall(call.name, call.arguments, new Set(["generate_response"]));
    const result = checked.ok ? generateResponse(checked.value as AgentToolArguments<"generate_response">, state) : null;
    state.calls.push({ name: "generate_response", arguments: safeJson(call.arguments), ok: Boolean(result?.ok) });
  }
  return output(ending);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text.slice(0, 500);
  }
}
