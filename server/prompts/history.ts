/**
 * The recent turns of a chat as the reasoner sees them (docs/architecture.md, "Conversation"):
 * newest last, within a token budget, citations written as plain [n] so they are never taken for
 * this answer's [Source N], and fenced as untrusted data. A turn whose question or answer carries
 * instructions aimed at the assistant is left out and counted, never passed on.
 */
import { detectInjection } from "../core/injection";
import type { ConversationTurn } from "../core/types";
import { fenceData } from "./fence";

/** About 1,500 tokens of history (4 characters a token). */
export const HISTORY_BUDGET_CHARS = 6_000;

export interface HistoryBlock {
  /** The <history> block, empty when no turn was kept. */
  text: string;
  kept: number;
  /** Turns left out because they carried instructions. */
  dropped: number;
}

const plainCitations = (text: string) => text.replace(/\[Source\s+(\d+)\]/gi, "[$1]");

export function historyBlock(turns: ConversationTurn[], budgetChars = HISTORY_BUDGET_CHARS): HistoryBlock {
  const kept: string[] = [];
  let used = 0;
  let dropped = 0;
  for (const turn of [...turns].reverse()) {
    if (detectInjection(turn.question).flagged || detectInjection(turn.answer, "document").flagged) {
      dropped++;
      continue;
    }
    const entry = `<turn>\nUser: ${fenceData(turn.question.trim())}\nAssistant: ${fenceData(plainCitations(turn.answer.trim()))}\n</turn>`;
    if (used + entry.length > budgetChars) break;
    kept.unshift(entry);
    used += entry.length;
  }
  return { text: kept.length > 0 ? `<history>\n${kept.join("\n")}\n</history>` : "", kept: kept.length, dropped };
}
