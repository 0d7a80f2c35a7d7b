/**
 * A situation told before the ask: "One of the kilns is beeping and the firing looks off, who should
 * I get hold of?", "I need to change my direct debit, who sorts that out?". The situation is the
 * asker's own telling ("beeping", "looks off", "running low on"), which the document that names the
 * person in charge says in its own words ("If a kiln alarm sounds or a firing seems to be going
 * wrong, … text the kiln technician"); the ask ("who should I tell?") is a form no sentence holds.
 * Scored whole, the telling's words no sentence holds outweighed the things the document does hold,
 * and the person in charge was admitted as unknown (rounds 16-19, three to five questions each).
 *
 * So the situation is read by the things it names: when the documents hold at least as many of them
 * as they do not ("kilns" held, "beeping" is no thing; "glaze" held, "ingredients" not), the asked
 * person is sought with the words held alone. A situation whose things the documents do not hold
 * ("We lost our cat in the park last week": cat, park, week) stays unanswered, whatever verb a
 * sentence shares with it ("Lost keys … to the bookings secretary").
 */
import type { RetrievedChunk } from "../core/types";
import { contentTerms, splitSentences, stopWords, tokenize } from "../core/text-analysis";
import { namesThing } from "../core/verb-lemma";
import type { PassageReach } from "./defining-passages";

export interface SituatedAsk {
  /** The telling before the ask: "One of the kilns is beeping and the firing looks off". */
  situation: string;
  /** The ask itself: "who should I get hold of?". */
  ask: string;
}

// The ask after the last clause break: a question for a person ("who should I tell?", "who's the one to ask?").
const askForPerson = /^(?:(?:so|and|but|then|now)\s+)?(?:who|whom)\b/iu;
// The last comma, semicolon, dash or full stop before the final question (not a decimal point).
const lastClause = /^(.*\S)\s*(?:[,;–—]|(?<!\d)\.(?!\d)|\s-)\s+([^,;–—]+\?)\s*$/u;

// The words of asking whom to turn to: "who should I tell / get hold of / speak to?", "who sorts that out?",
// "who deals with that?", "who do I need to ask?", "who's in charge of that?".
export const turningTerms: ReadonlySet<string> = new Set(
  contentTerms(
    "tell ask ring call phone contact speak talk sort sorts deal deals handle handles get hold let know see go report email text write approach need best person people one someone somebody charge responsible look looks after about",
  ),
);

// A question of its own before the ask ("What was the grant for, and who gave it?") or the source named
// ("According to the work order, who …?") tells no situation.
const notTelling = /^\s*(?:what|which|when|where|why|how|who|whose|according\b|as\s+per\b|in\s+the\s+\S+\s*$)/iu;

/** The situation and the ask of "<situation>, who …?", or null when the question is not so told. */
export function situatedAsk(question: string): SituatedAsk | null {
  const match = lastClause.exec(question.trim());
  if (!match) return null;
  const [, situation, ask] = match as unknown as [string, string, string];
  if (!askForPerson.test(ask) || contentTerms(situation).length < 2 || notTelling.test(situation)) return null;
  // The ask only asks whom to turn to; "After Braddock died, who controlled the forces?" asks its own thing.
  if (!contentTerms(ask).every((term) => turningTerms.has(term))) return null;
  return { situation, ask };
}

// When things happen, not what they are: "for an hour on Sunday", "last year", "every week".
const timeWords = new Set(
  tokenize(
    "hour hours minute minutes day days week weeks weekend month months year years morning evening night tonight today tomorrow yesterday monday tuesday wednesday thursday friday saturday sunday time moment",
  ),
);

// What the asker wants or tries, not what the situation is about: "I need to …", "I'd love to …".
const askingWords = new Set(
  tokenize("need needs want wants wish like love fancy try trying help thing things bit lot problem issue question"),
);
const beforeVerb = new Set(
  tokenize("to i we you they he she it i'd we'd i'll we'll i've we've can could should would will must might may don't didn't can't won't"),
);

export interface SituationThings {
  /** The situation's words a sentence holds, stemmed (things or not: "firing", "safety"). */
  held: string[];
  /** Of those, the things it names ("kiln", "glaze", "debit"). */
  heldThings: string[];
  /** The things it names that no sentence holds ("ingredient", "cat"). */
  unheldThings: string[];
}

/**
 * The situation's words split by whether a sentence holds them (`isHeld`, on stemmed terms) and by
 * whether they name a thing (a noun the lexicon knows first as one, or a word it does not know that
 * reads as no verb form: "kilns", "glaze"). Times are circumstance, not things, and so is what a
 * file is named after ("the pottery" over kilnhouse-pottery-studio-handbook.docx): every sentence of
 * it is about that, and a person's sentence that names it says nothing of the situation.
 */
export function situationThings(situation: string, isHeld: (term: string) => boolean, fileNames: readonly string[] = []): SituationThings {
  const held = new Set<string>();
  const heldThings = new Set<string>();
  const unheldThings = new Set<string>();
  const things = new Set(thingWords(situation, fileNames));
  for (const word of tokenize(situation)) {
    if (stopWords.has(word) || word.length < 2 || askingWords.has(word)) continue;
    const term = contentTerms(word)[0];
    if (term === undefined) continue;
    const thing = things.has(word);
    if (isHeld(term)) {
      held.add(term);
      if (thing) heldThings.add(term);
    } else if (thing) unheldThings.add(term);
  }
  return { held: [...held], heldThings: [...heldThings], unheldThings: [...unheldThings] };
}

/** Whether the documents hold enough of the situation's things to seek the person it asks for. */
export function situationHeld(things: SituationThings): boolean {
  return things.heldThings.length > 0 && things.heldThings.length >= things.unheldThings.length;
}

// Capitalised words that are no one's name: days, months, and the words that end a place's or a body's name.
const notNames = new Set(
  tokenize(
    "monday tuesday wednesday thursday friday saturday sunday january february march april may june july august september october november december road street lane avenue wynd way hall inn house club church centre center park school studio society trust council group committee team",
  ),
);
const nameWord = /^\p{Lu}[\p{L}'’-]*\p{Ll}$/u;
// Words after which two capitalised words name a place or a thing ("on Mill Wynd", "the Harbour Inn").
const placeBefore = new Set(tokenize("the at on in of from into near"));

/**
 * Whether a sentence names a person by first name and surname ("the kiln technician, Ruaridh Beaton,"),
 * two capitalised words past its first word that no capitalised word runs on to or from, and not a
 * day, a month or a place ("Wednesday evenings", "the Harbour Inn", "on Mill Wynd").
 */
export function namesPerson(text: string): boolean {
  const words = text.split(/\s+/u).map((word) => word.replace(/^["'“(]+|[.,;:!?)"”]+$/gu, ""));
  const endsClause = text.split(/\s+/u).map((word) => /[,;:.!?)]$/u.test(word));
  for (let index = 1; index + 1 < words.length; index++) {
    const [first, last] = [words[index]!, words[index + 1]!];
    if (!nameWord.test(first) || !nameWord.test(last) || endsClause[index]) continue;
    const before = words[index - 1]!;
    const runOn = (index > 1 && nameWord.test(before) && !endsClause[index - 1]) || nameWord.test(words[index + 2] ?? "");
    if (runOn && !endsClause[index + 1]) continue;
    if (placeBefore.has(before.toLowerCase()) && !endsClause[index - 1]) continue;
    if (!notNames.has(first.toLowerCase()) && !notNames.has(last.toLowerCase())) return true;
  }
  return false;
}

/** The words a situation names its things with, as written ("kilns", "glaze", "ingredients"), less its files' names' words. */
function thingWords(situation: string, fileNames: readonly string[]): string[] {
  const named = new Set(fileNames.flatMap((name) => contentTerms(name.replace(/\.[a-z0-9]{1,5}$/iu, "").replace(/[-_.]+/gu, " "))));
  const words = tokenize(situation);
  return words.filter((word, index) => {
    if (stopWords.has(word) || word.length < 2 || askingWords.has(word) || named.has(contentTerms(word)[0] ?? word)) return false;
    // After "to", a subject or a modal a word is a verb ("to change my direct debit", "we need").
    return namesThing(word) && !timeWords.has(word) && !beforeVerb.has(words[index - 1] ?? "");
  });
}

/** Whether a passage has a sentence that names a person and holds one of `things`. */
function namesPersonFor(text: string, things: string[]): boolean {
  return splitSentences(text).some((sentence) => {
    if (!namesPerson(sentence)) return false;
    const terms = new Set(contentTerms(sentence));
    return things.some((thing) => terms.has(thing));
  });
}

/** How many passages holding the situation's things are read for the person in charge of them. */
const scannedPassages = 30;

/**
 * The passage naming the person in charge of what a situation told before the ask names: the search
 * for the whole question ranks the passages about the situation ("glaze … mixed in the glaze room
 * only") above the one line of who looks after what ("the glaze room and its materials are looked
 * after by Adaeze Okafor"). When no retrieved passage names a person beside one of the situation's
 * things, the keyword index is asked for its things, and the first passage that does takes the last
 * document place. No model; one keyword lookup, only for "<situation>, who …?".
 */
export async function withPersonInCharge(input: PassageReach): Promise<RetrievedChunk[]> {
  const split = situatedAsk(input.question);
  if (!split) return input.chunks;
  const words = thingWords(split.situation, [...new Set(input.chunks.map((chunk) => chunk.metadata.filename))]);
  const things = words.flatMap((word) => contentTerms(word));
  if (things.length === 0) return input.chunks;
  const documents = input.chunks.filter((chunk) => chunk.kind === "document");
  if (documents.some((chunk) => namesPersonFor(chunk.text, things))) return input.chunks;
  const [result] = await input.search.many({
    queries: [words.join(" ")],
    topK: scannedPassages,
    lexicalOnly: true,
    ...(input.documentIds ? { documentIds: input.documentIds } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const held = new Set(documents.map((chunk) => chunk.chunk_id));
  const found = (result?.chunks ?? []).find(
    (chunk) => chunk.kind === "document" && !held.has(chunk.chunk_id) && namesPersonFor(chunk.text, things),
  );
  if (!found) return input.chunks;
  const others = input.chunks.filter((chunk) => chunk.kind !== "document");
  const kept = documents.length >= input.topK ? documents.slice(0, input.topK - 1) : documents;
  return [...kept, found, ...others];
}
