/**
 * Words a PDF split at a line end ("Trace-\nMonkey", "specu-\nlation") become one word again before
 * chunking, so the stored text, the keyword index and the embeddings all hold the word a question
 * uses (docs/architecture.md, "An upload's way"). Pure: same pages, same output.
 *
 * The rule, decided from the document's own words (measured on the corpus PDFs):
 *  - the hyphenated form ("well-known") occurs more often elsewhere in the document than the joined
 *    word: the hyphen stays ("well-\nknown" → "well-known");
 *  - the joined word ("TraceMonkey") occurs more often: joined without the hyphen;
 *  - neither occurs: the hyphen stays when the word goes on with another hyphen ("interpreter-\nto-trace"),
 *    the left part is already a compound ("state-of-the-\nart"), a single letter ("φ-\nnodes") or a prefix
 *    written with a hyphen ("self-", "non-"), or both halves are words of the document ("language-\nindependent");
 *    otherwise a lowercase letter on both sides is a syllable break ("specu-lation" → "speculation"), and
 *    anything else (a capital after the hyphen, as in "non-\nEnglish") keeps its hyphen.
 * A soft hyphen (U+00AD) at a line end is always a syllable break. The rest of the continuation
 * line stays on its own line, so line and paragraph breaks (and so chunk boundaries) stay where they were.
 * A word split across two pages is left alone: each page keeps its own text, and citations name pages.
 */

/** One line-end split: the word part before the hyphen (possibly a compound), the hyphen, the word after. */
const lineEndSplit =
  /(?<![\p{L}\p{M}\p{N}-])(\p{L}[\p{L}\p{M}]*(?:-\p{L}[\p{L}\p{M}]*)*)([-\u2010\u00ad])[ \t]*\n[ \t]*(\p{L}[\p{L}\p{M}]*)([^\s]*)([ \t]+)?/gu;

/** A word or a hyphenated compound inside one line. */
const wordPattern = /\p{L}[\p{L}\p{M}]*(?:[-\u2010]\p{L}[\p{L}\p{M}]*)*/gu;

const splitHalves = /[\p{L}\p{M}]+[-\u2010\u00ad][ \t]*\n[ \t]*[\p{L}\p{M}]+/gu;

/** Prefixes English writes with a hyphen even when both sides are lowercase. */
const hyphenatedPrefixes = new Set(["self", "non", "well", "half", "cross"]);

/** Halves this long that are each a word of the document read as a compound ("mixed-mode"), not syllables. */
const minimumCompoundPart = 4;

export interface DocumentWords {
  words: Map<string, number>;
  compounds: Map<string, number>;
}

/** Counts each word and each hyphenated compound (lowercase) written whole on one line of the document. */
export function documentWords(pages: readonly string[]): DocumentWords {
  const words = new Map<string, number>();
  const compounds = new Map<string, number>();
  for (const page of pages) {
    // The halves of split words ("specu", "lation") are not words of the document.
    for (const match of page.replace(splitHalves, " ").matchAll(wordPattern)) {
      const token = match[0].toLowerCase().replace(/\u2010/gu, "-");
      const counts = token.includes("-") ? compounds : words;
      counts.set(token, (counts.get(token) ?? 0) + 1);
    }
  }
  return { words, compounds };
}

export type SplitDecision = "join" | "hyphen";

/** Whether "left-⏎right" is one word broken at a syllable ("join") or a compound whose hyphen stays. */
export function decideSplit(left: string, right: string, known: DocumentWords, continues = false): SplitDecision {
  const joined = (left + right).toLowerCase();
  const hyphenated = `${left}-${right}`.toLowerCase();
  const joinedCount = known.words.get(joined) ?? (joined.includes("-") ? known.compounds.get(joined) : undefined) ?? 0;
  const hyphenatedCount = known.compounds.get(hyphenated) ?? 0;
  if (hyphenatedCount > 0 || joinedCount > 0) return hyphenatedCount >= joinedCount ? "hyphen" : "join";
  const lastPart = left.slice(left.lastIndexOf("-") + 1).toLowerCase();
  if (continues || left.includes("-") || lastPart.length < 2 || hyphenatedPrefixes.has(lastPart)) return "hyphen";
  if (isWord(lastPart, known) && isWord(right.toLowerCase(), known)) return "hyphen";
  return /\p{Ll}$/u.test(left) && /^\p{Ll}/u.test(right) ? "join" : "hyphen";
}

function isWord(part: string, known: DocumentWords): boolean {
  return part.length >= minimumCompoundPart && known.words.has(part);
}

/** Joins the line-end splits of one page, judged against the words of the whole document. */
export function joinPageHyphens(page: string, known: DocumentWords): string {
  return page.replace(lineEndSplit, (whole, left: string, hyphen: string, right: string, rest: string, space?: string) => {
    const decision = hyphen === "\u00ad" ? "join" : decideSplit(left, right, known, /^[-\u2010]\p{L}/u.test(rest));
    const word = decision === "join" ? left + right : `${left}-${right}`;
    return `${word}${rest}${space === undefined ? "" : "\n"}`;
  });
}

/** The pages of one document with their line-end splits joined; pages stay one for one. */
export function joinLineHyphens(pages: readonly string[]): string[] {
  const known = documentWords(pages);
  return pages.map((page) => joinPageHyphens(page, known));
}
