/**
 * The numbered document sources of one answer. Each entry says where the passage is (file, page
 * or sheet and rows) and how similar it was; opening one shows the passage around the cited
 * sentence, highlighted, and a link that opens the original there (a PDF at its page, other
 * formats in Docent's viewer at the passage or rows). A deleted document's citation says so.
 */
import type { Citation } from "~/lib/response";
import { citationHref, isPdfCitation } from "~/lib/document-links";
import { formatScore } from "~/lib/format";
import { HighlightedText } from "~/components/ui/highlighted-text";
import { useDocumentDeleted } from "./known-documents";

export function citationLocation(citation: Citation): string {
  const parts: string[] = [];
  if (citation.page != null) parts.push(`page ${citation.page}`);
  if (citation.sheet) parts.push(`sheet ${citation.sheet}${citation.rows ? `, rows ${citation.rows}` : ""}`);
  // A CSV has no sheet name: its rows still say where the answer came from.
  else if (citation.rows) parts.push(`rows ${citation.rows}`);
  if (citation.heading) parts.push(`“${citation.heading}”`);
  return parts.join(" · ");
}

/**
 * A passage's similarity score; a table answer's rows have none (they were computed over, not
 * searched), and a passage found by its words alone has none until its vector is written.
 */
export function scoreLabel(citation: Citation): string {
  if (citation.score != null) return `score ${formatScore(citation.score)}`;
  return citation.computed ? "the rows the answer was computed from" : "keyword match (no similarity score yet)";
}

function openLabel(citation: Citation) {
  if (isPdfCitation(citation)) return citation.page != null ? ` at page ${citation.page}` : "";
  if (citation.sheet || citation.rows) return citation.rows ? ` at rows ${citation.rows}` : " at the cited rows";
  return " at this passage";
}

/** The passage with the cited sentence marked, and where to read it in the original. */
function CitationPassage(props: { citation: Citation; panelId: string }) {
  const { citation } = props;
  const deleted = useDocumentDeleted(citation.doc_id);
  return (
    <div id={props.panelId} className="border-t border-slate-200 px-3 py-2" data-testid="citation-passage">
      {citation.injection_flagged && (
        <p className="mb-2 text-xs text-red-800">
          This passage contains instructions aimed at an AI assistant. Docent did not follow them and used the passage only as quoted text;
          read it with care.
        </p>
      )}
      <blockquote className="whitespace-pre-wrap border-l-2 border-slate-300 pl-3 text-slate-700">
        <HighlightedText text={citation.snippet} quote={citation.quote} />
      </blockquote>
      {deleted ? (
        <p className="mt-2 text-sm text-slate-600" data-testid="citation-deleted">
          This document was deleted, so it can no longer be opened. The passage above is what the answer used.
        </p>
      ) : (
        <a
          href={citationHref(citation)}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="citation-open-original"
          className="mt-2 inline-block text-sm font-medium text-blue-700 underline underline-offset-2 hover:text-blue-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
        >
          Open {citation.filename}
          {openLabel(citation)}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      )}
    </div>
  );
}

function DeletedTag(props: { docId: string }) {
  if (!useDocumentDeleted(props.docId)) return null;
  return (
    <span className="shrink-0 rounded border border-slate-300 bg-slate-50 px-1.5 text-xs text-slate-600" data-testid="citation-deleted-tag">
      Deleted
    </span>
  );
}

export function CitationList(props: {
  messageKey: string;
  citations: Citation[];
  openSource: number | null;
  onToggle: (source: number) => void;
}) {
  if (props.citations.length === 0) return null;
  return (
    <section aria-label="Sources from your documents" className="mt-4">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">Sources</h3>
      <ol className="mt-2 space-y-1.5" data-testid="citation-list">
        {props.citations.map((citation) => {
          const open = props.openSource === citation.source;
          const location = citationLocation(citation);
          const panelId = `citation-${props.messageKey}-${citation.source}-passage`;
          return (
            <li
              key={citation.source}
              id={`citation-${props.messageKey}-${citation.source}`}
              data-testid="citation"
              data-source={citation.source}
              className={`rounded-md border text-sm ${open ? "border-blue-300 bg-blue-50/50" : "border-slate-200 bg-white"}`}
            >
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => props.onToggle(citation.source)}
                className="flex w-full items-start gap-2 rounded-md px-2.5 py-1.5 text-left hover:bg-slate-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-blue-600"
              >
                <span className="mt-px shrink-0 rounded bg-slate-100 px-1.5 text-xs font-semibold tabular-nums text-slate-700">
                  {citation.source}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-slate-800" data-testid="citation-filename">
                    {citation.filename}
                  </span>
                  <span className="block text-xs text-slate-500">
                    {location && <span data-testid="citation-location">{location} · </span>}
                    {scoreLabel(citation)}
                  </span>
                </span>
                {citation.injection_flagged && (
                  <span
                    className="shrink-0 rounded border border-red-300 bg-red-50 px-1.5 text-xs font-medium text-red-800"
                    title="This passage contains instructions aimed at an AI assistant; Docent did not follow them."
                    data-testid="injection-flag"
                  >
                    ⚠ Suspicious text
                  </span>
                )}
                <DeletedTag docId={citation.doc_id} />
                <span aria-hidden="true" className="shrink-0 text-slate-400">
                  {open ? "▾" : "▸"}
                </span>
              </button>
              {open && <CitationPassage citation={citation} panelId={panelId} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
