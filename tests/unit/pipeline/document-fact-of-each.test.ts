import { describe, expect, it } from "vitest";
import { answerFromSummaries, type SummarySource } from "../../../server/pipeline/answerers/summary";

// Two papers with a byline and a workbook whose first rows are region labels; none is selected.
const documents = [
  { id: "p1", filename: "tide-sensors.pdf" },
  { id: "w1", filename: "regional-sales.xlsx" },
  { id: "p2", filename: "harbour-silt.pdf" },
];
const openings: Record<string, { text: string; sheet: string | null }> = {
  p1: { text: "Low-Cost Tide Sensors for Small Harbours\nMaria Lopez, Tom Baker, Anna Schmidt\nUniversity of Plymouth", sheet: null },
  w1: { text: "Region\nNorth East, South West, Far North\nSales 120, 95, 40", sheet: "Sheet1" },
  p2: { text: "Silt Movement in Estuaries\nJohn Carter, Priya Patel\nMarine Research Institute", sheet: null },
};
const source: SummarySource = async (document) => ({
  description: `What ${document.filename} is about.`,
  sentences: [],
  by: "extractive",
  opening: async () => [{ ...openings[document.id]!, chunk_id: `${document.id}-0`, page: openings[document.id]!.sheet ? null : 1 }],
});
const context = { chat: null, signal: new AbortController().signal };

describe("a fact of 'it' with a few documents in scope and none named", () => {
  it("gives each document's authors, cited in turn, and reads no byline off a sheet", async () => {
    const draft = await answerFromSummaries({ question: "who wrote it?", documents }, source, context);
    expect(draft?.answer).toContain("**tide-sensors.pdf** are Maria Lopez, Tom Baker and Anna Schmidt [Source 1]");
    expect(draft?.answer).toContain("**harbour-silt.pdf** are John Carter and Priya Patel [Source 2]");
    expect(draft?.answer).not.toContain("regional-sales.xlsx");
    expect(draft?.chunks.map((chunk) => chunk.chunk_id)).toEqual(["p1-0", "p2-0"]);
  });

  it("reads no author off a workbook asked about alone", async () => {
    const draft = await answerFromSummaries({ question: "who wrote it?", documents: [documents[1]!], narrowed: true }, source, context);
    expect(draft).toBeNull();
  });
});
