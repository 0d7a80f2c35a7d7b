/**
 * A JSON reply from a chat model, validated with zod and asked for once more when it does not
 * parse; the failure keeps the raw text.
 */
import type { z } from "zod";
import type { Usage } from "~/lib/response";
import type { ChatMessage, ChatModel, CompletionRequest } from "../core/llm";
import { errorMessage, rethrowIfAbort, throwIfAborted } from "../core/abort";
import { addUsage, zeroUsage } from "../core/usage";

export type JsonReply<T> =
  | { ok: true; value: T; usage: Usage; attempts: number }
  | { ok: false; reason: string; raw: string; usage: Usage; attempts: number };

export interface JsonRequest<Schema extends z.ZodType> {
  chat: ChatModel;
  request: Omit<CompletionRequest, "json" | "onToken" | "signal">;
  schema: Schema;
  signal: AbortSignal;
  /** Turns raw text into a value for the schema; by default the first JSON object or array in it. */
  extract?: (text: string) => unknown;
}

/**
 * Calls the model for JSON, validates it, and on a bad reply asks once more with the problem
 * spelled out. Returns `{ ok: false }` (never throws) on a second bad reply or a provider error,
 * so each stage decides its own fallback; an abort still throws.
 */
export async function completeJson<Schema extends z.ZodType>(options: JsonRequest<Schema>): Promise<JsonReply<z.infer<Schema>>> {
  const { chat, request, schema, signal } = options;
  const extract = options.extract ?? extractJson;
  let messages: ChatMessage[] = request.messages;
  let usage = zeroUsage;
  let lastReason = "";
  let lastRaw = "";
  const maxAttempts = 2;
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    throwIfAborted(signal);
    let text: string;
    try {
      const completion = await chat.complete({ ...request, messages, json: true, signal });
      usage = addUsage(usage, completion.usage);
      text = completion.text;
    } catch (error) {
      rethrowIfAbort(error, signal);
      // A provider failure is not a formatting problem: asking again right away rarely helps.
      return { ok: false, reason: `provider error: ${errorMessage(error)}`, raw: "", usage, attempts: attempt };
    }
    // A reply that lands after the caller left is not worth validating.
    throwIfAborted(signal);
    const parsed = schema.safeParse(extract(text));
    if (parsed.success) return { ok: true, value: parsed.data, usage, attempts: attempt };
    lastRaw = text;
    lastReason = parsed.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "reply"}: ${issue.message}`)
      .join("; ");
    messages = [
      ...request.messages,
      { role: "assistant", content: text.slice(0, 2_000) },
      {
        role: "user",
        content: `That reply could not be used (${lastReason}). Answer again with only the JSON in the requested format, no other text.`,
      },
    ];
  }
  return { ok: false, reason: `invalid JSON reply: ${lastReason}`, raw: lastRaw, usage, attempts: maxAttempts };
}

/** The first JSON value in a reply, tolerating code fences and prose around it; undefined if none parses. */
export function extractJson(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  const candidates = [trimmed];
  const objectStart = trimmed.indexOf("{");
  const arrayStart = trimmed.indexOf("[");
  if (objectStart >= 0) candidates.push(trimmed.slice(objectStart, trimmed.lastIndexOf("}") + 1));
  if (arrayStart >= 0) candidates.push(trimmed.slice(arrayStart, trimmed.lastIndexOf("]") + 1));
  for (const candidate of candidates) {
    if (candidate.length === 0) continue;
    try {
      return JSON.parse(candidate) as unknown;
    } catch (error) {
      // Try the next, narrower candidate; only a SyntaxError is expected here.
      if (!(error instanceof SyntaxError)) throw error;
    }
  }
  return undefined;
}
