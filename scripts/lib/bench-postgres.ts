/**
 * The seeded 100k store on PostgreSQL, for `npm run bench` (README "Past one machine"): the same
 * documents, chunks, summaries and vectors as the SQLite store the retrieval and concurrency
 * sections measured, copied into a throw-away PostgreSQL 15 cluster through the stores, then the
 * same hybrid retrieval (200 questions) and the same 20 concurrent chats over HTTP, with Docent on
 * DATABASE_URL and the same embedded Chroma. Run after the SQLite sections, in the same run, so
 * the two stores are compared under one machine's load.
 */
import path from "node:path";
import pg from "pg";
import { ChromaClient } from "chromadb";
import { loadConfig } from "../../server/config";
import { chromaClientOptions } from "../../server/chroma/supervisor";
import { createLogger } from "../../server/core/logger";
import { localModelId } from "../../server/providers/local-embedder";
import { createServices } from "../../server/services";
import { openDb } from "../../server/stores/db";
import { openSqliteStores } from "../../server/stores/sqlite-stores";
import { openPostgresStores } from "../../server/stores/postgres/stores";
import { collectionNameFor } from "../../server/stores/vector-store";
import { benchConcurrentChats, type ConcurrencyReport } from "./bench-http";
import { benchQueries, measureLevel, type SearchLevelReport } from "./bench-search";
import { round1, timed } from "./bench-stats";
import { repoRoot } from "./docent-process";
import { startPostgresCluster, stopPostgresCluster } from "./postgres-cluster";

export interface PostgresBenchReport {
  chunks: number;
  copySeconds: number;
  retrieval: SearchLevelReport;
  concurrency: ConcurrencyReport;
}

export async function benchPostgres(storeDir: string, words: string[], log: (line: string) => void): Promise<PostgresBenchReport> {
  const cluster = await startPostgresCluster("docent-bench-postgres-");
  try {
    const url = await createDatabase(cluster.url, "docent_bench");
    const copied = await timed(() => copyStore(storeDir, url));
    log(`  copied ${copied.value} chunks into PostgreSQL (${round1(copied.ms / 1000)} s)`);
    const retrieval = await measureRetrieval(storeDir, url, words);
    log(`  retrieval at ${copied.value}: p50 ${retrieval.retrievalMs.p50} ms, p95 ${retrieval.retrievalMs.p95} ms`);
    const concurrency = await benchConcurrentChats(storeDir, words, { clients: 20, turns: 5, env: { DATABASE_URL: url } });
    log(`  20 concurrent chats: ${concurrency.errors} errors, p50 ${concurrency.latencyMs.p50} ms, p95 ${concurrency.latencyMs.p95} ms`);
    return { chunks: copied.value, copySeconds: round1(copied.ms / 1000), retrieval, concurrency };
  } finally {
    stopPostgresCluster(cluster.folder);
  }
}

async function createDatabase(clusterUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return clusterUrl.replace(/\/postgres$/u, `/${name}`);
}

/** Every ready document of the SQLite store, with its chunks (vectors marked), summary and progress. */
async function copyStore(storeDir: string, url: string): Promise<number> {
  const db = openDb(path.join(storeDir, "docent.db"));
  const from = openSqliteStores(db);
  const to = await openPostgresStores(url);
  let chunks = 0;
  try {
    for (const document of await from.documents.listDocuments()) {
      await to.documents.insertDocument(document);
      const rows = await from.chunks.chunksOf(document.id);
      await to.chunks.replaceChunks(
        document.id,
        rows.map(({ rowid: _rowid, vector_model: _model, injection_flagged, ...row }) => ({
          ...row,
          injection_flagged: injection_flagged === 1,
        })),
      );
      await to.chunks.markVectors(
        localModelId,
        rows.map((row) => row.id),
      );
      const summary = await from.summaries.getSummary(document.id);
      if (summary)
        await to.summaries.replaceSummary({ doc_id: document.id, description: summary.description, sentences: summary.sentences });
      const { status, stage, progress, pages, chunk_count, vectors_done } = document;
      await to.documents.updateDocument(document.id, { status, stage, progress, pages, chunk_count, vectors_done });
      chunks += rows.length;
    }
  } finally {
    db.close();
    await to.close();
  }
  return chunks;
}

async function measureRetrieval(storeDir: string, url: string, words: string[]): Promise<SearchLevelReport> {
  const config = loadConfig({ DATA_DIR: storeDir, DATABASE_URL: url, LOG_LEVEL: "warn", CHROMA_TIMEOUT_MS: "120000" });
  const services = await createServices(config, createLogger({ level: "warn" }), { projectRoot: repoRoot });
  try {
    const client = new ChromaClient(chromaClientOptions(services.chromaUrl()));
    const collection = await client.getCollection({ name: collectionNameFor(localModelId), embeddingFunction: null as never });
    const chunks = await services.chunks.countChunks();
    return await measureLevel(services, collection, benchQueries(words), chunks);
  } finally {
    await services.close();
  }
}
