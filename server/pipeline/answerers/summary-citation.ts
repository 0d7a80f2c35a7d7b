/** The passage a summary's sentence cites: the sentence itself, at its page or sheet of its document. */
import type { RetrievedChunk } from "../../core/types";
import type { SummarySentence } from "../../stores/summaries";

export function summaryCitation(document: { id: string; filename: string }, sentence: SummarySentence): RetrievedChunk {
  return {
    chunk_id: sentence.chunk_id,
    text: sentence.text,
    metadata: {
      doc_id: document.id,
      filename: document.filename,
      chunk_index: 0,
      page: sentence.page,
      sheet: sentence.sheet,
      heading: null,
    },
    score: null,
    lexical_score: 1,
    fused_score: 1,
    kind: "document",
  };
}
