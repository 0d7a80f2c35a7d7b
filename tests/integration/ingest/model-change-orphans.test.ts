/**
 * A collection left behind by a model switch: if Docent stops after questions moved to the new
 * model's collection but before the previous one was deleted, no chunk row names the previous
 * model any more. The next start finds such a collection in Chroma and deletes it, keeping the
 * current model's collection and anything in Chroma that is not one of ours. Real parts: in-process
 * services with the embedded Chroma, a real SQLite file and the bundled local model.
 */
import fs from "node:fs";
import path from "node:path";
import { ChromaClient } from "chromadb";
import { afterAll, describe, expect, it } from "vitest";
import { chromaClientOptions, startEmbeddedChroma } from "../../../server/chroma/supervisor";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/core/logger";
import { localModelId } from "../../../server/providers/local-embedder";
import { collectionNameFor, createChromaVectorStore } from "../../../server/stores/vector-store";
import { createServices, type Services } from "../../../server/services";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";

const orphanModel = "openai-text-embedding-retired";

async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("collections left by an interrupted model switch", () => {
  const dataDir = makeDataDir("docent-model-orphans-");
  const logger = createLogger({ level: "silent" });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  let services: Services | null = null;

  afterAll(async () => {
    await services?.close();
  });

  it("deletes our collection of a model no chunk names at the next start, and keeps the current one and foreign ones", async () => {
    // 1. A library embedded by the current (local) model.
    services = await createServices(config, logger, { projectRoot: repoRoot });
    const incoming = path.join(services.uploadsDir, "incoming", "notes-upload");
    const text = "The lighthouse keeper logs the weather every morning at six.\n\nThe supply boat arrives on Thursdays.";
    fs.writeFileSync(incoming, text);
    const [accepted] = await services.library.acceptUploads([
      { tempPath: incoming, originalName: "notes.txt", size: Buffer.byteLength(text) },
    ]);
    await services.jobRunner.idle();
    await services.vectorIndexer.idle();
    const chunkCount = (await services.documents.getDocument(accepted!.id))!.chunk_count;
    expect(chunkCount).toBeGreaterThan(0);
    expect(await services.vectors.count(localModelId)).toBe(chunkCount);
    await services.close();
    services = null;

    // 2. While Docent is down, its Chroma holds what a run that died mid-switch leaves: the
    //    earlier model's collection, which no chunk row names. Beside it, collections that are not
    //    ours: another application's, and one with our prefix that records no embedding model.
    const chroma = await startEmbeddedChroma({ dataDir: path.join(dataDir, "chroma"), projectRoot: repoRoot, logger });
    try {
      const store = createChromaVectorStore({ url: chroma.url, timeoutMs: 10_000 });
      await store.upsert(orphanModel, [{ id: "old-chunk", embedding: [0.1, 0.2, 0.3], docId: accepted!.id }]);
      const client = new ChromaClient(chromaClientOptions(chroma.url));
      await client.createCollection({ name: "someone-elses-collection", embeddingFunction: null });
      await client.createCollection({ name: "docent-lookalike", embeddingFunction: null });
      expect((await client.listCollections()).map((collection) => collection.name)).toContain(collectionNameFor(orphanModel));
    } finally {
      await chroma.stop();
    }

    // 3. The next start deletes the orphan only.
    services = await createServices(config, logger, { projectRoot: repoRoot });
    const client = new ChromaClient(chromaClientOptions(services.chromaUrl()));
    const names = async () => (await client.listCollections()).map((collection) => collection.name);
    await waitFor("the orphaned collection to be deleted", async () => !(await names()).includes(collectionNameFor(orphanModel)));
    expect((await names()).sort()).toEqual([collectionNameFor(localModelId), "docent-lookalike", "someone-elses-collection"].sort());
    expect(services.activeModel()).toBe(localModelId);
    expect(await services.vectors.count(localModelId)).toBe(chunkCount);
    const found = await services.search({ query: "When does the supply boat arrive?", topK: 3 });
    expect(found.vectorError).toBeUndefined();
    expect(found.chunks[0]?.score).not.toBeNull();
  });
});
