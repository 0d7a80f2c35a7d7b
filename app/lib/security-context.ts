/**
 * What the login pages and the document shell get from the server (server/http/auth.ts,
 * server/http/security.ts) through the Remix load context, plus the CSP nonce for inline scripts.
 * Types and a React context only: the browser bundle never imports server code.
 */
import { createContext, useContext } from "react";
import { z } from "zod";

// zod probes `new Function` when a schema is built, to speed up parsing; under the page's CSP (no
// 'unsafe-eval') the probe is refused and reported as a violation even though zod recovers.
// Jitless zod never probes. Browser only, and here because app/root.tsx imports this module
// before any route module builds a schema; the server keeps zod's faster path.
if (typeof document !== "undefined") z.config({ jitless: true });

export type SignInResult =
  | { ok: true; setCookie: string }
  | { ok: false; status: 401 | 429; code: string; message: string; retryAfterSeconds?: number };

export interface AuthContext {
  /** APP_PASSWORD is set. */
  required: boolean;
  /** The request carries a valid session or bearer password (always true when no password is set). */
  authenticated: boolean;
  signIn(password: string): Promise<SignInResult>;
  signOut(): Promise<{ setCookie: string }>;
}

declare module "@remix-run/node" {
  interface AppLoadContext {
    auth: AuthContext;
    /** This response's Content-Security-Policy nonce; inline scripts without it do not run. */
    cspNonce: string;
  }
}

/** A path on this site to return to after login, never another origin ("//evil.example", "/\\evil"). */
export function safeNextPath(candidate: string | null | undefined) {
  if (!candidate || !candidate.startsWith("/") || candidate.startsWith("//") || candidate.startsWith("/\\")) return "/";
  const hasControlOrBackslash = [...candidate].some(
    (character) => character.charCodeAt(0) < 0x20 || character === "\u007f" || character === "\\",
  );
  if (hasControlOrBackslash || candidate.startsWith("/login") || candidate.startsWith("/logout")) return "/";
  return candidate;
}

/**
 * The nonce while rendering on the server. In the browser it stays empty: browsers hide nonce
 * attributes from the DOM, and scripts added after hydration are bundled files, not inline.
 */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
