/**
 * Builds everything Docent runs on, in start-up order (config → stores → Chroma → embedder →
 * ingestion → pipeline), and tears it down in reverse. main.ts, tests and scripts share this.
 */
import { createCollectionMoves } from "./ingest/collection-moves";
import fs from "node:fs";
import path from "node:path";
import type { AppConfig } from "./config";
import { startEmbeddedChroma } from "./chroma/supervisor";
import { watchEmbeddedChroma } from "./chroma/watchdog";
import { makeWritableFolder } from "./core/folders";
import type { ChatModel } from "./core/llm";
import type { Logger } from "./core/logger";
import { startJobRunner } from "./ingest/jobs";
import { closeParseWorkers } from "./ingest/parse";
import { createLibrary } from "./ingest/library";
import { startVectorIndexer } from "./ingest/vector-indexer";
import { startInjectionRejudge } from "./ingest/injection-rejudge";
import { startSummaryBackfill } from "./ingest/summary-backfill";
import { startTableRefresh } from "./ingest/table-refresh";
import { limitsFrom } from "./ingest/ingest-document";
import { thresholdsFor } from "./pipeline/calibration";
import { offlineIntentClassifier } from "./pipeline/intent";
import { createFastRewriteClassifier } from "./pipeline/fast-rewrite";
import { createAgentAnswerer } from "./pipeline/agent/answer-agent";
import { extractiveSummarySource, modelSummarySource, type SummaryLibrary } from "./pipeline/answerers/summary-sources";
import type { PipelineServices } from "./pipeline/orchestrator";
import type { WebServices } from "./pipeline/web/types";
import type { Embedder } from "./providers/embeddings";
import { createLocalEmbedder, localModelId } from "./providers/local-embedder";
import { createAboutAnswerRecogniser } from "./pipeline/about-answer-recogniser";
import { createChatModels, type LlmHealth } from "./providers/chat-models";
import { createOpenAIClient } from "./providers/openai-client";
import { createOpenAIEmbedder } from "./providers/openai-embedder";
import { createPerplexitySearch } from "./providers/perplexity";
import { createEmbeddingModels, type EmbeddingModels } from "./retrieval/embedding-models";
import { createHybridSearch, type Search } from "./retrieval/hybrid-search";
import { createWebRecall } from "./retrieval/web-recall";
import { createTableQueries } from "./retrieval/tables/queries";
import { postgresTableSql } from "./retrieval/tables/postgres-sql";
import { sqliteTableSql } from "./retrieval/tables/sql-sandbox";
import { checkDb, openDb, type Db } from "./stores/db";
import { createChromaVectorStore, switchableVectorStore, type VectorStore } from "./stores/vector-store";
import { createLocalAuthState } from "./stores/auth-state";
import { openSqliteStores } from "./stores/sqlite-stores";
import { openPostgresStores } from "./stores/postgres/stores";
import { tracerFromConfig, type TracingTuning } from "./tracing/create-tracer";
import type { Tracer } from "./tracing/tracer";

export interface Health {
  status: "ok" | "degraded";
  mode: AppConfig["mode"];
  chroma: { status: "up" | "down"; embedded: boolean };
  /** The app-state database: SQLite in DATA_DIR, or PostgreSQL (DATABASE_URL). */
  database: { kind: "sqlite" | "postgres"; status: "up" | "down" };
  /** Present on SQLite (as before PostgreSQL existed). */
  sqlite?: { status: "up" | "down" };
  providers: {
    /** Which models answer and whether the start-up check of the endpoint passed (with what to fix when not). */
    llm: LlmHealth;
    /** `active_model` differs from `model` while a re-embed into the new model's collection runs. */
    embeddings: { model: string; active_model: string; vectors: { done: number; total: number } | null };
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
function createWebServices(config: AppConfig, stores: Pick<Stores, "webStore">, logger: Logger): WebServices | null {
  if (!config.PERPLEXITY_API_KEY) return null;
  return {
    search: createPerplexitySearch({
      apiKey: config.PERPLEXITY_API_KEY,
      baseURL: config.PERPLEXITY_BASE_URL,
      model: config.PERPLEXITY_MODEL,
      timeoutMs: config.WEB_TIMEOUT_MS,
    }),
    store: stores.webStore({ ttlHours: config.WEB_RESULT_TTL_HOURS }),
    logger: logger.child({ component: "web" }),
  };
}

function healthCheck(deps: {
  config: AppConfig;
  stores: Pick<Stores, "kind" | "check">;
  logger: Logger;
  vectors: VectorStore;
  llm: LlmHealth | (() => LlmHealth);
  embedder: Embedder;
  models: EmbeddingModels;
}): () => Promise<Health> {
  const { config } = deps;
  return async () => {
    let databaseUp = false;
    try {
      databaseUp = await deps.stores.check();
    } catch (error) {
      deps.logger.error(`${deps.stores.kind} health check failed`, { error });
    }
    const chromaUp = await deps.vectors.heartbeat();
    // Counted in the database: unknown (null) while it does not answer, never a failed health check.
    const coverage = () => deps.models.vectorCoverage().catch(() => null);
    const database = { status: databaseUp ? ("up" as const) : ("down" as const) };
    return {
      status: databaseUp && chromaUp ? "ok" : "degraded",
      mode: config.mode,
      chroma: { status: chromaUp ? "up" : "down", embedded: !config.CHROMA_URL },
      database: { kind: deps.stores.kind, ...database },
      ...(deps.stores.kind === "sqlite" ? { sqlite: database } : {}),
      providers: {
        llm: typeof deps.llm === "function" ? deps.llm() : deps.llm,
        embeddings: { model: deps.embedder.id, active_model: deps.models.activeModel(), vectors: databaseUp ? await coverage() : null },
        web: { enabled: config.webEnabled, model: config.webEnabled ? config.PERPLEXITY_MODEL : null },
        tracing: { enabled: config.tracingEnabled },
      },
    };
  };
}

/**
 * App state: PostgreSQL when DATABASE_URL is set (every instance on it shares the library, its
 * logins and its job queue; README "Past one machine"), else SQLite in DATA_DIR and logins in
 * DATA_DIR, exactly as one instance always had. `db` is the SQLite database (null on PostgreSQL);
 * `tableSql` is where model-written table SQL runs (the SQLite sandbox, or PostgreSQL's read-only role).
 */
async function openStores(config: AppConfig, logger: Logger) {
  if (config.DATABASE_URL) {
    const { pool, ...postgres } = await openPostgresStores(config.DATABASE_URL, {
      language: config.POSTGRES_SEARCH_LANGUAGE,
      jobLeaseMs: config.JOB_LEASE_MS,
    });
    const tableSql = postgresTableSql(pool, config.DATABASE_URL);
    const close = async () => {
      await tableSql.close();
      await postgres.close();
    };
    return { ...postgres, kind: "postgres" as const, db: null, tableSql, close };
  }
  const db = openDb(path.join(config.dataDir, "docent.db"));
  return {
    ...openSqliteStores(db),
    authState: createLocalAuthState({ dataDir: config.dataDir, logger }),
    kind: "sqlite" as const,
    db: db as Db | null,
    tableSql: sqliteTableSql,
    check: async () => checkDb(db),
    close: async () => db.close(),
  };
}
type Stores = Awaited<ReturnType<typeof openStores>>;

/** The model side, chosen once by the settings: OpenAI-compatible or Azure, or local and offline. */
function createModels(config: AppConfig, logger: Logger, tracing: TracingTuning | undefined) {
  const openai = createOpenAIClient(config);
  const embedder: Embedder =
    config.embeddingProvider === "openai" && openai && config.llm
      ? createOpenAIEmbedder({ client: openai, model: config.llm.embeddingModel })
      : createLocalEmbedder();
  // The fast model for small calls, when set, is routed inside: stages see one ChatModel.
  const chatModels = openai && config.llm ? createChatModels({ client: openai, config, settings: config.llm, logger }) : null;
  const chat: ChatModel | null = chatModels?.chat ?? null;
  // Langfuse when both keys are set; otherwise only the local timeline (no exporter, no network).
  const tracer = tracerFromConfig(config, logger, tracing);
  return { openai, embedder, chatModels, chat, tracer };
}

const sharedVectorPollMs = 5_000;

/** Uploads, the parse-and-chunk job runner, and the vector indexer that fills in behind it. */
function startIngestion(
  config: AppConfig,
  logger: Logger,
  parts: Stores & { vectors: VectorStore; embedder: Embedder; tracer: Tracer; models: EmbeddingModels; uploadsDir: string },
) {
  const { documents, chunks, jobs, tables, summaries, vectors, embedder, tracer, models, uploadsDir } = parts;
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
  const vectorIndexer = startVectorIndexer({
    chunks,
    documents,
    vectors,
    embedder,
    logger,
    tracer,
    onCaughtUp: models.switchToCurrentModel,
  });
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
    embedder,
    removeVectors: library.removeVectors,
    onReady: () => vectorIndexer.wake(),
  });
  // Instances sharing one library (PostgreSQL): chunks another instance left without vectors (it
  // died after reading a document) are embedded here too; a look every few seconds finds them.
  const vectorPoll = jobs.shared ? setInterval(() => vectorIndexer.wake(), sharedVectorPollMs) : null;
  vectorPoll?.unref();
  const stopVectorPoll = () => (vectorPoll ? clearInterval(vectorPoll) : undefined);
  return { library, vectorIndexer, jobRunner, stopVectorPoll };
}

/** What the answer pipeline runs on; mode is chosen here, once. */
function pipelineServices(
  config: AppConfig,
  logger: Logger,
  parts: Stores & {
    chat: ChatModel | null;
    embedder: Embedder;
    search: Search;
    models: EmbeddingModels;
    tracer: Tracer;
    web: WebServices | null;
  },
): PipelineServices {
  const summaryLibrary: SummaryLibrary = { store: parts.summaries, passagesOf: (docId) => parts.chunks.chunksOf(docId) };
  return {
    config,
    logger,
    chat: parts.chat,
    embedder: parts.embedder,
    search: parts.search,
    // Scores come from the collection being searched, so its model's calibration applies.
    thresholds: () => thresholdsFor(parts.models.activeModel()),
    documents: parts.documents,
    conversations: parts.conversations,
    tables: createTableQueries(parts.tables, parts.tableSql),
    chunkTexts: async (ids) =>
      new Map((await parts.chunks.getChunks(ids)).map(({ id, text, page, sheet, heading }) => [id, { text, page, sheet, heading }])),
    // More of an answer's documents for its follow-up suggestions (pipeline/suggestion-passages.ts).
    documentPassages: async (docId, indexes) => {
      const ids = await parts.chunks.chunkIdsOf(docId);
      const rows = await parts.chunks.getChunks(indexes.flatMap((index) => (ids[index] ? [ids[index]] : [])));
      return rows
        .sort((left, right) => left.chunk_index - right.chunk_index)
        .map((row) => ({
          chunk_id: row.id,
          text: row.text,
          metadata: {
            doc_id: row.doc_id,
            filename: row.filename,
            chunk_index: row.chunk_index,
            page: row.page,
            sheet: row.sheet,
            rows: row.rows,
            heading: row.heading,
          },
          score: null,
          lexical_score: 0,
          fused_score: 0,
          kind: "document" as const,
          injection_flagged: row.injection_flagged === 1,
          injection_judged: true,
        }));
    },
    // The settings page's instructions, else ASSISTANT_INSTRUCTIONS (docs/architecture.md, "Conversation").
    instructions: async () => (await parts.instructions.get())?.text ?? config.ASSISTANT_INSTRUCTIONS ?? null,
    // The model classifies intents and writes summaries in LLM mode.
    // LLM mode: the rules first, one fast call only when they are unsure or a follow-up needs rewriting (fast-rewrite.ts).
    // Follow-ups about the answer by the bundled sentence embedder's nearest examples; with another embedder, the rules.
    // A word of its own that no document holds names nothing to look up (about-answer-recogniser.ts).
    aboutAnswer: createAboutAnswerRecogniser(
      parts.embedder.id === localModelId ? parts.embedder : null,
      (message) => logger.warn(message),
      (word) => parts.chunks.holdsWord(word),
    ),
    classifyIntent: parts.chat
      ? createFastRewriteClassifier({ maxQueryChars: config.MAX_QUESTION_CHARS, speculate: config.ANSWER_MODE !== "agent" })
      : offlineIntentClassifier,
    summaries: parts.chat ? modelSummarySource(summaryLibrary) : extractiveSummarySource(summaryLibrary),
    // ANSWER_MODE=agent: the model drives the tools (pipeline/agent/); otherwise the fixed pipeline.
    agent:
      parts.chat && config.ANSWER_MODE === "agent"
        ? createAgentAnswerer({ maxToolCalls: config.AGENT_MAX_TOOL_CALLS, timeoutMs: config.AGENT_TIMEOUT_MS })
        : null,
    tracer: parts.tracer,
    web: parts.web,
  };
}

export async function createServices(config: AppConfig, logger: Logger, options: { projectRoot: string; tracing?: TracingTuning }) {
  const uploadsDir = config.uploadsDir;
  makeWritableFolder(config.dataDir, "DATA_DIR");
  makeWritableFolder(uploadsDir, config.UPLOADS_DIR ? "UPLOADS_DIR" : "DATA_DIR");
  fs.mkdirSync(path.join(uploadsDir, "incoming"), { recursive: true });
  const stores = await openStores(config, logger);
  const { documents, chunks, summaries } = stores;

  const chroma = await connectChroma(config, logger, {
    projectRoot: options.projectRoot,
    onRestarted: () => ingestion.vectorIndexer.wake(),
  });
  const vectors = chroma.vectors;
  const { openai, embedder, chatModels, chat, tracer } = createModels(config, logger, options.tracing);
  // Which model's collection questions search while a re-embed runs, and retiring the earlier ones.
  const models = await createEmbeddingModels({
    embedder,
    openai,
    chunks,
    chromaUrl: chroma.url,
    chromaTimeoutMs: config.CHROMA_TIMEOUT_MS,
    logger,
  });
  const ingestion = startIngestion(config, logger, { ...stores, vectors, embedder, tracer, models, uploadsDir });
  const { library, vectorIndexer, jobRunner } = ingestion;
  const collectionMoves = createCollectionMoves({ ...stores, vectors, library, extraModels: models.extraModels, logger });

  const web = createWebServices(config, stores, logger);
  const recallWeb = web ? createWebRecall(web, thresholdsFor) : undefined;
  const hybridSearch = createHybridSearch({
    chunks,
    vectors,
    embedder,
    activeModel: models.activeModel,
    embedderFor: models.embedderFor,
    recallWeb,
    logger,
  });
  const search = models.tracked(hybridSearch);
  const summaryBackfill = startSummaryBackfill({ documents, chunks, summaries, state: stores.state, logger });
  // Spreadsheets' tables built by an earlier table extractor are built again, in the background.
  const tableRefresh = startTableRefresh({
    documents,
    tables: stores.tables,
    state: stores.state,
    uploadsDir,
    limits: limitsFrom(config),
    logger,
  });
  // Passages judged by an earlier injection detector are judged again, in the background.
  const injectionRejudge = startInjectionRejudge({ documents, chunks, state: stores.state, uploadsDir, logger, embedder });
  const pipeline = pipelineServices(config, logger, { ...stores, chat, embedder, search, models, tracer, web });
  const llm = chatModels ? chatModels.health : ({ enabled: false, model: null } as const);
  const health = healthCheck({ config, stores, logger, vectors, llm, embedder, models });
  // Sessions and rate limits (stores.authState): in DATA_DIR and memory on SQLite, shared through PostgreSQL otherwise.

  async function close() {
    chroma.stopWatching();
    summaryBackfill.stop();
    injectionRejudge.stop();
    await injectionRejudge.done;
    tableRefresh.stop();
    await tableRefresh.done;
    ingestion.stopVectorPoll();
    await jobRunner.stop();
    await closeParseWorkers();
    await vectorIndexer.stop();
    await models.settled();
    await models.close();
    await chroma.stop();
    // Last, so traces of work that finished during shutdown are sent; bounded by its own timeout.
    await tracer.shutdown();
    await stores.close();
  }

  return {
    ...stores,
    config,
    logger,
    vectors,
    embedder,
    chat,
    library,
    collectionMoves,
    jobRunner,
    vectorIndexer,
    search,
    pipeline,
    tracer,
    web,
    health,
    close,
    uploadsDir,
    activeModel: models.activeModel,
    chromaUrl: chroma.url,
    llmProbe: chatModels?.probe ?? null,
  };
}
export type Services = Awaited<ReturnType<typeof createServices>>;
