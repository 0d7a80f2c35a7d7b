/**
 * The role model-written table SQL runs as on PostgreSQL (docs/architecture.md, "Tables on
 * PostgreSQL"): a login role of its own per library database, allowed to read the typed tables in
 * `docent_tables` and nothing else of Docent's (no grant on any other table, every session
 * read-only, a statement timeout as a backstop). It logs in on a connection of its own, never by
 * SET ROLE on Docent's: from inside a query `set_config('role', …)` could switch back.
 *
 * Making the role needs CREATEROLE for the DATABASE_URL user. Its password is random, kept in
 * `tables_reader`, which only Docent's own user can read; the first instance makes it (under an
 * advisory lock) and the others read it.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { tablesSchema } from "./tables";
import { underAdvisoryLock } from "./database";

/** Backstop only: each query sets its own, shorter, timeout. */
const roleStatementTimeout = "30s";

export interface TablesReader {
  role: string;
  /** Connections that log in as the read-only role. */
  pool: pg.Pool;
}

/** Makes (or finds) the read-only role and returns a pool logged in as it. */
export async function openTablesReader(pool: pg.Pool, connectionString: string): Promise<TablesReader> {
  const { role, password } = await ensureReaderRole(pool);
  const url = new URL(connectionString);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  const reader = new pg.Pool({ connectionString: url.toString(), max: 4, idleTimeoutMillis: 30_000 });
  // An idle connection that the server dropped must not crash the process; the next query reconnects.
  reader.on("error", () => undefined);
  return { role, pool: reader };
}

async function ensureReaderRole(pool: pg.Pool): Promise<{ role: string; password: string }> {
  try {
    return await underAdvisoryLock(pool, "docent:tables-reader", async (client) => {
      const { rows } = await client.query<{ database: string; user: string }>(
        'SELECT current_database() AS database, current_user AS "user"',
      );
      const role = `${rows[0]!.database
        .toLowerCase()
        .replace(/[^a-z0-9_]/gu, "_")
        .slice(0, 40)}_tables_reader`;
      await client.query("CREATE TABLE IF NOT EXISTS tables_reader (role text PRIMARY KEY, password text NOT NULL)");
      const kept = await client.query<{ password: string }>("SELECT password FROM tables_reader WHERE role = $1", [role]);
      const password = kept.rows[0]?.password ?? randomBytes(24).toString("hex");
      const exists = (await client.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [role])).rowCount === 1;
      if (!exists || kept.rows.length === 0) await createRole(client, role, password, exists);
      await client.query(`GRANT USAGE ON SCHEMA ${tablesSchema} TO "${role}"`);
      await client.query(`GRANT SELECT ON ALL TABLES IN SCHEMA ${tablesSchema} TO "${role}"`);
      // Typed tables Docent makes later are readable too (default privileges of Docent's own user).
      await client.query(`ALTER DEFAULT PRIVILEGES IN SCHEMA ${tablesSchema} GRANT SELECT ON TABLES TO "${role}"`);
      return { role, password };
    });
  } catch (error) {
    if ((error as { code?: string }).code === "42501") {
      throw new Error(
        `PostgreSQL: the DATABASE_URL user may not create roles; table questions run as a read-only role of their own, so give it CREATEROLE (ALTER ROLE … CREATEROLE) (${(error as Error).message})`,
      );
    }
    throw error;
  }
}

async function createRole(client: pg.PoolClient, role: string, password: string, exists: boolean) {
  const quotedPassword = `'${password}'`; // hex: nothing to escape
  await client.query(`${exists ? "ALTER" : "CREATE"} ROLE "${role}" LOGIN NOINHERIT NOCREATEDB NOCREATEROLE PASSWORD ${quotedPassword}`);
  await client.query(`ALTER ROLE "${role}" SET default_transaction_read_only = on`);
  await client.query(`ALTER ROLE "${role}" SET statement_timeout = '${roleStatementTimeout}'`);
  await client.query(
    "INSERT INTO tables_reader (role, password) VALUES ($1, $2) ON CONFLICT (role) DO UPDATE SET password = excluded.password",
    [role, password],
  );
}
