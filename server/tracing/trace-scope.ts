/** What the span and generation handles of one trace share. */
import type { Logger } from "../core/logger";
import type { OpenSpans } from "./open-spans";
import type { SinkBridge } from "./sink-bridge";
import type { TimelineRecorder } from "./timeline-recorder";

export interface TraceScope {
  /** Epoch milliseconds with sub-millisecond precision. */
  clock: () => number;
  logger: Logger;
  bridge: SinkBridge;
  recorder: TimelineRecorder;
  spans: OpenSpans;
}
