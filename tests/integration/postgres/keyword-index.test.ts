// What only PostgreSQL's keyword index (server/stores/postgres/keyword-index.ts) has, on the real
// PostgreSQL 15: term counts kept by triggers through every kind of write, and a configurable
// language. The contract it shares with FTS5 is tested on both in keyword-contract.test.ts.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeywordFixtureTables, insertFixtureDocuments } from "../../../scripts/lib/postgres-keyword-fixture";
import { createPostgresKeywordIndex, migrateKeywordIndex } from "../../../server/stores/postgres/keyword-index";
import { suitePostgres } from "../../helpers/postgres";

const documents = [
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

describe("PostgreSQL keyword index, its own parts", () => {
  const database = suitePostgres("keyword");
  let pool: pg.Pool;
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.url, max: 2 });
    await createKeywordFixtureTables(pool);
    await migrateKeywordIndex(pool, "english");
    await insertFixtureDocuments(pool, documents);
  });
  afterAll(async () => pool.end());
  const search = (text: string, extra: { documentIds?: string[]; collectionId?: string; limit?: number } = {}) =>
    createPostgresKeywordIndex(pool, { language: "english" }).searchLexical({ text, limit: extra.limit ?? 5, ...extra });

  it("finds a chunk written after the last search at once (the term counts follow every write)", async () => {
    const index = createPostgresKeywordIndex(pool, { language: "english" });
    expect(await index.searchLexical({ text: "zeppelin", limit: 5 })).toEqual([]);
    await insertFixtureDocuments(pool, [{ id: "airship", filename: "airship.txt", chunks: ["A zeppelin floats."] }]);
    expect((await index.searchLexical({ text: "zeppelins", limit: 5 })).map((hit) => hit.chunk.id)).toEqual(["airship:0"]);
  });

  it("keeps the term counts equal to the chunks through inserts, text rewrites and cascaded deletes", async () => {
    const counts = async () =>
      (
        await pool.query<{ counted: boolean; words: boolean }>(
          `SELECT (SELECT chunks = (SELECT count(*) FROM chunks) AND tokens = (SELECT sum(search_length) FROM chunks) FROM keyword_terms WHERE lexeme = '') AS counted,
                  NOT EXISTS (
                    SELECT 1 FROM keyword_terms k FULL JOIN (
                      SELECT lexeme, count(*) AS chunks FROM chunks, unnest(tsvector_to_array(search_vector)) AS lexeme GROUP BY lexeme) real
                    ON real.lexeme = k.lexeme
                    WHERE k.lexeme <> '' AND coalesce(k.chunks, 0) <> coalesce(real.chunks, 0)) AS words`,
        )
      ).rows[0];
    await insertFixtureDocuments(pool, [
      { id: "churn", filename: "churn.txt", chunks: ["Volcanoes erupt lava.", "Glaciers carve valleys."] },
    ]);
    await pool.query("UPDATE chunks SET text = 'Volcanoes sleep quietly.' WHERE id = 'churn:0'");
    await pool.query("UPDATE chunks SET vector_model = 'model' WHERE doc_id = 'churn'");
    expect((await search("lava")).length).toBe(0);
    expect((await search("sleeping volcano")).map((hit) => hit.chunk.id)).toEqual(["churn:0"]);
    await pool.query("DELETE FROM documents WHERE id = 'churn'");
    expect(await search("glacier valleys")).toEqual([]);
    expect(await counts()).toEqual({ counted: true, words: true });
  });

  it("rebuilds the index in another language, and refuses one PostgreSQL does not have", async () => {
    await migrateKeywordIndex(pool, "simple");
    const unstemmed = createPostgresKeywordIndex(pool, { language: "simple" });
    // 'simple' neither stems nor drops stop words: "run" no longer matches "running".
    expect((await unstemmed.searchLexical({ text: "run", limit: 5 })).map((hit) => hit.chunk.id)).toEqual(["dogs:0"]);
    await expect(migrateKeywordIndex(pool, "klingon")).rejects.toThrow(/no text search configuration "klingon".*english/);
    await expect(migrateKeywordIndex(pool, "english; DROP TABLE chunks")).rejects.toThrow(/not a configuration name/);
    await migrateKeywordIndex(pool, "english");
    // The rebuilt vectors stay in the row, lz4-compressed (BM25 reads every candidate's).
    const column = await pool.query(
      "SELECT attstorage, attcompression FROM pg_attribute WHERE attrelid = 'chunks'::regclass AND attname = 'search_vector'",
    );
    expect(column.rows[0]).toEqual({ attstorage: "m", attcompression: "l" });
    expect((await search("run")).map((hit) => hit.chunk.id).sort()).toEqual(["cats:0", "dogs:0"]);
  });
});
