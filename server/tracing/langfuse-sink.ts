/**
 * The Langfuse side of tracing, on Langfuse's current TypeScript SDK: spans and generations are
 * OpenTelemetry spans carrying Langfuse's attributes (`langfuse-observations.ts`), exported in
 * batches as OTLP/HTTP JSON (`langfuse-span-export.ts`); scores go to Langfuse's public ingestion
 * API, batched the same way (`langfuse-scores.ts`).
 *
 * Bounded and asynchronous by construction: ending a span only queues it, export runs on a timer
 * with a timeout, and the score queue has a cap. A Langfuse that is down or slow costs one warning
 * per outage (`langfuse-export-health.ts`), never an answer.
 */
import type { Logger } from "../core/logger";
import { createExportHealth } from "./langfuse-export-health";
import { createLangfuseObservations } from "./langfuse-observations";
import { createScoreSender } from "./langfuse-scores";
import { createSpanExport } from "./langfuse-span-export";
import type { TraceSink } from "./sink";

export interface LangfuseSinkOptions {
  publicKey: string;
  secretKey: string;
  baseUrl: string;
  logger: Logger;
  /** Per export request, retries included. */
  exportTimeoutMs?: number;
  /** How long finished spans wait to be sent together. */
  flushIntervalMs?: number;
  /** Scores waiting to be sent beyond this are dropped (and counted in the log). */
  maxQueuedScores?: number;
  /** Cap on how long flush and shutdown may wait for Langfuse. */
  flushTimeoutMs?: number;
  /** Values that must never leave in a span (API keys, APP_PASSWORD), as the logger redacts them. */
  secrets?: string[];
}

async function withTimeout(work: Promise<unknown>, ms: number, what: string, logger: Logger): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      logger.warn(`gave up waiting for Langfuse (${what})`, { ms });
      resolve();
    }, ms);
    timer.unref();
  });
  try {
    await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createLangfuseSink(options: LangfuseSinkOptions): TraceSink {
  const { logger } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const exportTimeoutMs = options.exportTimeoutMs ?? 5_000;
  const flushIntervalMs = options.flushIntervalMs ?? 2_000;
  const flushTimeoutMs = options.flushTimeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${options.publicKey}:${options.secretKey}`).toString("base64")}`;
  const health = createExportHealth(logger);
  const spans = createSpanExport({
    publicKey: options.publicKey,
    secretKey: options.secretKey,
    baseUrl,
    authorization,
    health,
    exportTimeoutMs,
    flushIntervalMs,
    secrets: options.secrets ?? [],
  });
  const scores = createScoreSender({
    baseUrl,
    authorization,
    health,
    logger,
    timeoutMs: exportTimeoutMs,
    delayMs: flushIntervalMs,
    maxQueued: options.maxQueuedScores ?? 1_000,
  });

  return {
    traceUrl: (traceId) => `${baseUrl}/trace/${traceId}`,
    ...createLangfuseObservations(spans.tracer),
    score: (score) => scores.enqueue(score),
    forceFlush: () => withTimeout(Promise.all([spans.processor.forceFlush(), scores.flush()]), flushTimeoutMs, "flush", logger),
    shutdown: () => withTimeout(Promise.all([scores.flush(), spans.provider.shutdown()]), flushTimeoutMs, "shutdown", logger),
  };
}
