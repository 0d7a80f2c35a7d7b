/**
 * Which sentence(s) of a passage an answer cited, and the part of the passage to show around them
 * (docs/architecture.md#responder). The page shows `snippet` with `quote` highlighted in it, so the
 * preview opens on the cited sentence rather than on the passage's first lines.
 *
 * Offline answers quote passage sentences word for word; model answers paraphrase them. Both are
 * matched the same way: each answer sentence citing the source is paired with the passage sentence
 * sharing most of its content words, so a paraphrase still lands on the sentence it came from.
 */
import { contentTerms, splitSentences } from "../core/text-analysis";

/** Characters of context shown before and after the quote. */
const contextChars = 180;
/** A quote spanning several sentences is kept only up to this length; else the best one alone. */
const maxQuoteChars = 700;
/** Share of an answer sentence's content words a passage sentence must hold to count as its source. */
const minOverlap = 0.34;

export interface CitationExcerpt {
  snippet: string;
  /** A substring of `snippet`, absent when no sentence of the passage matched the answer. */
  quote?: string;
}

const flatten = (text: string) => text.replace(/\s+/g, " ").trim();

export function plainSnippet(text: string, max = 320) {
  const flat = flatten(text);
  return flat.length > max ? flat.slice(0, max - 1).trimEnd() + "…" : flat;
}

/** The answer's sentences that cite `source`, without their markers. */
function citingSentences(answer: string, source: number): string[] {
  const marker = new RegExp(`\\[Source\\s+${source}\\]`, "i");
  return splitSentences(answer)
    .filter((sentence) => marker.test(sentence))
    .map((sentence) => sentence.replace(/\[Source\s+\d+\]/gi, " "));
}

interface PassageSentence {
  start: number;
  end: number;
  terms: Set<string>;
}

/** The passage's sentences as ranges of its flattened text. */
function passageSentences(flat: string, text: string): PassageSentence[] {
  const sentences: PassageSentence[] = [];
  let from = 0;
  for (const sentence of splitSentences(text)) {
    const piece = flatten(sentence);
    const start = piece ? flat.indexOf(piece, from) : -1;
    if (start < 0) continue;
    sentences.push({ start, end: start + piece.length, terms: new Set(contentTerms(piece)) });
    from = start + piece.length;
  }
  return sentences;
}

function bestMatch(answerSentence: string, sentences: PassageSentence[]): { sentence: PassageSentence; overlap: number } | null {
  const terms = [...new Set(contentTerms(answerSentence))];
  if (terms.length === 0) return null;
  let best: { sentence: PassageSentence; overlap: number } | null = null;
  for (const sentence of sentences) {
    const overlap = terms.filter((term) => sentence.terms.has(term)).length / terms.length;
    if (overlap >= minOverlap && (!best || overlap > best.overlap)) best = { sentence, overlap };
  }
  return best;
}

/** The window of `flat` around [start, end), cut at word boundaries, with "…" where it was cut. */
function windowAround(flat: string, start: number, end: number) {
  let from = Math.max(0, start - contextChars);
  let to = Math.min(flat.length, end + contextChars);
  if (from > 0) from = Math.min(start, flat.indexOf(" ", from) + 1 || start);
  if (to < flat.length) to = Math.max(end, flat.lastIndexOf(" ", to));
  return `${from > 0 ? "… " : ""}${flat.slice(from, to)}${to < flat.length ? " …" : ""}`;
}

export function citationExcerpt(answer: string, source: number, passage: string): CitationExcerpt {
  const flat = flatten(passage);
  const sentences = passageSentences(flat, passage);
  const matches = citingSentences(answer, source)
    .map((sentence) => bestMatch(sentence, sentences))
    .filter((match) => match !== null);
  if (matches.length === 0) return { snippet: plainSnippet(passage) };
  const start = Math.min(...matches.map((match) => match.sentence.start));
  const end = Math.max(...matches.map((match) => match.sentence.end));
  // Sentences far apart would make one long highlight of everything between them: keep the best.
  const best = matches.reduce((left, right) => (right.overlap > left.overlap ? right : left)).sentence;
  const [quoteStart, quoteEnd] = end - start <= maxQuoteChars ? [start, end] : [best.start, best.end];
  return { snippet: windowAround(flat, quoteStart, quoteEnd), quote: flat.slice(quoteStart, quoteEnd) };
}
