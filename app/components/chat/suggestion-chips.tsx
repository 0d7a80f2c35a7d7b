/** The follow-up questions after an answer; choosing one asks it straight away. */
export function SuggestionChips(props: { suggestions: string[]; disabled: boolean; onAsk: (question: string) => void }) {
  if (props.suggestions.length === 0) return null;
  return (
    <section aria-label="Suggested follow-up questions" className="mt-4">
      <h3 className="sr-only">Suggested questions</h3>
      <ul className="flex flex-wrap gap-2" data-testid="suggestions">
        {props.suggestions.map((suggestion) => (
          <li key={suggestion}>
            <button
              type="button"
              disabled={props.disabled}
              onClick={() => props.onAsk(suggestion)}
              data-testid="suggestion-chip"
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-left text-sm text-slate-700 shadow-sm hover:border-blue-400 hover:bg-blue-50 hover:text-blue-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {suggestion}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
