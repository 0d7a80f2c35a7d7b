/**
 * A lead sentence that is one item of an announced list brings the announcing line and every item
 * (extractive.ts): quoted alone it started mid-sentence and dropped the other steps (round 17's head
 * knock, "take the player off at once …"; round 15's swarm, "never try to collect a swarm …"; round 12's
 * pitch, "send a copy of their public liability insurance …").
 */
import { describe, expect, it } from "vitest";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const handbook = makeChunk(
  [
    "Kit and boots",
    "",
    "Every player needs shin pads and boots with moulded studs; the club lends goalkeeper gloves.",
    "",
    "Fainting at training",
    "",
    "If a player faints or feels faint during a session, the coach must:",
    "",
    "- sit the player down in the shade and keep the rest of the team away;",
    "- give the player water from a clean bottle, never a fizzy drink;",
    "- phone the player's parent or carer before the end of the session;",
    "- record what happened in the incident log kept in the clubhouse.",
    "",
    "Lost property is kept in the clubhouse for one month.",
  ].join("\n"),
);

const answerTo = (question: string) =>
  extractAnswer({ question, sources: buildSourceContext([handbook], 12_000).sources, style: "concise" }).answer.replace(
    /\s*\[Source \d+\]/gu,
    "",
  );

describe("a lead that is one item of an announced list", () => {
  it("answers with the announcing line and every item, in new phrasings", () => {
    for (const question of [
      "My son fainted at training, what is the coach supposed to do?",
      "What should happen if a player faints during training?",
      "What has to be done when a player faints at training?",
    ]) {
      const answer = answerTo(question);
      expect(answer, question).toMatch(/^If a player faints or feels faint during a session, the coach must:/u);
      expect(answer).toContain("shade");
      expect(answer).toContain("parent or carer");
      expect(answer).toContain("incident log");
    }
  });

  it("leaves a sentence that is no item, or an item asked as one fact, as it was", () => {
    expect(answerTo("How long is lost property kept?")).toMatch(/^Lost property is kept in the clubhouse for one month/u);
    expect(answerTo("Where is the incident log kept?")).not.toContain("shade");
  });
});
