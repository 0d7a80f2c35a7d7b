/**
 * Picks the tracer from the settings: Langfuse when both keys are set, otherwise the local
 * timeline only, which builds no exporter and opens no connection: no keys, no cost.
 */
import { secretValues, type AppConfig } from "../config";
import type { Logger } from "../core/logger";
import { createLangfuseSink, type LangfuseSinkOptions } from "./langfuse-sink";
import { createLocalTracer, createTracer, type Tracer } from "./tracer";

export type TracingTuning = Pick<LangfuseSinkOptions, "exportTimeoutMs" | "flushIntervalMs" | "flushTimeoutMs" | "maxQueuedScores">;

export function tracerFromConfig(config: AppConfig, logger: Logger, tuning: TracingTuning = {}): Tracer {
  if (!config.tracingEnabled || !config.LANGFUSE_PUBLIC_KEY || !config.LANGFUSE_SECRET_KEY) return createLocalTracer(logger);
  const sink = createLangfuseSink({
    publicKey: config.LANGFUSE_PUBLIC_KEY,
    secretKey: config.LANGFUSE_SECRET_KEY,
    baseUrl: config.LANGFUSE_BASE_URL,
    logger: logger.child({ component: "tracing" }),
    secrets: secretValues(config),
    ...tuning,
  });
  return createTracer({ sink, traceContent: config.TRACE_CONTENT, logger: logger.child({ component: "tracing" }) });
}
