/**
 * Library collections and document tags (docs/architecture.md, "Collections and tags"): which
 * documents a chat may read. "Collection" here always means a library collection, Docent's own
 * grouping of documents; the vectors' Chroma collections are vector-store.ts's business.
 */
import { randomUUID } from "node:crypto";
import { AppError } from "../core/errors";
import { defaultCollectionId, type CollectionRecord, type TagFilter } from "~/lib/collections";
import { now, type Db } from "./db";

export interface CollectionRow {
  id: string;
  name: string;
  description: string;
  instructions: string;
  created_at: string;
  updated_at: string;
}

export const collectionNotFound = () => new AppError("not_found", "collection", "No collection with this id.");

/** Library collections and document tags: one interface, SQLite below (PostgreSQL in stores/postgres/). */
export interface CollectionStore {
  listCollections(): Promise<CollectionRecord[]>;
  getCollection(id: string): Promise<CollectionRow | undefined>;
  /** The collection as the API shows it; throws not_found for an unknown id. */
  describeCollection(id: string): Promise<CollectionRecord>;
  /** Throws not_found unless the collection exists; returns its id. */
  requireCollection(id: string | undefined): Promise<string>;
  createCollection(input: { name: string; description?: string; instructions?: string }): Promise<CollectionRecord>;
  updateCollection(id: string, fields: { name?: string; description?: string; instructions?: string }): Promise<CollectionRecord>;
  /** Removes the collection's row, its conversations and its web memory (its documents are the caller's, first), in one transaction. */
  removeCollection(id: string): Promise<boolean>;
  /** Hands the collection's conversations and web memory to `target` in one transaction (its documents are moved one by one). */
  handOver(id: string, target: string): Promise<void>;
  moveDocumentRow(docId: string, collectionId: string): Promise<void>;
  documentIdsIn(collectionId: string): Promise<string[]>;
  tagsOf(docId: string): Promise<string[]>;
  /** Replaces a document's tags in one transaction. */
  setTags(docId: string, tags: string[]): Promise<void>;
  /**
   * The ready documents of a collection narrowed by tags, newest first: those holding any tag of
   * `any` (when given) and every tag of `all` (when given).
   */
  readyDocumentIds(collectionId: string, tags?: TagFilter): Promise<string[]>;
}

export function createCollectionStore(db: Db): CollectionStore {
  const statements = {
    list: db.prepare("SELECT * FROM collections ORDER BY id <> 'default', created_at, rowid"),
    byId: db.prepare("SELECT * FROM collections WHERE id = ?"),
    byName: db.prepare("SELECT id FROM collections WHERE name = ? COLLATE NOCASE"),
    counts: db.prepare("SELECT collection_id AS id, COUNT(*) AS n FROM documents GROUP BY collection_id"),
    tagsIn: db.prepare(
      "SELECT DISTINCT tag FROM document_tags JOIN documents ON documents.id = document_tags.doc_id WHERE documents.collection_id = ? ORDER BY tag",
    ),
    insert: db.prepare(
      "INSERT INTO collections (id, name, description, instructions, created_at, updated_at) VALUES (@id, @name, @description, @instructions, @now, @now)",
    ),
    remove: db.prepare("DELETE FROM collections WHERE id = ? AND id <> 'default'"),
    tagsOf: db.prepare("SELECT tag FROM document_tags WHERE doc_id = ? ORDER BY tag").pluck(),
    clearTags: db.prepare("DELETE FROM document_tags WHERE doc_id = ?"),
    addTag: db.prepare("INSERT OR IGNORE INTO document_tags (doc_id, tag) VALUES (?, ?)"),
    move: db.prepare("UPDATE documents SET collection_id = ?, updated_at = ? WHERE id = ?"),
    documentsIn: db.prepare("SELECT id FROM documents WHERE collection_id = ? ORDER BY created_at, rowid").pluck(),
    readyIn: db
      .prepare("SELECT id FROM documents WHERE collection_id = ? AND status = 'ready' ORDER BY created_at DESC, rowid DESC")
      .pluck(),
    moveConversations: db.prepare("UPDATE conversations SET collection_id = ? WHERE collection_id = ?"),
    deleteConversations: db.prepare("DELETE FROM conversations WHERE collection_id = ?"),
    moveWeb: db.prepare("UPDATE web_results SET collection_id = ? WHERE collection_id = ?"),
    deleteWeb: db.prepare("DELETE FROM web_results WHERE collection_id = ?"),
  };
  const nameTaken = (name: string, except?: string) => {
    const found = statements.byName.get(name) as { id: string } | undefined;
    return found !== undefined && found.id !== except;
  };
  const toRecord = (row: CollectionRow, counts: Map<string, number>): CollectionRecord => ({
    ...row,
    document_count: counts.get(row.id) ?? 0,
    tags: statements.tagsIn.pluck().all(row.id) as string[],
  });
  const countsByCollection = () => new Map((statements.counts.all() as { id: string; n: number }[]).map((row) => [row.id, row.n]));
  const setTags = db.transaction((docId: string, tags: string[]) => {
    statements.clearTags.run(docId);
    for (const tag of tags) statements.addTag.run(docId, tag);
  });
  const getCollection = (id: string) => statements.byId.get(id) as CollectionRow | undefined;
  const describeCollection = (id: string): CollectionRecord => {
    const row = getCollection(id);
    if (!row) throw collectionNotFound();
    return toRecord(row, countsByCollection());
  };
  const removeCollection = db.transaction((id: string) => {
    statements.deleteConversations.run(id);
    statements.deleteWeb.run(id);
    return statements.remove.run(id).changes > 0;
  });
  const handOver = db.transaction((id: string, target: string) => {
    statements.moveConversations.run(target, id);
    statements.moveWeb.run(target, id);
  });

  return {
    async listCollections() {
      const counts = countsByCollection();
      return (statements.list.all() as CollectionRow[]).map((row) => toRecord(row, counts));
    },
    async getCollection(id) {
      return getCollection(id);
    },
    async describeCollection(id) {
      return describeCollection(id);
    },
    async requireCollection(id) {
      const wanted = id ?? defaultCollectionId;
      if (!getCollection(wanted)) throw collectionNotFound();
      return wanted;
    },
    async createCollection(input) {
      if (nameTaken(input.name)) throw new AppError("bad_request", "collection_name", `A collection named “${input.name}” already exists.`);
      const id = randomUUID();
      statements.insert.run({
        id,
        name: input.name,
        description: input.description ?? "",
        instructions: input.instructions ?? "",
        now: now(),
      });
      return describeCollection(id);
    },
    async updateCollection(id, fields) {
      if (!getCollection(id)) throw collectionNotFound();
      if (fields.name !== undefined && nameTaken(fields.name, id))
        throw new AppError("bad_request", "collection_name", `A collection named “${fields.name}” already exists.`);
      const keys = (["name", "description", "instructions"] as const).filter((key) => fields[key] !== undefined);
      if (keys.length > 0) {
        const assignments = keys.map((key) => `${key} = @${key}`).join(", ");
        db.prepare(`UPDATE collections SET ${assignments}, updated_at = @updated_at WHERE id = @id`).run({
          ...fields,
          id,
          updated_at: now(),
        });
      }
      return describeCollection(id);
    },
    async removeCollection(id) {
      return removeCollection(id);
    },
    async handOver(id, target) {
      handOver(id, target);
    },
    async moveDocumentRow(docId, collectionId) {
      statements.move.run(collectionId, now(), docId);
    },
    async documentIdsIn(collectionId) {
      return statements.documentsIn.all(collectionId) as string[];
    },
    async tagsOf(docId) {
      return statements.tagsOf.all(docId) as string[];
    },
    async setTags(docId, tags) {
      setTags(docId, tags);
    },
    async readyDocumentIds(collectionId, tags) {
      const any = tags?.any ?? [];
      const all = [...new Set(tags?.all ?? [])];
      if (any.length === 0 && all.length === 0) return statements.readyIn.all(collectionId) as string[];
      const conditions = ["documents.collection_id = ?", "documents.status = 'ready'"];
      const values: unknown[] = [collectionId];
      if (any.length > 0) {
        conditions.push(
          `EXISTS (SELECT 1 FROM document_tags t WHERE t.doc_id = documents.id AND t.tag IN (${any.map(() => "?").join(",")}))`,
        );
        values.push(...any);
      }
      if (all.length > 0) {
        conditions.push(
          `(SELECT COUNT(*) FROM document_tags t WHERE t.doc_id = documents.id AND t.tag IN (${all.map(() => "?").join(",")})) = ?`,
        );
        values.push(...all, all.length);
      }
      return db
        .prepare(`SELECT id FROM documents WHERE ${conditions.join(" AND ")} ORDER BY created_at DESC, rowid DESC`)
        .pluck()
        .all(...values) as string[];
    },
  };
}
