/**
 * Two models behind one ChatModel: the small calls (rewriting a follow-up, intent, the judge,
 * suggestions, web keywords and query, the injection guard) go to a fast model, everything else
 * (answers, summaries, anything new) to the main one. Routing by the request's purpose here keeps
 * the stages unaware of it; services.ts decides once whether there is a fast model at all.
 */
import type { ChatModel } from "../core/llm";

/** Purposes whose calls are short, structured and frequent: latency matters more than depth. */
export const fastPurposes: ReadonlySet<string> = new Set([
  "reformulate",
  "search-rewrite",
  "intent",
  "judge",
  "suggestions",
  "keywords",
  "web-query",
  "injection_guard",
]);

export function routedChatModel(options: { main: ChatModel; fast: ChatModel; purposes?: ReadonlySet<string> }): ChatModel {
  const { main, fast } = options;
  const purposes = options.purposes ?? fastPurposes;
  const pick = (purpose: string) => (purposes.has(purpose) ? fast : main);
  return {
    model: main.model,
    modelFor: (purpose) => pick(purpose).model,
    complete: (request) => pick(request.purpose).complete(request),
  };
}
