/**
 * Session lifetime, revocation and the login lock-out, on a real Express server (127.0.0.1) with
 * the real guard and a clock the test moves, in both homes of the auth state: DATA_DIR (one
 * instance) and a real PostgreSQL 15 (several instances). The same tests run against each.
 * DATA_DIR's own duties follow: the secret is made once with owner-only permissions, and a
 * damaged secret stops start-up with a message saying what to do.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../../server/core/logger";
import { createAuth } from "../../../server/http/auth";
import { RateLimiter } from "../../../server/http/security";
import { createLocalAuthState, type AuthState } from "../../../server/stores/auth-state";
import { createPostgresAuthState, migrateAuthState } from "../../../server/stores/postgres/auth-state";
import { suitePostgres } from "../../helpers/postgres";

const password = "tide table 1987";
const silent = createLogger({ level: "silent" });
const clock = { now: Date.UTC(2026, 0, 1) };

/** A Docent-shaped server: the guard, a login and logout route, one private API route. */
async function startGuardedServer(state: AuthState) {
  const auth = await createAuth({
    password,
    state,
    sessionTtlHours: 2,
    loginAttemptsPerMinute: 5,
    logger: silent,
    healthStatus: async () => "ok",
    now: () => clock.now,
  });
  const app = express();
  app.use(auth.guard);
  app.post("/login", express.urlencoded({ extended: false }), async (request, response) => {
    const result = await auth.contextFor(request).signIn(String(request.body.password));
    if (!result.ok) return void response.status(result.status).json({ error: result.code });
    response.setHeader("Set-Cookie", result.setCookie).json({ ok: true });
  });
  app.post("/logout", async (request, response) => {
    const { setCookie } = await auth.contextFor(request).signOut();
    response.setHeader("Set-Cookie", setCookie).json({ ok: true });
  });
  app.get("/api/private", (_request, response) => void response.json({ secret: "only for members" }));
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const login = (url: string, guess = password) => fetch(`${url}/login`, { method: "POST", body: new URLSearchParams({ password: guess }) });
const cookieOf = (response: Response) => response.headers.get("set-cookie")!.split(";")[0]!;
const privateStatus = async (url: string, cookie: string) => (await fetch(`${url}/api/private`, { headers: { Cookie: cookie } })).status;

function sessionTests(makeState: () => Promise<AuthState>) {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    ({ server, url } = await startGuardedServer(await makeState()));
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("ends a session at its expiry", async () => {
    const response = await login(url);
    expect(response.headers.get("set-cookie")).toMatch(/Max-Age=7200/);
    const cookie = cookieOf(response);
    clock.now += 2 * 3_600_000 - 1_000;
    expect(await privateStatus(url, cookie)).toBe(200);
    clock.now += 2_000;
    const expired = await fetch(`${url}/api/private`, { headers: { Cookie: cookie } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: "unauthorized:login" } });
  });

  it("ends a session at logout, for good: the copied cookie stays refused", async () => {
    const cookie = cookieOf(await login(url));
    expect(await privateStatus(url, cookie)).toBe(200);
    await fetch(`${url}/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect(await privateStatus(url, cookie)).toBe(401);
  });

  it("lifts a login lock-out when the minute is over", async () => {
    for (let index = 0; index < 5; index++) expect((await login(url, "wrong")).status).toBe(401);
    expect((await login(url)).status).toBe(429);
    clock.now += 60_000;
    expect((await login(url)).status).toBe(200);
  });
}

describe("sessions kept in DATA_DIR", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-session-"));
  sessionTests(async () => createLocalAuthState({ dataDir, logger: silent, now: () => clock.now }));

  it("keeps its secret in DATA_DIR, readable by the owner only", () => {
    const file = path.join(dataDir, "session-secret");
    expect(fs.readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it("refuses to start on a damaged secret file, saying which file and what to do", async () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), "docent-session-damaged-"));
    fs.writeFileSync(path.join(damaged, "session-secret"), "not hex\n");
    await expect(startGuardedServer(createLocalAuthState({ dataDir: damaged, logger: silent }))).rejects.toThrow(
      /session-secret is damaged; delete it/,
    );
  });
});

describe("sessions kept in PostgreSQL", () => {
  const database = suitePostgres("sessions");
  const pools: pg.Pool[] = [];
  afterAll(async () => {
    for (const pool of pools) await pool.end();
  });
  sessionTests(async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 2 });
    pools.push(pool);
    await migrateAuthState(pool);
    return createPostgresAuthState(pool, { now: () => clock.now });
  });
});

describe("two instances on one PostgreSQL", () => {
  const database = suitePostgres("shared_sessions");
  const pools: pg.Pool[] = [];
  const servers: Server[] = [];
  const states: AuthState[] = [];
  let a: string;
  let b: string;
  beforeAll(async () => {
    for (let index = 0; index < 2; index++) pools.push(new pg.Pool({ connectionString: database.url, max: 2 }));
    // Both start at once: the schema is made once, under the advisory lock.
    await Promise.all(pools.map((pool) => migrateAuthState(pool)));
    states.push(...pools.map((pool) => createPostgresAuthState(pool, { now: () => clock.now })));
    const started = await Promise.all(states.map((state) => startGuardedServer(state)));
    servers.push(...started.map((one) => one.server));
    [a, b] = started.map((one) => one.url) as [string, string];
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    for (const pool of pools) await pool.end();
  });

  it("a login on A is valid on B, and a logout on B ends it on A", async () => {
    const cookie = cookieOf(await login(a));
    expect(await privateStatus(b, cookie)).toBe(200);
    await fetch(`${b}/logout`, { method: "POST", headers: { Cookie: cookie } });
    expect(await privateStatus(a, cookie)).toBe(401);
  });

  it("counts failed logins on A and B towards one lock-out", async () => {
    for (let index = 0; index < 5; index++) expect((await login(index % 2 === 0 ? a : b, "wrong")).status).toBe(401);
    expect((await login(a)).status).toBe(429);
    expect((await login(b)).status).toBe(429);
    clock.now += 60_000;
    expect((await login(b)).status).toBe(200);
  });

  it("holds a rate limit across instances taking at once: exactly the limit gets through", async () => {
    const limiters = states.map((windows) => new RateLimiter({ limit: 10, windowMs: 60_000, name: "chat", windows, now: () => clock.now }));
    const waits = await Promise.all(Array.from({ length: 30 }, (_, index) => limiters[index % 2]!.take("203.0.113.9")));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(10);
    expect(Math.min(...waits.filter((wait) => wait > 0))).toBeGreaterThan(0);
  });
});

describe("identity for traces", () => {
  it("is `anonymous` when Docent has no password (nobody logs in)", async () => {
    const auth = await createAuth({
      password: undefined,
      state: createLocalAuthState({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "docent-identity-")), logger: silent }),
      sessionTtlHours: 2,
      loginAttemptsPerMinute: 5,
      logger: silent,
      healthStatus: async () => "ok",
    });
    expect(auth.identityOf({ headers: {} } as Parameters<typeof auth.identityOf>[0])).toBe("anonymous");
    expect(auth.identityOf({ headers: { authorization: "Bearer whatever" } } as Parameters<typeof auth.identityOf>[0])).toBe("anonymous");
  });
});
