/** When a search counts as weak, so the fast model is asked for a search query (docs/architecture.md, "The time budget"). */
import { describe, expect, it } from "vitest";
import type { RetrievedChunk } from "../../../server/core/types";
import { searchIsWeak } from "../../../server/pipeline/search-rewrite";

const thresholds = { high: 0.65, medium: 0.5 };
const chunk = (score: number | null, lexical: number, kind: "document" | "web" = "document"): RetrievedChunk => ({
  chunk_id: `c-${score}-${lexical}-${kind}`,
  text: "text",
  metadata: { doc_id: "d", filename: "f.txt", chunk_index: 0 } as RetrievedChunk["metadata"],
  score,
  lexical_score: lexical,
  fused_score: 0.1,
  kind,
});

describe("searchIsWeak", () => {
  it("is weak with no document passage, or none sharing a word and none close in meaning", () => {
    expect(searchIsWeak([], thresholds)).toBe(true);
    expect(searchIsWeak([chunk(null, 1, "web")], thresholds)).toBe(true);
    expect(searchIsWeak([chunk(0.31, 0), chunk(0.44, 0)], thresholds)).toBe(true);
    expect(searchIsWeak([chunk(null, 0)], thresholds)).toBe(true);
  });

  it("is not weak when a passage shares a word with the question or is close in meaning", () => {
    expect(searchIsWeak([chunk(0.2, 0), chunk(0.1, 0.4)], thresholds)).toBe(false);
    expect(searchIsWeak([chunk(0.52, 0)], thresholds)).toBe(false);
  });
});
