/**
 * The check of an unsure follow-up answered from its offline rewrite (docs/architecture.md, "The
 * time budget"). The fast model's rewrite runs beside the answer (fast-rewrite.ts `speculate`);
 * once the draft is written, its rewrite has arrived (the two calls started together) and decides:
 * - the rewrite names an intent another answerer serves (a summary, small talk), or its own search
 *   leads with passages the answer was not given → the draft is withdrawn and the question
 *   answered again from the rewrite (`SupersededDraft`): the old cost, only when the guess was wrong;
 * - otherwise the draft stands and the judge reads the rewrite, a self-contained question.
 * A rewrite that failed, or whose own search is weak, leaves the guess standing.
 */
import type { ConfidenceThresholds, RetrievedChunk } from "../core/types";
import type { TraceHandle } from "../tracing/types";
import type { Intent, SettledRewrite } from "./intent";
import type { AboutAnswerRequest } from "./about-answer-request";
import { searchIsWeak } from "./search-rewrite";
import type { PlannerOutput } from "./types";

/** Thrown before the judge when the rewrite shows the draft answered another question. */
export class SupersededDraft extends Error {
  constructor(readonly rewrite: Restated) {
    super(`The follow-up was rewritten as "${rewrite.query}"; the answer is written again from that.`);
    this.name = "SupersededDraft";
  }
}

/** The model's rewrite as the question is answered again. */
export interface Restated {
  query: string;
  intent?: Intent;
  aboutAnswer?: AboutAnswerRequest;
}

/** Answerers that share a chain (orchestrator `answerers`): a different intent within one changes nothing here. */
const routeOf = (intent: Intent | undefined) =>
  intent === "summary" || intent === "small_talk" || intent === "about_answer" ? intent : "passages";

/** The rewrite's leading passages must be among those the answer read. */
const leadingPassages = 2;

export interface FollowUpCheckInput {
  planned: PlannerOutput & { follow_up: NonNullable<PlannerOutput["follow_up"]> };
  /** The passages the answer was given. */
  given: RetrievedChunk[];
  search: (query: string) => Promise<RetrievedChunk[]>;
  /** The active embedding model's calibration: a weak search with the rewrite leaves the guess standing. */
  thresholds: ConfidenceThresholds;
  trace: TraceHandle;
}

export type FollowUpVerdict = { keep: true; question: string } | { keep: false; rewrite: Restated };

/** Starts the check now (it waits for the rewrite, then searches with it) and returns the judge's question hook. */
export function startFollowUpCheck(input: FollowUpCheckInput): { verdict: Promise<FollowUpVerdict>; questionForJudge(): Promise<string> } {
  const verdict = input.trace
    .span(
      "follow-up-check",
      { guess: input.planned.query },
      async () => judgeGuess(await input.planned.follow_up.settled, input),
      (result) => result,
    )
    .catch((): FollowUpVerdict => ({ keep: true, question: input.planned.query }));
  return {
    verdict,
    async questionForJudge() {
      const settled = await verdict;
      if (!settled.keep) throw new SupersededDraft(settled.rewrite);
      return settled.question;
    },
  };
}

/** The verdict on the guess once the rewrite is known (exported for the eval, scripts/eval-follow-up/). */
export async function judgeGuess(rewrite: SettledRewrite, input: Omit<FollowUpCheckInput, "trace">): Promise<FollowUpVerdict> {
  const guess = input.planned.query;
  if (!rewrite) return { keep: true, question: guess };
  const restated = {
    query: rewrite.query,
    ...(rewrite.intent ? { intent: rewrite.intent } : {}),
    ...(rewrite.aboutAnswer ? { aboutAnswer: rewrite.aboutAnswer } : {}),
  };
  if (routeOf(rewrite.intent ?? input.planned.intent) !== routeOf(input.planned.intent)) return { keep: false, rewrite: restated };
  if (rewrite.query.trim().toLowerCase() === guess.trim().toLowerCase()) return { keep: true, question: rewrite.query };
  const found = await input.search(rewrite.query);
  if (found.length === 0 || searchIsWeak(found, input.thresholds)) return { keep: true, question: rewrite.query };
  const given = new Set(input.given.map((chunk) => chunk.chunk_id));
  const covered = found.slice(0, leadingPassages).every((chunk) => given.has(chunk.chunk_id));
  return covered ? { keep: true, question: rewrite.query } : { keep: false, rewrite: restated };
}
