/**
 * Traces, spans and generations as OpenTelemetry spans carrying Langfuse's attributes
 * (`@langfuse/tracing`), handed to the tracer as sink observations.
 */
import { LangfuseOtelSpanAttributes, createObservationAttributes, createTraceAttributes } from "@langfuse/tracing";
import {
  ROOT_CONTEXT,
  SpanStatusCode,
  trace as otelTrace,
  type Attributes,
  type Span,
  type Tracer as OtelTracer,
} from "@opentelemetry/api";
import type { SinkObservation, TraceSink } from "./sink";

type Kind = "span" | "generation";

function observationOf(span: Span, kind: Kind): SinkObservation {
  return {
    id: span.spanContext().spanId,
    update(fields) {
      span.setAttributes(createObservationAttributes(kind, fields));
      if (fields.level === "ERROR") span.setStatus({ code: SpanStatusCode.ERROR, message: fields.statusMessage });
    },
    end(endTime) {
      span.end(endTime);
    },
  };
}

/** A trace's session and user, set on every span of it. */
function sessionOf(start: { sessionId?: string; userId?: string }): Attributes {
  return {
    ...(start.sessionId ? { [LangfuseOtelSpanAttributes.TRACE_SESSION_ID]: start.sessionId } : {}),
    ...(start.userId ? { [LangfuseOtelSpanAttributes.TRACE_USER_ID]: start.userId } : {}),
  };
}

export function createLangfuseObservations(tracer: OtelTracer): Pick<TraceSink, "startTrace" | "startObservation"> {
  // Set on every span, as Langfuse's propagateAttributes does, so per-session views count them all.
  const sessionAttributes = new WeakMap<SinkObservation, Attributes>();
  // Parents are passed back to us as SinkObservations; this finds their OpenTelemetry span.
  const spanOf = new WeakMap<SinkObservation, Span>();
  const remember = (observation: SinkObservation, span: Span, session: Attributes) => {
    spanOf.set(observation, span);
    sessionAttributes.set(observation, session);
  };

  return {
    startTrace(start) {
      const session = sessionOf(start);
      const attributes = {
        ...createObservationAttributes("span", { input: start.input, metadata: start.metadata }),
        ...createTraceAttributes({ input: start.input }),
        [LangfuseOtelSpanAttributes.TRACE_NAME]: start.name,
        ...session,
      };
      const span = tracer.startSpan(start.name, { startTime: start.startTime, attributes }, ROOT_CONTEXT);
      const root = {
        ...observationOf(span, "span"),
        traceId: span.spanContext().traceId,
        setTraceOutput(output: unknown) {
          span.setAttributes(createTraceAttributes({ output }));
        },
      };
      remember(root, span, session);
      return root;
    },
    startObservation(start) {
      const parentSpan = spanOf.get(start.parent);
      const parentContext = parentSpan ? otelTrace.setSpan(ROOT_CONTEXT, parentSpan) : ROOT_CONTEXT;
      const session = sessionAttributes.get(start.parent) ?? {};
      const attributes = { ...createObservationAttributes(start.kind, start.fields), ...session };
      const span = tracer.startSpan(start.name, { startTime: start.startTime, attributes }, parentContext);
      const observation = observationOf(span, start.kind);
      remember(observation, span, session);
      return observation;
    },
  };
}
