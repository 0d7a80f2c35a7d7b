/**
 * A follow-up that asks with no kind word and names nothing (#20, t20s18): request words no list holds
 * ("a leaner version of that", held-out-18), with no name, number or word the documents or the chat hold,
 * pointing at the answer or opening as a request. A search could find nothing in it, so it is about the
 * answer, of its nearest request sense when clearly nearer the requests than the questions (though below
 * the examples' ordinary score); a near tie between shorter and more detail, thanks, a remark and a
 * question of its own keep a search. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Who was Robert Dinwiddie?",
  answer: "Robert Dinwiddie was the lieutenant governor of Virginia who sent Washington to the Ohio Country [Source 1].",
};

describe("a request sensed with no kind word", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  // What the documents hold: the answer's subject and the words a new question would look up (English files).
  const library = new Set(
    "robert dinwiddie lieutenant governor virginia washington ohio country fort french british war treaty colony militia city founded".split(
      " ",
    ),
  );
  const holds = async (word: string) => library.has(word);

  it("is about the answer, of its nearest request sense", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    // Each was a new search before: clearly nearer the requests than the questions, but below the examples' ordinary score.
    for (const message of [
      "Would a trimmer version of that be possible?",
      "Would it be possible to get a lean version of that?",
      "Might we get a leaner version of that?",
    ])
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind: "shorter" });
  });

  it("leaves thanks, a remark, a near tie of lengths and a question of its own alone", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    for (const message of [
      "Great, thank you so much.",
      "Merci, c'est parfait !",
      "Ok, and the militia?",
      "So what about the treaty?",
      "Could I perhaps have a punchier rendition of that?",
      "Would a skinnier rendering of that be on the cards?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
