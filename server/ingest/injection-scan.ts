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
 * approved by the board", "Photo of the harbour") score far below the band. A hidden text in a language the
 * classifier cannot read is judged by its shape: a sentence of clauses about the reader's answer, summary or being asked,
 * carrying a link, an account or a code word.
 */
import { eachInTurns } from "../core/event-loop-turns";
import { detectInjection, documentScoreAloneIsNoSign } from "../core/injection";
import { hiddenTextCarriesPayload } from "../core/injection/hidden-cargo";

export interface InjectionScan {
  /** One flag per passage, in order. */
  flags: boolean[];
  /** Hidden texts (alt text, comments) that carried instructions. */
  hiddenFlagged: number;
  ms: number;
}

/**
 * Whether a text no reader sees carries instructions: flagged, in the uncertain band, or, in any language, a sentence
 * of clauses about the reader's answer or summary with a payload an attack plants (a link, an account number, a code
 * word: core/injection/hidden-cargo.ts).
 */
export function hiddenTextInstructs(text: string): boolean {
  const verdict = detectInjection(text, "document");
  const uncertain = verdict.band === "uncertain" && !documentScoreAloneIsNoSign(text);
  return verdict.flagged || uncertain || hiddenTextCarriesPayload(text);
}

/** Flags each passage, a slice per turn of the event loop (a book's passages take seconds); `ms` is the time spent judging. */
export async function scanForInjection(passages: string[], hiddenTexts: string[]): Promise<InjectionScan> {
  const started = performance.now();
  const hiddenFlagged = hiddenTexts.filter(hiddenTextInstructs).length;
  const hiddenMs = performance.now() - started;
  const flags: boolean[] = [];
  const passagesMs = await eachInTurns(passages, (text) => flags.push(hiddenFlagged > 0 || detectInjection(text, "document").flagged));
  return { flags, hiddenFlagged, ms: hiddenMs + passagesMs };
}
