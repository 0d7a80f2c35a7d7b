/**
 * App state on PostgreSQL (README "Past one machine"; docs/architecture.md, "Where things are
 * stored"): one pool per process, the schema's migrations run once across instances under an
 * advisory lock, and a transaction helper for the store methods whose statements must hold together.
 */
import pg from "pg";
import { postgresMigrations } from "./migrations";

export type Pool = pg.Pool;
const int8 = 20;
/** A pool or a client inside a transaction: anything that runs a query. */
export type Queryable = Pick<pg.Pool, "query">;

/** Where DATABASE_URL points, without its password (for messages and logs). */
export function describeDatabaseUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.username ? `${decodeURIComponent(parsed.username)}@` : ""}${parsed.host}${parsed.pathname}`;
  } catch {
    return "(an address that is not a URL)";
  }
}

/**
 * Connects and migrates; throws an Error whose message says what to fix (the server is not
 * reachable, the login is refused, the database does not exist), never the password.
 */
export async function openPostgres(url: string, options: { maxConnections?: number; connectTimeoutMs?: number } = {}): Promise<Pool> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 10_000,
    // A query that hangs (a lock held by a dead client) fails instead of holding an answer forever.
    query_timeout: 60_000,
    // Counts and sizes (int8) as numbers, as SQLite gives them: none comes near 2^53.
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === int8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client whose server went away must not crash the process; the next query reports it.
  pool.on("error", () => undefined);
  try {
    await migratePostgres(pool);
    return pool;
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new Error(`PostgreSQL at ${describeDatabaseUrl(url)}: ${reasonOf(error)}`, { cause: error });
  }
}

function reasonOf(error: unknown): string {
  const code = (error as { code?: string }).code;
  const message = error instanceof Error ? error.message : String(error);
  if (code === "ECONNREFUSED") return "nothing listens there (is PostgreSQL running, and is the host and port right?)";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the host name does not resolve";
  if (code === "28P01" || code === "28000") return `the login was refused (${message})`;
  if (code === "3D000") return `${message} (create it first: createdb, or CREATE DATABASE)`;
  if (/timeout/iu.test(message)) return "no answer within the connection timeout";
  return message;
}

/** Runs `work` in one transaction on one client: committed when it resolves, rolled back when it throws. */
export async function inTransaction<T>(pool: Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    const result = await work(client);
    await client.query("COMMIT");
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** `work` in one transaction holding the advisory lock `name`: one instance at a time runs it, the others wait. */
export function underAdvisoryLock<T>(pool: Pool, name: string, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return inTransaction(pool, async (client) => {
    await client.query("SELECT pg_advisory_xact_lock(hashtext($1))", [name]);
    return work(client);
  });
}

/** Applies the migrations not yet applied, once: every instance starting at the same time waits on the lock. */
export async function migratePostgres(pool: Pool): Promise<void> {
  await underAdvisoryLock(pool, "docent:migrations", async (client) => {
    await client.query("CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at text NOT NULL)");
    const { rows } = await client.query<{ version: number | null }>("SELECT max(version) AS version FROM schema_migrations");
    for (let version = rows[0]?.version ?? 0; version < postgresMigrations.length; version++) {
      await client.query(postgresMigrations[version]!);
      await client.query("INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)", [version + 1, new Date().toISOString()]);
    }
  });
}

/** Whether the database answers (the health check). */
export async function checkPostgres(pool: Queryable): Promise<boolean> {
  const { rows } = await pool.query<{ ok: number }>("SELECT 1 AS ok");
  return rows[0]?.ok === 1;
}

/** `$1, $2, …` from `start`, for an IN list. */
export const placeholders = (count: number, start = 1) =>
  Array.from({ length: count }, (_, index) => `$${String(start + index)}`).join(", ");
