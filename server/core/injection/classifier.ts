/**
 * The learned half of the injection check: logistic regression over hashed character n-grams
 * (3–5, across word boundaries, so it reads any script and survives typos), word uni- and
 * bigrams, character uni- and bigrams inside scripts written without spaces (Chinese, Japanese,
 * Thai, and Korean syllables, where a word is one or two characters), and the cross-language
 * ideas of lexicon.ts with their pairs, on the normalised text (normalise.ts `folded`). Trained
 * by scripts/train-injection.ts on the train split only; the decision threshold and the uncertain band were chosen on the dev
 * split and are stored with the weights (weights.json, versioned). Scoring a text is a few
 * thousand hash lookups: well under 2 ms (npm run bench).
 */
import { z } from "zod";
import { conceptsIn } from "./lexicon";
import weightsFile from "./weights.json";

export interface FeatureOptions {
  /** Hash space size (a power of two). */
  buckets: number;
  charNgrams: [min: number, max: number];
  wordNgrams: [min: number, max: number];
  /** Character uni- and bigrams inside runs of Han, kana, Thai and Hangul. */
  scriptBigrams?: boolean;
  /** Value of each lexicon idea and pair of ideas found (before normalisation); 0 or absent: none. */
  concepts?: number;
  /**
   * Every feature also once more tagged with the kind of text (question or document), so the
   * model can learn what differs between them ("your answer" is harmless in a question and an
   * order in an e-mail) while sharing what holds for both.
   */
  kindCopies?: boolean;
  /**
   * Value of each sentence-shape feature (`shapeFeatures`): whether the text asks about something
   * or speaks to the assistant. 0 or absent: none.
   */
  shape?: number;
}

/** A person's question, or document text (ingested chunks, retrieved passages). */
export type TextKind = "question" | "document";

const unspacedRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]+/gu;

export interface ClassifierWeights {
  version: number;
  features: FeatureOptions;
  bias: number;
  /** Weights are stored as int16 × scale, little-endian, base64. */
  scale: number;
  weights: string;
  /** Probability at or above which the classifier alone flags a text, per kind of text (chosen on dev). */
  threshold: PerKind;
  /** Probability from which an unflagged text counts as uncertain (LLM guard band, chosen on dev). */
  uncertainLow: PerKind;
  /** Window size (characters) for scoring long documents piecewise; 0 scores them whole. */
  windowChars: number;
  trainedOn: { rows: number; sha256: string };
}

/** Questions and document text have different base rates, so each has its own threshold. */
export interface PerKind {
  question: number;
  document: number;
}

export type SparseVector = Map<number, number>;

const fnvOffset = 0x811c9dc5;
/** FNV-1a over `text[from..to)`, continued from `hash`: a feature's hash is its prefix's hash continued over the rest. */
function fnvFrom(hash: number, text: string, from = 0, to = text.length): number {
  for (let index = from; index < to; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash;
}

/** FNV-1a, 32 bits: stable across runs and machines, which the weight file depends on. */
export function hashFeature(feature: string): number {
  return fnvFrom(fnvOffset, feature) >>> 0;
}

const asking =
  /^(?:who|whom|whose|what|when|where|which|why|how|did|does|do|is|are|was|were|has|have|had|can|could|will|would|should|in|on|at|of|for|from|by|during|after|before|according)\b/u;
const addressing = /\b(?:you|your|yours|yourself|u|assistant|ai|model|bot|chatbot|gpt|llm|system|prompt|instructions?)\b/u;
const comparing =
  /\b(?:more|less|fewer|than|most|least|higher|lower|larger|smaller|bigger|greater|average|total|sum|difference|between|first|last|before|after|same)\b/u;

/**
 * Sentence shape, the line between a question about content and an order to the assistant (docs/architecture.md,
 * "Defences"): a text that opens as a question, and whether it then addresses the assistant or asks about numbers
 * and comparisons (the text is lower-cased by then, so names leave no sign). English-shaped only; other languages rely on n-grams and lexicon ideas.
 */
export function shapeFeatures(text: string): string[] {
  const lower = text.toLowerCase().trim();
  const asks = asking.test(lower);
  const speaksTo = addressing.test(lower);
  const numbers = /\p{N}/u.test(lower);
  const compares = comparing.test(lower);
  const features: string[] = [];
  if (asks) features.push(speaksTo ? "sh:ask-addressed" : "sh:ask-about");
  if (!asks) features.push(speaksTo ? "sh:tell-addressed" : "sh:tell-about");
  if (/\?\s*$/u.test(lower) && !speaksTo) features.push("sh:qmark-about");
  for (const [on, name] of [
    [numbers, "num"],
    [compares, "cmp"],
  ] as const)
    if (on) features.push(`sh:${asks && !speaksTo ? "ask-about" : "other"}+${name}`);
  return features;
}

/**
 * The buckets of the features that do not depend on the language's words: the lexicon's ideas and
 * their pairs, and the sentence shape (with their kind copies). Training adds a copy of each row
 * holding only these (scripts/train-injection.ts `blindCopies`), so the model also learns to decide
 * from them alone, as it must for a language whose n-grams it never saw.
 */
export function languageFreeBuckets(text: string, options: FeatureOptions, kind: TextKind = "question"): Set<number> {
  const mask = options.buckets - 1;
  const tag = kind === "question" ? "q|" : "d|";
  const found = options.concepts ? conceptsIn(text) : [];
  const features = found.map((concept) => `k1:${concept}`);
  for (let first = 0; first < found.length; first++) {
    for (let second = first + 1; second < found.length; second++) features.push(`k2:${found[first]}+${found[second]}`);
  }
  const tagged = options.kindCopies ? features.map((feature) => tag + feature) : [];
  const shapes = options.shape ? shapeFeatures(text) : [];
  return new Set([...features, ...tagged, ...shapes].map((feature) => hashFeature(feature) & mask));
}

/** Sublinear term counts, L2-normalised, so long and short texts score on one scale. */
export function featurize(text: string, options: FeatureOptions, kind: TextKind = "question"): SparseVector {
  const counts: SparseVector = new Map();
  const mask = options.buckets - 1;
  const tag = kind === "question" ? "q|" : "d|";
  const count = (bucket: number) => counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  const add = (feature: string) => {
    count(hashFeature(feature) & mask);
    if (options.kindCopies) count(hashFeature(tag + feature) & mask);
  };
  const padded = ` ${text.replace(/\s+/g, " ").trim()} `;
  const [charMin, charMax] = options.charNgrams;
  // Character n-grams are hashed in place, from the hashes of their prefixes ("c3:", "q|c3:"): the same numbers as
  // hashing each "c3:abc" string, without building thousands of strings per text (the detector's main cost).
  for (let size = charMin; size <= charMax; size++) {
    const plain = fnvFrom(fnvOffset, `c${size}:`);
    const tagged = fnvFrom(fnvOffset, `${tag}c${size}:`);
    for (let start = 0; start + size <= padded.length; start++) {
      count((fnvFrom(plain, padded, start, start + size) >>> 0) & mask);
      if (options.kindCopies) count((fnvFrom(tagged, padded, start, start + size) >>> 0) & mask);
    }
  }
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const [wordMin, wordMax] = options.wordNgrams;
  for (let size = wordMin; size <= wordMax; size++) {
    for (let start = 0; start + size <= words.length; start++) add(`w${size}:${words.slice(start, start + size).join(" ")}`);
  }
  if (options.scriptBigrams) {
    for (const run of text.match(unspacedRun) ?? []) {
      const characters = [...run];
      characters.forEach((character, index) => {
        add(`s1:${character}`);
        if (index > 0) add(`s2:${characters[index - 1]}${character}`);
      });
    }
  }
  for (const [bucket, count] of counts) counts.set(bucket, 1 + Math.log(count));
  if (options.concepts) {
    const found = conceptsIn(text);
    const features = found.map((concept) => `k1:${concept}`);
    for (let first = 0; first < found.length; first++) {
      for (let second = first + 1; second < found.length; second++) features.push(`k2:${found[first]}+${found[second]}`);
    }
    for (const feature of options.kindCopies ? features.flatMap((feature) => [feature, tag + feature]) : features) {
      const bucket = hashFeature(feature) & mask;
      counts.set(bucket, (counts.get(bucket) ?? 0) + options.concepts);
    }
  }
  if (options.shape) {
    for (const feature of shapeFeatures(text)) {
      const bucket = hashFeature(feature) & mask;
      counts.set(bucket, (counts.get(bucket) ?? 0) + options.shape);
    }
  }
  let norm = 0;
  for (const value of counts.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [bucket, value] of counts) counts.set(bucket, value / norm);
  return counts;
}

export function decodeWeights(encoded: string, scale: number): Float32Array {
  const bytes = Buffer.from(encoded, "base64");
  const values = new Float32Array(bytes.length / 2);
  for (let index = 0; index < values.length; index++) values[index] = bytes.readInt16LE(index * 2) * scale;
  return values;
}

export function encodeWeights(weights: Float64Array): { weights: string; scale: number } {
  let largest = 0;
  for (const value of weights) largest = Math.max(largest, Math.abs(value));
  const scale = largest === 0 ? 1 : largest / 32_767;
  const bytes = Buffer.alloc(weights.length * 2);
  weights.forEach((value, index) => bytes.writeInt16LE(Math.round(value / scale), index * 2));
  return { weights: bytes.toString("base64"), scale };
}

export interface LinearModel {
  options: FeatureOptions;
  bias: number;
  weights: Float32Array | Float64Array;
}

export function probability(model: LinearModel, vector: SparseVector): number {
  let sum = model.bias;
  for (const [bucket, value] of vector) sum += (model.weights[bucket] ?? 0) * value;
  return 1 / (1 + Math.exp(-sum));
}

export interface Classifier {
  /** Probability (0..1) that `text` (already normalised), read as `kind`, is an instruction aimed at the assistant. */
  classify: (text: string, kind?: TextKind) => number;
  threshold: PerKind;
  uncertainLow: PerKind;
  windowChars: number;
}

export function createClassifier(model: LinearModel, settings: Pick<Classifier, "threshold" | "uncertainLow" | "windowChars">): Classifier {
  return { ...settings, classify: (text, kind = "question") => probability(model, featurize(text, model.options, kind)) };
}

const perKind = z.object({ question: z.number(), document: z.number() });
const WeightsFile = z.object({
  version: z.number().int(),
  features: z.object({
    buckets: z.number().int(),
    charNgrams: z.tuple([z.number(), z.number()]),
    wordNgrams: z.tuple([z.number(), z.number()]),
    scriptBigrams: z.boolean().optional(),
    concepts: z.number().optional(),
    kindCopies: z.boolean().optional(),
    shape: z.number().optional(),
  }),
  bias: z.number(),
  scale: z.number(),
  weights: z.string(),
  threshold: perKind,
  uncertainLow: perKind,
  windowChars: z.number().int(),
  trainedOn: z.object({ rows: z.number(), sha256: z.string() }),
});

export const classifierConfig: ClassifierWeights = WeightsFile.parse(weightsFile);

/** The committed model (weights.json). */
export const committedClassifier = createClassifier(
  {
    options: classifierConfig.features,
    bias: classifierConfig.bias,
    weights: decodeWeights(classifierConfig.weights, classifierConfig.scale),
  },
  classifierConfig,
);
