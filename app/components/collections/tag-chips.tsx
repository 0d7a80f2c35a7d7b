/**
 * The current collection's name above the question box ("a chat searches this collection") and
 * its tags as chips: pressing chips narrows the next questions to documents holding any of them.
 */
import type { Collections } from "./use-collections";

export function ChatScope(props: { collections: Collections }) {
  const { collections } = props;
  const available = collections.current?.tags ?? [];
  return (
    <div className="mb-2 flex flex-wrap items-center gap-1.5 text-xs text-slate-600" data-testid="chat-scope">
      <span>
        Searching{" "}
        <strong className="font-semibold text-slate-800" data-testid="chat-collection">
          {collections.current?.name ?? "My documents"}
        </strong>
        {collections.tags.length > 0 ? ", only documents tagged:" : available.length > 0 ? " · narrow by tag:" : ""}
      </span>
      {available.map((tag) => {
        const on = collections.tags.includes(tag);
        return (
          <button
            key={tag}
            type="button"
            aria-pressed={on}
            data-testid="tag-chip"
            onClick={() => collections.toggleTag(tag)}
            className={`rounded-full border px-2 py-0.5 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 ${
              on ? "border-blue-600 bg-blue-600 text-white" : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
            }`}
          >
            {tag}
          </button>
        );
      })}
    </div>
  );
}
