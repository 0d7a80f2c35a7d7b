/**
 * Which documents a question is about (docs/architecture.md, "Planner"): one named in it
 * ("summarise report.pdf", or by the words of its file name: "the tracemonkey paper"), or one
 * pointed at ("this paper", "ce document") when exactly one is selected or the library holds only
 * one. Anything else leaves the scope to the selection the page sent.
 */
import { stopWords } from "../core/text-analysis";
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

/** Words of a file name that can name it: "trace-monkey_2009.pdf" → trace, monkey, 2009. */
function nameWords(filename: string): string[] {
  const stem = foldText(filename).replace(/\.[a-z0-9]{1,5}$/u, "");
  return stem.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && !stopWords.has(word));
}

function names(question: string, document: ScopeDocument): boolean {
  const folded = foldText(question);
  if (folded.includes(foldText(document.filename))) return true;
  const wordsOfName = nameWords(document.filename);
  if (wordsOfName.length === 0) return false;
  // One generic word ("report", "notes") names nothing; a single distinctive one ("tracemonkey") does.
  if (wordsOfName.length === 1 && (wordsOfName[0]!.length < 7 || /^\d+$/u.test(wordsOfName[0]!))) return false;
  const questionWords = new Set(folded.split(/[^\p{L}\p{N}]+/u));
  return wordsOfName.every((word) => questionWords.has(word));
}

/**
 * The documents the question restricts itself to, or undefined when it does not: the named ones
 * among the ready documents (within the selection, if any), else the one pointed at.
 */
export function scopeOfQuestion(question: string, library: ScopeDocument[], selected: string[] | undefined): string[] | undefined {
  const candidates = selected && selected.length > 0 ? library.filter((document) => selected.includes(document.id)) : library;
  const named = candidates.filter((document) => names(question, document));
  if (named.length > 0 && named.length < candidates.length) return named.map((document) => document.id);
  if (pointer.test(foldText(question)) && candidates.length === 1) return [candidates[0]!.id];
  return undefined;
}
