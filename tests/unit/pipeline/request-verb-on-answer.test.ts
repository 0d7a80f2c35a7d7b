/**
 * A held word beside an English request (#20, t20s19; the kind held-out-18 to -20 missed most: "could you build
 * on it?", "line them up as bullets for us", "might we have a slimmed version?", "one committee to a bullet"):
 * the verb a request works the answer with, an English modal, the thing a layout counts, and a remark about the
 * asker set apart by a dash are the request's own words, not a subject, though the library holds them. A question
 * about a held word of its own stays a search. Every phrasing here is in no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { clausesOf, createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "What did the treaty of Paris settle?",
  answer: "1. The treaty ended the war [Source 1]. 2. France ceded Canada to Britain [Source 1]. 3. Spain received Louisiana [Source 2].",
};

describe("a held word beside an English request", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(
    "treaty paris war france canada britain spain louisiana build upon grabbed notes mess sort time short signed built earlier line split".split(
      " ",
    ),
  );
  const holds = async (word: string) => library.has(word);

  it("a dash sets a clause apart", () => {
    expect(clausesOf("My notes are a mess — could you sort them into bullets?")).toEqual([
      "My notes are a mess",
      "could you sort them into bullets?",
    ]);
  });

  it("reads the request, not the held words", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    const cases: [string, object][] = [
      ["The third point grabbed me — could you build upon it?", { kind: "expand", point: 3 }],
      ["My notes are a mess — could you sort them into bullets?", { kind: "bullets" }],
      ["Sorry, we're between two trains; might we have a slimmer take?", { kind: "shorter" }],
      ["Split it up, one treaty to a line, please.", { kind: "bullets" }],
    ];
    for (const [message, request] of cases) expect(await recogniser.recognise(message, previous), message).toMatchObject(request);
  });

  it("a question about a held word of its own stays a search", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    for (const message of [
      "Could you tell me when they built it?",
      "Might the treaty have been signed earlier?",
      "Could you build a timeline of the war?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
