/**
 * Ingestion jobs survive a killed Docent (docs/architecture.md#an-uploads-way, issue 4): a real Docent process is
 * SIGKILLed mid-parse and mid-embedding, then started again on the same DATA_DIR. The job either
 * completes or is marked failed, and a failed document leaves no chunk in FTS5 or Chroma.
 * Same bytes uploaded twice make one document. Real corpus files, real Chroma, real SQLite.
 */
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { ChromaClient } from "chromadb";
import { afterEach, describe, expect, it } from "vitest";
import { chromaClientOptions } from "../../../server/chroma/supervisor";
import { localModelId } from "../../../server/providers/local-embedder";
import { collectionNameFor } from "../../../server/stores/vector-store";
import {
  corpusFile,
  killDocent,
  makeDataDir,
  startDocent,
  uploadFiles,
  waitForDocument,
  type DocentServer,
} from "../../helpers/docent-server";

type DocumentRecord = Record<string, unknown> & {
  status: string;
  chunk_count: number;
  vectors_done: number;
  error_category: string | null;
};

const started: DocentServer[] = [];
async function start(dataDir: string) {
  const docent = await startDocent({ dataDir });
  started.push(docent);
  return docent;
}

async function documentRecord(docent: DocentServer, id: string) {
  return (await (await fetch(`${docent.url}/api/documents/${id}`)).json()) as DocumentRecord;
}

async function waitUntil(what: string, docent: DocentServer, id: string, test: (record: DocumentRecord) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const record = await documentRecord(docent, id);
    if (test(record)) return record;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Chunks and FTS5 rows of a document, read straight from the SQLite file of a stopped Docent. */
function sqliteCounts(dataDir: string, documentId: string) {
  const db = new Database(path.join(dataDir, "docent.db"), { readonly: true });
  try {
    const chunks = (db.prepare("SELECT COUNT(*) AS n FROM chunks WHERE doc_id = ?").get(documentId) as { n: number }).n;
    // External-content FTS5: its own rows are counted through the docsize shadow table.
    const ftsRows = (db.prepare("SELECT COUNT(*) AS n FROM chunks_fts_docsize").get() as { n: number }).n;
    const allChunks = (db.prepare("SELECT COUNT(*) AS n FROM chunks").get() as { n: number }).n;
    const integrity = db.pragma("integrity_check", { simple: true });
    return { chunks, ftsRows, allChunks, integrity };
  } finally {
    db.close();
  }
}

/** Vectors of a document in the local model's collection, asked of the running Docent's Chroma. */
async function chromaVectorsOf(dataDir: string, documentId: string) {
  const { url } = JSON.parse(fs.readFileSync(path.join(dataDir, "chroma", "chroma.pid"), "utf8")) as { url: string };
  const client = new ChromaClient(chromaClientOptions(url));
  const collection = await client.getOrCreateCollection({ name: collectionNameFor(localModelId), embeddingFunction: null });
  const found = await collection.get({ where: { doc_id: documentId }, include: [] });
  return found.ids;
}

afterEach(async () => {
  for (const docent of started.splice(0)) await killDocent(docent);
});

describe("ingestion jobs across a killed Docent", () => {
  it("resumes a job killed while parsing freeculture.pdf (352 pages) and completes it", async () => {
    const dataDir = makeDataDir("docent-crash-resume-");
    let docent = await start(dataDir);
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/freeculture.pdf")]);
    const id = upload.body.documents[0]!.id;
    await waitUntil("parsing to start", docent, id, (record) => record.status === "parsing");
    await killDocent(docent);

    docent = await start(dataDir);
    const record = (await waitForDocument(docent.url, id, { timeoutMs: 90_000 })) as unknown as DocumentRecord;
    expect(record).toMatchObject({ status: "ready", pages: 352, error: null });
    await docent.stop("SIGTERM");

    const counts = sqliteCounts(dataDir, id);
    expect(counts.integrity).toBe("ok");
    expect(counts.chunks).toBe(record.chunk_count);
    // Exactly one FTS5 row per chunk: the interrupted attempt left nothing behind.
    expect(counts.ftsRows).toBe(counts.allChunks);
  });

  it("marks a job failed after three interrupted tries, leaving no chunk in FTS5 or Chroma", async () => {
    const dataDir = makeDataDir("docent-crash-fail-");
    let docent = await start(dataDir);
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/freeculture.pdf")]);
    const id = upload.body.documents[0]!.id;
    // Bounded: each start claims the job once; the fourth start finds three attempts used.
    for (let attempt = 1; attempt <= 3; attempt++) {
      await waitUntil(`parsing, attempt ${attempt}`, docent, id, (record) => record.status === "parsing");
      await killDocent(docent);
      docent = await start(dataDir);
    }
    const record = await waitUntil("the job to fail", docent, id, (record) => record.status === "failed");
    expect(record).toMatchObject({ status: "failed", error_category: "interrupted", chunk_count: 0 });
    expect(String(record.error)).toMatch(/interrupted/i);
    expect(await chromaVectorsOf(dataDir, id)).toEqual([]);
    const health = await fetch(`${docent.url}/api/health`);
    expect(health.status).toBe(200);
    await docent.stop("SIGTERM");

    const counts = sqliteCounts(dataDir, id);
    expect(counts).toMatchObject({ integrity: "ok", chunks: 0, ftsRows: 0, allChunks: 0 });
  });

  it("carries on embedding after a kill mid-vectors: every chunk gets exactly one vector", async () => {
    const dataDir = makeDataDir("docent-crash-vectors-");
    let docent = await start(dataDir);
    const upload = await uploadFiles(docent.url, [corpusFile("pdf/tracemonkey.pdf")]);
    const id = upload.body.documents[0]!.id;
    const partial = await waitUntil("some vectors", docent, id, (record) => record.status === "ready" && record.vectors_done > 0, 90_000);
    expect(partial.vectors_done).toBeLessThan(partial.chunk_count);
    await killDocent(docent);

    docent = await start(dataDir);
    const record = (await waitForDocument(docent.url, id, { vectors: true, timeoutMs: 120_000 })) as unknown as DocumentRecord;
    expect(record.vectors_done).toBe(record.chunk_count);
    const vectorIds = await chromaVectorsOf(dataDir, id);
    expect(new Set(vectorIds).size).toBe(record.chunk_count);
    expect(vectorIds.every((vectorId) => vectorId.startsWith(`${id}_`))).toBe(true);
  });

  it("recognises the same bytes uploaded twice: one document, duplicate: true on the second response", async () => {
    const dataDir = makeDataDir("docent-dedupe-");
    const docent = await start(dataDir);
    const first = await uploadFiles(docent.url, [corpusFile("docx/tables.docx")]);
    expect(first.status).toBe(202);
    expect(first.body.documents[0]!.duplicate).toBeUndefined();
    const id = first.body.documents[0]!.id;
    await waitForDocument(docent.url, id);

    // Same bytes under another name, in a request that also carries a new file.
    const copy = path.join(dataDir, "renamed-copy.docx");
    fs.copyFileSync(corpusFile("docx/tables.docx"), copy);
    const second = await uploadFiles(docent.url, [copy, corpusFile("docx/simple-list.docx")]);
    expect(second.status).toBe(202);
    expect(second.body.documents[0]).toMatchObject({ id, filename: "tables.docx", duplicate: true, status: "ready" });
    expect(second.body.documents[1]!.duplicate).toBeUndefined();

    const listed = (await (await fetch(`${docent.url}/api/documents`)).json()) as { documents: { id: string; sha256: string }[] };
    expect(listed.documents).toHaveLength(2);
    expect(listed.documents.filter((document) => document.id === id)).toHaveLength(1);
    await waitForDocument(docent.url, second.body.documents[1]!.id);
    await docent.stop("SIGTERM");
    // The duplicate added no chunks: the document's chunk rows equal its chunk count.
    const db = new Database(path.join(dataDir, "docent.db"), { readonly: true });
    const rows = db.prepare("SELECT doc_id, COUNT(*) AS n FROM chunks GROUP BY doc_id").all() as { doc_id: string; n: number }[];
    const chunkCount = (db.prepare("SELECT chunk_count FROM documents WHERE id = ?").get(id) as { chunk_count: number }).chunk_count;
    db.close();
    expect(rows.find((row) => row.doc_id === id)?.n).toBe(chunkCount);
  });
});
