/** The classifier's training is deterministic: the same rows give the same weights (scripts/train-injection.ts). */
import { describe, expect, it } from "vitest";
import { encodeWeights } from "../../../server/core/injection/classifier";
import { trainModel } from "../../../scripts/train-injection";
import { loadSplit } from "../../../scripts/security/cases";

describe("train-injection", () => {
  it("trains the same weights twice from the same rows, whatever their order", () => {
    const rows = loadSplit().train.slice(0, 120);
    const options = { buckets: 2 ** 12, charNgrams: [3, 5] as [number, number], wordNgrams: [1, 2] as [number, number] };
    const first = trainModel(rows, options, 1e-5, "class");
    const second = trainModel([...rows].reverse(), options, 1e-5, "class");
    expect(encodeWeights(Float64Array.from(first.weights))).toEqual(encodeWeights(Float64Array.from(second.weights)));
    expect(first.bias).toBe(second.bias);
  });

  it("never trains on dev or test rows", () => {
    const { train, dev, test } = loadSplit();
    const trainFamilies = new Set(train.map((row) => row.family));
    expect([...dev, ...test].filter((row) => trainFamilies.has(row.family))).toEqual([]);
  });
});
