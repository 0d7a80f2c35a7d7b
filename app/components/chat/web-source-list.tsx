/** Sources found on the web (Perplexity fallback), listed apart from the user's documents. */
import type { WebCitation } from "~/lib/response";
import { safeUrl } from "~/lib/safe-url";

export function WebSourceList(props: { citations: WebCitation[] }) {
  if (props.citations.length === 0) return null;
  return (
    <section aria-label="Sources from the web" className="mt-4" data-testid="web-sources">
      <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">From the web</h3>
      <p className="mt-0.5 text-xs text-slate-500">
        Not from your documents: checked on the web because your documents did not answer this.
      </p>
      <ol className="mt-2 space-y-1 text-sm">
        {props.citations.map((citation, index) => {
          const href = safeUrl(citation.url);
          const label = citation.title?.trim() || citation.url;
          return (
            <li key={`${citation.url}-${index}`} className="flex gap-2">
              <span className="shrink-0 tabular-nums text-slate-500">{citation.source ?? index + 1}.</span>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="min-w-0 break-words text-blue-700 underline underline-offset-2 hover:text-blue-900"
                >
                  {label}
                </a>
              ) : (
                <span className="min-w-0 break-words text-slate-700">{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
