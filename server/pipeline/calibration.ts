/**
 * Confidence thresholds per embedding model (docs/architecture.md#confidence): every model has its own cosine scale,
 * so "high" must be calibrated per model to mean the same thing. USE-lite values were
 * measured on unrelated passage pairs (high: ~1 in 330 unrelated passages reach 0.65; medium: ~1 in
 * 20 reach 0.50) and are checked by `npm run eval` (see docs/eval-report.md).
 */
import type { ConfidenceThresholds } from "../core/types";

const thresholdsByModel: Record<string, ConfidenceThresholds> = {
  "use-lite-512": { high: 0.65, medium: 0.5 },
};

/** The reference design's values, for OpenAI-class embedding models. */
export const defaultThresholds: ConfidenceThresholds = { high: 0.8, medium: 0.6 };

export function thresholdsFor(model: string): ConfidenceThresholds {
  return thresholdsByModel[model] ?? defaultThresholds;
}
