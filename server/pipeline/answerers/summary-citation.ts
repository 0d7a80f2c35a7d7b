/** The passage a summary's sentence cites: the sentence itself, at its page or sheet of its document. */
import type { RetrievedChunk } from "../../core/types";
import type { SummarySentence } from "../../stores/summaries";
import { citeAtEnd } from "../citation-marker";
import type { AnswererDraft } from "./draft";

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

/**
 * A summary of part of one document as an answer: its title line, then one cited sentence per bullet,
 * `medium` (a summary may leave points out). Shared by the page and numbered-section summaries.
 */
export function citedSummaryDraft(
  document: { id: string; filename: string },
  sentences: SummarySentence[],
  summary: { title: string; reasoning: string; query: Record<string, unknown> },
): AnswererDraft {
  const lines = sentences.map((sentence, index) => `- ${citeAtEnd(sentence.text, [index + 1])}`);
  return {
    answer: `${summary.title}:\n\n${lines.join("\n")}`,
    chunks: sentences.map((sentence) => summaryCitation(document, sentence)),
    flaggedSources: new Set(),
    confidence: "medium",
    confidence_score: 0.7,
    reasoning: summary.reasoning,
    safety_flags: [],
    used_external_kb: false,
    suggestions: [],
    attempts: 0,
    query: summary.query,
  };
}
