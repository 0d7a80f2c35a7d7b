/**
 * Docent itself killed (docs/architecture.md#an-uploads-way, #where-things-are-stored; issue 9): SIGKILL of the real server process mid-answer
 * and during a burst of writes. After a restart the conversation holds the question with no
 * half-written answer shown as complete, and the SQLite file passes its integrity checks.
 * The only stand-in is the OpenAI-compatible LLM (an outside API, tests/mocks/openai.ts served
 * over HTTP), whose answer streams one token and then stalls, so the kill lands mid-answer every time.
 */
import path from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import {
  askJson,
  corpusFile,
  killDocent,
  makeDataDir,
  startDocent,
  uploadFiles,
  waitForDocument,
  type DocentServer,
} from "../../helpers/docent-server";
import { serveHandlers, type MswHttpServer } from "../../helpers/msw-over-http";
import { anyHostBaseUrl, createOpenAIMock, openaiEnv, stallAfter } from "../../mocks/openai";

const started: DocentServer[] = [];
const standIns: MswHttpServer[] = [];
afterEach(async () => {
  for (const docent of started.splice(0)) await killDocent(docent);
  for (const standIn of standIns.splice(0)) await standIn.close();
});

async function start(options: Parameters<typeof startDocent>[0]) {
  const docent = await startDocent(options);
  started.push(docent);
  return docent;
}

interface StoredConversation {
  id: string;
  messages: { role: string; content: string; status: string; response: unknown }[];
}

describe("Docent killed", () => {
  it("mid-answer: after a restart the conversation holds the question and no half-written answer as complete", async () => {
    const openai = createOpenAIMock({
      baseUrl: anyHostBaseUrl,
      replies: { reasoner: stallAfter("The documents answer this directly [Source 1]. It says more about the interface.", 8) },
    });
    const standIn = await serveHandlers(openai.handlers);
    standIns.push(standIn);
    const dataDir = makeDataDir("docent-fault-answer-");
    const llmEnv = { ...openaiEnv(`${standIn.url}/v1`), EMBEDDING_PROVIDER: "local" };
    let docent = await start({ dataDir, env: llmEnv });
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/tracemonkey.pdf")]);
    await waitForDocument(docent.url, upload.body.documents[0]!.id);

    const question = "What does the foreign function interface of SpiderMonkey allow it to call?";
    const response = await fetch(`${docent.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ message: question }),
    });
    expect(response.status).toBe(200);
    // Read the stream until the first streamed token: the answer is now half-written.
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let streamed = "";
    const deadline = Date.now() + 30_000;
    while (!streamed.includes("event: answer-delta") && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      streamed += decoder.decode(value, { stream: true });
      console.log("CHUNK", Date.now(), decoder.decode(value).slice(0, 300));
    }
    expect(streamed).toContain("event: answer-delta");
    expect(streamed).not.toContain("event: answer-end");
    await killDocent(docent);
    await reader.cancel().catch((error: unknown) => expect(String(error)).toMatch(/terminated|aborted|closed/i));

    docent = await start({ dataDir });
    const { conversations } = (await (await fetch(`${docent.url}/api/conversations`)).json()) as { conversations: { id: string }[] };
    expect(conversations).toHaveLength(1);
    const conversation = (await (await fetch(`${docent.url}/api/conversations/${conversations[0]!.id}`)).json()) as StoredConversation;
    expect(conversation.messages[0]).toMatchObject({ role: "user", content: question, status: "complete" });
    // Nothing of the interrupted answer is presented as a finished answer.
    const completeAnswers = conversation.messages.filter((message) => message.role === "assistant" && message.status === "complete");
    expect(completeAnswers).toEqual([]);

    // The conversation carries on after the restart (offline now: the LLM is no longer configured).
    const followUp = await askJson(docent.url, { message: question, conversation_id: conversation.id });
    expect(followUp.status).toBe(200);
    expect(followUp.body.conversation_id).toBe(conversation.id);
    expect(followUp.body.citations[0]).toMatchObject({ filename: "tracemonkey.pdf", page: 10 });
  });

  it("during writes: the SQLite file passes integrity checks after every kill", async () => {
    const dataDir = makeDataDir("docent-fault-sqlite-");
    const files = [
      "docx/tables.docx",
      "docx/simple-list.docx",
      "docx/footnotes.docx",
      "docx/comments.docx",
      "pdf/tracemonkey.pdf",
      "docx/text-box.docx",
    ];
    // Three rounds, each killing Docent at a different moment of an upload + chat burst.
    for (const [round, killAfterMs] of [700, 1_500, 2_500].entries()) {
      const docent = await start({ dataDir });
      const writers: Promise<unknown>[] = [];
      let stop = false;
      // Writers: uploads (documents, jobs, chunks, FTS5) and questions (conversations, messages).
      const upload = uploadFiles(docent.url, [corpusFile(files[round * 2]!), corpusFile(files[round * 2 + 1]!)]);
      for (let client = 0; client < 3; client++) {
        writers.push(
          (async () => {
            for (let asked = 0; asked < 50 && !stop; asked++) {
              await askJson(docent.url, { message: `What is in the documents, question ${round}-${client}-${asked}?` });
            }
          })().catch((error: unknown) => error),
        );
      }
      // The kill comes a set time after the upload was accepted (its records written, its job queued), so
      // it lands in ingestion and the chats however slow the machine is today.
      expect((await upload).status).toBe(202);
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
      await killDocent(docent);
      stop = true;
      await Promise.all(writers);

      const db = new Database(path.join(dataDir, "docent.db"));
      try {
        expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
        expect(db.pragma("foreign_key_check")).toEqual([]);
        // FTS5's own consistency check against its content table (throws when corrupt).
        db.prepare("INSERT INTO chunks_fts(chunks_fts, rank) VALUES ('integrity-check', 1)").run();
        const chunkRows = (db.prepare("SELECT COUNT(*) AS n FROM chunks").get() as { n: number }).n;
        const ftsRows = (db.prepare("SELECT COUNT(*) AS n FROM chunks_fts_docsize").get() as { n: number }).n;
        expect(ftsRows).toBe(chunkRows);
      } finally {
        db.close();
      }
    }

    // And Docent starts on the file it left: interrupted jobs resume and finish.
    const docent = await start({ dataDir });
    const { documents } = (await (await fetch(`${docent.url}/api/documents`)).json()) as { documents: { id: string }[] };
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      expect(["ready", "failed"]).toContain((await waitForDocument(docent.url, document.id, { timeoutMs: 60_000 })).status);
    }
  });
});
