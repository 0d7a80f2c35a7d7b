/**
 * After an answer about a person, owning up to not knowing them ("the name means nothing to me", held-out-21; "the
 * name rings no bell. Who was he, really?", held-out-19) names no subject, and asking who they were by a pronoun
 * alone asks for more about the answer's person (#20, t20s20). A question about something of its own stays a
 * search. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { asksWhoTheyWere, confessesNotKnowing } from "../../../server/pipeline/not-knowing";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "Who was Jan Pieterszoon Coen?",
  answer: "Jan Pieterszoon Coen was a governor-general of the Dutch East India Company [Source 1].",
};

describe("owning up to not knowing the answer's person", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set("name governor company east india dutch father born died king war treaty heard".split(" "));
  const holds = async (word: string) => library.has(word);

  it("tells the confession and the bare who apart from a question", () => {
    expect(confessesNotKnowing("Sorry, that name says nothing to me.")).toBe(true);
    expect(confessesNotKnowing("Der Name sagt mir gar nichts.")).toBe(true);
    expect(confessesNotKnowing("The treaty was never signed.")).toBe(false);
    expect(asksWhoTheyWere("Wer war er eigentlich?")).toBe(true);
    expect(asksWhoTheyWere("Who was his father?")).toBe(false);
  });

  it("asks for more about the person", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    for (const message of [
      "Sorry, that name says nothing to me. Who was he, then?",
      "Le nom ne me dit rien. Qui était-il ?",
      "Der Name sagt mir gar nichts. Wer war er eigentlich?",
    ])
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind: "detail" });
  });

  it("a question about something of its own stays a search", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    for (const message of ["The name means nothing to me. Who was his father?", "Who was the king during the war?"])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
