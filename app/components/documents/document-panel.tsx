/**
 * Where documents come in: a drop zone that is also a file picker (many files at once), the list
 * with live status, and the choice of which documents a question may use.
 */
import type { DocumentSummary } from "~/lib/load-context";
import { DocumentDropZone } from "./document-drop-zone";
import { DocumentList } from "./document-list";
import { UploadProblems } from "./upload-problems";
import type { UploadProblem } from "./use-documents";

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

      <DocumentDropZone uploading={props.uploading} onUpload={props.onUpload} />
      <UploadProblems problems={props.problems} onDismiss={props.onDismissProblem} />
      {props.listError && (
        <p role="alert" className="text-xs text-red-800">
          {props.listError}
        </p>
      )}
      <DocumentList
        documents={props.documents}
        readyCount={readyCount}
        selectedIds={props.selectedIds}
        onSelectionChange={props.onSelectionChange}
        onDelete={props.onDelete}
      />
    </section>
  );
}
