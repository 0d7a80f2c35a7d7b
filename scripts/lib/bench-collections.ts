/**
 * Collections for `npm run bench` (docs/architecture.md, "Collections and tags"): retrieval in one
 * library collection when 100k chunks are spread over 10, through Docent's hybrid search on its
 * real stores, and the layout choice behind it: Chroma's query time for one library collection
 * when every vector sits in one Chroma collection behind a `where` filter, next to one Chroma
 * collection per library collection (Docent's layout). Same vectors, queries interleaved.
 *
 * Chunks carry real English text (windows of freeculture.pdf) and clustered random unit vectors,
 * so seeding needs no model; query vectors are computed beforehand (the query embedding is
 * reported apart by the search section).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { ChromaClient, type Collection } from "chromadb";
import { chromaClientOptions } from "../../server/chroma/supervisor";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/core/logger";
import type { Embedder } from "../../server/providers/embeddings";
import { localModelId } from "../../server/providers/local-embedder";
import { createHybridSearch } from "../../server/retrieval/hybrid-search";
import { createServices, type Services } from "../../server/services";
import { collectionNameFor } from "../../server/stores/vector-store";
import { distribution, round1, timed, type Distribution } from "./bench-stats";
import { makeDataDir, repoRoot } from "./docent-process";

export interface CollectionsBenchReport {
  chunks: number;
  libraryCollections: number;
  seedSeconds: number;
  /** Docent's hybrid search scoped to one library collection (query embedding excluded). */
  retrievalMs: Distribution;
  lexicalMs: Distribution;
  /** Chroma alone, Docent's layout: the library collection's own Chroma collection. */
  chromaOwnCollectionMs: Distribution;
  /** Chroma alone, the other layout: one Chroma collection for all, `where: { collection_id }`. */
  chromaFilteredMs: Distribution;
}

const dimensions = 512;
const chunkWords = 220;
const groups = 10;
const documentsPerGroup = 20;
const chunksPerDocument = 500;
const sharedName = "bench-layout-shared";

function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

/** 200 topic centres; each vector is a centre plus noise, like embeddings of related passages. */
function vectorSpace(random: () => number) {
  const gaussian = () => Math.sqrt(-2 * Math.log(random() || 1e-12)) * Math.cos(2 * Math.PI * random());
  const unit = (vector: number[]) => {
    const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
    return vector.map((value) => value / norm);
  };
  const centres = Array.from({ length: 200 }, () => unit(Array.from({ length: dimensions }, gaussian)));
  return (noise: number) => unit(centres[Math.floor(random() * centres.length)]!.map((value) => value + noise * gaussian()));
}

async function seed(services: Services, shared: Collection, words: string[], random: () => number, near: (noise: number) => number[]) {
  const collectionIds: string[] = [];
  for (let group = 0; group < groups; group++) {
    collectionIds.push((await services.collections.createCollection({ name: `Bench collection ${group + 1}` })).id);
  }
  for (const [group, collectionId] of collectionIds.entries()) {
    for (let document = 0; document < documentsPerGroup; document++) {
      const id = randomUUID();
      await services.documents.insertDocument({
        id,
        filename: `seeded-${group}-${document}.txt`,
        type: "txt",
        size: chunksPerDocument * 1_400,
        sha256: `bench-collections-${id}`,
        stored_name: `${id}.txt`,
        collection_id: collectionId,
      });
      const chunks = Array.from({ length: chunksPerDocument }, (_, index) => {
        const offset = Math.floor(random() * (words.length - chunkWords));
        return { id: `${id}_${index}`, doc_id: id, chunk_index: index, text: words.slice(offset, offset + chunkWords).join(" "), page: 1 };
      });
      await services.chunks.replaceChunks(id, chunks);
      // Marked in the same tick as the insert, so the vector indexer never picks these up.
      await services.chunks.markVectors(
        localModelId,
        chunks.map((chunk) => chunk.id),
      );
      await services.documents.updateDocument(id, {
        status: "ready",
        stage: "ready",
        progress: 1,
        chunk_count: chunksPerDocument,
        vectors_done: chunksPerDocument,
      });
      const vectors = chunks.map(() => near(0.03));
      await services.vectors.upsert(
        localModelId,
        chunks.map((chunk, index) => ({ id: chunk.id, docId: id, embedding: vectors[index]!, libraryCollection: collectionId })),
      );
      await shared.upsert({
        ids: chunks.map((chunk) => chunk.id),
        embeddings: vectors,
        metadatas: chunks.map(() => ({ doc_id: id, collection_id: collectionId })),
      });
    }
  }
  return collectionIds;
}

/** Seeds a fresh DATA_DIR with 100k chunks over 10 library collections and measures a scoped search. */
export async function benchCollections(words: string[], log: (line: string) => void): Promise<CollectionsBenchReport> {
  const dataDir = makeDataDir("docent-bench-collections-");
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", CHROMA_TIMEOUT_MS: "120000" });
  const services = await createServices(config, createLogger({ level: "warn" }), { projectRoot: repoRoot });
  try {
    const random = seededRandom(2022);
    const near = vectorSpace(random);
    const client = new ChromaClient(chromaClientOptions(services.chromaUrl()));
    const shared = await client.getOrCreateCollection({
      name: sharedName,
      embeddingFunction: null,
      configuration: { hnsw: { space: "cosine" } },
    });
    const seeded = await timed(() => seed(services, shared, words, random, near));
    const collectionIds = seeded.value;
    log(`  seeded ${groups * documentsPerGroup * chunksPerDocument} chunks over ${groups} collections (${round1(seeded.ms / 1000)} s)`);

    const queries = Array.from({ length: 220 }, (_, index) => {
      const offset = Math.floor(random() * (words.length - 10));
      return {
        text: `What does the book say about ${words.slice(offset, offset + 5).join(" ")}?`,
        vector: near(0.05),
        collectionId: collectionIds[index % groups]!,
      };
    });
    const vectors = new Map(queries.map((query) => [query.text, query.vector]));
    const embedder: Embedder = {
      id: localModelId,
      dimensions,
      embed: async (texts) => texts.map((text) => vectors.get(text) ?? queries[0]!.vector),
    };
    const search = createHybridSearch({
      chunks: services.chunks,
      vectors: services.vectors,
      embedder,
      activeModel: () => localModelId,
      logger: services.logger,
    });
    const own = new Map<string, Collection>();
    for (const id of collectionIds)
      own.set(id, await client.getCollection({ name: collectionNameFor(localModelId, id), embeddingFunction: null as never }));

    const samples = { retrieval: [] as number[], lexical: [] as number[], own: [] as number[], filtered: [] as number[] };
    // Interleaved, so every layout sees the same machine load; the first 20 warm the caches.
    for (const [index, query] of queries.entries()) {
      const retrieval = await timed(() => search({ query: query.text, topK: 5, collectionId: query.collectionId }));
      const lexical = await timed(
        async () => await services.chunks.searchLexical({ text: query.text, limit: 20, collectionId: query.collectionId }),
      );
      const alone = await timed(() =>
        own.get(query.collectionId)!.query({ queryEmbeddings: [query.vector], nResults: 20, include: ["distances"] }),
      );
      const filtered = await timed(() =>
        shared.query({
          queryEmbeddings: [query.vector],
          nResults: 20,
          include: ["distances"],
          where: { collection_id: query.collectionId },
        }),
      );
      if (index < 20) continue;
      samples.retrieval.push(retrieval.ms);
      samples.lexical.push(lexical.ms);
      samples.own.push(alone.ms);
      samples.filtered.push(filtered.ms);
    }
    const report: CollectionsBenchReport = {
      chunks: groups * documentsPerGroup * chunksPerDocument,
      libraryCollections: groups,
      seedSeconds: round1(seeded.ms / 1000),
      retrievalMs: distribution(samples.retrieval),
      lexicalMs: distribution(samples.lexical),
      chromaOwnCollectionMs: distribution(samples.own),
      chromaFilteredMs: distribution(samples.filtered),
    };
    log(
      `  retrieval in one of ${groups} collections: p50 ${report.retrievalMs.p50} ms, p95 ${report.retrievalMs.p95} ms; Chroma own collection p95 ${report.chromaOwnCollectionMs.p95} ms, shared + where p95 ${report.chromaFilteredMs.p95} ms`,
    );
    return report;
  } finally {
    await services.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The target line of the report: retrieval p95 < 25 ms at 100k chunks over 10 collections. */
export function collectionsVerdicts(report: CollectionsBenchReport) {
  return [
    {
      target: `Retrieval p95 < 25 ms at 100k chunks over ${report.libraryCollections} collections, one collection searched (query embedding excluded)`,
      measured: `p95 ${report.retrievalMs.p95} ms (p50 ${report.retrievalMs.p50} ms)`,
      met: report.retrievalMs.p95 < 25,
      note: `one Chroma collection per library collection: Chroma alone p95 ${report.chromaOwnCollectionMs.p95} ms, against ${report.chromaFilteredMs.p95} ms for one shared Chroma collection with a \`where\` filter (same vectors, same run); FTS5 alone p95 ${report.lexicalMs.p95} ms.`,
    },
  ];
}

export function collectionsSection(report: CollectionsBenchReport): string[] {
  const row = (name: string, ms: Distribution) => `| ${name} | ${ms.p50} / ${ms.p95} |`;
  return [
    `## Collections (${report.chunks.toLocaleString("en")} chunks over ${report.libraryCollections} library collections)`,
    "",
    `Each question searches one collection (${report.chunks / report.libraryCollections} chunks of it). Seeding took ${report.seedSeconds} s (both layouts). ${report.retrievalMs.count} questions, interleaved.`,
    "",
    "| measured | p50 / p95 ms |",
    "|---|---|",
    row("Docent's retrieval in one collection (hybrid, fused)", report.retrievalMs),
    row("FTS5 alone, filtered to the collection", report.lexicalMs),
    row("Chroma alone: the collection's own Chroma collection (Docent's layout)", report.chromaOwnCollectionMs),
    row("Chroma alone: one shared Chroma collection, `where: { collection_id }`", report.chromaFilteredMs),
    "",
  ];
}
