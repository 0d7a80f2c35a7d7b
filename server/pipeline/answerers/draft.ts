/**
 * The one contract every answerer returns (docs/architecture.md, "Answerers"): the response fields
 * it decides, which the responder turns into the same response as any other answer. `query` is
 * what the timeline shows of how it was answered (a table operation, the summaries used).
 */
import type { ResponseDraft } from "../responder";

export type AnswererDraft = Pick<
  ResponseDraft,
  | "answer"
  | "chunks"
  | "flaggedSources"
  | "confidence"
  | "confidence_score"
  | "reasoning"
  | "safety_flags"
  | "used_external_kb"
  | "suggestions"
  | "attempts"
  | "closest"
> & { query?: Record<string, unknown> };
