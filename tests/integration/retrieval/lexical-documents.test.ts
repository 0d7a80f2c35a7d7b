/**
 * Keyword search within some documents (suggestion checks, a named document) reads only the spans
 * of rowids holding them (stores/chunks.ts): on a real SQLite + FTS5 file, the hits are exactly
 * those of the one filtered query over every matching row, in the same order, ties included.
 */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createChunkStore, lexicalTerms } from "../../../server/stores/chunks";
import { openDb, type Db } from "../../../server/stores/db";
import { createDocumentStore } from "../../../server/stores/documents";
import { makeDataDir } from "../../helpers/docent-server";

let db: Db | undefined;
afterEach(() => db?.close());

const words = ["river", "harbour", "ledger", "zeppelin", "orchard", "copper", "lantern", "meadow", "quarry", "violin"];

/** Deterministic text: `count` words drawn from a small vocabulary, so scores often tie. */
function text(seed: number, count: number) {
  return Array.from({ length: count }, (_, index) => words[(seed * 7 + index * index * 3) % words.length]).join(" ");
}

async function library() {
  db = openDb(path.join(makeDataDir("lexical-documents-"), "docent.db"));
  const documents = createDocumentStore(db);
  const chunks = createChunkStore(db);
  const write = async (id: string, seed: number) => {
    await chunks.replaceChunks(
      id,
      Array.from({ length: 60 }, (_, index) => ({
        id: `${id}_${index}`,
        doc_id: id,
        chunk_index: index,
        text: text(seed + index, 3 + (index % 4)),
      })),
    );
  };
  for (const [index, id] of ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"].entries()) {
    await documents.insertDocument({ id, filename: `${id}.txt`, type: "txt", size: 1, sha256: `sha-${id}`, stored_name: `${id}.txt` });
    await write(id, index * 13);
    await documents.updateDocument(id, { status: id === "c" ? "failed" : "ready" });
  }
  // Read again: "a"'s chunks now sit after every other document's, so its rowids are no longer first.
  await write("a", 5);
  return chunks;
}

/** The reference: one query scoring every matching row, filtered to the documents (the way without spans). */
function filteredQuery(query: string, documentIds: string[], limit: number) {
  const match = lexicalTerms(query)
    .map((term) => `"${term}"`)
    .join(" OR ");
  const rows = db!
    .prepare(
      `SELECT chunks.id AS id, -bm25(chunks_fts) AS bm25 FROM chunks_fts
       JOIN chunks ON chunks.rowid = chunks_fts.rowid JOIN documents ON documents.id = chunks.doc_id
       WHERE chunks_fts MATCH ? AND documents.status = 'ready' AND chunks.doc_id IN (${documentIds.map(() => "?").join(",")})
       ORDER BY bm25(chunks_fts), chunks.rowid LIMIT ?`,
    )
    .all(match, ...documentIds, limit) as { id: string; bm25: number }[];
  return rows.map((row) => [row.id, row.bm25]);
}

describe("keyword search within some documents", () => {
  const questions = ["Where is the river harbour?", "ledger of the zeppelin", "copper lantern in the meadow", "violin"];

  it("finds exactly what the filtered query finds, in its order, for one document and for several apart", async () => {
    const chunks = await library();
    for (const documentIds of [["b"], ["a", "b"], ["a", "e", "h"], ["k", "b", "d"]]) {
      for (const question of questions) {
        const hits = await chunks.searchLexical({ text: question, limit: 20, documentIds });
        expect(hits.map((hit) => [hit.chunk.id, hit.bm25])).toEqual(filteredQuery(question, documentIds, 20));
        expect(hits.length).toBeGreaterThan(0);
      }
    }
  });

  it("leaves out documents that are not ready, and finds the same over every document", async () => {
    const chunks = await library();
    const everyDocument = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"];
    for (const question of questions) {
      const hits = await chunks.searchLexical({ text: question, limit: 30, documentIds: everyDocument });
      expect(hits.some((hit) => hit.chunk.doc_id === "c")).toBe(false);
      expect(hits.map((hit) => [hit.chunk.id, hit.bm25])).toEqual(filteredQuery(question, everyDocument, 30));
    }
    expect(await chunks.searchLexical({ text: "river", limit: 5, documentIds: ["c"] })).toEqual([]);
  });
});
