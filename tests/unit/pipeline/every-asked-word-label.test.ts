/**
 * The offline badge of a passage answer whose quoted sentences hold every word the question asks
 * with (server/pipeline/validator.ts, holdsEveryAskedWord; #16): on the spent real rounds such
 * `low` answers were right 68 times in 75, so they are `medium`; an answer that misses a word of the
 * question, contradicts one of its details, or meets a one-word question stays `low`. Every phrasing
 * here is in no eval set.
 */
import { describe, expect, it } from "vitest";
import { validate } from "../../../server/pipeline/validator";
import type { ReasonerOutput } from "../../../server/pipeline/types";
import { makeChunk, makeDeps } from "./stage-fixtures";

const draftOf = (answer: string): ReasonerOutput => ({ answer, context_used: "", num_sources: 1, evidence_score: 0.45 });
const label = async (question: string, answer: string) =>
  (await validate({ question, draft: draftOf(answer), chunks: [makeChunk(answer, { score: 0.45 })] }, makeDeps())).confidence;

describe("an answer that holds every word asked", () => {
  it.each([
    [
      "Where are the spare paddles for the canoe club kept?",
      "The spare paddles are kept in the canoe club's boat shed, behind the trailers [Source 1].",
    ],
    [
      "Who looks after the allotment society's seed swap?",
      "The seed swap is looked after by the allotment society's secretary, Hana Kim [Source 1].",
    ],
    ["When does the repair shop close for the winter break?", "The repair shop will close for the winter break on 20 December [Source 1]."],
  ])("%j is medium", async (question, answer) => {
    expect(await label(question, answer)).toBe("medium");
  });

  it("stays low when a word of the question is not held", async () => {
    expect(
      await label(
        "Where are the spare helmets for the canoe club kept?",
        "The spare paddles are kept in the canoe club's boat shed [Source 1].",
      ),
    ).toBe("low");
  });

  it("stays low when a detail of the question is contradicted", async () => {
    expect(
      await label(
        "When does the repair shop close for the winter break in 2027?",
        "The repair shop will close for the winter break on 20 December 2026 [Source 1].",
      ),
    ).toBe("low");
  });

  it("stays low for a one-word question", async () => {
    expect(await label("What about the tenors?", "The tenors rehearse on Mondays [Source 1].")).toBe("low");
  });
});
