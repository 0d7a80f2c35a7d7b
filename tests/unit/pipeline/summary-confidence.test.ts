import { describe, expect, it } from "vitest";
import { answerFromSummaries, type SummarySource } from "../../../server/pipeline/answerers/summary";

// Three documents with stored summaries; none is named by the questions below unless said.
const documents = [
  { id: "d1", filename: "harbour-ferry-guide.docx" },
  { id: "d2", filename: "village-fete-report-2025.pdf" },
  { id: "d3", filename: "allotment-rules.docx" },
];
const source: SummarySource = async (document) => ({
  description: `What ${document.filename} is about.`,
  sentences: [1, 2].map((index) => ({
    text: `Sentence ${index} of ${document.filename}.`,
    chunk_id: `${document.id}-${index}`,
    page: null,
    sheet: null,
  })),
  by: "extractive",
});
const context = { chat: null, signal: new AbortController().signal };

describe("the label of a summary", () => {
  it("is low when a question about one thing gets every document's opening", async () => {
    const draft = await answerFromSummaries(
      { question: "In short, what happened at the sailing club in 2025?", documents },
      source,
      context,
    );
    expect(draft?.answer).toContain("**village-fete-report-2025.pdf**");
    expect(draft?.confidence).toBe("low");
    expect(draft?.reasoning).toMatch(/names no one document or section/);
  });

  it("stays medium for the overview asked for and for one document's summary", async () => {
    for (const question of ["What are these documents about?", "Summarise the main points.", "Give me a quick rundown"])
      expect((await answerFromSummaries({ question, documents }, source, context))?.confidence).toBe("medium");
    const one = await answerFromSummaries(
      { question: "Summarise the fete report", documents: [documents[1]!], narrowed: true },
      source,
      context,
    );
    expect(one?.confidence).toBe("medium");
    const named = await answerFromSummaries(
      { question: "Summarise the fete and ferry documents", documents: documents.slice(0, 2), narrowed: true },
      source,
      context,
    );
    expect(named?.confidence).toBe("medium");
  });
});
