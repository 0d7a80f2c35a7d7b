/**
 * The optional login (docs/architecture.md#http-api). With APP_PASSWORD set, every page and API route needs either a
 * session cookie from /login or `Authorization: Bearer <APP_PASSWORD>`; unset, Docent is open.
 *
 * Sessions are stateless signed tokens, so a restart keeps people logged in: an id, an expiry
 * and an HMAC under a key derived from the password and a random secret (stores/auth-state.ts:
 * in DATA_DIR, or in PostgreSQL where every instance shares it, so a login on one instance is
 * valid on the others). Changing the password or deleting the secret ends every session. Logout
 * revokes the one session id; revocations are persisted (until the token would expire anyway) so
 * a copied cookie stays dead across restarts and instances. Why: docs/decisions/0002-security.md.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { redirect } from "@remix-run/node";
import type { Request, RequestHandler, Response } from "express";
import { safeNextPath, type AuthContext, type SignInResult } from "~/lib/security-context";
import { AppError } from "../core/errors";
import type { Logger } from "../core/logger";
import type { AuthState } from "../stores/auth-state";
import { RateLimiter, clientAddress, sendError } from "./security";

export const sessionCookieName = "docent_session";
const tokenVersion = "v1";

export interface AuthOptions {
  password: string | undefined;
  /** Where the session secret, revocations and login counters live (shared by instances on PostgreSQL). */
  state: AuthState;
  sessionTtlHours: number;
  loginAttemptsPerMinute: number;
  logger: Logger;
  /** What an anonymous health check may learn: only whether Docent is up. */
  healthStatus: () => Promise<"ok" | "degraded">;
  now?: () => number;
}

export type { AuthContext, SignInResult };

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

/** Reads the session secret first, so a damaged or unreachable secret stops start-up with its message. */
export async function createAuth(options: AuthOptions) {
  const now = options.now ?? Date.now;
  const password = options.password;
  const required = Boolean(password);
  const ttlMs = options.sessionTtlHours * 3_600_000;
  const state = options.state;
  const loginLimiter = new RateLimiter({ limit: options.loginAttemptsPerMinute, windowMs: 60_000, name: "login", windows: state, now });

  const key = required
    ? createHmac("sha256", await state.sessionSecret())
        .update(`docent-session\0${password}`)
        .digest()
    : Buffer.alloc(0);

  const sign = (payload: string) => createHmac("sha256", key).update(payload).digest("base64url");

  function issueToken() {
    const id = randomBytes(16).toString("base64url");
    const expiresAt = now() + ttlMs;
    const payload = `${tokenVersion}.${id}.${expiresAt.toString(36)}`;
    return { token: `${payload}.${sign(payload)}`, expiresAt };
  }

  /** The session's id and expiry when the token is genuine, current and not revoked. */
  async function verifyToken(token: string | undefined): Promise<{ id: string; expiresAt: number } | null> {
    if (!token) return null;
    const parts = token.split(".");
    if (parts.length !== 4 || parts[0] !== tokenVersion) return null;
    const [version, id, expiry, mac] = parts as [string, string, string, string];
    const expected = sign(`${version}.${id}.${expiry}`);
    if (mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), Buffer.from(expected))) return null;
    const expiresAt = Number.parseInt(expiry, 36);
    if (!Number.isFinite(expiresAt) || expiresAt <= now() || (await state.isRevoked(id))) return null;
    return { id, expiresAt };
  }

  function cookieHeader(request: Request, value: string, maxAgeSeconds: number) {
    const attributes = [`${sessionCookieName}=${value}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${maxAgeSeconds}`];
    // request.secure honours X-Forwarded-Proto from a TLS proxy on this machine (trust proxy loopback).
    if (request.secure) attributes.push("Secure");
    return attributes.join("; ");
  }

  type Credential =
    | { kind: "session"; session: { id: string; expiresAt: number } }
    | { kind: "bearer" }
    | { kind: "bad-bearer" }
    | { kind: "none" };

  /** Each request's credential, read once by the guard (the revocation check may ask the database). */
  const credentials = new WeakMap<Request, Credential>();

  async function readCredential(request: Request): Promise<Credential> {
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
      return match && secretsEqual(match[1]!, password!) ? { kind: "bearer" } : { kind: "bad-bearer" };
    }
    const session = await verifyToken(readCookie(request.headers.cookie, sessionCookieName));
    return session ? { kind: "session", session } : { kind: "none" };
  }

  const credentialOf = (request: Request): Credential => credentials.get(request) ?? { kind: "none" };

  function tooManyAttempts(response: Response, wait: number) {
    response.setHeader("Retry-After", String(wait));
    sendError(
      response,
      new AppError("rate_limited", "login", `Too many failed login attempts; please wait ${wait} seconds and try again.`),
    );
  }

  /** A bearer password, right or wrong, waits out a lock-out: otherwise the lock would not slow guessing. */
  async function checkBearer(request: Request, response: Response, next: (error?: unknown) => void, credential: Credential) {
    const address = clientAddress(request);
    const wait = await loginLimiter.retryAfterSeconds(address);
    if (wait > 0) return tooManyAttempts(response, wait);
    if (credential.kind === "bearer") return next();
    // A wrong bearer password is a failed login: it counts towards the same limit as the form.
    await loginLimiter.hit(address);
    options.logger.warn("login failed", { via: "bearer", address });
    sendError(response, new AppError("unauthorized", "login", "The bearer password is wrong."));
  }

  function refuseAnonymous(request: Request, response: Response, next: (error?: unknown) => void) {
    const isApi = request.path === "/api" || request.path.startsWith("/api/");
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
  }

  async function admit(request: Request, response: Response, next: (error?: unknown) => void) {
    const credential = await readCredential(request);
    credentials.set(request, credential);
    if (credential.kind === "bearer" || credential.kind === "bad-bearer") return checkBearer(request, response, next, credential);
    if (credential.kind === "session" || isPublicPath(request.path)) return next();
    refuseAnonymous(request, response, next);
  }

  const guard: RequestHandler = (request, response, next) => {
    if (!required) return next();
    // The auth state's home failing (PostgreSQL away) is a server error, not a silent open door.
    admit(request, response, next).catch(next);
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
    const credential = credentialOf(request);
    return credential.kind === "session"
      ? `session-${createHash("sha256").update(credential.session.id).digest("hex").slice(0, 16)}`
      : "anonymous";
  }

  async function signIn(request: Request, given: string): Promise<SignInResult> {
    if (!required) return { ok: true, setCookie: cookieHeader(request, "", 0) };
    const address = clientAddress(request);
    const wait = await loginLimiter.retryAfterSeconds(address);
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
      await loginLimiter.hit(address);
      options.logger.warn("login failed", { via: "form", address });
      return { ok: false, status: 401, code: "unauthorized:login", message: "That password is not right." };
    }
    const { token } = issueToken();
    options.logger.info("login", { address });
    return { ok: true, setCookie: cookieHeader(request, token, Math.floor(ttlMs / 1000)) };
  }

  function contextFor(request: Request): AuthContext {
    const credential = required ? credentialOf(request) : ({ kind: "none" } as Credential);
    return {
      required,
      authenticated: !required || credential.kind === "session" || credential.kind === "bearer",
      signIn: (given) => signIn(request, given),
      async signOut() {
        if (credential.kind === "session") await state.revokeSession(credential.session.id, credential.session.expiresAt);
        return { setCookie: cookieHeader(request, "", 0) };
      },
    };
  }

  return { required, guard, contextFor, identityOf };
}

export type Auth = Awaited<ReturnType<typeof createAuth>>;

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
