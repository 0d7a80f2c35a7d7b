/**
 * Whether a passage carries instructions aimed at an assistant, at question time. A passage read
 * from the library was judged when it was ingested (`chunks.injection_flagged`), and that verdict
 * is kept current when the detector changes; judging it again on every question cost about 19 ms of
 * CPU per answer (npm run bench), so only passages without a stored verdict (web results, text
 * built at question time) are judged here.
 */
import { detectInjection } from "./detect";

export interface JudgedPassage {
  text: string;
  /** The stored verdict, when `judged`; for any other passage, true only when something already flagged it. */
  injection_flagged?: boolean;
  /** True when `injection_flagged` is the stored verdict of ingestion (a passage read from the library). */
  injection_judged?: boolean;
}

export function passageFlagged(passage: JudgedPassage): boolean {
  if (passage.injection_flagged) return true;
  return passage.injection_judged === true ? false : detectInjection(passage.text, "document").flagged;
}
