/**
 * The base form of an English verb written in another form, from the word lists the wink-lexicon
 * package ships (WordNet's verb exceptions, and a lexicon of common words with their parts of
 * speech, most frequent first): irregular forms ("kept" → keep, "ran" → run, "paid" → pay) and
 * regular ones whose light stem would differ from the base's ("agreed" → agree, "using" → use,
 * "exceeded" → exceed), so that a question and a document that write one verb in two forms share
 * a stem (`stem` in text-analysis.ts). A form more often a noun ("ground", "saw", "given") keeps
 * its own meaning.
 */
import lexicon from "wink-lexicon/src/lexicon.js";
import verbExceptions from "wink-lexicon/src/wn-verb-exceptions.js";

/** Bumped whenever what `verbLemma` returns changes, so stored stems are made again (summaries). */
export const verbLemmaRevision = "1";

const verbForms = new Set(["VBD", "VBN", "VBG", "VBZ"]);
const tagsOf = (word: string): readonly string[] | undefined => lexicon[word];
// Read as a verb's form when the lexicon's most frequent part of speech for it is one (unlisted words are).
const mostlyVerbForm = (word: string) => {
  const tags = tagsOf(word);
  return tags === undefined || verbForms.has(tags[0] ?? "");
};
/** The lexicon's parts of speech for a lower-case word, most frequent first; undefined for a word it does not list. */
export const partsOfSpeech = (word: string): readonly string[] | undefined => tagsOf(word);
/** A word of the lexicon's common English words (a misspelling is not one). */
export const isEnglishWord = (word: string) => tagsOf(word) !== undefined;
// Tags of words that can stand before a noun and qualify it: determiners, numbers, adjectives,
// adverbs, participles ("the", "total", "estimated", "greatest").
const qualifierTags = new Set(["DT", "PDT", "CD", "JJ", "JJR", "JJS", "RB", "RBR", "RBS", "VBN", "VBD", "VBG", "WDT", "WP", "WP$", "PRP$"]);
/** A common English word that is only ever a noun or a verb ("report", "phone", "order"), never a qualifier. */
export const nounNeverQualifier = (word: string) => {
  const tags = tagsOf(word);
  return tags !== undefined && !tags.some((tag) => qualifierTags.has(tag));
};
const nounTags = new Set(["NN", "NNS", "NNP", "NNPS"]);
// A verb the lexicon knows behind a prefix it does not list the word with ("rejoin", "unbook").
const prefixedVerb = /^(?:re|un|dis|mis|over|out)(\p{L}{3,})$/u;
/**
 * A word that names a thing: the lexicon knows it first as a noun ("boat", "membership"), or does
 * not know it and it reads as no verb's form ("kilns", "glaze", "debit"; not "beeping", "rejoin").
 */
export const namesThing = (word: string) => {
  const tags = tagsOf(word);
  if (tags !== undefined) return nounTags.has(tags[0] ?? "");
  const base = prefixedVerb.exec(word)?.[1];
  return !/(?:ing|ed)$/u.test(word) && !(base !== undefined && (tagsOf(base)?.[0] ?? "").startsWith("VB"));
};
// Parts of speech a verb after a plural subject takes ("bells hang", "kilns fire", "boats sailed").
const pluralVerbTags = new Set(["VB", "VBP", "VBD"]);
/**
 * A word that can be the verb after a plural noun ("Which bells hang …?"): the lexicon knows it as a
 * base, present or past verb, and its most frequent part of speech is a verb or a noun (not "the",
 * whose rare tags list a verb).
 */
export const canFollowPluralAsVerb = (word: string) => {
  const tags = tagsOf(word);
  return tags !== undefined && tags.some((tag) => pluralVerbTags.has(tag)) && (pluralVerbTags.has(tags[0] ?? "") || tags[0] === "NN");
};
const isBase = (word: string) => tagsOf(word)?.some((tag) => tag === "VB" || tag === "VBP") ?? false;

const cache = new Map<string, string>();
const cacheLimit = 50_000;

/** The verb's base form, or the word itself when it is no other form of a verb (or more often something else). */
export function verbLemma(word: string): string {
  const known = cache.get(word);
  if (known !== undefined) return known;
  const lemma = lemmaOf(word);
  if (cache.size < cacheLimit) cache.set(word, lemma);
  return lemma;
}

function lemmaOf(word: string): string {
  if (!/^[a-z]{3,}$/u.test(word)) return word;
  const irregular = verbExceptions[word];
  if (irregular !== undefined) return mostlyVerbForm(word) ? irregular : word;
  const ending = /(?:ed|ing|es|s)$/u.exec(word)?.[0];
  // A regular form the lexicon knows as one, whose base it knows as a verb: "agreed", "using", "exceeded".
  if (!ending || tagsOf(word) === undefined || !mostlyVerbForm(word)) return word;
  const root = word.slice(0, -ending.length);
  const candidates = [`${root}e`, root, /([b-df-hj-np-tv-z])\1$/u.test(root) ? root.slice(0, -1) : ""];
  return candidates.find((candidate) => candidate.length >= 2 && isBase(candidate)) ?? word;
}
