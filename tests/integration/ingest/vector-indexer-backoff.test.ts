/**
 * The background vector indexer while Chroma is down (docs/architecture.md#embedding-models, #vectors, #the-process): it retries with
 * capped exponential backoff, logs one warning per outage (the retries in between are debug
 * lines) and one note when it ends, starts the backoff over after a success, and loses nothing.
 * Real parts: the embedded Chroma, reached through a TCP relay the test can cut (the outage is a
 * real refused connection to the real client), and real SQLite stores. The embedder is a small
 * deterministic stand-in: it is not what is under test, and the bundled model is slow to load.
 */
import crypto from "node:crypto";
import net from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedChroma, type ChromaServer } from "../../../server/chroma/supervisor";
import { backoffDelay, startVectorIndexer, type RetryBackoff, type VectorIndexer } from "../../../server/ingest/vector-indexer";
import { createLogger } from "../../../server/core/logger";
import type { Embedder } from "../../../server/providers/embeddings";
import { createChromaVectorStore } from "../../../server/stores/vector-store";
import { createChunkStore } from "../../../server/stores/chunks";
import { openDb } from "../../../server/stores/db";
import { createDocumentStore } from "../../../server/stores/documents";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";
import { recordingLogger, type LogRecord } from "../../helpers/services";

const backoff: RetryBackoff = { initialMs: 100, maxMs: 400 };
const model = `backoff-test-${crypto.randomBytes(4).toString("hex")}`;

/** A TCP relay to Chroma that can be cut: while down it drops every connection, open ones included. */
async function startRelay(target: string) {
  const { hostname, port } = new URL(target);
  let up = true;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) return void client.destroy();
    const upstream = net.connect(Number(port), hostname);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    setUp(value: boolean) {
      up = value;
      if (!up) for (const socket of open) socket.destroy();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const embedder: Embedder = {
  id: model,
  dimensions: 4,
  embed: async (texts) => texts.map((text) => [text.length % 7, 1, 2, 3]),
};

describe("vector indexer while Chroma is down", () => {
  const dataDir = makeDataDir("docent-indexer-backoff-");
  const records: LogRecord[] = [];
  const logger = recordingLogger(records);
  const db = openDb(path.join(dataDir, "docent.db"));
  const documents = createDocumentStore(db);
  const chunks = createChunkStore(db);
  let chroma: ChromaServer;
  let relay: Awaited<ReturnType<typeof startRelay>>;
  let indexer: VectorIndexer | null = null;
  let vectors: ReturnType<typeof createChromaVectorStore>;

  const addReadyDocument = async (name: string, chunkCount: number) => {
    const id = crypto.randomUUID();
    await documents.insertDocument({
      id,
      filename: name,
      type: "text/plain",
      size: 1,
      sha256: crypto.randomBytes(32).toString("hex"),
      stored_name: id,
    });
    await chunks.replaceChunks(
      id,
      Array.from({ length: chunkCount }, (_, index) => ({
        id: `${id}_${index}`,
        doc_id: id,
        chunk_index: index,
        text: `${name} passage ${index} about harbours`,
      })),
    );
    await documents.updateDocument(id, { status: "ready", chunk_count: chunkCount });
    return id;
  };
  const failuresLogged = () =>
    records.filter((record) => record.message.startsWith("vector indexing paused") || record.message === "vector indexing still failing");
  const warnings = () => records.filter((record) => record.level === "warn");
  const gapsOf = (entries: LogRecord[]) => entries.slice(1).map((entry, index) => entry.at - entries[index]!.at);

  beforeAll(async () => {
    chroma = await startEmbeddedChroma({
      dataDir: path.join(dataDir, "chroma"),
      projectRoot: repoRoot,
      logger: createLogger({ level: "silent" }),
    });
    relay = await startRelay(chroma.url);
    vectors = createChromaVectorStore({ url: relay.url, timeoutMs: 2_000 });
  });
  afterAll(async () => {
    await indexer?.stop();
    await relay?.close();
    await chroma?.stop();
    db.close();
  });

  it("backs off exponentially up to the cap with one warning, then fills every vector when Chroma is back", async () => {
    const first = await addReadyDocument("first.txt", 20);
    relay.setUp(false);
    indexer = startVectorIndexer({ chunks, documents, vectors, embedder, logger, backoff });

    // Six failed attempts take 100 + 200 + 400 + 400 + 400 ms of waiting (the old fixed 2 s retry would manage one).
    await expect.poll(() => failuresLogged().length, { timeout: 10_000, interval: 20 }).toBeGreaterThanOrEqual(6);
    const outage = failuresLogged().slice(0, 6);
    expect(outage[0]).toMatchObject({ level: "warn", fields: { retry_in_ms: 100 } });
    expect(outage.slice(1).map((record) => [record.level, record.fields?.failures, record.fields?.retry_in_ms])).toEqual([
      ["debug", 2, 200],
      ["debug", 3, 400],
      ["debug", 4, 400],
      ["debug", 5, 400],
      ["debug", 6, 400],
    ]);
    // The retries really wait that long (the slack only absorbs a loaded machine).
    gapsOf(outage).forEach((gap, index) => {
      expect(gap).toBeGreaterThanOrEqual(backoffDelay(index + 1, backoff) - 5);
      expect(gap).toBeLessThan(backoffDelay(index + 1, backoff) + 1_500);
    });
    expect(warnings()).toHaveLength(1);
    expect(await chunks.countVectors(first, model)).toBe(0);

    relay.setUp(true);
    await expect.poll(() => chunks.countVectors(first, model), { timeout: 10_000 }).toBe(20);
    await indexer.idle();
    expect(await vectors.count(model)).toBe(20);
    expect((await documents.getDocument(first))?.vectors_done).toBe(20);
    expect(records.filter((record) => record.message === "vector indexing resumed")).toEqual([
      expect.objectContaining({ level: "info", fields: expect.objectContaining({ failed_attempts: expect.any(Number) }) }),
    ]);
    expect(warnings()).toHaveLength(1);
  });

  it("starts the backoff over for the next outage, with one new warning", async () => {
    const before = records.length;
    relay.setUp(false);
    const second = await addReadyDocument("second.txt", 5);
    indexer!.wake();
    await expect
      .poll(() => failuresLogged().filter((record) => records.indexOf(record) >= before).length, { timeout: 10_000, interval: 20 })
      .toBeGreaterThanOrEqual(3);
    const outage = failuresLogged().filter((record) => records.indexOf(record) >= before);
    expect(outage.slice(0, 3).map((record) => [record.level, record.fields?.retry_in_ms])).toEqual([
      ["warn", 100],
      ["debug", 200],
      ["debug", 400],
    ]);
    expect(warnings()).toHaveLength(2);

    relay.setUp(true);
    await expect.poll(() => chunks.countVectors(second, model), { timeout: 10_000 }).toBe(5);
    expect(await vectors.count(model)).toBe(25);
  });
});
