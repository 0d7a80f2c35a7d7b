/**
 * Chips in the chat's language (server/pipeline/suggestions.ts, chipLanguage): a German question gets German chips
 * (detectLanguage took "Worum geht es im Handbuch …?" for French), a language no chip is written in gets none rather
 * than English or French ones, a unit after a number ("30 Euro") is no topic, and a topic an earlier one holds
 * ("Lindenau" after "Imkerverein Lindenau") is not asked again. Phrasings new to every eval set.
 */
import { describe, expect, it } from "vitest";
import { buildSuggestionCandidates, chipLanguage, documentQuestions, suggest } from "../../../server/pipeline/suggestions";
import { makeChunk, makeDeps } from "./stage-fixtures";

const handbook = { doc_id: "h", filename: "imkerverein-handbuch.md", chunk_index: 0 };
const chunks = [
  makeChunk(
    "## Mitgliedschaft\n\nDer Imkerverein Lindenau wurde 1952 gegründet. Der Jahresbeitrag beträgt 30 Euro. Der Imkerverein Lindenau trifft sich im Vereinsheim. Ein Schleier kostet 5 Euro. Lindenau liegt am Fluss.",
    { metadata: handbook },
  ),
  makeChunk(
    "## Lehrbienenstand\n\nDer Lehrbienenstand liegt am Waldrand. Jonas Weber führt den Lehrbienenstand. Jonas Weber ist Kassenwart.",
    {
      metadata: { ...handbook, chunk_index: 1 },
    },
  ),
];

describe("chips in the chat's language", () => {
  it.each([
    ["Worum geht es im Handbuch des Bienenvereins?", "de"],
    ["Welche Termine hat der Verein im Sommer?", "de"],
    ["De quoi parle le règlement de l'atelier ?", "fr"],
    ["What does the handbook say about the hives?", "en"],
    ["Di cosa parla il regolamento?", null],
    ["Waar gaat dit reglement over?", null],
  ])("%s → %s", (question, language) => {
    expect(chipLanguage(question)).toBe(language);
  });

  it("asks the documents' general questions in German, and none in a language no chip is written in", () => {
    expect(documentQuestions("Worum geht es im Handbuch des Bienenvereins?")).toContain("Was sind die Hauptthemen meiner Dokumente?");
    expect(documentQuestions("Di cosa parla il regolamento?")).toEqual([]);
  });

  it("gives no chips offline for a language no chip is written in", async () => {
    expect(await suggest({ question: "Di cosa parla il regolamento?", answer: "", chunks }, makeDeps())).toEqual([]);
  });

  it("mines no unit and no topic an earlier one holds", () => {
    const candidates = buildSuggestionCandidates({ question: "Wann trifft sich der Verein?", answer: "", chunks });
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((candidate) => /^(Was|Kannst|Wie)\b/u.test(candidate))).toBe(true);
    expect(candidates.join(" ")).not.toMatch(/\bEuro\b/u);
    expect(candidates.filter((candidate) => /Lindenau/u.test(candidate))).toHaveLength(1);
  });
});
