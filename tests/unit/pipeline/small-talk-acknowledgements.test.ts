import { describe, expect, it } from "vitest";
import { answerSmallTalk } from "../../../server/pipeline/answerers/small-talk";
import { classifyByRules, withoutCourtesy } from "../../../server/pipeline/intent";

// Spent round 14 (not held-out): "cheers, that's really helpful" was searched as a question and
// admitted. Thanks beside an acknowledgement, said more strongly or not, are small talk; the
// phrasings below are new ones, not the round's.
describe("thanks with an acknowledgement said more strongly", () => {
  it.each([
    "cheers, that's really helpful",
    "Thanks, that was super useful!",
    "ta, that's very clear",
    "Thank you so much, that makes sense.",
    "Brilliant, cheers!",
    "That's really helpful, thanks",
    "merci, c'est très clair",
    "thanks, that was brilliant",
  ])("%j is small talk", (message) => {
    expect(classifyByRules(message).intent).toBe("small_talk");
    expect(classifyByRules(withoutCourtesy(message)).intent).toBe("small_talk");
  });

  it.each([
    "Thanks, that's really helpful. Now, who founded the club?",
    "Cheers! How much is the really big hall?",
    "That's very clear, but what does the deposit cover?",
  ])("%j still asks its question", (message) => {
    expect(classifyByRules(message).intent).not.toBe("small_talk");
  });
});

describe("the reply to thanks", () => {
  it.each(["ta very much, that's done the trick", "ty, all sorted", "cheers!"])("%j is thanked, not greeted", (message) => {
    const { answer } = answerSmallTalk({ message, language: "en", readyDocuments: ["club.docx"] });
    expect(answer).toMatch(/^You're welcome!/);
  });
});

// Spent round 21 (second round, not held-out): thanks and "what can you do" in a region's or another
// language's words were searched and admitted. The kinds: the help said to have helped, a region's
// intensifier and "you", and asking what Docent can help with; the phrasings below are new ones.
describe("small talk in a region's or another language's words", () => {
  it.each([
    "danke, du hast mir wirklich geholfen",
    "merci, ça m'a beaucoup aidé !",
    "gracias, me has ayudado mucho",
    "grazie, mi hai aiutato molto",
    "bedankt, dat helpt",
    "ta, that's proper good",
    "what can tha help me with?",
    "en quoi pouvez-vous m'aider ?",
    "wobei kannst du mir helfen?",
  ])("%j is small talk", (message) => {
    expect(classifyByRules(message).intent).toBe("small_talk");
  });

  it.each([
    "danke, das hat geholfen. Wann öffnet die Bäckerei?",
    "tu peux m'aider avec le budget du conseil ?",
    "what can tha tell me about the bakery's takings?",
    "is the bread pure rye?",
  ])("%j still asks its question", (message) => {
    expect(classifyByRules(message).intent).not.toBe("small_talk");
  });
});
