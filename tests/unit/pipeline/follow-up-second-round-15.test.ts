/**
 * Tuned on the spent held-out-15 (#20, t20s13's second round; not a held-out figure): the follow-ups it
 * missed, fixed by kind (server/pipeline/about-answer-recogniser.ts, about-answer-request.ts,
 * chat-shorthand.ts, request-idioms.ts; docs/architecture.md, "Conversation").
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { aboutAnswerRequest } from "../../../server/pipeline/about-answer-request";
import { expandShorthand } from "../../../server/pipeline/chat-shorthand";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = { question: "What public works did the Yuan undertake?", answer: "The Yuan undertook public works [Source 1]." };

describe("what moved them to it, and Italian 'come mai', ask why", () => {
  it.each(["What pushed them to switch?", "What made him think so?", "Come mai?", "E come mai?"])("%j asks why", (message) => {
    expect(aboutAnswerRequest(message)).toEqual({ kind: "why" });
  });
  it.each(["What made them leave France for Prussia?", "What pushed the Huguenots to Charleston?"])(
    "%j is a question of its own",
    (message) => {
      expect(aboutAnswerRequest(message)).toBeNull();
    },
  );
});

describe("a misspelt kind word is written out", () => {
  it("as the word it misspells, so the embedder reads it", () => {
    expect(expandShorthand("lisst it plz")).toBe("list it please");
    expect(expandShorthand("bulett it, thx")).toBe("bullet it, thanks");
    expect(expandShorthand("What is a sample?")).toBe("What is a sample?");
  });
});

describe("the recogniser on the spent set's kinds", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(["text", "switch", "normans", "france", "photosynthesis"]);

  it("complaints, the elided asker's clause, giving everything, a child's words", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    const requests: [string, string][] = [
      // Something missing, falling short: more ("Mir fehlt da noch einiges", "se queda corto").
      ["Mir fehlt da noch einiges – leg bitte nach.", "detail"],
      ["¿Me das más chicha? Eso se queda corto.", "detail"],
      // Giving everything, as telling everything.
      ["Don't hold back, give me everything the text has on it.", "detail"],
      // The asker's closing clause opened by the elided "j'".
      ["Fais plus court, j'ai la flemme de tout lire.", "shorter"],
      ["lisst it plz", "bullets"],
      ["Pretend I'm a ten-year-old and try again.", "simpler"],
    ];
    for (const [message, kind] of requests) expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind });
    for (const message of ["Give me everything about the Normans.", "Explain photosynthesis to a child."])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
