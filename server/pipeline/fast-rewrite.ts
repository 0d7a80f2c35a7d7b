/**
 * LLM mode's intent and follow-up rewriting within the answer's time budget
 * (docs/architecture.md, "The time budget"): at most one fast-model call before the answer starts.
 *
 * - The offline rules (intent.ts) go first. A stand-alone question they are sure of costs no call:
 *   a rule matched (a summary, comparison, table, list or definition wording, small talk, a request
 *   about the previous answer), or it is a plain question ("What …?", "How …", a closing "?"), which
 *   the passages answer whatever its finer shape.
 * - A stand-alone message they are unsure of ("Tell me everything the Paris file says, briefly",
 *   "warranty terms") gets one intent call.
 * - A follow-up whose subject is unambiguous ("How many people live there?" after a question about
 *   Paris alone) is rewritten offline (follow-up.ts, `sureFollowUp`) and classified by the rules:
 *   no call, since the reasoner reads the recent turns anyway.
 * - Any other follow-up that leans on earlier turns ("What do they eat?", "What about the other
 *   one?") gets one call that rewrites it and names its intent together, instead of an intent call
 *   and then a rewrite. When the offline rewrite is a question the rules are sure of, that call runs
 *   beside the answer instead of before it (`speculate`): the passages are searched with the offline
 *   rewrite, the reasoner reads the question as asked with the recent turns, and the orchestrator
 *   checks the guess against the model's rewrite before the judge (follow-up-check.ts).
 * - The same call may name `about_answer` with what the message asks of the previous answer (a
 *   wording the recogniser, about-answer-recogniser.ts, missed: "Could you pare that down?" →
 *   shorter); the answer is then reworked, nothing searched. A follow-up with no subject of its own
 *   is not searched beside that call, since it may be such a request.
 *
 * Replies are cached per conversation turn (the question and the turns the prompt shows), so asking
 * the same turn again (a retry after a stop or a failure) costs nothing. The classifier is built
 * once at wiring (services.ts) and shared by every answer.
 */
import { z } from "zod";
import type { Usage } from "~/lib/response";
import { detectInjection } from "../core/injection";
import type { ChatModel } from "../core/llm";
import type { ConversationTurn } from "../core/types";
import { reformulatePrompt } from "../prompts/reformulate";
import { completeJson } from "../providers/json-completion";
import { needsContext, resolveFollowUp, sureFollowUp } from "./follow-up";
import { aboutAnswerKinds, ModelAboutAnswer, type AboutAnswerRequest } from "./about-answer-request";
import { messageShape, recogniserTuning } from "./about-answer-recogniser";
import {
  classifyByRules,
  foldText,
  Intent,
  intents,
  llmIntentClassifier,
  type IntentClassifier,
  type IntentResult,
  type SettledRewrite,
} from "./intent";

/** What the one fast call settled for the planner: the rewritten follow-up. */
export interface FastRewrite {
  query: string;
}

/** IntentResult plus the follow-up's rewrite when the same call made it. */
export type IntentWithRewrite = IntentResult;

const RewriteReply = z.object({
  query: z.string().trim().min(1),
  intent: Intent.optional().catch(undefined),
  about_answer: ModelAboutAnswer.optional().catch(undefined),
});

/** What the one call settled: the rewrite, and the intent (with what it asks of the answer) when the model named one. */
interface Settled {
  intent?: Intent;
  aboutAnswer?: AboutAnswerRequest;
  rewrite?: FastRewrite;
}

// A plain question in English, French, German or Spanish: its opening word asks, or it ends with "?".
const questionOpening =
  /^(?:what|which|who|whom|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|should|would|will|has|have|had|quel(?:le)?s?|qui|quand|ou|pourquoi|comment|combien|est-ce|wer|was|wann|wo|warum|wie|welche[rsmn]?|gibt|que|quien|cuando|donde|por que|como|cual(?:es)?)\b/;

/** Whether the rules' intent can be trusted without asking the model (see the file's comment). */
export function rulesAreSure(message: string, intent: Intent): boolean {
  if (intent !== "lookup") return true;
  const folded = foldText(message).replace(/^[¿¡"'(]+/u, "");
  return folded.endsWith("?") || questionOpening.test(folded);
}

export interface FastRewriteOptions {
  maxQueryChars: number;
  /**
   * Answer an unsure follow-up from the offline guess while the fast rewrite runs beside the answer
   * (the orchestrator checks the guess against it before the judge; follow-up-check.ts). Off: the
   * answer waits for the rewrite (agent mode, whose first call is the model's anyway).
   */
  speculate?: boolean;
  /** Turns kept in the cache (least recently used go first). */
  cacheEntries?: number;
}

/** The LLM-mode intent classifier with the follow-up rewrite folded in, and its per-turn cache. */
export function createFastRewriteClassifier(options: FastRewriteOptions): IntentClassifier {
  const cache = new Map<string, Settled>();
  const limit = options.cacheEntries ?? 500;
  const remember = (key: string, value: Settled) => {
    cache.delete(key);
    cache.set(key, value);
    if (cache.size > limit) cache.delete(cache.keys().next().value!);
  };

  return async (message, context): Promise<IntentWithRewrite> => {
    const rules = classifyByRules(message);
    const chat = context.chat;
    const history = context.history ?? [];
    // A message with no subject of its own may rework the answer: the model is asked, whatever its opening word.
    const subjectless = history.length > 0 && mayBeAboutAnswer(message, history);
    const followUp = history.length > 0 && (needsContext(message) || subjectless) && rules.intent !== "about_answer";
    if (!chat || rules.intent === "about_answer" || rules.intent === "small_talk") return { ...rules, by: "rules" };
    if (!followUp) {
      if (rulesAreSure(message, rules.intent)) return { ...rules, by: "rules" };
      return llmIntentClassifier(message, { chat, signal: context.signal });
    }
    // The offline rewrite settles a follow-up whose subject is unambiguous (follow-up.ts); the
    // reasoner still reads the recent turns, so the model is asked only when the rules are unsure.
    const offline = sureFollowUp(message, history);
    if (offline.sure) {
      const resolved = classifyByRules(offline.query);
      if (rulesAreSure(offline.query, resolved.intent) && resolved.intent !== "small_talk" && resolved.intent !== "about_answer") {
        return { ...resolved, rewrite: { query: offline.query }, by: "rules (follow-up rewritten offline)" };
      }
    }
    const key = turnKey(message, history);
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return withRewrite(rules, cached, "model (cached for this turn)");
    }
    const asked = rewriteFollowUp(message, history, chat, context.signal, options.maxQueryChars).then((reply) => {
      if (reply.value) remember(key, reply.value);
      return reply;
    });
    // A message with no subject of its own may be about the answer ("Can you pare that down?"): no search before the model says.
    const guess = options.speculate && !subjectless ? offlineGuess(message, history) : null;
    if (guess) return { ...guess, rewrite: { query: guess.query, pending: settledRewrite(asked) } };
    const reply = await asked;
    const settled = reply.value ?? { rewrite: { query: resolveFollowUp(message, history) } };
    return { ...withRewrite(rules, settled, reply.value ? "model" : "rules (model reply unusable)"), usage: reply.usage };
  };
}

/**
 * The offline rewrite of an unsure follow-up, good enough to search with while the model rewrites it:
 * when the rules name its intent surely and it is a question for the passages. The search leans
 * on the previous question when the rewrite found no subject to put in.
 */
export function offlineGuess(message: string, history: ConversationTurn[]): (IntentResult & { query: string }) | null {
  const rewritten = resolveFollowUp(message, history);
  const rules = classifyByRules(rewritten);
  if (!rulesAreSure(rewritten, rules.intent) || rules.intent === "small_talk" || rules.intent === "about_answer") return null;
  const previous = history.at(-1)?.question ?? "";
  const query = rewritten === message && previous ? `${previous} ${message}` : rewritten;
  return { intent: rules.intent, query, by: "rules on the offline rewrite; the model's rewrite checks it beside the answer" };
}

/** Short, naming nothing and no word of its own (about-answer-recogniser.ts `messageShape`): it may rework the answer. */
function mayBeAboutAnswer(message: string, history: ConversationTurn[]): boolean {
  const last = history.at(-1);
  const shape = messageShape(message, last ? { question: last.question, answer: last.answer } : null);
  return shape.names.length === 0 && shape.newWords.length === 0 && shape.words <= recogniserTuning.maxWords;
}

/** The model's rewrite once it arrives, never a rejection: a stopped or failed call reads as no rewrite. */
function settledRewrite(asked: Promise<{ value: (Settled & { rewrite: FastRewrite }) | null; usage: Usage }>) {
  return asked.then(
    (reply): SettledRewrite =>
      reply.value
        ? {
            query: reply.value.rewrite.query,
            ...(reply.value.intent ? { intent: reply.value.intent } : {}),
            ...(reply.value.aboutAnswer ? { aboutAnswer: reply.value.aboutAnswer } : {}),
            usage: reply.usage,
          }
        : null,
    () => null,
  );
}

function withRewrite(rules: ReturnType<typeof classifyByRules>, settled: Settled, by: string) {
  const intent = settled.intent ?? rules.intent;
  return {
    intent,
    ...(intent === "small_talk" && rules.language ? { language: rules.language } : {}),
    ...(intent === "about_answer" && settled.aboutAnswer ? { aboutAnswer: settled.aboutAnswer } : {}),
    ...(settled.rewrite ? { rewrite: settled.rewrite } : {}),
    by: settled.intent ? by : `rules; rewrite by ${by}`,
  };
}

/** The three turns the prompt shows and the question: the same turn asked again hits the cache. */
function turnKey(message: string, history: ConversationTurn[]): string {
  return JSON.stringify([message.trim(), history.slice(-3).map((turn) => [turn.question, turn.answer.slice(0, 600)])]);
}

async function rewriteFollowUp(
  message: string,
  history: ConversationTurn[],
  chat: ChatModel,
  signal: AbortSignal,
  maxQueryChars: number,
): Promise<{ value: (Settled & { rewrite: FastRewrite }) | null; usage: Usage }> {
  const reply = await completeJson({
    chat,
    request: {
      purpose: "reformulate",
      messages: reformulatePrompt({ question: message, history, intents, aboutAnswerKinds }),
      temperature: 0,
      maxTokens: 200,
    },
    schema: RewriteReply.refine((value) => value.query.length <= maxQueryChars, "query too long"),
    signal,
  });
  // History holds document text, so a rewrite that picked up injected instructions is not used.
  if (!reply.ok || detectInjection(reply.value.query).flagged) return { value: null, usage: reply.usage };
  const { intent, about_answer: aboutAnswer } = reply.value;
  // A request about the answer keeps the message as it is: nothing is searched with it.
  if (intent === "about_answer")
    return { value: { intent, ...(aboutAnswer ? { aboutAnswer } : {}), rewrite: { query: message.trim() } }, usage: reply.usage };
  return { value: { ...(intent ? { intent } : {}), rewrite: { query: reply.value.query } }, usage: reply.usage };
}
