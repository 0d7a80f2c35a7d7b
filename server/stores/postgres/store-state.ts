/** Facts about the stored data on PostgreSQL: the same interface and answers as stores/store-state.ts. */
import { now } from "../db";
import type { StoreState } from "../store-state";
import type { Queryable } from "./database";

export function createPostgresStoreState(db: Queryable): StoreState {
  return {
    async get(key) {
      return (await db.query<{ value: string }>("SELECT value FROM store_state WHERE key = $1", [key])).rows[0]?.value ?? null;
    },
    async set(key, value) {
      await db.query(
        `INSERT INTO store_state (key, value, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`,
        [key, value, now()],
      );
    },
  };
}
