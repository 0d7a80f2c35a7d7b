/**
 * Keyword search at 100k chunks for `npm run bench -- --only keyword`: SQLite's FTS5 (the chunk
 * store, server/stores/chunks.ts) and PostgreSQL's full-text index
 * (server/stores/postgres/keyword-index.ts, on a throw-away PostgreSQL 15 cluster) holding the same
 * 100k chunks (220-word windows of freeculture.pdf, as the retrieval section seeds), asked the
 * same 200 questions, interleaved so both see the same machine load, 20 results each as the
 * hybrid search asks. PostgreSQL's time includes the round trip over loopback TCP; its server's
 * CPU per question is read from its backend process.
 */
import os from "node:os";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { createChunkStore } from "../../server/stores/chunks";
import { openDb } from "../../server/stores/db";
import { createPostgresKeywordIndex, migrateKeywordIndex } from "../../server/stores/postgres/keyword-index";
import { cpuMs, distribution, round1, timed, type Distribution } from "./bench-stats";
import { startPostgresCluster, stopPostgresCluster } from "./postgres-cluster";
import { createKeywordFixtureTables, insertFixtureDocuments, type FixtureDocument } from "./postgres-keyword-fixture";

export interface KeywordBenchReport {
  chunks: number;
  queries: number;
  seedSeconds: { fts5: number; postgres: number };
  fts5Ms: Distribution;
  postgresMs: Distribution;
  /** CPU per question, mean: FTS5 in this process; PostgreSQL's backend (its own process) and this process's client side. */
  cpuMs: { fts5: number; postgresServer: number; postgresClient: number };
}

const chunkWords = 220;
const documents = 200;
const chunksPerDocument = 500;

/** The same seeded store for both: 200 documents of 500 chunks, windows at seeded offsets. */
function seededDocuments(words: string[]): FixtureDocument[] {
  let state = 7;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: documents }, (_, document) => ({
    id: `bench-${String(document)}`,
    filename: `seeded-${String(document)}.txt`,
    chunks: Array.from({ length: chunksPerDocument }, () => {
      const offset = Math.floor(next() * (words.length - chunkWords));
      return words.slice(offset, offset + chunkWords).join(" ");
    }),
  }));
}

async function seedSqlite(folder: string, seeded: FixtureDocument[]) {
  const db = openDb(path.join(folder, "docent.db"));
  const insert = db.prepare(
    `INSERT INTO documents (id, filename, type, size, sha256, stored_name, status, created_at, updated_at)
     VALUES (?, ?, 'txt', 0, ?, ?, 'ready', '2026-01-01', '2026-01-01')`,
  );
  const chunks = createChunkStore(db);
  for (const document of seeded) {
    insert.run(document.id, document.filename, document.id, document.id);
    await chunks.replaceChunks(
      document.id,
      document.chunks.map((text, index) => ({ id: `${document.id}:${String(index)}`, doc_id: document.id, chunk_index: index, text })),
    );
  }
  return { db, chunks };
}

export async function benchKeyword(words: string[], log: (line: string) => void): Promise<KeywordBenchReport> {
  const seeded = seededDocuments(words);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "docent-bench-keyword-"));
  const cluster = await startPostgresCluster("docent-bench-postgres-");
  const pool = new pg.Pool({ connectionString: cluster.url, max: 1 });
  let sqlite: Awaited<ReturnType<typeof seedSqlite>> | undefined;
  try {
    const fts5Seed = await timed(async () => (sqlite = await seedSqlite(folder, seeded)));
    const postgresSeed = await timed(async () => {
      await createKeywordFixtureTables(pool);
      await migrateKeywordIndex(pool, "english");
      await insertFixtureDocuments(pool, seeded);
      await pool.query("VACUUM ANALYZE chunks");
    });
    log(
      `  seeded ${String(documents * chunksPerDocument)} chunks: FTS5 ${round1(fts5Seed.ms / 1000)} s, PostgreSQL ${round1(postgresSeed.ms / 1000)} s`,
    );
    const measured = await measure(words, sqlite!.chunks, pool);
    const report = {
      chunks: documents * chunksPerDocument,
      queries: measured.fts5Ms.count,
      seedSeconds: { fts5: round1(fts5Seed.ms / 1000), postgres: round1(postgresSeed.ms / 1000) },
      ...measured,
    };
    log(
      `  FTS5 p50 ${report.fts5Ms.p50} ms, p95 ${report.fts5Ms.p95} ms; PostgreSQL p50 ${report.postgresMs.p50} ms, p95 ${report.postgresMs.p95} ms`,
    );
    return report;
  } finally {
    sqlite?.db.close();
    await pool.end();
    stopPostgresCluster(cluster.folder);
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

async function measure(words: string[], fts5: ReturnType<typeof createChunkStore>, pool: pg.Pool) {
  const postgres = createPostgresKeywordIndex(pool, { language: "english" });
  let state = 42;
  const queries = Array.from({ length: 200 }, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const offset = Math.floor((state / 2_147_483_648) * (words.length - 10));
    return `What does the book say about ${words.slice(offset, offset + 5).join(" ")}?`;
  });
  // Warm-up: the first searches read pages from disk and fill the term counts.
  for (const text of queries.slice(0, 20)) {
    await fts5.searchLexical({ text, limit: 20 });
    await postgres.searchLexical({ text, limit: 20 });
  }
  const backend = (await pool.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]!.pid;
  const fts5Times: number[] = [];
  const postgresTimes: number[] = [];
  const cpu = { fts5: 0, postgresServer: 0, postgresClient: 0 };
  const ownCpuMs = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  for (const text of queries) {
    let started = ownCpuMs();
    fts5Times.push((await timed(async () => fts5.searchLexical({ text, limit: 20 }))).ms);
    cpu.fts5 += ownCpuMs() - started;
    const before = cpuMs(backend);
    started = ownCpuMs();
    postgresTimes.push((await timed(() => postgres.searchLexical({ text, limit: 20 }))).ms);
    cpu.postgresClient += ownCpuMs() - started;
    cpu.postgresServer += cpuMs(backend) - before;
  }
  const perQuestion = (total: number) => round1(total / queries.length);
  return {
    fts5Ms: distribution(fts5Times),
    postgresMs: distribution(postgresTimes),
    cpuMs: {
      fts5: perQuestion(cpu.fts5),
      postgresServer: perQuestion(cpu.postgresServer),
      postgresClient: perQuestion(cpu.postgresClient),
    },
  };
}

export function keywordSection(report: KeywordBenchReport): string[] {
  const row = (name: string, ms: Distribution) => `| ${name} | ${ms.p50} / ${ms.p95} |`;
  return [
    `## Keyword search: FTS5 and PostgreSQL (${report.chunks.toLocaleString("en")} chunks)`,
    "",
    `The same chunks in both (220-word windows of freeculture.pdf), ${report.queries} questions interleaved, 20 results each, keyword search alone. Seeding: FTS5 ${report.seedSeconds.fts5} s, PostgreSQL 15 ${report.seedSeconds.postgres} s (throw-away cluster, no fsync). PostgreSQL's time includes the round trip over loopback TCP. CPU per question (mean; the comparison to trust when the machine is busy): FTS5 ${report.cpuMs.fts5} ms; PostgreSQL ${report.cpuMs.postgresServer} ms in its backend + ${report.cpuMs.postgresClient} ms in Docent's client side. Most of PostgreSQL's extra cost is structural: a GIN posting list holds no term frequencies, so BM25 reads each candidate's tsvector from the table (up to ~5,000 candidates after the rarest-first term budget), where FTS5 scores from its posting lists alone.`,
    "",
    "| index | p50 / p95 ms |",
    "|---|---|",
    row("SQLite FTS5 (bm25)", report.fts5Ms),
    row("PostgreSQL (tsvector + GIN, BM25)", report.postgresMs),
    "",
  ];
}
