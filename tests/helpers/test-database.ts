/**
 * Which app-state database the integration suite runs on (SPEC §8, README "Past one machine"):
 * SQLite in DATA_DIR by default, or PostgreSQL when DOCENT_TEST_DATABASE=postgres (vitest's
 * `postgres` project, vitest.config.ts), so the same tests hold on both (a test matrix, not two
 * suites). Every Docent a test starts (startServices, startDocent) goes through `databaseEnv`.
 */
import fs from "node:fs";
import { createTestDatabase } from "./postgres";

export type TestDatabaseKind = "sqlite" | "postgres";

export const testDatabase: TestDatabaseKind = process.env.DOCENT_TEST_DATABASE === "postgres" ? "postgres" : "sqlite";

/**
 * The settings that put a Docent started on `dataDir` on the run's database: none on SQLite (its
 * file is in DATA_DIR); on PostgreSQL a fresh database per DATA_DIR, the same one again when a
 * test restarts on that DATA_DIR. A test that sets DATABASE_URL itself keeps its own.
 */
export async function databaseEnv(dataDir: string, env: Record<string, string> = {}): Promise<Record<string, string>> {
  if (testDatabase === "sqlite" || "DATABASE_URL" in env) return {};
  // Beside DATA_DIR, not in it: tests look at what DATA_DIR holds.
  const recorded = `${dataDir.replace(/\/+$/u, "")}.database-url`;
  if (fs.existsSync(recorded)) return { DATABASE_URL: fs.readFileSync(recorded, "utf8") };
  const { url } = await createTestDatabase("matrix");
  fs.writeFileSync(recorded, url);
  return { DATABASE_URL: url };
}
