/**
 * A word of length under a negation or falling short asks for the other length, in the six languages
 * (server/pipeline/length-polarity.ts, read by the follow-up recogniser; #20, t20s14). Before it,
 * "Not so brief", "Don't hold back", "Sei nicht so knapp", "No te cortes", "Non così lungo" and
 * "Niet zo kort" were read as the kind their word of length names, and "Kannst du das nicht kürzer
 * machen?" (a comparative, whose negation belongs to the question) was turned to more detail.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser, messageShape } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = { question: "What caused the 1973 oil crisis?", answer: "The embargo caused it [Source 1]." };

describe("a negated word of length asks for the other length", () => {
  it.each([
    ["Not so long, please.", "shorter"],
    ["Not so brief, please.", "detail"],
    ["I don't need all the detail.", "shorter"],
    ["That falls short.", "detail"],
    ["Pas si long, stp.", "shorter"],
    ["Ne sois pas si bref.", "detail"],
    ["Ne détaille pas autant.", "shorter"],
    ["Nicht so ausführlich, bitte.", "shorter"],
    ["Sei nicht so knapp.", "detail"],
    ["Halt dich nicht zurück.", "detail"],
    ["No tan largo, por favor.", "shorter"],
    ["No te cortes, cuéntamelo.", "detail"],
    ["Non così lungo, per favore.", "shorter"],
    ["Non trattenerti.", "detail"],
    ["Niet zo kort graag.", "detail"],
    ["Houd je niet in.", "detail"],
    ["Dat schiet tekort.", "detail"],
  ])("%j asks for %s", (message, kind) => {
    expect(messageShape(message, previous).complaint).toBe(kind);
  });

  it.each([
    "Can't you make it shorter?",
    "Kannst du das nicht kürzer machen?",
    "¿No puedes hacerlo más corto?",
    "Tu ne peux pas faire plus court ?",
    "Kun je het niet korter maken?",
  ])("%j, a comparative, asks for what it names", (message) => {
    const shape = messageShape(message, previous);
    expect(shape.complaint).toBeUndefined();
    expect(shape.lengthWanted ?? shape.cue).toBe("shorter");
  });

  it("the words from the negation to the length are the request's, no subject of their own", () => {
    expect(messageShape("No seas tan breve.", previous).newWords).toEqual([]);
    expect(messageShape("Which countries were not short of oil?", previous).newWords).toContain("countries");
  });
});

describe("the recogniser on negated lengths", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(["seas", "embargo", "countries", "oil"]);

  it("reads the turned length in six languages, and leaves questions of their own", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    const requests: [string, string][] = [
      ["Don't hold back.", "detail"],
      ["Don't be so brief.", "detail"],
      ["Don't go into so much detail.", "shorter"],
      ["No seas tan breve.", "detail"],
      ["Pas besoin de tous les détails.", "shorter"],
      ["Fass dich nicht so kurz.", "detail"],
      ["Non serve tutto questo dettaglio.", "shorter"],
      ["Niet zo uitgebreid alsjeblieft.", "shorter"],
      ["Kannst du das nicht kürzer machen?", "shorter"],
    ];
    for (const [message, kind] of requests) expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind });
    for (const message of ["Which countries were not short of oil?", "Why didn't the embargo last longer?"])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
