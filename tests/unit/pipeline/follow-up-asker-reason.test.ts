/**
 * A long request that first says what the asker is doing, then asks something of the answer (#20): the request clause
 * decides, however many words of the library the asker's clause holds; a question of its own after such a clause stays
 * a search. Every phrasing here was written for this test, from no eval set.
 */
import { describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";

const previous = {
  question: "What did the Harwick council decide about the library?",
  answer: "The Harwick council voted to keep the library open on Saturdays [Source 1]. Funding comes from the parish [Source 1].",
};
const library = new Set(
  "harwick council library saturdays funding parish voted open budget slides board meeting afternoon newsletter club members evening students mayor".split(
    " ",
  ),
);

describe("the asker's reason beside a request about the answer (#20, t20s25)", () => {
  const recogniser = createAboutAnswerRecogniser(null, undefined, async (word) => library.has(word));

  it("reads the request clause, not the clause about the asker", async () => {
    expect(
      await recogniser.recognise(
        "I'm preparing slides for a board meeting this afternoon and space is tight — could you cut that down to two lines?",
        previous,
      ),
    ).toMatchObject({ kind: "shorter" });
    expect(
      await recogniser.recognise(
        "Thanks a lot. I'm putting this in the club newsletter and the members only skim it, so could you turn that into a bulleted list?",
        previous,
      ),
    ).toMatchObject({ kind: "bullets" });
    expect(
      await recogniser.recognise("We are reviewing the parish budget tonight — can you give me that in one sentence?", previous),
    ).toMatchObject({ kind: "one_sentence" });
  });

  it("keeps a question of its own after the asker's clause a search", async () => {
    for (const message of [
      "I'm preparing slides for a board meeting this afternoon. What did the mayor say about the budget?",
      "I'm preparing slides for the board, so could you tell me more about the budget?",
      "I'm writing to the Mayor of Leeds — what does the library cost the parish each year?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
