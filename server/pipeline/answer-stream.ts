/**
 * The answer text as the person sees it while it is written (SPEC §5.1): `answer-delta` adds to
 * the shown text, `answer-reset` withdraws it. Keeps track of what is shown, so that before the
 * response goes out the shown text can be brought in line with the final answer (a retried or
 * rejected draft, repaired citations, the fallback message, web notes) — the person reads the
 * checked answer while the suggestions are still being made, not only at `answer-end`.
 */
import type { ChatEvent } from "~/lib/response";

export interface AnswerStream {
  delta(text: string): void;
  /** Withdraws the shown text; `attempt` is the attempt whose text follows. */
  reset(attempt: number): void;
  /** Makes the shown text the final answer, appending when it only extends what is shown. */
  settle(answer: string): void;
  /** The text shown right now. */
  text(): string;
}

export function createAnswerStream(emit: (event: ChatEvent) => void): AnswerStream {
  let shown = "";
  let attempt = 1;
  const stream: AnswerStream = {
    delta(text) {
      if (!text) return;
      shown += text;
      emit({ type: "answer-delta", text });
    },
    reset(next) {
      attempt = Math.max(attempt, next);
      if (shown === "") return;
      shown = "";
      emit({ type: "answer-reset", attempt });
    },
    settle(answer) {
      if (shown.trim() === answer.trim()) return;
      if (shown !== "" && answer.startsWith(shown)) {
        stream.delta(answer.slice(shown.length));
        return;
      }
      stream.reset(attempt);
      stream.delta(answer);
    },
    text: () => shown,
  };
  return stream;
}
