/**
 * Which request parameters a chat model accepts. OpenAI's reasoning models (o1, o3, o4-mini, the
 * gpt-5 family) refuse `temperature` and `max_tokens` with a 400, and some of them also refuse a
 * system message, streaming (unverified organisations) or `response_format`. Known families get
 * the right body up front; any other model teaches us by its first 400 (`unsupported_parameter` /
 * `unsupported_value`), and what it refused is remembered per model for the life of the process,
 * so only one call per refused parameter ever fails.
 */
import OpenAI from "openai";
import type { ChatMessage, CompletionRequest } from "../core/llm";
import type { Logger } from "../core/logger";

/** What a model may refuse; each one has a way to do without it. */
export type RefusedParameter =
  | "temperature"
  | "max_tokens"
  | "max_completion_tokens"
  | "response_format"
  | "stream"
  | "stream_options"
  | "reasoning_effort"
  | "system_role";

/** How hard a reasoning model thinks before it answers (REASONING_EFFORT); the SDK's own values. */
export type ReasoningEffort = "none" | "minimal" | "low" | "medium" | "high";

/**
 * Reasoning tokens count against `max_completion_tokens`: with only the answer's own allowance the
 * model can spend it all thinking and return nothing. This much is added for them.
 */
export const reasoningHeadroomTokens = 2_000;

/** o1, o1-mini, o3, o3-mini, o4-mini, gpt-5, gpt-5-mini, … also behind a provider prefix ("openai/o3"). */
const reasoningFamily = /^(o1|o3|o4)(-|$)|^gpt-5(?!-chat)/;
/** The first reasoning previews took neither a system message nor streaming. */
const earlyReasoning = /^o1-(mini|preview)(-|$)/;

export function isReasoningModel(model: string): boolean {
  return reasoningFamily.test(baseName(model));
}

/** Families known to think without being asked how hard: gpt-4o, gpt-4.1, gpt-3.5, gpt-5-chat. They refuse `reasoning_effort`. */
const nonReasoningFamily = /^gpt-(3\.5|4)|^gpt-5-chat|^chatgpt-/;

const baseName = (model: string) => model.toLowerCase().split("/").at(-1) ?? "";

export interface ParameterMemory {
  refusedBy(model: string): ReadonlySet<RefusedParameter>;
  /** Records a refusal; false when it was already known (so a retry would change nothing). */
  learn(model: string, parameter: RefusedParameter): boolean;
}

/** One per process (services.ts), shared by every client that talks to the same models. */
export function createParameterMemory(logger?: Logger): ParameterMemory {
  const refused = new Map<string, Set<RefusedParameter>>();
  const setFor = (model: string) => {
    let known = refused.get(model);
    if (!known) {
      known = new Set(knownRefusals(model));
      refused.set(model, known);
    }
    return known;
  };
  return {
    refusedBy: setFor,
    learn(model, parameter) {
      const known = setFor(model);
      if (known.has(parameter)) return false;
      known.add(parameter);
      logger?.info("the model refused a request parameter; later calls to it leave it out", { model, parameter });
      return true;
    },
  };
}

function knownRefusals(model: string): RefusedParameter[] {
  if (nonReasoningFamily.test(baseName(model))) return ["reasoning_effort"];
  if (!isReasoningModel(model)) return [];
  const refused: RefusedParameter[] = ["temperature", "max_tokens"];
  if (earlyReasoning.test(baseName(model))) refused.push("system_role", "stream", "stream_options", "response_format");
  return refused;
}

/**
 * The body's parameters for one request (without `stream`, which the caller decides). A configured
 * reasoning effort goes to every model not known to refuse it: a reasoning model served under
 * another name (vLLM, Azure deployments) takes it, and one that refuses it teaches us by its 400.
 */
export function chatParameters(
  model: string,
  request: CompletionRequest,
  refused: ReadonlySet<RefusedParameter>,
  options: { reasoningEffort?: ReasoningEffort } = {},
) {
  const completionTokens = refused.has("max_tokens") && !refused.has("max_completion_tokens");
  return {
    model,
    messages: toWireMessages(refused.has("system_role") ? withoutSystemRole(request.messages) : request.messages),
    ...(request.tools?.length
      ? { tools: request.tools.map((tool) => ({ type: "function" as const, function: tool })), parallel_tool_calls: false }
      : {}),
    ...(request.temperature === undefined || refused.has("temperature") ? {} : { temperature: request.temperature }),
    ...(request.maxTokens === undefined
      ? {}
      : completionTokens
        ? { max_completion_tokens: request.maxTokens + reasoningHeadroomTokens }
        : refused.has("max_tokens")
          ? {}
          : { max_tokens: request.maxTokens }),
    ...(request.json && !refused.has("response_format") ? { response_format: { type: "json_object" as const } } : {}),
    ...(options.reasoningEffort && !refused.has("reasoning_effort") ? { reasoning_effort: options.reasoningEffort } : {}),
  };
}

/** Our messages in the API's shape: an assistant turn's tool calls and a tool turn's call id. */
function toWireMessages(messages: ChatMessage[]): OpenAI.ChatCompletionMessageParam[] {
  return messages.map((message): OpenAI.ChatCompletionMessageParam => {
    if (message.role === "tool") return { role: "tool", tool_call_id: message.toolCallId ?? "", content: message.content };
    if (message.role === "assistant" && message.toolCalls?.length) {
      return {
        role: "assistant",
        content: message.content || null,
        tool_calls: message.toolCalls.map((call) => ({
          id: call.id,
          type: "function" as const,
          function: { name: call.name, arguments: call.arguments },
        })),
      };
    }
    return { role: message.role, content: message.content };
  });
}

/** The system text goes first in the first user message: the instructions stay, the role goes. */
function withoutSystemRole(messages: ChatMessage[]): ChatMessage[] {
  const system = messages.filter((message) => message.role === "system").map((message) => message.content);
  if (system.length === 0) return messages;
  const rest = messages.filter((message) => message.role !== "system");
  const firstUser = rest.findIndex((message) => message.role === "user");
  if (firstUser < 0) return [{ role: "user", content: system.join("\n\n") }, ...rest];
  return rest.map((message, index) =>
    index === firstUser ? { role: "user", content: `${system.join("\n\n")}\n\n${message.content}` } : message,
  );
}

const refusalCodes = new Set(["unsupported_parameter", "unsupported_value"]);

/** The parameter a 400 says the model refuses, when it is one we can leave out; null otherwise. */
export function refusedParameterOf(error: unknown): RefusedParameter | null {
  if (!(error instanceof OpenAI.APIError) || error.status !== 400) return null;
  const message = error.message ?? "";
  const byCode = typeof error.code === "string" && refusalCodes.has(error.code);
  if (!byCode && !/unsupported (parameter|value)|not supported/i.test(message)) return null;
  const named = typeof error.param === "string" && error.param ? error.param : /'([\w.[\]]+)'/.exec(message)?.[1];
  if (!named) return null;
  if (/^messages\[\d+\]\.role$/.test(named)) return "system_role";
  const top = named.split(/[.[]/)[0] ?? "";
  const known: RefusedParameter[] = [
    "temperature",
    "max_tokens",
    "max_completion_tokens",
    "response_format",
    "stream",
    "stream_options",
    "reasoning_effort",
  ];
  return known.find((parameter) => parameter === top) ?? null;
}
