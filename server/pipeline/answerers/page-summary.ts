/**
 * "What is page 3 of the annual report about?": the summary of one page of one document, made
 * like a document's extractive summary (ingest/summarize.ts) from that page's passages alone, each
 * sentence cited to its page. Null when the question names no page, or no one document, or the
 * page holds no passage.
 */
import { summarizeDocument, type SummaryChunk } from "../../ingest/summarize";
import type { AnswererDraft } from "./draft";
import { citedSummaryDraft } from "./summary-citation";

interface PageDocument {
  id: string;
  filename: string;
}

const pageAsked = /\bpage\s+(\d{1,4})\b/iu;

/** The page a summary question names ("page 3"), or null. */
export function pageOfQuestion(question: string): number | null {
  const match = pageAsked.exec(question);
  return match ? Number(match[1]) : null;
}

export async function answerPageSummary(
  question: string,
  documents: PageDocument[],
  passagesOf: (document: PageDocument) => Promise<SummaryChunk[]>,
): Promise<AnswererDraft | null> {
  const page = pageOfQuestion(question);
  if (page === null || documents.length !== 1) return null;
  const document = documents[0]!;
  const onPage = (await passagesOf(document)).filter((passage) => passage.page === page);
  if (onPage.length === 0) return null;
  const { sentences } = summarizeDocument(onPage, document.filename);
  if (sentences.length === 0) return null;
  return citedSummaryDraft(document, sentences, {
    title: `Page ${String(page)} of **${document.filename}**`,
    reasoning: `Summarised from the passages of page ${String(page)}: each sentence is taken from the page it cites; a summary may leave points out.`,
    query: { page, document: document.filename },
  });
}
