/**
 * What a document is doing, in words a person reads: "Reading page 3 of 14", "Waiting for
 * report.pdf", "Indexing 120 of 400 passages". The server reports progress as counts in its
 * `stage` ("parsing 3/14 pages"); the words are made here so the panel never shows stage names.
 */
import type { DocumentSummary } from "./load-context";

const spreadsheetTypes = new Set(["xlsx", "xls", "ods"]);

function plural(count: number, word: string) {
  return `${count} ${word}${count === 1 ? "" : "s"}`;
}

function readingWords(document: DocumentSummary): string {
  const counted = /^parsing (\d+)\/(\d+) (page|part)s?$/u.exec(document.stage ?? "");
  if (!counted) return "Opening the file";
  const done = Number(counted[1]);
  const total = Number(counted[2]);
  // A count names what is being read now: the one after those done.
  const current = Math.min(total, done + 1);
  if (counted[3] === "page") return `Reading page ${current} of ${total}`;
  if (spreadsheetTypes.has(document.type) && total > 1) return `Reading sheet ${current} of ${total}`;
  return done >= total ? "Finishing reading the file" : "Reading the file";
}

/** `busyWith` is the document Docent is reading now, which a queued one waits for. */
export function describeProgress(document: DocumentSummary, busyWith: string | null): string | null {
  switch (document.status) {
    case "queued":
      return busyWith ? `Waiting for ${busyWith}` : "Waiting to start";
    case "parsing":
      return readingWords(document);
    case "indexing":
      return "Writing the search index";
    case "ready":
      if (document.chunk_count === 0 || document.vector_progress >= 1) return null;
      return `Answerable now; indexing ${document.vectors_done} of ${plural(document.chunk_count, "passage")} for meaning search`;
    default:
      return null;
  }
}
