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
