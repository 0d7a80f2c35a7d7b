/**
 * Whether the term a definition question asks about is in the documents at all
 * (docs/architecture.md#validator): "What is MarkItDown?" over a paper that never says MarkItDown
 * has no answer, whatever sentence scores best. The term counts as present when one passage holds
 * all its content words (case-folded and stemmed, so plurals and possessives match): a retrieved
 * passage, else one the keyword index finds for it. Offline only: a model reads the passages itself.
 */
import { contentTerms } from "../core/text-analysis";
import type { RetrievedChunk } from "../core/types";
import type { Search } from "../retrieval/hybrid-search";
import { answerShapeOf, definitionSubject } from "./answer-shape";

/** Passages the keyword index is asked for: enough to find the term if any passage holds it. */
const lookedUp = 10;

// "What is X?", "What are Xs?", "What's an X?", "Define X", "What does X mean?": a term asked as one. "What is
// the booking reference?" and "What is the coordinator's phone number?" ask for a value a form may
// give under other words ("Ref:", "Tel:"), so "the …" and possessives are left to the reasoner.
const termOpening =
  /^\s*(?:(?:what\s+(?:is|are)|what's|define)\s+(?:an?\s+)?(?!the\s|this\s|that\s|these\s|those\s|your\s|our\s|my\s|their\s|its\s)([^?'’]+?)|what\s+(?:does|do)\s+(?:an?\s+)?(?!the\s|this\s|your\s|our\s)([^?'’]+?)\s+mean)\s*[?.!]*\s*$/iu;

/** The content words of the term a definition question asks about; null for any other question. */
export function askedTermWords(question: string): string[] | null {
  const subject = definitionSubject(question);
  if (!subject || !termOpening.test(question) || answerShapeOf(question) !== "definition") return null;
  const words = [...new Set(contentTerms(subject))];
  return words.length > 0 ? words : null;
}

function holdsAll(chunk: RetrievedChunk, words: string[]): boolean {
  // A word a PDF hyphenated at a line end ("Mark-\nItDown") is one word again.
  const terms = new Set(contentTerms(chunk.text.replace(/(\p{L})-\s*\n\s*(\p{L})/gu, "$1$2")));
  return words.every((word) => terms.has(word));
}

/**
 * The term asked about, when no retrieved passage and no passage of the keyword index holds it;
 * null when it is there, the question defines nothing, or the index could not be asked.
 */
export async function missingAskedTerm(
  question: string,
  chunks: RetrievedChunk[],
  deps: { search: Search; signal?: AbortSignal },
): Promise<string | null> {
  const words = askedTermWords(question);
  const documents = chunks.filter((chunk) => chunk.kind !== "web");
  if (!words || documents.length === 0 || documents.some((chunk) => holdsAll(chunk, words))) return null;
  const subject = definitionSubject(question)!;
  try {
    const [found] = await deps.search.many({
      queries: [subject],
      topK: lookedUp,
      lexicalOnly: true,
      ...(deps.signal ? { signal: deps.signal } : {}),
    });
    return found && found.chunks.some((chunk) => holdsAll(chunk, words)) ? null : subject;
  } catch (error) {
    if (deps.signal?.aborted) throw error;
    return null;
  }
}
