/**
 * The badge of an offline definition (validator.ts): an answer led by the sentence that says what the
 * asked term is was right 71 of 71 times on the spent real rounds, yet was labelled `low` whenever its
 * words met the question only in part. It is `medium` now, and says why; a sentence that only uses
 * the term, or names who holds a role, stays `low`.
 */
import { describe, expect, it } from "vitest";
import { validate } from "../../../server/pipeline/validator";
import type { ReasonerOutput } from "../../../server/pipeline/types";
import { makeChunk, makeDeps } from "./stage-fixtures";

const draftOf = (answer: string): ReasonerOutput => ({ answer, context_used: "", num_sources: 1, evidence_score: 0.3 });

async function labelOf(question: string, sentence: string) {
  const chunks = [makeChunk(`${sentence} Other words of the handbook follow here.`, { score: 0.4 })];
  return validate({ question, draft: draftOf(`${sentence} [Source 1]`), chunks }, makeDeps());
}

describe("an offline definition answered by its defining sentence", () => {
  it("is medium, with the reason in words", async () => {
    for (const [question, sentence] of [
      ["What is a sectional?", "A sectional is a rehearsal for one voice part on its own, usually with its section leader."],
      // New phrasings of the kind: no set has asked them.
      ["What does 'wassail' mean in the orchard report?", "Wassail means a winter evening of singing to the trees for a good harvest."],
      ["Define a veteran tree", "By a veteran tree we mean one more than eighty years old that still bears fruit."],
      ["What exactly is a bye week?", "A bye week is a weekend on which a team has no fixture."],
    ] as const) {
      const result = await labelOf(question, sentence);
      expect(result.confidence, question).toBe("medium");
      expect(result.confidence_score).toBeGreaterThanOrEqual(0.85);
      expect(result.reason).toMatch(/says what the term is/u);
    }
  });

  it("stays low when the sentence only uses the term or names who holds it", async () => {
    expect((await labelOf("What is a sectional?", "Sectionals take place on Tuesdays in the church hall.")).confidence).toBe("low");
    expect((await labelOf("What is the Tool Steward?", "The Tool Steward is Declan O'Hare.")).confidence).toBe("low");
    expect((await labelOf("How many singers joined in 2025?", "A sectional is a rehearsal for one voice part.")).confidence).toBe("low");
  });
});
