/**
 * HTTP hardening (docs/architecture.md#http-api): security headers with a per-request CSP nonce, request body limits
 * on every route, a JSON shape limit, and per-address rate limits. Built on Node's own crypto and
 * a small fixed-window limiter whose counters live where the auth state lives (memory for one
 * instance, PostgreSQL for several: README "Past one machine").
 */
import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import express from "express";
import { AppError, errorBody } from "../core/errors";
import { createMemoryRateWindows, type AuthState, type RateWindow } from "../stores/auth-state";

/** The counting half of the auth state, all a rate limit needs. */
export type RateWindows = Pick<AuthState, "countEvent" | "openWindow">;

/** The nonce Remix puts on its inline hydration scripts (app/entry.server.tsx, app/root.tsx). */
export function cspNonceOf(response: Response): string {
  const nonce: unknown = response.locals.cspNonce;
  return typeof nonce === "string" ? nonce : "";
}

/**
 * Pages may run only our bundled scripts and the inline hydration scripts that carry this
 * request's nonce. Inline style *attributes* stay allowed: React sets widths of progress bars
 * through `style`, and attribute CSS cannot run code; `<style>` elements are not allowed.
 */
export function pagePolicy(nonce: string, options: { development: boolean }) {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Vite's hot reload talks over a WebSocket in development only.
    options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    // Citations open originals from /api/documents/:id/file, which is this origin.
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  return directives.join("; ");
}

/** JSON and files from the API are data, never a page: nothing may run or load from them. */
export const apiPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export function securityHeaders(options: { development: boolean }): RequestHandler {
  return (request, response, next) => {
    const nonce = randomBytes(16).toString("base64");
    response.locals.cspNonce = nonce;
    const isApi = request.path === "/api" || request.path.startsWith("/api/");
    response.setHeader("Content-Security-Policy", isApi ? apiPolicy : pagePolicy(nonce, options));
    response.setHeader("X-Content-Type-Options", "nosniff");
    response.setHeader("X-Frame-Options", "DENY");
    // Not "no-referrer": browsers then send `Origin: null` on same-origin POSTs, and Remix refuses
    // such actions as cross-site (its CSRF check). same-origin still tells other sites nothing.
    response.setHeader("Referrer-Policy", "same-origin");
    response.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()");
    response.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    response.setHeader("Cross-Origin-Resource-Policy", "same-origin");
    response.setHeader("X-DNS-Prefetch-Control", "off");
    // HSTS only means something over HTTPS (behind a TLS proxy on this machine).
    if (request.secure) response.setHeader("Strict-Transport-Security", "max-age=31536000");
    // Answers and document lists are private: no shared or back-forward cache keeps them.
    if (isApi) response.setHeader("Cache-Control", "no-store");
    next();
  };
}

const methodsWithBody = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Bodies of page requests (the login form, Remix actions) are read by Remix as a stream with no
 * limit of its own, so this refuses them up front: a declared length over the limit, or a
 * chunked body with no declared length. /api has its own parsers with their limits.
 */
export function pageBodyLimit(maxBytes: number): RequestHandler {
  return (request, response, next) => {
    if (!methodsWithBody.has(request.method)) return next();
    const declared = request.headers["content-length"];
    if (declared === undefined) {
      if (request.headers["transfer-encoding"] === undefined) return next();
      return sendError(response, new AppError("bad_request", "length_required", "Send the request body with a Content-Length."), 411);
    }
    const length = Number(declared);
    if (!Number.isFinite(length) || length > maxBytes) {
      return sendError(response, new AppError("payload_too_large", "body", "The request body is too large."));
    }
    next();
  };
}

export interface JsonShapeLimits {
  maxDepth: number;
  maxNodes: number;
}

/** Depth and size of a parsed JSON value, walked without recursion so a deep value cannot blow the stack. */
export function exceedsJsonShape(value: unknown, limits: JsonShapeLimits): "depth" | "nodes" | null {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  let nodes = 0;
  while (pending.length > 0) {
    const { value: current, depth } = pending.pop()!;
    nodes += 1;
    if (nodes > limits.maxNodes) return "nodes";
    if (current === null || typeof current !== "object") continue;
    if (depth >= limits.maxDepth) return "depth";
    const children = Array.isArray(current) ? current : Object.values(current);
    for (const child of children) pending.push({ value: child, depth: depth + 1 });
  }
  return null;
}

/** express.json with our size limit, followed by the shape check (our bodies are flat objects). */
export function jsonBody(options: { limit: string } & JsonShapeLimits): RequestHandler[] {
  const parse = express.json({ limit: options.limit, strict: true });
  const checkShape: RequestHandler = (request, _response, next) => {
    const problem = request.body === undefined ? null : exceedsJsonShape(request.body, options);
    if (problem === "depth")
      return next(new AppError("bad_request", "json_depth", `The JSON body is nested deeper than ${options.maxDepth} levels.`));
    if (problem === "nodes")
      return next(new AppError("bad_request", "json_size", `The JSON body has more than ${options.maxNodes} values.`));
    next();
  };
  return [parse, checkShape];
}

/**
 * A fixed-window limit per key, counted in a shared home (stores/auth-state.ts): memory for one
 * instance, PostgreSQL when several instances serve one library, so a limit holds across them.
 */
export class RateLimiter {
  private readonly windows: RateWindows;

  constructor(private readonly options: { limit: number; windowMs: number; name?: string; windows?: RateWindows; now?: () => number }) {
    this.windows = options.windows ?? createMemoryRateWindows({ now: options.now ?? Date.now });
  }

  private key(key: string) {
    return `${this.options.name ?? "limit"}:${key}`;
  }

  private wait(window: RateWindow | null) {
    if (!window || window.count < this.options.limit) return 0;
    const now = (this.options.now ?? Date.now)();
    return Math.max(1, Math.ceil((window.startedAt + this.options.windowMs - now) / 1000));
  }

  /** Seconds until `key` may try again, or 0 when it is under the limit. Does not count. */
  async retryAfterSeconds(key: string): Promise<number> {
    return this.wait(await this.windows.openWindow(this.key(key), this.options.windowMs));
  }

  /** Counts one event for `key`. */
  async hit(key: string): Promise<void> {
    await this.windows.countEvent(this.key(key), this.options.windowMs);
  }

  /**
   * Counts one event and says whether it was over the limit (seconds to wait) or allowed (0). One
   * atomic count, then the verdict from its result: two instances taking the last place at once
   * cannot both get it. A refused event counts too, which changes nothing in a fixed window.
   */
  async take(key: string): Promise<number> {
    const window = await this.windows.countEvent(this.key(key), this.options.windowMs);
    return window.count > this.options.limit ? this.wait(window) : 0;
  }
}

export function isLoopback(address: string | undefined) {
  if (!address) return false;
  return address === "::1" || address.startsWith("127.") || address.startsWith("::ffff:127.");
}

/** The client's address: `request.ip` already honours X-Forwarded-For from a proxy on loopback only. */
export function clientAddress(request: Request) {
  return request.ip ?? request.socket.remoteAddress ?? "unknown";
}

interface RouteLimit {
  method: string;
  path: string;
  perMinute: number;
  subject: string;
  message: string;
}

/**
 * Rate limits on the expensive routes (each question may cost model tokens; each upload costs a
 * parse). Requests from this machine are not limited: they are the owner's own scripts (`npm run
 * eval` asks hundreds of questions); a reverse proxy on this machine forwards the real address.
 */
export function routeRateLimits(options: {
  chatPerMinute: number;
  uploadPerMinute: number;
  windows?: RateWindows;
  now?: () => number;
}): RequestHandler {
  const limits: RouteLimit[] = [
    {
      method: "POST",
      path: "/api/chat",
      perMinute: options.chatPerMinute,
      subject: "chat",
      message: "Too many questions from your address",
    },
    {
      method: "POST",
      path: "/api/documents",
      perMinute: options.uploadPerMinute,
      subject: "upload",
      message: "Too many uploads from your address",
    },
  ].filter((limit) => limit.perMinute > 0);
  const limiters = new Map(
    limits.map((limit) => [
      limit,
      new RateLimiter({ limit: limit.perMinute, windowMs: 60_000, name: limit.subject, windows: options.windows, now: options.now }),
    ]),
  );
  return (request, response, next) => {
    const limit = limits.find((candidate) => candidate.method === request.method && stripTrailingSlash(request.path) === candidate.path);
    if (!limit) return next();
    const address = clientAddress(request);
    if (isLoopback(address)) return next();
    limiters
      .get(limit)!
      .take(address)
      .then((wait) => {
        if (wait === 0) return next();
        response.setHeader("Retry-After", String(wait));
        sendError(response, new AppError("rate_limited", limit.subject, `${limit.message}; please try again in ${wait} seconds.`));
      }, next);
  };
}

const stripTrailingSlash = (path: string) => (path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path);

export function sendError(response: Response, error: AppError, status = error.status) {
  response.status(status).json(errorBody(error));
}
