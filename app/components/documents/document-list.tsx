/**
 * The documents with their live status and, once more than one is ready, the choice of which ones
 * a question may use (none ticked: all of them).
 */
import type { DocumentSummary } from "~/lib/load-context";
import { DocumentItem } from "./document-item";

function SelectionHelp(props: { selectedCount: number; onUseAll: () => void }) {
  const { selectedCount } = props;
  return (
    <p className="text-xs text-slate-500" id="document-filter-help">
      {selectedCount === 0
        ? "Questions use all ready documents. Tick some to ask about those only."
        : `Questions use ${selectedCount} selected document${selectedCount === 1 ? "" : "s"}. `}
      {selectedCount > 0 && (
        <button
          type="button"
          onClick={props.onUseAll}
          className="rounded text-blue-700 underline underline-offset-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          Use all
        </button>
      )}
    </p>
  );
}

export function DocumentList(props: {
  documents: DocumentSummary[];
  readyCount: number;
  selectedIds: Set<string>;
  onSelectionChange: (ids: Set<string>) => void;
  onDelete: (document: DocumentSummary) => void;
}) {
  if (props.documents.length === 0) {
    return <p className="text-xs text-slate-500">No documents yet. Add a few to start asking questions about them.</p>;
  }
  const choosing = props.readyCount > 1;
  const busyWith = props.documents.find((document) => document.status === "parsing" || document.status === "indexing")?.filename ?? null;
  const setSelected = (document: DocumentSummary, selected: boolean) => {
    const next = new Set(props.selectedIds);
    if (selected) next.add(document.id);
    else next.delete(document.id);
    props.onSelectionChange(next);
  };
  return (
    <>
      {choosing && <SelectionHelp selectedCount={props.selectedIds.size} onUseAll={() => props.onSelectionChange(new Set())} />}
      <ul className="space-y-2" aria-label="Your documents" data-testid="document-list">
        {props.documents.map((document) => (
          <DocumentItem
            key={document.id}
            document={document}
            busyWith={busyWith}
            selectable={choosing && document.status === "ready"}
            selected={props.selectedIds.has(document.id)}
            onSelectedChange={(selected) => setSelected(document, selected)}
            onDelete={() => props.onDelete(document)}
          />
        ))}
      </ul>
    </>
  );
}
