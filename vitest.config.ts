import tsconfigPaths from "vite-tsconfig-paths";
import { defineConfig } from "vitest/config";

/**
 * The integration suite runs twice: on SQLite (the `sqlite` project, with every other test) and
 * on a real PostgreSQL 15 (the `postgres` project: tests/helpers/test-database.ts puts every
 * Docent a test starts on a fresh database of the run's throw-away cluster). Left out of the
 * second run: tests that are matrices of both databases already, tests of SQLite itself, and tests
 * that touch no database (a second run would repeat them word for word).
 *   npx vitest run --project sqlite path/to/test.ts    one database only
 */
const matricesAlready = ["tests/integration/postgres/**", "tests/integration/stores/**", "tests/integration/security/sessions.test.ts"];
const ofSqliteItself = [
  // The SQLite file after SIGKILLs (integrity_check, FTS5 check); a dead Chroma's vectors against the SQLite chunks.
  "tests/integration/faults/docent-faults.test.ts",
  "tests/integration/faults/chroma-faults.test.ts",
  // Set up by writing to the SQLite file directly (flags, detector versions, a crash's leftovers, vector marks).
  "tests/integration/ingest/injection-rejudge.test.ts",
  "tests/integration/ingest/jobs-crash.test.ts",
  "tests/integration/ingest/vector-indexer-backoff.test.ts",
  // The FTS5 index and the SQLite table store (their PostgreSQL counterparts: tests/integration/postgres/*-contract).
  "tests/integration/retrieval/lexical-documents.test.ts",
  "tests/integration/retrieval/lexical-terms.test.ts",
  "tests/integration/tables/table-store.test.ts",
];
const noDatabase = [
  // Parsers, the Chroma supervisor, the detector's layers and an outside API's parameters: no store is opened.
  "tests/integration/ingest/parse-*.test.ts",
  "tests/integration/ingest/summary-of-long-sheet.test.ts",
  "tests/integration/chroma/supervisor.test.ts",
  "tests/integration/providers/perplexity-parameters.test.ts",
  "tests/integration/security/semantic-layer.test.ts",
  "tests/integration/security/named-questions.test.ts",
  // The ingestion scan's verdict on 6 real files (~50 s): the database only stores its marks, which
  // the poisoned-document tests (poisoned-formats, indirect-injection) check on PostgreSQL too.
  "tests/integration/security/clean-documents.test.ts",
];

export default defineConfig({
  plugins: [tsconfigPaths()],
  test: {
    environment: "node",
    pool: "forks",
    // Integration tests start real servers (Chroma, Docent); two workers suit the 2-core machines.
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    testTimeout: 120_000,
    hookTimeout: 180_000,
    setupFiles: ["tests/setup.ts"],
    globalSetup: ["tests/global-setup.ts"],
    projects: [
      { extends: true, test: { name: "sqlite", include: ["tests/**/*.test.ts", "tests/**/*.test.tsx"] } },
      {
        extends: true,
        test: {
          name: "postgres",
          include: ["tests/integration/**/*.test.ts"],
          exclude: [...matricesAlready, ...ofSqliteItself, ...noDatabase],
          env: { DOCENT_TEST_DATABASE: "postgres" },
        },
      },
    ],
  },
});
