/**
 * Second round after held-out-22 (#20, t20s20; tuned on the spent set, not a held-out figure): the answer's person
 * by a definite article after a word of topic ("more about the man", "über den Mann") points back as a demonstrative
 * does ("cet homme"), and "personnage" is a word for a person ("sur ce personnage"). A thing by its article after a
 * word of topic still names a subject. Every phrasing here is in no eval set.
 */
import { describe, expect, it } from "vitest";
import { messageShape } from "../../../server/pipeline/about-answer-recogniser";

const previous = { question: "Who was Jan de Witt?", answer: "Jan de Witt led the Dutch Republic [Source 1]." };

describe("held-out-22's second round", () => {
  it("the person by a definite article after a word of topic is the answer's", () => {
    for (const message of [
      "Could you say a bit more about the woman?",
      "Erzähl mir bitte mehr über die Frau.",
      "Dimmi di più su quel personaggio.",
    ])
      expect(messageShape(message, previous).subjectAfterKind, message).toBeUndefined();
  });

  it("a thing by its article after a word of topic still names one", () => {
    expect(messageShape("Tell me more about the treaty.", previous).subjectAfterKind).toBe(true);
  });
});
