/**
 * The Langfuse side of tracing, on Langfuse's current TypeScript SDK: spans and generations are
 * OpenTelemetry spans carrying Langfuse's attributes (`@langfuse/tracing`), exported in batches by
 * `LangfuseSpanProcessor` (`@langfuse/otel`) as OTLP/HTTP JSON to
 * `${LANGFUSE_BASE_URL}/api/public/otel/v1/traces`. OTLP has no notion of a score, so scores go
 * to Langfuse's public ingestion API, batched the same way.
 *
 * Bounded and asynchronous by construction: ending a span only queues it (the batch processor
 * keeps at most 2,048 and drops the rest), export runs on a timer with a timeout, and the score
 * queue has a cap. A Langfuse that is down or slow costs one warning per outage, never an answer.
 *
 * The provider is private to Docent (not registered as the global OpenTelemetry provider), so
 * nothing else in the process is traced by accident and tests can build several side by side.
 */
import { randomUUID } from "node:crypto";
import { LangfuseSpanProcessor } from "@langfuse/otel";
import { LangfuseOtelSpanAttributes, createObservationAttributes, createTraceAttributes } from "@langfuse/tracing";
import { ROOT_CONTEXT, SpanStatusCode, trace as otelTrace, type AttributeValue, type Attributes, type Span } from "@opentelemetry/api";
// A peer dependency of @langfuse/otel (its default exporter); we build it ourselves to watch its results.
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { NodeTracerProvider, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import { z } from "zod";
import type { Logger } from "../core/logger";
import { describeError } from "./redact";
import type { ObservationFields, SinkObservation, SinkScore, TraceSink } from "./sink";

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

// Langfuse's ingestion pipeline reads SDK spans by this instrumentation scope name.
const langfuseScopeName = "langfuse-sdk";
// ExportResultCode.SUCCESS in @opentelemetry/core.
const exportSucceeded = 0;
const scoreBatchSize = 100;

/** The parts of an ingestion reply we read: per-event failures arrive with a 207. */
const IngestionReply = z.object({
  errors: z.array(z.object({ id: z.string().optional(), status: z.number(), message: z.string().optional() })).default([]),
});

/** One warning when Langfuse stops accepting data, one note when it is back. */
function createExportHealth(logger: Logger) {
  let healthy = true;
  return {
    failed(what: string, detail: string) {
      if (!healthy) {
        logger.debug("Langfuse export still failing", { what, detail });
        return;
      }
      healthy = false;
      logger.warn("Langfuse export failed; answers are unaffected, traces wait in a bounded buffer and are dropped if it stays down", {
        what,
        detail,
      });
    },
    succeeded() {
      if (healthy) return;
      healthy = true;
      logger.info("Langfuse export recovered");
    },
  };
}
type ExportHealth = ReturnType<typeof createExportHealth>;

/**
 * Replaces configured secrets in every exported span's attributes, status and events. A provider's
 * error message may echo the API key it was sent ("Incorrect API key provided: sk-…"), and span
 * status messages carry error messages, so this is the one exit every span passes.
 */
function scrubbingExporter(inner: SpanExporter, secrets: string[]): SpanExporter {
  const usable = secrets.filter((secret) => secret.length >= 4);
  if (usable.length === 0) return inner;
  const scrub = (text: string) => usable.reduce((out, secret) => out.split(secret).join("[redacted]"), text);
  const scrubValue = (value: AttributeValue | undefined): AttributeValue | undefined => {
    if (typeof value === "string") return scrub(value);
    if (Array.isArray(value)) return value.map((item) => (typeof item === "string" ? scrub(item) : item)) as AttributeValue;
    return value;
  };
  const scrubAttributes = (attributes: Attributes): Attributes =>
    Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name, scrubValue(value)]));
  return {
    export(spans, resultCallback) {
      const cleaned = spans.map(
        (span) =>
          new Proxy(span, {
            get(target, property) {
              if (property === "attributes") return scrubAttributes(target.attributes);
              if (property === "status") return { ...target.status, message: target.status.message === undefined ? undefined : scrub(target.status.message) };
              if (property === "events") {
                return target.events.map((event) => ({ ...event, name: scrub(event.name), attributes: event.attributes && scrubAttributes(event.attributes) }));
              }
              const value: unknown = Reflect.get(target, property, target);
              return typeof value === "function" ? (value as (...parts: unknown[]) => unknown).bind(target) : value;
            },
          }),
      );
      inner.export(cleaned, resultCallback);
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}

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

async function withTimeout(work: Promise<void>, ms: number, what: string, logger: Logger): Promise<void> {
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

function attributesOf(kind: "span" | "generation", fields: ObservationFields): Attributes {
  return createObservationAttributes(kind, fields);
}

function observationOf(span: Span, kind: "span" | "generation"): SinkObservation {
  return {
    id: span.spanContext().spanId,
    update(fields) {
      span.setAttributes(attributesOf(kind, fields));
      if (fields.level === "ERROR") span.setStatus({ code: SpanStatusCode.ERROR, message: fields.statusMessage });
    },
    end(endTime) {
      span.end(endTime);
    },
  };
}

/** Sends scores through `POST /api/public/ingestion`, in batches, one request at a time. */
function createScoreSender(options: {
  baseUrl: string;
  authorization: string;
  health: ExportHealth;
  logger: Logger;
  timeoutMs: number;
  delayMs: number;
  maxQueued: number;
}) {
  const queue: SinkScore[] = [];
  let dropped = 0;
  let sending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function sendBatch(batch: SinkScore[]) {
    const timestamp = new Date().toISOString();
    const body = {
      batch: batch.map((score) => {
        const id = randomUUID();
        return { id: randomUUID(), timestamp, type: "score-create", body: { id, dataType: "NUMERIC", ...score } };
      }),
    };
    try {
      const response = await fetch(`${options.baseUrl}/api/public/ingestion`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: options.authorization },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) {
        options.health.failed("scores", `HTTP ${response.status}`);
        return;
      }
      // A 2xx without a JSON body still means accepted; only listed per-event errors count against it.
      const reply = IngestionReply.safeParse(await response.json().catch(() => ({})));
      const errors = reply.success ? reply.data.errors : [];
      if (errors.length > 0) options.health.failed("scores", `${errors.length} rejected: ${errors[0]?.message ?? errors[0]?.status}`);
      else options.health.succeeded();
    } catch (error) {
      options.health.failed("scores", describeError(error, true));
    }
  }

  async function drain() {
    while (queue.length > 0) await sendBatch(queue.splice(0, scoreBatchSize));
  }

  function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    // One drain at a time: a slow Langfuse gets one request in flight, not one per answer.
    sending ??= drain().finally(() => {
      sending = null;
    });
    return sending;
  }

  return {
    enqueue(score: SinkScore) {
      if (queue.length >= options.maxQueued) {
        dropped += 1;
        if (dropped === 1 || dropped % 100 === 0) options.logger.warn("Langfuse score queue full; dropping scores", { dropped });
        return;
      }
      queue.push(score);
      if (!timer && !sending) {
        timer = setTimeout(() => {
          timer = null;
          void flush();
        }, options.delayMs);
        timer.unref();
      }
    },
    flush,
  };
}

export function createLangfuseSink(options: LangfuseSinkOptions): TraceSink {
  const { logger } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const exportTimeoutMs = options.exportTimeoutMs ?? 5_000;
  const flushIntervalMs = options.flushIntervalMs ?? 2_000;
  const flushTimeoutMs = options.flushTimeoutMs ?? 10_000;
  const authorization = `Basic ${Buffer.from(`${options.publicKey}:${options.secretKey}`).toString("base64")}`;
  const health = createExportHealth(logger);

  const exporter = new OTLPTraceExporter({
    url: `${baseUrl}/api/public/otel/v1/traces`,
    headers: {
      Authorization: authorization,
      "x-langfuse-sdk-name": "javascript",
      "x-langfuse-public-key": options.publicKey,
    },
    timeoutMillis: exportTimeoutMs,
  });
  const processor = new LangfuseSpanProcessor({
    exporter: watchedExporter(scrubbingExporter(exporter, options.secrets ?? []), health),
    publicKey: options.publicKey,
    secretKey: options.secretKey,
    baseUrl,
    // The provider is Docent's own, so every span on it is meant for Langfuse.
    shouldExportSpan: () => true,
    // Docent sends no media; this also keeps the processor from calling Langfuse's media API.
    mediaUploadEnabled: false,
    flushInterval: flushIntervalMs / 1_000,
  });
  const provider = new NodeTracerProvider({ spanProcessors: [processor] });
  const tracer = provider.getTracer(langfuseScopeName);
  const scores = createScoreSender({
    baseUrl,
    authorization,
    health,
    logger,
    timeoutMs: exportTimeoutMs,
    delayMs: flushIntervalMs,
    maxQueued: options.maxQueuedScores ?? 1_000,
  });
  // Set on every span, as Langfuse's propagateAttributes does, so per-session views count them all.
  const sessionAttributes = new WeakMap<SinkObservation, Attributes>();
  // Parents are passed back to us as SinkObservations; this finds their OpenTelemetry span.
  const spanOf = new WeakMap<SinkObservation, Span>();

  return {
    traceUrl: (traceId) => `${baseUrl}/trace/${traceId}`,
    startTrace(start) {
      const session: Attributes = {
        ...(start.sessionId ? { [LangfuseOtelSpanAttributes.TRACE_SESSION_ID]: start.sessionId } : {}),
        ...(start.userId ? { [LangfuseOtelSpanAttributes.TRACE_USER_ID]: start.userId } : {}),
      };
      const span = tracer.startSpan(
        start.name,
        {
          startTime: start.startTime,
          attributes: {
            ...attributesOf("span", { input: start.input, metadata: start.metadata }),
            ...createTraceAttributes({ input: start.input }),
            [LangfuseOtelSpanAttributes.TRACE_NAME]: start.name,
            ...session,
          },
        },
        ROOT_CONTEXT,
      );
      const observation = observationOf(span, "span");
      const root = {
        ...observation,
        traceId: span.spanContext().traceId,
        setTraceOutput(output: unknown) {
          span.setAttributes(createTraceAttributes({ output }));
        },
      };
      sessionAttributes.set(root, session);
      spanOf.set(root, span);
      return root;
    },
    startObservation(start) {
      const parentSpan = spanOf.get(start.parent);
      const parentContext = parentSpan ? otelTrace.setSpan(ROOT_CONTEXT, parentSpan) : ROOT_CONTEXT;
      const session = sessionAttributes.get(start.parent) ?? {};
      const span = tracer.startSpan(
        start.name,
        { startTime: start.startTime, attributes: { ...attributesOf(start.kind, start.fields), ...session } },
        parentContext,
      );
      const observation = observationOf(span, start.kind);
      spanOf.set(observation, span);
      sessionAttributes.set(observation, session);
      return observation;
    },
    score(score) {
      scores.enqueue(score);
    },
    async forceFlush() {
      await withTimeout(Promise.all([processor.forceFlush(), scores.flush()]).then(() => undefined), flushTimeoutMs, "flush", logger);
    },
    async shutdown() {
      await withTimeout(
        Promise.all([scores.flush(), provider.shutdown()]).then(() => undefined),
        flushTimeoutMs,
        "shutdown",
        logger,
      );
    },
  };
}
