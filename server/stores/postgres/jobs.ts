/**
 * The ingestion queue on PostgreSQL, shared by every instance (README "Past one machine"): a job is
 * claimed with `FOR UPDATE SKIP LOCKED` (two instances never take the same one) and held under a
 * lease its runner renews while it works; a running job whose lease passed was left by an instance
 * that died, and the next sweep queues it again (or fails it after too many tries), so another
 * instance finishes it. Chunks are replaced in one transaction, so a job run twice leaves one set.
 */
import { now } from "../db";
import type { JobRow, JobStore } from "../jobs";
import type { Queryable } from "./database";

const jobColumns = "id, doc_id, kind, status, attempts, error, created_at, updated_at";
/** How long a claim holds without renewal; the runner renews it every third of this. */
export const defaultJobLeaseMs = 60_000;

export function createPostgresJobStore(db: Queryable, options: { leaseMs?: number } = {}): JobStore {
  const leaseMs = options.leaseMs ?? defaultJobLeaseMs;
  const lease = "now() + make_interval(secs => $2::float8 / 1000)";
  return {
    shared: true,
    leaseMs,
    async enqueueJob(input) {
      const stamp = now();
      await db.query(
        "INSERT INTO jobs (id, doc_id, kind, status, attempts, created_at, updated_at) VALUES ($1, $2, $3, 'queued', 0, $4, $4)",
        [input.id, input.doc_id, input.kind, stamp],
      );
    },
    async claimNextJob() {
      const { rows } = await db.query<JobRow>(
        `UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = $1, lease_until = ${lease}
         WHERE id = (SELECT id FROM jobs WHERE status = 'queued' ORDER BY created_at, seq LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING ${jobColumns}`,
        [now(), leaseMs],
      );
      return rows[0];
    },
    async renewJobLease(id) {
      await db.query(`UPDATE jobs SET lease_until = ${lease} WHERE id = $1 AND status = 'running'`, [id, leaseMs]);
    },
    async finishJob(id, outcome) {
      await db.query("UPDATE jobs SET status = $1, error = $2, updated_at = $3, lease_until = NULL WHERE id = $4", [
        outcome.status,
        outcome.error ?? null,
        now(),
        id,
      ]);
    },
    async hasQueuedJobs() {
      return (await db.query("SELECT 1 FROM jobs WHERE status = 'queued' LIMIT 1")).rows.length > 0;
    },
    async requeueInterruptedJobs(maxAttempts) {
      // Only jobs whose lease passed: a job another live instance is running renews its lease.
      const { rows } = await db.query<JobRow>(
        `UPDATE jobs SET status = CASE WHEN attempts >= $1 THEN 'failed' ELSE 'queued' END,
           error = CASE WHEN attempts >= $1 THEN 'Stopped during processing too many times.' ELSE error END,
           updated_at = $2, lease_until = NULL
         WHERE id IN (SELECT id FROM jobs WHERE status = 'running' AND lease_until < now() FOR UPDATE SKIP LOCKED)
         RETURNING ${jobColumns}`,
        [maxAttempts, now()],
      );
      const failed = rows.filter((job) => job.status === "failed").map((job) => ({ ...job, status: "running" as const }));
      return { requeued: rows.length - failed.length, failed };
    },
  };
}
