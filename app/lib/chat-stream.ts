/**
 * Client side of the chat stream protocol (docs/architecture.md#http-api): POST /api/chat with
 * `Accept: text/event-stream`, read the body as Server-Sent Events and hand each event, checked
 * against the shared ChatEvent schema, to the caller. Cancelling the signal closes the request,
 * which stops the answer on the server too.
 */
import { createParser } from "eventsource-parser";
import { ChatEvent, type ChatRequest } from "./response";

export class ChatStreamError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ChatStreamError";
  }
}

/** Reads `{ error: { code, message } }` from a failed API response, with a fallback in words. */
export async function readApiError(response: Response): Promise<ChatStreamError> {
  const fallback = `The server answered ${response.status} ${response.statusText || ""}`.trim() + ".";
  try {
    const body = (await response.json()) as { error?: { code?: unknown; message?: unknown } };
    const code = typeof body.error?.code === "string" ? body.error.code : `http_${response.status}`;
    const message = typeof body.error?.message === "string" ? body.error.message : fallback;
    return new ChatStreamError(code, message);
  } catch {
    return new ChatStreamError(`http_${response.status}`, fallback);
  }
}

export async function streamChat(
  request: Partial<ChatRequest> & { message: string },
  options: { signal: AbortSignal; onEvent: (event: ChatEvent) => void },
): Promise<void> {
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify(request),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal.aborted) throw error;
    throw new ChatStreamError("network", "Docent could not be reached. Check that the server is running, then try again.");
  }
  if (!response.ok) throw await readApiError(response);
  if (!response.body) throw new ChatStreamError("empty_stream", "The server sent no answer.");

  let malformed = 0;
  const parser = createParser({
    onEvent(message) {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        malformed += 1;
        return;
      }
      const parsed = ChatEvent.safeParse({ ...(data as object), type: message.event ?? "message" });
      if (parsed.success) options.onEvent(parsed.data);
      else malformed += 1;
    },
  });

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } finally {
    reader.releaseLock();
  }
  if (malformed > 0) console.warn(`Docent: ignored ${malformed} chat event(s) that did not match the protocol`);
}
