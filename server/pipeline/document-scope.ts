/**
 * Which documents a question is about (docs/architecture.md, "Planner"): one named in it
 * ("summarise report.pdf", or by the words of its file name: "the tracemonkey paper"), or one
 * pointed at ("this paper", "ce document") when exactly one is selected or the library holds only
 * one. Anything else leaves the scope to the selection the page sent.
 */
import { stem } from "../core/text-analysis";
import { foldText } from "./intent";

export interface ScopeDocument {
  id: string;
  filename: string;
}

const pointer = new RegExp(
  [
    "\\b(?:this|that|the) (?:paper|document|doc|file|pdf|report|article|spreadsheet|sheet|workbook|book|text)\\b",
    "\\b(?:ce|cet|cette|le) (?:papier|document|fichier|rapport|article|tableur|texte)\\b",
    "\\b(?:dieses?|diesem|das|der|die) (?:papier|dokument|datei|bericht|artikel|tabelle|text)\\b",
    "\\b(?:este|esta|el|la) (?:articulo|documento|archivo|informe|hoja|texto)\\b",
  ].join("|"),
  "u",
);

// Words that name nothing in a file name: articles, prepositions, conjunctions, question words. The search's stop
// words are more (they hold "list", "summary", "data"), and "simple-list.docx" then had one short word left, "simple",
// which names nothing, so "What does the simple list cover?" searched every document.
const functionWords = new Set(
  (
    "the and for with from into onto over under about what who which how when where why are was were " +
    "les des une pour avec dans sur der die das und von mit fur los las una con por del een het"
  ).split(" "),
);

/** Words of a file name that can name it: "trace-monkey_2009.pdf" → trace, monkey, 2009. */
function nameWords(filename: string): string[] {
  const stem = foldText(filename).replace(/\.[a-z0-9]{1,5}$/u, "");
  return stem.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && !functionWords.has(word));
}

/** The question holds the file's whole name, extension included ("markitdown-test.docx"). */
function namesExactly(question: string, document: ScopeDocument): boolean {
  const name = foldText(document.filename);
  const at = question.indexOf(name);
  // A name inside a longer one ("notes.md" in "old-notes.md.bak") is not this file.
  return at >= 0 && !/[\p{L}\p{N}._-]/u.test(question.charAt(at - 1)) && !/[\p{L}\p{N}_-]/u.test(question.charAt(at + name.length));
}

/**
 * Whether the question names the file by its words. `allowLeftOutNumbers`: a number or code in the
 * name ("872p", "2023") may be left out, as a person who says "the handbook" does; said, it must match.
 */
function namesByWords(question: string, document: ScopeDocument, allowLeftOutNumbers: boolean): boolean {
  const said = question.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // A name the file writes as one word may be said as two or three: "Free Culture" names freeculture.pdf.
  const joined = said.flatMap((word, index) => [word, said.slice(index, index + 2).join(""), said.slice(index, index + 3).join("")]);
  // "the pdflatex form" names pdflatex-forms.pdf: a word matches in the singular or the plural.
  const questionWords = new Set(joined.flatMap((word) => [word, stem(word)]));
  const wordsOfName = nameWords(document.filename).filter((word) => !allowLeftOutNumbers || !/\d/u.test(word) || questionWords.has(word));
  if (wordsOfName.length === 0) return false;
  // One generic word ("report", "notes") names nothing; a single distinctive one ("tracemonkey") does.
  if (wordsOfName.length === 1 && (wordsOfName[0]!.length < 7 || /^\d+$/u.test(wordsOfName[0]!))) return false;
  return wordsOfName.every((word) => questionWords.has(word) || questionWords.has(stem(word)));
}

// What the question calls the file, by kind: "the markitdown-test spreadsheet" is the .xlsx one.
const kindWords: [RegExp, RegExp][] = [
  [/\b(?:spreadsheets?|sheets?|workbooks?|tables?|rows?|columns?|excel|tableur|tabelle|hoja)\b/u, /\.(?:xlsx?|xlsm|ods|csv|tsv)$/u],
  [/\b(?:paper|pdf|page|pages|slides?)\b/u, /\.pdf$/u],
  [/\b(?:word|docx?|letter|memo)\b/u, /\.(?:docx?|odt|rtf)$/u],
  [/\b(?:notes?|markdown|readme|text file)\b/u, /\.(?:md|markdown|txt)$/u],
];

/**
 * The files the question names. An exact file name (with its extension) wins over files that
 * merely share its words: "markitdown-test.docx" is not also "markitdown-test.xlsx". A name
 * without extension that fits several files keeps the ones of the kind the wording asks for
 * ("the markitdown-test spreadsheet"), else all of them: the question may well be about both.
 */
export function namedDocuments(question: string, candidates: ScopeDocument[]): ScopeDocument[] {
  const folded = foldText(question);
  const exact = candidates.filter((document) => namesExactly(folded, document));
  if (exact.length > 0) return exact;
  // A file named with its number ("the annual report 2024") wins over one whose number was left out;
  // left out, it names one file alone ("the handbook"), and "the annual report" of two years is asked back (clarify.ts).
  const whole = candidates.filter((document) => namesByWords(folded, document, false));
  const leftOut = candidates.filter((document) => namesByWords(folded, document, true));
  const byWords = whole.length > 0 ? whole : leftOut.length === 1 ? leftOut : [];
  if (byWords.length < 2) return byWords;
  for (const [wording, extension] of kindWords) {
    if (!wording.test(folded)) continue;
    const ofKind = byWords.filter((document) => extension.test(foldText(document.filename)));
    if (ofKind.length > 0 && ofKind.length < byWords.length) return ofKind;
  }
  return byWords;
}

// "What is Free Culture about?": what a thing is about, the thing said alone (no article before it).
const whatIsAbout = /^(?:so,? |and )?what(?:'s| is| are| was| were) (.{2,80}?) about[?.!\s]*$/iu;

/**
 * The files a "what is X about?" question names as X: asked of a file, it asks for the file's summary,
 * not a definition of its title. Empty when X names no file ("What was Warner correct about?").
 */
export function documentsAskedAbout(question: string, candidates: ScopeDocument[]): ScopeDocument[] {
  const thing = whatIsAbout.exec(question.trim())?.[1];
  return thing ? namedDocuments(thing, candidates) : [];
}

/** The documents a question may search: the selected ones when any are selected, else the whole library. */
export function selectedDocuments<Document extends ScopeDocument>(library: Document[], selected: string[] | undefined): Document[] {
  return selected && selected.length > 0 ? library.filter((document) => selected.includes(document.id)) : library;
}

/**
 * The documents the question restricts itself to, or undefined when it does not: the named ones
 * among the ready documents (within the selection, if any), else the one pointed at.
 */
export function scopeOfQuestion(question: string, library: ScopeDocument[], selected: string[] | undefined): string[] | undefined {
  const candidates = selectedDocuments(library, selected);
  const named = namedDocuments(question, candidates);
  if (named.length > 0 && named.length < candidates.length) return named.map((document) => document.id);
  if (pointer.test(foldText(question)) && candidates.length === 1) return [candidates[0]!.id];
  return undefined;
}
