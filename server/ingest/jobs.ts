/**
 * The ingestion queue runner (docs/architecture.md#an-uploads-way). Jobs live in SQLite, so a restart resumes them:
 * a job left `running` by a killed process is queued again (parsing is idempotent and chunks
 * are written in one transaction), and fails cleanly after too many interrupted tries.
 * One job at a time: parsing uses a whole core in its child process.
 */
import type { Logger } from "../core/logger";
import type { DocumentStore } from "../stores/documents";
import type { JobStore } from "../stores/jobs";
import { failDocument, ingestDocument, type IngestDeps } from "./ingest-document";

const maxInterruptedAttempts = 3;

export interface JobRunner {
  wake(): void;
  /** Resolves when the queue is empty and nothing runs (for tests and scripts). */
  idle(): Promise<void>;
  stop(): Promise<void>;
}

/** How often an instance sharing its queue (PostgreSQL) looks for jobs other instances queued or left behind. */
const sharedQueuePollMs = 2_000;

/** Jobs a killed process left running go back to the queue; those interrupted too often fail their document. */
async function recoverInterrupted(deps: IngestDeps & { jobs: JobStore }) {
  const { failed } = await deps.jobs.requeueInterruptedJobs(maxInterruptedAttempts);
  for (const job of failed) {
    void failDocument(
      job.doc_id,
      { category: "interrupted", message: "Processing was interrupted several times; please upload the file again." },
      deps,
    );
  }
}

export function startJobRunner(
  deps: IngestDeps & { jobs: JobStore; documents: DocumentStore; logger: Logger; pollMs?: number },
): JobRunner {
  // The loop waits for this before claiming anything.
  let recovered = recoverInterrupted(deps);

  let stopping = false;
  const abort = new AbortController();
  let running: Promise<void> | null = null;
  let idleWaiters: (() => void)[] = [];

  const loop = async () => {
    await recovered;
    while (!stopping) {
      const job = await deps.jobs.claimNextJob();
      if (!job) break;
      const document = await deps.documents.getDocument(job.doc_id);
      if (!document) {
        await deps.jobs.finishJob(job.id, { status: "failed", error: "document deleted" });
        continue;
      }
      try {
        const result = await holdingLease(deps, job.id, () => ingestDocument(document, { ...deps, signal: abort.signal }));
        // A stop during the parse leaves the job `running`, so the next start resumes it.
        if ("interrupted" in result) break;
        await deps.jobs.finishJob(job.id, result.ok ? { status: "done" } : { status: "failed", error: result.error });
      } catch (error) {
        // Docent is stopping: the job stays `running` and is resumed at the next start.
        if (abort.signal.aborted) break;
        deps.logger.error("ingestion job crashed", { job_id: job.id, error });
        await deps.jobs.finishJob(job.id, { status: "failed", error: String(error) });
        await failDocument(
          job.doc_id,
          { category: "internal", message: "Docent could not process this file because of an internal error." },
          deps,
        );
      }
    }
  };

  const wake = () => {
    if (running || stopping) return;
    running = loop()
      .catch((error: unknown) => deps.logger.error("job runner stopped", { error }))
      // Jobs enqueued while the loop was finishing.
      .then(async () => !stopping && (await deps.jobs.hasQueuedJobs()))
      .catch((error: unknown) => {
        deps.logger.error("could not look for queued jobs", { error });
        return false;
      })
      .then((again) => {
        running = null;
        const waiters = idleWaiters;
        idleWaiters = [];
        waiters.forEach((resolve) => resolve());
        if (again && !stopping) wake();
      });
  };
  wake();
  // A shared queue: other instances queue jobs (uploads they took) and may die holding one.
  const poll = deps.jobs.shared
    ? setInterval(() => {
        if (running || stopping) return;
        recovered = recoverInterrupted(deps);
        wake();
      }, deps.pollMs ?? sharedQueuePollMs)
    : null;
  poll?.unref();

  return {
    wake,
    idle: () => (running ? new Promise<void>((resolve) => idleWaiters.push(resolve)) : Promise.resolve()),
    async stop() {
      stopping = true;
      if (poll) clearInterval(poll);
      abort.abort();
      await running;
    },
  };
}

/** Runs a job's work while renewing its lease (a shared queue), so no other instance takes it meanwhile. */
async function holdingLease<T>(deps: { jobs: JobStore; logger: Logger }, jobId: string, work: () => Promise<T>): Promise<T> {
  if (!deps.jobs.shared) return work();
  const renew = setInterval(() => {
    deps.jobs.renewJobLease(jobId).catch((error: unknown) => deps.logger.warn("could not renew a job's lease", { job_id: jobId, error }));
  }, deps.jobs.leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}
