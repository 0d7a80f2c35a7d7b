/**
 * The walking skeleton, end to end on real parts: a real Docent process with its embedded Chroma
 * and a real SQLite file, the real tracemonkey.pdf. Upload → ask → cited page; restart keeps
 * documents; SIGTERM leaves no Chroma behind.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  askJson,
  corpusFile,
  makeDataDir,
  pidAlive,
  startDocent,
  uploadFiles,
  waitForDocument,
  type DocentServer,
} from "../../helpers/docent-server";
import { testDatabase } from "../../helpers/test-database";

const chromaPidOf = (dataDir: string) => {
  const record = JSON.parse(fs.readFileSync(path.join(dataDir, "chroma", "chroma.pid"), "utf8")) as { pid: number };
  return record.pid;
};

describe("walking skeleton", () => {
  const dataDir = makeDataDir();
  let docent: DocentServer;
  let documentId: string;

  beforeAll(async () => {
    docent = await startDocent({ dataDir });
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
  });

  it("answers /api/health with offline mode, Chroma and SQLite up", async () => {
    const response = await fetch(`${docent.url}/api/health`);
    expect(response.status).toBe(200);
    const health = await response.json();
    expect(health).toMatchObject({
      status: "ok",
      mode: "offline",
      chroma: { status: "up", embedded: true },
      database: { kind: testDatabase, status: "up" },
    });
  });

  it("answers a question from the one page of tracemonkey.pdf that holds it, citing that page", async () => {
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/tracemonkey.pdf")]);
    expect(upload.status).toBe(202);
    documentId = upload.body.documents[0]!.id;
    const record = await waitForDocument(docent.url, documentId);
    expect(record).toMatchObject({ status: "ready", pages: 14, filename: "tracemonkey.pdf" });

    // Only page 10 describes SpiderMonkey's foreign function interface (section 6.5).
    const { status, body } = await askJson(docent.url, {
      message: "What does the foreign function interface (FFI) of SpiderMonkey allow it to call?",
    });
    expect(status).toBe(200);
    expect(body.answer).toMatch(/\[Source \d+\]/);
    expect(body.citations.length).toBeGreaterThan(0);
    const first = body.citations[0];
    expect(first).toMatchObject({ filename: "tracemonkey.pdf", page: 10, doc_id: documentId });
    expect(body.answer.toLowerCase()).toContain("builtins");
    expect(body.mode).toBe("offline");
  });

  it("streams the same answer over Server-Sent Events", async () => {
    const response = await fetch(`${docent.url}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ message: "What does the foreign function interface (FFI) of SpiderMonkey allow it to call?" }),
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
    const text = await response.text();
    const events = [...text.matchAll(/^event: (.+)$/gm)].map((match) => match[1]);
    expect(events[0]).toBe("conversation-start");
    expect(events[1]).toBe("stage-start");
    expect(events).toContain("answer-delta");
    expect(events.at(-1)).toBe("answer-end");
    const end = text.split("event: answer-end\ndata: ")[1]!.trim();
    expect(JSON.parse(end).response.citations[0]).toMatchObject({ filename: "tracemonkey.pdf", page: 10 });
  });

  it("keeps documents across a restart, and SIGTERM leaves no Chroma running", async () => {
    const chromaPid = chromaPidOf(dataDir);
    expect(pidAlive(chromaPid)).toBe(true);
    const exit = await docent.stop("SIGTERM");
    expect(exit.code).toBe(0);
    // The launcher exits with Docent; give the OS a moment to reap it.
    for (let waited = 0; waited < 5_000 && pidAlive(chromaPid); waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pidAlive(chromaPid)).toBe(false);

    docent = await startDocent({ dataDir });
    const listed = (await (await fetch(`${docent.url}/api/documents`)).json()) as { documents: { id: string; status: string }[] };
    expect(listed.documents).toEqual([expect.objectContaining({ id: documentId, status: "ready" })]);
    const { body } = await askJson(docent.url, {
      message: "What does the foreign function interface (FFI) of SpiderMonkey allow it to call?",
    });
    expect(body.citations[0]).toMatchObject({ filename: "tracemonkey.pdf", page: 10 });
  });
});
