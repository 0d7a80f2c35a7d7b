/**
 * A follow-up after an admission (server/pipeline/about-answer-recogniser.ts; docs/architecture.md,
 * "Conversation"): when the previous answer found nothing, asking what was found or known ("Was hast du
 * denn gefunden?") is about that answer, in the six languages, so it is told plainly that nothing
 * answered and shown the closest passages, rather than searched for "found"; a question naming a
 * subject of its own is still a question.
 */
import { describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";

const admission = {
  question: "What did the Merit Network connect in its first years?",
  answer: "The provided documents do not contain information about this.",
};
const answered = { question: "What is Tymnet?", answer: "Tymnet was an international data communications network [Source 1]." };
const library = new Set(["tomb", "network", "merit"]);

describe("after an admission, asking what was found", () => {
  const recogniser = createAboutAnswerRecogniser(null, undefined, async (word) => library.has(word));

  it("asks about the admission in the six languages", async () => {
    for (const message of [
      "ok, so what do you have?",
      "Dis-moi au moins ce que tu as trouvé.",
      "Was hast du denn gefunden?",
      "¿Y qué encontraste entonces?",
      "Cosa hai trovato allora?",
      "Wat heb je dan wel gevonden?",
    ])
      expect(await recogniser.recognise(message, admission), message).toMatchObject({ kind: "detail" });
  });

  it("is a question of its own when it names a subject, or when the previous answer answered", async () => {
    for (const message of ["What did they find in the tomb?", "What did Merit find?", "Who found the network?"])
      expect(await recogniser.recognise(message, admission), message).toBeNull();
    expect(await recogniser.recognise("Was hast du denn gefunden?", answered)).toBeNull();
  });
});
