/**
 * Reasoner stage (docs/architecture.md#reasoner): turns the question and the retrieved sources into a draft answer
 * with `[Source N]` citations. LLM mode asks the chat model with the grounding prompt and streams
 * its tokens; offline mode answers extractively (extractive.ts) and streams the result word by
 * word, so the UI behaves the same in both modes. Provider failures come back as `{ error }`;
 * only a cancellation is thrown.
 */
import { reasonerPrompt } from "../prompts/reasoner";
import { EXTRACTIVE_MIN_SCORE, extractAnswer } from "./extractive";
import { chooseByMeaning } from "./meaning-choice";
import { errorMessage, rethrowIfAbort, throwIfAborted } from "../core/abort";
import { buildSourceContext } from "../prompts/source-context";
import type { ReasonerInput, ReasonerOutput, StageDeps } from "./types";

export async function reason(input: ReasonerInput, deps: StageDeps): Promise<ReasonerOutput> {
  throwIfAborted(deps.signal);
  const { sources, context } = buildSourceContext(input.chunks, deps.config.CONTEXT_BUDGET_CHARS);

  if (deps.mode === "offline" || !deps.chat) {
    const lexical = extractAnswer({
      question: input.question,
      sources,
      style: input.style,
      ...(input.intent ? { intent: input.intent } : {}),
      ...(input.asked ? { asked: input.asked } : {}),
    });
    // Words that barely meet ("borrow" asked, "Loan period" written): the sentence closest in meaning, if one is clearly close.
    const extracted =
      lexical.sentences.length === 0 && sources.length > 0
        ? ((await chooseByMeaning({
            question: input.question,
            sources,
            style: input.style,
            embedder: deps.embedder,
            minScore: EXTRACTIVE_MIN_SCORE,
            signal: deps.signal,
          })) ?? lexical)
        : lexical;
    streamWords(extracted.answer, deps);
    return { answer: extracted.answer, context_used: context, num_sources: sources.length, evidence_score: extracted.evidence_score };
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

/** Emits the text in word-sized pieces (each keeps its trailing space), stopping if the caller left. */
function streamWords(text: string, deps: StageDeps): void {
  if (!deps.onToken) return;
  for (const piece of text.match(/\S+\s*/g) ?? []) {
    throwIfAborted(deps.signal);
    deps.onToken(piece);
  }
}
