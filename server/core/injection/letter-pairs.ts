/**
 * How plausibly a text's letters follow one another, in any script the classifier's training rows write (issue 17):
 * the ROT13 and backwards readers (normalise.ts) asked whether a transform of a run reads as English function words,
 * so a French or Maltese ROT13 span and a Russian or creole text written back to front were never decoded (held-out
 * set 23, spent). A letter-pair model is the same for every language: the mean log-probability of each letter given
 * the one before it, word starts and ends counted, a pair never seen given a small share. A transform that reads
 * clearly better than the run as written decodes it, whatever the language.
 * letter-pairs.json holds the counts of the letter pairs of the training rows (scripts/write-letter-pairs.ts, from
 * train-injection.ts `lexicalTrainingRows` less the rows whose text is itself encoded), pairs seen once left out.
 */
import { z } from "zod";
import pairsFile from "./letter-pairs.json";

const LetterPairsFile = z.object({
  /** Training rows read and their hash (train-injection.ts `trainingHash`), to tell a stale file. */
  trainedOn: z.object({ rows: z.number().int(), sha256: z.string() }),
  /** For each letter (or "^", a word's start), how many pairs it opens, every pair counted. */
  opening: z.record(z.string(), z.number().int()),
  /** The pairs seen at least twice and their counts ("$" is a word's end). */
  pairs: z.record(z.string(), z.number().int()),
});
export type LetterPairs = z.infer<typeof LetterPairsFile>;

/** A pair never seen: a tenth of a count, against ten extra for what its first letter opens. */
const unseen = 0.1;
const openingPrior = 10;
/**
 * What reads as a language at all: prose in the training rows' languages scores -2.4 to -3.2 per pair, ciphertext -3.5
 * and below (a ROT13 span read backwards must not count as decoded because it reads a little better than the span).
 */
const readableFloor = -3.4;

// Read on first use: scripts/write-letter-pairs.ts imports this module to write the file.
let model: { opening: Map<string, number>; pairs: Map<string, number> } | null = null;
function committedModel() {
  if (model) return model;
  const file = LetterPairsFile.parse(pairsFile);
  model = { opening: new Map(Object.entries(file.opening)), pairs: new Map(Object.entries(file.pairs)) };
  return model;
}

const combiningMark = /(?<=[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Arabic}\p{Script=Hebrew}]\p{M}*)\p{M}/gu;
/** Lower case, accents off (as normalise.ts folds them), for the pairs' counts and their lookup alike. */
export const foldLetters = (text: string) =>
  text.normalize("NFKC").toLowerCase().normalize("NFKD").replace(combiningMark, "").normalize("NFC");

/** Each word's letter pairs, "^" before its first letter and "$" after its last. */
export function letterPairs(folded: string): string[] {
  const pairs: string[] = [];
  for (const word of folded.match(/\p{L}+/gu) ?? []) {
    const letters = ["^", ...word, "$"];
    for (let index = 0; index + 1 < letters.length; index++) pairs.push(letters[index]! + letters[index + 1]!);
  }
  return pairs;
}

/** The mean log-probability of a text's letters given the letter before (0 pairs: -Infinity, nothing to read). */
export function letterPairScore(text: string, counts = committedModel()): number {
  const pairs = letterPairs(foldLetters(text));
  if (pairs.length === 0) return Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (const pair of pairs) {
    const first = [...pair][0]!;
    sum += Math.log(((counts.pairs.get(pair) ?? 0) + unseen) / ((counts.opening.get(first) ?? 0) + openingPrior));
  }
  return sum / pairs.length;
}

/**
 * Whether `transformed` reads as text by its letters by at least `margin` more than `written` does (both in nats per
 * letter pair). Reading a run rotated gains at least 0.7 nats when it was ROT13 in the languages tried; reading it
 * backwards gains less in the Latin script, whose pairs run both ways in one language or another.
 */
export function readsBetterBy(written: string, transformed: string, margin: number): boolean {
  const after = letterPairScore(transformed);
  return after >= readableFloor && after - letterPairScore(written) >= margin;
}
