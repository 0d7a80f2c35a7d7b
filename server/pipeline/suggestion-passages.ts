/**
 * The passages follow-up suggestions are mined from (docs/architecture.md#suggestions): those the
 * answer was made from, then more of the same documents. An answer cites two or three passages, and
 * what it covered is left out, so those few rarely hold three other questions: after a summary,
 * a definition or a passage answer every chip fell back to the questions about the documents as a
 * whole (round 13: 0 of 57 chips after such answers came from the documents). The documents the
 * answer used hold more: the passages around each cited one (what a reader goes on to next) and the
 * document's opening ones (its title, abstract, first definitions), in reading order. Only the
 * answer's own documents are read, so every chip stays about the file the answer used.
 */
import type { RetrievedChunk } from "../core/types";

/** Passages of a document by their places in it (chunk_index); a place it lacks is left out. */
export type DocumentPassages = (docId: string, indexes: number[]) => Promise<RetrievedChunk[]>;

/** Passages either side of each cited one. */
const around = 6;
/** The document's opening passages. */
const opening = 10;
/** At most this many more passages per document, and this many documents (the answer's first ones). */
const maxPerDocument = 40;
const maxDocuments = 2;

/** The answer's passages, then more of its documents' (none repeated); the answer's own passages keep their places, so "[Source N]" still points at them. */
export async function passagesForSuggestions(
  chunks: RetrievedChunk[],
  answer: string,
  documentPassages: DocumentPassages | undefined,
  question = "",
): Promise<RetrievedChunk[]> {
  if (!documentPassages) return chunks;
  const own = chunks.filter((chunk) => chunk.kind === "document" && !chunk.metadata.computed);
  const documents = answerDocuments(chunks, answer, question);
  const seen = new Set(chunks.map((chunk) => chunk.chunk_id));
  const more: RetrievedChunk[] = [];
  for (const docId of documents) {
    const places = own.filter((chunk) => chunk.metadata.doc_id === docId).map(placeOf);
    const wanted = new Set<number>();
    for (const place of places) for (let index = place - around; index <= place + around; index++) if (index >= 0) wanted.add(index);
    for (let index = 0; index < opening; index++) wanted.add(index);
    const indexes = [...wanted].sort((left, right) => left - right).slice(0, maxPerDocument);
    for (const passage of await documentPassages(docId, indexes)) {
      if (seen.has(passage.chunk_id)) continue;
      seen.add(passage.chunk_id);
      more.push(passage);
    }
  }
  return [...chunks, ...more];
}

/**
 * Where a passage stands in its document. A summary's sentence cites its passage by id but carries no
 * place (chunk_index 0, summary-citation.ts), so every chip after a summary came from the document's
 * opening alone; a stored passage's id says its place (`<doc_id>_<index>`, ingest-document.ts).
 */
function placeOf(chunk: RetrievedChunk): number {
  const place = chunk.chunk_id.startsWith(`${chunk.metadata.doc_id}_`)
    ? /^\d+$/u.exec(chunk.chunk_id.slice(chunk.metadata.doc_id.length + 1))
    : null;
  return place ? Number(place[0]) : chunk.metadata.chunk_index;
}

/**
 * The documents the answer cites (its first two). With no citation (the admission, which shows the
 * closest passages instead) those of the closest passages, best first as the page lists them, a
 * document whose file name the question says ("What is MarkItDown?" and markitdown-test.docx) before
 * the others: the first passage alone was often a stray one (a lorem-ipsum page), and every chip after
 * an admission fell back to the questions about the documents as a whole (0 of 9, two sessions).
 */
export function answerDocuments(chunks: RetrievedChunk[], answer: string, question = ""): string[] {
  const own = chunks.filter((chunk) => chunk.kind === "document");
  const cited = new Set([...answer.matchAll(/\[Source\s+(\d+)\]/gi)].map((match) => chunks[Number(match[1]) - 1]?.metadata.doc_id));
  if (cited.size > 0)
    return [...new Set(own.map((chunk) => chunk.metadata.doc_id))].filter((docId) => cited.has(docId)).slice(0, maxDocuments);
  const asked = new Set((question.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !fileWords.has(word)));
  const named = (chunk: RetrievedChunk) =>
    chunk.metadata.filename
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((word) => asked.has(word));
  const closest = own
    .map((chunk, rank) => ({ chunk, rank }))
    .sort(
      (left, right) =>
        Number(named(right.chunk)) - Number(named(left.chunk)) ||
        (right.chunk.score ?? -1) - (left.chunk.score ?? -1) ||
        left.rank - right.rank,
    );
  return [...new Set(closest.map(({ chunk }) => chunk.metadata.doc_id))].slice(0, maxDocuments);
}

// Words of many file names that name no subject ("test", "report" of a question about reports still names one).
const fileWords = new Set(["test", "tests", "file", "files", "document", "documents", "final", "draft", "copy", "sample", "example"]);
