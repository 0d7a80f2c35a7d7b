/**
 * The chat-model interface the pipeline talks to. The OpenAI-compatible implementation lives in
 * openai-chat.ts; stages only see this interface, so tests can pass their own.
 */
import type { Usage } from "~/lib/response";

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

export interface CompletionRequest {
  /** Stable name for traces, e.g. "reasoner", "judge", "suggestions". */
  purpose: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  /** Ask for a JSON object answer (response_format json_object where supported). */
  json?: boolean;
  signal?: AbortSignal;
  /** Receives streamed text; when set the call streams. */
  onToken?: (text: string) => void;
}

export interface Completion {
  text: string;
  usage: Usage;
  model: string;
}

export interface ChatModel {
  /** The model that writes answers. */
  readonly model: string;
  /** The model a call of this purpose goes to, when small calls go to a faster one; `model` otherwise. */
  modelFor?(purpose: string): string;
  complete(request: CompletionRequest): Promise<Completion>;
}
