/**
 * The chat-model interface the pipeline talks to. The OpenAI-compatible implementation lives in
 * openai-chat.ts; stages only see this interface, so tests can pass their own.
 */
import type { Usage } from "~/lib/response";

export interface ChatMessage {
  role: "system" | "user" | "assistant" | "tool";
  content: string;
  /** An assistant turn that called tools (agent mode). */
  toolCalls?: ToolCall[];
  /** A tool turn: the call it answers. */
  toolCallId?: string;
}

/** One function call the model asked for; `arguments` is the model's raw JSON text, checked by the caller. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** A tool the model may call: its name, what it is for, and its arguments as JSON Schema. */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
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
  /** Tools the model may call (agent mode); such calls do not stream. */
  tools?: ToolDefinition[];
}

export interface Completion {
  text: string;
  usage: Usage;
  model: string;
  /** The tools the model called, in order (only when the request offered tools). */
  toolCalls?: ToolCall[];
}

export interface ChatModel {
  /** The model that writes answers. */
  readonly model: string;
  /** The model a call of this purpose goes to, when small calls go to a faster one; `model` otherwise. */
  modelFor?(purpose: string): string;
  complete(request: CompletionRequest): Promise<Completion>;
}
