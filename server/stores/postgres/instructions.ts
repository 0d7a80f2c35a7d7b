/** Custom instructions on PostgreSQL: the same interface and answers as stores/instructions.ts. */
import { now } from "../db";
import { GLOBAL_SCOPE, type InstructionsRow, type InstructionsStore } from "../instructions";
import type { Queryable } from "./database";

export function createPostgresInstructionsStore(db: Queryable): InstructionsStore {
  const read = async (scope: string) =>
    (await db.query<InstructionsRow>("SELECT scope, text, updated_at FROM assistant_instructions WHERE scope = $1", [scope])).rows[0] ??
    null;
  return {
    get: (scope = GLOBAL_SCOPE) => read(scope),
    async set(text, scope = GLOBAL_SCOPE) {
      if (text.trim().length === 0) {
        await db.query("DELETE FROM assistant_instructions WHERE scope = $1", [scope]);
        return null;
      }
      await db.query(
        `INSERT INTO assistant_instructions (scope, text, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (scope) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`,
        [scope, text, now()],
      );
      return read(scope);
    },
  };
}
