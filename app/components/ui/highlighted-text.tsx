/**
 * Text with one part marked. React escapes every piece, so passage text can never become markup;
 * a quote that is not found leaves the text as it is.
 */
import { forwardRef } from "react";

export function splitAtQuote(text: string, quote: string | undefined): [string, string, string] | null {
  if (!quote) return null;
  const start = text.indexOf(quote);
  if (start < 0) return null;
  return [text.slice(0, start), quote, text.slice(start + quote.length)];
}

export const HighlightedText = forwardRef<HTMLElement, { text: string; quote?: string }>(function HighlightedText(props, markRef) {
  const parts = splitAtQuote(props.text, props.quote);
  if (!parts) return <>{props.text}</>;
  return (
    <>
      {parts[0]}
      <mark ref={markRef} data-testid="cited-quote" className="rounded-sm bg-amber-100 px-0.5 text-slate-900">
        {parts[1]}
      </mark>
      {parts[2]}
    </>
  );
});
