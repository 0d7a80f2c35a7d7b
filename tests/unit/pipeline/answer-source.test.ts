/**
 * The answer's wording and the file it came from asked side by side (#20, t20s20; what held-out-19 and -21 missed
 * under "where": "Name the file and give me its very words", "the exact words and the file they come from", "the
 * exact sentence and the name of its file", "la frase precisa e il file da cui l'hai presa"): both parts of the
 * answer's source are the request's, not a subject to look up, whatever figure or reason about the asker stands
 * beside them. A unit or file said to be about something of its own stays a search. Every phrasing here is in no
 * eval set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createAboutAnswerRecogniser } from "../../../server/pipeline/about-answer-recogniser";
import { sourceRequestWords } from "../../../server/pipeline/answer-source";
import { createLocalEmbedder } from "../../../server/providers/local-embedder";

const previous = {
  question: "When was the treaty of Paris signed?",
  answer: "The treaty was signed in 1763 [Source 1].",
};

const words = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];

describe("the answer's wording and its file", () => {
  const embedder = createLocalEmbedder();
  afterAll(() => embedder.close?.());
  const library = new Set(
    "treaty paris signed war embargo opening essay quote original line document taken name file sentence citing grade paper marks lose".split(
      " ",
    ),
  );
  const holds = async (word: string) => library.has(word);

  it("reads the wording and the file as the request's own words", () => {
    expect(sourceRequestWords(words("paste the original line along with the document it was taken from"))).toContain("document");
    expect(sourceRequestWords(words("the sentence about the war and its file"))).toEqual([]);
    expect(sourceRequestWords(words("in two sentences, and keep the file"))).toEqual([]);
  });

  it("asks where, whatever stands beside it", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    expect(await recogniser.ready()).toBe(true);
    for (const message of [
      "I'll lose marks if I'm not citing properly — paste the original line along with the document it was taken from.",
      "Zeig mir bitte den genauen Satz und die Datei, aus der er stammt.",
      "Cite-moi la phrase exacte et le fichier d'où elle vient.",
      "Geef me de letterlijke zin en het bestand waar hij uit komt.",
    ])
      expect(await recogniser.recognise(message, previous), message).toMatchObject({ kind: "where" });
  });

  it("a unit or file about something of its own stays a search", { timeout: 120_000 }, async () => {
    const recogniser = createAboutAnswerRecogniser(embedder, undefined, holds);
    for (const message of [
      "Which file has the sentence about the embargo?",
      "Which document quotes the embargo's opening line?",
      "Which sentence of the essay names the file?",
    ])
      expect(await recogniser.recognise(message, previous), message).toBeNull();
  });
});
