/**
 * Start-up: config → stores → Chroma → HTTP. Shutdown in reverse on SIGTERM, SIGINT or SIGHUP:
 * stop taking connections, give answers in flight SHUTDOWN_GRACE_MS to finish, then stop them
 * (stored as interrupted, as when a client presses Stop), stop ingestion and vector indexing at a
 * safe point, stop the embedded Chroma, exit 0. A second signal exits at once. `--dev` serves the
 * UI through Vite with hot reload.
 *
 * Runs from source (`npm run dev`, the tests: tsx) and compiled (`npm start`: build/docent/main.js,
 * built by scripts/build-server.mjs and imported by scripts/start.mjs).
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, secretValues, type AppConfig } from "./config";
import { createLogger, type Logger } from "./core/logger";
import { createApp } from "./http/app";
import { createInFlightAnswers } from "./http/in-flight";
import { createServices, type Services } from "./services";

/** After the grace period, how long stopped answers get to store themselves as interrupted. */
const abortSettleMs = 5_000;
/** What stopping the services may take on top (the embedded Chroma alone may take 10 s). */
const closeBoundMs = 25_000;

/** The folder holding package.json: server/.. from source, build/docent/../.. when compiled. */
function findProjectRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (fs.existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json in ${from} or above`);
  }
}

const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`docent: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** True when `work` settles within `ms`. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  const timeout = new AbortController();
  const timer = sleep(ms, false, { signal: timeout.signal }).catch(() => false);
  try {
    return await Promise.race([work.then(() => true), timer]);
  } finally {
    timeout.abort();
  }
}

async function main() {
  const config = readConfig();
  const secrets = secretValues(config);
  const logger = createLogger({ level: config.LOG_LEVEL, secrets });
  const dev = process.argv.includes("--dev");

  // Signals are handled from the first moment, so one arriving during start-up is not the default
  // "die at once" (the embedded Chroma would notice that too, but later).
  let stopSignal: string | null = null;
  let stop: ((signal: string) => Promise<void>) | null = null;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopSignal !== null) {
      logger.warn("second stop signal: exiting at once", { signal, first: stopSignal });
      process.exit(1);
    }
    stopSignal = signal;
    if (stop) void stop(signal);
    else {
      // Still starting (Chroma may take seconds): nothing is serving yet and SQLite is crash-safe,
      // so leave now; the Chroma launcher stops itself when its parent is gone.
      logger.info("stop signal during start-up; exiting", { signal });
      process.exit(0);
    }
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, onSignal);
  process.on("unhandledRejection", (reason) => logger.error("unhandled rejection", { error: reason }));

  const services = await createServices(config, logger, { projectRoot });
  const vite = dev
    ? await import("vite").then(({ createServer }) => createServer({ root: projectRoot, server: { middlewareMode: true } }))
    : undefined;
  const answers = createInFlightAnswers();
  const app = await createApp(services, { projectRoot, vite, answers });

  // Every open request, so shutdown can wait for uploads and downloads as it waits for answers.
  const openResponses = new Set<http.ServerResponse>();
  const drainWaiters: (() => void)[] = [];
  let closing = false;
  const server = http.createServer((request, response) => {
    if (closing) {
      // A request on a kept-alive connection after the stop signal.
      response.writeHead(503, { "Content-Type": "application/json", Connection: "close", "Retry-After": "5" });
      response.end(JSON.stringify({ error: { code: "unavailable:shutdown", message: "Docent is shutting down." } }));
      return;
    }
    openResponses.add(response);
    response.once("close", () => {
      openResponses.delete(response);
      if (openResponses.size > 0) return;
      for (const resolve of drainWaiters.splice(0)) resolve();
    });
    app(request, response);
  });
  const requestsDone = () => (openResponses.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => drainWaiters.push(resolve)));

  stop = (signal) =>
    shutdown(signal, {
      server,
      services,
      logger,
      graceMs: config.SHUTDOWN_GRACE_MS,
      answers,
      requestsDone,
      closeVite: () => vite?.close(),
      setClosing: () => (closing = true),
    });
  if (stopSignal !== null) {
    // A signal came while the services were starting: stop them instead of serving.
    await stop(stopSignal);
    return;
  }

  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
    logger.info("ready", { mode: config.mode, embeddings: services.embedder.id, chroma: services.chromaUrl(), pid: process.pid });
    // One plain line for people and for scripts that wait for start-up.
    process.stdout.write(`Docent listening on http://${host}:${port} (${config.mode} mode)\n`);
  });
  server.on("error", (error) => {
    logger.error("HTTP server failed", { error });
    process.exitCode = 1;
    stopSignal ??= "server-error";
    void stop?.("server-error");
  });
}

async function shutdown(
  signal: string,
  parts: {
    server: http.Server;
    services: Services;
    logger: Logger;
    graceMs: number;
    answers: ReturnType<typeof createInFlightAnswers>;
    requestsDone: () => Promise<void>;
    closeVite: () => Promise<void> | undefined;
    setClosing: () => void;
  },
): Promise<void> {
  const { server, services, logger, graceMs, answers } = parts;
  const started = Date.now();
  logger.info("shutting down", { signal, answersInFlight: answers.size, graceMs });
  // The whole shutdown is bounded, whatever hangs.
  const boundMs = graceMs + abortSettleMs + closeBoundMs;
  setTimeout(() => {
    logger.error("shutdown took too long; exiting", { boundMs });
    process.exit(1);
  }, boundMs).unref();

  // No new connections; kept-alive idle ones are closed, busy ones get 503 for any next request.
  parts.setClosing();
  server.close();
  server.closeIdleConnections();

  // Answers (and uploads, downloads) in flight get the grace period to finish...
  if (!(await within(Promise.all([answers.idle(), parts.requestsDone()]), graceMs))) {
    // ...then answers are stopped as a client's Stop stops them: each is stored as interrupted.
    const stopped = answers.abortAll(new DOMException("Docent is shutting down", "AbortError"));
    if (stopped > 0) logger.warn("stopping answers still running after the grace period", { answers: stopped, graceMs });
    if (!(await within(answers.idle(), abortSettleMs))) logger.warn("answers did not stop in time", { answers: answers.size });
  }
  server.closeAllConnections();

  try {
    await parts.closeVite();
    // Ingestion jobs and the vector indexer stop at a safe point, then Chroma, then SQLite.
    await services.close();
  } catch (error) {
    logger.error("error during shutdown", { error });
    process.exitCode = 1;
  }
  logger.info("stopped", { signal, ms: Date.now() - started });
  process.exit();
}

main().catch((error: unknown) => {
  process.stderr.write(`docent: start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
