/**
 * Documents read before summaries existed (docs/architecture.md, "Summaries") get theirs after
 * start-up, in the background: one document per turn of the event loop, so answers and uploads
 * are never held up; a summary question meanwhile makes its own on first use.
 */
import type { Logger } from "../core/logger";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentRow, DocumentStore } from "../stores/documents";
import type { SummaryStore } from "../stores/summaries";
import { summarizeDocument } from "./summarize";

export function startSummaryBackfill(deps: { documents: DocumentStore; chunks: ChunkStore; summaries: SummaryStore; logger: Logger }): {
  stop: () => void;
} {
  let stopped = false;
  let made = 0;
  const summarise = async (document: DocumentRow) => {
    try {
      // Read again: the document may have been deleted or re-read since start-up.
      if ((await deps.documents.getDocument(document.id))?.description === null) {
        const passages = await deps.chunks.chunksOf(document.id);
        await deps.summaries.replaceSummary({ doc_id: document.id, ...summarizeDocument(passages, document.filename) });
        made++;
      }
    } catch (error) {
      deps.logger.warn("could not summarise a document", { doc_id: document.id, error });
    }
  };
  const run = async () => {
    const all = await deps.documents.listDocuments();
    const waiting = all.filter((document) => document.status === "ready" && document.description === null);
    for (const document of waiting) {
      // One document per turn, so questions and uploads interleave.
      await new Promise((resolve) => setImmediate(resolve));
      if (stopped) break;
      await summarise(document);
    }
    if (made > 0) deps.logger.info("summaries made for documents read before summaries existed", { documents: made });
  };
  run().catch((error: unknown) => deps.logger.warn("could not look for documents without a summary", { error }));
  return {
    stop: () => {
      stopped = true;
    },
  };
}
