/**
 * The team's custom instructions (tone, answer language, length, a glossary), checked before they
 * reach a prompt (docs/architecture.md, "Conversation"). They sit below the grounding rules and
 * cannot lift them: a line that tells the assistant to ignore the documents, answer from its own
 * knowledge, drop citations, or that reads as an injection is left out and flagged.
 */
import { detectInjection } from "../core/injection";

/** At most this much of the instructions reaches a prompt. */
export const MAX_INSTRUCTIONS_CHARS = 2_000;

export interface CheckedInstructions {
  /** What reaches the prompt (empty: nothing). */
  text: string;
  /** Lines left out because they tried to override the grounding rules. */
  dropped: string[];
}

const override = new RegExp(
  [
    String.raw`\b(?:ignore|disregard|forget|skip|bypass|override)\b[^.\n]{0,40}\b(?:documents?|sources?|context|rules?|instructions?|citations?|grounding|prompt)\b`,
    String.raw`\b(?:do not|don't|never|no need to|stop)\s+(?:use|using|cite|citing|rely on|look at|check|checking)\b[^.\n]{0,30}\b(?:documents?|sources?|citations?|context)\b`,
    String.raw`\b(?:use|rely on|answer from|answer with|draw on)\s+(?:your\s+)?(?:own|general|outside|external|world|prior|background)\s+knowledge\b`,
    String.raw`\bwithout\s+(?:the\s+)?(?:documents?|sources?|citations?)\b`,
    String.raw`\bmake\s+(?:things|something|answers?)\s+up\b|\binvent\b|\bpretend\b`,
  ].join("|"),
  "i",
);

export function checkInstructions(raw: string): CheckedInstructions {
  const lines = raw
    .slice(0, MAX_INSTRUCTIONS_CHARS)
    .split(/\n+|(?<=[.!?])\s+/)
    .map((line) => line.trim())
    .filter(Boolean);
  const kept: string[] = [];
  const dropped: string[] = [];
  for (const line of lines) {
    if (override.test(line) || detectInjection(line).flagged) dropped.push(line);
    else kept.push(line);
  }
  return { text: kept.join("\n"), dropped };
}
