/**
 * Start-up: config → stores → Chroma → HTTP. Shutdown in reverse on SIGINT/SIGTERM, so the
 * embedded Chroma never outlives Docent. `--dev` serves the UI through Vite with hot reload.
 */
import http from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ConfigError, loadConfig, type AppConfig } from "./config";
import { createApp } from "./http/app";
import { createLogger } from "./core/logger";
import { createServices } from "./services";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

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

async function main() {
  const config = readConfig();
  const secrets = [config.OPENAI_API_KEY, config.PERPLEXITY_API_KEY, config.LANGFUSE_SECRET_KEY, config.LANGFUSE_PUBLIC_KEY, config.APP_PASSWORD].filter(
    (value): value is string => Boolean(value),
  );
  const logger = createLogger({ level: config.LOG_LEVEL, secrets });
  const dev = process.argv.includes("--dev");

  const services = await createServices(config, logger, { projectRoot });
  const vite = dev
    ? await import("vite").then(({ createServer }) => createServer({ root: projectRoot, server: { middlewareMode: true } }))
    : undefined;
  const app = await createApp(services, { projectRoot, vite });
  const server = http.createServer(app);

  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info("shutting down", { signal });
    const force = setTimeout(() => {
      logger.error("shutdown took too long; exiting");
      process.exit(1);
    }, 20_000);
    force.unref();
    server.close();
    // Open streams (SSE answers) would hold close() forever.
    setTimeout(() => server.closeAllConnections(), 2_000).unref();
    try {
      await vite?.close();
      await services.close();
    } catch (error) {
      logger.error("error during shutdown", { error });
      process.exitCode = 1;
    }
    process.exit();
  };
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) process.on(signal, () => void shutdown(signal));
  process.on("unhandledRejection", (reason) => logger.error("unhandled rejection", { error: reason }));

  server.listen(config.PORT, config.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    const host = config.HOST.includes(":") ? `[${config.HOST}]` : config.HOST;
    logger.info("ready", { mode: config.mode, embeddings: services.embedder.id, chroma: services.chromaUrl() });
    // One plain line for people and for scripts that wait for start-up.
    process.stdout.write(`Docent listening on http://${host}:${port} (${config.mode} mode)\n`);
  });
  server.on("error", (error) => {
    logger.error("HTTP server failed", { error });
    void shutdown("server-error");
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`docent: start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
