/**
 * Where "Open" on a citation goes. A PDF opens in the browser's viewer at the cited page; every
 * other format opens Docent's own viewer at the cited passage, rows or paragraph, since a browser
 * would only download a DOCX or a sheet.
 */
import type { Citation } from "./response";

/** Longest quote carried in the viewer's URL; enough to find the sentence again. */
const maxQuoteInUrl = 300;

export function isPdfCitation(citation: Pick<Citation, "filename">) {
  return citation.filename.toLowerCase().endsWith(".pdf");
}

export function originalFileHref(docId: string) {
  return `/api/documents/${encodeURIComponent(docId)}/file`;
}

export function citationHref(citation: Citation): string {
  if (isPdfCitation(citation)) {
    const base = originalFileHref(citation.doc_id);
    return citation.page != null ? `${base}#page=${citation.page}` : base;
  }
  const query = new URLSearchParams({ chunk: citation.chunk_id });
  if (citation.sheet) query.set("sheet", citation.sheet);
  if (citation.rows) query.set("rows", citation.rows);
  if (citation.quote) query.set("quote", citation.quote.slice(0, maxQuoteInUrl));
  return `/documents/${encodeURIComponent(citation.doc_id)}/view?${query.toString()}`;
}
