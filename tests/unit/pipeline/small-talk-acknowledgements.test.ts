import { describe, expect, it } from "vitest";
import { answerSmallTalk } from "../../../server/pipeline/answerers/small-talk";
import { classifyByRules, withoutCourtesy } from "../../../server/pipeline/intent";

// Spent round 14 (not held-out): "cheers, that's really helpful" was searched as a question and
// admitted. Thanks beside an acknowledgement, said more strongly or not, are small talk; the
// phrasings below are new ones, not the round's.
describe("thanks with an acknowledgement said more strongly", () => {
  it.each([
    "cheers, that's really helpful",
    "Thanks, that was super useful!",
    "ta, that's very clear",
    "Thank you so much, that makes sense.",
    "Brilliant, cheers!",
    "That's really helpful, thanks",
    "merci, c'est très clair",
    "thanks, that was brilliant",
  ])("%j is small talk", (message) => {
    expect(classifyByRules(message).intent).toBe("small_talk");
    expect(classifyByRules(withoutCourtesy(message)).intent).toBe("small_talk");
  });

  it.each([
    "Thanks, that's really helpful. Now, who founded the club?",
    "Cheers! How much is the really big hall?",
    "That's very clear, but what does the deposit cover?",
  ])("%j still asks its question", (message) => {
    expect(classifyByRules(message).intent).not.toBe("small_talk");
  });
});

describe("the reply to thanks", () => {
  it.each(["ta very much, that's done the trick", "ty, all sorted", "cheers!"])("%j is thanked, not greeted", (message) => {
    const { answer } = answerSmallTalk({ message, language: "en", readyDocuments: ["club.docx"] });
    expect(answer).toMatch(/^You're welcome!/);
  });
});
