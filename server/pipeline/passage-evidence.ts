/**
 * A table's weak reading against a passage that states the figure (docs/architecture.md,
 * "Answerers"): "How many food parcels were given out in 2025?" read over a shifts CSV counts 0
 * rows and leaves "food parcels given out" unread, while the annual report says "In 2025 we gave
 * out 4,312 food parcels". The passages answer instead when a sentence of another document holds
 * a figure and the words the table left unread (or, with no row matched, the question's words):
 * decided by what the documents hold, not by how the question is worded.
 */
import { contentTerms, splitSentences, stem } from "../core/text-analysis";
import { foldText } from "./intent";
import type { RetrievedChunk } from "../core/types";

export interface TableReading {
  /** Question words the table did not read (a year said but used in no condition among them). */
  unread: string[];
  /** Rows the reading matched. */
  matchedRows: number | null;
  /** The documents the reading cites (the table's). */
  tableDocuments: string[];
}

const sheetFile = /\.(?:csv|tsv|txt|xlsx?|xlsm|ods)$/iu;
// A table's row written as text ("Boat: Old Tom; Type: Coxless four; Outings: 205"): the reading's own.
const rowFields = /:\s[^;]*;\s*[^:;]{1,60}:\s/u;

/** Share of the words that a stating sentence must hold. */
const heldShare = 2 / 3;
const figure = /\d/u;

/** The reading is weak: words of the question left unread, or no row matched. */
export const isWeakReading = (reading: TableReading): boolean => reading.unread.length > 0 || reading.matchedRows === 0;

/**
 * True when a passage of another document (or a sentence of the table's own report, not one of its
 * rows) states a figure with most of the words the reading missed: the unread words, else (no row
 * matched) the question's own words.
 */
export function passageStatesIt(question: string, reading: TableReading, passages: RetrievedChunk[]): boolean {
  const words = (text: string) => [...new Set(contentTerms(text))].filter((term) => !figure.test(term));
  // Unread words that are only figures (a year the reading dropped) leave the question's words to hold.
  const unreadWords = words(reading.unread.join(" "));
  const wanted = unreadWords.length > 0 ? unreadWords : words(question);
  if (wanted.length === 0) return false;
  const years = question.match(/\b(?:19|20)\d{2}\b/gu) ?? [];
  for (const passage of passages) {
    // A sheet's passages are its rows, which the reading has read; a report's or a handbook's own
    // table sits among sentences that may state what the table does not ("38 of them juniors").
    const ownTable = reading.tableDocuments.includes(passage.metadata.doc_id);
    if (passage.kind !== "document" || (ownTable && sheetFile.test(passage.metadata.filename))) continue;
    for (const sentence of splitSentences(passage.text)) {
      if (!figure.test(sentence) || !years.every((year) => sentence.includes(year))) continue;
      if (ownTable && rowFields.test(sentence)) continue;
      const held = new Set(contentTerms(sentence));
      if (wanted.filter((term) => held.has(term)).length >= Math.max(1, Math.ceil(wanted.length * heldShare))) return true;
    }
  }
  return false;
}

/** What the table reading is over, to tell whether the question is about its rows. */
export interface ReadTable {
  /** The table's file name ("repair-sessions-2025.csv"). */
  filename: string;
  /** The table's (sheet's) name. */
  name: string;
  /** The column that names its rows ("Month"), when the reading used one. */
  label: string | null;
  /** The conditions the reading applied, as the answer says them ("City = Lyon", "Capacity > 500 spaces"). */
  filters?: string[];
}

// A file of rows called by its kind: "in the CSV", "the spreadsheet", "this sheet".
const tableKindWords = /\b(?:csv|spreadsheets?|sheets?|workbooks?|tables?|rows?|columns?)\b/u;
const fileNameWords = (filename: string) =>
  foldText(filename)
    .replace(/\.[a-z0-9]{1,5}$/u, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 3 && !/^\d+$/u.test(word))
    .map(stem);
const foldedTerms = (text: string) => new Set(contentTerms(foldText(text)));

/**
 * The question is about the table's rows: it names the file by a word no other document's name
 * holds ("the sessions"), the table or sheet, the file's kind ("in the CSV"), or the column its
 * rows are named by ("Which month …?"). Otherwise a reading that left words unread may be a
 * column's word met by chance ("How many visitors is the PTA expecting?" over a Visitors column).
 */
export function asksAboutTable(question: string, table: ReadTable, otherFilenames: string[]): boolean {
  const folded = foldText(question);
  const asked = foldedTerms(question);
  if (/\.(?:csv|tsv|xlsx?|ods)$/u.test(foldText(table.filename)) && tableKindWords.test(folded)) return true;
  const others = new Set(otherFilenames.flatMap(fileNameWords));
  if (fileNameWords(table.filename).some((word) => !others.has(word) && asked.has(word))) return true;
  const named = (text: string | null) => {
    const terms = text ? [...foldedTerms(text)].filter((term) => !/^\d+$/u.test(term)) : [];
    return terms.length > 0 && terms.every((term) => asked.has(term));
  };
  // A row named by its value in the question's own words ("And which of those are in Lyon?") is one of the table's rows.
  const valueSaid = (table.filters ?? []).some((said) => named(said.replace(/^.*?\s(?:=|≠|!=|>=?|<=?|≥|≤)\s/u, "")));
  return valueSaid || named(table.label) || (named(table.name) && !others.has(stem(foldText(table.name))));
}

/**
 * Share of the question's words a reading holds: the words it read, or a sentence's words, with the
 * words of its document's file name (a report's sentences are about "the repair café" its name says).
 */
function fit(wanted: Set<string>, held: Set<string>, filename: string): number {
  const named = new Set(fileNameWords(filename));
  return [...wanted].filter((term) => held.has(term) || named.has(term)).length / Math.max(1, wanted.size);
}

/**
 * A weak reading of a question not about the table against the best sentence of another document:
 * true when that sentence holds more of the question's words (with the words the reading missed,
 * a follow-up's among them) than the reading read. "How many visitors is the PTA expecting?" read
 * as the sum of a Visitors column (PTA and expecting unread) against the form's "Expected visitors: 60".
 */
export function passageFitsBetter(question: string, reading: TableReading, table: ReadTable, passages: RetrievedChunk[]): boolean {
  const unread = foldedTerms(reading.unread.join(" "));
  const wanted = new Set([...foldedTerms(question), ...unread]);
  if (wanted.size === 0) return false;
  const read = new Set([...wanted].filter((term) => !unread.has(term)));
  const tableFit = fit(wanted, read, table.filename);
  let best = 0;
  for (const passage of passages) {
    if (passage.kind !== "document" || reading.tableDocuments.includes(passage.metadata.doc_id)) continue;
    for (const sentence of splitSentences(passage.text))
      best = Math.max(best, fit(wanted, foldedTerms(sentence), passage.metadata.filename));
  }
  return best > tableFit;
}

/**
 * Whether a table reading can be what a definition question asks: the one row the question names,
 * read in a column other than the one naming it ("Question Type" of the row "FIB"). A count of rows
 * ("Table 1 has 5 rows"), several rows or a column the table lacks defines nothing.
 */
export function readingCanDefine(query: Record<string, unknown>): boolean {
  const filters = Array.isArray(query.filters) ? query.filters.map(String) : [];
  const label = typeof query.label === "string" ? query.label : null;
  const read = query.operation === "lookup" || query.operation === "list";
  const named = filters.length > 0 && label !== null && !filters.some((filter) => filter.startsWith(`${label} `));
  return read && named && query.matched_rows === 1;
}
