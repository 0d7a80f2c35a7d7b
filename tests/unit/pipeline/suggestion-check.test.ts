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
    const subject = /^What is (\w+)\?$/.exec(query)?.[1] ?? query;
    // A passage that answers the query: the check asks the offline reasoner too.
    return {
      chunks:
        score === null
          ? []
          : [makeChunk(`${subject.charAt(0).toUpperCase()}${subject.slice(1)} is a thing the documents describe at length.`, { score })],
    };
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
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], search);

    expect(kept).toEqual(["What is alpha?", "What is bravo?", "What is charlie?"]);
    expect(rounds).toEqual([["What is alpha?", "What is bravo?", "What is charlie?"]]);
  });

  it("replaces a candidate that falls below with the next one, checking only as many as are missing", async () => {
    const { search, rounds } = scoredSearch((query) => (query === "What is bravo?" ? 0.59 : 0.9));
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], search);

    expect(kept).toEqual(["What is alpha?", "What is charlie?", "What is delta?"]);
    expect(rounds).toEqual([["What is alpha?", "What is bravo?", "What is charlie?"], ["What is delta?"]]);
  });

  it("stops after a round where nothing passes and completes the list with questions about the documents, never a failed candidate", async () => {
    const scores: Record<string, number> = { "What is alpha?": 0.2, "What is bravo?": 0.5, "What is charlie?": 0.4 };
    const { search, rounds } = scoredSearch((query) => scores[query] ?? 0.9);
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], search);

    expect(rounds).toHaveLength(1);
    expect(kept).toEqual(["What are these documents about?", "Summarise the main points.", "Give me an overview of the documents."]);
  });

  it(`checks at most ${MAX_SUGGESTION_CHECKS} candidates`, async () => {
    // Each round lets one candidate through, so rounds continue until the budget runs out.
    const passing = new Set(["What is topic1?", "What is topic4?"]);
    const { search, rounds } = scoredSearch((query) => (passing.has(query) ? 0.9 : 0.1));
    const candidates = Array.from({ length: 12 }, (_, index) => `What is topic${index + 1}?`);
    const kept = await check(candidates, search);

    expect(rounds.flat().length).toBeLessThanOrEqual(MAX_SUGGESTION_CHECKS);
    expect(kept.slice(0, 2)).toEqual(["What is topic1?", "What is topic4?"]);
    expect(kept).toHaveLength(3);
  });

  it("treats a best passage without a vector as passing and no passage as failing", async () => {
    const { search } = scoredSearch((query) => (query === "What is nothing?" ? null : query === "What is lexical?" ? Number.NaN : 0.9));
    const lexicalOnly = Object.assign(async () => ({ chunks: [] }), {
      many: async (request: SearchManyRequest) =>
        (await search.many(request)).map((result, index) =>
          request.queries[index] === "What is lexical?" ? { chunks: [{ ...result.chunks[0]!, score: null }] } : result,
        ),
    }) as Search;
    const kept = await check(["What is nothing?", "What is lexical?", "What is fine?", "What is echo?"], lexicalOnly);

    expect(kept).toEqual(["What is lexical?", "What is fine?", "What is echo?"]);
  });

  it("rejects a candidate whose passages score well but do not answer it", async () => {
    const unrelated = Object.assign(async () => ({ chunks: [] }), {
      many: async ({ queries }: SearchManyRequest) =>
        queries.map((query) => ({
          chunks: [
            makeChunk(
              query === "What is bravo?" ? "Opening hours are nine to five on weekdays." : `${query.slice(8, -1)} is described here.`,
              { score: 0.9 },
            ),
          ],
        })),
    }) as Search;
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], unrelated);
    expect(kept).not.toContain("What is bravo?");
  });

  it("searches only the documents the suggestions come from", async () => {
    const requests: SearchManyRequest[] = [];
    const recording = Object.assign(async () => ({ chunks: [] }), {
      many: async (request: SearchManyRequest) => {
        requests.push(request);
        return request.queries.map(() => ({ chunks: [] }));
      },
    }) as Search;
    await check(["What is alpha?"], recording);
    expect(requests[0]!.documentIds).toEqual([...new Set(parisChunks().map((chunk) => chunk.metadata.doc_id))]);
  });

  it("passes an abort on instead of scoring the round as failed", async () => {
    const controller = new AbortController();
    const search = Object.assign(async () => ({ chunks: [] }), {
      many: async () => {
        controller.abort(new Error("stopped by the user"));
        throw new Error("aborted");
      },
    }) as Search;

    await expect(check(["What is alpha?", "What is bravo?", "What is charlie?"], search, controller.signal)).rejects.toThrow("aborted");
  });
});
