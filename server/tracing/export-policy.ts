/**
 * What of a trace's content may leave the process: everything with TRACE_CONTENT on, the
 * metadata-only form (`redact.ts`) with it off. Every payload the tracer exports passes here.
 */
import { describeError, redactContent } from "./redact";

export type ExportPolicy = ReturnType<typeof createExportPolicy>;

export function createExportPolicy(traceContent: boolean) {
  const content = (value: unknown) => (traceContent ? value : redactContent(value));
  return {
    /** A span's or generation's input or output. */
    content,
    metadata: (value: Record<string, unknown> | undefined) =>
      value === undefined ? undefined : (content(value) as Record<string, unknown>),
    /** An error as the failed span shows it. */
    errorStatus: (error: unknown) => ({ level: "ERROR" as const, statusMessage: describeError(error, traceContent) }),
    /** A score's comment is free text (judge feedback quotes answers): metadata-only mode drops it. */
    comment: (comment: string | undefined) => (comment && traceContent ? comment : undefined),
  };
}
