/** The app-state stores on SQLite (the default: DATA_DIR/docent.db), opened together on one database. */
import { createChunkStore } from "./chunks";
import { createCollectionStore } from "./collections";
import { createConversationStore } from "./conversations";
import type { Db } from "./db";
import { createDocumentStore } from "./documents";
import { createInstructionsStore } from "./instructions";
import { createJobStore } from "./jobs";
import { createStoreState } from "./store-state";
import { createSummaryStore } from "./summaries";
import { createTableStore } from "./tables";
import { createWebStore, type WebStoreOptions } from "./web-results";

export function openSqliteStores(db: Db) {
  return {
    documents: createDocumentStore(db),
    chunks: createChunkStore(db),
    jobs: createJobStore(db),
    conversations: createConversationStore(db),
    tables: createTableStore(db),
    summaries: createSummaryStore(db),
    collections: createCollectionStore(db),
    instructions: createInstructionsStore(db),
    state: createStoreState(db),
    webStore: (options: WebStoreOptions) => createWebStore(db, options),
  };
}
