import { describe, expect, it } from "vitest";
import { renumberCitations } from "../../../server/pipeline/citation-numbers";
import type { Citation } from "~/lib/response";

const citation = (source: number): Citation => ({
  source,
  doc_id: `d${source}`,
  filename: `f${source}.pdf`,
  page: null,
  sheet: null,
  rows: null,
  heading: null,
  chunk_id: `c${source}`,
  score: 0.5,
  snippet: "",
});

describe("renumberCitations", () => {
  it("numbers citations 1..n in the order the answer shows them, answer and list together", () => {
    const response = renumberCitations({
      answer: "Guards check types [Source 3]. Traces compile [Source 2]. Again [Source 3].",
      citations: [citation(2), citation(3)],
      web_citations: [],
    });
    expect(response.answer).toBe("Guards check types [Source 1]. Traces compile [Source 2]. Again [Source 1].");
    expect(response.citations.map((entry) => [entry.source, entry.doc_id])).toEqual([
      [1, "d3"],
      [2, "d2"],
    ]);
  });

  it("never shows [2] when the list holds one source", () => {
    const response = renumberCitations({
      answer: "The trace exits [Source 2].",
      citations: [citation(2)],
      web_citations: [{ source: 2, url: "https://example.org" }],
    });
    expect(response.answer).toBe("The trace exits [Source 1].");
    expect(response.citations[0]!.source).toBe(1);
    expect(response.web_citations[0]!.source).toBe(1);
  });

  it("cleans the punctuation around citations", () => {
    expect(renumberCitations({ answer: "It is tall [Source 1] .", citations: [citation(1)], web_citations: [] }).answer).toBe(
      "It is tall [Source 1].",
    );
    expect(
      renumberCitations({
        answer: "- a: It holds rows. [Source 1]\n- b: Text. [Source 2]",
        citations: [citation(1), citation(2)],
        web_citations: [],
      }).answer,
    ).toBe("- a: It holds rows [Source 1].\n- b: Text [Source 2].");
  });
});
