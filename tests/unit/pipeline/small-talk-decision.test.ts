import { describe, expect, it } from "vitest";
import { answerSmallTalk } from "../../../server/pipeline/answerers/small-talk";
import { classifyByRules, readSmallTalk, withoutCourtesy } from "../../../server/pipeline/intent";

// One decision whether a message is small talk (intent.ts readSmallTalk): the intent and the courtesy stripped
// before a question agree. Phrasings of my own, not of any eval case.
describe("small talk decided once", () => {
  it.each(["grazie tante, sei stata gentilissima!", "obrigado, você é demais!", "muchas gracias, eres muy amable"])(
    "%j is kept whole as small talk, not searched as the words after its thanks",
    (message) => {
      expect(readSmallTalk(message)).not.toBeNull();
      expect(withoutCourtesy(message)).toBe(message);
      expect(classifyByRules(withoutCourtesy(message)).intent).toBe("small_talk");
    },
  );

  it.each(["Thanks! How many airports are in Texas?", "Grazie! Quanto costa il biglietto?", "Cheers! How much is the hall?"])(
    "%j still asks its question",
    (message) => {
      expect(readSmallTalk(message)).toBeNull();
      expect(classifyByRules(withoutCourtesy(message)).intent).not.toBe("small_talk");
    },
  );

  it("says which reader read it: the word lists, or the learned classifier", () => {
    expect(readSmallTalk("thanks a lot")?.by).toBe("words");
    expect(readSmallTalk("obrigado, você é demais!")?.by).toBe("classifier");
  });
});

describe("the reply fits the kind and the language", () => {
  const reply = (message: string) =>
    answerSmallTalk({ message, language: classifyByRules(message).language, readyDocuments: ["a.pdf"] }).answer;

  it.each([
    ["tusen takk!", /^You're welcome!/],
    ["muito obrigado pela ajuda!", /^De nada!/],
    ["grazie tante, sei stata gentilissima!", /^Prego/],
    ["bedankt voor de hulp", /^Graag gedaan!/],
    ["Vielen Dank", /^Gern geschehen!/],
    ["muchas gracias, eres muy amable", /^¡De nada!/],
  ])("%j is thanked back", (message, expected) => {
    expect(reply(message)).toMatch(expected);
  });

  it.each([
    ["doei!", /^Tot ziens/],
    ["arrivederci", /^Arrivederci/],
    ["hasta luego", /^¡Adiós/],
  ])("%j is bid farewell", (message, expected) => {
    expect(reply(message)).toMatch(expected);
  });

  it.each([
    ["buongiorno!", /^Ciao!/],
    ["hi there", /^Hello!/],
    ["bom dia", /^Olá!/],
  ])("%j is greeted", (message, expected) => {
    expect(reply(message)).toMatch(expected);
  });

  it("a letter of another language is no Italian or Dutch the six-language reader guessed", () => {
    expect(answerSmallTalk({ message: "dzięki, bardzo mi pomogłeś", language: "en", readyDocuments: [] }).answer).toMatch(
      /^You're welcome!/,
    );
  });
});
