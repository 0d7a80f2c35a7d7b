/**
 * Stage contracts (docs/architecture.md#a-questions-way). Each stage is one module exporting one function
 * `stage(input, deps) → output`; only the orchestrator knows the order.
 */
import type { AnswerStyle, ConfidenceLabel, Usage } from "~/lib/response";
import type { ChatModel } from "../core/llm";
import type { Embedder } from "../providers/embeddings";
import type { AppConfig } from "../config";
import type { Search } from "../retrieval/hybrid-search";
import type { ConfidenceThresholds, ConversationTurn, Mode, RetrievedChunk } from "../core/types";
import type { LanguageCode } from "../core/text-analysis";
import type { Intent, IntentClassifier, SettledRewrite } from "./intent";
import type { DatedQuery } from "./relative-dates";
import type { AboutAnswerRequest } from "./about-answer-request";
import type { AboutAnswerRecogniser } from "./about-answer-recogniser";

export interface PlannerInput {
  message: string;
  history: ConversationTurn[];
  /** Number of ready documents the question may draw on. */
  knowledgeBaseSize: number;
  /** What to say when that is 0 because of the chat's collection or tags (collection-scope.ts); absent: upload guidance. */
  emptyMessage?: string;
  webEnabled: boolean;
  /** Ready documents, for a question that names one (document-scope.ts); absent: none is named. */
  documents?: { id: string; filename: string }[];
  /** The documents the person selected on the page, if any. */
  selectedDocumentIds?: string[];
}
export interface PlannerOutput {
  needs_retrieval: boolean;
  /** Self-contained query (reformulated from history when needed). */
  query: string;
  response?: string;
  safety_flags: string[];
  /**
   * True when the knowledge base is empty but the web fallback is on: skip document retrieval,
   * ask the web, and say in the answer that the documents were not consulted.
   */
  web_only?: boolean;
  /** Tokens spent on LLM reformulation, when it ran. */
  usage?: Usage;
  /** What kind of answer the question wants (intent.ts); absent when the planner answered itself. */
  intent?: Intent;
  /** How the intent was decided (rules or model), for the timeline. */
  intent_by?: string;
  /** Small talk: the language to reply in. */
  language?: LanguageCode;
  /** The documents the question names or points at; absent: the selection (or the whole library). */
  document_ids?: string[];
  /** A relative date in the question, read against today (relative-dates.ts); `query` names the range. */
  dates?: DatedQuery;
  /**
   * An unsure follow-up answered from its offline rewrite (`query`) while the fast model rewrites it
   * (fast-rewrite.ts `speculate`): `settled` is that rewrite, checked before the judge (follow-up-check.ts).
   */
  follow_up?: { question: string; settled: Promise<SettledRewrite> };
  /** `about_answer`: what the message asks of the previous answer, when it was recognised (absent: the model reads the message). */
  about_answer?: AboutAnswerRequest;
}

export interface RetrieverInput {
  query: string;
  top_k: number;
  document_ids?: string[];
}
export interface RetrieverOutput {
  chunks: RetrievedChunk[];
  safety_flags: string[];
}

export interface ReasonerInput {
  question: string;
  chunks: RetrievedChunk[];
  style: AnswerStyle;
  /** Feedback from the validator on the previous attempt (retry loop). */
  feedback?: string;
  attempt: number;
  /** The planner's intent; the offline reasoner shapes its answer by it (absent: by the question's wording). */
  intent?: string;
  /** Earlier turns of the chat, oldest first; the LLM prompt carries them as untrusted text. */
  history?: ConversationTurn[];
  /** A request about the previous answer: that answer, citing the same sources by the same numbers. */
  previousAnswer?: string;
  /**
   * A follow-up's own words, when the question was rewritten from the chat ("And how loud is it?" →
   * "… is an air-source heat pump?"): the words it gained name the subject, and weigh as a subject does.
   */
  asked?: string;
}
export interface ReasonerOutput {
  answer: string;
  context_used: string;
  num_sources: number;
  error?: string;
  usage?: Usage;
  /**
   * Offline (extractive) mode: the question-overlap score (0..1) of the best sentence chosen,
   * or of the best sentence found when the answer is the admission. The validator uses it as
   * one confidence signal.
   */
  evidence_score?: number;
}

export interface ValidatorInput {
  question: string;
  draft: ReasonerOutput;
  chunks: RetrievedChunk[];
}
export interface ValidatorOutput {
  is_valid: boolean;
  confidence: ConfidenceLabel;
  confidence_score: number;
  safety_flags: string[];
  reason: string;
  /** The answer with invalid `[Source N]` references removed. */
  answer: string;
  fallback_response?: string;
  usage?: Usage;
  /** What the next reasoner attempt should fix (retry loop); absent when nothing to say. */
  feedback?: string;
}

/** One pass of reasoner + validator in the retry loop (docs/architecture.md#confidence). */
export interface AnswerAttempt {
  attempt: number;
  score: number;
  /** The validator's feedback on this attempt, given to the next one. */
  feedback?: string;
  /** Tokens of this attempt's reasoner and judge calls. */
  usage?: Usage;
}
export interface AnswerLoopInput {
  question: string;
  chunks: RetrievedChunk[];
  style: AnswerStyle;
  /** The planner's intent, handed to the reasoner. */
  intent?: string;
  /** Earlier turns of the chat and, for a request about it, the previous answer (handed to the reasoner). */
  history?: ConversationTurn[];
  previousAnswer?: string;
  /** A rewritten follow-up's own words (ReasonerInput.asked). */
  asked?: string;
}
export interface AnswerLoopOutput {
  /** The kept attempt's reasoner output (the best one when none was valid). */
  draft: ReasonerOutput;
  /** Its validation; `validation.answer` is the text to show (the fallback message when none was valid). */
  validation: ValidatorOutput;
  attempts: AnswerAttempt[];
  /** Tokens of every reasoner and judge call in the loop. */
  usage: Usage;
}

/** Everything a stage may use, passed in. */
export interface StageDeps {
  config: AppConfig;
  mode: Mode;
  /** Present in LLM mode only. */
  chat: ChatModel | null;
  embedder: Embedder;
  thresholds: ConfidenceThresholds;
  /** Hybrid document search (lexical + vector), used by the retriever. */
  search: Search;
  signal: AbortSignal;
  /** Streams answer tokens to the caller. */
  onToken?: (text: string) => void;
  /** The intent classifier chosen at wiring (intent.ts); absent: the offline rules. */
  classifyIntent?: IntentClassifier;
  /** Recognises requests about the previous answer (about-answer-recogniser.ts); absent: the rules of about-answer-request.ts. */
  aboutAnswer?: AboutAnswerRecogniser;
  /** The team's custom instructions, checked (docs/architecture.md, "Conversation"); absent: none. */
  instructions?: string;
  /** Today, for relative dates (an injected clock in tests); absent: the system clock. */
  now?: () => Date;
}
