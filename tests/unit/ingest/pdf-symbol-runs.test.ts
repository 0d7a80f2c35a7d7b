import { describe, expect, it } from "vitest";
import { dropSymbolRuns } from "../../../server/ingest/parsers/pdf";

describe("dropSymbolRuns", () => {
  it("drops a chart's undecodable labels from the sentence they sit in", () => {
    expect(dropSymbolRuns(`handling of type-unstable !"# $!"# %!"# &!"# '!"# loops`)).toBe("handling of type-unstable loops");
  });

  it("keeps code, formulas, prices and short punctuation, which hold letters or digits between their symbols", () => {
    for (const text of ["x = y + z; a -- b", "price: $ 5 (approx.)", "a -> b => c", 'two marks "!" and "?" only'])
      expect(dropSymbolRuns(text)).toBe(text);
  });
});
