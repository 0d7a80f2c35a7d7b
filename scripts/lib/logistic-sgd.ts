/**
 * Logistic regression by SGD over hashed sparse features (server/core/injection/classifier.ts
 * `featurize`), shared by the injection classifier's training (scripts/train-injection.ts) and the
 * follow-up kind classifier's (scripts/train-follow-up-kinds.ts, one model per kind against the rest).
 * Deterministic: each epoch's order comes from a seeded generator over the examples as given.
 */
import { probability, type FeatureOptions, type LinearModel, type SparseVector } from "../../server/core/injection/classifier";
import { seeded } from "../security/cases";

export interface WeightedExample {
  vector: SparseVector;
  label: 0 | 1;
  weight: number;
}

/** SGD with a step decaying per epoch and L2 applied once per epoch. */
export function fitLogistic(examples: WeightedExample[], options: FeatureOptions, l2: number, epochs: number, seed: number): LinearModel {
  const weights = new Float64Array(options.buckets);
  const model: LinearModel = { options, bias: 0, weights };
  const random = seeded(seed);
  const order = examples.map((_example, index) => index);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [order[index], order[other]] = [order[other]!, order[index]!];
    }
    const step = 0.5 / (1 + epoch * 0.2);
    for (const position of order) {
      const example = examples[position]!;
      const gradient = (probability(model, example.vector) - example.label) * example.weight * step;
      for (const [bucket, value] of example.vector) weights[bucket]! -= gradient * value;
      model.bias -= gradient;
    }
    const shrink = 1 - step * l2 * examples.length;
    for (let bucket = 0; bucket < weights.length; bucket++) weights[bucket]! *= shrink;
  }
  return model;
}
