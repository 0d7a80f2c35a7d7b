/**
 * One thing per line lays the answer out as a list (#20, t20s17's second round, tuned on the spent held-out-18 and
 * -19: "one tribe a line" read as one sentence, "Ponédmelas con topos, una velocidad por línea" as a new search),
 * whatever the thing is called, in the six languages. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Which tribes lived in the Ohio Country?",
  answer: "The Shawnee, the Delaware and the Mingo lived in the Ohio Country [Source 1].",
};

describe("one thing per line", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set("shawnee delaware mingo lived ohio country tribes war reason".split(" "));

  it("asks for bullets, and a list of a subject named stays a search", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    expect(await recogniser.ready()).toBe(true);
    // Each was a new search before.
    for (const message of [
      "Rimettimeli in fila, un nome per riga.",
      "Zet ze onder elkaar, één naam per regel.",
      "Mach mir das mit einem Punkt pro Zeile.",
    ])
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind: "bullets" });
    expect(await recogniser.recognise("Give me one reason per line for the war.", previous)).toBeNull();
    expect(await recogniser.recognise("Put that in words a total beginner would get, please.", previous)).toMatchObject({
      kind: "simpler",
    });
  });
});
