/**
 * A question asked in the reader's own words often tells their situation before it asks: "It's freezing
 * in the cottage this afternoon, how do we get the heating on?", "We're leaving tomorrow morning, what
 * do we have to do before we go?", "My daughter's outgrown her jumper, who can I give it to?". The telling
 * is the asker's wording of their moment ("freezing", "this afternoon", "tomorrow morning"), which the
 * sentence that answers rarely shares ("If you feel cold at other times, press the red boost button");
 * the ask after it is what that sentence answers. Scored whole, the telling's words no sentence holds
 * sank the answer under the admission floor (rounds 12-22: the largest kind of miss, three rounds
 * running). situation-ask.ts reads the "who should I tell?" asks by the things the telling names; this
 * splits any ask so, and the reasoner weighs the telling as it weighs a file's subject. Pure.
 */
import { contentTerms, stopWords, tokenize } from "../core/text-analysis";
import { namesThing, partsOfSpeech } from "../core/verb-lemma";
import { asksHowTo, instructs } from "./instruction-sentence";
import { namesPerson, turningTerms } from "./situation-ask";

// The last comma, semicolon, dash or full stop before the final question (not a decimal point).
const lastClause = /^(.*\S)\s*(?:[,;–—]|(?<!\d)\.(?!\d)|\s-)\s+([^,;–—]+\?)\s*$/u;

// An ask: a question word, or an auxiliary or modal opening a yes-no question ("can we …?", "is there …?").
const askOpening =
  /^(?:(?:so|and|but|then|now|ok|okay)\s+)?(?:who|whom|whose|what|what's|which|where|when|how|can|could|may|might|should|shall|do|does|did|is|are|will|would|must|have|has)\b/iu;

// A telling is the asker's main clause ("it's freezing", "we're leaving"); a clause opening with a question
// word asks its own thing ("What was the grant for, and who gave it?"), and one opening with a conjunction or
// a preposition is the question's condition or frame ("If a pet causes a nuisance, what can the co-op do?",
// "After Braddock died, who controlled the forces?", "According to the report, …"), whose words are what is asked.
const notTelling =
  /^\s*(?:what|which|when|whenever|where|why|how|who|whom|whose|if|unless|once|after|before|since|because|as|while|during|until|in|on|at|for|from|by|with|about|under|according|apart|besides|given|say|suppose|so)\b/iu;

// Verbs that carry the asking, not its topic: "how do I go about it?", "what do I get?", "how do we make it work?".
const askFormVerbs = new Set(
  contentTerms("go goes going get gets getting come comes make makes take takes do does doing have has put sort work"),
);

/** The least a telling says: two of its own content words (not "ok, …", "sorry, …", "hi there, …"). */
const minTellingTerms = 2;

export interface ToldSituation {
  /** The telling before the ask: "It's freezing in the cottage this afternoon". */
  telling: string;
  /** The ask itself: "how do we get the heating on?". */
  ask: string;
  /** The telling's content words (stemmed) that the ask does not say itself. */
  tellingTerms: Set<string>;
  /** Whether the ask names a thing of its own ("the heating"; not "how do I go about it?", "how do I get involved?"). */
  askNamesTopic: boolean;
}

/** The telling and the ask of "<situation>, <question>?", or null when the question is not told so. */
export function toldSituation(question: string): ToldSituation | null {
  const match = lastClause.exec(question.trim());
  if (!match) return null;
  const [, telling, ask] = match as unknown as [string, string, string];
  if (!askOpening.test(ask.trim()) || notTelling.test(telling)) return null;
  const asked = new Set(contentTerms(ask));
  if (asked.size === 0) return null;
  const tellingTerms = new Set(contentTerms(telling).filter((term) => !asked.has(term)));
  if (tellingTerms.size < minTellingTerms) return null;
  // "…, how do I go about it?", "…, how do I get involved?" ask nothing but the form: the telling is then what is asked.
  const askNamesTopic = thingTerms(ask).some((term) => !askFormVerbs.has(term));
  return { telling, ask, tellingTerms, askNamesTopic };
}

/** The stemmed terms of the words of a text that name things (nouns, or unknown words that read as no verb's form). */
function thingTerms(text: string): string[] {
  return tokenize(text)
    .filter((word) => !stopWords.has(word) && word.length >= 2 && namesThing(word))
    .flatMap((word) => contentTerms(word));
}

/**
 * What the ask's shape lets a sentence stand for (scoreSentences' `askShape`): "how do I get involved?"
 * is answered by a sentence telling the reader what to do ("Anyone aged 16 or over can join a ringing
 * session …"), "who can I give it to?" by one naming a person; such a sentence holds the ask's verbs
 * ("get", "involved", "give"), which say the asking, not the topic. Only a sentence that also holds a
 * thing the question names: a person's sentence alone does not answer "We lost our cat, who do I tell?".
 */
export interface AskShape {
  /** Whether a sentence has the asked shape. */
  fits: (text: string) => boolean;
  /** The ask's words that are no thing (stemmed): held by a sentence of the shape. */
  verbs: Set<string>;
  /** The question's words that name things (stemmed): a sentence of the shape must hold one. */
  things: Set<string>;
  /** The telling's words, when the ask names a thing of its own: they weigh as a file's subject does. */
  telling: Set<string>;
}

const whoAsked = /^(?:(?:so|and|but|then|now)\s+)?(?:who|whom)\b/iu;

/** The ask's shape of a how-to or who question (told after a situation or not); null for any other. */
export function askShapeOf(question: string): AskShape | null {
  const told = toldSituation(question);
  const ask = told?.ask ?? question;
  const howTo = asksHowTo(ask);
  const fits = howTo ? instructs : whoAsked.test(ask.trim()) ? namesPerson : null;
  if (!fits) return null;
  const things = new Set(thingTerms(question));
  // The asking's verbs ("get", "involved", "speak"), never its qualifiers ("the last season", "the top scorer").
  const verbs = new Set(
    tokenize(ask)
      .filter((word) => !stopWords.has(word) && (partsOfSpeech(word)?.[0] ?? "").startsWith("VB"))
      .flatMap((word) => contentTerms(word))
      // A who-ask's verb is the relation asked ("who conducts the choir?") unless it asks whom to turn to
      // ("who do I ask / speak to / tell?", situation-ask.ts): only those are the asking.
      .filter((term) => !things.has(term) && (howTo || turningTerms.has(term))),
  );
  const telling = told?.askNamesTopic ? told.tellingTerms : new Set<string>();
  if ((verbs.size === 0 && telling.size === 0) || things.size === 0) return null;
  return { fits, verbs, things, telling };
}
