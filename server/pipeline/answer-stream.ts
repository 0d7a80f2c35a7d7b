/**
 * The answer text as the person sees it while it is written (docs/architecture.md#http-api): `answer-delta` adds to
 * the shown text, `answer-reset` withdraws it. Keeps track of what is shown, so that before the
 * response goes out the shown text can be brought in line with the final answer (a retried or
 * rejected draft, the fallback message, web notes) — the person reads the checked answer while
 * the suggestions are still being made, not only at `answer-end`.
 *
 * Citations are repaired as they stream (`createCitationFilter`), the way the validator repairs
 * them, so a draft the validator only rids of `[Source N]` markers for sources that do not exist
 * is never cleared and rewritten: the invalid marker is simply never shown.
 */
import type { ChatEvent } from "~/lib/response";

export interface AnswerStream {
  delta(text: string): void;
  /** Withdraws the shown text; `attempt` is the attempt whose text follows. */
  reset(attempt: number): void;
  /**
   * Makes the shown text the final answer, appending when it only extends what is shown. When the
   * two differ only in citation markers and spacing, nothing is withdrawn: `answer-end` carries
   * the final answer, which the page puts in place of the shown text.
   */
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
      if (shown !== "" && withoutCitations(shown) === withoutCitations(answer)) return;
      stream.reset(attempt);
      stream.delta(answer);
    },
    text: () => shown,
  };
  return stream;
}

/**
 * A citation group as the validator reads it (validator.ts `citationGroupPattern`, anchored): the
 * whitespace before it, `[`, "Source" or "Sources", anything up to the first `]`.
 */
const citationGroup = /^\s*\[\s*sources?\b([^\]]*)\]/i;
const citationGroups = /\s*\[\s*sources?\b[^\]]*\]/gi;
/** Longest text held back while waiting for a `]` that may close a citation group. */
const maxHeldChars = 200;

const withoutCitations = (text: string) => text.replace(citationGroups, "").replace(/\s+/g, "");

/** The validator's repair of one citation group: invalid numbers dropped, valid ones as `[Source N]`. */
function repairCitationGroup(group: string, inside: string, sourceCount: number): string {
  const numbers = [...inside.matchAll(/\d+/g)].map((match) => Number(match[0]));
  const valid = numbers.filter((number) => Number.isInteger(number) && number >= 1 && number <= sourceCount);
  if (valid.length === 0) return "";
  return `${/^\s/.test(group) ? " " : ""}${valid.map((number) => `[Source ${number}]`).join(" ")}`;
}

/** Whether `held` (whitespace, `[`, no `]`) may still grow into a citation group. */
function mayBecomeCitation(held: string): boolean {
  if (held.length > maxHeldChars) return false;
  const inside = held.slice(held.indexOf("[") + 1);
  if (inside.includes("]")) return false;
  const word = inside.trimStart();
  return "sources".startsWith(word.toLowerCase()) || /^sources?\b/i.test(word);
}

export interface CitationFilter {
  /** Takes the next piece of the draft; passes on what is certain, holds back a possible marker. */
  push(text: string): void;
  /** The draft is complete: passes on whatever was held back. */
  flush(): void;
}

/**
 * Passes a streamed draft on with its citations repaired as the validator will repair them:
 * `[Source N]` markers for sources that do not exist (N outside 1..sourceCount) are dropped with
 * the whitespace before them. A marker may arrive split over pieces ("[Sou" + "rce 7]"), so text
 * from a `[` that may open one (and the whitespace before it) is held back until the marker is
 * complete or clearly is not one.
 */
export function createCitationFilter(sourceCount: number, emit: (text: string) => void): CitationFilter {
  let held = "";
  const drain = (final: boolean) => {
    let out = "";
    for (;;) {
      const open = held.indexOf("[");
      if (open < 0) {
        // Trailing whitespace may be the start of a marker's group; keep it until text follows.
        const keep = final ? 0 : held.length - held.trimEnd().length;
        out += held.slice(0, held.length - keep);
        held = held.slice(held.length - keep);
        break;
      }
      const groupStart = held.slice(0, open).trimEnd().length;
      out += held.slice(0, groupStart);
      held = held.slice(groupStart);
      const group = citationGroup.exec(held);
      if (group) {
        out += repairCitationGroup(group[0], group[1] ?? "", sourceCount);
        held = held.slice(group[0].length);
        continue;
      }
      if (!final && mayBecomeCitation(held)) break;
      const past = held.indexOf("[") + 1;
      out += held.slice(0, past);
      held = held.slice(past);
    }
    if (out) emit(out);
  };
  return {
    push(text) {
      held += text;
      drain(false);
    },
    flush() {
      drain(true);
    },
  };
}
