/**
 * The answer contract (docs/architecture.md#responder) and the chat stream protocol (docs/architecture.md#http-api), shared by the
 * server, the UI, scripts and tests. One zod schema per shape; types are inferred from them.
 */
import { z } from "zod";
import { CollectionId, TagFilter } from "./collections";

export const answerStyles = ["concise", "detailed", "bullet"] as const;
export const AnswerStyle = z.enum(answerStyles);
export type AnswerStyle = z.infer<typeof AnswerStyle>;

export const ConfidenceLabel = z.enum(["high", "medium", "low"]);
export type ConfidenceLabel = z.infer<typeof ConfidenceLabel>;

/** The kinds of answer a question may want (docs/architecture.md, "Intents"); `lookup` is the default. */
export const intentNames = ["small_talk", "summary", "table", "definition", "comparison", "list", "lookup", "about_answer"] as const;
export const Intent = z.enum(intentNames);
export type Intent = z.infer<typeof Intent>;

/**
 * The stages `stage-start` / `stage-end` name, in the order they run. `web` is the web fallback
 * (docs/architecture.md#the-web-step), present only when it is configured; a web answer re-runs reasoner and validator
 * inside it.
 */
export const stageNames = ["planner", "retriever", "reasoner", "validator", "web", "responder"] as const;
export const StageName = z.enum(stageNames);
export type StageName = z.infer<typeof StageName>;

export const Citation = z.object({
  /** 1-based number the answer uses as `[n]` / `[Source n]`. */
  source: z.number().int().positive(),
  doc_id: z.string(),
  filename: z.string(),
  page: z.number().int().positive().nullable(),
  sheet: z.string().nullable(),
  rows: z.string().nullable().optional(),
  heading: z.string().nullable().optional(),
  chunk_id: z.string(),
  /** Cosine similarity, 3 decimals; null while the chunk has no vector yet (lexical hit only). */
  score: z.number().nullable(),
  /** The passage around what was cited (the whole passage start when nothing matched). */
  snippet: z.string(),
  /** The cited sentence(s), word for word as they appear in `snippet`; the page highlights them. */
  quote: z.string().optional(),
  injection_flagged: z.boolean().optional(),
  /** The rows a table answer was computed over (a count, a total, a ranking): cited, not searched, so `score` is null. */
  computed: z.boolean().optional(),
});
export type Citation = z.infer<typeof Citation>;

export const WebCitation = z.object({
  source: z.number().int().positive().optional(),
  url: z.string(),
  title: z.string().optional(),
});
export type WebCitation = z.infer<typeof WebCitation>;

export const Usage = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  cost_usd: z.number().nonnegative(),
});
export type Usage = z.infer<typeof Usage>;

/** One passage the retriever returned, in rank order (the local timeline shows what was searched). */
export const RetrievedSource = z.object({
  source: z.number().int().positive(),
  chunk_id: z.string(),
  doc_id: z.string(),
  filename: z.string(),
  page: z.number().int().nullable(),
  sheet: z.string().nullable(),
  kind: z.enum(["document", "web"]),
  score: z.number().nullable(),
  fused_score: z.number(),
});
export type RetrievedSource = z.infer<typeof RetrievedSource>;

/**
 * The local per-answer timeline (docs/architecture.md#tracing): what ran when, for how long, at what token cost,
 * and how each validation attempt scored. Kept with the stored message whether or not Langfuse is on.
 */
export const TimelineStep = z.object({
  /** Stable span name, e.g. `pipeline.retriever`. */
  name: z.string(),
  /** The stage it belongs to, e.g. `retriever` (the span name without its prefix). */
  stage: z.string(),
  attempt: z.number().int().positive().optional(),
  /** Milliseconds from the start of the answer. */
  start_ms: z.number().nonnegative(),
  duration_ms: z.number().nonnegative(),
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  cost_usd: z.number().nonnegative(),
  llm_calls: z.number().int().nonnegative(),
  status: z.enum(["ok", "error"]),
});
export type TimelineStep = z.infer<typeof TimelineStep>;

export const TimelineCall = z.object({
  /** `llm.<purpose>`, e.g. `llm.reasoner`. */
  name: z.string(),
  model: z.string(),
  /** The step it ran in, e.g. `pipeline.validator`. */
  step: z.string().nullable(),
  start_ms: z.number().nonnegative(),
  duration_ms: z.number().nonnegative(),
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
  cost_usd: z.number().nonnegative(),
  status: z.enum(["ok", "error"]),
});
export type TimelineCall = z.infer<typeof TimelineCall>;

export const TimelineAttempt = z.object({
  attempt: z.number().int().positive(),
  score: z.number().min(0).max(1),
  valid: z.boolean(),
  feedback: z.string().optional(),
});
export type TimelineAttempt = z.infer<typeof TimelineAttempt>;

/**
 * The query behind a table answer (docs/architecture.md, "Tables"): the model's SQL in LLM mode;
 * offline, the interpreter's plan written as SQL (`sql` null when nothing was computed) and in words.
 */
export const AgentToolCall = z.object({
  name: z.string(),
  arguments: z.unknown(),
  ok: z.boolean(),
  /** Why the call was refused (a failed argument check, the search-first rule) or failed. */
  error: z.string().optional(),
});
export type AgentToolCall = z.infer<typeof AgentToolCall>;

export const TableQuery = z.object({
  by: z.enum(["interpreter", "model"]),
  sql: z.string().nullable(),
  description: z.string(),
});
export type TableQuery = z.infer<typeof TableQuery>;

export const Timeline = z.object({
  trace_id: z.string(),
  trace_url: z.string().nullable(),
  /** True when the trace was also sent to Langfuse. */
  exported: z.boolean(),
  total_ms: z.number().nonnegative(),
  steps: z.array(TimelineStep),
  llm_calls: z.array(TimelineCall),
  attempts: z.array(TimelineAttempt),
  usage: Usage,
});
export type Timeline = z.infer<typeof Timeline>;

/**
 * A clarifying question (docs/architecture.md, "Conversation"): 2–5 choices the page shows as
 * buttons; clicking one sends its `message`.
 */
export const Clarify = z.object({
  question: z.string(),
  options: z
    .array(z.object({ label: z.string(), message: z.string() }))
    .min(2)
    .max(5),
});
export type Clarify = z.infer<typeof Clarify>;

/** A passage a "no information" answer came closest to: shown as where Docent looked, never as a citation. */
export const ClosestPassage = z.object({
  doc_id: z.string(),
  filename: z.string(),
  page: z.number().int().nullable(),
  sheet: z.string().nullable(),
  chunk_id: z.string(),
  score: z.number().nullable(),
  snippet: z.string(),
});
export type ClosestPassage = z.infer<typeof ClosestPassage>;

export const ChatResponse = z.object({
  conversation_id: z.string(),
  message_id: z.string(),
  answer: z.string(),
  citations: z.array(Citation),
  web_citations: z.array(WebCitation),
  confidence: ConfidenceLabel,
  confidence_score: z.number().min(0).max(1),
  safety_flags: z.array(z.string()),
  reasoning: z.string(),
  used_internal_kb: z.boolean(),
  used_external_kb: z.boolean(),
  suggestions: z.array(z.string()),
  trace_id: z.string(),
  trace_url: z.string().nullable().optional(),
  timings: z.record(z.string(), z.number()),
  usage: Usage,
  mode: z.enum(["offline", "llm"]),
  attempts: z.number().int().nonnegative().optional(),
  /** Everything the retriever returned (cited or not), for the timeline and the eval. */
  retrieved: z.array(RetrievedSource).optional(),
  /** The local per-answer timeline (absent in responses stored before it existed). */
  timeline: Timeline.optional(),
  /**
   * What kind of answer the question wanted (docs/architecture.md, "Intents"); absent when the
   * planner answered itself. `small_talk` answers search nothing, so the page shows no confidence badge.
   */
  intent: Intent.optional(),
  /** A question back instead of a guess (docs/architecture.md, "Conversation"); absent on ordinary answers. */
  clarify: Clarify.optional(),
  /** Up to 3 passages a "no information" answer came closest to; never counted as citations. */
  closest: z.array(ClosestPassage).max(3).optional(),
  /** The query a table answer ran, shown in the timeline (absent for other answers). */
  table_query: TableQuery.optional(),
  /** Agent mode (ANSWER_MODE=agent): each tool the model called, in order, and whether it ran (absent otherwise). */
  tool_calls: z.array(AgentToolCall).optional(),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

/** Server-Sent Events on POST /api/chat, named noun-verb. */
export const ChatEvent = z.discriminatedUnion("type", [
  /**
   * The first event of every answer, before any stage: the conversation that holds the question
   * (`created` when this question started it), so a client that stops the answer keeps the chat.
   */
  z.object({ type: z.literal("conversation-start"), conversation_id: z.string(), created: z.boolean() }),
  z.object({ type: z.literal("stage-start"), stage: StageName }),
  z.object({ type: z.literal("stage-end"), stage: StageName, ms: z.number() }),
  z.object({ type: z.literal("answer-delta"), text: z.string() }),
  /**
   * The text streamed so far is withdrawn (a draft the validator rejected, or text the final
   * answer replaces); the deltas that follow are the new text. `attempt` is the attempt they belong to.
   */
  z.object({ type: z.literal("answer-reset"), attempt: z.number().int() }),
  z.object({ type: z.literal("answer-end"), response: ChatResponse }),
  z.object({ type: z.literal("error"), code: z.string(), message: z.string() }),
]);
export type ChatEvent = z.infer<typeof ChatEvent>;

export const ChatRequest = z.object({
  message: z.string().max(100_000),
  conversation_id: z.string().min(1).max(64).optional(),
  style: AnswerStyle.default("concise"),
  document_ids: z.array(z.string().min(1).max(64)).max(500).optional(),
  /** The library collection to search (absent: the default one) and tags narrowing it (app/lib/collections.ts). */
  collection_id: CollectionId.optional(),
  tags: TagFilter.optional(),
});
export type ChatRequest = z.infer<typeof ChatRequest>;
