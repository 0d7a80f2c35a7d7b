/**
 * A word of another language that the English library holds names no subject when the message asks
 * which place of the text, or when a pronoun points at the answer (#20, t20s14;
 * server/pipeline/about-answer-recogniser.ts). Before, "In quale frase del testo compare?" (Italian
 * "compare", appears) and "¿En qué línea del texto figura?" were searched, and "Tu peux me le présenter
 * avec des tirets ?" was searched ("le" read as an article, "présenter" as a word of its own).
 */
import { describe, expect, it } from "vitest";
import { decide, messageShape, sortByLibrary } from "../../../server/pipeline/about-answer-recogniser";
import { aboutAnswerRequest } from "../../../server/pipeline/about-answer-request";

const previous = { question: "How long did Gegeen Khan rule?", answer: "He ruled for three years [Source 1]." };
const library = new Set(["compare", "presenter", "figure", "treaty", "report", "rapport"]);
const read = async (message: string) =>
  decide(
    message,
    await sortByLibrary(messageShape(message, previous), async (word) => library.has(word)),
    null,
    aboutAnswerRequest(message),
  );

describe("a held word of another language beside which place of the text, or after a pronoun", () => {
  it.each([
    ["In quale frase del testo compare?", "where"],
    ["¿En qué línea del texto figura?", "where"],
    ["Tu peux me le présenter avec des tirets ?", "bullets"],
  ])("%j asks %s", async (message, kind) => {
    expect(await read(message)).toMatchObject({ kind });
  });

  it.each([
    "In quale frase del trattato compare Rollo?",
    "Tu peux me présenter le rapport ?",
    "Dans quelle phrase du traité parle-t-on du pétrole ?",
  ])("%j is a question of its own", async (message) => {
    expect(await read(message)).toBeNull();
  });

  it("'le' after a pronoun points at the answer; before a document's noun it is the article", () => {
    expect(messageShape("Tu peux me le présenter ?", previous).pointsAtIt).toBe(true);
    expect(messageShape("Tu peux me le document présenter ?", previous).pointsAtIt).toBe(false);
  });
});
