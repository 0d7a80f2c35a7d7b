/**
 * msw stand-in for Langfuse on its real endpoints: OTLP/HTTP JSON spans at
 * `/api/public/otel/v1/traces` and scores at `/api/public/ingestion`. It keeps every raw body (to
 * search for leaked content) and decodes spans into a flat, easy-to-query form. `mode` switches it
 * between healthy, failing (500) and hanging (never answers, as a timed-out server looks).
 */
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";

export const langfuseBaseUrl = "https://langfuse.test";
/** Settings that turn on the Langfuse export to the stand-in at `langfuseBaseUrl`. */
export const langfuseEnv = {
  LANGFUSE_PUBLIC_KEY: "pk-lf-test",
  LANGFUSE_SECRET_KEY: "sk-lf-test",
  LANGFUSE_BASE_URL: langfuseBaseUrl,
};

const AnyValue: z.ZodType<unknown> = z.lazy(() =>
  z.object({
    stringValue: z.string().optional(),
    boolValue: z.boolean().optional(),
    intValue: z.union([z.number(), z.string()]).optional(),
    doubleValue: z.number().optional(),
    arrayValue: z.object({ values: z.array(AnyValue).default([]) }).optional(),
  }),
);
const KeyValue = z.object({ key: z.string(), value: AnyValue });
const OtlpSpan = z.object({
  traceId: z.string(),
  spanId: z.string(),
  parentSpanId: z.string().optional(),
  name: z.string(),
  startTimeUnixNano: z.union([z.string(), z.number()]),
  endTimeUnixNano: z.union([z.string(), z.number()]),
  attributes: z.array(KeyValue).default([]),
});
const OtlpRequest = z.object({
  resourceSpans: z.array(
    z.object({ scopeSpans: z.array(z.object({ scope: z.object({ name: z.string() }).optional(), spans: z.array(OtlpSpan).default([]) })) }),
  ),
});
const ScoreEvent = z.object({
  type: z.literal("score-create"),
  body: z.object({
    traceId: z.string(),
    observationId: z.string().optional(),
    name: z.string(),
    value: z.number(),
    comment: z.string().optional(),
  }),
});
const IngestionRequest = z.object({ batch: z.array(ScoreEvent) });

export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  scope: string | null;
  attributes: Record<string, unknown>;
}
export type ExportedScore = z.infer<typeof ScoreEvent>["body"];

function plainValue(value: unknown): unknown {
  const parsed = value as {
    stringValue?: string;
    boolValue?: boolean;
    intValue?: number | string;
    doubleValue?: number;
    arrayValue?: { values: unknown[] };
  };
  if (parsed.stringValue !== undefined) return parsed.stringValue;
  if (parsed.boolValue !== undefined) return parsed.boolValue;
  if (parsed.intValue !== undefined) return Number(parsed.intValue);
  if (parsed.doubleValue !== undefined) return parsed.doubleValue;
  if (parsed.arrayValue) return parsed.arrayValue.values.map(plainValue);
  return undefined;
}

export type LangfuseMode = "ok" | "error" | "hang";

export function createLangfuseMock(baseUrl = langfuseBaseUrl) {
  const state = {
    mode: "ok" as LangfuseMode,
    rawBodies: [] as string[],
    spans: [] as ExportedSpan[],
    scores: [] as ExportedScore[],
    requests: 0,
  };

  const reply = async () => {
    if (state.mode === "error") return HttpResponse.json({ message: "internal error" }, { status: 500 });
    // Long enough to outlast any exporter timeout a test sets; msw drops it when the server closes.
    if (state.mode === "hang") await delay(60_000);
    return null;
  };

  const handlers = [
    http.post(`${baseUrl}/api/public/otel/v1/traces`, async ({ request }) => {
      state.requests += 1;
      const raw = await request.text();
      state.rawBodies.push(raw);
      const failure = await reply();
      if (failure) return failure;
      const body = OtlpRequest.parse(JSON.parse(raw));
      for (const resource of body.resourceSpans) {
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) {
            state.spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || null,
              name: span.name,
              scope: scope.scope?.name ?? null,
              attributes: Object.fromEntries(span.attributes.map((attribute) => [attribute.key, plainValue(attribute.value)])),
            });
          }
        }
      }
      return HttpResponse.json({});
    }),
    http.post(`${baseUrl}/api/public/ingestion`, async ({ request }) => {
      state.requests += 1;
      const raw = await request.text();
      state.rawBodies.push(raw);
      const failure = await reply();
      if (failure) return failure;
      const body = IngestionRequest.parse(JSON.parse(raw));
      state.scores.push(...body.batch.map((event) => event.body));
      return HttpResponse.json(
        { successes: body.batch.map((event, index) => ({ id: String(index), status: 201 })), errors: [] },
        { status: 207 },
      );
    }),
  ];

  return {
    handlers,
    state,
    setMode(mode: LangfuseMode) {
      state.mode = mode;
    },
    spansOf(traceId: string) {
      return state.spans.filter((span) => span.traceId === traceId);
    },
    scoresOf(traceId: string) {
      return state.scores.filter((score) => score.traceId === traceId);
    },
    reset() {
      state.rawBodies.length = 0;
      state.spans.length = 0;
      state.scores.length = 0;
      state.requests = 0;
    },
  };
}
export type LangfuseMock = ReturnType<typeof createLangfuseMock>;
