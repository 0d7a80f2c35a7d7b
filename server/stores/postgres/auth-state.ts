/**
 * Logins and rate limits shared by every instance on one PostgreSQL (stores/auth-state.ts has the
 * contract): the session secret is made once by whichever instance starts first, revocations are
 * rows every instance reads, and a rate window is one row counted with a single atomic upsert, so
 * two instances counting the same address at once never lose a hit.
 */
import type pg from "pg";
import { newSecret, secretPattern, type AuthState, type RateWindow } from "../auth-state";
import { underAdvisoryLock } from "./database";

/** Expired rows are swept on every this many counted events (cheap, and bounded without a timer). */
const sweepEvery = 500;

/** Creates the tables once across instances (under an advisory lock, in one transaction). */
export async function migrateAuthState(pool: pg.Pool): Promise<void> {
  return underAdvisoryLock(pool, "docent:auth-state", async (client) => {
    await client.query(`
      CREATE TABLE IF NOT EXISTS auth_secrets (name text PRIMARY KEY, value text NOT NULL);
      CREATE TABLE IF NOT EXISTS session_revocations (id text PRIMARY KEY, expires_at bigint NOT NULL);
      CREATE TABLE IF NOT EXISTS rate_windows (key text PRIMARY KEY, started_at bigint NOT NULL, count integer NOT NULL, window_ms bigint NOT NULL);
    `);
  });
}

const toWindow = (row: { started_at: string; count: number }): RateWindow => ({ startedAt: Number(row.started_at), count: row.count });

export function createPostgresAuthState(pool: pg.Pool, options: { now?: () => number } = {}): AuthState {
  const now = options.now ?? Date.now;
  let secret: Promise<string> | undefined;
  let counted = 0;

  async function readOrCreateSecret() {
    // The first instance's insert wins; everyone (that one included) then reads the same row.
    await pool.query("INSERT INTO auth_secrets (name, value) VALUES ('session', $1) ON CONFLICT (name) DO NOTHING", [newSecret()]);
    const { rows } = await pool.query<{ value: string }>("SELECT value FROM auth_secrets WHERE name = 'session'");
    const value = rows[0]?.value ?? "";
    if (!secretPattern.test(value))
      throw new Error("The session secret in PostgreSQL (auth_secrets) is damaged; delete its row to start new sessions.");
    return value;
  }

  async function sweep() {
    const at = now();
    await pool.query("DELETE FROM session_revocations WHERE expires_at <= $1", [at]);
    await pool.query("DELETE FROM rate_windows WHERE started_at + window_ms <= $1", [at]);
  }

  return {
    sessionSecret() {
      secret ??= readOrCreateSecret().catch((error: unknown) => {
        secret = undefined; // a database that was briefly away is asked again next time
        throw error;
      });
      return secret;
    },
    async revokeSession(id, expiresAt) {
      await pool.query(
        "INSERT INTO session_revocations (id, expires_at) VALUES ($1, $2) ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at",
        [id, expiresAt],
      );
    },
    async isRevoked(id) {
      const { rowCount } = await pool.query("SELECT 1 FROM session_revocations WHERE id = $1", [id]);
      return (rowCount ?? 0) > 0;
    },
    async countEvent(key, windowMs) {
      const at = now();
      // One statement: a window that has run out starts again at 1, an open one counts up.
      const { rows } = await pool.query<{ started_at: string; count: number }>(
        `INSERT INTO rate_windows AS w (key, started_at, count, window_ms) VALUES ($1, $2, 1, $3)
         ON CONFLICT (key) DO UPDATE SET
           started_at = CASE WHEN $2 - w.started_at >= $3 THEN $2 ELSE w.started_at END,
           count = CASE WHEN $2 - w.started_at >= $3 THEN 1 ELSE w.count + 1 END,
           window_ms = $3
         RETURNING started_at, count`,
        [key, at, windowMs],
      );
      if (++counted % sweepEvery === 0) await sweep();
      return toWindow(rows[0]!);
    },
    async openWindow(key, windowMs) {
      const { rows } = await pool.query<{ started_at: string; count: number }>(
        "SELECT started_at, count FROM rate_windows WHERE key = $1 AND $2 - started_at < $3",
        [key, now(), windowMs],
      );
      return rows[0] ? toWindow(rows[0]) : null;
    },
  };
}
