/**
 * The other side of the ingestion scan (docs/architecture.md, "Defences"): real documents that hold
 * no instruction for an assistant must not be marked. A marked passage is fenced in prompts, holds
 * back a streamed LLM answer and carries a warning in its citation, so a scan that marks an
 * ordinary paper makes Docent worse on every question about it. These corpus files were never
 * read by the classifier's training or threshold choice (scripts/security/ordinary.ts uses SQuAD
 * paragraphs and WikiTableQuestions tables); before those were added, 29 of tracemonkey.pdf's 53
 * passages were marked.
 */
import { describe, expect, it } from "vitest";
import { corpusFile, suiteServices } from "../../helpers/services";

// freeculture.pdf: a 352-page book whose wrapped lines and quoted speakers once read as orders ("Forget all the works …").
const files = [
  "pdf/tracemonkey.pdf",
  "pdf/fr_olap.pdf",
  "pdf/multicolumn.pdf",
  "pdf/markitdown-test.pdf",
  "docx/markitdown-test.docx",
  "pdf/freeculture.pdf",
];

describe("clean documents at ingestion", () => {
  const docent = suiteServices({ prefix: "clean-docs-", documents: files.map((file) => ({ path: corpusFile(file) })), timeoutMs: 240_000 });

  it("marks no passage of real papers and reports that hold no instruction for an assistant", async () => {
    let passages = 0;
    for (const document of docent.documents) {
      const chunks = await docent.services.chunks.chunksOf(document.id);
      passages += chunks.length;
      const marked = chunks
        .filter((chunk) => chunk.injection_flagged === 1)
        .map((chunk) => `${chunk.chunk_index}: ${chunk.text.slice(0, 80)}`);
      expect(marked, `${document.filename}: marked passages`).toEqual([]);
    }
    expect(passages).toBeGreaterThan(600);
  });
});
