/**
 * Planner stage (docs/architecture.md#planner): decides whether a
 * message goes on to retrieval, and with which self-contained query. Rules, in order:
 * 1. empty message → a prompt to type a question;
 * 2. injection (server/core/injection; in LLM mode the LLM guard settles the detector's uncertain
 *    band) → refusal, flag `prompt_injection`, nothing else runs;
 * 3. intent (intent.ts, the classifier services.ts picked): small talk ("hi", "thanks") is
 *    answered without documents, so it is recognised before the length rule below;
 * 3b. shorter than MIN_QUESTION_CHARS → a request for more detail (with history, a short
 *    follow-up such as "And Lyon?" is first made self-contained, and only refused if that fails;
 *    a summary request such as "summarise" is whole in one word and passes);
 * 4. longer than MAX_QUESTION_CHARS → a message naming the limit;
 * 5. follow-up with history → reformulated: offline by follow-up.ts; in LLM mode the
 *    classifier (fast-rewrite.ts) keeps the offline rewrite when it is sure of it and otherwise has
 *    the fast model rewrite it (JSON checked with zod, one retry, then the offline heuristic);
 * 6. empty knowledge base → upload guidance and `empty_knowledge_base`, unless the web fallback
 *    is on: then `web_only` sends the (reformulated) query to the web;
 * 7. a document named or pointed at in the question narrows `document_ids` (document-scope.ts).
 */
import { reformulatePrompt, ReformulatedQuery } from "../prompts/reformulate";
import { needsContext, resolveFollowUp } from "./follow-up";
import { detectInjection } from "../core/injection";
import { questionVerdict } from "./question-verdict";
import { completeJson } from "../providers/json-completion";
import { throwIfAborted } from "../core/abort";
import { addUsage } from "../core/usage";
import { guardQuestion, type GuardOutcome } from "./llm-guard";
import { documentsAskedAbout, namedDocuments, scopeOfQuestion, selectedDocuments } from "./document-scope";
import { documentsYear, resolveRelativeDates } from "./relative-dates";
import { aboutAnswerRequest } from "./about-answer-request";
import { messageShape } from "./about-answer-recogniser";
import { documentFactAsked } from "./answerers/document-title";
import { offlineIntentClassifier, readSmallTalk, type IntentResult } from "./intent";
import type { PlannerInput, PlannerOutput, StageDeps } from "./types";
import type { Usage } from "~/lib/response";

export const plannerMessages = {
  empty: "Please type a question about your documents.",
  injection: "I cannot process this question as it contains potentially unsafe patterns.",
  tooShort: "Could you add a little more detail to your question? A few more words help me find the right passages.",
  tooLong: (limit: number, length: number) =>
    `Your question is too long (${length.toLocaleString("en")} characters). Please shorten it to at most ${limit.toLocaleString("en")} characters, or ask about one part at a time.`,
  emptyKnowledgeBase:
    "No documents have been uploaded yet. Please upload documents (PDF, Word, spreadsheets, text) before asking questions.",
};

export async function plan(input: PlannerInput, deps: StageDeps): Promise<PlannerOutput> {
  throwIfAborted(deps.signal);
  const message = input.message.trim();
  const stop = (response: string, flags: string[] = []): PlannerOutput => ({
    needs_retrieval: false,
    query: message,
    response,
    safety_flags: flags,
  });

  if (message.length === 0) return stop(plannerMessages.empty);
  // "Can you condense that?": recognised by what it is like (about-answer-recogniser.ts), before any model call.
  const recognised = message.length <= deps.config.MAX_QUESTION_CHARS ? await recogniseAboutAnswer(message, input, deps) : null;
  const guard = await injectionGuard(message, recognised !== null, deps);
  if (guard.flagged) return { ...stop(plannerMessages.injection, ["prompt_injection"]), ...(guard.usage ? { usage: guard.usage } : {}) };
  if (message.length > deps.config.MAX_QUESTION_CHARS) return stop(plannerMessages.tooLong(deps.config.MAX_QUESTION_CHARS, message.length));
  if (recognised) return aboutAnswer(message, recognised, guard.usage);

  const intentResult = await (deps.classifyIntent ?? offlineIntentClassifier)(message, {
    chat: deps.chat,
    signal: deps.signal,
    history: input.history,
  });
  const usageSoFar = sumUsage(guard.usage, intentResult.usage);
  if (intentResult.intent === "small_talk") return smallTalk(message, intentResult, usageSoFar);
  // A request about the previous answer ("shorter", "why?") works on it, before the length rule (answerers/about-answer.ts);
  // with no previous answer (or only a greeting) it is an ordinary question, and "Give me the gist of this" or
  // "tl;dr" (nothing to shorten) asks for the summary of the documents in scope.
  if (intentResult.intent === "about_answer" && answerToWorkOn(input) && !asksAboutAFile(message, input)) {
    return aboutAnswer(message, intentResult, usageSoFar);
  }
  const gist = intentResult.aboutAnswer?.kind === "shorter" || intentResult.aboutAnswer?.kind === "one_sentence";
  const classified: IntentResult =
    intentResult.intent === "about_answer" ? { ...intentResult, intent: gist ? "summary" : "lookup" } : intentResult;
  // LLM mode's classifier may have rewritten the follow-up in the same fast call (fast-rewrite.ts): no second call.
  const reformulated = intentResult.rewrite ? { query: intentResult.rewrite.query } : await reformulate(message, input, deps);
  // "last month", "this year": read against today, and named in the search query (relative-dates.ts).
  // Over documents of another year ("annual-report-2025.pdf"), "this year" is theirs (the note says which).
  const today = (deps.now ?? (() => new Date()))();
  const scoped = selectedDocuments(input.documents ?? [], input.selectedDocumentIds);
  const dated = resolveRelativeDates(
    reformulated.query,
    today,
    documentsYear(
      scoped.map((document) => document.filename),
      today,
    ) ?? undefined,
  );
  const query = dated?.query ?? reformulated.query;
  const withDates = dated ? { dates: dated } : {};
  const usage = sumUsage(usageSoFar, reformulated.usage);
  const withUsage = usage ? { usage } : {};
  // "summarise", "tl;dr": a summary request is whole in one word (it works on the scope), so the length rule spares it.
  if (message.length < deps.config.MIN_QUESTION_CHARS && query === message && classified.intent !== "summary")
    return { ...stop(plannerMessages.tooShort), ...withUsage };

  if (input.knowledgeBaseSize <= 0) {
    const empty = input.emptyMessage ?? plannerMessages.emptyKnowledgeBase;
    if (!input.webEnabled) return { ...stop(empty, ["empty_knowledge_base"]), ...withUsage };
    return {
      needs_retrieval: false,
      web_only: true,
      query,
      safety_flags: ["empty_knowledge_base"],
      intent: classified.intent,
      intent_by: classified.by,
      ...withDates,
      ...withUsage,
    };
  }
  // "Who wrote Free Culture?": a fact of the one document the question names is read off its opening
  // (answerers/summary.ts), even when the library holds that document alone.
  const library = selectedDocuments(input.documents ?? [], input.selectedDocumentIds);
  const named = documentFactAsked(message) ? namedDocuments(query, library) : [];
  const fact = named.length === 1 && classified.intent !== "summary";
  // "What is Free Culture about?" names the file by its title: its summary, not a definition of the title.
  const askedAbout = fact || classified.intent === "summary" ? [] : documentsAskedAbout(message, library);
  const documentIds = fact
    ? [named[0]!.id]
    : askedAbout.length > 0
      ? askedAbout.map((document) => document.id)
      : scopeOfQuestion(query, input.documents ?? [], input.selectedDocumentIds);
  const intent = fact || askedAbout.length > 0 ? "summary" : classified.intent;
  const pending = intentResult.rewrite?.pending;
  return {
    needs_retrieval: true,
    query,
    safety_flags: [],
    intent,
    intent_by: classified.by,
    ...(pending ? { follow_up: { question: message, settled: pending } } : {}),
    ...(documentIds ? { document_ids: documentIds } : {}),
    ...withDates,
    ...withUsage,
  };
}

/**
 * The injection check; the LLM guard settles the detector's uncertain band in LLM mode (llm-guard.ts).
 * A request about the previous answer holds no instruction to weigh: one wholly in the fixed
 * wordings ("Tell me more.", which the learned classifier once refused), or one the recogniser
 * took for such a request whose only mark is the learned classifier's score (it reads many a short
 * order to the assistant as suspect: "Das ist mir zu lang."), or small talk by the intent rules
 * whose only marks are learned. A pattern ("ignore the above") is always checked.
 */
async function injectionGuard(message: string, recognised: boolean, deps: StageDeps): Promise<GuardOutcome> {
  if (aboutAnswerRequest(message)) return { flagged: false, decidedBy: "offline" };
  // The lexical detector, then the semantic layer over the question's vector (question-verdict.ts).
  const detected = await questionVerdict(message, deps);
  const onlyLearned = detected.patterns.every((pattern) => pattern === "classifier" || pattern === "semantic");
  // Nor does a message wholly in the small-talk wordings ("hiya, you alright?", which the semantic layer
  // once refused for speaking to the assistant): no attack of any set or of the corpus is one. Small talk only
  // the learned classifier reads is no such proof: the detector's learned marks still count there.
  if ((recognised || readSmallTalk(message)?.by === "words") && onlyLearned) return { flagged: false, decidedBy: "offline" };
  return guardQuestion(message, detected, { chat: deps.mode === "llm" ? deps.chat : null, signal: deps.signal });
}

/**
 * The previous turn a follow-up could work on. A greeting's reply is not one: after "hi", "what is
 * this about?" or "summarise" asks about the documents, not about "Hello! I'm Docent…".
 */
function answerToWorkOn(input: PlannerInput) {
  const last = input.history.at(-1);
  return last && !last.smallTalk ? last : null;
}

/** The request a follow-up makes about the previous answer, by the recogniser wired in; null without one or without history. */
async function recogniseAboutAnswer(message: string, input: PlannerInput, deps: StageDeps): Promise<IntentResult | null> {
  const last = answerToWorkOn(input);
  if (!deps.aboutAnswer || !last) return null;
  const found = await deps.aboutAnswer.recognise(message, { question: last.question, answer: last.answer }, deps.signal);
  // "hi there, what can you do?" after an answer: the greeting lists are surer than the nearest examples; the learned
  // small-talk reading is not ("thats huge, shrink it pls", "as bullts, ta" are requests in chat spelling).
  if (!found || (found.by !== "rules" && (asksAboutAFile(message, input) || readSmallTalk(message)?.by === "words"))) return null;
  const { by, ...request } = found;
  const how = {
    rules: "rules",
    words: "rules (words)",
    embedding: "nearest example requests (sentence embedder)",
    classifier: "follow-up classifier (character n-grams)",
  }[by];
  return { intent: "about_answer", aboutAnswer: request, by: how };
}

/**
 * "What does footnotes.docx say?" after an answer that cited it asks about that file, not where the
 * answer came from: a message naming a file of the library is a question of its own, unless it points
 * back at the answer ("Where does it say that in footnotes.docx?") or the fixed rules read it as a request.
 */
function asksAboutAFile(message: string, input: PlannerInput): boolean {
  if (!input.documents || namedDocuments(message, input.documents).length === 0) return false;
  const last = answerToWorkOn(input);
  return !messageShape(message, last ? { question: last.question, answer: last.answer } : null).pointsBack;
}

function sumUsage(first: Usage | undefined, second: Usage | undefined): Usage | undefined {
  return first && second ? addUsage(first, second) : (first ?? second);
}

/** Small talk needs no documents and no retrieval; the small-talk answerer replies (answerers/small-talk.ts). */
function smallTalk(message: string, classified: IntentResult, usage: Usage | undefined): PlannerOutput {
  return {
    needs_retrieval: false,
    query: message,
    safety_flags: [],
    intent: "small_talk",
    intent_by: classified.by,
    ...(classified.language ? { language: classified.language } : {}),
    ...(usage ? { usage } : {}),
  };
}

/** A request about the previous answer: nothing is searched unless the answerer needs to (answerers/about-answer.ts). */
function aboutAnswer(message: string, classified: IntentResult, usage: Usage | undefined): PlannerOutput {
  return {
    needs_retrieval: false,
    query: message,
    safety_flags: [],
    intent: "about_answer",
    intent_by: classified.by,
    ...(classified.aboutAnswer ? { about_answer: classified.aboutAnswer } : {}),
    ...(usage ? { usage } : {}),
  };
}

/**
 * Makes a follow-up self-contained. Only questions that lean on earlier turns are rewritten (a
 * pronoun, a place word, "what about …"), so a standalone question costs no LLM call.
 */
async function reformulate(message: string, input: PlannerInput, deps: StageDeps): Promise<{ query: string; usage?: Usage }> {
  if (input.history.length === 0 || !needsContext(message)) return { query: message };
  const heuristic = resolveFollowUp(message, input.history);
  if (deps.mode !== "llm" || !deps.chat) return { query: heuristic };

  const reply = await completeJson({
    chat: deps.chat,
    request: {
      purpose: "reformulate",
      messages: reformulatePrompt({ question: message, history: input.history }),
      temperature: 0,
      maxTokens: 200,
    },
    schema: ReformulatedQuery.refine((value) => value.query.length <= deps.config.MAX_QUESTION_CHARS, "query too long"),
    signal: deps.signal,
  });
  // History holds document text, so a rewrite that picked up injected instructions is not used.
  if (!reply.ok || detectInjection(reply.value.query).flagged) return { query: heuristic, usage: reply.usage };
  return { query: reply.value.query, usage: reply.usage };
}
