/**
 * The ingestion half of the indirect-injection defence (docs/architecture.md, "Defences"): every
 * passage is checked as document text, and so is what the file hides (hidden-text.ts). A flagged
 * passage stays searchable; it is stored marked, fenced as data in prompts, and its citation says
 * Docent did not follow it. Instructions found only in hidden places (alt text, comments, hidden
 * and white runs) mark every passage of the file: the file as a whole was prepared to steer an assistant.
 *
 * A hidden text is judged on its own and at a lower bar: the classifier's uncertain band (at or above
 * `uncertainLow`, where a visible passage is left to the LLM guard) counts as an instruction there.
 * Nobody hides order-like text from the people who read a file; harmless hidden notes ("Draft 3,
 * approved by the board", "Photo of the harbour") score far below the band.
 */
import { detectInjection } from "../core/injection";

export interface InjectionScan {
  /** One flag per passage, in order. */
  flags: boolean[];
  /** Hidden texts (alt text, comments) that carried instructions. */
  hiddenFlagged: number;
  ms: number;
}

/** Whether a text no reader sees carries instructions: flagged, or in the uncertain band. */
export function hiddenTextInstructs(text: string): boolean {
  const verdict = detectInjection(text, "document");
  return verdict.flagged || verdict.band === "uncertain";
}

export function scanForInjection(passages: string[], hiddenTexts: string[]): InjectionScan {
  const started = performance.now();
  const hiddenFlagged = hiddenTexts.filter(hiddenTextInstructs).length;
  const flags = passages.map((text) => hiddenFlagged > 0 || detectInjection(text, "document").flagged);
  return { flags, hiddenFlagged, ms: performance.now() - started };
}
