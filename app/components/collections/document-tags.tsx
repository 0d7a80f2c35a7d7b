/** A document's tags, and changing them or its collection, inside the document list. */
import { useState } from "react";
import type { DocumentSummary } from "~/lib/load-context";
import { useCollectionsContext } from "./collections-context";

const linkClass = "text-xs font-medium text-blue-700 hover:underline focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

export function DocumentTags(props: { document: DocumentSummary }) {
  const collections = useCollectionsContext();
  const [editing, setEditing] = useState(false);
  const { document } = props;
  const tags = document.tags ?? [];
  const [text, setText] = useState(tags.join(", "));
  if (!collections) return null;
  const others = collections.collections.filter((collection) => collection.id !== (document.collection_id ?? collections.currentId));
  const done = () => collections.onDocumentsChanged();
  return (
    <div className="mt-1 flex flex-wrap items-center gap-1" data-testid="document-tags">
      {tags.map((tag) => (
        <span key={tag} className="rounded-full bg-slate-100 px-1.5 py-px text-xs text-slate-700" data-testid="document-tag">
          {tag}
        </span>
      ))}
      {editing ? (
        <form
          className="flex w-full gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            const list = text
              .split(",")
              .map((tag) => tag.trim())
              .filter(Boolean);
            void collections.retagDocument(document.id, list).then((changed) => {
              if (changed) {
                setEditing(false);
                done();
              }
            });
          }}
        >
          <input
            aria-label={`Tags of ${document.filename}, separated by commas`}
            value={text}
            autoFocus
            onChange={(event) => setText(event.target.value)}
            className="min-w-0 flex-1 rounded border border-slate-300 px-1.5 py-0.5 text-xs"
          />
          <button type="submit" className={linkClass}>
            Save
          </button>
        </form>
      ) : (
        <button type="button" className={linkClass} onClick={() => setEditing(true)}>
          {tags.length > 0 ? "Edit tags" : "Add tags"}
        </button>
      )}
      {others.length > 0 && (
        <select
          aria-label={`Move ${document.filename} to another collection`}
          value=""
          onChange={(event) => event.target.value && void collections.moveDocument(document.id, event.target.value).then(done)}
          className="rounded border border-slate-300 bg-white px-1 py-0.5 text-xs text-slate-700"
        >
          <option value="">Move to…</option>
          {others.map((collection) => (
            <option key={collection.id} value={collection.id}>
              {collection.name}
            </option>
          ))}
        </select>
      )}
    </div>
  );
}
