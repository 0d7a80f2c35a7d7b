/**
 * Stored spreadsheets' typed tables are built again after start-up when the table extractor
 * changed (ingest/tables/extract.ts `tablesRevision`, kept in store_state): a library read by an
 * earlier Docent would otherwise keep that extractor's tables (a report's notes read as records, two
 * periods summed together) until each file was uploaded again. In the background, one document at a
 * time through the same bounded parser as ingestion; only the tables are replaced, never passages.
 * Spreadsheets and CSV files only: what the extractor changes is theirs, and re-reading every PDF
 * would cost minutes of CPU on a large library. The revision is written once every document is
 * done, so a stop part-way resumes at the next start.
 */
import path from "node:path";
import type { Logger } from "../core/logger";
import type { DocumentStore } from "../stores/documents";
import type { StoreState } from "../stores/store-state";
import type { TableStore } from "../stores/tables";
import { parseFile } from "./parse";
import { tablesRevision } from "./tables/extract";
import type { IngestLimits } from "./types";

const sheetTypes = new Set(["xlsx", "xls", "ods", "csv"]);

interface RefreshDeps {
  documents: DocumentStore;
  tables: TableStore;
  state: StoreState;
  uploadsDir: string;
  limits: IngestLimits;
  logger: Logger;
}

export function startTableRefresh(deps: RefreshDeps): { stop: () => void; done: Promise<void> } {
  const abort = new AbortController();
  const done = refreshIfChanged(deps, abort.signal).catch((error: unknown) => {
    if (!abort.signal.aborted) deps.logger.warn("could not rebuild stored tables; will retry at next start", { error });
  });
  return { stop: () => abort.abort(), done };
}

async function refreshIfChanged(deps: RefreshDeps, signal: AbortSignal): Promise<void> {
  if ((await deps.state.get("tables_revision")) === tablesRevision) return;
  const waiting = (await deps.documents.listDocuments()).filter((document) => document.status === "ready" && sheetTypes.has(document.type));
  let rebuilt = 0;
  for (const listed of waiting) {
    await new Promise((resolve) => setImmediate(resolve));
    if (signal.aborted) return;
    // Read again: the document may have been deleted or read again since start-up.
    const document = await deps.documents.getDocument(listed.id);
    if (document?.status !== "ready" || document.updated_at !== listed.updated_at) continue;
    const parsed = await parseFile({
      path: path.join(deps.uploadsDir, document.stored_name),
      filename: document.filename,
      limits: deps.limits,
      signal,
      logger: deps.logger,
    });
    if (!parsed.ok) {
      deps.logger.warn("could not read a stored spreadsheet again; its tables are kept", {
        doc_id: document.id,
        reason: parsed.failure.message,
      });
      continue;
    }
    await deps.tables.replaceTables(document.id, parsed.document.tables ?? []);
    rebuilt++;
  }
  await deps.state.set("tables_revision", tablesRevision);
  if (rebuilt > 0)
    deps.logger.info("stored tables rebuilt by the current table extractor", { documents: rebuilt, revision: tablesRevision });
}
