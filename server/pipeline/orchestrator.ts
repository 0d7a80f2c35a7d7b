/**
 * Runs one question through planner → retriever → reasoner ⇄ validator → web → responder
 * (docs/architecture.md, "A question's way"), emitting typed events (conversation-start,
 * stage-start/end, answer-delta, answer-reset, answer-end) to the caller. The only module that
 * knows the order of the stages: `answerTraced` reads as that order, one named phase per step,
 * each timed by the stage timer (stage-timer.ts).
 */
import { passageDefines, withDefiningPassage } from "./defining-passages";
import { withPersonInCharge } from "./situation-ask";
import { randomUUID } from "node:crypto";
import { AppError } from "../core/errors";
import type { AnswerStyle, ChatEvent, ChatResponse } from "~/lib/response";
import type { AppConfig } from "../config";
import type { Logger } from "../core/logger";
import type { ChatModel } from "../core/llm";
import type { Embedder } from "../providers/embeddings";
import type { Search } from "../retrieval/hybrid-search";
import type { ConversationStore, StoredMessage } from "../stores/conversations";
import type { DocumentStore } from "../stores/documents";
import { summarizeTable } from "../stores/tables";
import type { TableQueries } from "../retrieval/tables/queries";
import { answerLoopSpans } from "./answer-loop-spans";
import { tableAnswerFor } from "./answerers/table-answer";
import type { AnswererDraft } from "./answerers/draft";
import { answerSmallTalk } from "./answerers/small-talk";
import type { AgentAnswerer } from "./agent/answer-agent";
import {
  citedChunkIds,
  needsModel,
  previousAnswerOf,
  reshapeAnswer,
  reworkedDraft,
  sourcesOfPrevious,
  type PassageTexts,
} from "./answerers/about-answer";
import { aboutAnswerRequest } from "./about-answer-request";
import type { AboutAnswerRecogniser } from "./about-answer-recogniser";
import { closestPassages, fallbackFromFound, isNoInformation } from "./admissions";
import { dateClarify, documentClarify } from "./clarify";
import { clarifyDraft, datedChatModel, instructionsInForce, lastResponseOf, withInstructedStyle } from "./conversation-turns";
import { rangeNote, resolveRelativeDates } from "./relative-dates";
import { FALLBACK_ANSWER } from "./validator";
import type { CheckedInstructions } from "../prompts/instructions";
import type { Clarify, ClosestPassage } from "~/lib/response";
import { asksWhatItSaysAbout } from "./answerers/section-summary";
import { answerFromSummaries, narrowToTopic, type SummarySource } from "./answerers/summary";
import { unreadNotNamingDocument } from "./own-document-words";
import { asksAboutTable, isWeakReading, passageFitsBetter, passageStatesIt, readingCanDefine } from "./passage-evidence";
import { withoutCourtesy, type Intent, type IntentClassifier } from "./intent";
import type { WebServices, WebStepOutput } from "./web/types";
import { completeWithWeb } from "./web/web-step";
import { tracedChatModel } from "../providers/traced-chat-model";
import { tracedWebSearch } from "../providers/traced-web-search";
import { createLocalTracer, type TraceHandle, type Tracer } from "../tracing/tracer";
import { runAnswerLoop } from "./answer-loop";
import { createAnswerStream, type AnswerStream } from "./answer-stream";
import { plan } from "./planner";
import { pointsAtSubject } from "./follow-up";
import { countedOneRowPastANamedColumn } from "../retrieval/tables/calibrate";
import { guardedText, respond } from "./responder";
import { retrieveWithRewrite } from "./search-rewrite";
import { startFollowUpCheck, SupersededDraft, type Restated } from "./follow-up-check";
import { retrieve } from "./retriever";
import { chipLanguage, createEarlySuggestions, documentQuestions, suggest, SUGGESTION_COUNT, type EarlySuggestions } from "./suggestions";
import { checkSuggestions } from "./suggestion-check";
import { answerDocuments, passagesForSuggestions, type DocumentPassages } from "./suggestion-passages";
import { documentTablesQuestions, tableSuggestions } from "./answerers/table-suggestions";
import { createStageTimer, elapsedMs, type StageTimer } from "./stage-timer";
import type { AnswerLoopInput, AnswerLoopOutput, PlannerOutput, RetrieverOutput, StageDeps } from "./types";
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
  /** The web fallback (docs/architecture.md, "The web step"); absent or null when PERPLEXITY_API_KEY is not set. */
  web?: WebServices | null;
  /** Typed tables for exact table answers (docs/architecture.md, "Tables"); absent: passages only. */
  tables?: TableQueries;
  /** The intent classifier picked by mode (docs/architecture.md, "Intents"); absent: the offline rules. */
  classifyIntent?: IntentClassifier;
  /** Document summaries picked by mode (docs/architecture.md, "Summaries"); absent: summary questions go to the passages. */
  summaries?: SummarySource;
  /** ANSWER_MODE=agent: the model drives the tools for questions that search (agent/answer-agent.ts); absent: the fixed pipeline. */
  agent?: AgentAnswerer | null;
  /** Passages in full by chunk id, for follow-ups about an answer (answerers/about-answer.ts); absent: citation snippets. */
  chunkTexts?: (ids: string[]) => Promise<PassageTexts>;
  /** Passages of a document by their places, for follow-up suggestions (suggestion-passages.ts); absent: the answer's passages only. */
  documentPassages?: DocumentPassages;
  /** The team's custom instructions in force (stores/instructions.ts, else ASSISTANT_INSTRUCTIONS); absent: none. */
  instructions?: () => Promise<string | null>;
  /** Today (tests inject a clock); absent: the system clock. */
  now?: () => Date;
  /** Recognises follow-ups about the previous answer (about-answer-recogniser.ts); absent: the rules alone. */
  aboutAnswer?: AboutAnswerRecogniser;
  /**
   * Why a chat's scope holds no ready document, when the library does (an empty collection, tags no
   * document carries: collection-scope.ts); absent or null: the library's own upload guidance.
   */
  emptyScopeMessage?: () => Promise<string | null>;
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
function historyOf(messages: StoredMessage[]): ConversationTurn[] {
  const turns: ConversationTurn[] = [];
  let question: string | null = null;
  for (const message of messages) {
    if (message.role === "user") question = message.content;
    else if (question !== null && message.status === "complete") {
      turns.push({
        question,
        answer: message.content,
        ...(message.response?.intent === "small_talk" ? { smallTalk: true } : {}),
        ...(message.response?.table_query ? { fromTable: true } : {}),
      });
      question = null;
    }
  }
  return turns.slice(-historyTurns);
}

/** How far an answer got, for the clean-up when it fails or is stopped. */
interface AnswerProgress {
  trace: TraceHandle | null;
  /** Set once the question is stored: from then on an unfinished answer is stored too. */
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
    if (progress.conversationId) {
      if (request.signal.aborted) await keepStoppedAnswer(services, progress.conversationId, progress.shown());
      else await keepFailedAnswer(services, progress.conversationId, error);
    }
    throw error;
  }
}

/**
 * A stopped answer stays in its conversation as `interrupted`, with the text the person saw, so a
 * reload shows the question and "Stopped" rather than a question left hanging. It is never used
 * as conversation history (only complete answers are).
 */
function keepStoppedAnswer(services: PipelineServices, conversationId: string, shown: string) {
  return keepUnfinishedAnswer(services, { conversationId, content: shown, status: "interrupted" }, "could not keep the stopped answer");
}

/**
 * A failed answer (anything thrown that is not a cancellation) stays in its conversation as
 * `failed`, with a sentence saying so instead of the error itself (which is logged by the route),
 * so a reload shows the question and what became of it. Like a stopped one, it is never history.
 */
function keepFailedAnswer(services: PipelineServices, conversationId: string, error: unknown) {
  return keepUnfinishedAnswer(
    services,
    { conversationId, content: failedAnswerMessage(error), status: "failed" },
    "could not keep the failed answer",
  );
}

/** What a failed answer says: an AppError's message is written for people; any other error is not shown. */
export function failedAnswerMessage(error: unknown): string {
  if (error instanceof AppError) return error.message;
  return "Something went wrong on the server while this answer was being written. Please try again.";
}

async function keepUnfinishedAnswer(
  services: PipelineServices,
  message: { conversationId: string; content: string; status: "interrupted" | "failed" },
  warning: string,
) {
  try {
    await services.conversations.addMessage({
      id: randomUUID(),
      conversation_id: message.conversationId,
      role: "assistant",
      content: message.content,
      status: message.status,
    });
  } catch (error) {
    // The conversation may have been deleted meanwhile; the cancellation or failure itself must still go through.
    services.logger.warn(warning, { error });
  }
}

/** Everything the phases of one answer share. */
interface AnswerRun {
  request: AskRequest;
  services: PipelineServices;
  trace: TraceHandle;
  stages: StageTimer;
  /** The answer text as the person sees it while it is written. */
  stream: AnswerStream;
  deps: StageDeps;
  /** The response fields known before any stage runs. */
  base: Pick<ChatResponse, "conversation_id" | "message_id" | "trace_id" | "trace_url" | "mode">;
  /** The documents answers may use: those the question names (planner), else the page's selection. */
  documentIds?: string[];
  /** Suggestions started beside the judge (suggestions.ts). */
  early: EarlySuggestions;
  /** The custom instructions as checked: what reaches the prompts, and what was left out (flagged). */
  instructions: CheckedInstructions;
  now: () => Date;
  /** The question with its relative date read against today, when it had one. */
  datedQuestion?: string;
  /** The ready documents' ids and names, once read (readyDocuments). */
  readyDocuments?: Promise<{ id: string; filename: string }[]>;
  /** The conversation's messages before this question, read once (history, follow-ups, asking back). */
  messages: StoredMessage[];
}

/** The flow of one question, top to bottom. */
async function answerTraced(request: AskRequest, services: PipelineServices, progress: AnswerProgress): Promise<ChatResponse> {
  const started = performance.now();
  const { conversationId, created } = await openConversation(request, services);
  // Read once: the history, a follow-up's previous answer and "did it just ask back" all come from them.
  const [messages, instructionsText] = await Promise.all([
    created ? [] : services.conversations.listMessages(conversationId),
    services.instructions?.() ?? null,
  ]);
  const history = historyOf(messages);
  const trace = startAnswerTrace(request, services, conversationId);
  progress.trace = trace;
  // The question is stored first: if Docent dies mid-answer, the conversation still holds it.
  await services.conversations.addMessage({ id: randomUUID(), conversation_id: conversationId, role: "user", content: request.message });
  progress.conversationId = conversationId;
  // Before any stage, so a client that stops this answer still knows which conversation holds it.
  request.emit({ type: "conversation-start", conversation_id: conversationId, created });

  // Offline, the custom instructions' style replaces the default one (conversation-turns.ts).
  const styled = withInstructedStyle(request, services.chat === null, instructionsText);
  // "Thanks! How many airports are in Texas?" is answered as the question after the thanks, by
  // every stage (intent.ts `withoutCourtesy`); the conversation keeps what was typed.
  const asked = { ...styled, message: withoutCourtesy(styled.message) };
  const run = prepareRun(asked, services, trace, { conversationId, messages, instructionsText });
  progress.shown = run.stream.text;
  const planned = await planQuestion(run, history);
  run.documentIds = planned.document_ids ?? request.documentIds;
  // "last year" read as "in 2025" (relative-dates.ts), so the table interpreter filters by it too.
  run.datedQuestion = planned.dates?.query;
  const response =
    planned.response !== undefined ? await answerWithoutDocuments(run, planned) : await answerByIntent(run, planned, history);
  // Custom instructions that tried to lift the grounding rules were left out: the answer says so in its flags.
  const flagged = run.instructions.dropped.length > 0 ? { safety_flags: [...response.safety_flags, "instructions_override_ignored"] } : {};
  // An answer written again from a follow-up's rewrite (answerAgain) carries the intent it was answered by.
  const intent = response.intent ?? planned.intent;
  if (openedBySmallTalk(messages, intent))
    await services.conversations.retitleConversation(conversationId, conversationTitle(request.message));
  return storeAnswer(run, { ...response, ...flagged, ...(intent ? { intent } : {}) }, started);
}

/** A chat opened with "hi" or "thanks" takes its name from its first real question, as a list of chats should show. */
function openedBySmallTalk(messages: StoredMessage[], intent: Intent | undefined): boolean {
  if (intent === "small_talk" || intent === "about_answer") return false;
  const answers = messages.filter((message) => message.role === "assistant");
  return answers.length > 0 && answers.every((message) => message.response?.intent === "small_talk");
}

type Answerer = (run: AnswerRun, planned: PlannerOutput, history: ConversationTurn[]) => Promise<Omit<ChatResponse, "usage"> | null>;

/**
 * Which answerers a question of each intent tries, in order, until one answers (docs/architecture.md,
 * "Answerers"). The passages always answer; the table interpreter also reads many lookups, lists
 * and comparisons over sheets, so those intents try it first.
 */
const answerers: Record<Intent, Answerer[]> = {
  small_talk: [(run, planned) => answerSmallTalkStage(run, planned)],
  about_answer: [(run, planned) => answerAboutAnswerStage(run, planned), answerFromSources],
  summary: [(run) => answerFromSummariesStage(run), answerFromSources],
  table: [(run, planned, history) => answerFromTable(run, planned, history), answerFromSources],
  definition: [
    (run, planned, history) => answerFromTable(run, planned, history, { wholeReading: true, readNotComputed: true }),
    answerFromSources,
  ],
  comparison: [(run, planned, history) => answerFromTable(run, planned, history, { wholeReading: true }), answerFromSources],
  list: [(run, planned, history) => answerFromTable(run, planned, history, { wholeReading: true }), answerFromSources],
  lookup: [
    (run) => answerTopicSectionStage(run),
    (run, planned, history) => answerFromTable(run, planned, history, { wholeReading: true }),
    answerFromSources,
  ],
};

/**
 * A lookup that asks what one document says about a topic is answered by the section that topic names
 * (by its words, or its heading's meaning: answerers/section-summary.ts), when one stands out; else the
 * passages answer as for any lookup.
 */
async function answerTopicSectionStage(run: AnswerRun): Promise<Omit<ChatResponse, "usage"> | null> {
  return asksWhatItSaysAbout(run.request.message) ? answerFromSummariesStage(run, { sectionOnly: true }) : null;
}

async function answerByIntent(run: AnswerRun, planned: PlannerOutput, history: ConversationTurn[]): Promise<Omit<ChatResponse, "usage">> {
  // `web_only`: the library is empty, so only the passages path (and its web step) can answer.
  const chain = planned.web_only ? [] : answerers[planned.intent ?? "lookup"];
  if (run.services.agent && !planned.web_only && !agentSkips.has(planned.intent ?? "lookup")) return answerWithAgent(run, planned, history);
  const which = planned.web_only ? null : await askWhichDocument(run, planned);
  if (which) return which;
  for (const answerer of chain) {
    const response = await answerer(run, planned, history);
    if (response) return response;
  }
  return answerFromSources(run, planned, history);
}

/** Agent mode leaves these to their own answerers: nothing to search (small talk, about the previous answer) or stored summaries. */
const agentSkips: ReadonlySet<Intent> = new Set(["small_talk", "about_answer", "summary"]);

/** ANSWER_MODE=agent (docs/architecture.md, "Agent mode"): the model's tool loop writes the answer; the responder finishes it. */
async function answerWithAgent(run: AnswerRun, planned: PlannerOutput, history: ConversationTurn[]): Promise<Omit<ChatResponse, "usage">> {
  const { services } = run;
  const web = services.web ? { ...services.web, search: tracedWebSearch(services.web.search, run.trace) } : null;
  const question = {
    question: planned.query,
    style: run.request.style,
    history,
    ...(run.documentIds ? { documentIds: run.documentIds } : {}),
  };
  const deps = {
    stage: run.deps,
    trace: run.trace,
    web,
    ...(services.tables ? { tables: services.tables } : {}),
    // The suggestions start beside the judge, as in the pipeline (docs/architecture.md, "The time budget").
    onAnswer: (answer: string, chunks: RetrievedChunk[]) => run.early.start({ question: planned.query, answer, chunks }, run.deps),
  };
  const draft = await run.stages.run(
    "reasoner",
    () => services.agent!(question, deps),
    question,
    (result) => result.query,
  );
  return respondToDraft(run, draft, { suggest: true });
}

/** The ready documents an answer may use, newest first. */
async function documentsInScope(run: AnswerRun): Promise<{ id: string; filename: string }[]> {
  const scope = run.documentIds;
  return (await readyDocuments(run)).filter((document) => !scope || scope.length === 0 || scope.includes(document.id));
}

/** The ready documents' ids and names, read once per question (the planner and the answerers both need them). */
function readyDocuments(run: AnswerRun): Promise<{ id: string; filename: string }[]> {
  return (run.readyDocuments ??= run.services.documents.readyDocumentNames());
}

/**
 * A follow-up about the previous answer (answerers/about-answer.ts): reworked from that answer and
 * its passages, no new search; by the model in LLM mode. Null (no previous answer) leaves it to the passages.
 */
async function answerAboutAnswerStage(run: AnswerRun, planned: PlannerOutput): Promise<Omit<ChatResponse, "usage"> | null> {
  const request = planned.about_answer ?? null;
  // Earlier follow-ups are read as they were recognised, so "shorter", then "as bullets" lists the full answer.
  const recogniser = run.services.aboutAnswer;
  const kindOf = (question: string) => (recogniser ? recogniser.remembered(question) : aboutAnswerRequest(question))?.kind;
  const previous = previousAnswerOf(run.messages, request, kindOf);
  if (!previous) return null;
  const passages: PassageTexts = (await run.services.chunkTexts?.(citedChunkIds(previous))) ?? new Map();
  const input = { message: run.request.message, request, previous, passages };
  if (needsModel(input.request, run.deps.chat !== null)) {
    const chunks = sourcesOfPrevious(previous, passages);
    const turn = { question: previous.question, answer: previous.answer };
    // The judge reads the request with what it is about.
    const question = `${input.message} (about the previous answer, to “${previous.question}”)`;
    const loop = await runAnswerLoopStages(run, { question, chunks, history: [turn], previousAnswer: previous.answer });
    return respondToDraft(run, reworkedDraft(input, chunks, loop), { suggest: false });
  }
  const draft = await run.stages.run(
    "reasoner",
    async () => reshapeAnswer(input),
    input.request ?? {},
    (result) => result.query ?? null,
  );
  return respondToDraft(run, draft, { suggest: false });
}

/** Whether the previous answer of the chat asked back: never two clarifying questions in a row. */
function justAskedBack(run: AnswerRun): boolean {
  return Boolean(lastResponseOf(run.messages)?.clarify);
}

/** "The report" when several ready documents are reports, with none named or selected: which one? (clarify.ts) */
async function askWhichDocument(run: AnswerRun, planned: PlannerOutput): Promise<Omit<ChatResponse, "usage"> | null> {
  if (planned.intent === "small_talk" || planned.intent === "about_answer" || planned.document_ids) return null;
  if ((run.request.documentIds?.length ?? 0) > 0 || justAskedBack(run)) return null;
  const clarify = documentClarify(run.request.message, await documentsInScope(run));
  return clarify ? askBack(run, clarify, "Several documents match the question; it asks which one is meant.") : null;
}

/** A clarifying question as the response: its choices are buttons in the page. */
function askBack(run: AnswerRun, clarify: Clarify, reasoning: string): Promise<Omit<ChatResponse, "usage">> {
  const draft = clarifyDraft(clarify, reasoning);
  run.stream.settle(draft.answer);
  return run.stages.run(
    "responder",
    async () => respond({ ...run.base, ...draft, timings: run.stages.timings }),
    { answer: draft.answer },
    responderOutput,
  );
}

/** Small talk: a friendly reply, no search, no citations (answerers/small-talk.ts). */
async function answerSmallTalkStage(run: AnswerRun, planned: PlannerOutput): Promise<Omit<ChatResponse, "usage">> {
  const readyDocuments = (await documentsInScope(run)).map((document) => document.filename);
  // Small talk searches nothing, so its suggestions are the starter questions, not checked ones.
  const earlierQuestions = run.messages.filter((message) => message.role === "user").map((message) => message.content);
  return respondToDraft(
    run,
    answerSmallTalk({ message: run.request.message, language: planned.language, readyDocuments, earlierQuestions }),
    {
      suggest: false,
    },
  );
}

/** Summary questions answered from each document's summary (answerers/summary.ts); null leaves them to the passages. */
async function answerFromSummariesStage(
  run: AnswerRun,
  options: { sectionOnly?: boolean } = {},
): Promise<Omit<ChatResponse, "usage"> | null> {
  const source = run.services.summaries;
  if (!source) return null;
  const inScope = await documentsInScope(run);
  // "Who wrote it?" after an answer from one document points at that document.
  const cited = [...new Set(lastResponseOf(run.messages)?.citations.map((citation) => citation.doc_id) ?? [])];
  // A document named by its language is recognised by its description (its own words, in its script).
  const describe = async (document: { id: string; filename: string }) =>
    (await source(document, { chat: null, signal: run.request.signal, useModel: false }))?.description ?? null;
  const { documents, narrowed } = await narrowToTopic(
    run.request.message,
    inScope,
    run.services.search,
    run.request.signal,
    cited,
    describe,
  );
  const input = { question: run.request.message, documents, narrowed, ...(options.sectionOnly ? { sectionOnly: true } : {}) };
  const draft = await run.stages.run(
    "reasoner",
    () =>
      answerFromSummaries(input, source, {
        chat: run.deps.chat,
        signal: run.request.signal,
        embedder: run.services.embedder,
        record: async (id) => {
          const document = await run.services.documents.getDocument(id);
          if (!document) return null;
          // "What tables does it have?" is read off the typed tables of the file (absent: not asked of the record).
          const tables = run.services.tables ? await run.services.tables.tablesFor([id]) : null;
          return tables ? { ...document, tables: tables.map((table) => summarizeTable(table.record)) } : document;
        },
      }),
    input,
    (result) => result?.query ?? null,
  );
  return draft ? respondToDraft(run, draft, { suggest: true }) : null;
}

/**
 * An answerer's draft → the response, through the responder like every other answer; `suggest`:
 * with three follow-up questions checked against retrieval, as the passages' answers have.
 */
function respondToDraft(run: AnswerRun, draft: AnswererDraft, options: { suggest: boolean }): Promise<Omit<ChatResponse, "usage">> {
  const { query: _query, ...fields } = draft;
  run.stream.settle(guardedText(fields.answer, fields.chunks));
  return run.stages.run(
    "responder",
    async () => {
      const suggestions = options.suggest
        ? await checkedSuggestions(run, run.request.message, fields.answer, fields.chunks)
        : fields.suggestions;
      return respond({ ...run.base, ...fields, suggestions, timings: run.stages.timings });
    },
    { answer: fields.answer },
    responderOutput,
  );
}

/** Three follow-up questions, each checked by searching it (suggestions.ts, suggestion-check.ts). */
async function checkedSuggestions(run: AnswerRun, question: string, answer: string, answerChunks: RetrievedChunk[]): Promise<string[]> {
  // The answer's passages and more of its documents: the few it cites rarely hold three other questions.
  const chunks = await passagesForSuggestions(answerChunks, answer, run.services.documentPassages, question);
  const candidates = (await run.early.take(answer)) ?? (await suggest({ question, answer, chunks }, run.deps));
  // A typed table answers questions exactly: after a summary of a workbook its passages (rows) give few
  // questions, its table gives several (answerers/table-suggestions.ts); a report's or a handbook's
  // table too, after the questions its prose gives. The answer's documents (after an admission, those
  // of the closest passages); then, for a PDF or DOCX whose tables were read, "What tables does
  // handbook.docx have?" (a record fact, answerers/document-title.ts), which no one guesses Docent answers.
  const documents = answerDocuments(answerChunks, answer, question);
  const tables = documents.length > 0 && run.services.tables ? await run.services.tables.tablesFor(documents) : [];
  // A table's questions are English ("Which bell has the highest weight (kg)?"): none after a question in another language.
  const english = chipLanguage(question) === "en";
  const computed = english ? tables.filter((table) => table.rows.length >= 3).flatMap((table) => tableSuggestions(table, null)) : [];
  return checkSuggestions(candidates, {
    question,
    chunks,
    computed: [...computed, ...documentTablesQuestions(question, tables)],
    search: run.services.search,
    signal: run.request.signal,
  });
}

/** The conversation the question belongs to: the one asked for if it exists, else a new one (under the requested id when it is a valid one). */
async function openConversation(request: AskRequest, services: PipelineServices): Promise<{ conversationId: string; created: boolean }> {
  const { conversations } = services;
  const requested = request.conversationId;
  const existing = requested && (await conversations.getConversation(requested)) ? requested : null;
  const created = existing === null;
  const conversationId = existing ?? (requested && /^[\w-]{1,64}$/.test(requested) ? requested : randomUUID());
  if (created) await conversations.createConversation({ id: conversationId, title: conversationTitle(request.message) });
  return { conversationId, created };
}

function startAnswerTrace(request: AskRequest, services: PipelineServices, conversationId: string): TraceHandle {
  return (services.tracer ?? createLocalTracer(services.logger)).startTrace({
    name: "docent.answer",
    sessionId: conversationId,
    userId: request.userId,
    input: { question: request.message },
    metadata: { mode: services.config.mode, style: request.style },
  });
}

function prepareRun(
  request: AskRequest,
  services: PipelineServices,
  trace: TraceHandle,
  conversation: { conversationId: string; messages: StoredMessage[]; instructionsText: string | null },
): AnswerRun {
  const { config } = services;
  const { conversationId, messages } = conversation;
  const stream = createAnswerStream(request.emit);
  const now = services.now ?? (() => new Date());
  const instructions = instructionsInForce(conversation.instructionsText);
  // Every LLM prompt states today's date (conversation-turns.ts).
  const chat = services.chat ? datedChatModel(tracedChatModel(services.chat, trace), now) : null;
  const deps: StageDeps = {
    config,
    mode: config.mode,
    chat,
    embedder: services.embedder,
    thresholds: services.thresholds(),
    search: services.search,
    signal: request.signal,
    onToken: (text) => stream.delta(text),
    classifyIntent: services.classifyIntent,
    ...(services.aboutAnswer ? { aboutAnswer: services.aboutAnswer } : {}),
    now,
    ...(instructions.text ? { instructions: instructions.text } : {}),
  };
  const base = {
    conversation_id: conversationId,
    message_id: randomUUID(),
    trace_id: trace.traceId,
    trace_url: trace.traceUrl,
    mode: config.mode,
  };
  return {
    request,
    services,
    trace,
    stages: createStageTimer(trace, request.emit),
    stream,
    deps,
    base,
    early: createEarlySuggestions(),
    instructions,
    now,
    messages,
  };
}

async function planQuestion(run: AnswerRun, history: ConversationTurn[]): Promise<PlannerOutput> {
  const { request, services } = run;
  // Both reads start together; a failure to list the documents surfaces inside the planner stage, as it always has.
  const documents = readyDocuments(run);
  documents.catch(() => undefined);
  const ready = await services.documents.countReadyDocuments();
  // Only an empty scope asks why it is empty.
  const emptyMessage = ready === 0 ? ((await services.emptyScopeMessage?.()) ?? undefined) : undefined;
  return run.stages.run(
    "planner",
    async () =>
      plan(
        {
          message: request.message,
          history,
          knowledgeBaseSize: ready,
          emptyMessage,
          webEnabled: services.config.webEnabled,
          documents: await documents,
          selectedDocumentIds: request.documentIds,
        },
        run.deps,
      ),
    { message: request.message, history_turns: history.length },
    (result) => ({
      needs_retrieval: result.needs_retrieval,
      intent: result.intent ?? null,
      intent_by: result.intent_by ?? null,
      document_ids: result.document_ids ?? null,
      query: result.query,
      response: result.response,
      safety_flags: result.safety_flags,
    }),
  );
}

/** The planner answered itself (an empty, unsafe, too short or too long question; no documents): nothing is searched. */
async function answerWithoutDocuments(run: AnswerRun, planned: PlannerOutput): Promise<Omit<ChatResponse, "usage">> {
  const answer = planned.response ?? "";
  const response = await run.stages.run(
    "responder",
    async () =>
      respond({
        ...run.base,
        answer,
        chunks: [],
        flaggedSources: new Set(),
        confidence: "low",
        confidence_score: 0,
        safety_flags: planned.safety_flags,
        reasoning: "The question was not sent to the documents: " + answer,
        used_external_kb: false,
        suggestions: [],
        timings: run.stages.timings,
        attempts: 0,
      }),
    { answer },
    responderOutput,
  );
  run.stream.delta(answer);
  return response;
}

/** A question a stored table answers exactly (answerers/table.ts); null leaves it to the passages. */
/**
 * `wholeReading`: for a question not phrased as a table question (a definition, list, comparison or
 * lookup), a table reading that left some of its words unread ("What is an air-source heat pump?"
 * read as rows of a Readme sheet that say "Source") is not its answer: the passages take it.
 * `readNotComputed`: a definition ("What does FIB stand for?") is read off a row, not computed, and
 * whether that row defines the term is not checked, so the answer is at most `medium`.
 */
async function answerFromTable(
  run: AnswerRun,
  planned: PlannerOutput,
  history: ConversationTurn[],
  options: { wholeReading?: boolean; readNotComputed?: boolean } = {},
): Promise<Omit<ChatResponse, "usage"> | null> {
  const { request, services } = run;
  // "and how many did they win?": the planner's rewrite names who "they" are (follow-up.ts); a
  // refinement ("which of those are in Lyon?") is read as typed, with the previous question beside it.
  const resolved = planned.query !== request.message && pointsAtSubject(request.message) ? planned.query : request.message;
  const question = {
    question: run.datedQuestion ?? resolved,
    previousQuestion: history.at(-1)?.question,
    // Two turns further back at most: a chain of follow-ups rarely runs longer, and each is read again.
    earlierQuestions: history
      .slice(-3, -1)
      .reverse()
      .map((turn) => turn.question),
    documentIds: run.documentIds,
  };
  const tableAnswer = services.tables ? await tableAnswerFor(question, services.tables, run.deps.chat) : null;
  const result = tableAnswer
    ? await run.stages.run(
        "reasoner",
        () => tableAnswer(request.signal),
        question,
        (draft) => draft?.query ?? { table: null },
      )
    : null;
  if (!result) return null;
  const unread = await unreadOfTable(run, result);
  // Asked of the table's own document alone, the passages are its rows and can do no better than
  // the reading, which says what it assumed.
  const askedOfItsDocument = run.documentIds?.length === 1 && result.chunks.every((chunk) => chunk.metadata.doc_id === run.documentIds![0]);
  // A follow-up read through the previous table answer ("the wettest of those days", "and in 2022?") is the
  // table's even with words unread: no passage knows what it refers to. After a passage answer it is checked as any.
  const throughPreviousTable = result.query.refines_previous === true && history.at(-1)?.fromTable === true;
  const passagesMayAnswer = !askedOfItsDocument && !throughPreviousTable;
  if (options.wholeReading && unread.length > 0 && passagesMayAnswer) return null;
  const reading = { ...result, query: { ...result.query, unread_words: unread } };
  if (passagesMayAnswer && (await passagesStateWhatTheTableMissed(run, reading))) return null;
  // A count of one row past a column the question named is not the figure asked: the passages answer.
  const { operation, matched_rows: matched, assumptions } = result.query;
  // A definition read off a table is the one row it names, in another column ("Question Type" of
  // "FIB"), and only when no passage says what the term is ("Grafting is …"): a count of rows or a
  // session's row defines nothing.
  if (options.readNotComputed && (!readingCanDefine(result.query) || (await passageDefinesIt(run)))) return null;
  if (
    countedOneRowPastANamedColumn({
      operation: String(operation),
      matched: typeof matched === "number" ? matched : 0,
      assumptions: Array.isArray(assumptions) ? assumptions.map(String) : [],
    })
  )
    return null;
  const { query: _query, ...read } = result;
  // Said whenever it applies, also when the reading is medium for an assumption of its own.
  const draft =
    options.readNotComputed && read.confidence !== "low"
      ? {
          ...read,
          confidence: "medium" as const,
          confidence_score: Math.min(read.confidence_score, 0.7),
          reasoning: `${read.reasoning} A definition read off a table row is at most medium: the row is not checked to define the term.`,
        }
      : read;
  run.stream.settle(guardedText(draft.answer, draft.chunks));
  return run.stages.run(
    "responder",
    async () => {
      // Three follow-ups: questions the table answers (answerers/table-suggestions.ts, each already
      // computed; fewer than three completed by questions about the documents as a whole, never a
      // header read as a topic), else like every answer's, from the rows used, checked by asking them.
      // The table's questions are English: after a question in another language, that language's chips.
      const suggestions =
        draft.suggestions.length > 0 && chipLanguage(request.message) === "en"
          ? [...draft.suggestions, ...documentQuestions(request.message)].slice(0, SUGGESTION_COUNT)
          : await checkedSuggestions(run, request.message, draft.answer, draft.chunks);
      return respond({ ...run.base, ...draft, suggestions, timings: run.stages.timings });
    },
    { answer: draft.answer },
    responderOutput,
  );
}

/**
 * The words a table reading left unread, less those that only name the table's document ("at the football
 * club" for the club handbook's table, own-document-words.ts): its file name, and a report's or a handbook's
 * one-line description (a sheet's lists its columns, not its subject). Only for a reading that picks rows.
 */
async function unreadOfTable(run: AnswerRun, result: { query: Record<string, unknown>; chunks: RetrievedChunk[] }): Promise<string[]> {
  const said = result.query.unread_words;
  const unread = Array.isArray(said) ? said.map(String) : [];
  const chunk = result.chunks[0];
  // A total over a document's table is not the document's total: "How many fruit trees are there in the
  // community orchard?" counts more trees than the report's table of varieties, so its words still count.
  const total = /^(?:sum|count|avg)$/u.test(String(result.query.operation));
  if (unread.length === 0 || !chunk || total) return unread;
  const { doc_id: id, filename } = chunk.metadata;
  const sheet = /\.(?:csv|tsv|xlsx?|xlsm|ods)$/iu.test(filename);
  const summary =
    sheet || !run.services.summaries
      ? null
      : await run.services.summaries({ id, filename }, { chat: null, signal: run.request.signal, useModel: false }).catch(() => null);
  return unreadNotNamingDocument(unread, filename, summary?.description ?? null);
}

/** Retrieval, the answer loop and the web step, then the response with its suggestions. */
async function passageDefinesIt(run: AnswerRun): Promise<boolean> {
  return passageDefines({
    question: run.request.message,
    search: run.deps.search,
    ...(run.documentIds ? { documentIds: run.documentIds } : {}),
    signal: run.deps.signal,
  });
}

/** A weak table reading (words unread, no row matched) gives way to a passage of another document that states the figure (passage-evidence.ts). */
async function passagesStateWhatTheTableMissed(run: AnswerRun, result: { query: Record<string, unknown>; chunks: RetrievedChunk[] }) {
  const unread = result.query.unread_words;
  const matched = result.query.matched_rows;
  const filters = Array.isArray(result.query.filters) ? result.query.filters.map(String).join(" ") : "";
  // A year the question says and no condition uses ("from 2024 to 2025" read as "from 2024") is unread too.
  const droppedYears = (run.request.message.match(/\b(?:19|20)\d{2}\b/gu) ?? []).filter((year) => !filters.includes(year));
  const reading = {
    unread: [...(Array.isArray(unread) ? unread.map(String) : []), ...droppedYears],
    matchedRows: typeof matched === "number" ? matched : null,
    tableDocuments: [...new Set(result.chunks.map((chunk) => chunk.metadata.doc_id))],
  };
  if (!isWeakReading(reading)) return false;
  // Searched with the words the reading missed too: a follow-up's subject is in them ("those" of "the Textiles station").
  const missed = reading.unread.filter((words) => !run.request.message.includes(words));
  const found = await run.services.search({
    query: [run.request.message, ...missed].join(" "),
    topK: run.services.config.TOP_K,
    documentIds: run.documentIds,
    signal: run.request.signal,
  });
  if (passageStatesIt(run.request.message, reading, found.chunks)) return true;
  // Not about the table's rows (a column's word met by chance): the passage that fits the question better answers.
  const table = {
    filename: String(result.query.file ?? ""),
    name: String(result.query.table ?? ""),
    label: typeof result.query.label === "string" ? result.query.label : null,
    filters: Array.isArray(result.query.filters) ? result.query.filters.map(String) : [],
  };
  const others = (await documentsInScope(run))
    .filter((document) => !reading.tableDocuments.includes(document.id))
    .map((document) => document.filename);
  return !asksAboutTable(run.request.message, table, others) && passageFitsBetter(run.request.message, reading, table, found.chunks);
}

async function answerFromSources(
  run: AnswerRun,
  planned: PlannerOutput,
  history: ConversationTurn[] = [],
): Promise<Omit<ChatResponse, "usage">> {
  // Planner `web_only`: the knowledge base is empty, so there is nothing to search or answer from.
  const retrieved = planned.web_only ? { chunks: [], safety_flags: [] } : await retrieveSources(run, planned.query, planned.intent);
  // A relative date no passage comes near: which period? (clarify.ts; never twice in a row)
  const period = planned.dates && !planned.web_only && !justAskedBack(run) ? dateClarify(planned.dates, retrieved.chunks, run.now()) : null;
  if (period) return askBack(run, period, `No passage names a date in ${planned.dates!.range.label}; it asks which period is meant.`);
  // An unsure follow-up searched with its offline rewrite: the reasoner reads it as asked, with the recent
  // turns, and the model's rewrite (arriving beside the draft) is checked before the judge (follow-up-check.ts).
  const check = checkFollowUp(run, planned, retrieved.chunks);
  const question = check ? planned.follow_up!.question : planned.query;
  // The intent shapes how the passages answer reads (a definition, a list, a comparison); the chat's turns reach the LLM prompt.
  // A follow-up rewritten from the chat keeps its own words: what it gained names the subject (ReasonerInput.asked).
  // The month a relative date was read as ("this week" → "in February 2027") is not a word the rewrite added.
  const askedText = planned.dates
    ? (resolveRelativeDates(run.request.message, run.now())?.query ?? run.request.message)
    : run.request.message;
  const asked = question !== askedText ? { asked: askedText } : {};
  const loopInput = { question, chunks: retrieved.chunks, history, ...asked, ...(planned.intent ? { intent: planned.intent } : {}) };
  let loop: AnswerLoopOutput | null = null;
  try {
    loop = planned.web_only ? null : await runAnswerLoopStages(run, loopInput, { suggestEarly: true, questionForJudge: check });
  } catch (error) {
    if (!(error instanceof SupersededDraft)) throw error;
    return answerAgain(run, planned, error.rewrite, history);
  }
  const final = usingWhatWasFound(run, planned, await completeWithWebStep(run, planned, retrieved, loop), loop);
  // The person reads the checked (and guarded) answer now, not a withdrawn or partial draft until answer-end.
  run.stream.settle(guardedText(final.answer, final.chunks));
  return respondWithSuggestions(run, planned.query, final, loop?.attempts.length ?? 0);
}

/** The judge's question hook for an unsure follow-up answered from its offline rewrite; null for any other question. */
function checkFollowUp(run: AnswerRun, planned: PlannerOutput, given: RetrievedChunk[]): (() => Promise<string>) | null {
  const followUp = planned.follow_up;
  if (!followUp || planned.web_only) return null;
  const search = async (query: string) =>
    (await retrieve({ query, top_k: run.services.config.TOP_K, document_ids: run.documentIds }, run.deps)).chunks;
  const check = startFollowUpCheck({
    planned: { ...planned, follow_up: followUp },
    given,
    search,
    thresholds: run.deps.thresholds,
    trace: run.trace,
  });
  return () => check.questionForJudge();
}

/** The guess answered another question: the shown draft goes, and the model's rewrite is answered as before. */
async function answerAgain(
  run: AnswerRun,
  planned: PlannerOutput,
  rewrite: Restated,
  history: ConversationTurn[],
): Promise<Omit<ChatResponse, "usage">> {
  run.stream.reset(2);
  const { follow_up: _guessed, ...rest } = planned;
  const replanned: PlannerOutput = {
    ...rest,
    query: rewrite.query,
    intent: rewrite.intent ?? planned.intent,
    intent_by: "model (rewrite checked after the guess)",
    ...(rewrite.aboutAnswer ? { about_answer: rewrite.aboutAnswer } : {}),
  };
  if (replanned.intent === planned.intent) return answerFromSources(run, replanned, history);
  const response = await answerByIntent(run, replanned, history);
  return { ...response, ...(replanned.intent ? { intent: replanned.intent } : {}) };
}

function retrieveSources(run: AnswerRun, query: string, intent?: Intent): Promise<RetrieverOutput> {
  const { config } = run.services;
  const input = { query, top_k: config.TOP_K, document_ids: run.documentIds };
  // LLM mode: a weak search is tried once more with the fast model's search query (docs/architecture.md, "The time budget").
  const found = async () => {
    const retrieved = await retrieveWithRewrite(input, run.deps, run.services.chat);
    const reach = {
      question: query,
      chunks: retrieved.chunks,
      topK: config.TOP_K,
      ...(run.documentIds ? { documentIds: run.documentIds } : {}),
      search: run.deps.search,
      signal: run.deps.signal,
    };
    // "<situation>, who should I tell?" also reaches the passage naming who looks after what the situation names.
    if (intent !== "definition") {
      const chunks = await withPersonInCharge(reach);
      return chunks === retrieved.chunks ? retrieved : { ...retrieved, chunks };
    }
    // A definition also reaches the passage that defines its subject when the search ranked only mentions.
    return { ...retrieved, chunks: await withDefiningPassage(reach) };
  };
  return run.stages.run("retriever", found, input, retrieverOutput);
}

/** The reasoner ⇄ validator loop: it times its own stages, reported through the stage timer and the loop's spans. */
async function runAnswerLoopStages(
  run: AnswerRun,
  input: Omit<AnswerLoopInput, "style">,
  options: { suggestEarly?: boolean; questionForJudge?: (() => Promise<string>) | null } = {},
): Promise<AnswerLoopOutput> {
  // LLM mode: the suggestions for a draft are asked while the judge reads it (docs/architecture.md, "The time budget").
  const early = options.suggestEarly && run.deps.chat !== null;
  const loopSpans = answerLoopSpans(run.trace, { question: input.question, sources: input.chunks.length });
  const loop = await runAnswerLoop({ ...input, style: run.request.style }, run.deps, {
    onAttemptStart: (attempt) => loopSpans.onAttemptStart(attempt),
    onStreamReset: (attempt) => run.stream.reset(attempt),
    onStageStart: (name) => {
      loopSpans.onStageStart(name);
      run.stages.started(name);
    },
    onStageEnd: (name, ms) => {
      loopSpans.onStageEnd(name, ms);
      run.stages.ended(name, ms);
    },
    ...(early
      ? { onDraft: (draft) => run.early.start({ question: input.question, answer: draft.answer, chunks: input.chunks }, run.deps) }
      : {}),
    ...(options.questionForJudge ? { questionForJudge: options.questionForJudge } : {}),
  });
  loopSpans.finish(loop);
  return loop;
}

/**
 * The web step (docs/architecture.md, "The web step"): unchanged outcome unless the documents fell
 * short and the web is on. With the fallback off it changes nothing and is not a stage (no
 * events, span or timing).
 */
function completeWithWebStep(
  run: AnswerRun,
  planned: PlannerOutput,
  retrieved: RetrieverOutput,
  loop: AnswerLoopOutput | null,
): Promise<WebStepOutput> {
  const { request, services, trace } = run;
  const runWebStep = () =>
    completeWithWeb(
      {
        question: planned.query,
        style: request.style,
        documentsConsulted: !planned.web_only,
        answer: loop ? (loop.validation.fallback_response ?? loop.validation.answer) : "",
        chunks: retrieved.chunks,
        confidence: loop?.validation.confidence ?? "low",
        confidence_score: loop?.validation.confidence_score ?? 0,
        reasoning: loop?.validation.reason ?? "No documents were consulted.",
        safety_flags: [...new Set([...planned.safety_flags, ...retrieved.safety_flags, ...(loop?.validation.safety_flags ?? [])])],
        attempts: loop?.attempts.length ?? 0,
      },
      {
        ...run.deps,
        web: services.web ? { ...services.web, search: tracedWebSearch(services.web.search, trace) } : null,
        hooks: {
          onStreamReset: (attempt) => run.stream.reset(attempt),
          onStageStart: (name) => run.stages.started(name),
          onStageEnd: (name, ms) => run.stages.ended(name, ms),
        },
      },
    );
  if (!services.web) return runWebStep();
  return run.stages.run("web", runWebStep, { question: planned.query, documents_consulted: !planned.web_only }, (result) => ({
    status: result.status,
    web_calls: result.web_calls,
    used_external_kb: result.used_external_kb,
  }));
}

/**
 * The conversation's part of the final answer (docs/architecture.md, "Conversation"): after failed
 * attempts, what was found instead of "rephrase" (admissions.ts); on "no information", the closest
 * passages; with a relative date, the range used.
 */
function usingWhatWasFound(
  run: AnswerRun,
  planned: PlannerOutput,
  final: WebStepOutput,
  loop: AnswerLoopOutput | null,
): WebStepOutput & { closest?: ClosestPassage[] } {
  let answer = final.answer;
  let showClosest = isNoInformation(answer);
  if (answer.trim() === FALLBACK_ANSWER && loop) {
    ({ answer, showClosest } = fallbackFromFound(loop.draft.answer, final.chunks.length, loop.validation.reason));
  }
  if (planned.dates) answer = `${answer}\n\n${rangeNote(planned.dates.range, run.now())}`;
  const closest = showClosest ? closestPassages(final.chunks) : [];
  return { ...final, answer, ...(closest.length > 0 ? { closest } : {}) };
}

/** The responder stage: three follow-up questions checked against retrieval, then the response. */
function respondWithSuggestions(
  run: AnswerRun,
  question: string,
  final: WebStepOutput & { closest?: ClosestPassage[] },
  loopAttempts: number,
): Promise<Omit<ChatResponse, "usage">> {
  const { chunks, answer } = final;
  const flagged = flaggedSources(chunks);
  const attempts = loopAttempts + final.attempts;
  return run.stages.run(
    "responder",
    async () => {
      const suggestions = await checkedSuggestions(run, question, answer, chunks);
      return respond({
        ...run.base,
        answer,
        chunks,
        flaggedSources: flagged,
        confidence: final.confidence,
        confidence_score: Math.round(final.confidence_score * 1000) / 1000,
        safety_flags: final.safety_flags,
        reasoning: reasoningOf(final),
        used_external_kb: final.used_external_kb,
        suggestions,
        timings: run.stages.timings,
        attempts,
        retrieved: chunks.map(retrievedSource),
        ...(final.closest ? { closest: final.closest } : {}),
      });
    },
    { answer, attempts },
    responderOutput,
  );
}

/**
 * A failed vector search must not pass silently: the person should know the answer rests on
 * keyword search alone.
 */
function reasoningOf(final: WebStepOutput): string {
  return final.safety_flags.includes("retrieval_error")
    ? `Semantic search was unavailable, so this answer rests on keyword search only. ${final.reasoning}`
    : final.reasoning;
}

/** Closes the trace, stores the answer with its timeline and usage, and sends it (`answer-end`). */
async function storeAnswer(run: AnswerRun, response: Omit<ChatResponse, "usage">, started: number): Promise<ChatResponse> {
  run.stages.timings.total = elapsedMs(started);
  const timeline = run.trace.end({ answer: response.answer, confidence: response.confidence, confidence_score: response.confidence_score });
  // Every paid call is a generation in the trace (each chat call, the suggestions' included, and
  // the web search), so the response counts exactly what the timeline shows.
  const complete: ChatResponse = { ...response, usage: timeline.usage, timeline };
  await run.services.conversations.addMessage({
    id: complete.message_id,
    conversation_id: complete.conversation_id,
    role: "assistant",
    content: complete.answer,
    response: complete,
  });
  run.request.emit({ type: "answer-end", response: complete });
  return complete;
}

/** What the retriever span shows: each passage found, with its scores. */
const retrieverOutput = (result: RetrieverOutput & { search_query?: string }) => ({
  ...(result.search_query ? { search_query: result.search_query } : {}),
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
});

/** What the responder span shows: the final answer and what it cites, not the whole response. */
const responderOutput = (response: Omit<ChatResponse, "usage">) => ({
  answer: response.answer,
  confidence: response.confidence,
  confidence_score: response.confidence_score,
  citations: response.citations.map((citation) => ({
    source: citation.source,
    chunk_id: citation.chunk_id,
    filename: citation.filename,
    page: citation.page,
  })),
  suggestions: response.suggestions,
});

/** One passage as the response's `retrieved` lists it (source number = rank). */
function retrievedSource(chunk: RetrievedChunk, index: number) {
  return {
    source: index + 1,
    chunk_id: chunk.chunk_id,
    doc_id: chunk.metadata.doc_id,
    filename: chunk.metadata.filename,
    page: chunk.metadata.page ?? null,
    sheet: chunk.metadata.sheet ?? null,
    kind: chunk.kind,
    score: chunk.score,
    fused_score: Math.round(chunk.fused_score * 1000) / 1000,
  };
}
