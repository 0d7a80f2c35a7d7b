/**
 * Citation numbers as a reader sees them: 1..n in the order the answer shows them. The reasoner
 * cites sources by their rank in retrieval ("[Source 3]" for the third passage found), so an
 * answer citing one passage could read "[3]" beside a list holding one source; the responder
 * renumbers the answer and its citations together as its last step. Also tidies the space a
 * model or a removed marker leaves before punctuation ("… [1] ." → "… [1].") and moves a
 * citation written after the full stop inside it.
 */
import type { Citation, WebCitation } from "~/lib/response";

const marker = /\[Source\s+(\d+)\]/gi;

export function renumberCitations<T extends { answer: string; citations: Citation[]; web_citations: WebCitation[] }>(response: T): T {
  const order: number[] = [];
  for (const match of response.answer.matchAll(marker)) {
    const number = Number(match[1]);
    if (!order.includes(number)) order.push(number);
  }
  const renumbered = new Map(order.map((number, index) => [number, index + 1]));
  const to = (number: number) => renumbered.get(number) ?? number;
  const answer = response.answer
    .replace(marker, (_whole, number: string) => `[Source ${to(Number(number))}]`)
    .replace(/\]\s+(?=[.,;:!?](?:\s|$))/g, "]")
    // "… Delta. [Source 1]" → "… Delta [Source 1].": the citation belongs inside the sentence it supports.
    .replace(/([.!?])\s*((?:\[Source \d+\]\s*)*\[Source \d+\])(?=\s|$)/g, " $2$1");
  const citations = response.citations
    .map((citation) => ({ ...citation, source: to(citation.source) }))
    .sort((left, right) => left.source - right.source);
  const webCitations = response.web_citations.map((citation) =>
    citation.source === undefined ? citation : { ...citation, source: to(citation.source) },
  );
  return { ...response, answer, citations, web_citations: webCitations };
}
