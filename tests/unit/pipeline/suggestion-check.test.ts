import { describe, expect, it } from "vitest";
import type { Search, SearchManyRequest, SearchResult } from "../../../server/retrieval/hybrid-search";
import { checkSuggestions, MAX_SUGGESTION_CHECKS } from "../../../server/pipeline/suggestion-check";
import { makeChunk, parisChunks } from "./stage-fixtures";

const question = "What is the population of Paris?";

/**
 * A search that finds, for each query, a passage answering it ("answers"), one on another subject
 * ("off-topic") or nothing ("none"); records each round it is asked. The passage's vector score is
 * low on purpose: the offline model scores good answers at 0.25–0.35, and that must not fail them.
 */
function scriptedSearch(outcomeOf: (query: string) => "answers" | "off-topic" | "none") {
  const rounds: string[][] = [];
  const resultFor = (query: string): SearchResult => {
    const outcome = outcomeOf(query);
    const subject = /^What is (\w+)\?$/.exec(query)?.[1] ?? query;
    const text =
      outcome === "answers"
        ? `${subject.charAt(0).toUpperCase()}${subject.slice(1)} is a thing the documents describe at length.`
        : "Opening hours are nine to five on weekdays, and the office is closed on public holidays.";
    return { chunks: outcome === "none" ? [] : [makeChunk(text, { score: 0.28 })] };
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
  return checkSuggestions(candidates, { question, chunks: parisChunks(), search, signal });
}

describe("checkSuggestions", () => {
  it("keeps three candidates whose passages answer them, checked together in one round, whatever their vector score", async () => {
    const { search, rounds } = scriptedSearch(() => "answers");
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], search);

    expect(kept).toEqual(["What is alpha?", "What is bravo?", "What is charlie?"]);
    expect(rounds).toEqual([["What is alpha?", "What is bravo?", "What is charlie?"]]);
  });

  it("replaces a candidate that is not answered with the next one, checking only as many as are missing", async () => {
    const { search, rounds } = scriptedSearch((query) => (query === "What is bravo?" ? "off-topic" : "answers"));
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], search);

    expect(kept).toEqual(["What is alpha?", "What is charlie?", "What is delta?"]);
    expect(rounds).toEqual([["What is alpha?", "What is bravo?", "What is charlie?"], ["What is delta?"]]);
  });

  it("stops after a round where nothing passes and completes the list with questions about the documents, never a failed candidate", async () => {
    const failing = new Set(["What is alpha?", "What is bravo?", "What is charlie?"]);
    const { search, rounds } = scriptedSearch((query) => (failing.has(query) ? "off-topic" : "answers"));
    const kept = await check(["What is alpha?", "What is bravo?", "What is charlie?", "What is delta?"], search);

    expect(rounds).toHaveLength(1);
    expect(kept).toEqual(["What are these documents about?", "Summarise the main points.", "Give me an overview of the documents."]);
  });

  it("does not spend a check on the questions about the documents as a whole: they only complete the list", async () => {
    // The offline suggester completes a short list with them; checked first, they failed a round and stopped the made ones' checks.
    const { search, rounds } = scriptedSearch((query) => (query.startsWith("What is ") ? "answers" : "off-topic"));
    const kept = await check(["What is alpha?", "What are these documents about?", "Summarise the main points.", "What is bravo?"], search);

    expect(rounds.flat()).not.toContain("What are these documents about?");
    expect(kept.slice(0, 2)).toEqual(["What is alpha?", "What is bravo?"]);
  });

  it("puts a typed table's computed questions after the checked ones and before the questions about the documents", async () => {
    const { search } = scriptedSearch((query) => (query === "What is alpha?" ? "answers" : "off-topic"));
    const kept = await checkSuggestions(["What is alpha?", "What is bravo?"], {
      question,
      chunks: parisChunks(),
      search,
      signal: new AbortController().signal,
      computed: ["What is alpha?", "Which Team has the highest Stanley Cups?", question],
    });
    expect(kept).toEqual(["What is alpha?", "Which Team has the highest Stanley Cups?", "What are these documents about?"]);
  });

  it("never offers back the question just asked among the questions about the documents ('What are these documents about?')", async () => {
    const { search } = scriptedSearch(() => "off-topic");
    const kept = await checkSuggestions(["What is alpha?"], {
      question: "what are these documents about",
      chunks: parisChunks(),
      search,
      signal: new AbortController().signal,
    });
    // Completed with a summary of the document the answer cites.
    expect(kept).toEqual(["Summarise the main points.", "Give me an overview of the documents.", "Summarise handbook.pdf."]);
  });

  it(`checks at most ${MAX_SUGGESTION_CHECKS} candidates`, async () => {
    // Each round lets one candidate through, so rounds continue until the budget runs out.
    const passing = new Set(["What is topic1?", "What is topic4?"]);
    const { search, rounds } = scriptedSearch((query) => (passing.has(query) ? "answers" : "off-topic"));
    const candidates = Array.from({ length: 12 }, (_, index) => `What is topic${index + 1}?`);
    const kept = await check(candidates, search);

    expect(rounds.flat().length).toBeLessThanOrEqual(MAX_SUGGESTION_CHECKS);
    expect(kept.slice(0, 2)).toEqual(["What is topic1?", "What is topic4?"]);
    expect(kept).toHaveLength(3);
  });

  it("fails a candidate that finds no passage", async () => {
    const { search } = scriptedSearch((query) => (query === "What is nothing?" ? "none" : "answers"));
    const kept = await check(["What is nothing?", "What is fine?", "What is echo?", "What is golf?"], search);

    expect(kept).toEqual(["What is fine?", "What is echo?", "What is golf?"]);
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
