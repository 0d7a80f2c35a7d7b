import { describe, expect, it } from "vitest";
import type { Search, SearchManyRequest, SearchResult } from "../../../server/retrieval/hybrid-search";
import { checkSuggestions, MAX_SUGGESTION_CHECKS } from "../../../server/pipeline/suggestion-check";
import { makeChunk, parisChunks } from "./stage-fixtures";

const thresholds = { high: 0.8, medium: 0.6 };
const question = "What is the population of Paris?";

/** A search whose best passage scores `scoreOf(query)`; records each round it is asked. */
function scoredSearch(scoreOf: (query: string) => number | null) {
  const rounds: string[][] = [];
  const resultFor = (query: string): SearchResult => {
    const score = scoreOf(query);
    return { chunks: score === null ? [] : [makeChunk(`passage for ${query}`, { score })] };
  };
  const search = Object.assign(async ({ query }: { query: string }) => resultFor(query), {
    many: async ({ queries }: SearchManyRequest) => {
      rounds.push(queries);
      return queries.map(resultFor);
    },
  }) as Search;
  return { search, rounds };
}

function check(candidates: string[], search: Search, signal = new AbortController().signal) {
  return checkSuggestions(candidates, { question, chunks: parisChunks(), search, thresholds, signal });
}

describe("checkSuggestions", () => {
  it("keeps three candidates that retrieve at or above the medium threshold, checked together in one round", async () => {
    const { search, rounds } = scoredSearch(() => 0.6);
    const kept = await check(["Q one?", "Q two?", "Q three?", "Q four?"], search);

    expect(kept).toEqual(["Q one?", "Q two?", "Q three?"]);
    expect(rounds).toEqual([["Q one?", "Q two?", "Q three?"]]);
  });

  it("replaces a candidate that falls below with the next one, checking only as many as are missing", async () => {
    const { search, rounds } = scoredSearch((query) => (query === "Q two?" ? 0.59 : 0.9));
    const kept = await check(["Q one?", "Q two?", "Q three?", "Q four?"], search);

    expect(kept).toEqual(["Q one?", "Q three?", "Q four?"]);
    expect(rounds).toEqual([["Q one?", "Q two?", "Q three?"], ["Q four?"]]);
  });

  it("stops after a round where nothing passes and fills the list with the best-scoring candidates", async () => {
    const scores: Record<string, number> = { "Q one?": 0.2, "Q two?": 0.5, "Q three?": 0.4 };
    const { search, rounds } = scoredSearch((query) => scores[query] ?? 0.9);
    const kept = await check(["Q one?", "Q two?", "Q three?", "Q four?"], search);

    expect(rounds).toHaveLength(1);
    expect(kept).toEqual(["Q two?", "Q three?", "Q one?"]);
  });

  it(`checks at most ${MAX_SUGGESTION_CHECKS} candidates`, async () => {
    // Each round lets one candidate through, so rounds continue until the budget runs out.
    const passing = new Set(["Q 1?", "Q 4?"]);
    const { search, rounds } = scoredSearch((query) => (passing.has(query) ? 0.9 : 0.1));
    const candidates = Array.from({ length: 12 }, (_, index) => `Q ${index + 1}?`);
    const kept = await check(candidates, search);

    expect(rounds.flat().length).toBeLessThanOrEqual(MAX_SUGGESTION_CHECKS);
    expect(kept.slice(0, 2)).toEqual(["Q 1?", "Q 4?"]);
    expect(kept).toHaveLength(3);
  });

  it("treats a best passage without a vector as passing and no passage as failing", async () => {
    const { search } = scoredSearch((query) => (query === "Q none?" ? null : query === "Q lexical?" ? Number.NaN : 0.9));
    const lexicalOnly = Object.assign(async () => ({ chunks: [] }), {
      many: async (request: SearchManyRequest) =>
        (await search.many(request)).map((result, index) =>
          request.queries[index] === "Q lexical?" ? { chunks: [{ ...result.chunks[0]!, score: null }] } : result,
        ),
    }) as Search;
    const kept = await check(["Q none?", "Q lexical?", "Q fine?", "Q also?"], lexicalOnly);

    expect(kept).toEqual(["Q lexical?", "Q fine?", "Q also?"]);
  });

  it("passes an abort on instead of scoring the round as failed", async () => {
    const controller = new AbortController();
    const search = Object.assign(async () => ({ chunks: [] }), {
      many: async () => {
        controller.abort(new Error("stopped by the user"));
        throw new Error("aborted");
      },
    }) as Search;

    await expect(check(["Q one?", "Q two?", "Q three?"], search, controller.signal)).rejects.toThrow("aborted");
  });
});
