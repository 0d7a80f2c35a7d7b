/**
 * Tuned on the spent held-out-16 (#20, t20s14's second round; not a held-out figure): "2" for "too"
 * before a word of length, a person the answer named pointed at after a kind word ("about him"), and an
 * English remark on the answer made of stray words ("That barely scratches the surface.") naming no
 * subject (server/pipeline/chat-shorthand.ts, about-answer-recogniser.ts).
 */
import { describe, expect, it } from "vitest";
import { byClauses, messageShape, type ClauseReading } from "../../../server/pipeline/about-answer-recogniser";
import { expandShorthand } from "../../../server/pipeline/chat-shorthand";

const previous = { question: "Who was Tanaghrisson?", answer: "Tanaghrisson was a Seneca leader [Source 1]." };
const stray = (text: string): ClauseReading => {
  const shape = messageShape(text, previous);
  return { text, shape: { ...shape, strayWords: shape.newWords, newWords: [] }, nearest: null };
};

describe("the second round on held-out-16's kinds", () => {
  it("'2' before a word of length is 'too'", () => {
    expect(expandShorthand("way 2 long, trim pls")).toBe("way too long, trim please");
    expect(expandShorthand("expand point 2")).toBe("expand point 2");
  });

  it("a person pointed at after a kind word is no subject of its own", () => {
    expect(messageShape("What else does it say about him?", previous).kindOfSubject).toBeUndefined();
    expect(messageShape("What else does it say about the Seneca?", previous).kindOfSubject).toBe(true);
  });

  it("an English remark of stray words names no subject, so the request beside it is read", () => {
    expect(byClauses(["That barely scratches the surface.", "What else does it say about him?"].map(stray))).toMatchObject({
      kind: "detail",
    });
    expect(byClauses(["What is the surface?", "What else does it say about him?"].map(stray))).toBeNull();
  });
});
