/**
 * Second round, tuned on the spent round 18 (not a held-out figure): a well-being question addressed
 * to Docent ("hiya, you alright?"), thanks for "that" beside "really helpful", and how a topic stood
 * over a year ("What did the theatre's money look like in 2025?"). Each phrasing below is new.
 */
import { describe, expect, it } from "vitest";
import { classifyByRules } from "../../../server/pipeline/intent";

const intentOf = (message: string) => classifyByRules(message).intent;

describe("small talk and topic summaries of round 18's kinds", () => {
  it("reads well-being questions and thanks for that as small talk", () => {
    for (const message of ["morning, you ok?", "hey, how's things?", "ta for that, very useful", "thank you for the answer, really handy"])
      expect(intentOf(message), message).toBe("small_talk");
    // A question after the thanks, or addressed to an organisation, stays a question.
    expect(intentOf("thanks for that! what's the fee for juniors?")).not.toBe("small_talk");
    expect(intentOf("Are you open on Sundays?")).not.toBe("small_talk");
  });

  it("reads how a topic looked over a year as a summary, not a thing's looks", () => {
    expect(intentOf("What did the club's membership look like last year?")).toBe("summary");
    expect(intentOf("What does the club badge look like?")).not.toBe("summary");
  });
});
