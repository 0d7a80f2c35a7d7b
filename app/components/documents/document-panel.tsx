/**
 * Where documents come in: a drop zone that is also a file picker (many files at once), the list
 * with live status, and the choice of which documents a question may use.
 */
import { useId, useRef, useState } from "react";
import type { DocumentSummary } from "~/lib/load-context";
import { DocumentItem } from "./document-item";
import type { UploadProblem } from "./use-documents";

const acceptedTypes = ".pdf,.docx,.xlsx,.xls,.csv,.ods,.txt,.md";

export function DocumentPanel(props: {
  documents: DocumentSummary[];
  uploading: number;
  problems: UploadProblem[];
  listError: string | null;
  selectedIds: Set<string>;
  onSelectionChange: (ids: Set<string>) => void;
  onUpload: (files: File[]) => void;
  onDelete: (document: DocumentSummary) => void;
  onDismissProblem: (index: number) => void;
}) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const readyCount = props.documents.filter((document) => document.status === "ready").length;

  return (
    <section aria-labelledby="documents-heading" className="flex flex-col gap-3">
      <div className="flex items-baseline justify-between">
        <h2 id="documents-heading" className="text-sm font-semibold text-slate-800">
          Documents
        </h2>
        <span className="text-xs text-slate-500">
          {readyCount} of {props.documents.length} ready
        </span>
      </div>

      <div
        data-testid="dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = "copy";
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          props.onUpload(Array.from(event.dataTransfer.files));
        }}
        className={`rounded-lg border-2 border-dashed px-3 py-4 text-center transition-colors ${
          dragging ? "border-blue-500 bg-blue-50" : "border-slate-300 bg-white"
        }`}
      >
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept={acceptedTypes}
          data-testid="file-input"
          className="peer sr-only"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Reset so choosing the same file again still fires a change.
            event.target.value = "";
            props.onUpload(files);
          }}
        />
        <label
          htmlFor={inputId}
          className="inline-block cursor-pointer rounded-md bg-slate-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 peer-focus-visible:ring-2 peer-focus-visible:ring-blue-600 peer-focus-visible:ring-offset-2"
        >
          Add documents
        </label>
        <p className="mt-2 text-xs text-slate-500">or drop files here · PDF, Word, Excel, CSV, ODS, text, Markdown</p>
        {props.uploading > 0 && (
          <p role="status" className="mt-2 text-xs text-blue-800">
            Uploading {props.uploading} file{props.uploading === 1 ? "" : "s"}…
          </p>
        )}
      </div>

      {props.problems.length > 0 && (
        <ul className="space-y-1" aria-label="Upload messages">
          {props.problems.map((problem, index) => (
            <li key={`${problem.filename}-${index}`} role="alert" className="flex items-start gap-2 rounded-md border border-amber-200 bg-amber-50 px-2.5 py-1.5 text-xs text-amber-900">
              <span className="min-w-0 flex-1">
                <strong className="font-medium">{problem.filename}:</strong> {problem.message}
              </span>
              <button
                type="button"
                aria-label={`Dismiss the message about ${problem.filename}`}
                onClick={() => props.onDismissProblem(index)}
                className="shrink-0 rounded px-1 hover:bg-amber-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {props.listError && (
        <p role="alert" className="text-xs text-red-800">
          {props.listError}
        </p>
      )}

      {props.documents.length === 0 ? (
        <p className="text-xs text-slate-500">No documents yet. Add a few to start asking questions about them.</p>
      ) : (
        <>
          {readyCount > 1 && (
            <p className="text-xs text-slate-500" id="document-filter-help">
              {props.selectedIds.size === 0 ? "Questions use all ready documents. Tick some to ask about those only." : `Questions use ${props.selectedIds.size} selected document${props.selectedIds.size === 1 ? "" : "s"}. `}
              {props.selectedIds.size > 0 && (
                <button
                  type="button"
                  onClick={() => props.onSelectionChange(new Set())}
                  className="rounded text-blue-700 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
                >
                  Use all
                </button>
              )}
            </p>
          )}
          <ul className="space-y-2" aria-label="Your documents" data-testid="document-list">
            {props.documents.map((document) => (
              <DocumentItem
                key={document.id}
                document={document}
                selectable={readyCount > 1 && document.status === "ready"}
                selected={props.selectedIds.has(document.id)}
                onSelectedChange={(selected) => {
                  const next = new Set(props.selectedIds);
                  if (selected) next.add(document.id);
                  else next.delete(document.id);
                  props.onSelectionChange(next);
                }}
                onDelete={() => props.onDelete(document)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
