import { useEffect, useState } from "react";

const defaultStarters = ["What are these documents about?", "Summarise the main points."];

/**
 * Starter questions built from the ready documents (or the selected ones, which a chip's question
 * will be limited to) and checked by asking them (GET /api/chat/starters); the two general ones
 * until they arrive, or if the call fails.
 */
function useStarterQuestions(readyCount: number, chosenIds: string[], collectionId?: string): string[] {
  const [questions, setQuestions] = useState(defaultStarters);
  const chosen = chosenIds.join(",");
  useEffect(() => {
    if (readyCount === 0) return;
    // Chips made for another choice of documents may not be answerable within this one.
    setQuestions(defaultStarters);
    const controller = new AbortController();
    // From the current collection's documents (docs/architecture.md, "Collections and tags").
    const query = new URLSearchParams({
      ...(chosen ? { document_ids: chosen } : {}),
      ...(collectionId ? { collection_id: collectionId } : {}),
    });
    const search = query.size > 0 ? `?${query}` : "";
    fetch(`/api/chat/starters${search}`, { signal: controller.signal, headers: { Accept: "application/json" } })
      .then(async (response) => (response.ok ? ((await response.json()) as { questions?: unknown }) : null))
      .then((body) => {
        const list = Array.isArray(body?.questions) ? body.questions.filter((entry): entry is string => typeof entry === "string") : [];
        setQuestions(list.length > 0 ? list : defaultStarters);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [readyCount, chosen, collectionId]);
  return questions;
}

/** What a newcomer sees before the first question: the next step, in order. */
export function EmptyState(props: {
  documentCount: number;
  readyCount: number;
  /** The ready documents ticked in the panel; empty: all of them. */
  chosenIds: string[];
  /** The library collection the starters come from (absent: the default one). */
  collectionId?: string;
  onAsk: (question: string) => void;
}) {
  const starters = useStarterQuestions(props.readyCount, props.chosenIds, props.collectionId);
  if (props.documentCount === 0) {
    return (
      <div className="mx-auto max-w-lg py-10 text-center" data-testid="empty-state">
        <h2 className="text-lg font-semibold text-slate-800">Start by adding your documents</h2>
        <ol className="mt-4 space-y-2 text-left text-sm text-slate-600">
          <li>
            <strong className="font-medium text-slate-800">1. Add documents</strong> with “Add documents” in the Documents panel, or drop
            files on it: PDF, Word, Excel, CSV, OpenDocument, text or Markdown.
          </li>
          <li>
            <strong className="font-medium text-slate-800">2. Wait until they show “Ready”.</strong> Large files take a little longer.
          </li>
          <li>
            <strong className="font-medium text-slate-800">3. Ask a question</strong> in the box below. Each answer lists the passages it
            used, with file and page, and how confident Docent is.
          </li>
        </ol>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-lg py-10 text-center" data-testid="empty-state">
      <h2 className="text-lg font-semibold text-slate-800">Ask about your documents</h2>
      <p className="mt-2 text-sm text-slate-600">
        {props.readyCount === 0
          ? "Your documents are still being read. You can type your question now and send it once one shows “Ready”."
          : `${props.readyCount} document${props.readyCount === 1 ? " is" : "s are"} ready. Ask in your own words; answers cite the passages they come from.`}
      </p>
      {props.readyCount > 0 && (
        <div className="mt-4 flex flex-wrap justify-center gap-2">
          {starters.map((question) => (
            <button
              key={question}
              type="button"
              onClick={() => props.onAsk(question)}
              className="rounded-full border border-slate-300 bg-white px-3 py-1 text-sm text-slate-700 hover:border-blue-400 hover:bg-blue-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
            >
              {question}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
