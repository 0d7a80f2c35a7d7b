/**
 * Session lifetime and storage, on a real Express server (127.0.0.1) with the real guard and a
 * clock the test moves: a session ends at its expiry, the secret is created once with owner-only
 * permissions, and a damaged secret file stops start-up with a message saying what to do.
 */
import fs from "node:fs";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../../../server/http/auth";
import { createLogger } from "../../../server/core/logger";

const password = "tide table 1987";

describe("sessions", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "docent-session-"));
  let now = Date.UTC(2026, 0, 1);
  let server: Server;
  let baseUrl: string;

  beforeAll(async () => {
    const auth = createAuth({
      password,
      dataDir,
      sessionTtlHours: 2,
      loginAttemptsPerMinute: 5,
      logger: createLogger({ level: "silent" }),
      healthStatus: async () => "ok",
      now: () => now,
    });
    const app = express();
    app.use(auth.guard);
    app.post("/login", express.urlencoded({ extended: false }), (request, response) => {
      const result = auth.contextFor(request).signIn(String(request.body.password));
      if (!result.ok) return void response.status(result.status).json({ error: result.code });
      response.setHeader("Set-Cookie", result.setCookie).json({ ok: true });
    });
    app.get("/api/private", (_request, response) => void response.json({ secret: "only for members" }));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, "127.0.0.1", () => resolve(listening));
    });
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it("ends a session at its expiry", async () => {
    const login = await fetch(`${baseUrl}/login`, { method: "POST", body: new URLSearchParams({ password }) });
    expect(login.headers.get("set-cookie")).toMatch(/Max-Age=7200/);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    now += 2 * 3_600_000 - 1_000;
    expect((await fetch(`${baseUrl}/api/private`, { headers: { Cookie: cookie } })).status).toBe(200);
    now += 2_000;
    const expired = await fetch(`${baseUrl}/api/private`, { headers: { Cookie: cookie } });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: { code: "unauthorized:login" } });
  });

  it("lifts a login lock-out when the minute is over", async () => {
    const attempt = (guess: string) => fetch(`${baseUrl}/login`, { method: "POST", body: new URLSearchParams({ password: guess }) });
    for (let index = 0; index < 5; index++) expect((await attempt("wrong")).status).toBe(401);
    expect((await attempt(password)).status).toBe(429);
    now += 60_000;
    expect((await attempt(password)).status).toBe(200);
  });

  it("keeps its secret in DATA_DIR, readable by the owner only", () => {
    const file = path.join(dataDir, "session-secret");
    expect(fs.readFileSync(file, "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
  });

  it("refuses to start on a damaged secret file, saying which file and what to do", () => {
    const damaged = fs.mkdtempSync(path.join(os.tmpdir(), "docent-session-damaged-"));
    fs.writeFileSync(path.join(damaged, "session-secret"), "not hex\n");
    expect(() =>
      createAuth({
        password,
        dataDir: damaged,
        sessionTtlHours: 1,
        loginAttemptsPerMinute: 5,
        logger: createLogger({ level: "silent" }),
        healthStatus: async () => "ok",
      }),
    ).toThrow(/session-secret is damaged; delete it/);
  });
});

describe("identity for traces", () => {
  it("is `anonymous` when Docent has no password (nobody logs in)", () => {
    const auth = createAuth({
      password: undefined,
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), "docent-identity-")),
      sessionTtlHours: 2,
      loginAttemptsPerMinute: 5,
      logger: createLogger({ level: "silent" }),
      healthStatus: async () => "ok",
    });
    expect(auth.identityOf({ headers: {} } as Parameters<typeof auth.identityOf>[0])).toBe("anonymous");
    expect(auth.identityOf({ headers: { authorization: "Bearer whatever" } } as Parameters<typeof auth.identityOf>[0])).toBe("anonymous");
  });
});
