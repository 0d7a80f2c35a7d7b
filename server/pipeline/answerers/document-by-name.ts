/**
 * "The volunteer shifts file", "the Korean card benefits document": a document named by the words
 * of its file name or by the language it is written in, before searching its passages for the
 * words (which a document in Korean does not hold in English, and which a CSV's rows rarely say).
 */
import { stem, stopWords } from "../../core/text-analysis";

interface SummaryDocument {
  id: string;
  filename: string;
}

/** Words of a name that say what kind of thing it is, never which one. */
const kindWords = new Set(
  "file files document documents doc paper report article sheet spreadsheet table csv pdf form book guide summary main points word docx excel xlsx workbook"
    .split(" ")
    .map(stem),
);

const wordsOf = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/\.[a-z0-9]{1,5}$/u, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !stopWords.has(word))
    .map(stem);

/**
 * The one document whose file name holds every naming word of the topic ("volunteer shifts" →
 * volunteer-shifts-jan-2026.csv); null when none or several do, or the topic names only a kind.
 */
export function documentByFileWords<Document extends SummaryDocument>(topic: string, documents: Document[]): Document | null {
  const naming = wordsOf(topic).filter((word) => !kindWords.has(word));
  if (naming.length === 0) return null;
  const matching = documents.filter((document) => {
    const name = new Set(wordsOf(document.filename));
    return naming.every((word) => name.has(word));
  });
  return matching.length === 1 ? matching[0]! : null;
}

// A document named by its kind of file ("the Word file", "the PDF", "the Excel workbook"), by extension.
const fileKinds: [RegExp, RegExp][] = [
  [/\bword (?:file|document|doc)s?\b|\bdocx\b|\bms word\b/u, /\.docx?$/iu],
  [/\bpdfs?\b/u, /\.pdf$/iu],
  [/\b(?:excel|workbooks?|xlsx)\b/u, /\.(?:xlsx|xls|ods)$/iu],
  [/\bspreadsheets?\b/u, /\.(?:xlsx|xls|ods|csv)$/iu],
  [/\bcsvs?\b/u, /\.csv$/iu],
];

/**
 * The documents of the kind of file the question names ("What does the Word file contain?" → the
 * .docx files); null when it names no kind or no document is of it.
 */
export function documentsOfNamedKind<Document extends SummaryDocument>(question: string, documents: Document[]): Document[] | null {
  const kind = fileKinds.find(([words]) => words.test(question.toLowerCase()))?.[1];
  const ofKind = kind ? documents.filter((document) => kind.test(document.filename)) : [];
  return ofKind.length > 0 ? ofKind : null;
}

/**
 * A passage says a word of the topic's own ("medical" of "the medical report"): a search for the
 * topic always ranks something first, and a passage that shares none of its words is no sign that
 * its document is the one meant. True when the topic has no word of its own beyond a kind of file.
 */
export function saysTopicWord(topic: string, text: string): boolean {
  const naming = wordsOf(topic).filter((word) => !kindWords.has(word));
  if (naming.length === 0) return true;
  const said = new Set(wordsOf(text));
  return naming.some((word) => said.has(word));
}

/** The topic holds no naming word of its own, only words of a kind of file ("the Word file", or none). */
export function namesOnlyKind(topic: string): boolean {
  return wordsOf(topic).every((word) => kindWords.has(word));
}

/**
 * The one document a topic names by its kind alone ("the Word file": no other naming word), null
 * when the topic has naming words of its own or not exactly one document is of that kind.
 */
export function documentByKind<Document extends SummaryDocument>(question: string, topic: string, documents: Document[]): Document | null {
  if (!namesOnlyKind(topic)) return null;
  const ofKind = documentsOfNamedKind(question, documents);
  return ofKind?.length === 1 ? ofKind[0]! : null;
}

/** Languages a person may name a document by, with the script that shows a text is written in it. */
const languageScripts: [RegExp, RegExp][] = [
  [/\bkorean\b/u, /\p{Script=Hangul}/u],
  [/\bjapanese\b/u, /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  [/\bchinese\b/u, /\p{Script=Han}/u],
  [/\b(?:russian|ukrainian|bulgarian)\b/u, /\p{Script=Cyrillic}/u],
  [/\bgreek\b/u, /\p{Script=Greek}/u],
  [/\b(?:arabic|persian|farsi)\b/u, /\p{Script=Arabic}/u],
  [/\bhebrew\b/u, /\p{Script=Hebrew}/u],
  [/\b(?:thai)\b/u, /\p{Script=Thai}/u],
  [/\b(?:hindi)\b/u, /\p{Script=Devanagari}/u],
];

/** Most of the letters of `text` are in `script` (a Korean document's description, not a name in it). */
function writtenIn(text: string, script: RegExp): boolean {
  const letters = [...text].filter((character) => /\p{L}/u.test(character));
  const inScript = letters.filter((character) => script.test(character)).length;
  return letters.length > 0 && inScript / letters.length >= 0.5;
}

/**
 * The one document written in the language the topic names ("the Korean card benefits document"),
 * read off each document's description; null when the topic names no language or not one document fits.
 */
export async function documentByLanguage<Document extends SummaryDocument>(
  topic: string,
  documents: Document[],
  describe: (document: Document) => Promise<string | null>,
): Promise<Document | null> {
  const script = languageScripts.find(([name]) => name.test(topic.toLowerCase()))?.[1];
  if (!script) return null;
  const written: Document[] = [];
  for (const document of documents) {
    const description = await describe(document);
    if (description && writtenIn(description, script)) written.push(document);
  }
  return written.length === 1 ? written[0]! : null;
}

const sheetFile = /\.(?:csv|tsv|xlsx|xls|ods)$/iu;

/**
 * "In short, what happened at the energy co-op in 2025?", "Sum up what the handbook says about rent",
 * "how did Harbour Lane's 2025 go?": a summary asked of a thing, not of a document named as one. The
 * one document whose file name and description ("Harbour Lane Rowing Club rows on …") hold the most
 * of the question's words beyond those asking for a summary (`askingWords`); of a report and the
 * sheets of one subject that tie, the report, whose prose a summary is made of. Null when no word
 * meets a document or two prose documents tie.
 */
export async function documentByQuestionWords<Document extends SummaryDocument>(
  question: string,
  askingWords: Set<string>,
  documents: Document[],
  describe: (document: Document) => Promise<string | null>,
): Promise<Document | null> {
  const asked = new Set(wordsOf(question).filter((word) => !askingWords.has(word) && !kindWords.has(word)));
  if (asked.size === 0) return null;
  const scored: { document: Document; met: number }[] = [];
  for (const document of documents) {
    const named = new Set([...wordsOf(document.filename), ...wordsOf((await describe(document)) ?? "")]);
    scored.push({ document, met: [...asked].filter((word) => named.has(word)).length });
  }
  const most = Math.max(...scored.map((entry) => entry.met));
  if (most === 0) return null;
  const best = scored.filter((entry) => entry.met === most).map((entry) => entry.document);
  const prose = best.filter((document) => !sheetFile.test(document.filename));
  return best.length === 1 ? best[0]! : prose.length === 1 ? prose[0]! : null;
}
