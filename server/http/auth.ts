/**
 * The optional login (docs/architecture.md#http-api). With APP_PASSWORD set, every page and API route needs either a
 * session cookie from /login or `Authorization: Bearer <APP_PASSWORD>`; unset, Docent is open.
 *
 * Sessions are stateless signed tokens, so a restart keeps people logged in: an id, an expiry
 * and an HMAC under a key derived from the password and a random secret kept in DATA_DIR.
 * Changing the password or deleting the secret file ends every session. Logout revokes the one
 * session id; revocations are persisted (until the token would expire anyway) so a copied cookie
 * stays dead across restarts. Why this shape: docs/decisions/0002-security.md.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { redirect } from "@remix-run/node";
import type { Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { safeNextPath, type AuthContext, type SignInResult } from "~/lib/security-context";
import { AppError } from "../core/errors";
import type { Logger } from "../core/logger";
import { RateLimiter, clientAddress, sendError } from "./security";

export const sessionCookieName = "docent_session";
const tokenVersion = "v1";

export interface AuthOptions {
  password: string | undefined;
  dataDir: string;
  sessionTtlHours: number;
  loginAttemptsPerMinute: number;
  logger: Logger;
  /** What an anonymous health check may learn: only whether Docent is up. */
  healthStatus: () => Promise<"ok" | "degraded">;
  now?: () => number;
}

export type { AuthContext, SignInResult };

const RevocationFile = z.record(z.string(), z.number());

/** Paths reachable without a login: the login page itself and the public bundle it needs. */
function isPublicPath(requestPath: string) {
  return (
    requestPath === "/login" ||
    requestPath === "/login.data" ||
    requestPath === "/favicon.ico" ||
    requestPath.startsWith("/assets/") ||
    // Lazy route discovery asks for route definitions (code, not data) while on the login page.
    requestPath === "/__manifest"
  );
}

/** Same length digests compared in constant time, so neither length nor prefix leaks through timing. */
export function secretsEqual(given: string, expected: string) {
  const a = createHash("sha256").update(given, "utf8").digest();
  const b = createHash("sha256").update(expected, "utf8").digest();
  return timingSafeEqual(a, b);
}

function readOrCreateSecret(dataDir: string) {
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    // "wx" fails if another start created it first; then we read theirs.
    fs.writeFileSync(file, randomBytes(32).toString("hex") + "\n", { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  if (!/^[0-9a-f]{64}$/.test(secret)) {
    throw new AppError("internal", "session_secret", `${file} is damaged; delete it to start new sessions.`);
  }
  return secret;
}

export function createAuth(options: AuthOptions) {
  const now = options.now ?? Date.now;
  const password = options.password;
  const required = Boolean(password);
  const ttlMs = options.sessionTtlHours * 3_600_000;
  const loginLimiter = new RateLimiter({ limit: options.loginAttemptsPerMinute, windowMs: 60_000, now });
  const revocationFile = path.join(options.dataDir, "session-revocations.json");

  const key = required
    ? createHmac("sha256", readOrCreateSecret(options.dataDir)).update(`docent-session\0${password}`).digest()
    : Buffer.alloc(0);
  const revoked = required ? loadRevocations() : new Map<string, number>();

  function loadRevocations() {
    if (!fs.existsSync(revocationFile)) return new Map<string, number>();
    const parsed = RevocationFile.safeParse(JSON.parse(fs.readFileSync(revocationFile, "utf8")));
    if (!parsed.success) {
      options.logger.warn("session revocation file unreadable; starting a new one", { file: revocationFile });
      return new Map<string, number>();
    }
    return new Map(Object.entries(parsed.data));
  }

  function saveRevocations() {
    for (const [id, expiresAt] of revoked) if (expiresAt <= now()) revoked.delete(id);
    const temporary = `${revocationFile}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, JSON.stringify(Object.fromEntries(revoked)), { mode: 0o600 });
    fs.renameSync(temporary, revocationFile);
  }

  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  function issueToken() {
    const id = randomBytes(16).toString("base64url");
    const expiresAt = now() + ttlMs;
    const payload = `${tokenVersion}.${id}.${expiresAt.toString(36)}`;
    return { token: `${payload}.${sign(payload)}`, expiresAt };
  }

  /** The session's id and expiry when the token is genuine, current and not revoked. */
  function verifyToken(token: string | undefined): { id: string; expiresAt: number } | null {
    if (!token) return null;
    const parts = token.split(".");
    if (parts.length !== 4 || parts[0] !== tokenVersion) return null;
    const [version, id, expiry, mac] = parts as [string, string, string, string];
    const expected = sign(`${version}.${id}.${expiry}`);
    if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
    const expiresAt = Number.parseInt(expiry, 36);
    if (!Number.isFinite(expiresAt) || expiresAt <= now() || revoked.has(id)) return null;
    return { id, expiresAt };
  }

  function cookieHeader(request: Request, value: string, maxAgeSeconds: number) {
    const attributes = [`${sessionCookieName}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
    // request.secure honours X-Forwarded-Proto from a TLS proxy on this machine (trust proxy loopback).
    if (request.secure) attributes.push("Secure");
    return attributes.join("; ");
  }

  function sessionOf(request: Request) {
    return verifyToken(readCookie(request.headers.cookie, sessionCookieName));
  }

  type Credential = { kind: "session" } | { kind: "bearer" } | { kind: "bad-bearer" } | { kind: "none" };

  function credentialOf(request: Request): Credential {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
      return match && secretsEqual(match[1]!, password!) ? { kind: "bearer" } : { kind: "bad-bearer" };
    }
    return sessionOf(request) ? { kind: "session" } : { kind: "none" };
  }

  function tooManyAttempts(response: Response, wait: number) {
    response.setHeader("Retry-After", String(wait));
    sendError(
      response,
      new AppError("rate_limited", "login", `Too many failed login attempts; please wait ${wait} seconds and try again.`),
    );
  }

  const guard: RequestHandler = (request, response, next) => {
    if (!required) return next();
    const isApi = request.path === "/api" || request.path.startsWith("/api/");
    const address = clientAddress(request);
    const credential = credentialOf(request);
    if (credential.kind === "bad-bearer") {
      // A wrong bearer password is a failed login: it counts towards the same limit as the form.
      const wait = loginLimiter.retryAfterSeconds(address);
      if (wait > 0) return tooManyAttempts(response, wait);
      loginLimiter.hit(address);
      options.logger.warn("login failed", { via: "bearer", address });
      return sendError(response, new AppError("unauthorized", "login", "The bearer password is wrong."));
    }
    if (credential.kind === "bearer") {
      // A correct password still waits out a lock-out: otherwise the lock would not slow guessing.
      const wait = loginLimiter.retryAfterSeconds(address);
      if (wait > 0) return tooManyAttempts(response, wait);
      return next();
    }
    if (credential.kind === "session" || isPublicPath(request.path)) return next();

    if (isApi) {
      if (request.method === "GET" && request.path === "/api/health") {
        // Uptime checks may ask anonymously; they learn whether Docent is up and nothing else.
        options.healthStatus().then(
          (status) => response.status(status === "ok" ? 200 : 503).json({ status }),
          (error: unknown) => next(error),
        );
        return;
      }
      return sendError(response, new AppError("unauthorized", "login", "Log in first, or send Authorization: Bearer <APP_PASSWORD>."));
    }
    // Remix data requests (*.data) go through with a locked context (lockLoadContext) so the
    // loader's redirect to /login reaches the browser in the format Remix understands.
    if (request.path.endsWith(".data")) {
      response.locals.authLocked = true;
      return next();
    }
    if (request.method === "GET" || request.method === "HEAD") {
      const target = safeNextPath(request.originalUrl);
      response.redirect(303, target === "/" ? "/login" : `/login?next=${encodeURIComponent(target)}`);
      return;
    }
    sendError(response, new AppError("unauthorized", "login", "Log in first."));
  };

  /**
   * Who is asking, as traces name them (Langfuse `userId`); never a secret or a token. With
   * APP_PASSWORD each login session is its own pseudonymous user (a hash of the session's id, so
   * its traces group together and nothing in them can be replayed), scripts using the bearer
   * password are `api`; without APP_PASSWORD nobody logs in and everyone is `anonymous`.
   */
  function identityOf(request: Request): string {
    if (!required) return "anonymous";
    // The guard has already refused a wrong bearer password before any route runs.
    if (request.headers.authorization !== undefined) return "api";
    const session = sessionOf(request);
    return session ? `session-${createHash("sha256").update(session.id).digest("hex").slice(0, 16)}` : "anonymous";
  }

  function contextFor(request: Request): AuthContext {
    const address = clientAddress(request);
    const credential = required ? credentialOf(request).kind : "none";
    return {
      required,
      authenticated: !required || credential === "session" || credential === "bearer",
      signIn(given) {
        if (!required) return { ok: true, setCookie: cookieHeader(request, "", 0) };
        const wait = loginLimiter.retryAfterSeconds(address);
        if (wait > 0) {
          return {
            ok: false,
            status: 429,
            code: "rate_limited:login",
            message: `Too many failed login attempts; please wait ${wait} seconds and try again.`,
            retryAfterSeconds: wait,
          };
        }
        if (!secretsEqual(given, password!)) {
          loginLimiter.hit(address);
          options.logger.warn("login failed", { via: "form", address });
          return { ok: false, status: 401, code: "unauthorized:login", message: "That password is not right." };
        }
        const { token } = issueToken();
        options.logger.info("login", { address });
        return { ok: true, setCookie: cookieHeader(request, token, Math.floor(ttlMs / 1000)) };
      },
      signOut() {
        const session = required ? sessionOf(request) : null;
        if (session) {
          revoked.set(session.id, session.expiresAt);
          saveRevocations();
        }
        return { setCookie: cookieHeader(request, "", 0) };
      },
    };
  }

  return { required, guard, contextFor, identityOf };
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The load context of an anonymous Remix data request: any read of Docent's data throws a
 * redirect to /login, which Remix turns into a client-side navigation. Anonymous document
 * requests never get this far (the guard redirects them), so this only covers *.data fetches.
 */
export function lockDocentData<T extends { docent: object }>(context: T): T {
  const locked = new Proxy(context.docent, {
    get() {
      throw redirect("/login");
    },
  });
  return { ...context, docent: locked };
}

/** One cookie's value from a Cookie header, without a parser that tolerates odd input silently. */
export function readCookie(header: string | undefined, name: string) {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}
