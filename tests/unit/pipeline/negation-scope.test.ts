/**
 * What a negation negates, before it turns a word of length (server/pipeline/length-polarity.ts; #20,
 * t20s16). On held-out-17 "Punkt drei verstehe ich noch nicht ganz – mehr dazu?" was read as shorter:
 * the "nicht" of not understanding reached the "mehr" of the request. And a negated copula that
 * describes the answer ("It's not detailed at all", "No fue muy detallado") asks for what it names,
 * where an imperative one ("Don't be so brief") asks for the other length. Every phrasing here is in
 * no eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser, messageShape } from "../../../server/pipeline/about-answer-recogniser";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "What caused the 1973 oil crisis?",
  answer: "The embargo caused it [Source 1]. Prices quadrupled [Source 2]. Rationing followed [Source 3].",
};

describe("a negation of understanding turns no length", () => {
  it.each([
    ["Den zweiten Punkt kapiere ich nicht ganz – mehr dazu?", 2],
    ["Point two I still don't quite get – more on it?", 2],
  ])("%j expands its point", (message, point) => {
    const shape = messageShape(message, previous);
    expect(shape.complaint).not.toBe("shorter");
    expect(shape.point).toBe(point);
  });

  it.each(["Ik snap het niet helemaal – meer graag.", "That isn't clear to me – more?", "Je ne saisis pas – plus de détails ?"])(
    "%j asks for more",
    (message) => {
      const shape = messageShape(message, previous);
      expect(shape.complaint).not.toBe("shorter");
    },
  );
});

describe("a negated copula describes what the answer lacks", () => {
  it.each([
    ["It's not detailed at all.", "detail"],
    ["Ce n'était pas très détaillé.", "detail"],
    ["Das war nicht sehr ausführlich.", "detail"],
    ["No fue muy detallado.", "detail"],
    ["Non era molto dettagliato.", "detail"],
    ["Dat was niet zo uitgebreid.", "detail"],
    ["This isn't short at all.", "shorter"],
  ])("%j asks for %s", (message, kind) => {
    expect(messageShape(message, previous).complaint).toBe(kind);
  });

  it.each([
    ["Don't be so brief.", "detail"],
    ["Ne sois pas si bref.", "detail"],
    ["No seas tan breve.", "detail"],
    ["Wees niet zo kort.", "detail"],
    ["I don't need all the detail.", "shorter"],
  ])("%j, an imperative or a wish, still asks for the other length (%s)", (message, kind) => {
    expect(messageShape(message, previous).complaint).toBe(kind);
  });
});

describe("the recogniser on negations of understanding and description", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(["embargo", "ministers", "oil", "prices", "rationing"]);

  it("reads the request, and leaves questions of their own", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, async (word) => library.has(word));
    for (const [message, kind, point] of [
      ["Den zweiten Punkt kapiere ich nicht ganz – mehr dazu?", "expand", 2],
      ["Point two I still don't quite get – more on it?", "expand", 2],
      ["Ik snap het niet helemaal – meer graag.", "detail"],
      ["It's not detailed at all.", "detail"],
      ["Non era molto dettagliato.", "detail"],
      ["Dat was niet zo uitgebreid.", "detail"],
      ["This isn't short at all.", "shorter"],
    ] as const)
      expect(await recogniser.recognise(message, previous), message).toMatchObject(point ? { kind, point } : { kind });
    expect(await recogniser.recognise("Which ministers did not understand the embargo?", previous)).toBeNull();
    expect(await recogniser.recognise("Why were the prices not clear to the ministers?", previous)).toBeNull();
  });
});
