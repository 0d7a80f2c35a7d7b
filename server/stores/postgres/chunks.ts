/**
 * Chunks on PostgreSQL: the same interface and answers as stores/chunks.ts; the keyword search is
 * the PostgreSQL keyword index (keyword-index.ts), whose term counts triggers keep as chunks are written.
 */
import type { ChunkRow, ChunkStore } from "../chunks";
import { inTransaction, type Pool } from "./database";
import { createPostgresKeywordIndex } from "./keyword-index";

const columns = "c.rowid, c.id, c.doc_id, c.chunk_index, c.text, c.page, c.sheet, c.rows, c.heading, c.vector_model, c.injection_flagged";

export function createPostgresChunkStore(pool: Pool, options: { language: string }): ChunkStore {
  const keywords = createPostgresKeywordIndex(pool, { language: options.language });
  const rows = async <T = ChunkRow>(sql: string, values: unknown[]) => (await pool.query<T & object>(sql, values)).rows as T[];
  return {
    async setInjectionFlags(verdicts) {
      if (verdicts.length === 0) return 0;
      const result = await pool.query(
        `UPDATE chunks c SET injection_flagged = v.flag FROM unnest($1::text[], $2::text[], $3::int[]) AS v(id, text, flag)
         WHERE c.id = v.id AND c.text = v.text AND c.injection_flagged <> v.flag`,
        [verdicts.map((v) => v.id), verdicts.map((v) => v.text), verdicts.map((v) => (v.flagged ? 1 : 0))],
      );
      return result.rowCount ?? 0;
    },
    async replaceChunks(docId, chunks) {
      await inTransaction(pool, async (client) => {
        await client.query("DELETE FROM chunks WHERE doc_id = $1", [docId]);
        if (chunks.length === 0) return;
        await client.query(
          `INSERT INTO chunks (id, doc_id, chunk_index, text, page, sheet, rows, heading, injection_flagged)
           SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::int[])`,
          [
            chunks.map((chunk) => chunk.id),
            chunks.map((chunk) => chunk.doc_id),
            chunks.map((chunk) => chunk.chunk_index),
            chunks.map((chunk) => chunk.text),
            chunks.map((chunk) => chunk.page ?? null),
            chunks.map((chunk) => chunk.sheet ?? null),
            chunks.map((chunk) => chunk.rows ?? null),
            chunks.map((chunk) => chunk.heading ?? null),
            chunks.map((chunk) => (chunk.injection_flagged ? 1 : 0)),
          ],
        );
      });
    },
    async deleteChunksOf(docId) {
      const deleted = (await pool.query("DELETE FROM chunks WHERE doc_id = $1", [docId])).rowCount ?? 0;
      return deleted;
    },
    async chunkIdsOf(docId) {
      return (await rows<{ id: string }>("SELECT id FROM chunks WHERE doc_id = $1 ORDER BY chunk_index", [docId])).map((row) => row.id);
    },
    chunksOf: (docId) => rows(`SELECT ${columns} FROM chunks c WHERE c.doc_id = $1 ORDER BY c.chunk_index`, [docId]),
    async getChunks(ids) {
      if (ids.length === 0) return [];
      return rows<ChunkRow & { filename: string; collection_id: string }>(
        `SELECT ${columns}, d.filename, d.collection_id FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE c.id = ANY($1::text[])`,
        [ids],
      );
    },
    chunksNeedingVectors: (model, limit) =>
      rows(
        `SELECT ${columns} FROM chunks c JOIN documents d ON d.id = c.doc_id
         WHERE d.status = 'ready' AND (c.vector_model IS NULL OR c.vector_model <> $1)
         ORDER BY d.chunk_count, d.created_at, c.doc_id, c.chunk_index LIMIT $2`,
        [model, limit],
      ),
    async markVectors(model, ids) {
      await pool.query("UPDATE chunks SET vector_model = $1 WHERE id = ANY($2::text[])", [model, ids]);
    },
    async forgetVectors(ids) {
      await pool.query("UPDATE chunks SET vector_model = NULL WHERE id = ANY($1::text[])", [ids]);
    },
    async countVectors(docId, model) {
      return (
        await rows<{ n: number }>("SELECT COUNT(*)::integer AS n FROM chunks WHERE doc_id = $1 AND vector_model = $2", [docId, model])
      )[0]!.n;
    },
    countVectorsByModel: () =>
      rows<{ model: string | null; n: number }>(
        `SELECT c.vector_model AS model, COUNT(*)::integer AS n FROM chunks c JOIN documents d ON d.id = c.doc_id
         WHERE d.status = 'ready' GROUP BY c.vector_model`,
        [],
      ),
    async recountVectorsDone(model) {
      await pool.query(
        `UPDATE documents SET vectors_done = (SELECT COUNT(*) FROM chunks WHERE chunks.doc_id = documents.id AND chunks.vector_model = $1)
         WHERE status = 'ready'`,
        [model],
      );
    },
    async countChunks() {
      return (await rows<{ n: number }>("SELECT COUNT(*)::integer AS n FROM chunks", []))[0]!.n;
    },
    searchLexical: (search) => keywords.searchLexical(search),
    holdsWord: (word) => keywords.holdsWord(word),
  };
}
