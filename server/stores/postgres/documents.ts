/** Document records on PostgreSQL: the same interface and answers as stores/documents.ts. */
import { now } from "../db";
import type { DocumentFields, DocumentRow, DocumentStore } from "../documents";
import type { Queryable } from "./database";

const selectDocuments =
  "SELECT documents.id, documents.filename, documents.type, documents.size, documents.sha256, documents.stored_name, documents.pages, " +
  "documents.sheets, documents.chunk_count, documents.status, documents.stage, documents.progress, documents.error, " +
  "documents.error_category, documents.vectors_done, documents.parse_notes, documents.created_at, documents.updated_at, documents.collection_id, " +
  "doc_summaries.description AS description, " +
  "(SELECT string_agg(tag, chr(31)) FROM document_tags WHERE document_tags.doc_id = documents.id) AS tags_joined, " +
  "(SELECT COUNT(*)::integer FROM chunks WHERE chunks.doc_id = documents.id AND chunks.injection_flagged = 1) AS flagged_chunks " +
  "FROM documents LEFT JOIN doc_summaries ON doc_summaries.doc_id = documents.id";
const newestFirst = "ORDER BY documents.created_at DESC, documents.seq DESC";

/** The columns updateDocument may set (its keys become SQL, so only these pass). */
const updatable = new Set<string>([
  "filename",
  "type",
  "size",
  "sha256",
  "stored_name",
  "pages",
  "sheets",
  "chunk_count",
  "status",
  "stage",
  "progress",
  "error",
  "error_category",
  "vectors_done",
  "parse_notes",
]);

export function createPostgresDocumentStore(db: Queryable): DocumentStore {
  const rows = async (sql: string, values: unknown[] = []) => (await db.query<DocumentRow>(sql, values)).rows;
  return {
    async insertDocument(input) {
      const stamp = now();
      await db.query(
        `INSERT INTO documents (id, filename, type, size, sha256, stored_name, status, stage, progress, created_at, updated_at, collection_id)
         VALUES ($1, $2, $3, $4, $5, $6, 'queued', 'queued', 0, $7, $7, $8)`,
        [input.id, input.filename, input.type, input.size, input.sha256, input.stored_name, stamp, input.collection_id ?? "default"],
      );
    },
    async getDocument(id) {
      return (await rows(`${selectDocuments} WHERE documents.id = $1`, [id]))[0];
    },
    async findDocumentBySha(sha256) {
      return (await rows(`${selectDocuments} WHERE documents.sha256 = $1`, [sha256]))[0];
    },
    async listDocuments() {
      return rows(`${selectDocuments} ${newestFirst}`);
    },
    async listDocumentsIn(collectionId, tag) {
      const tagged = tag ? "AND EXISTS (SELECT 1 FROM document_tags t WHERE t.doc_id = documents.id AND t.tag = $2)" : "";
      return rows(
        `${selectDocuments} WHERE documents.collection_id = $1 ${tagged} ${newestFirst}`,
        tag ? [collectionId, tag] : [collectionId],
      );
    },
    async readyDocumentNames(collectionId) {
      const inCollection = collectionId === undefined ? "" : "AND collection_id = $1";
      const { rows: names } = await db.query<{ id: string; filename: string }>(
        `SELECT id, filename FROM documents WHERE status = 'ready' ${inCollection} ${newestFirst}`,
        collectionId === undefined ? [] : [collectionId],
      );
      return names;
    },
    async countReadyDocuments() {
      const { rows: counted } = await db.query<{ n: number }>("SELECT COUNT(*)::integer AS n FROM documents WHERE status = 'ready'");
      return counted[0]!.n;
    },
    async updateDocument(id, fields: DocumentFields) {
      const keys = Object.keys(fields).filter((key) => fields[key as keyof DocumentFields] !== undefined);
      if (keys.length === 0) return;
      const unknown = keys.find((key) => !updatable.has(key));
      if (unknown) throw new Error(`updateDocument: "${unknown}" is not a document column that can be set`);
      const assignments = keys.map((key, index) => `${key} = $${String(index + 3)}`).join(", ");
      await db.query(`UPDATE documents SET ${assignments}, updated_at = $2 WHERE id = $1`, [
        id,
        now(),
        ...keys.map((key) => fields[key as keyof DocumentFields]),
      ]);
    },
    async deleteDocument(id) {
      return ((await db.query("DELETE FROM documents WHERE id = $1", [id])).rowCount ?? 0) > 0;
    },
  };
}
