/**
 * Chroma dying or unreachable (docs/architecture.md#an-uploads-way, #retriever, #the-process; issue 9), on real parts: a real Docent
 * process, its embedded Chroma (SIGKILLed through the pid in DATA_DIR/chroma/chroma.pid), real
 * SQLite and corpus files. Docent must notice, restart its Chroma, lose nothing, and never hang a
 * question on a Chroma that does not answer.
 */
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { ChromaClient } from "chromadb";
import { afterEach, describe, expect, it } from "vitest";
import { chromaClientOptions } from "../../../server/chroma/supervisor";
import { localModelId } from "../../../server/providers/local-embedder";
import { collectionNameFor } from "../../../server/stores/vector-store";
import {
  askJson,
  corpusFile,
  killDocent,
  makeDataDir,
  pidAlive,
  startDocent,
  uploadFiles,
  waitForDocument,
  type DocentServer,
} from "../../helpers/docent-server";

const tracemonkeyQuestion = "What does the foreign function interface (FFI) of SpiderMonkey allow it to call?";

const started: DocentServer[] = [];
const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const docent of started.splice(0)) await killDocent(docent);
  for (const close of closers.splice(0)) await close();
});

async function start(options: Parameters<typeof startDocent>[0]) {
  const docent = await startDocent(options);
  started.push(docent);
  return docent;
}

function chromaRecord(dataDir: string) {
  return JSON.parse(fs.readFileSync(path.join(dataDir, "chroma", "chroma.pid"), "utf8")) as { pid: number; url: string };
}

async function vectorIdsOf(chromaUrl: string, documentId: string) {
  const client = new ChromaClient(chromaClientOptions(chromaUrl));
  const collection = await client.getOrCreateCollection({ name: collectionNameFor(localModelId), embeddingFunction: null });
  return (await collection.get({ where: { doc_id: documentId }, include: [] })).ids;
}

async function documentRecord(docent: DocentServer, id: string) {
  return (await (await fetch(`${docent.url}/api/documents/${id}`)).json()) as {
    status: string;
    chunk_count: number;
    vectors_done: number;
    error: string | null;
  };
}

describe("Chroma faults", () => {
  it("Chroma killed while idle: health goes down then up, Chroma is restarted, the next question works, nothing is lost", async () => {
    const dataDir = makeDataDir("docent-fault-idle-");
    const docent = await start({ dataDir });
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/tracemonkey.pdf")]);
    const id = upload.body.documents[0]!.id;
    const record = await waitForDocument(docent.url, id, { vectors: true, timeoutMs: 120_000 });
    const before = chromaRecord(dataDir);
    const vectorsBefore = await vectorIdsOf(before.url, id);
    expect(vectorsBefore).toHaveLength(record.chunk_count as number);

    process.kill(before.pid, "SIGKILL");
    // Poll health until it has been seen down and then up again (bounded).
    const seen: number[] = [];
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      const status = (await fetch(`${docent.url}/api/health`)).status;
      if (seen.at(-1) !== status) seen.push(status);
      if (seen.includes(503) && status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    expect(seen).toContain(503);
    expect(seen.at(-1)).toBe(200);

    const after = chromaRecord(dataDir);
    expect(after.pid).not.toBe(before.pid);
    expect(pidAlive(before.pid)).toBe(false);
    expect((await (await fetch(`${docent.url}/api/health`)).json()).chroma).toEqual({ status: "up", embedded: true });

    const { status, body } = await askJson(docent.url, { message: tracemonkeyQuestion });
    expect(status).toBe(200);
    expect(body.safety_flags).not.toContain("retrieval_error");
    expect(body.citations[0]).toMatchObject({ filename: "tracemonkey.pdf", page: 10 });
    expect(body.citations[0].score).toBeGreaterThan(0);
    expect(new Set(await vectorIdsOf(after.url, id))).toEqual(new Set(vectorsBefore));
  });

  it("Chroma killed mid-ingestion: vectors resume after the restart, one per chunk, no orphans, status ready", async () => {
    const dataDir = makeDataDir("docent-fault-ingest-");
    const docent = await start({ dataDir });
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/tracemonkey.pdf")]);
    const id = upload.body.documents[0]!.id;
    const deadline = Date.now() + 90_000;
    let record = await documentRecord(docent, id);
    while (Date.now() < deadline && !(record.status === "ready" && record.vectors_done > 0)) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      record = await documentRecord(docent, id);
    }
    expect(record.vectors_done).toBeGreaterThan(0);
    expect(record.vectors_done).toBeLessThan(record.chunk_count);
    const killed = chromaRecord(dataDir);
    process.kill(killed.pid, "SIGKILL");

    const done = await waitForDocument(docent.url, id, { vectors: true, timeoutMs: 120_000 });
    expect(done).toMatchObject({ status: "ready", error: null, vectors_done: record.chunk_count, vector_progress: 1 });
    const restarted = chromaRecord(dataDir);
    expect(restarted.pid).not.toBe(killed.pid);
    const ids = await vectorIdsOf(restarted.url, id);
    expect(ids).toHaveLength(record.chunk_count);
    expect(new Set(ids).size).toBe(record.chunk_count);

    await docent.stop("SIGTERM");
    const db = new Database(path.join(dataDir, "docent.db"), { readonly: true });
    const chunkIds = (db.prepare("SELECT id FROM chunks WHERE doc_id = ?").all(id) as { id: string }[]).map((row) => row.id);
    const ftsRows = (db.prepare("SELECT COUNT(*) AS n FROM chunks_fts_docsize").get() as { n: number }).n;
    db.close();
    // Every vector belongs to a chunk, and every chunk has one FTS5 row.
    expect(new Set(ids)).toEqual(new Set(chunkIds));
    expect(ftsRows).toBe(chunkIds.length);
  });

  it("Chroma unreachable at question time: an answer flagged retrieval_error within the deadline, health 503", async () => {
    // A "Chroma" that accepts connections and never answers: the worst case, a hang, not a refusal.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on("error", () => sockets.delete(socket));
      socket.on("close", () => sockets.delete(socket));
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    closers.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });
    const { port } = silent.address() as net.AddressInfo;

    const dataDir = makeDataDir("docent-fault-unreachable-");
    const docent = await start({ dataDir, env: { CHROMA_URL: `http://127.0.0.1:${port}`, CHROMA_TIMEOUT_MS: "800" } });
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/tracemonkey.pdf")]);
    const id = upload.body.documents[0]!.id;
    // Ready from the lexical index alone: parsing and FTS5 do not need Chroma.
    expect(await waitForDocument(docent.url, id)).toMatchObject({ status: "ready" });

    const started = Date.now();
    const { status, body } = await askJson(docent.url, { message: tracemonkeyQuestion });
    const elapsed = Date.now() - started;
    expect(status).toBe(200);
    // One Chroma deadline (800 ms) plus at most one background embedding batch ahead of the query;
    // before the per-question skip in hybrid-search.ts this took ~13 s (a deadline per search).
    expect(elapsed).toBeLessThan(8_000);
    expect(body.safety_flags).toContain("retrieval_error");
    // …and the person is told, in the reason behind the confidence badge.
    expect(body.reasoning).toMatch(/Semantic search was unavailable/);
    // Still answered from the lexical index, with the page that holds the answer.
    expect(body.citations[0]).toMatchObject({ filename: "tracemonkey.pdf", page: 10 });
    expect(typeof body.answer).toBe("string");

    const health = await fetch(`${docent.url}/api/health`);
    expect(health.status).toBe(503);
    expect((await health.json()).chroma).toEqual({ status: "down", embedded: false });
  });
});
