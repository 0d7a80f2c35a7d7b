/**
 * The lexical search leaves out words so common that scoring them costs more than they tell
 * (stores/chunks.ts), on a real SQLite + FTS5 file: a large library drops them, a small one
 * keeps every term.
 */
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createChunkStore } from "../../../server/stores/chunks";
import { openDb, type Db } from "../../../server/stores/db";
import { createDocumentStore } from "../../../server/stores/documents";
import { makeDataDir } from "../../helpers/docent-server";

let db: Db | undefined;
afterEach(() => db?.close());

/** One ready document holding `texts`, one chunk each. */
async function library(texts: string[]) {
  db = openDb(path.join(makeDataDir("lexical-terms-"), "docent.db"));
  const documents = createDocumentStore(db);
  const chunks = createChunkStore(db);
  await documents.insertDocument({ id: "doc", filename: "notes.txt", type: "txt", size: 1, sha256: "sha", stored_name: "doc.txt" });
  await chunks.replaceChunks(
    "doc",
    texts.map((text, index) => ({ id: `doc_${index}`, doc_id: "doc", chunk_index: index, text })),
  );
  await documents.updateDocument("doc", { status: "ready" });
  return chunks;
}

const ids = (hits: { chunk: { id: string } }[]) => hits.map((hit) => hit.chunk.id).sort();

describe("lexical search term selection", () => {
  it("in a large library, matches only on the rare words when a common one would match thousands of chunks", async () => {
    // 6,000 chunks hold "ledger" (60 % of the library); three hold "zeppelin" or "quokka".
    const texts = Array.from({ length: 10_000 }, (_, index) =>
      index < 6_000 ? `ledger entry number ${index}` : `plain note number ${index}`,
    );
    texts[10] = "ledger entry about a zeppelin";
    texts[7_000] = "a zeppelin drawing";
    texts[8_000] = "a quokka photograph";
    const chunks = await library(texts);

    const hits = await chunks.searchLexical({ text: "Which ledger mentions the zeppelin or the quokka?", limit: 20 });
    // Every chunk that holds a rare word, and none that holds only the common one, though the limit leaves room.
    expect(ids(hits)).toEqual(["doc_10", "doc_7000", "doc_8000"]);
  });

  it("keeps the rarest word even when every word of the question is common", async () => {
    const texts = Array.from({ length: 10_000 }, (_, index) => `ledger entry ${index % 2 === 0 ? "posted" : "pending"}`);
    const chunks = await library(texts);

    const hits = await chunks.searchLexical({ text: "ledger entry", limit: 5 });
    expect(hits).toHaveLength(5);
  });

  it("in a small library, matches on every word", async () => {
    const texts = Array.from({ length: 200 }, (_, index) => `ledger entry number ${index}`);
    texts[5] = "a zeppelin drawing";
    const chunks = await library(texts);

    const hits = await chunks.searchLexical({ text: "Which ledger mentions the zeppelin?", limit: 20 });
    expect(hits[0]!.chunk.id).toBe("doc_5");
    expect(hits).toHaveLength(20);
  });

  it("sees new chunks at once: a word that becomes common after an upload is dropped on the next search", async () => {
    const texts = Array.from({ length: 10_000 }, (_, index) => `plain note number ${index}`);
    texts[3] = "a zeppelin drawing";
    texts[4] = "the ledger of the zeppelin hangar";
    const chunks = await library(texts);
    expect(ids(await chunks.searchLexical({ text: "ledger zeppelin", limit: 20 }))).toEqual(["doc_3", "doc_4"]);

    // A second document makes "ledger" common.
    await createDocumentStore(db!).insertDocument({
      id: "big",
      filename: "ledger.txt",
      type: "txt",
      size: 1,
      sha256: "sha2",
      stored_name: "big.txt",
    });
    await chunks.replaceChunks(
      "big",
      Array.from({ length: 6_000 }, (_, index) => ({
        id: `big_${index}`,
        doc_id: "big",
        chunk_index: index,
        text: `ledger line ${index}`,
      })),
    );
    await createDocumentStore(db!).updateDocument("big", { status: "ready" });
    expect(ids(await chunks.searchLexical({ text: "ledger zeppelin", limit: 20 }))).toEqual(["doc_3", "doc_4"]);
    expect(ids(await chunks.searchLexical({ text: "ledger", limit: 3 }))).toHaveLength(3);
  });
});
