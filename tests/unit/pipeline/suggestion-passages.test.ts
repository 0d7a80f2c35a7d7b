import { describe, expect, it } from "vitest";
import { answerDocuments, passagesForSuggestions, type DocumentPassages } from "../../../server/pipeline/suggestion-passages";
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

  // A summary's sentences cite their passages by id at no place (chunk_index 0): every chip after a
  // summary came from the document's opening alone ("What is tracemonkey.pdf about?" → one chip, "What is the best case?").
  it("reads around the passages a summary's sentences cite, whose place only their id says", async () => {
    const { passages, reads } = library();
    const summarySentence = (index: number) =>
      makeChunk(`Sentence of passage ${String(index)}.`, {
        chunk_id: `paper_${String(index)}`,
        metadata: { doc_id: "paper", filename: "paper.pdf", chunk_index: 0 },
      });
    await passagesForSuggestions([summarySentence(30), summarySentence(44)], "The paper [Source 1]. It [Source 2].", passages);
    const places = reads.flatMap((read) => read.indexes);
    expect(places).toContain(29);
    expect(places).toContain(31);
    expect(places).toContain(45);
  });

  // After an admission every chip was about the documents as a whole (0 of 9 on the suggestions test split, two sessions).
  it("reads the closest passages' documents when the answer cites none (the admission), and nothing without a reader", async () => {
    const { passages, reads } = library();
    await passagesForSuggestions(
      [cited("paper", 3), cited("other", 5)],
      "The provided documents do not contain information about this.",
      passages,
    );
    expect(reads.map((read) => read.docId)).toEqual(["paper", "other"]);
    const chunks = [cited("paper", 3)];
    expect(await passagesForSuggestions(chunks, "x [Source 1].", undefined)).toBe(chunks);
  });
});

describe("answerDocuments", () => {
  const scored = (docId: string, filename: string, score: number) =>
    makeChunk(`A passage of ${filename}.`, { score, metadata: { doc_id: docId, filename, chunk_index: 0 } });
  const admission = "The provided documents do not contain information about this.";

  it("with no citation, takes the closest passages' documents best first, one whose file name the question says before them", () => {
    const chunks = [
      scored("lorem", "multicolumn.pdf", 0.31),
      scored("quiz", "tests-example.xls", 0.4),
      scored("md", "markitdown-test.docx", 0.2),
    ];
    expect(answerDocuments(chunks, admission, "What is MarkItDown?")).toEqual(["md", "quiz"]);
    expect(answerDocuments(chunks, admission, "Who wrote the beekeeping guide?")).toEqual(["quiz", "lorem"]);
    // "test" names no subject: every corpus file has it.
    expect(answerDocuments(chunks, admission, "What does the test say about rain?")).toEqual(["quiz", "lorem"]);
  });

  it("with citations, takes the cited documents only", () => {
    const chunks = [scored("lorem", "multicolumn.pdf", 0.31), scored("md", "markitdown-test.docx", 0.2)];
    expect(answerDocuments(chunks, "AutoGen is a framework [Source 2].", "What is MarkItDown?")).toEqual(["md"]);
  });
});
