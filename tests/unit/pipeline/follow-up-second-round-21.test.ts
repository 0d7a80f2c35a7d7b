/**
 * Second round after held-out-21 (#20, t20s19; tuned on the spent set, not a held-out figure): the answer's person
 * by a demonstrative that is also an article after a kind word ("meer over die man"), a list's mark "for each"
 * thing ("une puce pour chaque général"), and the past of "how did that come" ("Hoe kwam dat?") are about the
 * answer. Every phrasing here is in no eval set.
 */
import { describe, expect, it } from "vitest";
import { aboutAnswerByPatterns, messageShape } from "../../../server/pipeline/about-answer-recogniser";

const previous = { question: "Who was Jan de Witt?", answer: "Jan de Witt led the Dutch Republic [Source 1]." };

describe("held-out-21's second round", () => {
  it("a demonstrative that is also an article points at the answer's person", () => {
    for (const message of ["Vertel me meer over die vrouw.", "Erzähl mir mehr über diese Frau."])
      expect(messageShape(message, previous).subjectAfterKind, message).toBeUndefined();
    expect(messageShape("Vertel me meer over die oorlog.", previous).subjectAfterKind).toBe(true);
  });

  it("a list's mark for each thing lays the answer out as a list", () => {
    for (const message of ["Mets-moi une puce pour chaque ville.", "Give me one bullet for each treaty."])
      expect(messageShape(message, previous).structure, message).toBe("bullets");
  });

  it("the past of how did that come asks why", () => {
    expect(aboutAnswerByPatterns("Hoe kwam het dan?")).toMatchObject({ kind: "why" });
  });
});
