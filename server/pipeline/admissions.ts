/**
 * Answers that show where Docent looked (docs/architecture.md, "Conversation"):
 * - a "no information" answer carries the closest passages found (up to 3), so a person can tell
 *   "it is not there" from "it was missed"; they are never citations and never evidence;
 * - when no attempt passed validation, the answer keeps the best attempt's sentences that cite a
 *   real passage and says in one line what went wrong, instead of asking to rephrase (unless the
 *   passages carried instructions: then the closest passages stand in).
 */
import type { ClosestPassage } from "~/lib/response";
import { splitSentences } from "../core/text-analysis";
import type { RetrievedChunk } from "../core/types";
import { plainSnippet } from "./citation-quote";
import { withoutPlantedSentences } from "./planted-sentences";
import { isAdmission } from "../prompts/reasoner";
import { FALLBACK_ANSWER, INJECTION_NOTE } from "./validator";

/** The document passages nearest the question, best first (cosine similarity, else the fused rank). */
export function closestPassages(chunks: RetrievedChunk[], limit = 3): ClosestPassage[] {
  return chunks
    .filter((chunk) => chunk.kind === "document")
    .map((chunk, rank) => ({ chunk, rank }))
    .sort((left, right) => (right.chunk.score ?? -1) - (left.chunk.score ?? -1) || left.rank - right.rank)
    .slice(0, limit)
    .map(({ chunk }) => ({
      doc_id: chunk.metadata.doc_id,
      filename: chunk.metadata.filename,
      page: chunk.metadata.page ?? null,
      sheet: chunk.metadata.sheet ?? null,
      chunk_id: chunk.chunk_id,
      score: chunk.score === null ? null : Math.round(chunk.score * 1000) / 1000,
      // A passage's planted instruction is not shown here: unlike a citation, nothing marks it.
      snippet: plainSnippet(
        withoutPlantedSentences({ text: chunk.text, flagged: chunk.injection_flagged === true, judged: chunk.injection_judged === true }),
        280,
      ),
    }));
}

/** Whether an answer says the documents hold nothing (the admission, or the old fallback message). */
export function isNoInformation(answer: string): boolean {
  return isAdmission(answer) || answer.trim() === FALLBACK_ANSWER;
}

export interface FoundFallback {
  answer: string;
  /** True when no sentence survived: the closest passages stand in for the answer. */
  showClosest: boolean;
}

/**
 * What the best failed attempt still offers: its sentences citing a source that exists, with a
 * line saying the answer could not be fully checked and why; with none, a line pointing at the
 * closest passages.
 */
export function fallbackFromFound(bestDraft: string, sourceCount: number, reason: string): FoundFallback {
  // Over passages that carry instructions nothing of a rejected draft is kept: what was rejected may
  // be what a passage told the model to write, cited like a fact (docs/architecture.md, "Defences").
  const planted = reason.includes(INJECTION_NOTE);
  const supported =
    planted || isAdmission(bestDraft)
      ? []
      : splitSentences(bestDraft.replace(/\n+/g, " ")).filter((sentence) => {
          const cited = [...sentence.matchAll(/\[Source\s+(\d+)\]/gi)].map((match) => Number(match[1]));
          return cited.length > 0 && cited.every((number) => number >= 1 && number <= sourceCount);
        });
  const why = oneLine(reason);
  if (supported.length === 0) {
    return {
      answer: `I could not write an answer I could check against your documents${why ? `: ${why}` : ""}. The closest passages I found are listed below; they may hold what you need.`,
      showClosest: true,
    };
  }
  return {
    answer: `${supported.join(" ")}\n\nI could not fully check this answer${why ? `: ${why}` : ""}. Only the sentences backed by a cited passage are kept.`,
    showClosest: false,
  };
}

/** The validator's reason, shortened to a clause. */
function oneLine(reason: string): string {
  const first = reason
    .replace(/^No answer passed validation after \d+ attempts?\.\s*/i, "")
    .split(/(?<=[.!?])\s/)[0]
    ?.replace(/[.!?]+$/, "")
    .trim();
  if (!first) return "";
  return first.length > 160 ? `${first.slice(0, 157)}…` : first.charAt(0).toLowerCase() + first.slice(1);
}
