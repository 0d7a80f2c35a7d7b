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

/**
 * A text's features before they become a vector: each bucket's value in a small open-addressing table, and the buckets
 * in the order they were first touched (a Map's order, so sums run in the same order and give the same bits). One
 * table, kept and cleared after each text, so a verdict builds no map and no string per feature; and a table of a few
 * thousand slots stays in the processor's cache where an array over all 65,536 buckets did not (the detector's main
 * cost was memory, npm run bench). Scoring is synchronous, so one table suffices.
 */
class FeatureCounts {
  /** Bucket + 1 per slot (0: empty): a view of the first slots of `allSlots`, as many as this text needs. */
  private slots = new Int32Array(4096);
  private values = new Float64Array(4096);
  /** The largest table yet, kept so a long text after short ones allocates nothing. */
  private allSlots = this.slots;
  private allValues = this.values;
  /** Slot of each bucket, in the order first touched. */
  order = new Int32Array(2048);
  size = 0;

  /**
   * Empties the table, with room for about `features` distinct buckets. A short text uses the table's first few thousand
   * slots only: probing the whole of a table grown for one long page sent every short question's counts to memory.
   */
  reset(features: number) {
    for (let index = 0; index < this.size; index++) this.slots[this.order[index]!] = 0;
    this.size = 0;
    let capacity = 4096;
    while (capacity < features * 2) capacity *= 2;
    if (capacity > this.allSlots.length) {
      this.allSlots = new Int32Array(capacity);
      this.allValues = new Float64Array(capacity);
    }
    if (capacity !== this.slots.length) {
      this.slots = this.allSlots.subarray(0, capacity);
      this.values = this.allValues.subarray(0, capacity);
    }
    if (this.order.length < capacity / 2) this.order = new Int32Array(capacity / 2);
  }

  add(bucket: number, amount: number) {
    const mask = this.slots.length - 1;
    // Buckets are FNV hashes already, so their low bits spread well.
    let slot = bucket & mask;
    while (this.slots[slot] !== 0 && this.slots[slot] !== bucket + 1) slot = (slot + 1) & mask;
    if (this.slots[slot] === 0) {
      // Past half full the table grows (keeping the order); the size passed to reset makes that rare.
      if (this.size * 2 >= this.slots.length) {
        this.grow();
        this.add(bucket, amount);
        return;
      }
      this.slots[slot] = bucket + 1;
      this.values[slot] = 0;
      this.order[this.size++] = slot;
    }
    this.values[slot]! += amount;
  }

  bucket(index: number): number {
    return this.slots[this.order[index]!]! - 1;
  }

  value(index: number): number {
    return this.values[this.order[index]!]!;
  }

  setValue(index: number, value: number) {
    this.values[this.order[index]!] = value;
  }

  private grow() {
    const buckets = Array.from({ length: this.size }, (_unused, index) => this.bucket(index));
    const values = Array.from({ length: this.size }, (_unused, index) => this.value(index));
    for (let index = 0; index < this.size; index++) this.slots[this.order[index]!] = 0;
    this.size = 0;
    this.allSlots = this.slots = new Int32Array(this.slots.length * 2);
    this.allValues = this.values = new Float64Array(this.slots.length);
    this.order = new Int32Array(this.slots.length / 2);
    buckets.forEach((bucket, index) => this.add(bucket, values[index]!));
  }
}

const counts = new FeatureCounts();

const space = 0x20;
const wordPattern = /[\p{L}\p{N}]+/gu;

/** One n-gram or its kind copy: the bucket of `prefix` continued over `text[from..to)`, counted once. */
function countSpan(counts: FeatureCounts, mask: number, prefix: number, text: string, from: number, to: number) {
  counts.add((fnvFrom(prefix, text, from, to) >>> 0) & mask, 1);
}

/** Character n-grams across word boundaries, each from its prefix's hash ("c3:", "q|c3:"), never written out. */
function countCharacters(counts: FeatureCounts, padded: string, options: FeatureOptions, tag: string, mask: number) {
  const [charMin, charMax] = options.charNgrams;
  for (let size = charMin; size <= charMax; size++) {
    const plain = fnvFrom(fnvOffset, `c${size}:`);
    const tagged = fnvFrom(fnvOffset, `${tag}c${size}:`);
    for (let start = 0; start + size <= padded.length; start++) {
      countSpan(counts, mask, plain, padded, start, start + size);
      if (options.kindCopies) countSpan(counts, mask, tagged, padded, start, start + size);
    }
  }
}

/** Word n-grams ("w2:ignore all"): the words' hashes continued over a space between them. */
function countWords(counts: FeatureCounts, text: string, options: FeatureOptions, tag: string, mask: number) {
  const words = text.match(wordPattern) ?? [];
  const [wordMin, wordMax] = options.wordNgrams;
  for (let size = wordMin; size <= wordMax; size++) {
    const prefixes = options.kindCopies
      ? [fnvFrom(fnvOffset, `w${size}:`), fnvFrom(fnvOffset, `${tag}w${size}:`)]
      : [fnvFrom(fnvOffset, `w${size}:`)];
    for (let start = 0; start + size <= words.length; start++) {
      for (const prefix of prefixes) {
        let hash = prefix;
        for (let offset = 0; offset < size; offset++) {
          if (offset > 0) hash = Math.imul(hash ^ space, 0x01000193);
          hash = fnvFrom(hash, words[start + offset]!);
        }
        counts.add((hash >>> 0) & mask, 1);
      }
    }
  }
}

/** Character uni- and bigrams ("s1:", "s2:") inside runs of scripts written without spaces, by code point. */
function countScriptRuns(counts: FeatureCounts, text: string, options: FeatureOptions, tag: string, mask: number) {
  const single = [fnvFrom(fnvOffset, "s1:"), fnvFrom(fnvOffset, `${tag}s1:`)];
  const pair = [fnvFrom(fnvOffset, "s2:"), fnvFrom(fnvOffset, `${tag}s2:`)];
  const copies = options.kindCopies ? 2 : 1;
  for (const run of text.match(unspacedRun) ?? []) {
    let previous = -1;
    for (let index = 0; index < run.length; ) {
      const end = index + ((run.codePointAt(index) ?? 0) > 0xffff ? 2 : 1);
      for (let copy = 0; copy < copies; copy++) countSpan(counts, mask, single[copy]!, run, index, end);
      if (previous >= 0) for (let copy = 0; copy < copies; copy++) countSpan(counts, mask, pair[copy]!, run, previous, end);
      previous = index;
      index = end;
    }
  }
}

/** The lexicon's ideas and their pairs (with kind copies), and the sentence shape, each at its set strength. */
function addLanguageFree(counts: FeatureCounts, text: string, options: FeatureOptions, tag: string, mask: number) {
  if (options.concepts) {
    const found = conceptsIn(text);
    const features = found.map((concept) => `k1:${concept}`);
    for (let first = 0; first < found.length; first++) {
      for (let second = first + 1; second < found.length; second++) features.push(`k2:${found[first]}+${found[second]}`);
    }
    for (const feature of features) {
      counts.add(hashFeature(feature) & mask, options.concepts);
      if (options.kindCopies) counts.add(hashFeature(tag + feature) & mask, options.concepts);
    }
  }
  if (options.shape) for (const feature of shapeFeatures(text)) counts.add(hashFeature(feature) & mask, options.shape);
}

/**
 * The text's features counted into the shared `FeatureCounts`, as sublinear term counts L2-normalised (so long and
 * short texts score on one scale); valid until the next call.
 */
function countFeatures(text: string, options: FeatureOptions, kind: TextKind): FeatureCounts {
  const copies = options.kindCopies ? 2 : 1;
  counts.reset(text.length * copies * (options.charNgrams[1] - options.charNgrams[0] + 2) + 64);
  const mask = options.buckets - 1;
  const tag = kind === "question" ? "q|" : "d|";
  countCharacters(counts, ` ${text.replace(/\s+/g, " ").trim()} `, options, tag, mask);
  countWords(counts, text, options, tag, mask);
  if (options.scriptBigrams) countScriptRuns(counts, text, options, tag, mask);
  for (let index = 0; index < counts.size; index++) counts.setValue(index, 1 + Math.log(counts.value(index)));
  addLanguageFree(counts, text, options, tag, mask);
  let norm = 0;
  for (let index = 0; index < counts.size; index++) {
    const value = counts.value(index);
    norm += value * value;
  }
  norm = Math.sqrt(norm) || 1;
  for (let index = 0; index < counts.size; index++) counts.setValue(index, counts.value(index) / norm);
  return counts;
}

/** Sublinear term counts, L2-normalised, so long and short texts score on one scale (buckets in the order first met). */
export function featurize(text: string, options: FeatureOptions, kind: TextKind = "question"): SparseVector {
  const counts = countFeatures(text, options, kind);
  const vector: SparseVector = new Map();
  for (let index = 0; index < counts.size; index++) vector.set(counts.bucket(index), counts.value(index));
  return vector;
}

/** `probability(model, featurize(text, …))` without building the vector. */
function scoreText(model: LinearModel, text: string, kind: TextKind): number {
  const counts = countFeatures(text, model.options, kind);
  let sum = model.bias;
  for (let index = 0; index < counts.size; index++) sum += (model.weights[counts.bucket(index)] ?? 0) * counts.value(index);
  return 1 / (1 + Math.exp(-sum));
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
  return { ...settings, classify: (text, kind = "question") => scoreText(model, text, kind) };
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
