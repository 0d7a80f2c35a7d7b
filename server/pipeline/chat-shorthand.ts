/**
 * Chat shorthand written out before a follow-up is recognised (docs/architecture.md, "Conversation"):
 * people type "cn u make it shortr pls", "+ de détails stp", "xq?", "ff korter?" to an assistant, and
 * the recogniser's words, rules and embedder know the full words; a misspelt kind word is written as the
 * word it misspells ("lisst": "list"). Only whole words are replaced
 * (never inside a word or an elision: "I'd", "d'où" stay), so a message without shorthand is
 * returned as it is.
 */
import { isEnglishWord } from "../core/verb-lemma";
import { spelledKindWord } from "./about-answer-request";
import { messageLanguage } from "./message-language";

// Shorthand of the six languages and the word it stands for. A shorthand that is a word of another
// language ("y", Spanish "and"; "d", "x", "q") is left alone, but for the few forms below.
const shorthand: Record<string, string> = {
  // English.
  cn: "can",
  plz: "please",
  pls: "please",
  plis: "please",
  pliz: "please",
  thx: "thanks",
  thnx: "thanks",
  tnx: "thanks",
  tho: "though",
  abt: "about",
  frm: "from",
  wut: "what",
  whr: "where",
  wher: "where",
  pt: "point",
  pts: "points",
  moar: "more",
  deets: "details",
  src: "source",
  srcs: "sources",
  refs: "references",
  pg: "page",
  pgs: "pages",
  lst: "list",
  smth: "something",
  sth: "something",
  bc: "because",
  cuz: "because",
  coz: "because",
  // A digit for its sound ("m8", "gr8", "b4") and a word without its vowel ("dwn") (#20, t20s21).
  m8: "mate",
  gr8: "great",
  b4: "before",
  l8r: "later",
  w8: "wait",
  dwn: "down",
  tht: "that",
  em: "them",
  mor: "more",
  // French.
  pk: "pourquoi",
  pq: "pourquoi",
  pkoi: "pourquoi",
  pourkoi: "pourquoi",
  pcq: "parce que",
  bcp: "beaucoup",
  ds: "dans",
  avc: "avec",
  mrc: "merci",
  // German.
  vllt: "vielleicht",
  // Spanish.
  xq: "por que",
  xk: "por que",
  porq: "por que",
  xfa: "por favor",
  xfavor: "por favor",
  porfis: "por favor",
  tmb: "tambien",
  // Italian.
  xke: "perche",
  xche: "perche",
  perke: "perche",
  cmq: "comunque",
  grz: "grazie",
  // Dutch.
  ff: "even",
  aub: "alsjeblieft",
  wrm: "waarom",
  mss: "misschien",
};

// The words that place a point or point back, typed with two neighbouring letters swapped ("frist", "thrid", "poitn").
const swappable = ["first", "second", "third", "fourth", "fifth", "point", "points", "item", "that", "this", "more", "where"];
const swappedFrom = new Map<string, string>();
for (const word of swappable)
  for (let at = 0; at < word.length - 1; at++) {
    const typo = `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    if (typo !== word && !isEnglishWord(typo)) swappedFrom.set(typo, word);
  }

/** The word a typo with two neighbouring letters swapped stands for, in an English message; none when it is a word. */
const unswapped = (word: string, english: boolean) => (english && !isEnglishWord(word) ? swappedFrom.get(word) : undefined);

// "+" is "more" in the message's language ("en + court", "+ de détails", "+ corto", "+ dettagli").
const more: Record<string, string> = { en: "more", fr: "plus", de: "mehr", es: "más", it: "più", nl: "meer" };

// A word, not inside a word nor beside an elision's apostrophe.
const wordPattern = /(?<![\p{L}\p{N}'’])[\p{L}\p{N}]+(?![\p{L}\p{N}'’])/gu;

/** The message with its chat shorthand written out; the message itself when it has none. */
export function expandShorthand(message: string): string {
  let text = message
    // "y?", "y tho?", "but y?": English "why" (Spanish "y", and, never stands alone or before these).
    .replace(/^(\s*(?:but\s+)?)y(?=\s*(?:tho|though|so|not)?\s*\??\s*$)/iu, "$1why")
    // "wait y is it bigger", "so y did they…": "y" opening an English question before its verb is "why" (Spanish "y" is
    // followed by a word of its own, never by an English auxiliary and "it", "they", "you").
    .replace(
      /^(\s*(?:(?:wait|but|so|and|ok|hm+|huh)[\s,]+)?)y(?=\s+(?:is|are|was|were|do|does|did|would|not|has|have|had)\s+(?:it|that|this|they|he|she|you|there)\b)/iu,
      "$1why",
    )
    // "x favor", "x favore": "por favor", "per favore".
    .replace(/(?<![\p{L}'’])x\s+(favor|favore)\b/giu, (_, word: string) => (word.toLowerCase() === "favor" ? "por favor" : "per favore"))
    // "way 2 long", "2 short": "2" before a word of length or degree is "too".
    .replace(/(?<![\p{L}\p{N}])2(?=\s+(?:long|short|brief|much|little|wordy|lengthy|vague|dense|detailed)\b)/giu, "too")
    // "file n exact line", "short n sweet": a lone "n" between two words is "and" (French and Italian elide "n'" with an apostrophe).
    .replace(/(?<=\p{L}\s+)n(?=\s+\p{L})/gu, "and");
  // "Frist" is German and "tihs" no typo in it: the swaps are read in an English message only.
  const english = messageLanguage(text) === "en";
  text = text.replace(wordPattern, (word) => {
    const folded = word
      .normalize("NFD")
      .replace(/\p{M}+/gu, "")
      .toLowerCase();
    // A misspelt kind word is written as the word, so the embedder reads it ("lisst it plz").
    const full = shorthand[folded] ?? spelledKindWord(folded) ?? unswapped(folded, english);
    if (full === undefined) return word;
    return /^\p{Lu}/u.test(word) ? full.charAt(0).toUpperCase() + full.slice(1) : full;
  });
  if (/(?:^|\s)\+\s*\p{L}/u.test(text)) {
    const language = messageLanguage(text.replace(/\+/g, " "));
    text = text.replace(/(^|\s)\+\s*(?=\p{L})/gu, `$1${more[language] ?? "more"} `);
  }
  return text;
}
