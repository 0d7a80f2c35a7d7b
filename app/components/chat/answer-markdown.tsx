/**
 * Renders an answer's Markdown safely: raw HTML in the text is skipped (documents can carry
 * `<script>` or `<img onerror>`), links keep only http(s) and in-page targets, and `[Source N]`
 * markers become small `[N]` links to the citation list.
 */
import { memo } from "react";
import Markdown, { type Components } from "react-markdown";
import remarkGfm from "remark-gfm";
import { safeUrl } from "~/lib/safe-url";
import { parseCitationHref, remarkSourceMarkers } from "./source-markers";

export const AnswerMarkdown = memo(function AnswerMarkdown(props: {
  text: string;
  messageKey: string;
  /** Citation numbers that exist; markers for others render as plain text. */
  knownSources: number[];
  onCitationClick?: (source: number) => void;
}) {
  const { messageKey, knownSources, onCitationClick } = props;
  const components: Components = {
    a({ href, children }) {
      const citation = parseCitationHref(href);
      if (citation) {
        if (!knownSources.includes(citation.source)) {
          return <span className="text-xs text-slate-500">[{citation.source}]</span>;
        }
        return (
          <a
            href={href}
            className="citation-marker ml-0.5 inline-block rounded px-0.5 align-super text-[0.7rem] font-semibold text-blue-700 hover:bg-blue-50 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-blue-600"
            aria-label={`Source ${citation.source}`}
            onClick={(event) => {
              event.preventDefault();
              onCitationClick?.(citation.source);
            }}
          >
            [{citation.source}]
          </a>
        );
      }
      if (!href) return <span>{children}</span>;
      return (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="text-blue-700 underline underline-offset-2 hover:text-blue-900"
        >
          {children}
        </a>
      );
    },
    img({ alt }) {
      // Images in answers would load arbitrary URLs from document text; show the alt text only.
      return alt ? <span className="italic text-slate-500">[image: {alt}]</span> : null;
    },
    table({ children }) {
      return (
        <div className="my-3 overflow-x-auto">
          <table className="min-w-full border-collapse text-sm">{children}</table>
        </div>
      );
    },
  };
  return (
    <div className="answer-markdown space-y-2 leading-relaxed break-words [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_h1]:text-lg [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-slate-100 [&_pre]:p-3 [&_td]:border [&_td]:border-slate-200 [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:px-2 [&_th]:py-1 [&_ul]:list-disc [&_ul]:pl-5 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_blockquote]:text-slate-600">
      <Markdown
        remarkPlugins={[remarkGfm, [remarkSourceMarkers, { messageKey }]]}
        skipHtml
        urlTransform={(url) => safeUrl(url)}
        components={components}
      >
        {props.text}
      </Markdown>
    </div>
  );
});
