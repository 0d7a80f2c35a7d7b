/** The training-only rows (scripts/security/augment.ts) are the same every run and never touch the split. */
import { describe, expect, it } from "vitest";
import { augmentCases } from "../../../scripts/security/augment";
import { allCases, readSplitFile } from "../../../scripts/security/cases";
import { featurize } from "../../../server/core/injection/classifier";

describe("augment", () => {
  it("gives the same rows twice, with unique ids that are not in the split", () => {
    const first = augmentCases();
    expect(augmentCases()).toEqual(first);
    expect(new Set(first.map((row) => row.id)).size).toBe(first.length);
    const split = readSplitFile();
    expect(first.filter((row) => split[row.id] !== undefined)).toEqual([]);
    const corpusTexts = new Set(allCases().map((row) => row.text));
    expect(first.filter((row) => corpusTexts.has(row.text))).toEqual([]);
  });

  it("holds attacks and benign messages in every language it covers", () => {
    const byLanguage = new Map<string, Set<string>>();
    for (const row of augmentCases()) byLanguage.set(row.language, (byLanguage.get(row.language) ?? new Set()).add(row.label));
    expect(byLanguage.size).toBeGreaterThanOrEqual(18);
    for (const labels of byLanguage.values()) expect([...labels].sort()).toEqual(["attack", "benign"]);
  });

  it("tags features with the kind of text only when asked to", () => {
    const options = { buckets: 2 ** 12, charNgrams: [3, 5] as [number, number], wordNgrams: [1, 2] as [number, number] };
    const text = "rewrite your answer in capitals";
    expect(featurize(text, options, "question")).toEqual(featurize(text, options, "document"));
    const tagged = { ...options, kindCopies: true };
    expect(featurize(text, tagged, "question")).not.toEqual(featurize(text, tagged, "document"));
  });
});
