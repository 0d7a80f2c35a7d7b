/**
 * The contract of a trace sink: where traces go besides the local timeline (Langfuse, or a test
 * double). The tracer hands it payloads already redacted when TRACE_CONTENT is off.
 */

/** What a sink receives for a span or generation; content is already redacted when it must be. */
export interface ObservationFields {
  input?: unknown;
  output?: unknown;
  metadata?: Record<string, unknown>;
  level?: "DEFAULT" | "WARNING" | "ERROR";
  statusMessage?: string;
  model?: string;
  modelParameters?: Record<string, string | number>;
  usageDetails?: Record<string, number>;
  costDetails?: Record<string, number>;
  completionStartTime?: Date;
}

export interface SinkObservation {
  readonly id: string;
  update(fields: ObservationFields): void;
  /** Epoch milliseconds. */
  end(endTime: number): void;
}

export interface SinkTrace extends SinkObservation {
  readonly traceId: string;
  setTraceOutput(output: unknown): void;
}

export interface SinkScore {
  traceId: string;
  observationId?: string;
  name: string;
  value: number;
  comment?: string;
}

export interface TraceSink {
  traceUrl(traceId: string): string;
  startTrace(options: {
    name: string;
    sessionId?: string;
    userId?: string;
    input: unknown;
    metadata?: Record<string, unknown>;
    startTime: number;
  }): SinkTrace;
  startObservation(options: {
    name: string;
    kind: "span" | "generation";
    parent: SinkObservation;
    startTime: number;
    fields: ObservationFields;
  }): SinkObservation;
  score(score: SinkScore): void;
  forceFlush(): Promise<void>;
  shutdown(): Promise<void>;
}
