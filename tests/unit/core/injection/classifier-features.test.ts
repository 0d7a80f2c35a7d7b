/** The classifier's features (server/core/injection/classifier.ts): character n-grams hashed in place match hashing the strings. */
import { describe, expect, it } from "vitest";
import { featurize, hashFeature } from "../../../../server/core/injection/classifier";

describe("featurize", () => {
  it("gives each character n-gram and its kind copy the bucket of its written-out string", () => {
    const options = { buckets: 2 ** 16, charNgrams: [3, 4] as [number, number], wordNgrams: [1, 1] as [number, number], kindCopies: true };
    const vector = featurize("ignore it", options, "document");
    const mask = options.buckets - 1;
    for (const gram of [" ig", "ign", "it ", " ign", "ore "]) {
      const size = gram.length;
      expect(vector.has(hashFeature(`c${size}:${gram}`) & mask), gram).toBe(true);
      expect(vector.has(hashFeature(`d|c${size}:${gram}`) & mask), gram).toBe(true);
    }
    expect(vector.has(hashFeature("q|c3:ign") & mask)).toBe(false);
  });
});
