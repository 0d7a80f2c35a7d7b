/**
 * Copying the source's words out asks where the answer came from (#20, t20s17; held-out-16 and -18, spent, read
 * "paste the sentence", "reproduce the exact sentence it comes from" and "Transcríbeme las palabras exactas" as
 * other kinds or as a new search): what is copied, pasted, reproduced or transcribed is the passage the answer rests
 * on, in the six languages and their verb forms. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Who was Robert Dinwiddie?",
  answer: "Robert Dinwiddie was the lieutenant governor of Virginia who sent Washington to the Ohio Country [Source 1].",
};

describe("copying the source's words", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set("robert dinwiddie lieutenant governor virginia washington ohio country treaty article copy first".split(" "));

  it("asks where, in the six languages", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    expect(await recogniser.ready()).toBe(true);
    for (const message of [
      // Read before as more detail, a shorter answer, one sentence or a new search.
      "Copy it out verbatim for me.",
      "Reproduce it word for word, please.",
      "Paste me the bit you took that from.",
      "Recopie-le-moi tel quel.",
      "Schreib mir das wörtlich ab.",
      "Trascrivimelo parola per parola.",
    ])
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind: "where" });
    // Another kind beside the copying, or a copy that is the subject, keeps its reading.
    expect(await recogniser.recognise("Can you copy that into bullet points?", previous)).toMatchObject({ kind: "bullets" });
    expect(await recogniser.recognise("Who made the first copy of the treaty?", previous)).toBeNull();
  });
});
