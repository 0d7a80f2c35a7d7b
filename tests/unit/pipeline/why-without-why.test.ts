/**
 * "Why?" asked with no word of why (#20, t20s17; held-out-16 and -18, spent: "What was their thinking there?",
 * "what turned them around?", "Et pour quelle raison ?"): what acted on the people the answer named, whatever its
 * verb, and how it came about, in the six languages. Every phrasing here is in no eval set.
 */
import { describe, expect, it } from "vitest";
import { aboutAnswerByPattern } from "../../../server/pipeline/about-answer-request";

describe("why, with no word of why", () => {
  it("asks why the people the answer named acted so", () => {
    // Each read before as more detail, where, or a new search.
    for (const message of [
      "What won them over?",
      "What got into him?",
      "Qu'est-ce qui les a fait changer d'avis ?",
      "¿Qué los llevó a eso?",
      "Wat bracht hen ertoe?",
      "Per quale motivo?",
    ])
      expect(aboutAnswerByPattern(message), message).toMatchObject({ kind: "why" });
  });

  it("leaves questions about what they did or what happened to them alone", () => {
    for (const message of [
      "What did they do next?",
      "What happened to them?",
      "What gave them the right to vote?",
      "What made the situation worse?",
    ])
      expect(aboutAnswerByPattern(message), message).toBeNull();
  });
});
