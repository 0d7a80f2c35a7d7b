/**
 * App state on PostgreSQL (DATABASE_URL; README "Past one machine"): every store on one pool, after
 * the schema's migrations, the keyword index, the tables' schema and the login tables were made
 * (each once across instances, under its advisory lock).
 */
import type { WebStoreOptions } from "../web-results";
import { createPostgresAuthState, migrateAuthState } from "./auth-state";
import { createPostgresChunkStore } from "./chunks";
import { createPostgresCollectionStore } from "./collections";
import { createPostgresConversationStore } from "./conversations";
import { checkPostgres, describeDatabaseUrl, openPostgres } from "./database";
import { createPostgresDocumentStore } from "./documents";
import { createPostgresInstructionsStore } from "./instructions";
import { createPostgresJobStore } from "./jobs";
import { migrateKeywordIndex } from "./keyword-index";
import { createPostgresStoreState } from "./store-state";
import { createPostgresSummaryStore } from "./summaries";
import { createPostgresTableStore, migrateTables } from "./tables";
import { createPostgresWebStore } from "./web-results";

export interface PostgresStoreOptions {
  /** POSTGRES_SEARCH_LANGUAGE: the keyword index's text search configuration. */
  language?: string;
  /** How long a claimed ingestion job holds without renewal (tests shorten it). */
  jobLeaseMs?: number;
}

export async function openPostgresStores(url: string, options: PostgresStoreOptions = {}) {
  const pool = await openPostgres(url);
  try {
    await migrateKeywordIndex(pool, options.language ?? "english");
    await migrateTables(pool);
    await migrateAuthState(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`PostgreSQL at ${describeDatabaseUrl(url)}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return {
    pool,
    documents: createPostgresDocumentStore(pool),
    chunks: createPostgresChunkStore(pool, { language: options.language ?? "english" }),
    jobs: createPostgresJobStore(pool, { leaseMs: options.jobLeaseMs }),
    conversations: createPostgresConversationStore(pool),
    tables: createPostgresTableStore(pool),
    summaries: createPostgresSummaryStore(pool),
    collections: createPostgresCollectionStore(pool),
    instructions: createPostgresInstructionsStore(pool),
    state: createPostgresStoreState(pool),
    authState: createPostgresAuthState(pool),
    webStore: (webOptions: WebStoreOptions) => createPostgresWebStore(pool, webOptions),
    check: () => checkPostgres(pool),
    close: () => pool.end(),
  };
}
export type PostgresStores = Awaited<ReturnType<typeof openPostgresStores>>;
