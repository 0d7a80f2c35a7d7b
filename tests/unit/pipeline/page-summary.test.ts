import { describe, expect, it } from "vitest";
import { answerPageSummary, pageOfQuestion } from "../../../server/pipeline/answerers/page-summary";
import { classifyByRules } from "../../../server/pipeline/intent";

const report = { id: "r", filename: "annual-report.pdf" };
const passage = (page: number, text: string) => ({ id: `r_${String(page)}`, text, page, sheet: null, heading: null });
const passages = [
  passage(1, "Harbourside Community Pantry is a volunteer-run food bank. In 2025 we gave out 4,312 food parcels."),
  passage(
    3,
    "Volunteer application form. Ana Prieto applied to volunteer at Northgate school on Friday mornings. Her application was accepted.",
  ),
];

describe("a page's summary", () => {
  it("is asked as a summary and names its page", () => {
    expect(classifyByRules("What is page 3 of the annual report about?").intent).toBe("summary");
    expect(pageOfQuestion("What is page 3 of the annual report about?")).toBe(3);
  });

  it("summarises that page's passages alone, each sentence cited to the page", async () => {
    const draft = await answerPageSummary("What is page 3 of the annual report about?", [report], async () => passages);
    expect(draft?.answer).toContain("volunteer");
    expect(draft?.answer).not.toContain("4,312");
    expect(draft?.chunks.every((chunk) => chunk.metadata.page === 3)).toBe(true);
  });

  it("leaves a page no passage is on, or several documents, to the rest", async () => {
    expect(await answerPageSummary("What is page 9 about?", [report], async () => passages)).toBeNull();
    expect(await answerPageSummary("What is page 3 about?", [report, { id: "b", filename: "b.pdf" }], async () => passages)).toBeNull();
  });
});
