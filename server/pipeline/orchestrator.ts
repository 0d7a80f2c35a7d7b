/**
 * Runs one question through planner → retriever → reasoner ⇄ validator → web → responder
 * (SPEC §4), emitting typed events (stage-start/end, answer-delta, answer-reset, answer-end) to
 * the caller. The only module that knows the order of the stages.
 */
import { randomUUID } from "node:crypto";
import type { AnswerStyle, ChatEvent, ChatResponse, StageName } from "~/lib/response";
import type { AppConfig } from "../config";
import type { Logger } from "../core/logger";
import type { ChatModel } from "../core/llm";
import type { Embedder } from "../providers/embeddings";
import type { Search } from "../retrieval/hybrid-search";
import type { ConversationStore } from "../stores/conversations";
import type { DocumentStore } from "../stores/documents";
import { answerLoopSpans } from "./answer-loop-spans";
import type { WebServices } from "./web/types";
import { completeWithWeb } from "./web/web-step";
import { tracedChatModel } from "../providers/traced-chat-model";
import { tracedWebSearch } from "../providers/traced-web-search";
import { createLocalTracer, type TraceHandle, type Tracer } from "../tracing/tracer";
import { runAnswerLoop } from "./answer-loop";
import { createAnswerStream } from "./answer-stream";
import { plan } from "./planner";
import { respond } from "./responder";
import { retrieve } from "./retriever";
import { suggest } from "./suggestions";
import { checkSuggestions } from "./suggestion-check";
import type { StageDeps } from "./types";
import type { ConfidenceThresholds, ConversationTurn, RetrievedChunk } from "../core/types";
import { flaggedSources } from "./validator";

export interface PipelineServices {
  config: AppConfig;
  logger: Logger;
  chat: ChatModel | null;
  embedder: Embedder;
  search: Search;
  thresholds: () => ConfidenceThresholds;
  documents: DocumentStore;
  conversations: ConversationStore;
  /** Langfuse or local-only; absent means local-only (the timeline is still recorded). */
  tracer?: Tracer;
  /** The web fallback (SPEC §4.6); absent or null when PERPLEXITY_API_KEY is not set. */
  web?: WebServices | null;
}

export interface AskRequest {
  message: string;
  conversationId?: string;
  style: AnswerStyle;
  documentIds?: string[];
  /** Who asks, for the trace (Langfuse `userId`): a login session, `api` or `anonymous` (server/http/auth.ts). */
  userId?: string;
  signal: AbortSignal;
  emit: (event: ChatEvent) => void;
}

const historyTurns = 6;

export function conversationTitle(message: string) {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 80 ? flat.slice(0, 77) + "…" : flat || "New conversation";
}

/** Previous question/answer pairs, oldest first, for follow-up reformulation. */
function historyOf(services: PipelineServices, conversationId: string): ConversationTurn[] {
  const turns: ConversationTurn[] = [];
  let question: string | null = null;
  for (const message of services.conversations.listMessages(conversationId)) {
    if (message.role === "user") question = message.content;
    else if (question !== null && message.status === "complete") {
      turns.push({ question, answer: message.content });
      question = null;
    }
  }
  return turns.slice(-historyTurns);
}

/** What the responder span shows: the final answer and what it cites, not the whole response. */
const responderOutput = (response: Omit<ChatResponse, "usage">) => ({
  answer: response.answer,
  confidence: response.confidence,
  confidence_score: response.confidence_score,
  citations: response.citations.map((citation) => ({ source: citation.source, chunk_id: citation.chunk_id, filename: citation.filename, page: citation.page })),
  suggestions: response.suggestions,
});

/** How far an answer got, for the clean-up when it fails or is stopped. */
interface AnswerProgress {
  trace: TraceHandle | null;
  conversationId: string | null;
  /** The answer text the person has seen so far. */
  shown: () => string;
}

export async function answerQuestion(request: AskRequest, services: PipelineServices): Promise<ChatResponse> {
  const progress: AnswerProgress = { trace: null, conversationId: null, shown: () => "" };
  try {
    return await answerTraced(request, services, progress);
  } catch (error) {
    // A failed or cancelled answer still closes its trace, so it shows where it stopped.
    progress.trace?.end({ error: error instanceof Error ? error.name : "error" });
    if (request.signal.aborted && progress.conversationId) keepStoppedAnswer(services, progress.conversationId, progress.shown());
    throw error;
  }
}

/**
 * A stopped answer stays in its conversation as `interrupted`, with the text the person saw, so a
 * reload shows the question and "Stopped" rather than a question left hanging. It is never used
 * as conversation history (only complete answers are).
 */
function keepStoppedAnswer(services: PipelineServices, conversationId: string, shown: string) {
  try {
    services.conversations.addMessage({ id: randomUUID(), conversation_id: conversationId, role: "assistant", content: shown, status: "interrupted" });
  } catch (error) {
    // The conversation may have been deleted meanwhile; the cancellation itself must still go through.
    services.logger.warn("could not keep the stopped answer", { error });
  }
}

async function answerTraced(request: AskRequest, services: PipelineServices, progress: AnswerProgress): Promise<ChatResponse> {
  const { config, conversations } = services;
  const started = performance.now();
  const timings: Record<string, number> = {};

  const requested = request.conversationId;
  const existing = requested && conversations.getConversation(requested) ? requested : null;
  const created = existing === null;
  const conversationId = existing ?? (requested && /^[\w-]{1,64}$/.test(requested) ? requested : randomUUID());
  if (created) conversations.createConversation({ id: conversationId, title: conversationTitle(request.message) });
  const history = historyOf(services, conversationId);
  const trace = (services.tracer ?? createLocalTracer(services.logger)).startTrace({
    name: "docent.answer",
    sessionId: conversationId,
    userId: request.userId,
    input: { question: request.message },
    metadata: { mode: config.mode, style: request.style },
  });
  progress.trace = trace;
  // The question is stored first: if Docent dies mid-answer, the conversation still holds it.
  conversations.addMessage({ id: randomUUID(), conversation_id: conversationId, role: "user", content: request.message });
  progress.conversationId = conversationId;
  // Before any stage, so a client that stops this answer still knows which conversation holds it.
  request.emit({ type: "conversation-start", conversation_id: conversationId, created });

  const stage = async <T>(name: StageName, work: () => Promise<T>, input?: unknown, output?: (result: T) => unknown): Promise<T> => {
    request.emit({ type: "stage-start", stage: name });
    const start = performance.now();
    try {
      return await trace.span(`pipeline.${name}`, input, work, output);
    } finally {
      const ms = Math.round((performance.now() - start) * 10) / 10;
      timings[name] = (timings[name] ?? 0) + ms;
      request.emit({ type: "stage-end", stage: name, ms });
    }
  };

  const answerStream = createAnswerStream(request.emit);
  progress.shown = answerStream.text;
  const deps: StageDeps = {
    config,
    mode: config.mode,
    chat: services.chat ? tracedChatModel(services.chat, trace) : null,
    embedder: services.embedder,
    thresholds: services.thresholds(),
    search: services.search,
    signal: request.signal,
    onToken: (text) => answerStream.delta(text),
  };

  const planned = await stage("planner", () =>
    plan(
      {
        message: request.message,
        history,
        knowledgeBaseSize: services.documents.countReadyDocuments(),
        webEnabled: config.webEnabled,
      },
      deps,
    ),
    { message: request.message, history_turns: history.length },
    (result) => ({ needs_retrieval: result.needs_retrieval, query: result.query, response: result.response, safety_flags: result.safety_flags }),
  );

  let response: Omit<ChatResponse, "usage">;
  const base = {
    conversation_id: conversationId,
    message_id: randomUUID(),
    trace_id: trace.traceId,
    trace_url: trace.traceUrl,
    mode: config.mode,
  } as const;

  if (!planned.needs_retrieval && !planned.web_only) {
    const answer = planned.response ?? "";
    response = await stage("responder", async () =>
      respond({
        ...base,
        answer,
        chunks: [],
        flaggedSources: new Set(),
        confidence: "low",
        confidence_score: 0,
        safety_flags: planned.safety_flags,
        reasoning: "The question was not sent to the documents: " + answer,
        used_external_kb: false,
        suggestions: [],
        timings,
        attempts: 0,
      }),
      { answer },
      responderOutput,
    );
    answerStream.delta(answer);
  } else {
    // Planner `web_only`: the knowledge base is empty, so there is nothing to search or answer from.
    const retrieved = planned.web_only ? { chunks: [], safety_flags: [] } : await stage(
      "retriever",
      () => retrieve({ query: planned.query, top_k: config.TOP_K, document_ids: request.documentIds }, deps),
      { query: planned.query, top_k: config.TOP_K, document_ids: request.documentIds },
      (result) => ({
        safety_flags: result.safety_flags,
        chunks: result.chunks.map((chunk) => ({
          chunk_id: chunk.chunk_id,
          doc_id: chunk.metadata.doc_id,
          filename: chunk.metadata.filename,
          page: chunk.metadata.page ?? null,
          kind: chunk.kind,
          score: chunk.score,
          fused_score: chunk.fused_score,
          text: chunk.text,
        })),
      }),
    );
    const retrievedChunks: RetrievedChunk[] = retrieved.chunks;

    const loopSpans = answerLoopSpans(trace, { question: planned.query, sources: retrievedChunks.length });
    const loop = planned.web_only ? null : await runAnswerLoop({ question: planned.query, chunks: retrievedChunks, style: request.style }, deps, {
      onAttemptStart: (attempt) => loopSpans.onAttemptStart(attempt),
      onStreamReset: (attempt) => answerStream.reset(attempt),
      onStageStart: (name) => {
        loopSpans.onStageStart(name);
        request.emit({ type: "stage-start", stage: name });
      },
      onStageEnd: (name, ms) => {
        loopSpans.onStageEnd(name, ms);
        timings[name] = (timings[name] ?? 0) + ms;
        request.emit({ type: "stage-end", stage: name, ms });
      },
    });
    if (loop) loopSpans.finish(loop);

    // The web step (SPEC §4.6): unchanged outcome unless the documents fell short and the web is on.
    // With the fallback off it changes nothing and is not a stage (no events, span or timing).
    const runWebStep = () =>
      completeWithWeb(
        {
          question: planned.query,
          style: request.style,
          documentsConsulted: !planned.web_only,
          answer: loop ? (loop.validation.fallback_response ?? loop.validation.answer) : "",
          chunks: retrievedChunks,
          confidence: loop?.validation.confidence ?? "low",
          confidence_score: loop?.validation.confidence_score ?? 0,
          reasoning: loop?.validation.reason ?? "No documents were consulted.",
          safety_flags: [...new Set([...planned.safety_flags, ...retrieved.safety_flags, ...(loop?.validation.safety_flags ?? [])])],
          attempts: loop?.attempts.length ?? 0,
        },
        {
          ...deps,
          web: services.web ? { ...services.web, search: tracedWebSearch(services.web.search, trace) } : null,
          hooks: {
            onStreamReset: (attempt) => answerStream.reset(attempt),
            onStageStart: (name) => request.emit({ type: "stage-start", stage: name }),
            onStageEnd: (name, ms) => {
              timings[name] = (timings[name] ?? 0) + ms;
              request.emit({ type: "stage-end", stage: name, ms });
            },
          },
        },
      );
    const final = services.web
      ? await stage(
          "web",
          runWebStep,
          { question: planned.query, documents_consulted: !planned.web_only },
          (result) => ({ status: result.status, web_calls: result.web_calls, used_external_kb: result.used_external_kb }),
        )
      : await runWebStep();
    // The person reads the checked answer now, not a withdrawn or partial draft until answer-end.
    answerStream.settle(final.answer);
    const chunks = final.chunks;
    const flagged = flaggedSources(chunks);
    const answer = final.answer;
    const safetyFlags = final.safety_flags;

    response = await stage("responder", async () => {
      const candidates = await suggest({ question: planned.query, answer, chunks }, deps);
      const suggestions = await checkSuggestions(candidates, {
        question: planned.query,
        chunks,
        search: services.search,
        thresholds: deps.thresholds,
        signal: request.signal,
      });
      return respond({
        ...base,
        answer,
        chunks,
        flaggedSources: flagged,
        confidence: final.confidence,
        confidence_score: Math.round(final.confidence_score * 1000) / 1000,
        safety_flags: safetyFlags,
        // A failed vector search must not pass silently: the person should know the answer
        // rests on keyword search alone.
        reasoning: safetyFlags.includes("retrieval_error")
          ? `Semantic search was unavailable, so this answer rests on keyword search only. ${final.reasoning}`
          : final.reasoning,
        used_external_kb: final.used_external_kb,
        suggestions,
        timings,
        attempts: (loop?.attempts.length ?? 0) + final.attempts,
        retrieved: chunks.map((chunk, index) => ({
          source: index + 1,
          chunk_id: chunk.chunk_id,
          doc_id: chunk.metadata.doc_id,
          filename: chunk.metadata.filename,
          page: chunk.metadata.page ?? null,
          sheet: chunk.metadata.sheet ?? null,
          kind: chunk.kind,
          score: chunk.score,
          fused_score: Math.round(chunk.fused_score * 1000) / 1000,
        })),
      });
    }, { answer, attempts: (loop?.attempts.length ?? 0) + final.attempts }, responderOutput);
  }

  timings.total = Math.round((performance.now() - started) * 10) / 10;
  const timeline = trace.end({ answer: response.answer, confidence: response.confidence, confidence_score: response.confidence_score });
  // Every paid call is a generation in the trace (each chat call, the suggestions' included, and
  // the web search), so the response counts exactly what the timeline shows.
  const complete: ChatResponse = { ...response, usage: timeline.usage, timeline };
  conversations.addMessage({
    id: complete.message_id,
    conversation_id: conversationId,
    role: "assistant",
    content: complete.answer,
    response: complete,
  });
  request.emit({ type: "answer-end", response: complete });
  return complete;
}
