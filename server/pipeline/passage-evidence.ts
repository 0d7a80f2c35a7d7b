/**
 * A table's weak reading against a passage that states the figure (docs/architecture.md,
 * "Answerers"): "How many food parcels were given out in 2025?" read over a shifts CSV counts 0
 * rows and leaves "food parcels given out" unread, while the annual report says "In 2025 we gave
 * out 4,312 food parcels". The passages answer instead when a sentence of another document holds
 * a figure and the words the table left unread (or, with no row matched, the question's words):
 * decided by what the documents hold, not by how the question is worded.
 */
import { contentTerms, splitSentences } from "../core/text-analysis";
import type { RetrievedChunk } from "../core/types";

export interface TableReading {
  /** Question words the table did not read (a year said but used in no condition among them). */
  unread: string[];
  /** Rows the reading matched. */
  matchedRows: number | null;
  /** The documents the reading cites (the table's). */
  tableDocuments: string[];
}

/** Share of the words that a stating sentence must hold. */
const heldShare = 2 / 3;
const figure = /\d/u;

/** The reading is weak: words of the question left unread, or no row matched. */
export const isWeakReading = (reading: TableReading): boolean => reading.unread.length > 0 || reading.matchedRows === 0;

/**
 * True when a passage of another document states a figure with most of the words the reading
 * missed: the unread words, else (no row matched) the question's own words.
 */
export function passageStatesIt(question: string, reading: TableReading, passages: RetrievedChunk[]): boolean {
  const words = (text: string) => [...new Set(contentTerms(text))].filter((term) => !figure.test(term));
  // Unread words that are only figures (a year the reading dropped) leave the question's words to hold.
  const unreadWords = words(reading.unread.join(" "));
  const wanted = unreadWords.length > 0 ? unreadWords : words(question);
  if (wanted.length === 0) return false;
  const years = question.match(/\b(?:19|20)\d{2}\b/gu) ?? [];
  for (const passage of passages) {
    if (passage.kind !== "document" || reading.tableDocuments.includes(passage.metadata.doc_id)) continue;
    for (const sentence of splitSentences(passage.text)) {
      if (!figure.test(sentence) || !years.every((year) => sentence.includes(year))) continue;
      const held = new Set(contentTerms(sentence));
      if (wanted.filter((term) => held.has(term)).length >= Math.max(1, Math.ceil(wanted.length * heldShare))) return true;
    }
  }
  return false;
}
