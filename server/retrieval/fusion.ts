/**
 * Fusion of the lexical (BM25) and vector lists (docs/architecture.md#retriever). Measured on the SQuAD subset with
 * the offline model: plain RRF ranks below BM25 alone, a per-query min-max score mix ranks above
 * it. Weights are per embedding model; tune with `npm run eval`.
 *
 * use-lite-512, over FTS5 BM25 and whole-chunk vectors (1,299 answerable SQuAD questions):
 * vector weight 0 → hit@1 0.771 / hit@5 0.918; 0.2–0.4 → hit@1 0.770–0.779 / hit@5 0.927–0.938
 * (the plateau); 0.5 → 0.704 / 0.931; 0.6 → 0.627 / 0.899. 0.35 sits mid-plateau. SQuAD
 * questions reuse the passage's words, which favours BM25; real questions paraphrase more, so
 * the vector side is kept as high as the plateau allows.
 * Other models (OpenAI embeddings) have not been measured here; their default leans on the
 * vector side because those embeddings are much stronger than USE-lite.
 */
export interface FusionWeights {
  lexical: number;
  vector: number;
}

const weightsByModel: Record<string, FusionWeights> = {
  "use-lite-512": { lexical: 0.65, vector: 0.35 },
};
const defaultWeights: FusionWeights = { lexical: 0.4, vector: 0.6 };

export function fusionWeightsFor(model: string): FusionWeights {
  return weightsByModel[model] ?? defaultWeights;
}

/** Rescales scores to 0..1 within one query's list (a single hit gets 1). */
export function minMax(scores: Map<string, number>): Map<string, number> {
  const values = [...scores.values()];
  if (values.length === 0) return new Map();
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low;
  return new Map([...scores].map(([id, score]) => [id, span > 0 ? (score - low) / span : 1]));
}

export interface FusedHit {
  id: string;
  fused: number;
  lexical: number;
  vector: number;
}

export function fuseScores(options: { lexical: Map<string, number>; vector: Map<string, number>; weights: FusionWeights }): FusedHit[] {
  const lexical = minMax(options.lexical);
  const vector = minMax(options.vector);
  const ids = new Set([...lexical.keys(), ...vector.keys()]);
  return [...ids]
    .map((id) => {
      const lexicalScore = lexical.get(id) ?? 0;
      const vectorScore = vector.get(id) ?? 0;
      return {
        id,
        lexical: lexicalScore,
        vector: vectorScore,
        fused: options.weights.lexical * lexicalScore + options.weights.vector * vectorScore,
      };
    })
    .sort((a, b) => b.fused - a.fused || a.id.localeCompare(b.id));
}
