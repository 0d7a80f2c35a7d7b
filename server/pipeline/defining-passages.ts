/**
 * The passage that defines what a definition question asks about (docs/architecture.md#reasoner).
 * A paper names its subject on every page ("TraceMonkey" in nearly every passage), so the search
 * ranks passages that merely mention it above the one sentence that says what it is ("We call the
 * resulting tracing VM TraceMonkey."). When none of the retrieved passages defines the subject,
 * the keyword index is asked for more passages holding its name, and the first whose sentence
 * defines it (answer-shape.ts, definesSubject) takes the last document place, so the reasoner can
 * quote it. No model; one keyword lookup, only for definitions.
 */
import type { RetrievedChunk } from "../core/types";
import { splitSentences } from "../core/text-analysis";
import type { Search } from "../retrieval/hybrid-search";
import { definesSubject, definitionSubject } from "./answer-shape";

/** How many passages holding the name are read for a defining sentence. */
const scannedPassages = 30;

// The words a defining sentence uses beside the name, so the keyword index ranks such passages first.
const definingWords = "call called known refers means defined stands";

export function definesIn(text: string, subject: string): boolean {
  // A word a PDF hyphenated at a line end ("Trace-\nMonkey") is one word again.
  const joined = text.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, "$1$2");
  return splitSentences(joined).some((sentence) => definesSubject(sentence, subject));
}

/**
 * Whether a passage in scope defines what a definition question asks about ("Grafting is …"): a
 * row of a table that names the term does not say what it is, so such a sentence answers before it.
 */
export async function passageDefines(input: {
  question: string;
  documentIds?: string[];
  search: Search;
  signal?: AbortSignal;
}): Promise<boolean> {
  const subject = definitionSubject(input.question);
  if (!subject) return false;
  const results = await input.search.many({
    queries: [subject, `${subject} ${definingWords}`],
    topK: scannedPassages,
    lexicalOnly: true,
    ...(input.documentIds ? { documentIds: input.documentIds } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  return results.some((result) => result.chunks.some((chunk) => chunk.kind === "document" && definesIn(chunk.text, subject)));
}

/** What a second search for a passage the first one missed needs: the question, what was found, and the search. */
export interface PassageReach {
  question: string;
  chunks: RetrievedChunk[];
  topK: number;
  documentIds?: string[];
  search: Search;
  signal?: AbortSignal;
}

export async function withDefiningPassage(input: PassageReach): Promise<RetrievedChunk[]> {
  const subject = definitionSubject(input.question);
  if (!subject) return input.chunks;
  const documents = input.chunks.filter((chunk) => chunk.kind === "document");
  if (documents.some((chunk) => definesIn(chunk.text, subject))) return input.chunks;
  const results = await input.search.many({
    queries: [subject, `${subject} ${definingWords}`],
    topK: scannedPassages,
    lexicalOnly: true,
    ...(input.documentIds ? { documentIds: input.documentIds } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const held = new Set(documents.map((chunk) => chunk.chunk_id));
  const found = results.flatMap((result) => result.chunks).find((chunk) => !held.has(chunk.chunk_id) && definesIn(chunk.text, subject));
  if (!found) return input.chunks;
  const others = input.chunks.filter((chunk) => chunk.kind !== "document");
  const kept = documents.length >= input.topK ? documents.slice(0, input.topK - 1) : documents;
  return [...kept, found, ...others];
}
