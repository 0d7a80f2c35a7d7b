/**
 * Passages of a document in reading order, split into paragraphs; the cited passage is marked and
 * the paragraph(s) holding the cited sentence highlighted, with the sentence itself marked.
 * Text is rendered as text (React escapes it), never as markup.
 */
import { forwardRef } from "react";
import type { ViewedPassage } from "~/lib/document-view";

interface Paragraph {
  start: number;
  end: number;
}

function paragraphsOf(text: string): Paragraph[] {
  const paragraphs: Paragraph[] = [];
  let start = 0;
  for (const match of text.matchAll(/\n\s*\n/gu)) {
    const index = match.index ?? 0;
    if (index > start) paragraphs.push({ start, end: index });
    start = index + match[0].length;
  }
  if (start < text.length) paragraphs.push({ start, end: text.length });
  return paragraphs;
}

function locationOf(passage: ViewedPassage) {
  const parts: string[] = [];
  if (passage.page != null) parts.push(`Page ${passage.page}`);
  if (passage.sheet) parts.push(`Sheet ${passage.sheet}${passage.rows ? `, rows ${passage.rows}` : ""}`);
  if (passage.heading) parts.push(passage.heading);
  return parts.join(" · ");
}

const ParagraphText = forwardRef<HTMLElement, { text: string; paragraph: Paragraph; quote: Paragraph | null }>(
  function ParagraphText(props, markRef) {
    const { text, paragraph, quote } = props;
    const from = quote ? Math.max(paragraph.start, quote.start) : 0;
    const to = quote ? Math.min(paragraph.end, quote.end) : 0;
    if (!quote || from >= to) return <>{text.slice(paragraph.start, paragraph.end)}</>;
    return (
      <>
        {text.slice(paragraph.start, from)}
        <mark
          ref={from === quote.start ? markRef : undefined}
          data-testid="cited-quote"
          className="rounded-sm bg-amber-200 px-0.5 text-slate-900"
        >
          {text.slice(from, to)}
        </mark>
        {text.slice(to, paragraph.end)}
      </>
    );
  },
);

function PassageBlock(props: { passage: ViewedPassage; targetRef: React.Ref<HTMLElement> }) {
  const { passage } = props;
  const quoteStart = passage.quote ? passage.text.indexOf(passage.quote) : -1;
  const quote = passage.quote && quoteStart >= 0 ? { start: quoteStart, end: quoteStart + passage.quote.length } : null;
  const location = locationOf(passage);
  return (
    <section
      data-testid="viewer-passage"
      data-cited={passage.cited ? "true" : "false"}
      ref={passage.cited && !quote ? (props.targetRef as React.Ref<HTMLElement>) : undefined}
      className={`rounded-lg border px-4 py-3 ${passage.cited ? "border-amber-300 bg-amber-50/60" : "border-slate-200 bg-white"}`}
    >
      {location && <p className="mb-1 text-xs font-medium text-slate-500">{location}</p>}
      {passage.cited && <p className="sr-only">The cited passage.</p>}
      {paragraphsOf(passage.text).map((paragraph) => {
        const holdsQuote = quote !== null && paragraph.start < quote.end && paragraph.end > quote.start;
        return (
          <p
            key={paragraph.start}
            data-testid={holdsQuote ? "cited-paragraph" : undefined}
            className={`mt-1 whitespace-pre-wrap text-sm leading-relaxed ${holdsQuote ? "rounded bg-amber-100/70 px-1 text-slate-900" : "text-slate-700"}`}
          >
            <ParagraphText text={passage.text} paragraph={paragraph} quote={holdsQuote ? quote : null} ref={props.targetRef} />
          </p>
        );
      })}
    </section>
  );
}

export function PassageView(props: { passages: ViewedPassage[]; targetRef: React.Ref<HTMLElement> }) {
  return (
    <div className="space-y-3">
      {props.passages.map((passage) => (
        <PassageBlock key={passage.chunk_id} passage={passage} targetRef={props.targetRef} />
      ))}
    </div>
  );
}
