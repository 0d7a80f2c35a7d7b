/**
 * "Summarise section 6" (docs/architecture.md, "Summaries"): the section whose heading line carries the
 * number, with its subsections, up to the next section; a numbered list inside it does not end it, and a
 * table of contents' line (ending on its page number) is no heading.
 */
import { describe, expect, it } from "vitest";
import {
  answerNumberedSectionSummary,
  headingNumber,
  sectionNumberOfQuestion,
} from "../../../server/pipeline/answerers/numbered-section-summary";
import { classifyByRules } from "../../../server/pipeline/intent";

const paper = { id: "p", filename: "tracing.pdf" };
const passage = (page: number, text: string) => ({ id: `p_${String(page)}`, text, page, sheet: null, heading: null });
const passages = [
  passage(1, "Contents\n5. Trace Trees 4\n6. Implementation 7\n1. Introduction\nThe virtual machine runs scripts quickly on phones."),
  passage(
    4,
    "5. Trace Trees\nA trace tree joins the traces of one loop into a single compiled unit.\n6. Implementation\nThe recorder writes machine code while the interpreter runs the loop.",
  ),
  passage(
    5,
    "To build it:\n1. Record\nThe monitor counts loop edges before recording starts.\n6.1 Calling External Functions\nNative calls are wrapped so the recorder can follow them.\n7. Evaluation\nThe benchmarks ran ten times faster than the baseline interpreter.",
  ),
];

describe("a numbered section's summary", () => {
  it("reads the section number a summary question names, and the number a heading line carries", () => {
    expect(classifyByRules("summarise section 6").intent).toBe("summary");
    expect(sectionNumberOfQuestion("summarise section 6")).toBe("6");
    expect(sectionNumberOfQuestion("what is chapter 2.1 about?")).toBe("2.1");
    expect(sectionNumberOfQuestion("summarise the paper")).toBeNull();
    expect(headingNumber("6. Implementation")).toBe("6");
    expect(headingNumber("Section 12 Termination")).toBe("12");
    expect(headingNumber("6. Implementation 7")).toBeNull();
    expect(headingNumber("3. We then measured the loops.")).toBeNull();
  });

  it("summarises the section with its subsections, not the contents line, the section before or the one after", async () => {
    const draft = await answerNumberedSectionSummary("summarise section 6", [paper], async () => passages);
    expect(draft?.answer).toContain('"6. Implementation"');
    expect(draft?.answer).toContain("recorder writes machine code");
    expect(draft?.answer).toContain("Native calls are wrapped");
    expect(draft?.answer).not.toMatch(/trace tree joins|ten times faster|runs scripts quickly/u);
    expect(new Set(draft?.chunks.map((chunk) => chunk.metadata.page))).toEqual(new Set([4, 5]));
  });

  it("leaves a number no heading carries, or several documents, to the rest", async () => {
    expect(await answerNumberedSectionSummary("summarise section 9", [paper], async () => passages)).toBeNull();
    expect(
      await answerNumberedSectionSummary("summarise section 6", [paper, { id: "b", filename: "b.pdf" }], async () => passages),
    ).toBeNull();
  });
});
