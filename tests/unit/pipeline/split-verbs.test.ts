/**
 * Split and inflected verbs of a follow-up (#20, t20s14; server/pipeline/verb-forms.ts and the
 * recogniser's shape): German and Dutch put a verb's particle at the end of the clause ("Führ das
 * bitte aus" is "ausführen", "Som ze op" is "opsommen"); Spanish and Italian imperatives carry two
 * pronouns ("Enuméramelos", "Spiegamelo"); explaining it better asks for more. Before, "Führ das bitte
 * aus", "Som ze op", "Licht het toe", "Breid het wat uit" were searched, "Spiegami meglio" was read as
 * shorter and "Enuméramelos" as more detail.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser, messageShape } from "../../../server/pipeline/about-answer-recogniser";
import { joinedSeparableVerb } from "../../../server/pipeline/verb-forms";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = { question: "What caused the 1973 oil crisis?", answer: "The embargo caused it [Source 1]." };

describe("a verb split by its particle is read whole", () => {
  it("joins the opening verb to the closing particle, past courtesy", () => {
    expect(joinedSeparableVerb(["fuhr", "das", "bitte", "aus"])?.forms).toContain("ausfuhren");
    expect(joinedSeparableVerb(["som", "ze", "op", "graag"])?.forms).toContain("opsommen");
    expect(joinedSeparableVerb(["vat", "het", "even", "samen"])?.forms).toContain("samenvatten");
    expect(joinedSeparableVerb(["wo", "steht", "das"])).toBeUndefined();
  });

  it.each([
    ["Führ das bitte aus.", "detail"],
    ["Som ze op.", "bullets"],
    ["Licht het toe.", "detail"],
    ["Breid het wat uit.", "detail"],
    ["Spiegami meglio.", "detail"],
    ["Leg het beter uit.", "detail"],
    ["Enuméramelos.", "bullets"],
    ["Sviluppalo un po'.", "detail"],
  ])("%j asks for %s", (message, kind) => {
    expect(messageShape(message, previous).cue).toBe(kind);
  });
});

describe("the recogniser on split verbs", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(["embargo", "crisis"]);

  it("reads the whole verb, and leaves questions with a split verb of their own", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    const requests: [string, string][] = [
      ["Führ das bitte aus.", "detail"],
      ["Som ze op.", "bullets"],
      ["Licht het toe.", "detail"],
      ["Spiegamelo meglio.", "detail"],
      ["Enuméramelos.", "bullets"],
    ];
    for (const [message, kind] of requests) expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind });
    for (const message of ["Wie sah das Embargo aus?", "Wanneer liep het embargo af?"])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
