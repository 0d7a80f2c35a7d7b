/** "How long is the loan on that one?": "that one" is the one thing the earlier question named; "this one" may be a selected document (follow-up.ts). */
import { describe, expect, it } from "vitest";
import { pointsAtSubject, resolveFollowUp } from "../../../server/pipeline/follow-up";

const turn = (question: string, answer = "The documents say so [Source 1].") => ({ question, answer });

describe("that one", () => {
  it.each([
    ["What is the fee for the Wheel Building course?", "Who leads that one?", "Who leads the Wheel Building?"],
    [
      "How much does the Main Hall cost to hire?",
      "And how many people does that one hold?",
      "And how many people does the Main Hall hold?",
    ],
    ["What's the deposit for the Coronado PST?", "Can I take that one abroad?", "Can I take the Coronado PST abroad?"],
  ])("after %s, %s reads as %s", (earlier, question, expected) => {
    expect(resolveFollowUp(question, [turn(earlier)])).toBe(expected);
    // The table route reads the rewrite too (orchestrator.ts), as it does for "they" and "it".
    expect(pointsAtSubject(question)).toBe(true);
  });

  it("leaves 'that one of …' and a question without it as they are", () => {
    expect(resolveFollowUp("Which is that one of the two?", [turn("What is the fee for the Wheel Building course?")])).toBe(
      "Which is that one of the two?",
    );
    expect(pointsAtSubject("Which one is cheaper?")).toBe(false);
    // "this one" with a document selected is the document, not the earlier subject.
    expect(resolveFollowUp("Give me the gist of this one", [turn("What is the fee for the Wheel Building course?")])).toBe(
      "Give me the gist of this one",
    );
  });
});
