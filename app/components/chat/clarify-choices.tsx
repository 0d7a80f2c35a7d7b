/** A clarifying question's choices (docs/architecture.md, "Conversation"): each button sends its message. */
import type { Clarify } from "~/lib/response";

export function ClarifyChoices(props: { clarify: Clarify; disabled: boolean; onAsk: (message: string) => void }) {
  return (
    <section aria-label="Choose what you meant" className="mt-3">
      <ul className="flex flex-wrap gap-2" data-testid="clarify-options">
        {props.clarify.options.map((option) => (
          <li key={option.label}>
            <button
              type="button"
              disabled={props.disabled}
              onClick={() => props.onAsk(option.message)}
              data-testid="clarify-option"
              title={option.message}
              className="rounded-md border border-blue-300 bg-blue-50 px-3 py-1 text-left text-sm text-blue-900 hover:bg-blue-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {option.label}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
