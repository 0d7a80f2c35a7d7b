import { describe, expect, it } from "vitest";
import { citeAtEnd, tidyPunctuation } from "../../../server/pipeline/citation-marker";
import { extractAnswer } from "../../../server/pipeline/extractive";
import { buildSourceContext } from "../../../server/prompts/source-context";
import { makeChunk } from "./stage-fixtures";

describe("citation marker placement", () => {
  it("puts the marker inside the closing punctuation with no stray space", () => {
    expect(citeAtEnd("The trace is recorded for the loop .", [1])).toBe("The trace is recorded for the loop [Source 1].");
    expect(citeAtEnd("The trace is recorded for the loop.", [1])).toBe("The trace is recorded for the loop [Source 1].");
    expect(citeAtEnd("Did it work?", [2])).toBe("Did it work [Source 2]?");
    expect(citeAtEnd("It was done (see Section 3).", [1, 3])).toBe("It was done (see Section 3) [Source 1] [Source 3].");
    expect(citeAtEnd("A spreadsheet with 2 sheets: Example Test, Format Abbr..", [5])).toBe(
      "A spreadsheet with 2 sheets: Example Test, Format Abbr [Source 5].",
    );
    expect(citeAtEnd('The title is "Trace-based Compilation".', [1])).toBe('The title is "Trace-based Compilation" [Source 1].');
    expect(citeAtEnd("She said “stop.”", [1])).toBe("She said “stop [Source 1].”");
  });

  it("ends a line without closing punctuation as a sentence", () => {
    expect(citeAtEnd("Requested By: Priya Nair", [1])).toBe("Requested By: Priya Nair [Source 1].");
    expect(citeAtEnd("the items are:", [1])).toBe("the items are [Source 1].");
  });

  it("tidies spaces a PDF leaves before punctuation", () => {
    expect(tidyPunctuation("loops , branches and calls .")).toBe("loops, branches and calls.");
    expect(tidyPunctuation("first line\nsecond line .")).toBe("first line second line.");
  });

  it("is how the offline reasoner cites a PDF sentence spaced before its full stop", () => {
    const sources = buildSourceContext([makeChunk("The recorder starts a new trace at every hot loop header [ 12 ] .")], 12_000).sources;
    const answer = extractAnswer({ question: "Where does the recorder start a new trace?", sources, style: "concise" });
    expect(answer.answer).toBe("The recorder starts a new trace at every hot loop header [ 12 ] [Source 1].");
    expect(answer.answer).not.toMatch(/\]\s+[.,;:!?]/);
  });
});
