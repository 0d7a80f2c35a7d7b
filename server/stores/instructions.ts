/**
 * Custom instructions for the assistant (docs/architecture.md, "Conversation"): tone, answer
 * language, length, a glossary. One text per scope: `global` for the whole library; a collection's
 * id can hold its own (the collection then wins). Empty text clears a scope.
 */
import { now, type Db } from "./db";

export const GLOBAL_SCOPE = "global";

export interface InstructionsRow {
  scope: string;
  text: string;
  updated_at: string;
}

/** One interface, SQLite below (PostgreSQL in stores/postgres/). */
export interface InstructionsStore {
  get(scope?: string): Promise<InstructionsRow | null>;
  /** Stores the text for a scope; blank text removes it. */
  set(text: string, scope?: string): Promise<InstructionsRow | null>;
}

export function createInstructionsStore(db: Db): InstructionsStore {
  const get = db.prepare("SELECT scope, text, updated_at FROM assistant_instructions WHERE scope = ?");
  const upsert = db.prepare(
    `INSERT INTO assistant_instructions (scope, text, updated_at) VALUES (?, ?, ?)
     ON CONFLICT(scope) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at`,
  );
  const remove = db.prepare("DELETE FROM assistant_instructions WHERE scope = ?");
  const read = (scope: string) => (get.get(scope) as InstructionsRow | undefined) ?? null;
  return {
    async get(scope = GLOBAL_SCOPE) {
      return read(scope);
    },
    async set(text, scope = GLOBAL_SCOPE) {
      if (text.trim().length === 0) {
        remove.run(scope);
        return null;
      }
      upsert.run(scope, text, now());
      return read(scope);
    },
  };
}
