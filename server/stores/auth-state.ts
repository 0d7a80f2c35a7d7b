/**
 * What logins and rate limits remember (docs/architecture.md#http-api): the secret session tokens
 * are signed with, the revoked session ids, and the fixed-window counters of the rate limits.
 * One interface, two homes: this file keeps them in DATA_DIR and in memory (one instance owns one
 * DATA_DIR), `postgres/auth-state.ts` keeps them in PostgreSQL so that every instance sharing
 * the database shares them too (a login on one instance is valid on the others, and an address
 * over its limit is over it everywhere).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { AppError } from "../core/errors";
import type { Logger } from "../core/logger";

/** A fixed window of counted events for one key. */
export interface RateWindow {
  startedAt: number;
  count: number;
}

export interface AuthState {
  /** The random secret (64 hex digits) the session key is derived from; made on first use. */
  sessionSecret(): Promise<string>;
  /** Ends a session for good; remembered until its token would have expired anyway. */
  revokeSession(id: string, expiresAt: number): Promise<void>;
  isRevoked(id: string): Promise<boolean>;
  /** Counts one event for `key` (the window restarts once `windowMs` has passed) and returns the window. */
  countEvent(key: string, windowMs: number): Promise<RateWindow>;
  /** The key's open window, without counting; null when none is open. */
  openWindow(key: string, windowMs: number): Promise<RateWindow | null>;
}

export const secretPattern = /^[0-9a-f]{64}$/;
export const newSecret = () => randomBytes(32).toString("hex");

const RevocationFile = z.record(z.string(), z.number());

/** The secret in DATA_DIR/session-secret, created once with owner-only permissions. */
function readOrCreateSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // "wx" fails if another start created it first; then we read theirs.
    fs.writeFileSync(file, newSecret() + "\n", { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (!secretPattern.test(secret)) {
    throw new AppError("internal", "session_secret", `${file} is damaged; delete it to start new sessions.`);
  }
  return secret;
}

/**
 * Memory-bounded counters: entries are kept in insertion order and the map is capped, so a flood
 * of distinct addresses costs bounded memory (the oldest windows are dropped first).
 */
export function createMemoryRateWindows(options: { now: () => number; maxKeys?: number }) {
  const windows = new Map<string, RateWindow>();
  const maxKeys = options.maxKeys ?? 50_000;
  function open(key: string, windowMs: number) {
    const window = windows.get(key);
    if (window && options.now() - window.startedAt < windowMs) return window;
    if (window) windows.delete(key);
    return null;
  }
  return {
    async openWindow(key: string, windowMs: number) {
      const window = open(key, windowMs);
      return window ? { ...window } : null;
    },
    async countEvent(key: string, windowMs: number) {
      const window = open(key, windowMs);
      if (window) {
        window.count += 1;
        return { ...window };
      }
      const started = { startedAt: options.now(), count: 1 };
      windows.set(key, started);
      for (const oldest of windows.keys()) {
        if (windows.size <= maxKeys) break;
        windows.delete(oldest);
      }
      return { ...started };
    },
  };
}

/** DATA_DIR and memory: the single-instance home (SQLite mode). Revocations survive restarts. */
export function createLocalAuthState(options: { dataDir: string; logger: Logger; now?: () => number; maxKeys?: number }): AuthState {
  const now = options.now ?? Date.now;
  const revocationFile = path.join(options.dataDir, "session-revocations.json");
  let secret: string | undefined;
  let revoked: Map<string, number> | undefined;

  function revocations() {
    if (revoked) return revoked;
    revoked = new Map<string, number>();
    if (fs.existsSync(revocationFile)) {
      const parsed = RevocationFile.safeParse(JSON.parse(fs.readFileSync(revocationFile, "utf8")));
      if (parsed.success) revoked = new Map(Object.entries(parsed.data));
      else options.logger.warn("session revocation file unreadable; starting a new one", { file: revocationFile });
    }
    return revoked;
  }

  return {
    ...createMemoryRateWindows({ now, maxKeys: options.maxKeys }),
    async sessionSecret() {
      secret ??= readOrCreateSecret(options.dataDir);
      return secret;
    },
    async revokeSession(id, expiresAt) {
      const map = revocations();
      map.set(id, expiresAt);
      for (const [other, otherExpiry] of map) if (otherExpiry <= now()) map.delete(other);
      const temporary = `${revocationFile}.${process.pid}.tmp`;
      fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(map)), { mode: 0o600 });
      fs.renameSync(temporary, revocationFile);
    },
    async isRevoked(id) {
      return revocations().has(id);
    },
  };
}
