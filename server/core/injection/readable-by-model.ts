/**
 * Whether the bundled semantic model can read a text at all (semantic.ts; secret-store-named.ts asks
 * the opposite: an order in a language no lexicon reads). Kept apart from semantic.ts so the rules can
 * ask it without importing the semantic layer, which reads the detector's result type.
 */
import { detectLanguage } from "../text-analysis";

const englishWords = new Set(
  `the an and or but if so of to in on at by for with from into about as is are was were be been has have had do does did not no
  never don't can't won't you your yours me my mine we our us it its this that these those there here what which who whom whose
  how why when where all any every each now then will would must should can could may please just only also than`.split(/\s+/),
);

/**
 * Whether the bundled model can read a text: USE-lite's vocabulary is English, so text in another
 * language or script comes out as a vector of unknown pieces that sits near every other such text,
 * attack or not (on dev, Russian, Thai or Arabic questions scored like attacks). Those texts are left
 * to the lexical layers, whose lexicon covers 41 languages: Latin letters, a fifth of the words
 * English function words ("a", "i" and "for" are not counted or not enough: they are Hungarian, Polish, Danish words too), and no French, Spanish
 * or German majority.
 */
export function readableByModel(text: string, minimumEnglish = 1): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return false;
  const ascii = letters.filter((letter) => /[a-z]/i.test(letter)).length;
  if (ascii < letters.length * 0.9) return false;
  const words = text.toLowerCase().match(/[\p{L}']+/gu) ?? [];
  const english = words.filter((word) => englishWords.has(word)).length;
  return english >= minimumEnglish && english >= words.length * 0.2 && detectLanguage(text) === "en";
}
