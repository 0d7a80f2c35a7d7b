/**
 * Two Docent processes serving one library (README "Past one machine"): one PostgreSQL
 * (DATABASE_URL), one Chroma server (CHROMA_URL), one uploads folder (UPLOADS_DIR), each with its
 * own DATA_DIR. A PDF uploaded through A is answered with its page through B; a conversation
 * started on A continues on B; a login on A is valid on B; A killed mid-ingestion leaves its job to B (after A's lease), which
 * finishes it with one set of passages; questions spread over both get no error.
 */
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedChroma, type ChromaServer } from "../../../server/chroma/supervisor";
import { createLogger } from "../../../server/core/logger";
import {
  askJson,
  corpusFile,
  killDocent,
  makeDataDir,
  repoRoot,
  startDocent,
  uploadFiles,
  waitForDocument,
  type DocentServer,
} from "../../helpers/docent-server";
import { suitePostgres } from "../../helpers/postgres";

describe("two Docent instances on one PostgreSQL and one Chroma", () => {
  const database = suitePostgres("two_instances");
  let chroma: ChromaServer;
  let env: Record<string, string>;
  const running: DocentServer[] = [];
  const start = async (overrides: Record<string, string> = {}) => {
    const docent = await startDocent({ env: { ...env, ...overrides }, dataDir: makeDataDir("two-instances-") });
    running.push(docent);
    return docent;
  };

  beforeAll(async () => {
    chroma = await startEmbeddedChroma({
      dataDir: path.join(makeDataDir("two-instances-chroma-"), "chroma"),
      projectRoot: repoRoot,
      logger: createLogger({ level: "silent" }),
    });
    env = { DATABASE_URL: database.url, CHROMA_URL: chroma.url, UPLOADS_DIR: makeDataDir("two-instances-uploads-"), JOB_LEASE_MS: "3000" };
  }, 120_000);
  afterAll(async () => {
    for (const docent of running.splice(0)) await killDocent(docent);
    await chroma?.stop();
  });

  it("answers through B what was uploaded through A, and continues A's conversation on B", async () => {
    const [a, b] = await Promise.all([start(), start()]);
    const upload = await uploadFiles(a.url, [corpusFile("pdf/SPARSE-2024-INV-1234_borderless_table.pdf")]);
    const id = upload.body.documents[0]!.id;
    const record = await waitForDocument(b.url, id, { vectors: true });
    expect(record.status).toBe("ready");

    const first = await askJson(b.url, { message: "Which warehouse is the inventory reconciliation report for?" });
    expect(first.status).toBe(200);
    expect(first.body.citations[0]).toMatchObject({ doc_id: id, page: 1 });

    const onA = await askJson(a.url, { message: "Which warehouse is the inventory reconciliation report for?" });
    const conversationId = onA.body.conversation_id as string;
    const onB = await askJson(b.url, { message: "What is the report's number?", conversation_id: conversationId });
    expect(onB.body.conversation_id).toBe(conversationId);
    const stored = (await (await fetch(`${b.url}/api/conversations/${conversationId}`)).json()) as { messages: unknown[] };
    expect(stored.messages).toHaveLength(4);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        askJson((index % 2 === 0 ? a : b).url, { message: `Which warehouse is the report for? (asked ${index + 1})` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it("keeps a login made on A valid on B", async () => {
    const password = "correct horse battery staple";
    const startGuarded = async () => {
      const docent = await startDocent({ env: { ...env, APP_PASSWORD: password }, dataDir: makeDataDir("two-instances-login-") });
      running.push(docent);
      return docent;
    };
    const [a, b] = await Promise.all([startGuarded(), startGuarded()]);
    const login = await fetch(`${a.url}/login`, { method: "POST", body: new URLSearchParams({ password }), redirect: "manual" });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/=/);
    expect((await fetch(`${b.url}/api/documents`, { headers: { Cookie: cookie } })).status).toBe(200);
    expect((await fetch(`${b.url}/api/documents`)).status).toBe(401);
  });

  it("finishes on B a job A was killed in the middle of, with one set of passages", async () => {
    // Only A and B share the queue here: the earlier tests' idle instances would take B's job
    // whenever a loaded moment let its lease lapse. The lease is long enough that a busy CI
    // machine renews it in time (a 3 s lease lapsed and the job failed after three claims).
    for (const docent of running.splice(0)) await docent.stop();
    const lease = { JOB_LEASE_MS: "10000" };
    const a = await start(lease);
    const upload = await uploadFiles(a.url, [corpusFile("pdf/freeculture.pdf")]);
    const id = upload.body.documents[0]!.id;
    for (;;) {
      const status = ((await (await fetch(`${a.url}/api/documents/${id}`)).json()) as { status: string }).status;
      if (status === "parsing") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await killDocent(a);
    const b = await start(lease);
    const record = await waitForDocument(b.url, id, { timeoutMs: 180_000 });
    expect(record).toMatchObject({ status: "ready", pages: 352, error: null });
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const { rows } = await pool.query<{ chunks: number; distinct_indexes: number; attempts: number }>(
        `SELECT (SELECT count(*)::int FROM chunks WHERE doc_id = $1) AS chunks,
                (SELECT count(DISTINCT chunk_index)::int FROM chunks WHERE doc_id = $1) AS distinct_indexes,
                (SELECT attempts FROM jobs WHERE doc_id = $1) AS attempts`,
        [id],
      );
      // One set of passages, whoever read it. A's claim, then B's after A's lease ran out; on a
      // loaded machine a long parse can outlast B's own lease once more and be taken again (3).
      const { chunks, distinct_indexes, attempts } = rows[0]!;
      expect({ chunks, distinct_indexes }).toEqual({ chunks: record.chunk_count, distinct_indexes: record.chunk_count });
      expect(attempts).toBeGreaterThanOrEqual(2);
    } finally {
      await pool.end();
    }
  }, 300_000);
});
