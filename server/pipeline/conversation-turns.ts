/**
 * Small pieces of an answer that belongs to a chat (docs/architecture.md, "Conversation"): the
 * previous response (a clarifying question is never followed by another), today's date in every
 * LLM prompt, the custom instructions as checked, and the responder fields of a clarifying question.
 */
import type { AnswerStyle, ChatResponse, Clarify } from "~/lib/response";
import type { ChatModel } from "../core/llm";
import { withToday } from "../prompts/today";
import { checkInstructions, type CheckedInstructions } from "../prompts/instructions";
import type { ResponseDraft } from "./responder";

/** The latest assistant response of the chat (the question being answered is already stored). */
export function lastResponseOf(messages: { role: string; response: ChatResponse | null }[]): ChatResponse | null {
  for (let index = messages.length - 1; index >= 0; index--) {
    const message = messages[index]!;
    if (message.role === "assistant") return message.response;
  }
  return null;
}

/** A chat model whose every prompt states today's date (appended to the system message). */
export function datedChatModel(chat: ChatModel, now: () => Date): ChatModel {
  return {
    get model() {
      return chat.model;
    },
    ...(chat.modelFor ? { modelFor: (purpose: string) => chat.modelFor!(purpose) } : {}),
    complete: (request) => chat.complete({ ...request, messages: withToday(request.messages, now()) }),
  };
}

/** The custom instructions in force, checked; none when unset. */
export function instructionsInForce(text: string | null): CheckedInstructions {
  return checkInstructions(text ?? "");
}

/** The answer style custom instructions ask for ("use bullet points", "be thorough"); null when they name none. */
export function styleFromInstructions(text: string): AnswerStyle | null {
  if (/\b(?:bullet(?:ed)?(?: points?| lists?)?|as (?:a )?lists?|in lists?|puces|stichpunkte\w*|vi[ñn]etas)\b/iu.test(text)) return "bullet";
  if (/\b(?:detailed|thorough(?:ly)?|in depth|in detail|comprehensive|d[ée]taill[ée]e?s?|ausf[üu]hrlich|detallad[ao]s?)\b/iu.test(text))
    return "detailed";
  return null;
}

/**
 * Offline, the instructions' style is honoured (the model reads them itself in LLM mode): it
 * replaces the page's default, concise (a person's pick of detailed or bullets stays).
 */
export function withInstructedStyle<T extends { style: AnswerStyle }>(request: T, offline: boolean, text: string | null): T {
  if (!offline || request.style !== "concise") return request;
  const style = styleFromInstructions(checkInstructions(text ?? "").text);
  return style ? { ...request, style } : request;
}

/** The fields of a response that asks back instead of answering: the question is the answer, nothing is cited. */
export function clarifyDraft(
  clarify: Clarify,
  reasoning: string,
): Pick<
  ResponseDraft,
  | "answer"
  | "chunks"
  | "flaggedSources"
  | "confidence"
  | "confidence_score"
  | "safety_flags"
  | "reasoning"
  | "used_external_kb"
  | "suggestions"
  | "attempts"
  | "clarify"
> {
  return {
    answer: clarify.question,
    chunks: [],
    flaggedSources: new Set(),
    confidence: "low",
    confidence_score: 0,
    safety_flags: [],
    reasoning,
    used_external_kb: false,
    suggestions: [],
    attempts: 0,
    clarify,
  };
}
