/**
 * Builds everything Docent runs on, in start-up order (config → stores → Chroma → embedder →
 * ingestion → pipeline), and tears it down in reverse. main.ts, tests and scripts share this.
 */
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "./config";
import { startEmbeddedChroma } from "./chroma/supervisor";
import { watchEmbeddedChroma } from "./chroma/watchdog";
import type { ChatModel } from "./core/llm";
import type { Logger } from "./core/logger";
import { startJobRunner } from "./ingest/jobs";
import { closeParseWorkers } from "./ingest/parse";
import { createLibrary } from "./ingest/library";
import { startVectorIndexer } from "./ingest/vector-indexer";
import { startSummaryBackfill } from "./ingest/summary-backfill";
import { thresholdsFor } from "./pipeline/calibration";
import { llmIntentClassifier, offlineIntentClassifier } from "./pipeline/intent";
import { extractiveSummarySource, modelSummarySource, type SummaryLibrary } from "./pipeline/answerers/summary-sources";
import type { PipelineServices } from "./pipeline/orchestrator";
import type { WebServices } from "./pipeline/web/types";
import type { Embedder } from "./providers/embeddings";
import { createLocalEmbedder } from "./providers/local-embedder";
import { createChatModels, type LlmHealth } from "./providers/chat-models";
import { createOpenAIClient } from "./providers/openai-client";
import { createOpenAIEmbedder } from "./providers/openai-embedder";
import { createPerplexitySearch } from "./providers/perplexity";
import { createEmbeddingModels, type EmbeddingModels } from "./retrieval/embedding-models";
import { createHybridSearch } from "./retrieval/hybrid-search";
import { createWebRecall } from "./retrieval/web-recall";
import { createChunkStore } from "./stores/chunks";
import { createTableStore } from "./stores/tables";
import { createSummaryStore } from "./stores/summaries";
import { createTableQueries } from "./retrieval/tables/queries";
import { createConversationStore } from "./stores/conversations";
import { checkDb, openDb, type Db } from "./stores/db";
import { createDocumentStore } from "./stores/documents";
import { createJobStore } from "./stores/jobs";
import { createChromaVectorStore, switchableVectorStore, type VectorStore } from "./stores/vector-store";
import { createWebStore } from "./stores/web-results";
import { tracerFromConfig, type TracingTuning } from "./tracing/create-tracer";

export interface Health {
  status: "ok" | "degraded";
  mode: AppConfig["mode"];
  chroma: { status: "up" | "down"; embedded: boolean };
  sqlite: { status: "up" | "down" };
  providers: {
    /** Which models answer and whether the start-up check of the endpoint passed (with what to fix when not). */
    llm: LlmHealth;
    /** `active_model` differs from `model` while a re-embed into the new model's collection runs. */
    embeddings: { model: string; active_model: string; vectors: { done: number; total: number } };
    web: { enabled: boolean; model: string | null };
    tracing: { enabled: boolean };
  };
}

/** Chroma: an external server when CHROMA_URL is set, otherwise our own child process, restarted if it dies. */
async function connectChroma(config: AppConfig, logger: Logger, options: { projectRoot: string; onRestarted: () => void }) {
  const connect = (url: string) => createChromaVectorStore({ url, timeoutMs: config.CHROMA_TIMEOUT_MS });
  const externalUrl = config.CHROMA_URL;
  if (externalUrl) {
    const vectors = connect(externalUrl);
    if (!(await vectors.heartbeat())) {
      logger.warn("the Chroma server at CHROMA_URL does not answer yet; answers use the lexical index until it does");
    }
    return { vectors, url: () => externalUrl, stopWatching: () => undefined, stop: async () => undefined };
  }
  const start = () => startEmbeddedChroma({ dataDir: path.join(config.dataDir, "chroma"), projectRoot: options.projectRoot, logger });
  const server = await start();
  const vectors = switchableVectorStore(connect(server.url));
  // Answers use the lexical index while it restarts; then the vector store follows it to its new port.
  const watchdog = watchEmbeddedChroma({
    server,
    restart: start,
    onRestarted: (url) => {
      vectors.replace(connect(url));
      options.onRestarted();
    },
    logger,
  });
  return { vectors: vectors.store, url: watchdog.url, stopWatching: watchdog.stopWatching, stop: watchdog.stop };
}

/** Web fallback: only with PERPLEXITY_API_KEY; without it nothing here calls out. */
function createWebServices(config: AppConfig, db: Db, logger: Logger): WebServices | null {
  if (!config.PERPLEXITY_API_KEY) return null;
  return {
    search: createPerplexitySearch({
      apiKey: config.PERPLEXITY_API_KEY,
      baseURL: config.PERPLEXITY_BASE_URL,
      model: config.PERPLEXITY_MODEL,
      timeoutMs: config.WEB_TIMEOUT_MS,
    }),
    store: createWebStore(db, { ttlHours: config.WEB_RESULT_TTL_HOURS }),
    logger: logger.child({ component: "web" }),
  };
}

function healthCheck(deps: {
  config: AppConfig;
  db: Db;
  logger: Logger;
  vectors: VectorStore;
  llm: LlmHealth | (() => LlmHealth);
  embedder: Embedder;
  models: EmbeddingModels;
}): () => Promise<Health> {
  const { config } = deps;
  return async () => {
    let sqliteUp = false;
    try {
      sqliteUp = checkDb(deps.db);
    } catch (error) {
      deps.logger.error("sqlite health check failed", { error });
    }
    const chromaUp = await deps.vectors.heartbeat();
    return {
      status: sqliteUp && chromaUp ? "ok" : "degraded",
      mode: config.mode,
      chroma: { status: chromaUp ? "up" : "down", embedded: !config.CHROMA_URL },
      sqlite: { status: sqliteUp ? "up" : "down" },
      providers: {
        llm: typeof deps.llm === "function" ? deps.llm() : deps.llm,
        embeddings: { model: deps.embedder.id, active_model: deps.models.activeModel(), vectors: deps.models.vectorCoverage() },
        web: { enabled: config.webEnabled, model: config.webEnabled ? config.PERPLEXITY_MODEL : null },
        tracing: { enabled: config.tracingEnabled },
      },
    };
  };
}

export async function createServices(config: AppConfig, logger: Logger, options: { projectRoot: string; tracing?: TracingTuning }) {
  const uploadsDir = path.join(config.dataDir, "uploads");
  fs.mkdirSync(path.join(uploadsDir, "incoming"), { recursive: true });

  const db = openDb(path.join(config.dataDir, "docent.db"));
  const documents = createDocumentStore(db);
  const chunks = createChunkStore(db);
  const jobs = createJobStore(db);
  const conversations = createConversationStore(db);
  const tables = createTableStore(db);
  const summaries = createSummaryStore(db);

  const chroma = await connectChroma(config, logger, { projectRoot: options.projectRoot, onRestarted: () => vectorIndexer.wake() });
  const vectors = chroma.vectors;

  // OpenAI-compatible or Azure by the settings; null offline.
  const openai = createOpenAIClient(config);
  const embedder: Embedder =
    config.embeddingProvider === "openai" && openai && config.llm
      ? createOpenAIEmbedder({ client: openai, model: config.llm.embeddingModel })
      : createLocalEmbedder();
  // The fast model for small calls, when set, is routed inside: stages see one ChatModel.
  const chatModels = openai && config.llm ? createChatModels({ client: openai, config, settings: config.llm, logger }) : null;
  const chat: ChatModel | null = chatModels?.chat ?? null;
  // Langfuse when both keys are set; otherwise only the local timeline (no exporter, no network).
  const tracer = tracerFromConfig(config, logger, options.tracing);
  // Which model's collection questions search while a re-embed runs, and retiring the earlier ones.
  const models = createEmbeddingModels({ embedder, openai, chunks, chromaUrl: chroma.url, chromaTimeoutMs: config.CHROMA_TIMEOUT_MS, logger });

  const library = createLibrary({
    documents,
    chunks,
    jobs,
    vectors,
    uploadsDir,
    logger,
    onQueued: () => jobRunner.wake(),
    extraModels: models.extraModels,
  });
  const vectorIndexer = startVectorIndexer({ chunks, documents, vectors, embedder, logger, tracer, onCaughtUp: models.switchToCurrentModel });
  const jobRunner = startJobRunner({
    config,
    documents,
    chunks,
    tables,
    summaries,
    jobs,
    logger,
    uploadsDir,
    tracer,
    removeVectors: library.removeVectors,
    onReady: () => vectorIndexer.wake(),
  });

  const web = createWebServices(config, db, logger);
  const hybridSearch = createHybridSearch({
    chunks,
    vectors,
    embedder,
    activeModel: models.activeModel,
    embedderFor: models.embedderFor,
    recallWeb: web ? createWebRecall(web, thresholdsFor) : undefined,
    logger,
  });
  const search = models.tracked(hybridSearch);
  const summaryBackfill = startSummaryBackfill({ documents, chunks, summaries, logger });
  const summaryLibrary: SummaryLibrary = { store: summaries, passagesOf: (docId) => chunks.chunksOf(docId) };
  const pipeline: PipelineServices = {
    config,
    logger,
    chat,
    embedder,
    search,
    // Scores come from the collection being searched, so its model's calibration applies.
    thresholds: () => thresholdsFor(models.activeModel()),
    documents,
    conversations,
    tables: createTableQueries(tables),
    // Mode is chosen here, once: the model classifies intents and writes summaries in LLM mode.
    classifyIntent: chat ? llmIntentClassifier : offlineIntentClassifier,
    summaries: chat ? modelSummarySource(summaryLibrary) : extractiveSummarySource(summaryLibrary),
    tracer,
    web,
  };
  const health = healthCheck({ config, db, logger, vectors, llm: chatModels ? chatModels.health : { enabled: false, model: null }, embedder, models });

  async function close() {
    chroma.stopWatching();
    summaryBackfill.stop();
    await jobRunner.stop();
    await closeParseWorkers();
    await vectorIndexer.stop();
    await models.settled();
    await models.close();
    await chroma.stop();
    // Last, so traces of work that finished during shutdown are sent; bounded by its own timeout.
    await tracer.shutdown();
    db.close();
  }

  return { config, logger, db, documents, chunks, tables, summaries, jobs, conversations, vectors, embedder, chat, library, jobRunner, vectorIndexer, search, pipeline, tracer, web, health, close, uploadsDir, activeModel: models.activeModel, chromaUrl: chroma.url, llmProbe: chatModels?.probe ?? null };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
