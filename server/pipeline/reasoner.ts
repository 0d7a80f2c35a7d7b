/**
 * Reasoner stage (docs/architecture.md#reasoner): turns the question and the retrieved sources into a draft answer
 * with `[Source N]` citations. LLM mode asks the chat model with the grounding prompt and streams
 * its tokens; offline mode answers extractively (extractive.ts) and streams the result word by
 * word, so the UI behaves the same in both modes. Provider failures come back as `{ error }`;
 * only a cancellation is thrown.
 */
import { reasonerPrompt } from "../prompts/reasoner";
import { EXTRACTIVE_MIN_SCORE, extractAnswer, type ExtractiveAnswer, type ExtractiveInput } from "./extractive";
import { sentenceMeanings } from "./meaning-scores";
import { workedDifference } from "./worked-difference";
import { chooseByMeaning } from "./meaning-choice";
import { errorMessage, rethrowIfAbort, throwIfAborted } from "../core/abort";
import { buildSourceContext } from "../prompts/source-context";
import type { ReasonerInput, ReasonerOutput, StageDeps } from "./types";

export async function reason(input: ReasonerInput, deps: StageDeps): Promise<ReasonerOutput> {
  throwIfAborted(deps.signal);
  const { sources, context } = buildSourceContext(input.chunks, deps.config.CONTEXT_BUDGET_CHARS);

  if (deps.mode === "offline" || !deps.chat) {
    const asked = {
      question: input.question,
      sources,
      style: input.style,
      ...(input.intent ? { intent: input.intent } : {}),
      ...(input.asked ? { asked: input.asked } : {}),
    };
    const lexical = extractAnswer(asked);
    // Words that meet weakly ("banned" asked, "not allowed" written): the sentences' meaning is mixed in.
    const mixed = await withMeaning(lexical, asked, deps);
    // Words that barely meet ("borrow" asked, "Loan period" written): the sentence closest in meaning, if one is clearly close.
    const extracted =
      mixed.sentences.length === 0 && sources.length > 0
        ? ((await chooseByMeaning({
            question: input.question,
            sources,
            style: input.style,
            embedder: deps.embedder,
            minScore: EXTRACTIVE_MIN_SCORE,
            signal: deps.signal,
          })) ?? mixed)
        : mixed;
    // "How much cheaper is …?": the two values quoted, and their difference worked out beside them.
    const lead = extracted.sentences[0];
    const difference = lead
      ? workedDifference(
          input.question,
          extracted.sentences.map((sentence) => sentence.text),
          lead.source,
        )
      : null;
    const answer = difference ? `${extracted.answer} ${difference}` : extracted.answer;
    streamWords(answer, deps);
    return { answer, context_used: context, num_sources: sources.length, evidence_score: extracted.evidence_score };
  }

  const messages = reasonerPrompt({
    question: input.question,
    sources,
    style: input.style,
    feedback: input.feedback,
    history: input.history,
    previousAnswer: input.previousAnswer,
    instructions: deps.instructions,
  });
  try {
    const completion = await deps.chat.complete({
      purpose: "reasoner",
      messages,
      temperature: deps.config.ANSWER_TEMPERATURE,
      maxTokens: deps.config.ANSWER_MAX_TOKENS,
      signal: deps.signal,
      onToken: deps.onToken,
    });
    throwIfAborted(deps.signal);
    return { answer: completion.text.trim(), context_used: context, num_sources: sources.length, usage: completion.usage };
  } catch (error) {
    rethrowIfAbort(error, deps.signal);
    return { answer: "", context_used: context, num_sources: sources.length, error: errorMessage(error) };
  }
}

/**
 * The extractive answer again with the top passages' sentences lifted by their meaning, when the
 * words alone found nothing above the admission floor (on the dev rounds, mixing it into answers the words had
 * found, under 0.5 or 0.6, replaced a right list with a worse one). Its confidence rests on the words: the
 * evidence is never more than the word score of the sentence it opens with, and at least the
 * admission floor when an answer is given, so a sentence chosen by meaning is `low`.
 */
async function withMeaning(lexical: ExtractiveAnswer, input: ExtractiveInput, deps: StageDeps): Promise<ExtractiveAnswer> {
  if (input.sources.length === 0 || lexical.sentences.length > 0) return lexical;
  let meaning: Map<string, number>;
  try {
    meaning = await sentenceMeanings({ question: input.question, sources: input.sources, embedder: deps.embedder, signal: deps.signal });
  } catch (error) {
    // The embedder is an extra here: the words' answer stands when it fails.
    rethrowIfAbort(error, deps.signal);
    return lexical;
  }
  const mixed = extractAnswer({ ...input, meaning });
  const lead = mixed.sentences[0];
  if (!lead) return lexical;
  const evidence = Math.max(EXTRACTIVE_MIN_SCORE, Math.min(mixed.evidence_score, lead.lexical ?? lead.score));
  return { ...mixed, evidence_score: evidence };
}

/** Emits the text in word-sized pieces (each keeps its trailing space), stopping if the caller left. */
function streamWords(text: string, deps: StageDeps): void {
  if (!deps.onToken) return;
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    throwIfAborted(deps.signal);
    deps.onToken(piece);
  }
}
