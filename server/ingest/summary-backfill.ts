/**
 * Documents read before summaries existed (docs/architecture.md, "Summaries") get theirs after
 * start-up, in the background: one document per turn of the event loop, so answers and uploads
 * are never held up; a summary question meanwhile makes its own on first use.
 */
import type { Logger } from "../core/logger";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentStore } from "../stores/documents";
import type { SummaryStore } from "../stores/summaries";
import { summarizeDocument } from "./summarize";

export function startSummaryBackfill(deps: { documents: DocumentStore; chunks: ChunkStore; summaries: SummaryStore; logger: Logger }): {
  stop: () => void;
} {
  const waiting = deps.documents.listDocuments().filter((document) => document.status === "ready" && document.description === null);
  let stopped = false;
  let made = 0;
  const next = () => {
    const document = waiting.shift();
    if (stopped || !document) {
      if (made > 0) deps.logger.info("summaries made for documents read before summaries existed", { documents: made });
      return;
    }
    try {
      // Read again: the document may have been deleted or re-read since start-up.
      if (deps.documents.getDocument(document.id)?.description === null) {
        deps.summaries.replaceSummary({ doc_id: document.id, ...summarizeDocument(deps.chunks.chunksOf(document.id), document.filename) });
        made++;
      }
    } catch (error) {
      deps.logger.warn("could not summarise a document", { doc_id: document.id, error });
    }
    setImmediate(next);
  };
  if (waiting.length > 0) setImmediate(next);
  return {
    stop: () => {
      stopped = true;
    },
  };
}
