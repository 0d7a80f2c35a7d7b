/** The web step's contracts: what it starts from, what it needs, and what it returns. */
import type { AnswerStyle, ConfidenceLabel, Usage } from "~/lib/response";
import type { Logger } from "../../core/logger";
import type { RetrievedChunk } from "../../core/types";
import type { WebSearch } from "../../providers/perplexity";
import type { WebStore } from "../../stores/web-results";
import type { AnswerLoopHooks } from "../answer-loop";
import type { StageDeps } from "../types";

/** What the web step needs besides the stage deps. */
export interface WebServices {
  search: WebSearch;
  store: WebStore;
  logger: Logger;
}

export interface WebStepDeps extends StageDeps {
  /** Null when the fallback is off: the step then changes nothing. */
  web: WebServices | null;
  /** The orchestrator's answer-loop hooks, so a rewritten answer streams like the first one. */
  hooks?: AnswerLoopHooks;
}

/** The documents-only outcome the step starts from, and the final outcome it returns. */
export interface AnswerOutcome {
  answer: string;
  chunks: RetrievedChunk[];
  confidence: ConfidenceLabel;
  confidence_score: number;
  reasoning: string;
  safety_flags: string[];
}

export interface WebStepInput extends AnswerOutcome {
  /** The self-contained question (the planner's query). */
  question: string;
  style: AnswerStyle;
  /** False when the knowledge base is empty and no documents were searched (planner `web_only`). */
  documentsConsulted: boolean;
  /** Answer attempts already made (the web step's own attempts are numbered after them). */
  attempts: number;
}

export type WebStatus = "off" | "not_needed" | "recalled" | "called" | "unavailable";

export interface WebStepOutput extends AnswerOutcome {
  used_external_kb: boolean;
  /** Tokens and cost of the step's own calls (web query, Perplexity, keywords, answer). */
  usage: Usage;
  attempts: number;
  status: WebStatus;
  /** Number of Perplexity calls made (0 or 1). */
  web_calls: number;
}
