/**
 * Reads from the app-state database of running services, whichever it is (SQLite in DATA_DIR or
 * PostgreSQL: test-database.ts), for tests that check what is stored beyond what the stores
 * return. SQL with `?` placeholders, written to read the same on both.
 */
import pg from "pg";
import type { Services } from "./services";

/** The first column of the first row, as a number (a COUNT). */
export async function countRows(services: Pick<Services, "db" | "config">, sql: string, params: unknown[] = []): Promise<number> {
  if (services.db) return Number(Object.values(services.db.prepare(sql).get(...params) as Record<string, unknown>)[0]);
  let index = 0;
  const client = new pg.Client({ connectionString: services.config.DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<Record<string, unknown>>(
      sql.replace(/\?/gu, () => `$${String(++index)}`),
      params,
    );
    return Number(Object.values(rows[0]!)[0]);
  } finally {
    await client.end();
  }
}
