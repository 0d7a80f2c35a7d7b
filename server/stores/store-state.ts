/**
 * Facts about the stored data as a whole, one value per key (migration 11): e.g. which injection
 * detector the stored passage verdicts were made with (ingest/injection-rejudge.ts), which summariser
 * the stored summaries were made with (ingest/summary-backfill.ts), which extractor the stored tables
 * of sheets, and of PDFs and Word files, were built by (ingest/table-refresh.ts).
 */
import { now, type Db } from "./db";

export type StoreStateKey = "injection_detector" | "summary_revision" | "tables_revision" | "document_tables_revision";

/** One interface, SQLite below (PostgreSQL in stores/postgres/). */
export interface StoreState {
  get(key: StoreStateKey): Promise<string | null>;
  set(key: StoreStateKey, value: string): Promise<void>;
}

export function createStoreState(db: Db): StoreState {
  const read = db.prepare("SELECT value FROM store_state WHERE key = ?");
  const write = db.prepare(
    `INSERT INTO store_state (key, value, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
  );
  return {
    async get(key) {
      return (read.get(key) as { value: string } | undefined)?.value ?? null;
    },
    async set(key, value) {
      write.run(key, value, now());
    },
  };
}
