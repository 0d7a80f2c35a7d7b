/**
 * Which way a follow-up wants the answer's length when its words of length are turned: by negation
 * ("Not so brief", "Don't hold back", "Ne détaille pas autant", "Sei nicht so knapp", "No te
 * cortes", "Non così lungo", "Houd je niet in"), or by saying the answer falls short ("That falls
 * short", "Eso se queda corto", "Dat schiet tekort"). A word of length or a kind word of shorter or
 * more detail says one way; under a negation the request is the other way, in the six languages.
 *
 * Not turned: a comparative ("Can't you make it shorter?", "Kannst du das nicht kürzer machen?",
 * "¿No puedes hacerlo más corto?" ask for what they name: the negation there belongs to the
 * question, not to the length), a complaint's "too" ("Nothing too long": the recogniser's complaint
 * reads it), and "not … enough" ("not detailed enough" wants more of what it names).
 */
import { wordSet } from "../core/text-analysis";
import { cueOf } from "./about-answer-request";

export type LengthWanted = "shorter" | "detail";

// Words of an answer's length, both ways (accents folded, as the recogniser's tokens are).
export const shortWords = wordSet(
  "short brief terse thin sparse vague skimpy shallow superficial little court courte bref breve succinct sommaire kurz knapp oberflachlich corto corta escueto escueta breve kort summier vaag" +
    // Thin ("un peu maigre", "un po' scarna", "wat mager", "etwas dünn").
    " maigre mager dunn scarno scarna magro magra escaso escasa pobre" +
    // Brief in the other five as a person is ("Ne sois pas si bref", "Wees niet zo beknopt", "No seas tan escueto").
    " concis concise beknopt conciso concisa succinto succinta" +
    // Polish and Portuguese ("za mało", "za krótko", "curto demais").
    " malo krotko krotkie krotka krotki curto curta",
);
export const longWords = wordSet(
  "long wordy lengthy verbose dense much longue lang ausfuhrlich largo larga extenso extensa lungo lunga prolisso uitgebreid" +
    // Rambling ("zu ausschweifend", "trop verbeux", "demasiado enrollado", "troppo dispersivo", "te langdradig") (#20, t20s21).
    " rambling ausschweifend langatmig weitschweifig verbeux enrollado dispersivo langdradig" +
    // Polish and Portuguese ("za długie", "muito longo").
    " dlugie dluga dlugi dlugo longo longa extenso",
);
// Degree words before a length that make it a complaint ("too brief", "trop court", "un peu long").
// … and the Polish "za" ("za mało", "za długie"), the Portuguese "muito" ("muito longo").
export const tooWords = wordSet(
  "too trop zu demasiado demasiada bit peu etwas poco rather quite kinda assez ziemlich troppo te nogal wat za muito",
);
export const enoughWords = wordSet("enough assez genug suficiente suficientes bastante abbastanza sufficiente genoeg");
// The whole of it is a word of more ("I don't need the whole story", "Pas besoin de tous les détails" reads "détails").
const wholeWords = wordSet("whole entire full complete");

// Holding back is a word of less: negated, it asks for more ("Don't hold back", "Ne te retiens pas",
// "Halt dich nicht zurück", "No te cortes", "Non trattenerti", "Houd je niet in", "Don't skimp").
// German and Dutch split the verb: its particle stands where the negation points ("halt … zurück", "houd … in").
const restraintVerbs = wordSet(
  "skimp skimping spare retiens retenez retenir limite limiter zuruckhalten beschrank beschranke beschranken cortes cortarte limites escatimes guardes trattenerti trattenere trattieni limitarti risparmiarti lesinare inhouden beperk beperken",
);
const separableRestraint: [RegExp, string][] = [
  [/^(?:hold|holding)$/, "back"],
  [/^(?:halt|halte|haltet)$/, "zuruck"],
  [/^(?:houd|hou|houdt)$/, "in"],
];

// Negations of the six languages, as the recogniser's tokens hold them ("don't" is "don").
const negations = wordSet(
  "not no never nothing none nor don didn doesn isn aren wasn weren needn shouldn mustn pas jamais rien nicht kein keine keinen keiner keinem nie nunca ni non mai niet geen nooit",
);
// French "ne" negates only with its second half ("Ne détaille pas", not "je ne veux que l'essentiel": only).
const frenchNe = wordSet("ne n");
const frenchSecondHalf = wordSet("pas jamais rien point guere");
// Falling short is saying the answer is too short ("That falls short", "It comes up short", "Eso se
// queda corto", "ça reste court", "es bleibt kurz", "è rimasto corto", "het blijft kort").
const fallingVerbs = wordSet(
  "falls fall fell falling comes came come queda quedas quedo quedan quedado reste restes bleibt rimasto rimasta rimane resta blijft",
);
// Dutch "tekort" (short of, falls short: "Dat schiet tekort") is falling short by itself.
const shortfallWords = wordSet("tekort");
// Comparatives ask for what they name ("shorter", "kürzer", "plus court", "más corto", "più breve", "korter").
const comparativeMarkers = wordSet("more less plus moins mehr weniger mas menos piu meno meer minder");
// A clause boundary inside a sentence's words: after it the negation no longer reaches.
const reachStops = wordSet(
  "why how what who which where because but if when pourquoi comment quoi wie wer was wo como donde quien come dove chi hoe wat waar wie parce mais quand warum weil aber wenn dass porque pero cuando perche ma quando waarom omdat maar",
);
const reach = 5;

// Words of understanding and clarity: a negation beside one is the asker's state ("I don't get it",
// "Punkt drei verstehe ich nicht ganz", "Ce n'est pas clair", "No lo entiendo", "Non mi è chiaro", "Ik
// snap het niet"), not a turn of the length the message then asks for ("– mehr dazu?", "more?").
const understandingWords = wordSet(
  "understand understood understanding get got follow following clear sense grasp comprends comprend comprenons compris comprendre clair claire saisis saisi pige verstehe verstehst versteht verstanden kapiere kapiert begreife begriffen klar entiendo entiende entendi entendido comprendo comprende comprendi claro clara capisco capito capire chiaro chiara comprendo begrijp begrijpt begrepen snap snapt gesnapt volg volgt duidelijk",
);
// A declarative copula beside a negation describes the answer: what it is not is what it lacks ("That
// isn't very detailed", "C'est pas très détaillé", "Das ist nicht ausführlich", "No es muy detallado",
// "Non è molto dettagliato", "Dat is niet erg uitgebreid" ask for more; "It's not short at all" for
// less). An imperative copula ("Don't be so brief", "Ne sois pas si bref", "Sei nicht so knapp", "No seas
// tan breve", "Wees niet zo kort") still asks for the other length.
// Before the negation in English, French, German and Dutch ("That isn't", "c'est pas", "Das ist nicht", "Dat is niet");
// after it in Spanish and Italian ("No es", "Non è"), where German "es" before "nicht" is "it" ("Mach es nicht so lang").
const copulasBefore = wordSet("is s was are were seems seem looks est etait sont semble ist war sind wirkt scheint lijkt");
const copulasAfter = wordSet("es era fue esta parece e sembra sembrava");
const negatedCopulas = wordSet("isn wasn aren weren");
// Degree words between a negation and the word it describes ("not very detailed", "pas très détaillé", "nicht sehr").
const degreeWords = wordSet(
  "very so that really particularly terribly all tres si vraiment assez sehr so besonders wirklich muy tan demasiado molto cosi particolarmente erg zo echt bijzonder",
);

/** The way a word of length or a kind word points, before any negation. */
function wayOf(word: string, next: string | undefined): LengthWanted | undefined {
  if (shortWords.has(word) || shortfallWords.has(word)) return "shorter";
  if (longWords.has(word) || wholeWords.has(word)) return "detail";
  const separable = separableRestraint.find(([verb]) => verb.test(word));
  if (separable) return undefined;
  if (restraintVerbs.has(word) && next !== "me" && next !== "moi" && next !== "mir") return "shorter";
  const cue = cueOf(word);
  return cue === "shorter" || cue === "detail" ? cue : undefined;
}

const comparative = (word: string, before: string | undefined) =>
  comparativeMarkers.has(before ?? "") ||
  (/er$/.test(word) && (shortWords.has(word.slice(0, -2)) || longWords.has(word.slice(0, -2)) || shortWords.has(word.slice(0, -1))));

/** Where the negation that reaches the word at `index` from before it stands, within the clause (-1: none). */
function negationBefore(words: string[], index: number): number {
  const french = words.some((word) => frenchSecondHalf.has(word));
  for (let back = index - 1; back >= Math.max(0, index - reach); back--) {
    const word = words[back]!;
    if (reachStops.has(word) || understandingWords.has(word)) return -1;
    if (negations.has(word) || (french && frenchNe.has(word))) return understood(words, back) ? -1 : back;
  }
  return -1;
}

/** The negation at `at` is about understanding: a word of it stands within three words before it in its clause ("verstehe ich noch nicht"). */
const understood = (words: string[], at: number) => words.slice(Math.max(0, at - 3), at).some((word) => understandingWords.has(word));

/** The negation at `at` belongs to a declarative copula whose predicate, after degree words only, is the word at `index`. */
function describesAnswer(words: string[], at: number, index: number): boolean {
  // French "ce n'est pas", "c'est pas": the copula stands before "pas", the negation found.
  const copula = negatedCopulas.has(words[at]!) || copulasBefore.has(words[at - 1] ?? "") || copulasAfter.has(words[at + 1] ?? "");
  if (!copula) return false;
  const from = copulasAfter.has(words[at + 1] ?? "") ? at + 2 : at + 1;
  // "isn't" is read as "isn" and "t".
  return words.slice(from, index).every((word) => degreeWords.has(word) || frenchSecondHalf.has(word) || word === "t");
}

/** What turned a clause's length: the length wanted, and the words that say so (the negation to the word it turns). */
export interface TurnedLength {
  wanted: LengthWanted;
  /** The request's own wording ("no seas tan breve", "pas besoin de tous les détails"), no subject of its own. */
  frame: string[];
}

/** The length one clause's words want when a negation or falling short turns them; undefined when nothing is turned. */
function clauseLength(words: string[]): TurnedLength | undefined {
  const turned = (wanted: LengthWanted, from: number, to: number): TurnedLength => ({
    wanted,
    frame: words.slice(Math.max(0, from), to + 1),
  });
  for (const [index, word] of words.entries()) {
    const before = words[index - 1];
    if (shortfallWords.has(word)) return turned("detail", index - 1, index);
    // "Don't hold back", "Halt dich nicht zurück", "Houd je niet in": the particle is where the verb's meaning closes.
    const opened = separableRestraint.find(([verb]) => verb.test(word));
    if (opened) {
      const particle = words.indexOf(opened[1], index + 1);
      if (particle > index && particle <= index + 4) {
        const negation = negationBefore(words, index);
        if (negation >= 0) return turned("detail", negation, particle);
        if (words.slice(index + 1, particle).some((between) => negations.has(between)) || nothingAfter(words, index))
          return turned("detail", index, particle);
      }
      continue;
    }
    const way = wayOf(word, words[index + 1]);
    if (!way) continue;
    // "plus court", "más corto": the comparison's word of length says the way, not "more".
    if (comparativeMarkers.has(word) && wayOf(words[index + 1] ?? "", words[index + 2])) continue;
    // "falls short", "comes up short", "se queda corto": the answer is short of what was wanted.
    if (way === "shorter" && shortWords.has(word) && [before, words[index - 2]].some((earlier) => fallingVerbs.has(earlier ?? "")))
      return turned("detail", index - 2, index);
    // "too long", "a bit short": a complaint, which the recogniser reads (Dutch "te" is also the clitic of "No te cortes").
    if (tooWords.has(before ?? "") && (shortWords.has(word) || longWords.has(word))) continue;
    if (comparative(word, before)) continue;
    if (restraintVerbs.has(word) && nothingAfter(words, index)) return turned("detail", index, index + 2);
    const negation = negationBefore(words, index);
    if (negation < 0) continue;
    // "not detailed enough", "pas assez court": the negation says there is too little of what it names.
    if (enoughWords.has(words[index + 1] ?? "")) return turned(way, negation, index + 1);
    // "That isn't very detailed", "No es muy detallado": the answer lacks what it names.
    if (describesAnswer(words, negation, index)) return turned(way, negation, index);
    return turned(way === "shorter" ? "detail" : "shorter", negation, index);
  }
  return undefined;
}

// "Spare no detail", "ne retiens rien", "no te guardes nada": nothing held back.
const nothingWords = wordSet("no nothing rien nada niente nulla nichts niets");
const nothingAfter = (words: string[], index: number) => words.slice(index + 1, index + 3).some((word) => nothingWords.has(word));

/**
 * The length a message wants when its words of length are turned by a negation or by falling
 * short, read clause by clause (`clauses`: each clause's words, as the recogniser tokenises them);
 * undefined when no clause turns one.
 */
export function turnedLength(clauses: string[][]): TurnedLength | undefined {
  for (const words of clauses) {
    const wanted = clauseLength(words);
    if (wanted) return wanted;
  }
  return undefined;
}
