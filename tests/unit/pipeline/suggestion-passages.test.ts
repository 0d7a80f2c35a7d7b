import { describe, expect, it } from "vitest";
import { passagesForSuggestions, type DocumentPassages } from "../../../server/pipeline/suggestion-passages";
import { makeChunk } from "./stage-fixtures";

/** A library of two documents of 50 passages each; records which places were read. */
function library() {
  const reads: { docId: string; indexes: number[] }[] = [];
  const passages: DocumentPassages = async (docId, indexes) => {
    reads.push({ docId, indexes });
    return indexes.map((index) =>
      makeChunk(`Passage ${String(index)} of ${docId}.`, {
        chunk_id: `${docId}-${String(index)}`,
        metadata: { doc_id: docId, filename: `${docId}.pdf`, chunk_index: index },
      }),
    );
  };
  return { passages, reads };
}

const cited = (docId: string, index: number) =>
  makeChunk(`Passage ${String(index)} of ${docId}.`, {
    chunk_id: `${docId}-${String(index)}`,
    metadata: { doc_id: docId, filename: `${docId}.pdf`, chunk_index: index },
  });

describe("passagesForSuggestions", () => {
  it("adds the passages around the cited one and the document's opening ones, of the cited document only, after the answer's own", async () => {
    const { passages, reads } = library();
    const chunks = [cited("paper", 30), cited("other", 5)];
    const widened = await passagesForSuggestions(chunks, "The method is new [Source 1].", passages);

    expect(widened.slice(0, 2)).toEqual(chunks);
    expect(reads.map((read) => read.docId)).toEqual(["paper"]);
    const places = widened.slice(2).map((chunk) => chunk.metadata.chunk_index);
    expect(places).toContain(0);
    expect(places).toContain(29);
    expect(places).toContain(31);
    expect(places).not.toContain(30);
    expect(places.length).toBeLessThanOrEqual(40);
  });

  it("reads the best passage's document when the answer cites none, and nothing without a reader", async () => {
    const { passages, reads } = library();
    await passagesForSuggestions(
      [cited("paper", 3), cited("other", 5)],
      "The provided documents do not contain information about this.",
      passages,
    );
    expect(reads.map((read) => read.docId)).toEqual(["paper"]);
    const chunks = [cited("paper", 3)];
    expect(await passagesForSuggestions(chunks, "x [Source 1].", undefined)).toBe(chunks);
  });
});
