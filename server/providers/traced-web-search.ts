/**
 * The web search is a paid model call too (Perplexity's chat completions): wrapping it gives it a
 * generation (`llm.web-search`) with its query, answer, model and token usage, like
 * traced-chat-model.ts does for the chat model, so the trace and the local timeline count every
 * call an answer paid for.
 */
import type { WebSearch } from "./perplexity";
import type { TraceHandle } from "../tracing/tracer";

export function tracedWebSearch(search: WebSearch, trace: TraceHandle): WebSearch {
  return {
    model: search.model,
    async search(args, signal) {
      const generation = trace.startGeneration({ name: "llm.web-search", model: search.model, input: args });
      try {
        const result = await search.search(args, signal);
        generation.end({ output: { answer: result.answer, citations: result.citations }, model: result.model, usage: result.usage });
        return result;
      } catch (error) {
        generation.fail(error);
        throw error;
      }
    },
  };
}
