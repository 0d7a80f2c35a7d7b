/**
 * Stored passages are judged again when the injection detector changes (docs/architecture.md,
 * "Defences"): a library read under an earlier detector would otherwise keep that detector's
 * verdicts, false marks and misses alike, for good. The fingerprint the stored verdicts were made
 * with is kept in store_state; when it differs from the running detector's, every document's
 * passages and its original file's hidden texts go through the same scan as at ingestion, in the
 * background after start-up, like summary-backfill.ts: a few passages per turn of the event loop,
 * so answers and uploads are never held up, and one transaction per document. The new fingerprint
 * is written only once every document is done, so a stop or crash part-way resumes at next start.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import fs from "node:fs";
import path from "node:path";
import { detectorFingerprint } from "../core/injection";
import type { Logger } from "../core/logger";
import type { Embedder } from "../providers/embeddings";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentRow, DocumentStore } from "../stores/documents";
import type { StoreState } from "../stores/store-state";
import { mayHideText, readHiddenTexts } from "./hidden-text";
import { scanForInjection } from "./injection-scan";
import { semanticScan } from "./semantic-scan";
import type { DocumentType } from "./types";

export interface InjectionRejudge {
  stop: () => void;
  /** Settles when the re-judging finished, was stopped, or had nothing to do. */
  done: Promise<void>;
}

interface RejudgeDeps {
  documents: DocumentStore;
  chunks: ChunkStore;
  state: StoreState;
  uploadsDir: string;
  logger: Logger;
  /** For the semantic scan (semantic-scan.ts); absent or remote: only the lexical scan re-judges. */
  embedder?: Embedder;
}

/** A brand-new store records the running detector at once; one judged by another starts re-judging. */
export function startInjectionRejudge(deps: RejudgeDeps): InjectionRejudge {
  let stopped = false;
  const done = rejudgeIfChanged(deps, () => stopped).catch((error: unknown) =>
    deps.logger.warn("could not re-judge stored passages; will retry at next start", { error }),
  );
  return {
    stop: () => {
      stopped = true;
    },
    done,
  };
}

async function rejudgeIfChanged(deps: RejudgeDeps, stopped: () => boolean) {
  const stored = await deps.state.get("injection_detector");
  if (stored === detectorFingerprint) return;
  if ((await deps.chunks.countChunks()) === 0) {
    await deps.state.set("injection_detector", detectorFingerprint);
    return;
  }
  await rejudgeAll(deps, stored, stopped);
}

async function rejudgeAll(deps: RejudgeDeps, stored: string | null, stopped: () => boolean) {
  const waiting = (await deps.documents.listDocuments()).map((document) => document.id);
  deps.logger.info("re-judging stored passages: the injection detector changed", {
    from: stored,
    to: detectorFingerprint,
    documents: waiting.length,
  });
  const started = performance.now();
  const totals = { documents: 0, passages: 0, changed: 0 };
  for (const id of waiting) {
    await nextTurn();
    if (stopped()) return;
    // Read again: the document may have been deleted since start-up.
    const document = await deps.documents.getDocument(id);
    if (!document) continue;
    const result = await rejudgeDocument(deps, document, stopped);
    if (!result) return;
    totals.documents++;
    totals.passages += result.passages;
    totals.changed += result.changed;
  }
  if (stopped()) return;
  await deps.state.set("injection_detector", detectorFingerprint);
  deps.logger.info("stored passages re-judged by the current injection detector", {
    ...totals,
    ms: Math.round(performance.now() - started),
    fingerprint: detectorFingerprint,
  });
}

/** One document's passages, scanned a few per turn and written in one transaction; null if stopped. */
async function rejudgeDocument(deps: RejudgeDeps, document: DocumentRow, stopped: () => boolean) {
  const passages = (await deps.chunks.chunksOf(document.id)).map(({ id, text }) => ({ id, text }));
  if (passages.length === 0) return { passages: 0, changed: 0 };
  const hidden = await hiddenTextsOf(deps, document);
  // The scan gives the event loop a turn every few milliseconds (injection-scan.ts).
  const { flags } = await scanForInjection(
    passages.map((passage) => passage.text),
    hidden,
  );
  if (stopped()) return null;
  // The embedder works in its own thread, at background priority: questions go first (and while the semantic
  // layer judges no document passage, semantic-scan.ts, this returns at once).
  const semantic = await semanticScan(
    passages.map((passage) => passage.text),
    hidden,
    deps.embedder,
  );
  if (stopped()) return null;
  const changed = await deps.chunks.setInjectionFlags(
    passages.map((passage, index) => ({ ...passage, flagged: (flags[index] ?? false) || (semantic.flags[index] ?? false) })),
  );
  return { passages: passages.length, changed };
}

/** The original file's alt text and comments; none when the file is gone (its passages are still judged). */
async function hiddenTextsOf(deps: RejudgeDeps, document: DocumentRow): Promise<string[]> {
  const type = document.type as DocumentType;
  if (!mayHideText(type)) return [];
  try {
    const bytes = await fs.promises.readFile(path.join(deps.uploadsDir, document.stored_name));
    return await readHiddenTexts(bytes, type);
  } catch (error) {
    deps.logger.warn("could not read a document's original file to re-judge its hidden text", { doc_id: document.id, error });
    return [];
  }
}
