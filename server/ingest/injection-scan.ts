/**
 * The ingestion half of the indirect-injection defence (docs/architecture.md, "Defences"): every
 * passage is checked as document text, and so is what the file hides (hidden-text.ts). A flagged
 * passage stays searchable; it is stored marked, fenced as data in prompts, and its citation says
 * Docent did not follow it. Instructions found only in hidden places (alt text, comments) mark
 * every passage of the file: the file as a whole was prepared to steer an assistant.
 */
import { detectInjection } from "../core/injection";

export interface InjectionScan {
  /** One flag per passage, in order. */
  flags: boolean[];
  /** Hidden texts (alt text, comments) that carried instructions. */
  hiddenFlagged: number;
  ms: number;
}

export function scanForInjection(passages: string[], hiddenTexts: string[]): InjectionScan {
  const started = performance.now();
  const hiddenFlagged = hiddenTexts.filter((text) => detectInjection(text, "document").flagged).length;
  const flags = passages.map((text) => hiddenFlagged > 0 || detectInjection(text, "document").flagged);
  return { flags, hiddenFlagged, ms: performance.now() - started };
}
