/**
 * Stored documents get a summary after start-up when they have none (read before summaries
 * existed) or when theirs was made by an earlier summariser (summarize.ts `summaryRevision`, kept
 * in store_state): in the background, one document per turn of the event loop, so answers and
 * uploads are never held up; a summary question meanwhile makes its own on first use. The new
 * revision is written only once every document is done, so a stop part-way resumes at next start.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Logger } from "../core/logger";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentRow, DocumentStore } from "../stores/documents";
import type { StoreState } from "../stores/store-state";
import type { SummaryStore } from "../stores/summaries";
import { summarizeDocument, summaryRevision } from "./summarize";
import { readParseNotes } from "../core/parse-notes";

interface BackfillDeps {
  documents: DocumentStore;
  chunks: ChunkStore;
  summaries: SummaryStore;
  state: StoreState;
  logger: Logger;
}

export function startSummaryBackfill(deps: BackfillDeps): { stop: () => void; done: Promise<void> } {
  let stopped = false;
  let made = 0;
  const summarise = async (document: DocumentRow, outdated: boolean) => {
    try {
      // Read again: the document may have been deleted or re-read since start-up.
      const current = await deps.documents.getDocument(document.id);
      if (current?.status !== "ready" || (!outdated && current.description !== null)) return;
      const passages = await deps.chunks.chunksOf(document.id);
      const notes = readParseNotes(current.parse_notes);
      await deps.summaries.replaceSummary({ doc_id: document.id, ...summarizeDocument(passages, document.filename, notes) });
      made++;
    } catch (error) {
      deps.logger.warn("could not summarise a document", { doc_id: document.id, error });
    }
  };
  const run = async () => {
    const outdated = (await deps.state.get("summary_revision")) !== summaryRevision;
    const all = await deps.documents.listDocuments();
    const waiting = all.filter((document) => document.status === "ready" && (outdated || document.description === null));
    for (const document of waiting) {
      // One document per turn, so questions and uploads interleave.
      await nextTurn();
      if (stopped) return;
      await summarise(document, outdated);
    }
    if (outdated) await deps.state.set("summary_revision", summaryRevision);
    if (made > 0) deps.logger.info("summaries made after start-up", { documents: made, revision: summaryRevision });
  };
  const done = run().catch((error: unknown) => deps.logger.warn("could not look for documents to summarise", { error }));
  return {
    stop: () => {
      stopped = true;
    },
    done,
  };
}
