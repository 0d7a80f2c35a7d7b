/**
 * The person the answer named, pointed at by a demonstrative (#20, t20s18's second round, tuned on the spent
 * held-out-20: "…davantage sur cet homme ?", "…más de ese hombre"): "this man", "diese Frau" point back as
 * "about him" does, so a request for more about them is about the answer, not a search for "man". A thing
 * after a demonstrative still names a subject. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Who was Robert Dinwiddie?",
  answer: "Robert Dinwiddie was the lieutenant governor of Virginia who sent Washington to the Ohio Country [Source 1].",
};

describe("a person pointed at by a demonstrative", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(
    "robert dinwiddie lieutenant governor virginia washington ohio country fort french british war treaty".split(" "),
  );
  const holds = async (word: string) => library.has(word);

  it("points back at the answer's person", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    for (const message of [
      "Kannst du mir mehr über diesen Mann erzählen?",
      "Dimmi di più su quest'uomo, per favore.",
      "Kun je meer vertellen over deze man?",
    ])
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind: "detail" });
  });

  it("a thing after a demonstrative still names a subject", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.recognise("Erzähl mir mehr über diesen Vertrag.", previous)).toBeNull();
  });
});
