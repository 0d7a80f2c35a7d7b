// The keyword search contract, one set of tests run against both indexes (a matrix, not two
// suites): SQLite's FTS5 (server/stores/chunks.ts) and PostgreSQL's full-text index
// (server/stores/postgres/keyword-index.ts) on the real PostgreSQL 15 of the test run. Stemmed
// matches, BM25 order, only ready documents, the documents or collection asked for, the limit.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeywordFixtureTables, insertFixtureDocuments, type FixtureDocument } from "../../../scripts/lib/postgres-keyword-fixture";
import { createChunkStore, type ChunkStore } from "../../../server/stores/chunks";
import { openDb } from "../../../server/stores/db";
import { createPostgresKeywordIndex, migrateKeywordIndex } from "../../../server/stores/postgres/keyword-index";
import { suitePostgres, type TestDatabase } from "../../helpers/postgres";

const documents: FixtureDocument[] = [
  { id: "cats", filename: "cats.txt", chunks: ["Cats are running through the garden.", "The garden has roses and tulips."] },
  { id: "dogs", filename: "dogs.txt", chunks: ["Dogs run after the ball.", "A dog barks at the postman every morning."] },
  { id: "birds", filename: "birds.txt", collectionId: "zoo", chunks: ["Birds sing in the morning garden."] },
  { id: "draft", filename: "draft.txt", status: "parsing", chunks: ["Running postman draft, not ready yet."] },
  // Many chunks holding "garden", few holding "postman": BM25 weighs the rare word more.
  ...Array.from({ length: 20 }, (_, index) => ({
    id: `filler-${String(index)}`,
    filename: `filler-${String(index)}.txt`,
    chunks: [`A garden note number ${String(index)}.`],
  })),
];

type KeywordIndex = Pick<ChunkStore, "searchLexical" | "holdsWord">;
interface Backend {
  open(): Promise<KeywordIndex>;
  close(): Promise<void>;
}

function sqliteBackend(): Backend {
  const db = openDb(":memory:");
  return {
    async open() {
      const insert = db.prepare(
        `INSERT INTO documents (id, filename, type, size, sha256, stored_name, status, collection_id, created_at, updated_at)
         VALUES (?, ?, 'txt', 0, ?, ?, ?, ?, '2026-01-01', '2026-01-01')`,
      );
      const chunks = createChunkStore(db);
      for (const document of documents) {
        insert.run(
          document.id,
          document.filename,
          document.id,
          document.id,
          document.status ?? "ready",
          document.collectionId ?? "default",
        );
        await chunks.replaceChunks(
          document.id,
          document.chunks.map((text, index) => ({ id: `${document.id}:${String(index)}`, doc_id: document.id, chunk_index: index, text })),
        );
      }
      return chunks;
    },
    async close() {
      db.close();
    },
  };
}

function postgresBackend(database: TestDatabase): Backend {
  let pool: pg.Pool | undefined;
  return {
    async open() {
      pool = new pg.Pool({ connectionString: database.url, max: 2 });
      await createKeywordFixtureTables(pool);
      await migrateKeywordIndex(pool, "english");
      await insertFixtureDocuments(pool, documents);
      return createPostgresKeywordIndex(pool, { language: "english" });
    },
    async close() {
      await pool?.end();
    },
  };
}

const database = suitePostgres("keyword_contract");
describe.each([
  ["SQLite FTS5", () => sqliteBackend()],
  ["PostgreSQL", () => postgresBackend(database)],
] as const)("keyword search on %s", (_name, makeBackend) => {
  let backend: Backend;
  let index: KeywordIndex;
  beforeAll(async () => {
    backend = makeBackend();
    index = await backend.open();
  });
  afterAll(async () => backend.close());
  const search = (text: string, extra: { documentIds?: string[]; collectionId?: string; limit?: number } = {}) =>
    index.searchLexical({ text, limit: extra.limit ?? 5, ...extra });
  const ids = async (text: string, extra: Parameters<typeof search>[1] = {}) =>
    (await search(text, extra)).map((hit) => hit.chunk.id).sort();

  it("matches stemmed words and returns each chunk with its document's name", async () => {
    const hits = await search("Which animals run?");
    expect(hits.map((hit) => hit.chunk.id).sort()).toEqual(["cats:0", "dogs:0"]);
    expect(hits[0]!.chunk).toMatchObject({ filename: expect.stringMatching(/\.txt$/), chunk_index: 0, page: null, injection_flagged: 0 });
    expect(typeof hits[0]!.chunk.rowid).toBe("number");
    expect(hits[0]!.bm25).toBeGreaterThan(0);
  });

  it("ranks by BM25: a rare word outweighs a common one, best first, up to the limit", async () => {
    const hits = await search("postman garden", { limit: 10 });
    expect(hits[0]!.chunk.id).toBe("dogs:1");
    const scores = hits.map((hit) => hit.bm25);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
    expect(hits).toHaveLength(10);
  });

  it("leaves out documents that are not ready", async () => {
    expect((await search("draft postman")).map((hit) => hit.chunk.doc_id)).not.toContain("draft");
  });

  it("searches only the documents or the collection asked for", async () => {
    expect(await ids("garden morning", { documentIds: ["cats", "birds"] })).toEqual(["birds:0", "cats:0", "cats:1"]);
    expect(await ids("garden morning", { collectionId: "zoo" })).toEqual(["birds:0"]);
    expect(await search("garden", { collectionId: "nowhere" })).toEqual([]);
  });

  it("returns nothing for stop words or words no chunk holds", async () => {
    expect(await search("the and of")).toEqual([]);
    expect(await search("zeppelin")).toEqual([]);
  });

  it("tells whether any chunk holds a word, in any of its forms (a follow-up's word no document holds names nothing)", async () => {
    for (const word of ["postman", "barking", "roses", "gardens"]) expect(await index.holdsWord(word), word).toBe(true);
    for (const word of ["zeppelin", "principaux", "the", ""]) expect(await index.holdsWord(word), word).toBe(false);
  });
});
