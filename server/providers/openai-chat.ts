/** The ChatModel over the OpenAI SDK (chat completions, streamed when asked). */
import type OpenAI from "openai";
import type { Usage } from "~/lib/response";
import type { ChatModel } from "../core/llm";

// USD per million tokens for common models; unknown models cost 0 (shown as such, not guessed).
const pricePerMillion: Record<string, { input: number; output: number }> = {
  "gpt-4o-mini": { input: 0.15, output: 0.6 },
  "gpt-4o": { input: 2.5, output: 10 },
  "gpt-4.1-mini": { input: 0.4, output: 1.6 },
  "gpt-4.1": { input: 2, output: 8 },
  "gpt-4.1-nano": { input: 0.1, output: 0.4 },
  sonar: { input: 1, output: 1 },
};

export function costOf(model: string, promptTokens: number, completionTokens: number) {
  const price = pricePerMillion[model];
  if (!price) return 0;
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

export function createOpenAIChat(options: { client: OpenAI; model: string }): ChatModel {
  const { client, model } = options;
  return {
    model,
    async complete(request) {
      const base = {
        model,
        messages: request.messages,
        temperature: request.temperature,
        max_tokens: request.maxTokens,
        ...(request.json ? { response_format: { type: "json_object" as const } } : {}),
      };
      if (!request.onToken) {
        const response = await client.chat.completions.create(base, { signal: request.signal });
        const usage = toUsage(model, response.usage?.prompt_tokens, response.usage?.completion_tokens);
        return { text: response.choices[0]?.message?.content ?? "", usage, model: response.model || model };
      }
      const stream = await client.chat.completions.create(
        { ...base, stream: true, stream_options: { include_usage: true } },
        { signal: request.signal },
      );
      let text = "";
      let promptTokens = 0;
      let completionTokens = 0;
      for await (const chunk of stream) {
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
      return { text, usage: toUsage(model, promptTokens, completionTokens), model };
    },
  };
}

function toUsage(model: string, promptTokens = 0, completionTokens = 0): Usage {
  return { prompt_tokens: promptTokens, completion_tokens: completionTokens, cost_usd: costOf(model, promptTokens, completionTokens) };
}
