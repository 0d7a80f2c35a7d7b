/**
 * Small, dependency-free text tools shared by the offline stages (extractive reasoner,
 * follow-up resolution, suggestions, offline confidence). Deliberately simple: they must run in
 * well under a millisecond per chunk so the pipeline overhead stays inside its target (`npm run bench`).
 */
import { cjkTerms, isCjkWord, koreanStopWords } from "./cjk-terms";
import { verbLemma, verbLemmaRevision } from "./verb-lemma";

export type LanguageCode = "en" | "fr" | "es" | "de";

/** A text as a regular expression that matches it literally. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&");

/** A text as a whole phrase, case-free: not inside a longer word or number ("Water", not "Waterloo"). */
export const wholePhrase = (text: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(text.trim())}(?![\\p{L}\\p{N}])`, "iu");

// English first (the corpus language); a handful of French, Spanish and German function words
// so that a question in those languages does not count "le", "der" or "los" as content.
const englishStopWords = `a about above after again against all also am an and any are aren't as at be because been
before being below between both but by can can't cannot could couldn't did didn't do does doesn't doing don't down
during each either else ever few for from further had hadn't has hasn't have haven't having he he'd he'll he's her
here here's hers herself him himself his how how's however i i'd i'll i'm i've if in into is isn't it it's its itself
just let's me more most much must mustn't my myself neither no nor not now of off often on once only or other ought
our ours ourselves out over own per please same shall shan't she she'd she'll she's should shouldn't so some such
than that that's the their theirs them themselves then there there's these they they'd they'll they're they've this
those though through thus to too under until up upon us very via was wasn't we we'd we'll we're we've were weren't
what what's when when's where where's whether which while who who's whom whose why why's will with within without
won't would wouldn't yes yet you you'd you'll you're you've your yours yourself yourselves tell me give show list
explain describe know many say says said does one ones get got kind sort type thing things`;
const otherStopWords = `le la les un une des du de et ou en au aux ce cette ces est sont qui que quoi quel quelle quels
quelles dans pour par sur avec sans il elle ils elles nous vous je tu son sa ses leur leurs ne pas plus comment
combien où pourquoi quand y a ont été être el los las unos unas del y o es son que qué cual cuál cuales quien quién
en por para con sin su sus se lo como cómo cuánto cuántos cuantos dónde donde por qué cuando está están der die das
ein eine einer eines dem den des und oder ist sind wer was wie wo warum wann welche welcher welches mit für von zu
im am auf aus bei nicht auch es sie er wir ihr ich du hat haben wird werden viele`;

export const stopWords: ReadonlySet<string> = new Set(
  `${englishStopWords} ${otherStopWords}`.split(/\s+/).filter((word) => word.length > 0),
);

/** The words of a space-separated list as a set: `wordSet("one un eins")`. */
export const wordSet = (list: string): Set<string> => new Set(list.split(/\s+/u).filter((word) => word.length > 0));

/** The French, Spanish and German function words above that English does not write ("le", "der", "los"; not "a", "in", "was"). */
export const otherLanguageStopWords: ReadonlySet<string> = new Set(
  [...wordSet(otherStopWords)].filter((word) => !wordSet(englishStopWords).has(word)),
);

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/** Lower-cased words in reading order (apostrophes kept inside words, possessive 's dropped). */
export function tokenize(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(wordPattern)) {
    words.push(match[0].replace(/’/g, "'").replace(/'s$/, ""));
  }
  return words;
}

/** Changes whenever `stem` gives other stems, so stems stored with summaries are made again on start. */
export const stemRevision = `2.${verbLemmaRevision}`;

/**
 * A light suffix stripper for English: enough to match "lives" with "living" and "prices" with
 * "priced", without a full Porter stemmer's surprises. Numbers and short words stay as they are.
 * A verb's other forms are taken to its base first (WordNet's lists, verb-lemma.ts): "kept" is
 * "keep", "paid" "pay", "agreed" "agree" (which the suffixes alone made "agr" and "agre").
 */
export function stem(word: string): string {
  if (/\d/.test(word)) return word;
  let root = verbLemma(word);
  if (root.length <= 3) return root;
  if (root.endsWith("ies") && root.length > 4) root = `${root.slice(0, -3)}y`;
  else if (root.endsWith("sses")) root = root.slice(0, -2);
  else if (/(ch|sh|x|z)es$/.test(root)) root = root.slice(0, -2);
  else if (root.endsWith("s") && !/(ss|us|is)$/.test(root)) root = root.slice(0, -1);
  if (root.endsWith("ing") && root.length > 5) root = root.slice(0, -3);
  else if (root.endsWith("ed") && root.length > 4) root = root.slice(0, -2);
  if (root.endsWith("ly") && root.length > 5) root = root.slice(0, -2);
  // The noun a verb makes with "-al" is one family with it: referral / refers, arrival / arrive, renewal / renew.
  else if (/(?:rr|[vws])al$/.test(root) && root.length > 6) root = root.slice(0, -2);
  // "running" → "runn" → "run"; "lived"/"lives"/"live" all end up as "liv".
  if (/([bdfgmnprt])\1$/.test(root)) root = root.slice(0, -1);
  if (root.endsWith("e") && root.length > 3) root = root.slice(0, -1);
  return root;
}

/** Stemmed words that carry meaning (stop words removed; single letters only when digits). */
export function contentTerms(text: string): string[] {
  return tokenize(text)
    .filter((word) => !stopWords.has(word) && !koreanStopWords.has(word) && (word.length > 1 || /\d/.test(word)))
    .flatMap((word) => (isCjkWord(word) ? cjkTerms(word) : [stem(word)]));
}

// Abbreviations whose full stop does not end a sentence.
const abbreviations = new Set([
  "e.g",
  "i.e",
  "etc",
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "st",
  "vs",
  "no",
  "fig",
  "approx",
  "inc",
  "ltd",
  "co",
  "jr",
  "sr",
  "u.s",
  "u.k",
  "cf",
  "al",
]);

/**
 * Splits text into sentences. Inside a line, a . ! ? followed by a space and an upper-case
 * letter, digit or quote ends one, except after a known abbreviation or a single initial.
 * A line break ends one too (spreadsheet rows and headings are one line each), except where
 * the text was merely wrapped: PDF text keeps the page's line breaks, so "In recording mode,
 * TraceMonkey" + "records the operations…" must stay one sentence. See `wrappedLines`.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of wrappedLines(text)) {
    let start = 0;
    const boundary = /[.!?]+["'”’)\]]*\s+(?=["'“‘([]?[\p{Lu}\p{N}])/gu;
    for (const match of line.matchAll(boundary)) {
      const end = (match.index ?? 0) + match[0].trimEnd().length;
      const candidate = line.slice(start, end);
      const lastWord = /([\p{L}.]+)[.!?]+["'”’)\]]*$/u.exec(candidate)?.[1]?.toLowerCase().replace(/\.$/, "") ?? "";
      if (abbreviations.has(lastWord) || /^\p{L}$/u.test(lastWord)) continue;
      // "1. An off-the-shelf toolkit …": a numbered item's mark, not a sentence of its own.
      if (/^\s*\d{1,2}\.$/u.test(candidate)) continue;
      pushSentence(sentences, candidate);
      start = (match.index ?? 0) + match[0].length;
    }
    pushSentence(sentences, line.slice(start));
  }
  return sentences;
}

// A line this long that stops without closing punctuation was wrapped, not ended.
const wrappedLineChars = 50;
// List items, and spreadsheet rows as the sheet parser writes them ("Name: Ada; Age: 36" or
// "a | b | c"): each is a unit of its own, never the tail of the line before.
const listOrRow = /^\s*(?:[-*•▪◦|]|\d+[.)]\s|[^:.!?]{1,40}:\s)|\s\|\s/u;
const bulletItem = /^\s*(?:[-*•▪◦]|\d+[.)])\s+(?!.*\s\|\s)/u;
// A line with an early colon is a field ("Loan period (days): 7") unless it reads as prose a PDF
// wrapped: a label of three words or more in lower case, or a clause of six words or more opening in
// lower case after the colon and running off the line's end ("… problems: they are costly, slow to").
const labelAndValue = /^\s*([^:.!?;|]{1,40}):\s(.*)$/u;
function isFieldOrRow(line: string): boolean {
  if (!listOrRow.test(line)) return false;
  if (/^\s*(?:[-*•▪◦|]|\d+[.)]\s)|\s\|\s|;/u.test(line)) return true;
  const [, label = "", value = ""] = labelAndValue.exec(line) ?? [];
  const labelWords = label.trim().split(/\s+/u).length;
  const runsOn = /^\p{Ll}/u.test(value.trim()) && value.trim().split(/\s+/u).length >= 6 && /[\p{L},–-]$/u.test(value.trim());
  // "Income in 2025 was £68,450: £41,200 from donations, …" is a sentence: a label holds no verb.
  const says = labelWords >= 3 && /\b(?:is|was|are|were|has|had)\b/iu.test(label);
  return !((labelWords >= 3 && /^\s*\p{Ll}/u.test(label)) || runsOn || says);
}

/**
 * Re-joins lines that a layout wrapped: the next line continues the sentence when it starts in
 * lower case, or when this line is long, ends mid-clause (no . ! ? :) and the next line is not a
 * list item or table row. Short lines without punctuation stay apart: they are headings or cells.
 */
function wrappedLines(text: string): string[] {
  // A bullet that chunking or extraction ran into the line before ("… trees. • We explain …") starts a line of its own.
  const lines = text
    .replace(/[ \t]+(?=[•▪◦][ \t])/gu, "\n")
    .split(/\n+/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const joined: string[] = [];
  let previousLine = "";
  // The last line joined is a field's line that ran on as prose: its next lines in lower case go on too.
  let ranOn = false;
  for (const line of lines) {
    const previous = joined.at(-1);
    const fieldRunsOn: boolean = previous !== undefined && /^\p{Ll}/u.test(line) && (ranOn || endsOpen(lastWord(previous)));
    const continues: boolean =
      previous !== undefined &&
      !/\t/.test(previous) &&
      !/[.!?:]["'”’)\]]*$/.test(previous) &&
      // A letterhead's line ending in an e-mail or web address is a contact, never wrapped prose.
      !/[^\s@]+@[^\s@]+\.[a-z]{2,}$|(?:https?:\/\/|www\.)\S+$/iu.test(lastWord(previous)) &&
      !isFieldOrRow(line) &&
      // A bullet a PDF wrapped ("• We explain an algorithm … to" + "cover a program, …") goes on
      // in lower case; a row or a field never does, unless its line stopped on a word that cannot end
      // one: "We gave £4,750 in grants: £1,500 to …, £1,200 to" + "the 1st Scouts, …" is a sentence.
      (!isFieldOrRow(previous) || (bulletItem.test(previous) && /^\p{Ll}/u.test(line)) || fieldRunsOn) &&
      // The length that matters is the last physical line's, not the sentence joined so far.
      (/^\p{Ll}/u.test(line) ||
        (previousLine.length >= wrappedLineChars && /[\p{L}\p{N},;–-]$/u.test(previous) && !endsOnHeading(previous)));
    if (continues && previous !== undefined)
      joined[joined.length - 1] = /-$/.test(previous) && /^\p{Ll}/u.test(line) ? `${previous}${line}` : `${previous} ${line}`;
    else joined.push(line);
    ranOn = continues && fieldRunsOn && previous !== undefined && isFieldOrRow(previous);
    previousLine = line;
  }
  return joined;
}

/**
 * The text after its last space. A test anchored at the end of the joined lines ran from every start in them, quadratic
 * in a long paragraph; an address or a link holds no space, so its last word is all such a test needs to read.
 */
function lastWord(text: string): string {
  let start = text.length;
  while (start > 0 && !/\s/u.test(text[start - 1]!)) start -= 1;
  return text.slice(start);
}

// Words a line stops on only when the layout wrapped it: a preposition, an article, a conjunction.
const openEndings = new Set(["to", "the", "of", "and", "or", "a", "an", "for", "with", "in", "on", "at", "by", "from", "into", "than"]);
const endsOpen = (word: string): boolean => openEndings.has(word.toLowerCase());

/**
 * "… pp. 1–6. IEEE. Summary" + "In this paper, we …": a PDF set a heading word after the line's last
 * sentence. One capitalised word (not a function word like "The") after a sentence's end heads the
 * next line; it does not run on into it.
 */
function endsOnHeading(line: string): boolean {
  const tail = /[.!?]["'”’)\]]*\s+(\p{Lu}\p{Ll}{3,})$/u.exec(line)?.[1];
  return tail !== undefined && !stopWords.has(tail.toLowerCase());
}

function pushSentence(sentences: string[], candidate: string) {
  const sentence = candidate.replace(/\s+/g, " ").trim();
  if (sentence.length > 0) sentences.push(sentence);
}

// JavaScript's \b only knows ASCII letters, so "qué" or "où" need explicit letter look-arounds.
const wordList = (words: string) => new RegExp(`(?<![\\p{L}])(?:${words})(?![\\p{L}])`, "gu");
const languageMarkers: Record<Exclude<LanguageCode, "en">, RegExp> = {
  fr: wordList(
    "le|la|les|des|est|sont|quel|quelle|quels|comment|combien|pourquoi|où|dans|avec|pour|une|qui|que|du|au|aux|ce|cette|il|elle|y a-t-il",
  ),
  es: wordList("el|los|las|es|son|qué|cuál|cuáles|cómo|cuánto|cuántos|cuántas|dónde|para|con|una|del|está|están|hay"),
  de: wordList("der|die|das|ist|sind|wie|was|wo|warum|welche|welcher|welches|mit|für|von|und|nicht|ein|eine|gibt|wieviel|viele"),
};
const englishMarkers = wordList("the|is|are|what|which|how|why|where|when|who|does|do|of|in|and|for|with|a|an|there|it|this|that");

/** A rough guess of the language of a short question, from its function words; English by default. */
export function detectLanguage(text: string): LanguageCode {
  const lower = ` ${text.toLowerCase()} `;
  let best: LanguageCode = "en";
  let bestHits = countMatches(lower, englishMarkers);
  for (const [language, pattern] of Object.entries(languageMarkers) as [Exclude<LanguageCode, "en">, RegExp][]) {
    const hits = countMatches(lower, pattern);
    if (hits > bestHits) {
      best = language;
      bestHits = hits;
    }
  }
  return best;
}

function countMatches(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}
