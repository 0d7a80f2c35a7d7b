import { describe, expect, it } from "vitest";
import { citationExcerpt } from "../../../server/pipeline/citation-quote";

const filler = "The committee met in the old hall. Minutes were read and approved without change. ".repeat(6);
const passage = `${filler}The bridge was completed in 1932 after four years of work. ${filler}`;

describe("citationExcerpt", () => {
  it("quotes the sentence an extractive answer copied, with the passage around it", () => {
    const excerpt = citationExcerpt("The bridge was completed in 1932 after four years of work [Source 2].", 2, passage);
    expect(excerpt.quote).toBe("The bridge was completed in 1932 after four years of work.");
    expect(excerpt.snippet).toContain(excerpt.quote);
    expect(excerpt.snippet.startsWith("… ")).toBe(true);
    expect(excerpt.snippet.length).toBeLessThan(passage.length);
  });

  it("finds the sentence a paraphrase came from", () => {
    const excerpt = citationExcerpt("Work on the bridge ended in 1932 [Source 1].", 1, passage);
    expect(excerpt.quote).toBe("The bridge was completed in 1932 after four years of work.");
  });

  it("only uses the sentences that cite this source", () => {
    const excerpt = citationExcerpt("The bridge was completed in 1932 [Source 1]. Minutes were read [Source 2].", 2, passage);
    expect(excerpt.quote).toBe("Minutes were read and approved without change.");
  });

  it("falls back to the passage start when nothing matches", () => {
    const excerpt = citationExcerpt("Penguins cannot fly [Source 1].", 1, passage);
    expect(excerpt.quote).toBeUndefined();
    expect(excerpt.snippet.startsWith("The committee met")).toBe(true);
  });
});
