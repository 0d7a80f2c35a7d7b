/**
 * Docent in the test's own process, on the real stores: a fresh DATA_DIR (so a fresh SQLite file,
 * or a fresh PostgreSQL database in the suite's `postgres` project: test-database.ts) per start, the real embedded Chroma on 127.0.0.1, the real ingest and answer pipeline. Outside
 * APIs are the msw stand-ins of tests/mocks/, installed with `suiteHandlers` (tests/setup.ts).
 *
 *   const docent = suiteServices({ prefix: "pipeline-llm-", env: openaiEnv(), documents: [...] });
 *   const { response, events } = await docent.ask("How many people live in Paris?");
 *
 * `suiteServices` starts before the block's tests and stops after them; `startServices`,
 * `addDocuments` and `ask` are the same steps for a test that manages its own start and stop.
 * For Docent as its own process (over HTTP), see docent-server.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { ChatEvent, ChatResponse } from "~/lib/response";
import { loadConfig } from "../../server/config";
import { createLogger, type Logger } from "../../server/core/logger";
import { answerQuestion, type AskRequest } from "../../server/pipeline/orchestrator";
import { createServices, type Services } from "../../server/services";
import type { TracingTuning } from "../../server/tracing/create-tracer";
import { makeDataDir, repoRoot } from "./docent-server";
import { databaseEnv } from "./test-database";

export { corpusFile } from "./docent-server";
export type { Services };

export interface ServicesOptions {
  /** Prefix of the fresh DATA_DIR made for this start. */
  prefix?: string;
  /** Start on this DATA_DIR instead (a restart on the same data). */
  dataDir?: string;
  /** Settings beyond the offline defaults, as environment variables (e.g. `openaiEnv()`). */
  env?: Record<string, string>;
  /** Where Docent logs (default: nowhere). */
  logger?: Logger;
  /** Langfuse exporter timings (tests shorten them). */
  tracing?: TracingTuning;
}

export async function startServices(options: ServicesOptions = {}): Promise<Services> {
  const dataDir = options.dataDir ?? makeDataDir(options.prefix ?? "docent-services-");
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...(await databaseEnv(dataDir, options.env)), ...options.env });
  return createServices(config, options.logger ?? createLogger({ level: "silent" }), { projectRoot: repoRoot, tracing: options.tracing });
}

/** A file on disk (e.g. `corpusFile("pdf/tracemonkey.pdf")`), or a name and its text. */
export type DocumentInput = { path: string } | { name: string; text: string };
export type AddedDocument = Awaited<ReturnType<Services["library"]["acceptUploads"]>>[number];

/** Uploads files through the library and waits until each is parsed, chunked and fully embedded. */
export async function addDocuments(services: Services, files: DocumentInput[], timeoutMs = 120_000): Promise<AddedDocument[]> {
  const incoming = files.map((file, index) => {
    const tempPath = path.join(services.uploadsDir, "incoming", `upload-${Date.now()}-${index}`);
    if ("path" in file) fs.copyFileSync(file.path, tempPath);
    else fs.writeFileSync(tempPath, file.text);
    return { tempPath, originalName: "path" in file ? path.basename(file.path) : file.name, size: fs.statSync(tempPath).size };
  });
  const accepted = await services.library.acceptUploads(incoming);
  const deadline = Date.now() + timeoutMs;
  for (const upload of accepted) {
    for (;;) {
      await services.jobRunner.idle();
      await services.vectorIndexer.idle();
      const record = await services.documents.getDocument(upload.id);
      if (record?.status === "ready" && record.vectors_done >= record.chunk_count) break;
      if (record?.status === "failed" || Date.now() > deadline)
        throw new Error(`${upload.filename} did not become ready: ${JSON.stringify(record)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return accepted;
}

export interface AskOptions {
  conversationId?: string;
  /** Limit the question to these documents. */
  documentIds?: string[];
  style?: AskRequest["style"];
  signal?: AbortSignal;
}

export interface Answer {
  response: ChatResponse;
  /** Every event the stream would have carried, in order. */
  events: ChatEvent[];
  /** Wall time of the whole answer. */
  ms: number;
}

/** Asks through the real pipeline (planner to responder), as POST /api/chat does. */
export async function ask(services: Services, message: string, options: AskOptions = {}): Promise<Answer> {
  const events: ChatEvent[] = [];
  const started = performance.now();
  const response = await answerQuestion(
    {
      message,
      conversationId: options.conversationId,
      documentIds: options.documentIds,
      style: options.style ?? "concise",
      signal: options.signal ?? new AbortController().signal,
      emit: (event) => events.push(event),
    },
    services.pipeline,
  );
  return { response, events, ms: performance.now() - started };
}

export interface RunningServices {
  /** The running services (between the block's beforeAll and afterAll). */
  readonly services: Services;
  /** The documents uploaded at start, in the order given. */
  readonly documents: AddedDocument[];
  ask(message: string, options?: AskOptions): Promise<Answer>;
  addDocuments(files: DocumentInput[]): Promise<AddedDocument[]>;
}

/**
 * Starts the services (and uploads `documents`) before the tests of the calling file or describe
 * block, and stops them after.
 */
export function suiteServices(options: ServicesOptions & { documents?: DocumentInput[]; timeoutMs?: number } = {}): RunningServices {
  let services: Services | undefined;
  let documents: AddedDocument[] = [];
  const running = (): Services => {
    if (!services) throw new Error("suiteServices: the services start in beforeAll; use them inside a test or hook");
    return services;
  };
  beforeAll(async () => {
    services = await startServices(options);
    if (options.documents) documents = await addDocuments(services, options.documents);
  }, options.timeoutMs);
  afterAll(async () => {
    await services?.close();
  });
  return {
    get services() {
      return running();
    },
    get documents() {
      return documents;
    },
    ask: (message, askOptions) => ask(running(), message, askOptions),
    addDocuments: (files) => addDocuments(running(), files),
  };
}

export interface LogRecord {
  /** performance.now() when it was logged. */
  at: number;
  level: string;
  message: string;
  fields?: Record<string, unknown>;
}

/** A logger that keeps what it is told, for tests that check warnings. */
export function recordingLogger(records: LogRecord[]): Logger {
  const record = (level: string) => (message: string, fields?: Record<string, unknown>) =>
    void records.push({ at: performance.now(), level, message, fields });
  const logger: Logger = {
    debug: record("debug"),
    info: record("info"),
    warn: record("warn"),
    error: record("error"),
    child: () => logger,
  };
  return logger;
}
