/**
 * Which library collection the page works in: a picker (switching starts a new chat there), and
 * making, renaming or deleting one (its documents moved to "My documents" or deleted).
 */
import { useState } from "react";
import { defaultCollectionId } from "~/lib/collections";
import type { Collections } from "./use-collections";

const buttonClass =
  "rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600";

function NameForm(props: { label: string; initial: string; submit: string; onSubmit: (name: string) => void; onCancel: () => void }) {
  const [name, setName] = useState(props.initial);
  return (
    <form
      className="flex gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) props.onSubmit(name.trim());
      }}
    >
      <input
        aria-label={props.label}
        value={name}
        maxLength={80}
        autoFocus
        onChange={(event) => setName(event.target.value)}
        className="min-w-0 flex-1 rounded-md border border-slate-300 px-2 py-1 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      />
      <button type="submit" className={buttonClass}>
        {props.submit}
      </button>
      <button type="button" className={buttonClass} onClick={props.onCancel}>
        Cancel
      </button>
    </form>
  );
}

function DeleteChoice(props: { name: string; onChoose: (documents: "move" | "delete" | null) => void }) {
  return (
    <div role="group" aria-label={`Delete ${props.name}`} className="rounded-md border border-red-200 bg-red-50 p-2 text-xs text-red-900">
      <p>Delete “{props.name}”? Its documents can go to “My documents” or be deleted with it.</p>
      <div className="mt-1 flex flex-wrap gap-1">
        <button type="button" className={buttonClass} onClick={() => props.onChoose("move")}>
          Move documents, then delete
        </button>
        <button type="button" className={`${buttonClass} text-red-800`} onClick={() => props.onChoose("delete")}>
          Delete documents too
        </button>
        <button type="button" className={buttonClass} onClick={() => props.onChoose(null)}>
          Keep it
        </button>
      </div>
    </div>
  );
}

export function CollectionSwitcher(props: { collections: Collections; onSwitched: () => void }) {
  const { collections } = props;
  const [editing, setEditing] = useState<"new" | "rename" | "delete" | null>(null);
  const current = collections.current;
  return (
    <section aria-label="Collections" className="flex flex-col gap-2" data-testid="collection-switcher">
      <label id="collection-heading" htmlFor="collection-picker" className="text-sm font-semibold text-slate-800">
        Collection
      </label>
      <select
        id="collection-picker"
        value={collections.currentId}
        onChange={(event) => {
          collections.choose(event.target.value);
          props.onSwitched();
        }}
        className="rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
      >
        {collections.collections.map((collection) => (
          <option key={collection.id} value={collection.id}>
            {collection.name} ({collection.document_count})
          </option>
        ))}
      </select>
      {editing === null && (
        <div className="flex flex-wrap gap-1">
          <button type="button" className={buttonClass} onClick={() => setEditing("new")}>
            New collection
          </button>
          <button type="button" className={buttonClass} onClick={() => setEditing("rename")} disabled={!current}>
            Rename
          </button>
          {collections.currentId !== defaultCollectionId && (
            <button type="button" className={buttonClass} onClick={() => setEditing("delete")}>
              Delete
            </button>
          )}
        </div>
      )}
      {editing === "new" && (
        <NameForm
          label="New collection name"
          initial=""
          submit="Create"
          onCancel={() => setEditing(null)}
          onSubmit={(name) =>
            void collections.create(name).then((created) => {
              if (created) {
                setEditing(null);
                props.onSwitched();
              }
            })
          }
        />
      )}
      {editing === "rename" && current && (
        <NameForm
          label="Collection name"
          initial={current.name}
          submit="Save"
          onCancel={() => setEditing(null)}
          onSubmit={(name) => void collections.rename(current.id, name).then((done) => done && setEditing(null))}
        />
      )}
      {editing === "delete" && current && (
        <DeleteChoice
          name={current.name}
          onChoose={(documents) => {
            setEditing(null);
            if (documents) void collections.remove(current.id, documents).then(() => props.onSwitched());
          }}
        />
      )}
      {collections.error && (
        <p role="alert" className="text-xs text-red-800">
          {collections.error}
        </p>
      )}
    </section>
  );
}
