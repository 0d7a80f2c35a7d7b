/**
 * The language of a short chat message, from the whole message (docs/architecture.md,
 * "Conversation"): its function words, its letters and its elisions, in the six languages the
 * follow-up recogniser reads. `detectLanguage` (core/text-analysis.ts) knows four languages by a
 * few function words and takes "Belegst du das?" or "Dimmi tutto." for English; a follow-up is a
 * handful of words, so every word and letter that tells a language counts.
 *
 * A word several languages write ("de", "la", "die", "in") counts for each of them by a share;
 * with nothing to tell, the message is English.
 */
import { wordSet } from "../core/text-analysis";

export type MessageLanguage = "en" | "fr" | "de" | "es" | "it" | "nl";
export const messageLanguages: readonly MessageLanguage[] = ["en", "fr", "de", "es", "it", "nl"];

// Function words, pronouns, the verbs of asking and politeness (accents folded), per language.
const functionWords: Record<MessageLanguage, ReadonlySet<string>> = {
  en: wordSet(
    "the a an is are was were what which how why where when who does do did of in and for with there it this that these those you your me my i can could would will please pls tell give make show say more about from on to its me",
  ),
  fr: wordSet(
    "le la les de des en a est sont et un une du au aux ce cette ca cela ceci je tu il elle nous vous moi toi me te se ne pas plus ou qui que quoi quel quelle quels quelles dans avec pour sur par c j l qu plait stp svp peux pouvez pourrais pourriez fais donne dis montre tout tres aussi encore mais merci",
  ),
  de: wordSet(
    "der die das den dem des in du was ist sind und ein eine einen einem einer nicht ich du mir mich dir dich uns bitte mal noch auch wie was wo woher warum welche welcher welches welchem welchen im zum zur auf mit fur von uber kannst konnen konnten hast habe gib mach zeig erzahl sag genau mehr da steht es sie wer",
  ),
  es: wordSet(
    "el los las de en a es son y un una unos unas del al lo me te se que cual cuales donde como por para con mas eso esto esa ese muy todo porfa favor puedes podrias podria dame dime esta hay pon hazme",
  ),
  it: wordSet(
    "il lo la gli le i a in e un una uno del della dello dei degli delle nel nella nei negli ai agli alla allo con sul sulla di da dal dalla che chi cosa dove come quale quali perche piu mi ti ci per favore puoi potresti potrebbe dimmi dammi fammi questo questa quello quella tutto sono ho hai sta non",
  ),
  nl: wordSet(
    "de het een en in is zijn dat dit die deze wat waar welke welk hoe waarom ik je jij u mij me mijn kun kunt kan wil graag alsjeblieft alstublieft niet nog ook meer van voor met op uit over er staat laat zien geef vertel zeg",
  ),
};

// Letters one language writes and the others of the six rarely do: a strong sign in a short message.
const letters: [RegExp, Partial<Record<MessageLanguage, number>>][] = [
  [/[äöüß]/u, { de: 2 }],
  [/[ñ¿¡]/u, { es: 2 }],
  [/[áíóú]/u, { es: 1 }],
  [/[çœêâîûô]/u, { fr: 1.5 }],
  [/[ìò]/u, { it: 2 }],
  [/[èù]/u, { it: 1, fr: 1 }],
  [/à/u, { fr: 0.5, it: 0.5 }],
  [/é/u, { fr: 0.5, es: 0.25, it: 0.25 }],
];

// Elisions: "l'", "d'", "c'est", "j'ai", "qu'" are French; "c'è", "dell'", "un'", "l'hai", "po'" Italian.
const italianElision = /(?<![\p{L}])(?:c['’]è|dov['’]è|(?:dell|nell|sull|dall|all|un|quell)['’]|l['’](?:ha|ho|hai)\b|po['’])/iu;
const frenchElision = /(?<![\p{L}])(?:[cdjlmnst]|qu)['’]\p{L}/iu;
// Spellings: Dutch "ij", "aa", "oe", German "sch" and "-ung", Italian "-zione", "gli", "cch", "zz".
const spellings: [RegExp, MessageLanguage, number][] = [
  [/\p{L}*ij\p{L}*/u, "nl", 1],
  [/(?<![\p{L}])\p{L}*aa\p{L}*/u, "nl", 0.5],
  [/(?<![\p{L}])\p{L}*sch\p{L}+/u, "de", 0.5],
  [/\p{L}+ung(?![\p{L}])/u, "de", 0.5],
  [/\p{L}+zion[ei](?![\p{L}])/u, "it", 1],
  // A Spanish imperative with its pronouns carries its stress mark ("Demuéstralo", "Cítame", "Explícamelo").
  [/\p{L}*[áéíóú]\p{L}*(?:[aei](?:me|te)|nos|lo|los|las|melo|mela|selo)(?![\p{L}])/u, "es", 1],
];

const fold = (word: string) =>
  word
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .replace(/ß/g, "ss")
    .toLowerCase();

/** Each language's score for a message (exported for the tuning script). */
export function languageScores(message: string): Record<MessageLanguage, number> {
  const scores: Record<MessageLanguage, number> = { en: 0, fr: 0, de: 0, es: 0, it: 0, nl: 0 };
  for (const word of message
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(fold)) {
    const writers = messageLanguages.filter((language) => functionWords[language].has(word));
    for (const language of writers) scores[language] += 1 / writers.length;
  }
  const lower = message.toLowerCase();
  for (const [pattern, weights] of letters)
    if (pattern.test(lower)) for (const [language, weight] of Object.entries(weights)) scores[language as MessageLanguage] += weight;
  if (italianElision.test(lower)) scores.it += 1.5;
  else if (frenchElision.test(lower) && !/(?<=\p{L})['’](?:s|m|re|ll|ve|d|t)\b/u.test(lower)) scores.fr += 1;
  for (const [pattern, language, weight] of spellings) if (pattern.test(lower)) scores[language] += weight;
  return scores;
}

/** The language of a message: the one with the highest score, English when none scores above it. */
export function messageLanguage(message: string): MessageLanguage {
  const scores = languageScores(message);
  let best: MessageLanguage = "en";
  for (const language of messageLanguages) if (scores[language] > scores[best]) best = language;
  return best;
}
