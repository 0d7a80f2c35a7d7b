/** The ChatModel over the OpenAI SDK (chat completions, streamed when asked). */
import type OpenAI from "openai";
import type { Usage } from "~/lib/response";
import { throwIfAborted } from "../core/abort";
import type { ChatModel, Completion, CompletionRequest } from "../core/llm";
import {
  chatParameters,
  createParameterMemory,
  refusedParameterOf,
  type ParameterMemory,
  type ReasoningEffort,
  type RefusedParameter,
} from "./chat-parameters";

// USD per million tokens for common models; unknown models cost 0 (shown as such, not guessed).
const pricePerMillion: Record<string, { input: number; output: number }> = {
  "gpt-4o-mini": { input: 0.15, output: 0.6 },
  "gpt-4o": { input: 2.5, output: 10 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "gpt-4.1": { input: 2, output: 8 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4 },
  "gpt-5": { input: 1.25, output: 10 },
  "gpt-5-mini": { input: 0.25, output: 2 },
  "gpt-5-nano": { input: 0.05, output: 0.4 },
  o1: { input: 15, output: 60 },
  o3: { input: 2, output: 8 },
  "o3-mini": { input: 1.1, output: 4.4 },
  "o4-mini": { input: 1.1, output: 4.4 },
  sonar: { input: 1, output: 1 },
};

export function costOf(model: string, promptTokens: number, completionTokens: number) {
  // Replies name the dated snapshot ("gpt-4o-mini-2024-07-18"); Azure replies do even for a deployment.
  const price = pricePerMillion[model] ?? pricePerMillion[model.replace(/-\d{4}-\d{2}-\d{2}$/, "")];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

export interface OpenAIChatOptions {
  client: OpenAI;
  model: string;
  /** What each model refuses, learned once per process; a private one when not given. */
  parameters?: ParameterMemory;
  /** REASONING_EFFORT: sent to models that may take it (chat-parameters.ts). */
  reasoningEffort?: ReasoningEffort;
}

/** One refusal learned per retry, so a model that refuses several parameters costs one failed call each. */
const maxRefusalRetries = 4;

export function createOpenAIChat(options: OpenAIChatOptions): ChatModel {
  const { client, model } = options;
  const parameters = options.parameters ?? createParameterMemory();
  return {
    model,
    async complete(request) {
      for (let retry = 0; ; retry++) {
        const refused = parameters.refusedBy(model);
        try {
          return await send(client, { model, reasoningEffort: options.reasoningEffort }, request, refused);
        } catch (error) {
          const parameter = refusedParameterOf(error);
          // Only a refusal we did not know yet is worth a retry: anything else would fail the same way.
          if (!parameter || retry >= maxRefusalRetries || !parameters.learn(model, parameter)) throw error;
        }
      }
    },
  };
}

async function send(
  client: OpenAI,
  target: { model: string; reasoningEffort?: ReasoningEffort },
  request: CompletionRequest,
  refused: ReadonlySet<RefusedParameter>,
): Promise<Completion> {
  const { model } = target;
  const body = chatParameters(model, request, refused, target.reasoningEffort ? { reasoningEffort: target.reasoningEffort } : {});
  if (!request.onToken || refused.has("stream") || request.tools) {
    const response = await client.chat.completions.create(body, { signal: request.signal });
    const message = response.choices[0]?.message;
    const text = message?.content ?? "";
    // A model that may not stream still feeds the page, in one piece.
    if (request.onToken && text) request.onToken(text);
    const served = response.model || model;
    const toolCalls = (message?.tool_calls ?? []).flatMap((call) =>
      call.type === "function" ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : [],
    );
    return {
      text,
      usage: toUsage(served, response.usage?.prompt_tokens, response.usage?.completion_tokens),
      model: served,
      ...(request.tools ? { toolCalls } : {}),
    };
  }
  const stream = await client.chat.completions.create(
    { ...body, stream: true, ...(refused.has("stream_options") ? {} : { stream_options: { include_usage: true } }) },
    { signal: request.signal },
  );
  let text = "";
  let served = "";
  let promptTokens = 0;
  let completionTokens = 0;
  for await (const chunk of stream) {
    served ||= chunk.model;
    const delta = chunk.choices[0]?.delta?.content ?? "";
    if (delta) {
      text += delta;
      request.onToken(delta);
    }
    if (chunk.usage) {
      promptTokens = chunk.usage.prompt_tokens;
      completionTokens = chunk.usage.completion_tokens;
    }
  }
  // The SDK ends a stream quietly when its signal aborts: a stopped answer is a cancellation, not a short answer.
  if (request.signal) throwIfAborted(request.signal);
  served ||= model;
  return { text, usage: toUsage(served, promptTokens, completionTokens), model: served };
}

function toUsage(model: string, promptTokens = 0, completionTokens = 0): Usage {
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, cost_usd: costOf(model, promptTokens, completionTokens) };
}
