/** Document records (docs/architecture.md#an-uploads-way). Verb-noun functions over one table. */
import { z } from "zod";
import { now, type Db } from "./db";

export const documentStatuses = ["queued", "parsing", "indexing", "ready", "failed"] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

export interface DocumentRow {
  id: string;
  filename: string;
  type: string;
  size: number;
  sha256: string;
  stored_name: string;
  pages: number | null;
  sheets: number | null;
  chunk_count: number;
  status: DocumentStatus;
  stage: string | null;
  progress: number;
  error: string | null;
  error_category: string | null;
  vectors_done: number;
  /** What the parser learned beside the text, JSON (core/parse-notes.ts); null when nothing. */
  parse_notes: string | null;
  created_at: string;
  updated_at: string;
  /** The one-line description made at ingestion (stores/summaries.ts); null until then. Read-only: joined in. */
  description: string | null;
  /** Its library collection (stores/collections.ts, migration 7). */
  collection_id: string;
  /** Its tags joined by U+001F (stores/collections.ts). Read-only: joined in. */
  tags_joined: string | null;
  /** How many of its passages carry instructions to an assistant (chunks.injection_flagged). Read-only: counted in. */
  flagged_chunks: number;
}

/** What the API returns for a document (docs/architecture.md#http-api). */
export const DocumentRecord = z.object({
  id: z.string(),
  filename: z.string(),
  type: z.string(),
  size: z.number(),
  sha256: z.string(),
  pages: z.number().nullable(),
  sheets: z.number().nullable(),
  chunk_count: z.number(),
  status: z.enum(documentStatuses),
  stage: z.string().nullable(),
  progress: z.number(),
  error: z.string().nullable(),
  error_category: z.string().nullable(),
  vectors_done: z.number(),
  vector_progress: z.number(),
  description: z.string().nullable(),
  collection_id: z.string(),
  tags: z.array(z.string()),
  flagged_chunks: z.number(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type DocumentRecord = z.infer<typeof DocumentRecord>;

export function toDocumentRecord(row: DocumentRow): DocumentRecord {
  const { stored_name: _storedName, tags_joined: tagsJoined, ...rest } = row;
  const tags = tagsJoined ? tagsJoined.split("\u001f").sort() : [];
  return { ...rest, tags, vector_progress: row.chunk_count > 0 ? Math.min(1, row.vectors_done / row.chunk_count) : 0 };
}

// Every read carries the document's description, so the list API and the page loader show it.
// Tags too (docs/architecture.md, "Collections and tags"), and how many passages carry instructions ("Defences").
const selectDocuments =
  "SELECT documents.*, doc_summaries.description AS description, " +
  "(SELECT group_concat(tag, char(31)) FROM document_tags WHERE document_tags.doc_id = documents.id) AS tags_joined, " +
  "(SELECT COUNT(*) FROM chunks WHERE chunks.doc_id = documents.id AND chunks.injection_flagged = 1) AS flagged_chunks " +
  "FROM documents LEFT JOIN doc_summaries ON doc_summaries.doc_id = documents.id";

export interface NewDocument {
  id: string;
  filename: string;
  type: string;
  size: number;
  sha256: string;
  stored_name: string;
  collection_id?: string;
}

export type DocumentFields = Partial<
  Omit<DocumentRow, "id" | "created_at" | "updated_at" | "description" | "tags_joined" | "collection_id">
>;

/** Document records: one interface, SQLite below (a PostgreSQL one in stores/postgres/). */
export interface DocumentStore {
  insertDocument(input: NewDocument): Promise<void>;
  getDocument(id: string): Promise<DocumentRow | undefined>;
  findDocumentBySha(sha256: string): Promise<DocumentRow | undefined>;
  listDocuments(): Promise<DocumentRow[]>;
  /** The documents of one library collection, optionally only those with a tag, newest first. */
  listDocumentsIn(collectionId: string, tag?: string): Promise<DocumentRow[]>;
  /**
   * The ready documents' ids and names, newest first (optionally of one library collection): what
   * every question reads to find a document it names, without the list's summaries, tags and
   * flagged-passage counts.
   */
  readyDocumentNames(collectionId?: string): Promise<{ id: string; filename: string }[]>;
  countReadyDocuments(): Promise<number>;
  updateDocument(id: string, fields: DocumentFields): Promise<void>;
  deleteDocument(id: string): Promise<boolean>;
}

export function createDocumentStore(db: Db): DocumentStore {
  const statements = {
    insert: db.prepare(
      `INSERT INTO documents (id, filename, type, size, sha256, stored_name, status, stage, progress, created_at, updated_at, collection_id)
       VALUES (@id, @filename, @type, @size, @sha256, @stored_name, 'queued', 'queued', 0, @now, @now, @collection_id)`,
    ),
    byId: db.prepare(`${selectDocuments} WHERE documents.id = ?`),
    bySha: db.prepare(`${selectDocuments} WHERE documents.sha256 = ?`),
    list: db.prepare(`${selectDocuments} ORDER BY documents.created_at DESC, documents.rowid DESC`),
    countReady: db.prepare("SELECT COUNT(*) AS n FROM documents WHERE status = 'ready'"),
    readyNames: db.prepare(
      "SELECT id, filename FROM documents WHERE status = 'ready' ORDER BY documents.created_at DESC, documents.rowid DESC",
    ),
    readyNamesIn: db.prepare(
      "SELECT id, filename FROM documents WHERE status = 'ready' AND collection_id = ? ORDER BY documents.created_at DESC, documents.rowid DESC",
    ),
    remove: db.prepare("DELETE FROM documents WHERE id = ?"),
  };
  return {
    async insertDocument(input) {
      statements.insert.run({ ...input, collection_id: input.collection_id ?? "default", now: now() });
    },
    async getDocument(id) {
      return statements.byId.get(id) as DocumentRow | undefined;
    },
    async findDocumentBySha(sha256) {
      return statements.bySha.get(sha256) as DocumentRow | undefined;
    },
    async listDocuments() {
      return statements.list.all() as DocumentRow[];
    },
    async listDocumentsIn(collectionId, tag) {
      const tagged = tag ? "AND EXISTS (SELECT 1 FROM document_tags t WHERE t.doc_id = documents.id AND t.tag = @tag)" : "";
      return db
        .prepare(
          `${selectDocuments} WHERE documents.collection_id = @collectionId ${tagged} ORDER BY documents.created_at DESC, documents.rowid DESC`,
        )
        .all({ collectionId, ...(tag ? { tag } : {}) }) as DocumentRow[];
    },
    async readyDocumentNames(collectionId) {
      const rows = collectionId === undefined ? statements.readyNames.all() : statements.readyNamesIn.all(collectionId);
      return rows as { id: string; filename: string }[];
    },
    async countReadyDocuments() {
      return (statements.countReady.get() as { n: number }).n;
    },
    async updateDocument(id, fields) {
      const keys = Object.keys(fields) as (keyof typeof fields)[];
      if (keys.length === 0) return;
      const assignments = keys.map((key) => `${key} = @${key}`).join(", ");
      db.prepare(`UPDATE documents SET ${assignments}, updated_at = @updated_at WHERE id = @id`).run({
        ...fields,
        id,
        updated_at: now(),
      });
    },
    async deleteDocument(id) {
      return statements.remove.run(id).changes > 0;
    },
  };
}
