/**
 * Small talk the word lists do not read is read by the follow-up classifier (#16, learned-small-talk.ts).
 * The phrasings here are in no training row and no eval set; tests/fixtures/small-talk/languages.ts was
 * written for this and never trained on.
 */
import { describe, expect, it } from "vitest";
import { classifyByRules, smallTalkLanguage } from "../../../server/pipeline/intent";
import { learnedSmallTalk } from "../../../server/pipeline/learned-small-talk";
import { smallTalkRows } from "../../fixtures/small-talk/languages";

describe("learned small talk", () => {
  it("reads greetings in languages no list holds as small talk", () => {
    for (const message of ["Dia dhuit, a chara!", "Na gode sosai!"]) {
      expect(classifyByRules(message).intent, message).toBe("small_talk");
    }
  });

  it("keeps questions with a subject of their own, in any language, as questions", () => {
    for (const message of [
      "Hver á fyrirtækið?",
      "Takk! Hvað kostar aðgangur?",
      "Dziękuję! Kto napisał raport?",
      "Danke! Wer hat den Bericht 2024 geschrieben?",
      "Thanks! Who is Maria Okafor?",
      "How much did the fair make?",
      "so what turned things around?",
    ]) {
      expect(learnedSmallTalk(message), message).toBe(false);
      expect(classifyByRules(message).intent, message).not.toBe("small_talk");
    }
  });

  it("reads no long message as small talk", () => {
    expect(learnedSmallTalk("Diolch yn fawr iawn am bopeth, rwyt ti wedi bod yn help mawr i ni i gyd heddiw yn y swyddfa")).toBe(false);
  });

  it("on rows it never saw, adds small talk the lists miss and reads no question as small talk", () => {
    const rows = Object.values(smallTalkRows);
    const small = rows.flatMap((row) => row.small_talk ?? []);
    const questions = rows.flatMap((row) => row.question ?? []);
    const byLists = small.filter((text) => smallTalkLanguage(text) !== null).length;
    const read = small.filter((text) => classifyByRules(text).intent === "small_talk").length;
    expect(read - byLists).toBeGreaterThanOrEqual(60);
    expect(questions.filter((text) => classifyByRules(text).intent === "small_talk")).toEqual([]);
  });
});
