/** One document in the panel: name, status in words, progress while it is being read, its error, delete. */
import { formatBytes, formatPercent } from "~/lib/format";
import type { DocumentSummary } from "~/lib/load-context";
import { describeProgress } from "~/lib/progress-words";
import { DeleteButton } from "~/components/ui/delete-button";
import { ProgressBar } from "~/components/ui/progress-bar";
import { DocumentTags } from "~/components/collections/document-tags";

const statusWords: Record<DocumentSummary["status"], string> = {
  queued: "Waiting",
  parsing: "Reading",
  indexing: "Indexing",
  ready: "Ready",
  failed: "Failed",
};

const statusTones: Record<DocumentSummary["status"], string> = {
  queued: "bg-slate-100 text-slate-700",
  parsing: "bg-blue-50 text-blue-800",
  indexing: "bg-blue-50 text-blue-800",
  ready: "bg-emerald-50 text-emerald-800",
  failed: "bg-red-50 text-red-800",
};

function describeSize(document: DocumentSummary) {
  const parts = [formatBytes(document.size)];
  if (document.pages) parts.push(`${document.pages} page${document.pages === 1 ? "" : "s"}`);
  if (document.sheets) parts.push(`${document.sheets} sheet${document.sheets === 1 ? "" : "s"}`);
  return parts.join(" · ");
}

/** Passages of the document that carry instructions to an assistant (docs/architecture.md, "Defences"). */
function InjectionNote({ passages }: { passages: number }) {
  if (passages <= 0) return null;
  return (
    <p
      className="mt-1 text-xs font-medium text-amber-800"
      data-testid="document-injection-flag"
      title="Text in this document is written to steer an AI assistant. Docent treats it as plain text and does not follow it."
    >
      ⚠ Holds instructions aimed at an assistant ({passages} passage{passages === 1 ? "" : "s"}); Docent does not follow them.
    </p>
  );
}

export function DocumentItem(props: {
  document: DocumentSummary;
  /** The document being read now, which a queued one waits for. */
  busyWith: string | null;
  selectable: boolean;
  selected: boolean;
  onSelectedChange: (selected: boolean) => void;
  onDelete: () => void;
}) {
  const { document } = props;
  const busy = document.status === "queued" || document.status === "parsing" || document.status === "indexing";
  const vectorsFilling = document.status === "ready" && document.chunk_count > 0 && document.vector_progress < 1;
  const checkboxId = `use-document-${document.id}`;
  const progressWords = describeProgress(document, props.busyWith);
  return (
    <li
      data-testid="document"
      data-status={document.status}
      data-filename={document.filename}
      className="rounded-lg border border-slate-200 bg-white px-3 py-2"
    >
      <div className="flex items-start gap-2">
        {props.selectable && (
          <input
            id={checkboxId}
            type="checkbox"
            checked={props.selected}
            onChange={(event) => props.onSelectedChange(event.target.checked)}
            className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-blue-600 focus:ring-2 focus:ring-blue-500"
            aria-label={`Ask only about selected documents: include ${document.filename}`}
          />
        )}
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-800" title={document.filename}>
            {document.filename}
          </p>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-slate-500">
            <span className={`rounded px-1.5 py-px font-medium ${statusTones[document.status]}`} data-testid="document-status">
              {statusWords[document.status]}
              {busy && document.progress > 0 ? ` ${formatPercent(document.progress)}` : ""}
            </span>
            <span>{describeSize(document)}</span>
          </p>
          {document.status === "ready" && <InjectionNote passages={document.flagged_chunks ?? 0} />}
          {document.status === "ready" && document.description && (
            <p className="mt-1 line-clamp-2 text-xs text-slate-600" data-testid="document-description" title={document.description}>
              {document.description}
            </p>
          )}
          <DocumentTags document={document} />
        </div>
        <DeleteButton itemLabel={document.filename} onConfirm={props.onDelete} className="shrink-0" />
      </div>
      {busy && (
        <div className="mt-2">
          <ProgressBar value={document.progress} label={`${document.filename}: ${statusWords[document.status].toLowerCase()}`} />
          {progressWords && (
            <p className="mt-1 text-xs text-slate-500" data-testid="document-progress" aria-live="polite">
              {progressWords}
            </p>
          )}
        </div>
      )}
      {vectorsFilling && (
        <div className="mt-2">
          <ProgressBar value={document.vector_progress} tone="violet" label={`${document.filename}: semantic index`} />
          <p className="mt-1 text-xs text-slate-500" data-testid="document-progress">
            {progressWords} ({formatPercent(document.vector_progress)})
          </p>
        </div>
      )}
      {document.status === "failed" && (
        <p role="alert" className="mt-1.5 text-xs text-red-800" data-testid="document-error">
          {document.error ?? "This document could not be read."}
        </p>
      )}
    </li>
  );
}
