/**
 * Builds everything Docent runs on, in start-up order (config → stores → Chroma → embedder →
 * ingestion → pipeline), and tears it down in reverse. main.ts, tests and scripts share this.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "./config";
import { createCollectionRetirement, deleteModelCollection } from "./stores/collection-retirement";
import { startEmbeddedChroma, type ChromaServer } from "./chroma/supervisor";
import { startJobRunner } from "./ingest/jobs";
import { closeParseWorkers } from "./ingest/parse";
import { createLibrary } from "./ingest/library";
import { startVectorIndexer } from "./ingest/vector-indexer";
import type { Logger } from "./core/logger";
import { thresholdsFor } from "./pipeline/calibration";
import type { PipelineServices } from "./pipeline/orchestrator";
import type { Embedder } from "./providers/embeddings";
import { createLocalEmbedder, localModelId } from "./providers/local-embedder";
import { createOpenAIChat } from "./providers/openai-chat";
import { createOpenAIClient } from "./providers/openai-client";
import { createOpenAIEmbedder } from "./providers/openai-embedder";
import { createHybridSearch, type Search, type SearchManyRequest, type SearchRequest } from "./retrieval/hybrid-search";
import { createChromaVectorStore, type VectorStore } from "./stores/vector-store";
import { createChunkStore } from "./stores/chunks";
import { createConversationStore } from "./stores/conversations";
import { checkDb, openDb } from "./stores/db";
import { createDocumentStore } from "./stores/documents";
import { createJobStore } from "./stores/jobs";
import { tracerFromConfig, type TracingTuning } from "./tracing/create-tracer";
import { createPerplexitySearch } from "./providers/perplexity";
import type { WebServices } from "./pipeline/web/types";
import { createWebRecall } from "./retrieval/web-recall";
import { createWebStore } from "./stores/web-results";

export interface Health {
  status: "ok" | "degraded";
  mode: AppConfig["mode"];
  chroma: { status: "up" | "down"; embedded: boolean };
  sqlite: { status: "up" | "down" };
  providers: {
    llm: { enabled: boolean; model: string | null };
    /** `active_model` differs from `model` while a re-embed into the new model's collection runs. */
    embeddings: { model: string; active_model: string; vectors: { done: number; total: number } };
    web: { enabled: boolean; model: string | null };
    tracing: { enabled: boolean };
  };
}

/** A VectorStore whose Chroma can be replaced (the embedded server restarts on a new port). */
function switchableVectorStore(initial: VectorStore) {
  let current = initial;
  const store: VectorStore = {
    upsert: (...args) => current.upsert(...args),
    query: (...args) => current.query(...args),
    vectorsOf: (...args) => current.vectorsOf(...args),
    deleteIds: (...args) => current.deleteIds(...args),
    count: (...args) => current.count(...args),
    heartbeat: () => current.heartbeat(),
  };
  return { store, replace: (next: VectorStore) => (current = next) };
}

export async function createServices(config: AppConfig, logger: Logger, options: { projectRoot: string; tracing?: TracingTuning }) {
  const uploadsDir = path.join(config.dataDir, "uploads");
  fs.mkdirSync(path.join(uploadsDir, "incoming"), { recursive: true });

  const db = openDb(path.join(config.dataDir, "docent.db"));
  const documents = createDocumentStore(db);
  const chunks = createChunkStore(db);
  const jobs = createJobStore(db);
  const conversations = createConversationStore(db);

  // Chroma: an external server when CHROMA_URL is set, otherwise our own child process.
  let embedded: ChromaServer | null = null;
  let stopping = false;
  const chromaDir = path.join(config.dataDir, "chroma");
  const startChroma = () => startEmbeddedChroma({ dataDir: chromaDir, projectRoot: options.projectRoot, logger });
  if (!config.CHROMA_URL) embedded = await startChroma();
  const chromaUrl = config.CHROMA_URL ?? embedded!.url;
  const vectors = switchableVectorStore(createChromaVectorStore({ url: chromaUrl, timeoutMs: config.CHROMA_TIMEOUT_MS }));
  if (config.CHROMA_URL && !(await vectors.store.heartbeat())) {
    logger.warn("the Chroma server at CHROMA_URL does not answer yet; answers use the lexical index until it does");
  }

  const openai = config.mode === "llm" ? createOpenAIClient(config) : null;
  const embedder: Embedder =
    config.embeddingProvider === "openai" && openai
      ? createOpenAIEmbedder({ client: openai, model: config.EMBEDDING_MODEL })
      : createLocalEmbedder();
  const chat = openai ? createOpenAIChat({ client: openai, model: config.CHAT_MODEL }) : null;
  // Langfuse when both keys are set; otherwise only the local timeline (no exporter, no network).
  const tracer = tracerFromConfig(config, logger, options.tracing);

  // Embedding-model change (SPEC §3.6): each model has its own collection. Until the current
  // model's collection covers every chunk of every ready document, questions keep searching the
  // previous model's complete collection, embedded by that model (when it can still run here).
  const embedders = new Map<string, Embedder>([[embedder.id, embedder]]);
  const embedderFor = (model: string): Embedder | undefined => {
    const known = embedders.get(model);
    if (known) return known;
    let created: Embedder | undefined;
    if (model === localModelId) created = createLocalEmbedder();
    else if (openai && model.startsWith("openai-")) created = createOpenAIEmbedder({ client: openai, model: model.slice("openai-".length) });
    if (created) embedders.set(model, created);
    return created;
  };
  const chooseActiveModel = (counts: { model: string | null; n: number }[]): string => {
    const missing = counts.filter((row) => row.model !== embedder.id).reduce((sum, row) => sum + row.n, 0);
    const previous = counts
      .filter((row): row is { model: string; n: number } => row.model !== null && row.model !== embedder.id)
      .sort((a, b) => b.n - a.n)[0];
    if (missing === 0 || !previous) return embedder.id;
    if (!embedderFor(previous.model)) {
      logger.warn("the previous embedding model cannot run here; searching the new collection while it fills", { previous: previous.model });
      return embedder.id;
    }
    logger.info("embedding model changed: re-embedding in the background; questions use the previous collection meanwhile", {
      previous: previous.model,
      current: embedder.id,
      missing,
    });
    return previous.model;
  };
  const vectorCounts = chunks.countVectorsByModel();
  let activeModel = chooseActiveModel(vectorCounts);
  // Earlier models' collections are deleted once the current one is complete and active, and no
  // search that started before the switch still runs (server/chroma/collection-retirement.ts).
  const retirement = createCollectionRetirement({
    models: vectorCounts.flatMap((row) => (row.model !== null && row.model !== embedder.id ? [row.model] : [])),
    deleteCollection: (model) => deleteModelCollection({ url: embedded?.url ?? chromaUrl, model, timeoutMs: config.CHROMA_TIMEOUT_MS }),
    onUnused: (model) => {
      const retired = embedders.get(model);
      embedders.delete(model);
      void Promise.resolve(retired?.close?.()).catch((error: unknown) => logger.warn("could not close the previous embedder", { error: String(error) }));
    },
    logger,
  });
  const switchToCurrentModel = () => {
    if (activeModel !== embedder.id) {
      const previous = activeModel;
      activeModel = embedder.id;
      logger.info("re-embedding complete: questions now use the new model's collection", { previous, current: embedder.id });
    }
    retirement.retire();
  };

  const library = createLibrary({
    documents,
    chunks,
    jobs,
    vectors: vectors.store,
    uploadsDir,
    logger,
    onQueued: () => jobRunner.wake(),
    extraModels: () => (activeModel === embedder.id ? [] : [activeModel]),
  });
  const vectorIndexer = startVectorIndexer({ chunks, documents, vectors: vectors.store, embedder, logger, tracer, onCaughtUp: switchToCurrentModel });
  const jobRunner = startJobRunner({
    config,
    documents,
    chunks,
    jobs,
    logger,
    uploadsDir,
    tracer,
    removeVectors: library.removeVectors,
    onReady: () => vectorIndexer.wake(),
  });

  // Watchdog: an embedded Chroma that dies is restarted; answers use the lexical index meanwhile.
  const watchEmbedded = (server: ChromaServer) => {
    void server.exited.then(async ({ code, signal }) => {
      if (stopping) return;
      logger.error("embedded Chroma stopped unexpectedly; restarting it", { code, signal });
      for (let attempt = 1; attempt <= 5 && !stopping; attempt++) {
        try {
          embedded = await startChroma();
          vectors.replace(createChromaVectorStore({ url: embedded.url, timeoutMs: config.CHROMA_TIMEOUT_MS }));
          watchEmbedded(embedded);
          vectorIndexer.wake();
          logger.info("embedded Chroma restarted", { url: embedded.url });
          return;
        } catch (error) {
          logger.error("could not restart embedded Chroma", { attempt, error });
          await new Promise((resolve) => setTimeout(resolve, 1_000 * attempt));
        }
      }
    });
  };
  if (embedded) watchEmbedded(embedded);

  // Web fallback (SPEC §4.6): only with PERPLEXITY_API_KEY; without it nothing here calls out.
  const web: WebServices | null = config.PERPLEXITY_API_KEY
    ? {
        search: createPerplexitySearch({
          apiKey: config.PERPLEXITY_API_KEY,
          baseURL: config.PERPLEXITY_BASE_URL,
          model: config.PERPLEXITY_MODEL,
          timeoutMs: config.WEB_TIMEOUT_MS,
        }),
        store: createWebStore(db, { ttlHours: config.WEB_RESULT_TTL_HOURS }),
        logger: logger.child({ component: "web" }),
      }
    : null;

  const hybridSearch = createHybridSearch({
    chunks,
    vectors: vectors.store,
    embedder,
    activeModel: () => activeModel,
    embedderFor: (model) => embedderFor(model) ?? embedder,
    recallWeb: web ? createWebRecall(web, thresholdsFor) : undefined,
    logger,
  });
  const search: Search = Object.assign((request: SearchRequest) => retirement.track(() => hybridSearch(request)), {
    many: (request: SearchManyRequest) => retirement.track(() => hybridSearch.many(request)),
  });
  const pipeline: PipelineServices = {
    config,
    logger,
    chat,
    embedder,
    search,
    // Scores come from the collection being searched, so its model's calibration applies.
    thresholds: () => thresholdsFor(activeModel),
    documents,
    conversations,
    tracer,
    web,
  };

  /** Chunks of ready documents with a vector in the current model (the re-embed's progress). */
  function vectorCoverage() {
    const counts = chunks.countVectorsByModel();
    return {
      done: counts.find((row) => row.model === embedder.id)?.n ?? 0,
      total: counts.reduce((sum, row) => sum + row.n, 0),
    };
  }

  async function health(): Promise<Health> {
    let sqliteUp = false;
    try {
      sqliteUp = checkDb(db);
    } catch (error) {
      logger.error("sqlite health check failed", { error });
    }
    const chromaUp = await vectors.store.heartbeat();
    return {
      status: sqliteUp && chromaUp ? "ok" : "degraded",
      mode: config.mode,
      chroma: { status: chromaUp ? "up" : "down", embedded: !config.CHROMA_URL },
      sqlite: { status: sqliteUp ? "up" : "down" },
      providers: {
        llm: { enabled: Boolean(chat), model: chat?.model ?? null },
        embeddings: { model: embedder.id, active_model: activeModel, vectors: vectorCoverage() },
        web: { enabled: config.webEnabled, model: config.webEnabled ? config.PERPLEXITY_MODEL : null },
        tracing: { enabled: config.tracingEnabled },
      },
    };
  }

  async function close() {
    stopping = true;
    await jobRunner.stop();
    await closeParseWorkers();
    await vectorIndexer.stop();
    await retirement.settled();
    for (const model of embedders.values()) await model.close?.();
    await embedded?.stop();
    // Last, so traces of work that finished during shutdown are sent; bounded by its own timeout.
    await tracer.shutdown();
    db.close();
  }

  return { config, logger, db, documents, chunks, jobs, conversations, vectors: vectors.store, embedder, chat, library, jobRunner, vectorIndexer, search, pipeline, tracer, web, health, close, uploadsDir, activeModel: () => activeModel, chromaUrl: () => embedded?.url ?? chromaUrl };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
