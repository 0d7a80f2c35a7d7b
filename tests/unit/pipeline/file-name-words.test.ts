import { describe, expect, it } from "vitest";
import { definesSubject } from "../../../server/pipeline/answer-shape";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

const guide = [
  "# Northside Chess Club",
  "The Northside Chess Club meets in the back room of the Corn Exchange.",
  "## Meetings",
  "Club nights are every Wednesday from 19:00 to 22:00.",
  "## Membership",
  "Adult membership is 45 pounds a year.",
].join("\n\n");
const sources = (text: string, filename: string) =>
  buildSourceContext([makeChunk(text, { metadata: { doc_id: "c", filename, chunk_index: 0, page: null } })], 12_000).sources;

describe("words of the file's name", () => {
  it("leave a question the file does not answer to the admission", () => {
    const answer = extractAnswer({
      question: "Who is the president of the chess club?",
      sources: sources(guide, "chess-club-guide.md"),
      style: "concise",
    });
    expect(answer.sentences).toEqual([]);
  });

  it("still answer a question about the file itself", () => {
    const text = "The 2023 annual report of the garden was written by Tomas Berg. The harvest reached 820 kilograms.";
    const answer = extractAnswer({
      question: "Who wrote the annual report?",
      sources: sources(text, "annual-report-2023.txt"),
      style: "concise",
    });
    expect(answer.answer).toMatch(/written by Tomas Berg/);
  });
});

const handbook = [
  "# Riverside Food Bank Volunteer Handbook",
  "This handbook is for everyone who gives time to the Riverside Food Bank. The food bank has 42 registered volunteers.",
  "## Shifts",
  "Parcels are handed out on Tuesdays and Fridays from 10:00 to 13:00.",
  "Children under 16 may help only when a parent or guardian is with them.",
].join("\n\n");
// Another file in the library, so the subject's words are rare among the candidates, as in a real search.
const other = "The garden association meets monthly. Its treasurer keeps the accounts. Plots are 60 pounds a year.";
const library = () =>
  buildSourceContext(
    [
      makeChunk(handbook, { metadata: { doc_id: "h", filename: "volunteer-handbook.docx", chunk_index: 0, page: null } }),
      makeChunk(other, { metadata: { doc_id: "g", filename: "garden-notes.md", chunk_index: 0, page: null } }),
    ],
    12_000,
  ).sources;

describe("the words of a file's title", () => {
  it("weigh little against the question's other words when scoring that file's sentences", () => {
    const answer = extractAnswer({ question: "Can children volunteer at the food bank?", sources: library(), style: "concise" });
    expect(answer.answer).toMatch(/^Children under 16/);
  });

  it("leave a question met only by them to the admission", () => {
    const answer = extractAnswer({ question: "Who is the president of the food bank?", sources: library(), style: "concise" });
    expect(answer.sentences).toEqual([]);
  });

  it("still decide a question made only of them", () => {
    const answer = extractAnswer({ question: "How many volunteers does the food bank have?", sources: library(), style: "concise" });
    expect(answer.answer).toMatch(/42 registered volunteers/);
  });
});

describe("a 'when' question", () => {
  it("takes the sentence with a date over one as good that lacks it, and not one that denies the asked verb", () => {
    const text = [
      "# Northside Chess Club",
      "The Northside Chess Club meets in the back room of the Corn Exchange.",
      "## Meetings",
      "Club nights are every Wednesday from 19:00 to 22:00. In August the club does not meet, because the hall closes.",
    ].join("\n\n");
    const answer = extractAnswer({
      question: "When does the chess club meet?",
      sources: sources(text, "chess-club-guide.md"),
      style: "concise",
    });
    expect(answer.answer).toMatch(/^Club nights are every Wednesday/);
    expect(answer.answer).not.toMatch(/August/);
  });
});

describe("definition wording", () => {
  it("does not score 'stand for', and an adverb with a participle does not define", () => {
    const text = "Recent advances in document image analysis (DIA) have been driven by neural networks. DIA is central to research.";
    const answer = extractAnswer({
      question: "What does DIA stand for?",
      sources: sources(text, "paper.pdf"),
      style: "concise",
      intent: "definition",
    });
    expect(answer.answer).toMatch(/document image analysis \(DIA\)/);
    expect(definesSubject("LayoutParser is well aligned with recent efforts.", "LayoutParser")).toBe(false);
    expect(definesSubject("LayoutParser is closely related to earlier toolkits.", "LayoutParser")).toBe(false);
  });
});
