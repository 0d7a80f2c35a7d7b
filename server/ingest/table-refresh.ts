/**
 * Stored typed tables are built again after start-up when the builder that made them changed: a
 * library read by an earlier Docent would otherwise keep that builder's tables (a report's notes read
 * as records, two periods summed together, a PDF's table drawn without rules left as loose text)
 * until each file was uploaded again. Two revisions, kept in store_state: the sheet extractor's
 * (ingest/tables/extract.ts `tablesRevision`) re-reads spreadsheets and CSV files, the document
 * table builder's (`documentTablesRevision`) re-reads PDFs and Word files, so a change to one does
 * not cost the other's files (re-reading every PDF is the dear part: pages of text layer each).
 * A PDF longer than the table finder reads is never re-read: it has no tables to rebuild.
 * In the background, one document at a time through the same bounded parser as ingestion; only the
 * tables are replaced, never passages. A revision is written once every document of its kind is
 * done, so a stop part-way resumes at the next start.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import path from "node:path";
import type { Logger } from "../core/logger";
import type { DocumentRow, DocumentStore } from "../stores/documents";
import type { StoreState, StoreStateKey } from "../stores/store-state";
import type { TableStore } from "../stores/tables";
import { parseFile } from "./parse";
import { documentTablesRevision, tablesRevision } from "./tables/extract";
import { maxTablePages } from "./tables/pdf-tables";
import type { IngestLimits } from "./types";

const sheetTypes = new Set(["xlsx", "xls", "ods", "csv"]);

interface TableBuilder {
  key: StoreStateKey;
  revision: string;
  /** The stored documents whose tables this builder made (and could make). */
  builds: (document: Pick<DocumentRow, "type" | "pages">) => boolean;
}

const tableBuilders: TableBuilder[] = [
  { key: "tables_revision", revision: tablesRevision, builds: (document) => sheetTypes.has(document.type) },
  {
    key: "document_tables_revision",
    revision: documentTablesRevision,
    builds: (document) => document.type === "docx" || (document.type === "pdf" && (document.pages ?? 0) <= maxTablePages),
  },
];

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
  const done = (async () => {
    for (const builder of tableBuilders) await refreshIfChanged(deps, builder, abort.signal);
  })().catch((error: unknown) => {
    if (!abort.signal.aborted) deps.logger.warn("could not rebuild stored tables; will retry at next start", { error });
  });
  return { stop: () => abort.abort(), done };
}

async function refreshIfChanged(deps: RefreshDeps, builder: TableBuilder, signal: AbortSignal): Promise<void> {
  if ((await deps.state.get(builder.key)) === builder.revision) return;
  const waiting = (await deps.documents.listDocuments()).filter((document) => document.status === "ready" && builder.builds(document));
  let rebuilt = 0;
  for (const listed of waiting) {
    await nextTurn();
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
      deps.logger.warn("could not read a stored document again; its tables are kept", {
        doc_id: document.id,
        reason: parsed.failure.message,
      });
      continue;
    }
    await deps.tables.replaceTables(document.id, parsed.document.tables ?? []);
    rebuilt++;
  }
  if (signal.aborted) return;
  await deps.state.set(builder.key, builder.revision);
  if (rebuilt > 0)
    deps.logger.info("stored tables rebuilt by the current table builder", {
      documents: rebuilt,
      kind: builder.key,
      revision: builder.revision,
    });
}
