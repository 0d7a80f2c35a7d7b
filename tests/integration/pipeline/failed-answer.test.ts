/**
 * A failed answer is kept: when the pipeline throws something that is not a cancellation, the
 * conversation keeps the question and an assistant message with status `failed` carrying a
 * sentence a person understands (never the error's own text), so a reload does not show the
 * question as unanswered. A stopped answer is still kept as `interrupted`.
 *
 * Real SQLite and Chroma, LLM mode against the OpenAI stand-in. The fault is a store call that
 * throws, injected into the pipeline's services: the model's own failures (5xx, timeouts, bad
 * replies) never fail an answer, because the reasoner, the judge and the suggestions turn them
 * into the fallback answer, so they cannot drive this path.
 */
import type { AddressInfo } from "node:net";
import { createParser } from "eventsource-parser";
import { describe, expect, it } from "vitest";
import { ChatEvent } from "~/lib/response";
import { AppError } from "../../../server/core/errors";
import { createApp } from "../../../server/http/app";
import { answerQuestion, failedAnswerMessage } from "../../../server/pipeline/orchestrator";
import { parisText } from "../../fixtures/documents";
import { repoRoot } from "../../helpers/docent-server";
import { ask, suiteServices, type Services } from "../../helpers/services";
import { createOpenAIMock, openaiEnv } from "../../mocks/openai";
import { suiteHandlers } from "../../setup";

const question = "How many people live in Paris?";
const answer = "Paris has an estimated population of 2,102,650 residents [Source 1].";
/** What a broken disk says; none of it may reach the person. */
const diskError = () => new Error("SQLITE_IOERR: disk I/O error reading /srv/docent/data/docent.db");

const openai = createOpenAIMock({ replies: { reasoner: answer } });

/** The services with the pipeline's reads of the library (the collection's documents, asked by the planner) failing. */
function withFailingLibrary(services: Services, fail: () => never): Services {
  const documents = { ...services.documents, countReadyDocuments: fail, listDocumentsIn: fail, readyDocumentNames: fail };
  return { ...services, pipeline: { ...services.pipeline, documents } };
}

async function assistantMessages(services: Services, conversationId: string) {
  return (await services.conversations.listMessages(conversationId)).filter((message) => message.role === "assistant");
}

/** POSTs a question as the page does and reads the whole event stream. */
async function askOverHttp(baseUrl: string, body: Record<string, unknown>): Promise<ChatEvent[]> {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const events: ChatEvent[] = [];
  const parser = createParser({ onEvent: (message) => events.push(ChatEvent.parse({ ...JSON.parse(message.data), type: message.event })) });
  parser.feed(await response.text());
  return events;
}

describe("a failed answer", () => {
  suiteHandlers(...openai.handlers);
  const docent = suiteServices({ prefix: "pipeline-failed-", env: openaiEnv(), documents: [{ name: "paris.txt", text: parisText }] });

  it("is stored as failed with a plain sentence, and GET /api/conversations/:id shows it after the question", async () => {
    const failing = withFailingLibrary(docent.services, () => {
      throw diskError();
    });
    const app = await createApp(failing, { projectRoot: repoRoot });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const events = await askOverHttp(baseUrl, { message: question, conversation_id: "failed-answer-http" });
      expect(events.map((event) => event.type)).toEqual(["conversation-start", "stage-start", "stage-end", "error"]);
      expect(events.at(-1)).toMatchObject({ type: "error", code: "internal:server" });

      const stored = await fetch(`${baseUrl}/api/conversations/failed-answer-http`);
      expect(stored.status).toBe(200);
      const conversation = (await stored.json()) as { messages: { role: string; content: string; status: string; response: unknown }[] };
      expect(conversation.messages.map(({ role, status }) => ({ role, status }))).toEqual([
        { role: "user", status: "complete" },
        { role: "assistant", status: "failed" },
      ]);
      expect(conversation.messages[0]!.content).toBe(question);
      const failed = conversation.messages[1]!;
      expect(failed.content).toBe(failedAnswerMessage(diskError()));
      expect(failed.content).toMatch(/went wrong.*try again/i);
      expect(failed.content).not.toMatch(/SQLITE|docent\.db|Error/);
      expect(failed.response).toBeNull();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("keeps the sentence, not the streamed text, when it fails after the answer was written", async () => {
    openai.reset();
    let failedOnce = false;
    const conversations = {
      ...docent.services.conversations,
      addMessage: async (input: Parameters<Services["conversations"]["addMessage"]>[0]) => {
        // The complete answer (it carries its response) cannot be stored; the failed one can.
        if (input.response && !failedOnce) {
          failedOnce = true;
          throw new Error("SQLITE_FULL: database or disk is full");
        }
        await docent.services.conversations.addMessage(input);
      },
    };
    const services = { ...docent.services, pipeline: { ...docent.services.pipeline, conversations } };

    const events: ChatEvent[] = [];
    const conversationId = "failed-answer-late";
    const asked = answerQuestion(
      { message: question, conversationId, style: "concise", signal: new AbortController().signal, emit: (event) => events.push(event) },
      services.pipeline,
    );
    await expect(asked).rejects.toThrow(/SQLITE_FULL/);
    expect(failedOnce).toBe(true);
    // The person saw the answer being written, and no answer-end.
    expect(
      events
        .filter((event) => event.type === "answer-delta")
        .map((event) => event.text)
        .join(""),
    ).toBe(answer);
    expect(events.map((event) => event.type)).not.toContain("answer-end");

    const [failed, ...others] = await assistantMessages(docent.services, conversationId);
    expect(others).toEqual([]);
    expect(failed).toMatchObject({ status: "failed", content: failedAnswerMessage(new Error("any")), response: null });
    expect(failed!.content).not.toContain("Paris");
  });

  it("says what an AppError says (its message is written for people)", async () => {
    const unavailable = new AppError(
      "unavailable",
      "library",
      "The document library could not be read just now. Please ask again in a moment.",
    );
    const failing = withFailingLibrary(docent.services, () => {
      throw unavailable;
    });

    await expect(ask(failing, question, { conversationId: "failed-answer-app-error" })).rejects.toBe(unavailable);

    expect(await assistantMessages(docent.services, "failed-answer-app-error")).toEqual([
      expect.objectContaining({ status: "failed", content: unavailable.message, response: null }),
    ]);
  });

  it("is not used as history: the next question in the conversation is answered on its own", async () => {
    openai.reset();
    const conversationId = "failed-answer-history";
    const failing = withFailingLibrary(docent.services, () => {
      throw diskError();
    });
    await expect(ask(failing, question, { conversationId })).rejects.toThrow(/SQLITE_IOERR/);

    const { response } = await ask(docent.services, "What about its population?", { conversationId });

    // With no complete earlier answer there is no history, so the follow-up is not reformulated.
    expect(openai.callsFor("reformulate")).toHaveLength(0);
    expect(response.conversation_id).toBe(conversationId);
    expect((await docent.services.conversations.listMessages(conversationId)).map(({ role, status }) => `${role}:${status}`)).toEqual([
      "user:complete",
      "assistant:failed",
      "user:complete",
      "assistant:complete",
    ]);
  });

  it("stays interrupted, not failed, when the person stopped it", async () => {
    const controller = new AbortController();
    const stopping = withFailingLibrary(docent.services, () => {
      controller.abort(new DOMException("The client closed the connection", "AbortError"));
      throw new DOMException("The client closed the connection", "AbortError");
    });

    await expect(ask(stopping, question, { conversationId: "failed-answer-stopped", signal: controller.signal })).rejects.toThrow(/closed/);

    expect(await assistantMessages(docent.services, "failed-answer-stopped")).toEqual([
      expect.objectContaining({ status: "interrupted", content: "" }),
    ]);
  });
});
