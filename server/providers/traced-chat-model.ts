/**
 * Every LLM call goes through `ChatModel.complete`, so wrapping it gives one generation per call
 * (`llm.<purpose>`) with the prompt, the completion, the model and its token usage, attached to
 * whichever pipeline span is open when the call starts.
 */
import type { ChatModel } from "../core/llm";
import type { TraceHandle } from "../tracing/tracer";

export function tracedChatModel(chat: ChatModel, trace: TraceHandle): ChatModel {
  return {
    model: chat.model,
    ...(chat.modelFor ? { modelFor: chat.modelFor.bind(chat) } : {}),
    async complete(request) {
      const generation = trace.startGeneration({
        name: `llm.${request.purpose}`,
        model: chat.modelFor?.(request.purpose) ?? chat.model,
        input: request.messages,
        modelParameters: {
          ...(request.temperature === undefined ? {} : { temperature: request.temperature }),
          ...(request.maxTokens === undefined ? {} : { max_tokens: request.maxTokens }),
          ...(request.json ? { response_format: "json_object" } : {}),
          stream: request.onToken && !request.tools ? "true" : "false",
          ...(request.tools ? { tools: request.tools.map((tool) => tool.name).join(", ") } : {}),
        },
      });
      const onToken = request.onToken;
      try {
        const completion = await chat.complete(
          onToken
            ? {
                ...request,
                onToken: (text) => {
                  generation.firstToken();
                  onToken(text);
                },
              }
            : request,
        );
        // A tool-calling reply (agent mode) has no text: the calls are its output.
        const output = completion.toolCalls?.length ? { text: completion.text, tool_calls: completion.toolCalls } : completion.text;
        generation.end({ output, model: completion.model, usage: completion.usage });
        return completion;
      } catch (error) {
        generation.fail(error);
        throw error;
      }
    },
  };
}
