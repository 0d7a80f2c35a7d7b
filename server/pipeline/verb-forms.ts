/**
 * The root of a French, German or Spanish verb form, so that a follow-up's verb counts as the word
 * it comes from whatever its tense or person (docs/architecture.md, "Conversation"): German
 * participles and separable prefixes ("zusammengefasst", "aufgelistet", "abgekürzt"), Romance
 * participles, gerunds and persons ("acortado", "énumère", "listez"). Accents folded, lower case.
 * A rough cut, not a stemmer: only roots of at least four letters are given, so short words keep
 * their own meaning.
 */

import { wordSet } from "../core/text-analysis";

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

// German and Dutch split a verb in an imperative or a question: its particle goes to the end of the
// clause ("Führ das bitte aus", "Leg noch was nach", "Werk het verder uit", "Som ze op", "Kort het wat in").
const separableParticles = wordSet("aus nach zusammen ab auf weiter vor durch uit samen op in toe door na");
// Courtesy and softeners after the particle ("Fass das zusammen, bitte", "Som ze op graag").
const afterParticle = wordSet("bitte mal doch gern gerne graag even alsjeblieft alstublieft");
// Words before the verb that open a request ("Und führ das aus", "Ok, werk het uit").
const beforeVerb = wordSet("und bitte ok okay dann en nou dus maar");

/**
 * The whole verb of a clause that splits it ("führ … aus" is "ausführen", "som … op" is "opsommen"):
 * the verb opens the clause, its particle closes it. Returns the joined infinitives to read and
 * where the verb stands; none when the clause splits no verb.
 */
export function joinedSeparableVerb(words: string[]): { forms: string[]; verb: number } | undefined {
  let last = words.length - 1;
  while (last > 0 && afterParticle.has(words[last]!)) last--;
  const particle = words[last];
  let verb = 0;
  while (verb < last && beforeVerb.has(words[verb]!)) verb++;
  if (particle === undefined || !separableParticles.has(particle) || last - verb < 1) return undefined;
  // "führst", "führt", "führe": the stem; Dutch doubles a short stem's consonant ("vat" → "vatten", "som" → "sommen").
  // The word as it stands and without a person's ending ("führt", "führst"; "vat" keeps its "t").
  const forms = new Set<string>();
  for (const stem of new Set([words[verb]!, words[verb]!.replace(/(?:st|t|e)$/, "")])) {
    if (stem.length < 2) continue;
    const doubled = /[^aeiou][aeiou][bdfgklmnprst]$/.test(stem) ? `${stem}${stem.at(-1)}` : stem;
    for (const form of [`${particle}${stem}en`, `${particle}${stem}n`, `${particle}${doubled}en`]) forms.add(form);
  }
  return { forms: [...forms], verb };
}
