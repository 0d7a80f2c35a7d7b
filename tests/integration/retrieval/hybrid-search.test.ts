/**
 * Hybrid search on the real stores (embedded Chroma, SQLite FTS5, the bundled USE-lite model):
 * several queries searched together give exactly what each gives alone, in one embedding batch,
 * and a query already embedded is not embedded again.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Embedder } from "../../../server/providers/embeddings";
import { createHybridSearch, type Search } from "../../../server/retrieval/hybrid-search";
import { lyonText, parisText } from "../../fixtures/documents";
import { suiteServices } from "../../helpers/services";

const docent = suiteServices({
  prefix: "hybrid-search-",
  documents: [
    { name: "paris.txt", text: parisText },
    { name: "lyon.txt", text: lyonText },
  ],
  timeoutMs: 600_000,
});
let search: Search;
const embedCalls: string[][] = [];

beforeAll(() => {
  const { services } = docent;
  // The real embedder, with its calls written down.
  const counted: Embedder = {
    id: services.embedder.id,
    dimensions: services.embedder.dimensions,
    embed: (texts, signal, options) => {
      embedCalls.push(texts);
      return services.embedder.embed(texts, signal, options);
    },
  };
  search = createHybridSearch({
    chunks: services.chunks,
    vectors: services.vectors,
    embedder: counted,
    activeModel: services.activeModel,
    logger: services.logger,
  });
});

const queries = ["What is the capital of France?", "Which river runs through Lyon?", "How many people live in Paris?"];
const summary = (result: Awaited<ReturnType<Search>>) =>
  result.chunks.map((chunk) => [chunk.metadata.filename, chunk.chunk_id, chunk.score, chunk.fused_score]);

describe("hybrid search", () => {
  it("searches several queries together with one embedding call and the same results as one by one", async () => {
    embedCalls.length = 0;
    const together = await search.many({ queries, topK: 3 });
    expect(embedCalls).toEqual([queries]);

    const alone = [];
    for (const query of queries) alone.push(await search({ query, topK: 3 }));
    expect(together.map(summary)).toEqual(alone.map(summary));
    expect(together[0]!.chunks[0]!.metadata.filename).toBe("paris.txt");
    expect(together[1]!.chunks[0]!.metadata.filename).toBe("lyon.txt");
    expect(together[0]!.chunks[0]!.score).toBeGreaterThan(0);
  });

  it("embeds a query once: asking it again, or checking it as a suggestion first, costs no model call", async () => {
    const fresh = "Which museum in Paris holds the Mona Lisa?";
    embedCalls.length = 0;
    await search.many({ queries: [fresh, queries[0]!], topK: 1 });
    await search({ query: fresh, topK: 5 });
    expect(embedCalls).toEqual([[fresh]]);
  });

  it("searches the keyword index alone when asked (the suggestion checks): no embedding, no Chroma query", async () => {
    const query = "Which river runs through the city of Lyon?";
    embedCalls.length = 0;
    const vectors = docent.services.vectors;
    const chromaQueries: unknown[] = [];
    const lexicalSearch = createHybridSearch({
      chunks: docent.services.chunks,
      vectors: { ...vectors, query: (request) => (chromaQueries.push(request), vectors.query(request)) },
      embedder: {
        ...docent.services.embedder,
        embed: (texts, signal, options) => (embedCalls.push(texts), docent.services.embedder.embed(texts, signal, options)),
      },
      activeModel: docent.services.activeModel,
      logger: docent.services.logger,
    });
    const [result] = await lexicalSearch.many({ queries: [query], topK: 3, lexicalOnly: true });
    expect(embedCalls).toEqual([]);
    expect(chromaQueries).toEqual([]);
    expect(result!.chunks[0]!.metadata.filename).toBe("lyon.txt");
    expect(result!.chunks[0]!.score).toBeNull();
  });
});

describe("the bundled embedder under concurrent queries", () => {
  it("gives each waiting caller its own vectors when their queries are embedded as one batch", async () => {
    const texts = [
      ["Paris is the capital of France."],
      ["The Rhône meets the Saône in Lyon.", "Bread and cheese."],
      ["A question about the weather?"],
    ];
    const alone: number[][][] = [];
    for (const group of texts) alone.push(await docent.services.embedder.embed(group));

    // Sent at once, the later ones wait in the queue and reach the model together.
    const together = await Promise.all(texts.map((group) => docent.services.embedder.embed(group)));
    together.forEach((vectors, group) => {
      expect(vectors).toHaveLength(texts[group]!.length);
      vectors.forEach((vector, index) => {
        const expected = alone[group]![index]!;
        expect(vector).toHaveLength(expected.length);
        expect(Math.max(...vector.map((value, dimension) => Math.abs(value - expected[dimension]!)))).toBeLessThan(1e-4);
      });
    });
  });
});
