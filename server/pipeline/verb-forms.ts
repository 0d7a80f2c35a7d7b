/**
 * The root of a French, German or Spanish verb form, so that a follow-up's verb counts as the word
 * it comes from whatever its tense or person (docs/architecture.md, "Conversation"): German
 * participles and separable prefixes ("zusammengefasst", "aufgelistet", "abgekürzt"), Romance
 * participles, gerunds and persons ("acortado", "énumère", "listez"). Accents folded, lower case.
 * A rough cut, not a stemmer: only roots of at least four letters are given, so short words keep
 * their own meaning.
 */

// Separable prefixes of German verbs, longest first ("zusammen|fassen", "auf|listen").
const germanPrefix = /^(?:zusammen|weiter|durch|nach|auf|aus|vor|ab|an|um|zu)(?=.{5,})/;
// Endings of tenses, persons, participles and gerunds, the longest first.
// The French conditional ("raccourcirais", "abrégerait") and the Spanish second person "-as" ("abrevias") among them.
const endings =
  "iendo ando ados adas idos idas ieren erais irais erait irait iert ees ado ada ido ida ons ez ent ee es as er ar ir en et st e a o t s n".split(
    " ",
  );
const minimum = 4;

/** The form's root, or the word itself when it is too short to cut. */
export function verbRoot(word: string): string {
  let root = word;
  root = root.replace(germanPrefix, "");
  // The participle's "ge-" ("gefasst", "gekürzt"), after a prefix too ("abgekürzt").
  if (/^ge.{4,}(?:t|en)$/.test(root) && root !== word) root = root.slice(2);
  else if (/^ge.{4,}t$/.test(root)) root = root.slice(2);
  // The longest ending that leaves a root ("gefasst": "fass", not "fas").
  const ending = endings.find((end) => root.endsWith(end) && root.length - end.length >= minimum);
  if (ending) return root.slice(0, -ending.length);
  return root.length >= minimum ? root : word;
}
