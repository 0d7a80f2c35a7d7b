/**
 * Where a citation points and what its score line says: a CSV's rows (no sheet name) still show,
 * a table answer's rows say they were computed over, and only a passage found by its words alone
 * says it has no similarity score yet.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CitationList, citationLocation, scoreLabel } from "~/components/chat/citation-list";
import type { Citation } from "~/lib/response";

const base: Citation = {
  source: 1,
  doc_id: "d1",
  filename: "stanley-cups.csv",
  page: null,
  sheet: null,
  rows: "5",
  heading: null,
  chunk_id: "t0_rows",
  score: null,
  snippet: "Team: Maple Leafs; Location: TOR; Stanley Cups: 13",
};

describe("a citation's location and score line", () => {
  it("names a CSV's rows, and says a table answer's rows were computed over", () => {
    const computed = { ...base, computed: true };
    expect(citationLocation(computed)).toBe("rows 5");
    expect(scoreLabel(computed)).toBe("the rows the answer was computed from");
    const html = renderToStaticMarkup(<CitationList messageKey="m1" citations={[computed]} openSource={null} onToggle={() => undefined} />);
    expect(html).toContain("rows 5 · ");
    expect(html).not.toContain("keyword match");
  });

  it("keeps the sheet and a passage's score, and the keyword note for a passage with no vector yet", () => {
    expect(citationLocation({ ...base, sheet: "2023-24", rows: "8-11" })).toBe("sheet 2023-24, rows 8-11");
    expect(scoreLabel({ ...base, rows: null, score: 0.43 })).toBe("score 0.430");
    expect(scoreLabel({ ...base, rows: "5" })).toBe("keyword match (no similarity score yet)");
  });
});
