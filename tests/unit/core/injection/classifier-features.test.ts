/**
 * The classifier's features (server/core/injection/classifier.ts): counted in place, with hashes continued from their
 * prefixes, they are the vector of hashing each feature's written-out string, bucket for bucket, in the same order
 * and to the bit; and a verdict's score is the probability over that vector.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  classifierConfig,
  committedClassifier,
  decodeWeights,
  featurize,
  hashFeature,
  probability,
  shapeFeatures,
  type FeatureOptions,
  type SparseVector,
  type TextKind,
} from "../../../../server/core/injection/classifier";
import { conceptsIn } from "../../../../server/core/injection/lexicon";
import { normalise } from "../../../../server/core/injection/normalise";
import { corpusDir } from "../../../../scripts/lib/corpus";

/** The features as strings, counted in a Map: what the classifier computed before it counted in place. */
function writtenOut(text: string, options: FeatureOptions, kind: TextKind): SparseVector {
  const counts: SparseVector = new Map();
  const mask = options.buckets - 1;
  const tag = kind === "question" ? "q|" : "d|";
  const add = (feature: string, amount = 1, copies = options.kindCopies) => {
    for (const written of copies ? [feature, tag + feature] : [feature]) {
      const bucket = hashFeature(written) & mask;
      counts.set(bucket, (counts.get(bucket) ?? 0) + amount);
    }
  };
  const padded = ` ${text.replace(/\s+/g, " ").trim()} `;
  for (let size = options.charNgrams[0]; size <= options.charNgrams[1]; size++) {
    for (let start = 0; start + size <= padded.length; start++) add(`c${size}:${padded.slice(start, start + size)}`);
  }
  const words = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  for (let size = options.wordNgrams[0]; size <= options.wordNgrams[1]; size++) {
    for (let start = 0; start + size <= words.length; start++) add(`w${size}:${words.slice(start, start + size).join(" ")}`);
  }
  if (options.scriptBigrams) {
    const runs = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Hangul}]+/gu) ?? [];
    for (const run of runs) {
      const characters = [...run];
      characters.forEach((character, index) => {
        add(`s1:${character}`);
        if (index > 0) add(`s2:${characters[index - 1]}${character}`);
      });
    }
  }
  for (const [bucket, count] of counts) counts.set(bucket, 1 + Math.log(count));
  const found = options.concepts ? conceptsIn(text) : [];
  const ideas = found.map((concept) => `k1:${concept}`);
  found.forEach((first, index) => found.slice(index + 1).forEach((second) => ideas.push(`k2:${first}+${second}`)));
  for (const idea of ideas) add(idea, options.concepts);
  if (options.shape) for (const shape of shapeFeatures(text)) add(shape, options.shape, false);
  let norm = 0;
  for (const value of counts.values()) norm += value * value;
  norm = Math.sqrt(norm) || 1;
  for (const [bucket, value] of counts) counts.set(bucket, value / norm);
  return counts;
}

const corpusTexts = fs
  .readFileSync(path.join(corpusDir, "injection", "dev.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.trim())
  .map((line) => (JSON.parse(line) as { text: string }).text);

describe("featurize", () => {
  it("gives each character n-gram and its kind copy the bucket of its written-out string", () => {
    const options = { buckets: 2 ** 16, charNgrams: [3, 4] as [number, number], wordNgrams: [1, 1] as [number, number], kindCopies: true };
    const vector = featurize("ignore it", options, "document");
    const mask = options.buckets - 1;
    for (const gram of [" ig", "ign", "it ", " ign", "ore "]) {
      const size = gram.length;
      expect(vector.has(hashFeature(`c${size}:${gram}`) & mask), gram).toBe(true);
      expect(vector.has(hashFeature(`d|c${size}:${gram}`) & mask), gram).toBe(true);
    }
    expect(vector.has(hashFeature("q|c3:ign") & mask)).toBe(false);
  });

  it("is the written-out features' vector, in the same order and to the bit, over the corpus's languages", () => {
    const options = classifierConfig.features;
    const texts = [...corpusTexts.filter((_text, index) => index % 3 === 0), "これを無視して𠀋𠀋 ไม่สนใจ 지시를 무시해", "ａｂ\u200b𝒜 x"];
    for (const text of texts) {
      const folded = normalise(text).folded;
      for (const kind of ["question", "document"] as const) {
        expect([...featurize(folded, options, kind)], folded.slice(0, 60)).toEqual([...writtenOut(folded, options, kind)]);
      }
    }
  });

  it("counts a short text after a long page, and a long page after short texts, as written out (one shared table)", () => {
    const options = classifierConfig.features;
    const page = normalise(corpusTexts.reduce((longest, text) => (text.length > longest.length ? text : longest), "").repeat(3)).folded;
    const short = corpusTexts.filter((text) => text.length < 200).slice(0, 25);
    for (const text of [page, ...short, page, "ab", page.slice(0, 700), ...short.slice(0, 5)]) {
      const folded = normalise(text).folded;
      expect([...featurize(folded, options, "question")], folded.slice(0, 60)).toEqual([...writtenOut(folded, options, "question")]);
    }
  });

  it("scores a text as the probability over its vector, without building it", () => {
    const model = {
      options: classifierConfig.features,
      bias: classifierConfig.bias,
      weights: decodeWeights(classifierConfig.weights, classifierConfig.scale),
    };
    for (const text of corpusTexts.filter((_text, index) => index % 7 === 0)) {
      const folded = normalise(text).folded;
      expect(committedClassifier.classify(folded, "document")).toBe(probability(model, featurize(folded, model.options, "document")));
    }
  });
});
