/**
 * Replaces configured secrets in every exported span's attributes, status and events. A provider's
 * error message may echo the API key it was sent ("Incorrect API key provided: sk-…"), and span
 * status messages carry error messages, so this is the one exit every span passes.
 */
import type { AttributeValue, Attributes } from "@opentelemetry/api";
import type { ReadableSpan, SpanExporter } from "@opentelemetry/sdk-trace-node";

export function scrubbingExporter(inner: SpanExporter, secrets: string[]): SpanExporter {
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
  const scrubbed = (span: ReadableSpan): ReadableSpan =>
    new Proxy(span, {
      get(target, property) {
        if (property === "attributes") return scrubAttributes(target.attributes);
        if (property === "status")
          return { ...target.status, message: target.status.message === undefined ? undefined : scrub(target.status.message) };
        if (property === "events") {
          return target.events.map((event) => ({
            ...event,
            name: scrub(event.name),
            attributes: event.attributes && scrubAttributes(event.attributes),
          }));
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === "function" ? (value as (...parts: unknown[]) => unknown).bind(target) : value;
      },
    });
  return {
    export(spans, resultCallback) {
      inner.export(spans.map(scrubbed), resultCallback);
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
