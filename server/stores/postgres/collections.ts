/** Library collections and document tags on PostgreSQL: the same interface and answers as stores/collections.ts. */
import { randomUUID } from "node:crypto";
import { AppError } from "../../core/errors";
import { defaultCollectionId, type CollectionRecord } from "~/lib/collections";
import { now } from "../db";
import { collectionNotFound, type CollectionRow, type CollectionStore } from "../collections";
import { inTransaction, type Pool, type Queryable } from "./database";

const collectionColumns = "id, name, description, instructions, created_at, updated_at";
const nameTakenError = (name: string) => new AppError("bad_request", "collection_name", `A collection named “${name}” already exists.`);

export function createPostgresCollectionStore(pool: Pool): CollectionStore {
  const ids = async (sql: string, values: unknown[]) => (await pool.query<{ id: string }>(sql, values)).rows.map((row) => row.id);
  const getCollection = async (id: string) =>
    (await pool.query<CollectionRow>(`SELECT ${collectionColumns} FROM collections WHERE id = $1`, [id])).rows[0];
  const nameTaken = async (name: string, except?: string) => {
    const { rows } = await pool.query<{ id: string }>("SELECT id FROM collections WHERE lower(name) = lower($1)", [name]);
    return rows[0] !== undefined && rows[0].id !== except;
  };
  /** Each collection with its document count and tags, in one query. */
  const describe = async (where: string, values: unknown[]): Promise<CollectionRecord[]> => {
    const { rows } = await pool.query<CollectionRow & { document_count: number; tags: string[] }>(
      `SELECT ${collectionColumns.replace(/(\w+)/gu, "c.$1")},
         (SELECT COUNT(*)::integer FROM documents d WHERE d.collection_id = c.id) AS document_count,
         ARRAY(SELECT DISTINCT t.tag FROM document_tags t JOIN documents d ON d.id = t.doc_id WHERE d.collection_id = c.id ORDER BY t.tag) AS tags
       FROM collections c ${where} ORDER BY c.id <> 'default', c.created_at, c.seq`,
      values,
    );
    return rows;
  };
  const describeCollection = async (id: string) => {
    const [record] = await describe("WHERE c.id = $1", [id]);
    if (!record) throw collectionNotFound();
    return record;
  };
  return {
    listCollections: () => describe("", []),
    getCollection,
    describeCollection,
    async requireCollection(id) {
      const wanted = id ?? defaultCollectionId;
      if (!(await getCollection(wanted))) throw collectionNotFound();
      return wanted;
    },
    async createCollection(input) {
      if (await nameTaken(input.name)) throw nameTakenError(input.name);
      const id = randomUUID();
      const stamp = now();
      await pool.query(
        "INSERT INTO collections (id, name, description, instructions, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)",
        [id, input.name, input.description ?? "", input.instructions ?? "", stamp],
      );
      return describeCollection(id);
    },
    async updateCollection(id, fields) {
      if (!(await getCollection(id))) throw collectionNotFound();
      if (fields.name !== undefined && (await nameTaken(fields.name, id))) throw nameTakenError(fields.name);
      const keys = (["name", "description", "instructions"] as const).filter((key) => fields[key] !== undefined);
      if (keys.length > 0) {
        const assignments = keys.map((key, index) => `${key} = $${String(index + 3)}`).join(", ");
        await pool.query(`UPDATE collections SET ${assignments}, updated_at = $2 WHERE id = $1`, [
          id,
          now(),
          ...keys.map((key) => fields[key]),
        ]);
      }
      return describeCollection(id);
    },
    removeCollection: (id) =>
      inTransaction(pool, async (client) => {
        await client.query("DELETE FROM conversations WHERE collection_id = $1", [id]);
        await client.query("DELETE FROM web_results WHERE collection_id = $1", [id]);
        return ((await client.query("DELETE FROM collections WHERE id = $1 AND id <> 'default'", [id])).rowCount ?? 0) > 0;
      }),
    handOver: (id, target) =>
      inTransaction(pool, async (client) => {
        await client.query("UPDATE conversations SET collection_id = $1 WHERE collection_id = $2", [target, id]);
        await client.query("UPDATE web_results SET collection_id = $1 WHERE collection_id = $2", [target, id]);
      }),
    async moveDocumentRow(docId, collectionId) {
      await pool.query("UPDATE documents SET collection_id = $1, updated_at = $2 WHERE id = $3", [collectionId, now(), docId]);
    },
    documentIdsIn: (collectionId) => ids("SELECT id FROM documents WHERE collection_id = $1 ORDER BY created_at, seq", [collectionId]),
    async tagsOf(docId) {
      return (await pool.query<{ tag: string }>("SELECT tag FROM document_tags WHERE doc_id = $1 ORDER BY tag", [docId])).rows.map(
        (row) => row.tag,
      );
    },
    setTags: (docId, tags) =>
      inTransaction(pool, async (client) => {
        await client.query("DELETE FROM document_tags WHERE doc_id = $1", [docId]);
        if (tags.length > 0)
          await client.query("INSERT INTO document_tags (doc_id, tag) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING", [docId, tags]);
      }),
    readyDocumentIds: (collectionId, tags) => readyDocumentIds(pool, collectionId, tags),
  };
}

/** Ready documents of a collection, newest first, with any tag of `any` and every tag of `all`. */
async function readyDocumentIds(db: Queryable, collectionId: string, tags?: { any?: string[]; all?: string[] }): Promise<string[]> {
  const any = tags?.any ?? [];
  const all = [...new Set(tags?.all ?? [])];
  const conditions = ["collection_id = $1", "status = 'ready'"];
  const values: unknown[] = [collectionId];
  if (any.length > 0) {
    values.push(any);
    conditions.push(
      `EXISTS (SELECT 1 FROM document_tags t WHERE t.doc_id = documents.id AND t.tag = ANY($${String(values.length)}::text[]))`,
    );
  }
  if (all.length > 0) {
    values.push(all);
    conditions.push(
      `(SELECT COUNT(*) FROM document_tags t WHERE t.doc_id = documents.id AND t.tag = ANY($${String(values.length)}::text[])) = ${String(all.length)}`,
    );
  }
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM documents WHERE ${conditions.join(" AND ")} ORDER BY created_at DESC, seq DESC`,
    values,
  );
  return rows.map((row) => row.id);
}
