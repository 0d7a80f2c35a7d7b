/**
 * A question about the cause of the answer's fact with no word of why (#20, t20s19; held-out-18 to -20 missed
 * it every time: "Any idea what drove that?", "Interesting — what made them do that?", "¿Y cómo es eso? ¿Por
 * qué pasa?"): what caused "that", why it happens, how that can be, after a reaction or a wondering, and a
 * message whose every clause is a fixed wording, are "why" about the answer. What caused a thing of its own,
 * stays a question. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { aboutAnswerByPatterns, createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Did the embargo raise oil prices?",
  answer: "Yes: the price of oil rose from three to twelve dollars a barrel [Source 1].",
};

describe("why with no word of why", () => {
  it("reads the cause of the answer's fact as why", () => {
    for (const message of [
      "Any clue what sparked that?",
      "Fascinating. What led to it?",
      "¿Y cómo es posible? ¿Por qué ocurre eso?",
      "Et comment ça se fait ?",
      "Hoe kan dat?",
    ])
      expect(aboutAnswerByPatterns(message), message).toMatchObject({ kind: "why" });
  });

  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set("embargo oil price prices barrel dollars crash followed caused opec war".split(" "));
  const holds = async (word: string) => library.has(word);

  it("a cause of a thing of its own stays a question", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    expect(await recogniser.recognise("Any idea what sparked that?", previous)).toMatchObject({ kind: "why" });
    for (const message of ["What caused the crash?", "Why did OPEC cut production?"])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
