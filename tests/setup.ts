/**
 * The one msw server of the test run (vitest `setupFiles`): it listens before each test file is
 * imported, so no test reaches the network. Requests to this machine (127.0.0.1, localhost: a
 * Docent under test, the embedded Chroma, stand-ins served over HTTP) pass through untouched; any
 * other request that no handler answers is refused, and fails the test it happened in (or the
 * file, when it came between tests) even if the code under test swallowed the error.
 *
 * Outside APIs are stand-ins from tests/mocks/: a suite installs the ones it needs with
 * `suiteHandlers(...)`, which keeps them for the whole describe block or file; `server.use(...)`
 * inside a test adds handlers for that test alone (reset after it).
 */
import { syncBuiltinESMExports } from "node:module";
import type { RequestHandler } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export const server = setupServer();

const loopbackHosts = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);
export const isLoopback = (url: string) => loopbackHosts.has(new URL(url).hostname);

/** Suite handlers, innermost block last; they survive the reset after each test. */
const installedHandlers: RequestHandler[][] = [];
const unhandled: string[] = [];

function restoreSuiteHandlers() {
  server.resetHandlers();
  // Inner blocks first: the first matching handler answers.
  server.use(...installedHandlers.toReversed().flat());
}

/** Answers outside requests with these handlers in every test of the calling file or describe block. */
export function suiteHandlers(...handlers: RequestHandler[]) {
  beforeAll(() => {
    installedHandlers.push(handlers);
    restoreSuiteHandlers();
  });
  afterAll(() => {
    installedHandlers.splice(installedHandlers.indexOf(handlers), 1);
    restoreSuiteHandlers();
  });
}

/**
 * URLs of the outside (non-loopback) requests made while the calling block runs, handled or not:
 * for tests that check what left the process. Clear it with `length = 0`.
 */
export function recordOutsideRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (!isLoopback(request.url)) seen.push(request.url);
  };
  beforeAll(() => void server.events.on("request:start", listener));
  afterAll(() => void server.events.removeListener("request:start", listener));
  return seen;
}

function failOnUnhandled(when: string) {
  if (unhandled.length === 0) return;
  const requests = unhandled.splice(0);
  throw new Error(`${requests.length} outside request(s) ${when} had no msw handler (tests/mocks/):\n${requests.join("\n")}`);
}

server.listen({
  onUnhandledRequest(request, print) {
    if (isLoopback(request.url)) return;
    unhandled.push(`${request.method} ${request.url}`);
    print.error();
  },
});
// Code that loads `http`/`https` with a dynamic import() (the OTLP exporter does) gets a snapshot of
// the module's named exports; this copies msw's patched `request` and `get` into it.
syncBuiltinESMExports();

afterEach(() => {
  restoreSuiteHandlers();
  failOnUnhandled("during this test");
});

afterAll(() => {
  server.close();
  syncBuiltinESMExports();
  failOnUnhandled("in this file's hooks");
});
