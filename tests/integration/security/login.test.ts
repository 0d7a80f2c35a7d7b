/**
 * APP_PASSWORD on a real Docent process: every page and API route refuses anonymous requests
 * (401 for the API, a redirect to /login for pages), the bearer header works, wrong passwords are
 * refused and rate-limited per address, logout ends the session for good (also across a restart).
 * Addresses are varied with X-Forwarded-For, which Docent trusts from loopback only (as from a
 * reverse proxy on the same machine).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeDataDir, startDocent, type DocentServer } from "../../helpers/docent-server";
import { testDatabase } from "../../helpers/test-database";

const password = "correct horse battery staple 42";
const bearer = { Authorization: `Bearer ${password}` };

describe("login with APP_PASSWORD", () => {
  const dataDir = makeDataDir();
  let docent: DocentServer;
  let documentId: string;
  let conversationId: string;

  const call = (path: string, init: RequestInit = {}) => fetch(`${docent.url}${path}`, { redirect: "manual", ...init });
  const logIn = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    call("/login", { method: "POST", body: new URLSearchParams(form), headers });
  const sessionCookieOf = (response: Response) => {
    const header = response.headers.get("set-cookie") ?? "";
    return { header, pair: header.split(";")[0]! };
  };

  beforeAll(async () => {
    docent = await startDocent({ dataDir, env: { APP_PASSWORD: password } });
    // Some data to try to reach: a document and a conversation, made with the bearer header.
    const form = new FormData();
    form.append(
      "files",
      new Blob(["The quarterly plan names Project Larkspur as the top priority for the harbour team."]),
      "secret-plans.txt",
    );
    const upload = await call("/api/documents", { method: "POST", body: form, headers: bearer });
    expect(upload.status).toBe(202);
    documentId = ((await upload.json()) as { documents: { id: string }[] }).documents[0]!.id;
    const status = await (async () => {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const record = (await (await call(`/api/documents/${documentId}`, { headers: bearer })).json()) as { status: string };
        if (record.status === "ready" || record.status === "failed" || Date.now() > deadline) return record.status;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })();
    expect(status).toBe("ready");
    const chat = await call("/api/chat", {
      method: "POST",
      headers: { ...bearer, "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ message: "Which project is the top priority for the harbour team?" }),
    });
    expect(chat.status).toBe(200);
    conversationId = ((await chat.json()) as { conversation_id: string }).conversation_id;
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
  });

  it("refuses every API route without a login: 401 unauthorized:login and no data", async () => {
    const form = new FormData();
    form.append("files", new Blob(["hello"]), "note.txt");
    const routes: [string, string, RequestInit?][] = [
      ["GET", "/api/documents"],
      ["POST", "/api/documents", { body: form }],
      ["GET", `/api/documents/${documentId}`],
      ["GET", `/api/documents/${documentId}/file`],
      ["DELETE", `/api/documents/${documentId}`],
      [
        "POST",
        "/api/chat",
        { body: JSON.stringify({ message: "Which project is the top priority?" }), headers: { "Content-Type": "application/json" } },
      ],
      ["GET", "/api/conversations"],
      ["GET", `/api/conversations/${conversationId}`],
      ["DELETE", `/api/conversations/${conversationId}`],
      ["GET", "/api/no-such-route"],
    ];
    for (const [method, path, init] of routes) {
      const response = await call(path, { method, ...init });
      const text = await response.text();
      expect({ method, path, status: response.status }).toEqual({ method, path, status: 401 });
      expect(JSON.parse(text)).toEqual({ error: { code: "unauthorized:login", message: expect.any(String) } });
      expect(text).not.toContain("Larkspur");
    }
    // Nothing was deleted by the anonymous attempts.
    expect((await call(`/api/documents/${documentId}`, { headers: bearer })).status).toBe(200);
    expect((await call(`/api/conversations/${conversationId}`, { headers: bearer })).status).toBe(200);
  });

  it("answers an anonymous health check with the status only; the bearer sees the details", async () => {
    const anonymous = await call("/api/health");
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual({ status: "ok" });
    const full = await call("/api/health", { headers: bearer });
    expect(await full.json()).toMatchObject({ status: "ok", mode: "offline", database: { kind: testDatabase, status: "up" } });
  });

  it("redirects every page to /login, keeping where the person was going", async () => {
    for (const [path, location] of [
      ["/", "/login"],
      [`/c/${conversationId}`, `/login?next=${encodeURIComponent(`/c/${conversationId}`)}`],
      ["/no-such-page", `/login?next=${encodeURIComponent("/no-such-page")}`],
    ] as const) {
      const response = await call(path);
      expect({ path, status: response.status, location: response.headers.get("location") }).toEqual({ path, status: 303, location });
      expect(await response.text()).not.toContain("Larkspur");
    }
    // Remix data requests get Remix's own redirect to /login, with no loader data.
    for (const path of ["/_root.data", `/c/${conversationId}.data`, "/_root.data?_routes=routes%2F_chat"]) {
      const response = await call(path);
      const text = await response.text();
      expect(response.headers.get("location") ?? text).toContain("/login");
      expect(text).not.toMatch(/Larkspur|secret-plans|harbour/);
    }
    // The login page itself and its bundle are public.
    const login = await call("/login");
    expect(login.status).toBe(200);
    const html = await login.text();
    expect(html).toContain('type="password"');
    const asset = html.match(/\/assets\/[^"]+\.css/)![0];
    expect((await call(asset)).status).toBe(200);
  });

  it("lets scripts in with Authorization: Bearer, and refuses a wrong one", async () => {
    const listed = await call("/api/documents", { headers: bearer });
    expect(listed.status).toBe(200);
    expect(JSON.stringify(await listed.json())).toContain("secret-plans.txt");
    const page = await call("/", { headers: bearer });
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain(password);
    const wrong = await call("/api/documents", {
      headers: { Authorization: "Bearer not the password", "X-Forwarded-For": "198.51.100.20" },
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: { code: "unauthorized:login" } });
  });

  it("logs in with the form: an httpOnly, SameSite=Lax session cookie (Secure behind HTTPS) that opens pages and the API", async () => {
    const response = await logIn({ password, next: `/c/${conversationId}` });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/c/${conversationId}`);
    const { header, pair } = sessionCookieOf(response);
    expect(header).toMatch(/^docent_session=v1\./);
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    expect(header).toMatch(/Max-Age=604800/);
    expect(header).not.toMatch(/Secure/i);
    expect(header).not.toContain(password);

    const page = await call(`/c/${conversationId}`, { headers: { Cookie: pair } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("harbour");
    expect((await call("/api/documents", { headers: { Cookie: pair } })).status).toBe(200);
    // Already logged in: /login sends the person home.
    expect((await call("/login", { headers: { Cookie: pair } })).headers.get("location")).toBe("/");

    const behindHttps = await logIn({ password }, { "X-Forwarded-Proto": "https" });
    expect(sessionCookieOf(behindHttps).header).toMatch(/; Secure/);
    // Never back to another site after login.
    expect((await logIn({ password, next: "//evil.example/" })).headers.get("location")).toBe("/");
  });

  it("refuses tampered and made-up session cookies", async () => {
    const { pair } = sessionCookieOf(await logIn({ password }));
    const [name, value] = pair.split("=") as [string, string];
    const parts = value.split(".");
    const laterExpiry = [parts[0], parts[1], (Number.parseInt(parts[2]!, 36) + 1e9).toString(36), parts[3]].join(".");
    for (const forged of [laterExpiry, `${value.slice(0, -2)}AA`, "v1.x.y.z", "garbage"]) {
      expect((await call("/api/documents", { headers: { Cookie: `${name}=${forged}` } })).status).toBe(401);
    }
  });

  it("refuses a wrong password, and after 5 failures a minute answers 429 even to the right one", async () => {
    const from = { "X-Forwarded-For": "203.0.113.7" };
    const wrong = await logIn({ password: "guess" }, from);
    expect(wrong.status).toBe(401);
    const page = await wrong.text();
    expect(page).toContain("That password is not right.");
    expect(page).not.toContain(password);
    expect(wrong.headers.get("set-cookie")).toBeNull();
    for (let attempt = 2; attempt <= 5; attempt++) expect((await logIn({ password: `guess ${attempt}` }, from)).status).toBe(401);

    const limited = await logIn({ password }, from);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await limited.text()).toMatch(/Too many failed login attempts; please wait \d+ seconds/);
    expect(limited.headers.get("set-cookie")).toBeNull();
    // The bearer header is the same password check, so it is locked out too.
    const bearerLimited = await call("/api/documents", { headers: { ...bearer, ...from } });
    expect(bearerLimited.status).toBe(429);
    expect(await bearerLimited.json()).toMatchObject({ error: { code: "rate_limited:login" } });
    // Another address is not affected.
    expect((await logIn({ password }, { "X-Forwarded-For": "203.0.113.8" })).status).toBe(302);
  });

  it("counts wrong bearer passwords towards the same limit", async () => {
    const from = { "X-Forwarded-For": "203.0.113.9" };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await call("/api/documents", { headers: { Authorization: `Bearer guess-${attempt}`, ...from } })).status).toBe(401);
    }
    expect((await call("/api/documents", { headers: { Authorization: "Bearer guess-6", ...from } })).status).toBe(429);
  });

  it("ends the session on logout, for good: the old cookie stays refused, also after a restart", async () => {
    const { pair: kept } = sessionCookieOf(await logIn({ password }));
    const { pair } = sessionCookieOf(await logIn({ password }));
    expect((await call("/api/documents", { headers: { Cookie: pair } })).status).toBe(200);

    const logout = await call("/logout", { method: "POST", headers: { Cookie: pair } });
    expect(logout.status).toBe(302);
    expect(logout.headers.get("location")).toBe("/login");
    expect(logout.headers.get("set-cookie")).toMatch(/^docent_session=; .*Max-Age=0/);

    // A copy of the cookie (another tab, or a thief) no longer works.
    expect((await call("/api/documents", { headers: { Cookie: pair } })).status).toBe(401);
    expect((await call("/", { headers: { Cookie: pair } })).status).toBe(303);
    // Other sessions are untouched.
    expect((await call("/api/documents", { headers: { Cookie: kept } })).status).toBe(200);

    await docent.stop("SIGTERM");
    docent = await startDocent({ dataDir, env: { APP_PASSWORD: password } });
    expect((await call("/api/documents", { headers: { Cookie: pair } })).status).toBe(401);
    expect((await call("/api/documents", { headers: { Cookie: kept } })).status).toBe(200);
  });

  it("ends every session when the password changes", async () => {
    const { pair } = sessionCookieOf(await logIn({ password }));
    await docent.stop("SIGTERM");
    docent = await startDocent({ dataDir, env: { APP_PASSWORD: `${password} but new` } });
    expect((await call("/api/documents", { headers: { Cookie: pair } })).status).toBe(401);
  });
});

describe("without APP_PASSWORD", () => {
  let docent: DocentServer;
  beforeAll(async () => {
    docent = await startDocent();
  });
  afterAll(async () => {
    await docent?.stop("SIGKILL");
  });

  it("is open, and /login sends people to the chat", async () => {
    expect((await fetch(`${docent.url}/api/documents`)).status).toBe(200);
    expect((await fetch(`${docent.url}/`, { redirect: "manual" })).status).toBe(200);
    expect((await fetch(`${docent.url}/login`, { redirect: "manual" })).headers.get("location")).toBe("/");
  });
});
