/**
 * Scores for Langfuse. OTLP has no notion of a score, so they go to Langfuse's public ingestion API
 * (`POST /api/public/ingestion`), batched on a timer, one request at a time, with a capped queue.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Logger } from "../core/logger";
import type { ExportHealth } from "./langfuse-export-health";
import { describeError } from "./redact";
import type { SinkScore } from "./sink";

export interface ScoreSenderOptions {
  baseUrl: string;
  authorization: string;
  health: ExportHealth;
  logger: Logger;
  timeoutMs: number;
  delayMs: number;
  maxQueued: number;
}

const scoreBatchSize = 100;

/** The parts of an ingestion reply we read: per-event failures arrive with a 207. */
const IngestionReply = z.object({
  errors: z.array(z.object({ id: z.string().optional(), status: z.number(), message: z.string().optional() })).default([]),
});

async function sendBatch(batch: SinkScore[], options: ScoreSenderOptions): Promise<void> {
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

export function createScoreSender(options: ScoreSenderOptions) {
  const queue: SinkScore[] = [];
  let dropped = 0;
  let sending: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function drain() {
    while (queue.length > 0) await sendBatch(queue.splice(0, scoreBatchSize), options);
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
