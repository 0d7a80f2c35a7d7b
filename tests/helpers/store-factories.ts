/**
 * The app-state stores on both databases, for tests that must hold on each (a test matrix:
 * `describe.each(storeFactories)`): SQLite in a fresh file, PostgreSQL in a fresh database of the
 * run's throw-away cluster (tests/helpers/postgres.ts). Each `open()` starts from an empty store.
 */
import path from "node:path";
import type { CollectionStore } from "../../server/stores/collections";
import type { ConversationStore } from "../../server/stores/conversations";
import { openDb } from "../../server/stores/db";
import type { DocumentStore } from "../../server/stores/documents";
import type { InstructionsStore } from "../../server/stores/instructions";
import type { JobStore } from "../../server/stores/jobs";
import type { StoreState } from "../../server/stores/store-state";
import type { SummaryStore } from "../../server/stores/summaries";
import type { WebStore, WebStoreOptions } from "../../server/stores/web-results";
import { openSqliteStores } from "../../server/stores/sqlite-stores";
import type { ChunkStore } from "../../server/stores/chunks";
import { openPostgresStores } from "../../server/stores/postgres/stores";
import { createTestDatabase } from "./postgres";
import { makeDataDir } from "../../scripts/lib/docent-process";

export interface AppStores {
  documents: DocumentStore;
  /** Only what the matrix checks of it (which passages wait for a vector); its own suites test the rest. */
  chunks: Pick<ChunkStore, "chunksNeedingVectors" | "markVectors">;
  conversations: ConversationStore;
  collections: CollectionStore;
  instructions: InstructionsStore;
  summaries: SummaryStore;
  state: StoreState;
  jobs: JobStore;
  web: (options: WebStoreOptions) => WebStore;
  /** A chunk row for a document, raw (the chunk store is not under test here), flagged or not. */
  addChunk(docId: string, index: number, flagged: boolean): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL: the database, for a second instance on it. */
  url?: string;
}

export interface StoreFactory {
  name: "sqlite" | "postgres";
  open(options?: { jobLeaseMs?: number }): Promise<AppStores>;
  /** PostgreSQL only: another instance's stores on the same database. */
  attach?(other: AppStores, options?: { jobLeaseMs?: number }): Promise<AppStores>;
}

async function postgresStores(url: string, options: { jobLeaseMs?: number }): Promise<AppStores> {
  const stores = await openPostgresStores(url, { jobLeaseMs: options.jobLeaseMs });
  return {
    ...stores,
    url,
    web: stores.webStore,
    async addChunk(docId, index, flagged) {
      await stores.pool.query("INSERT INTO chunks (id, doc_id, chunk_index, text, injection_flagged) VALUES ($1, $2, $3, $4, $5)", [
        `${docId}_${index}`,
        docId,
        index,
        `text ${index}`,
        flagged ? 1 : 0,
      ]);
    },
    close: () => stores.pool.end(),
  };
}

export const storeFactories: StoreFactory[] = [
  {
    name: "sqlite",
    async open() {
      const db = openDb(path.join(makeDataDir("store-matrix-"), "docent.db"));
      const stores = openSqliteStores(db);
      return {
        ...stores,
        web: stores.webStore,
        async addChunk(docId, index, flagged) {
          db.prepare("INSERT INTO chunks (id, doc_id, chunk_index, text, injection_flagged) VALUES (?, ?, ?, ?, ?)").run(
            `${docId}_${index}`,
            docId,
            index,
            `text ${index}`,
            flagged ? 1 : 0,
          );
        },
        async close() {
          db.close();
        },
      };
    },
  },
  {
    name: "postgres",
    async open(options = {}) {
      const database = await createTestDatabase("store_matrix");
      return postgresStores(database.url, options);
    },
    attach: (other, options = {}) => postgresStores(other.url!, options),
  },
];
