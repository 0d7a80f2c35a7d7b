/**
 * DATABASE_URL switches Docent's app state to PostgreSQL (README "Past one machine"): a document
 * uploaded and a conversation held are in PostgreSQL, so a Docent started again on the same
 * database (and Chroma) answers from that document and continues that conversation; a bad
 * DATABASE_URL or a server that does not answer stops start-up with a message that says so.
 */
import pg from "pg";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/core/logger";
import type { Search, SearchRequest } from "../../../server/retrieval/hybrid-search";
import { createServices } from "../../../server/services";
import { addDocuments, ask, startServices } from "../../helpers/services";
import { suitePostgres } from "../../helpers/postgres";
import { toAppError } from "../../../server/http/errors";
import { openPostgresStores } from "../../../server/stores/postgres/stores";
import { makeDataDir } from "../../../scripts/lib/docent-process";

const garden = "The community garden opens at seven in the morning. Beds are watered before nine in the morning by volunteers.";

describe("Docent on PostgreSQL", () => {
  const database = suitePostgres("services_on_postgres");

  it("keeps the library and conversations in PostgreSQL across a restart", async () => {
    const dataDir = makeDataDir("services-postgres-");
    const first = await startServices({ dataDir, env: { DATABASE_URL: database.url } });
    let conversationId: string;
    try {
      expect(first.db).toBeNull();
      const [added] = await addDocuments(first, [{ name: "garden.txt", text: garden }]);
      const answer = await ask(first, "When are the beds watered?");
      expect(answer.response.answer).toMatch(/nine in the morning/);
      expect(answer.response.citations[0]?.filename).toBe("garden.txt");
      conversationId = answer.response.conversation_id;
      const pool = new pg.Pool({ connectionString: database.url, max: 1 });
      try {
        const { rows } = await pool.query<{ n: number }>("SELECT count(*)::int AS n FROM chunks WHERE doc_id = $1", [added!.id]);
        expect(rows[0]!.n).toBeGreaterThan(0);
      } finally {
        await pool.end();
      }
      expect((await first.health()).database).toEqual({ kind: "postgres", status: "up" });
    } finally {
      await first.close();
    }

    const second = await startServices({ dataDir, env: { DATABASE_URL: database.url } });
    try {
      expect((await second.documents.listDocuments()).map((document) => document.filename)).toEqual(["garden.txt"]);
      const followUp = await ask(second, "When does the community garden open?", { conversationId });
      expect(followUp.response.conversation_id).toBe(conversationId);
      expect(followUp.response.answer).toMatch(/seven/);
      expect((await second.conversations.listMessages(conversationId)).length).toBe(4);
    } finally {
      await second.close();
    }
  });

  it("refuses a DATABASE_URL that is not a PostgreSQL URL, naming the variable", () => {
    expect(() => loadConfig({ DATA_DIR: makeDataDir("bad-url-"), DATABASE_URL: "mysql://db/docent" })).toThrow(/DATABASE_URL/);
  });

  it("stops start-up with a clear message when PostgreSQL does not answer", async () => {
    const config = loadConfig({
      DATA_DIR: makeDataDir("down-"),
      LOG_LEVEL: "silent",
      DATABASE_URL: "postgres://docent@127.0.0.1:1/docent",
    });
    await expect(createServices(config, createLogger({ level: "silent" }), { projectRoot: process.cwd() })).rejects.toThrow(
      /PostgreSQL at postgres:\/\/docent@127\.0\.0\.1:1\/docent: nothing listens there/,
    );
  });
});

describe("PostgreSQL going away under a running Docent", () => {
  const database = suitePostgres("postgres_goes_away");

  it("fails the question with a message saying the database is not answering, and answers again once it is back", async () => {
    const docent = await startServices({ env: { DATABASE_URL: database.url } });
    const admin = new pg.Pool({ connectionString: database.url.replace(/\/[^/]+$/u, "/postgres"), max: 1 });
    try {
      await addDocuments(docent, [{ name: "garden.txt", text: garden }]);
      expect((await ask(docent, "When are the beds watered?")).response.answer).toMatch(/nine in the morning/);
      // The database refuses new connections and drops the open ones, as a restart or failover does.
      await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS false`);
      await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [database.name]);
      const failure = await ask(docent, "When are the beds watered?").then(
        () => null,
        (error: unknown) => error,
      );
      expect(toAppError(failure, { uploadMaxBytes: 1 })).toMatchObject({
        code: "unavailable:database",
        status: 503,
        message: expect.stringMatching(/database is not answering/),
      });
      expect((await docent.health()).database).toEqual({ kind: "postgres", status: "down" });

      await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS true`);
      expect((await ask(docent, "When are the beds watered?")).response.answer).toMatch(/nine in the morning/);
      expect((await docent.health()).database).toEqual({ kind: "postgres", status: "up" });
    } finally {
      await admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS true`).catch(() => undefined);
      await admin.end();
      await docent.close();
    }
  });
});

describe("PostgreSQL going away while the passages are searched", () => {
  const database = suitePostgres("postgres_away_in_search");

  it("answers with retrieval_error and no citation (never a crash), and the answer is kept once the database is back", async () => {
    const docent = await startServices({ env: { DATABASE_URL: database.url } });
    const admin = new pg.Pool({ connectionString: database.url.replace(/\/[^/]+$/u, "/postgres"), max: 1 });
    const allowConnections = (allow: boolean) => admin.query(`ALTER DATABASE "${database.name}" ALLOW_CONNECTIONS ${String(allow)}`);
    try {
      await addDocuments(docent, [{ name: "garden.txt", text: garden }]);
      // The moment is chosen, the failure is real: PostgreSQL refuses connections and drops the open
      // ones just as the first search starts (a restart or failover), and is back once it has failed.
      let searches = 0;
      const search: Search = Object.assign(
        async (request: SearchRequest) => {
          if (++searches > 1) return docent.pipeline.search(request);
          await allowConnections(false);
          await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1", [database.name]);
          try {
            return await docent.pipeline.search(request);
          } finally {
            await allowConnections(true);
          }
        },
        { many: docent.pipeline.search.many },
      );
      const services = { ...docent, pipeline: { ...docent.pipeline, search } };
      const { response } = await ask(services, "When are the beds watered?");
      expect(response.safety_flags).toContain("retrieval_error");
      expect(response.citations).toEqual([]);
      expect(response.answer).not.toMatch(/nine in the morning/);
      const stored = await docent.conversations.listMessages(response.conversation_id);
      expect(stored.map(({ role, status }) => ({ role, status }))).toEqual([
        { role: "user", status: "complete" },
        { role: "assistant", status: "complete" },
      ]);
    } finally {
      await allowConnections(true).catch(() => undefined);
      await admin.end();
      await docent.close();
    }
  });
});

describe("passages another instance left without vectors", () => {
  const database = suitePostgres("vectors_left");

  it("are embedded by a running instance within seconds, with nothing local to wake it", async () => {
    const docent = await startServices({ env: { DATABASE_URL: database.url } });
    try {
      // Written as another instance would (its own store calls), so this one's indexer is never woken by them.
      const other = await openPostgresStores(database.url);
      try {
        await other.documents.insertDocument({
          id: "left",
          filename: "left.txt",
          type: "txt",
          size: 1,
          sha256: "left",
          stored_name: "left.txt",
        });
        await other.chunks.replaceChunks("left", [
          { id: "left_0", doc_id: "left", chunk_index: 0, text: garden },
          { id: "left_1", doc_id: "left", chunk_index: 1, text: "The tool shed is locked at dusk." },
        ]);
        await other.documents.updateDocument("left", { status: "ready", chunk_count: 2 });
      } finally {
        await other.pool.end();
      }
      await expect.poll(async () => (await docent.documents.getDocument("left"))?.vectors_done, { timeout: 30_000, interval: 250 }).toBe(2);
    } finally {
      await docent.close();
    }
  });
});
