/** The persistent ingestion queue (docs/architecture.md#an-uploads-way). */
import { now, type Db } from "./db";

export interface JobRow {
  id: string;
  doc_id: string;
  kind: "ingest";
  status: "queued" | "running" | "done" | "failed";
  attempts: number;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** The ingestion queue: one interface, SQLite below (PostgreSQL in stores/postgres/). */
export interface JobStore {
  /**
   * Whether other processes share this queue (PostgreSQL): then a runner renews the lease of the
   * job it runs every third of `leaseMs`, and looks now and then for jobs others queued or left.
   */
  readonly shared: boolean;
  readonly leaseMs: number;
  /** Keeps a running job's claim (a shared queue's lease; SQLite: one process owns the file, nothing to do). */
  renewJobLease(id: string): Promise<void>;
  enqueueJob(input: { id: string; doc_id: string; kind: JobRow["kind"] }): Promise<void>;
  /** Takes the oldest queued job and marks it running, atomically. */
  claimNextJob(): Promise<JobRow | undefined>;
  finishJob(id: string, outcome: { status: "done" | "failed"; error?: string }): Promise<void>;
  hasQueuedJobs(): Promise<boolean>;
  /**
   * Jobs a killed process left running go back to the queue (or fail after too many tries):
   * SQLite, at start, every running job; a shared queue, those whose lease passed.
   */
  requeueInterruptedJobs(maxAttempts: number): Promise<{ requeued: number; failed: JobRow[] }>;
}

export function createJobStore(db: Db): JobStore {
  const claim = db.transaction((): JobRow | undefined => {
    const job = db.prepare("SELECT * FROM jobs WHERE status = 'queued' ORDER BY created_at, rowid LIMIT 1").get() as JobRow | undefined;
    if (!job) return undefined;
    db.prepare("UPDATE jobs SET status = 'running', attempts = attempts + 1, updated_at = ? WHERE id = ?").run(now(), job.id);
    return { ...job, status: "running", attempts: job.attempts + 1 };
  });
  return {
    shared: false,
    leaseMs: 0,
    async renewJobLease() {},
    async enqueueJob(input) {
      const stamp = now();
      db.prepare("INSERT INTO jobs (id, doc_id, kind, status, attempts, created_at, updated_at) VALUES (?, ?, ?, 'queued', 0, ?, ?)").run(
        input.id,
        input.doc_id,
        input.kind,
        stamp,
        stamp,
      );
    },
    async claimNextJob() {
      return claim();
    },
    async finishJob(id, outcome) {
      db.prepare("UPDATE jobs SET status = ?, error = ?, updated_at = ? WHERE id = ?").run(
        outcome.status,
        outcome.error ?? null,
        now(),
        id,
      );
    },
    async hasQueuedJobs() {
      return db.prepare("SELECT 1 FROM jobs WHERE status = 'queued' LIMIT 1").get() !== undefined;
    },
    async requeueInterruptedJobs(maxAttempts) {
      const interrupted = db.prepare("SELECT * FROM jobs WHERE status = 'running'").all() as JobRow[];
      const requeue = db.prepare("UPDATE jobs SET status = 'queued', updated_at = ? WHERE id = ?");
      const fail = db.prepare("UPDATE jobs SET status = 'failed', error = ?, updated_at = ? WHERE id = ?");
      const failed: JobRow[] = [];
      for (const job of interrupted) {
        if (job.attempts >= maxAttempts) {
          fail.run("Stopped during processing too many times.", now(), job.id);
          failed.push(job);
        } else requeue.run(now(), job.id);
      }
      return { requeued: interrupted.length - failed.length, failed };
    },
  };
}
