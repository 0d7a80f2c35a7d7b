/**
 * Stopping an answer over HTTP (docs/architecture.md#http-api, #where-things-are-stored): every stream opens with `conversation-start`
 * (the conversation id, before any stage), and a client that closes the stream of a new chat's
 * first answer finds that conversation kept, holding the question and the stopped answer. A real
 * Docent process in LLM mode; the OpenAI-compatible API is msw served on a loopback port, with a
 * reasoner call that is held open so the answer is stopped mid-way every time.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createParser } from "eventsource-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatEvent } from "~/lib/response";
import { startDocent, uploadFiles, waitForDocument, type DocentServer } from "../../helpers/docent-server";
import { anyHostBaseUrl, createOpenAIMock } from "../../mocks/openai";
import { serveHandlers, type MswHttpServer } from "../../helpers/msw-over-http";

const question = "How many people live in Paris?";
const answer = "Paris has an estimated population of 2,102,650 residents [Source 1].";
const parisText = "Paris is the capital of France. Paris has an estimated population of 2,102,650 residents.";

const openaiMock = createOpenAIMock({ baseUrl: anyHostBaseUrl });
let holdReasoner = false;
const heldReasoners: (() => void)[] = [];
openaiMock.script("reasoner", () => (holdReasoner ? new Promise<string>((resolve) => heldReasoners.push(() => resolve(answer))) : answer));

/** POSTs a question as a browser does and hands out its events one by one. */
async function openChatStream(docentUrl: string, body: Record<string, unknown>, signal: AbortSignal) {
  const response = await fetch(`${docentUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
    signal,
  });
  expect(response.status).toBe(200);
  const queue: ChatEvent[] = [];
  const parser = createParser({ onEvent: (message) => queue.push(ChatEvent.parse({ ...JSON.parse(message.data), type: message.event })) });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  return {
    async next(): Promise<ChatEvent | null> {
      while (queue.length === 0) {
        const { done, value } = await reader.read();
        if (done) return null;
        parser.feed(value);
      }
      return queue.shift()!;
    },
    /**
     * Closes the connection as a browser tab does. Cancelling the body closes it every time; an
     * aborted fetch signal alone can fail to reach a request undici still holds after a garbage
     * collection (nodejs/undici#3644), and then the server never learns that the client left.
     */
    async close(): Promise<void> {
      await reader.cancel();
    },
    async rest(): Promise<ChatEvent[]> {
      const events: ChatEvent[] = [];
      for (let event = await this.next(); event; event = await this.next()) events.push(event);
      return events;
    },
  };
}

interface StoredConversation {
  id: string;
  title: string;
  messages: { role: string; content: string; status: string; response: unknown }[];
}

describe("stopping an answer", () => {
  let openai: MswHttpServer;
  let docent: DocentServer;

  beforeAll(async () => {
    openai = await serveHandlers(openaiMock.handlers);
    docent = await startDocent({ env: { OPENAI_API_KEY: "sk-test-stop", OPENAI_BASE_URL: `${openai.url}/v1` } });
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "docent-stop-")), "paris.txt");
    fs.writeFileSync(file, parisText);
    const upload = await uploadFiles(docent.url, [file]);
    expect((await waitForDocument(docent.url, upload.body.documents[0]!.id, { vectors: true })).status).toBe("ready");
  });
  afterAll(async () => {
    heldReasoners.splice(0).forEach((release) => release());
    await docent?.stop("SIGKILL");
    await openai?.close();
  });

  let conversationId = "";

  it("keeps a new chat whose first answer is stopped: the id arrives before any stage, and the chat holds the question", async () => {
    holdReasoner = true;
    const abort = new AbortController();
    const stream = await openChatStream(docent.url, { message: question }, abort.signal);

    const first = await stream.next();
    expect(first).toEqual({ type: "conversation-start", conversation_id: expect.stringMatching(/^[\w-]{1,64}$/), created: true });
    conversationId = first?.type === "conversation-start" ? first.conversation_id : "";

    // Stop mid-answer: the reasoner's call is waiting at the model.
    await expect.poll(() => heldReasoners.length, { timeout: 30_000 }).toBe(1);
    await stream.close();
    abort.abort();

    // Docent notices the closed stream, cancels the answer and keeps the chat.
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${docent.url}/api/conversations/${conversationId}`)).json()) as StoredConversation).messages.length,
        { timeout: 15_000 },
      )
      .toBe(2);
    const stored = (await (await fetch(`${docent.url}/api/conversations/${conversationId}`)).json()) as StoredConversation;
    expect(stored.title).toBe(question);
    expect(stored.messages).toEqual([
      expect.objectContaining({ role: "user", content: question, status: "complete" }),
      expect.objectContaining({ role: "assistant", content: "", status: "interrupted", response: null }),
    ]);
    const listed = (await (await fetch(`${docent.url}/api/conversations`)).json()) as { conversations: { id: string }[] };
    expect(listed.conversations.map((conversation) => conversation.id)).toContain(conversationId);
    heldReasoners.splice(0).forEach((release) => release());
  });

  it("names the existing conversation when a question continues it, and the answer lands in it", async () => {
    holdReasoner = false;
    const stream = await openChatStream(docent.url, { message: question, conversation_id: conversationId }, new AbortController().signal);
    const events = await stream.rest();

    expect(events[0]).toEqual({ type: "conversation-start", conversation_id: conversationId, created: false });
    expect(events[1]).toEqual({ type: "stage-start", stage: "planner" });
    const end = events.at(-1);
    expect(end?.type).toBe("answer-end");
    expect(end?.type === "answer-end" ? end.response.conversation_id : null).toBe(conversationId);
    const stored = (await (await fetch(`${docent.url}/api/conversations/${conversationId}`)).json()) as StoredConversation;
    expect(stored.messages.map((message) => `${message.role}:${message.status}`)).toEqual([
      "user:complete",
      "assistant:interrupted",
      "user:complete",
      "assistant:complete",
    ]);
  });
});
