/**
 * The `documents` and `chunks` columns the PostgreSQL keyword index reads
 * (server/stores/postgres/keyword-index.ts), made and filled directly for its tests, the eval and
 * the bench: the same columns as the SQLite tables (server/stores/db.ts), so the PostgreSQL
 * document and chunk stores' own tables satisfy the index unchanged.
 */
import type pg from "pg";

export async function createKeywordFixtureTables(pool: pg.Pool) {
  await pool.query(`
    CREATE TABLE IF NOT EXISTS documents (
      id text PRIMARY KEY,
      filename text NOT NULL,
      status text NOT NULL,
      collection_id text NOT NULL DEFAULT 'default',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE TABLE IF NOT EXISTS chunks (
      rowid bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      id text NOT NULL UNIQUE,
      doc_id text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
      chunk_index integer NOT NULL,
      text text NOT NULL,
      page integer,
      sheet text,
      rows text,
      heading text,
      vector_model text,
      injection_flagged integer NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS chunks_doc ON chunks (doc_id, chunk_index);`);
}

export interface FixtureDocument {
  id: string;
  filename: string;
  status?: string;
  collectionId?: string;
  /** Chunk texts in order; chunk ids are `<document id>:<index>`. */
  chunks: string[];
}

/** Inserts documents and their chunks, a few thousand rows per statement. */
export async function insertFixtureDocuments(pool: pg.Pool, documents: FixtureDocument[]) {
  for (let start = 0; start < documents.length; start += 500) {
    const batch = documents.slice(start, start + 500);
    await pool.query(
      `INSERT INTO documents (id, filename, status, collection_id) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
      [
        batch.map((d) => d.id),
        batch.map((d) => d.filename),
        batch.map((d) => d.status ?? "ready"),
        batch.map((d) => d.collectionId ?? "default"),
      ],
    );
    const chunks = batch.flatMap((d) => d.chunks.map((text, index) => ({ id: `${d.id}:${String(index)}`, docId: d.id, index, text })));
    await pool.query(
      `INSERT INTO chunks (id, doc_id, chunk_index, text) SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[])`,
      [chunks.map((c) => c.id), chunks.map((c) => c.docId), chunks.map((c) => c.index), chunks.map((c) => c.text)],
    );
  }
}
