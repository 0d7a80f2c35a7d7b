/**
 * A follow-up that names the previous answer's subject again is no new subject (#20): outside the six languages of the
 * word lists, a request whose only name or subject word the previous question or answer holds reaches the follow-up
 * classifier, which decides its kind; a new question about that subject, or one about a subject the previous turn
 * does not hold, stays a search. Every phrasing here was written for this test, from no training row and no eval set.
 */
import { describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";

const previous = {
  question: "What did the Harwick council decide about the library?",
  answer: "The Harwick council voted to keep the library open on Saturdays [Source 1]. Funding comes from the parish [Source 1].",
};
const library = new Set("harwick council library saturdays funding parish voted open decided budget stockholm".split(" "));

describe("a follow-up naming the answer's subject (#20, t20s25)", () => {
  const recogniser = createAboutAnswerRecogniser(null, undefined, async (word) => library.has(word));

  it("reads the request's kind when its name or subject word is the previous turn's", async () => {
    expect(await recogniser.recognise("Kan du göra svaret om Harwick kortare?", previous)).toMatchObject({ kind: "shorter" });
    expect(await recogniser.recognise("Можеш розповісти більше про Harwick?", previous)).toMatchObject({ kind: "detail" });
    expect(await recogniser.recognise("Kan du sette svaret om Harwick opp som punktliste?", previous)).toMatchObject({ kind: "bullets" });
    expect(await recogniser.recognise("Kan du korta ner svaret om council?", previous)).toMatchObject({ kind: "shorter" });
  });

  it("keeps a new question about the same subject a search", async () => {
    for (const message of [
      "Vem grundade Harwick?",
      "Hvor ligger Harwick?",
      "Harwick nerede?",
      "Kto założył Harwick?",
      "Kdy byl Harwick založen?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });

  it("keeps a subject the previous turn does not hold a search", async () => {
    expect(await recogniser.recognise("Kan du göra svaret om Stockholm kortare?", previous)).toBeNull();
    expect(await recogniser.recognise("Можеш розповісти більше про Stockholm?", previous)).toBeNull();
  });
});
