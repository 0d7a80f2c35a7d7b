/** The semantic layer's training is deterministic and learns from its own rows only (scripts/train-semantic-injection.ts). */
import { describe, expect, it } from "vitest";
import { encodeWeights } from "../../../server/core/injection/classifier";
import { semanticProbability } from "../../../server/core/injection/semantic";
import { fitSemantic, type Example } from "../../../scripts/train-semantic-injection";
import { augmentCases } from "../../../scripts/security/augment";
import { loadSplit } from "../../../scripts/security/cases";
import { heldOutCases } from "../../../scripts/security/held-out-2";
import { heldOut3Cases } from "../../../scripts/security/held-out-3";

/** Unit vectors around two directions, with a fixed sequence of offsets (no random numbers). */
function examples(): Example[] {
  const rows: Example[] = [];
  for (let index = 0; index < 40; index++) {
    const label = (index % 2) as 0 | 1;
    const vector = new Float32Array(16);
    vector[label] = 1;
    vector[2 + (index % 14)] = 0.3 + (index % 5) * 0.05;
    const norm = Math.hypot(...vector);
    rows.push({ vector: vector.map((value) => value / norm), kind: index % 3 === 0 ? "document" : "question", label, group: `q|${label}` });
  }
  return rows;
}

describe("train-semantic-injection", () => {
  it("fits the same weights twice from the same examples", () => {
    const first = fitSemantic(examples(), 1e-3, 150);
    const second = fitSemantic(examples(), 1e-3, 150);
    expect(encodeWeights(Float64Array.from(first.weights))).toEqual(encodeWeights(Float64Array.from(second.weights)));
    expect(first.bias).toBe(second.bias);
    expect(first.documentBias).toBe(second.documentBias);
  });

  it("learns the direction that separates the labels", () => {
    const model = fitSemantic(examples(), 1e-3, 150);
    const attack = new Float32Array(16);
    attack[1] = 1;
    const benign = new Float32Array(16);
    benign[0] = 1;
    expect(semanticProbability(model, attack, "question")).toBeGreaterThan(0.8);
    expect(semanticProbability(model, benign, "question")).toBeLessThan(0.2);
  });

  it("never trains on the held-out sets", () => {
    const trainTexts = new Set([...loadSplit().train, ...augmentCases()].map((row) => row.text));
    for (const row of [...heldOutCases(), ...heldOut3Cases()]) expect(trainTexts.has(row.text), row.id).toBe(false);
  });
});
