/**
 * Which kind a message sent after an answer asks of it, in any language: a linear model over
 * hashed character n-grams (the injection classifier's features, core/injection/classifier.ts
 * `featurize`), one logistic model per class against the rest, trained by
 * scripts/train-follow-up-kinds.ts on rows written in many languages (scripts/about-answer-kinds/)
 * and committed as versioned JSON (follow-up-weights.json). Besides the follow-up kinds it knows
 * questions of their own and small talk, so it can say "none of these". The recogniser
 * (about-answer-recogniser.ts) asks it only of a message whose shape names no subject of its own
 * and whose words no list reads. Deterministic; scoring is one featurisation and a dozen sparse dot
 * products (well under a millisecond).
 */
import { z } from "zod";
import { decodeWeights, featurize } from "../core/injection/classifier";
import { aboutAnswerKinds, foldText, type AboutAnswerKind } from "./about-answer-request";
import weightsFile from "./follow-up-weights.json";

/** The follow-up kinds, a question of its own (a new search), and small talk. */
export const followUpClasses = [...aboutAnswerKinds, "question", "small_talk"] as const;
export type FollowUpClass = (typeof followUpClasses)[number];

export const FollowUpFeatures = z.object({
  buckets: z.number().int().positive(),
  charNgrams: z.tuple([z.number().int(), z.number().int()]),
  wordNgrams: z.tuple([z.number().int(), z.number().int()]),
  scriptBigrams: z.boolean(),
});

export const FollowUpWeightsFile = z.object({
  version: z.number().int(),
  features: FollowUpFeatures,
  /** One model per class, int16 × scale, little-endian, base64. */
  models: z.array(z.object({ label: z.enum(followUpClasses), bias: z.number(), scale: z.number(), weights: z.string() })),
  /** The top class's probability from which a follow-up kind is believed (chosen on the training languages' folds). */
  threshold: z.number(),
  trainedOn: z.object({ rows: z.number().int(), languages: z.array(z.string()), sha256: z.string() }),
  /** The words (folded) of the training languages' follow-up rows: a word a follow-up uses is no subject of its own. */
  followUpWords: z.array(z.string()).default([]),
});
export type FollowUpWeightsFile = z.infer<typeof FollowUpWeightsFile>;

export interface FollowUpReading {
  label: FollowUpClass;
  /** The top class's probability (its own model's). */
  probability: number;
  /** A follow-up kind, when that is the top class and its probability reaches the threshold. */
  kind?: AboutAnswerKind;
}

const sigmoid = (sum: number) => 1 / (1 + Math.exp(-sum));

/** Every class's probability (its own model's) for a message, in the order of the weights file. */
export type FollowUpScores = { label: FollowUpClass; probability: number }[];

/** The scorer a weights file describes: message → each class's probability. */
export function createFollowUpScorer(file: FollowUpWeightsFile): (message: string) => FollowUpScores {
  const options = { ...file.features };
  const models = file.models.map((model) => ({ ...model, values: decodeWeights(model.weights, model.scale) }));
  return (message) => {
    const vector = featurize(foldText(message), options);
    return models.map((model) => {
      let sum = model.bias;
      for (const [bucket, value] of vector) sum += (model.values[bucket] ?? 0) * value;
      return { label: model.label, probability: sigmoid(sum) };
    });
  };
}

/** The classifier a weights file describes: message → its top class. */
export function createFollowUpClassifier(file: FollowUpWeightsFile): (message: string) => FollowUpReading {
  const score = createFollowUpScorer(file);
  const kinds = new Set<string>(aboutAnswerKinds);
  return (message) => {
    let best: FollowUpReading = { label: "question", probability: 0 };
    for (const { label, probability } of score(message)) if (probability > best.probability) best = { label, probability };
    return kinds.has(best.label) && best.probability >= file.threshold ? { ...best, kind: best.label as AboutAnswerKind } : best;
  };
}

/** A text's words as `followUpWords` holds them: folded, letters and digits only. */
export const followUpTokens = (text: string): string[] => foldText(text).match(/[\p{L}\p{N}]+/gu) ?? [];

const committed = FollowUpWeightsFile.parse(weightsFile);

/** The committed model. */
export const readFollowUp = createFollowUpClassifier(committed);
/** The committed model's probability for every class. */
export const scoreFollowUp = createFollowUpScorer(committed);

/** Whether a word (folded) is one the follow-ups of the training rows use, in any of their languages. */
export const isFollowUpWord: (word: string) => boolean = (
  (words: Set<string>) => (word: string) =>
    words.has(word)
)(new Set(committed.followUpWords));
