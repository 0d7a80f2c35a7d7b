/**
 * Spans for Langfuse: OpenTelemetry spans exported in batches by `LangfuseSpanProcessor`
 * (`@langfuse/otel`) as OTLP/HTTP JSON to `${LANGFUSE_BASE_URL}/api/public/otel/v1/traces`. Ending
 * a span only queues it (the batch processor keeps at most 2,048 and drops the rest); export runs
 * on a timer with a timeout.
 *
 * The provider is private to Docent (not registered as the global OpenTelemetry provider), so
 * nothing else in the process is traced by accident and tests can build several side by side.
 */
import { LangfuseSpanProcessor } from "@langfuse/otel";
// A peer dependency of @langfuse/otel (its default exporter); we build it ourselves to watch its results.
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import type { ExportHealth } from "./langfuse-export-health";
import { describeError } from "./redact";
import { scrubbingExporter } from "./secret-scrubbing-exporter";

export interface SpanExportOptions {
  publicKey: string;
  secretKey: string;
  /** Without a trailing slash. */
  baseUrl: string;
  authorization: string;
  health: ExportHealth;
  exportTimeoutMs: number;
  flushIntervalMs: number;
  secrets: string[];
}

// Langfuse's ingestion pipeline reads SDK spans by this instrumentation scope name.
const langfuseScopeName = "langfuse-sdk";
// ExportResultCode.SUCCESS in @opentelemetry/core.
const exportSucceeded = 0;

/** Passes spans to the OTLP exporter and reports each batch's outcome to the health tracker. */
function watchedExporter(inner: SpanExporter, health: ExportHealth): SpanExporter {
  return {
    export(spans, resultCallback) {
      inner.export(spans, (result) => {
        if (result.code === exportSucceeded) health.succeeded();
        else health.failed("spans", describeError(result.error ?? new Error("export failed"), true));
        resultCallback(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

/** The tracer spans are started on, and the processor and provider that flush and shut it down. */
export function createSpanExport(options: SpanExportOptions) {
  const exporter = new OTLPTraceExporter({
    url: `${options.baseUrl}/api/public/otel/v1/traces`,
    headers: {
      Authorization: options.authorization,
      "x-langfuse-sdk-name": "javascript",
      "x-langfuse-public-key": options.publicKey,
    },
    timeoutMillis: options.exportTimeoutMs,
  });
  const processor = new LangfuseSpanProcessor({
    exporter: watchedExporter(scrubbingExporter(exporter, options.secrets), options.health),
    publicKey: options.publicKey,
    secretKey: options.secretKey,
    baseUrl: options.baseUrl,
    // The provider is Docent's own, so every span on it is meant for Langfuse.
    shouldExportSpan: () => true,
    // Docent sends no media; this also keeps the processor from calling Langfuse's media API.
    mediaUploadEnabled: false,
    flushInterval: options.flushIntervalMs / 1_000,
  });
  const provider = new NodeTracerProvider({ spanProcessors: [processor] });
  return { tracer: provider.getTracer(langfuseScopeName), processor, provider };
}
