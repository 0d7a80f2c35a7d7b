/**
 * Keeps the embedded Chroma running: when the child process dies, it is started again (on a new
 * port) and `onRestarted` hands the new URL to whoever talks to it. Answers use the lexical index
 * in the meantime; nothing here waits for it. Only for the embedded server — an external
 * CHROMA_URL is someone else's to run. docs/architecture.md, "The process".
 */
import type { Logger } from "../core/logger";
import type { ChromaServer } from "./supervisor";

const restartAttempts = 5;
const restartBackoffMs = 1_000;

export interface ChromaWatchdog {
  /** The URL of the server running now (it changes at each restart). */
  url(): string;
  /** No restart from now on: called first at shutdown, where the child may die with us (Ctrl-C). */
  stopWatching(): void;
  /** Stops watching and stops the server running now. */
  stop(): Promise<void>;
}

export function watchEmbeddedChroma(options: {
  server: ChromaServer;
  /** Starts a new embedded server (same data folder). */
  restart: () => Promise<ChromaServer>;
  /** The server was restarted at `url`: point clients at it. */
  onRestarted: (url: string) => void;
  logger: Logger;
}): ChromaWatchdog {
  const { logger } = options;
  let current = options.server;
  let stopping = false;

  const restart = async (reason: { code: number | null; signal: string | null }) => {
    if (stopping) return;
    logger.error("embedded Chroma stopped unexpectedly; restarting it", reason);
    for (let attempt = 1; attempt <= restartAttempts && !stopping; attempt++) {
      try {
        const next = await options.restart();
        // Shutdown began while it was starting: nobody else knows this server, so stop it here.
        if (stopping) return await next.stop();
        current = next;
        options.onRestarted(next.url);
        watch(next);
        logger.info("embedded Chroma restarted", { url: next.url });
        return;
      } catch (error) {
        logger.error("could not restart embedded Chroma", { attempt, error });
        await new Promise((resolve) => setTimeout(resolve, restartBackoffMs * attempt));
      }
    }
  };
  const watch = (server: ChromaServer) => void server.exited.then(restart);
  watch(current);

  return {
    url: () => current.url,
    stopWatching: () => {
      stopping = true;
    },
    async stop() {
      stopping = true;
      await current.stop();
    },
  };
}
