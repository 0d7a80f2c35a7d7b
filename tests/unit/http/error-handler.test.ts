import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import type { Logger } from "../../../server/core/logger";
import { errorHandler } from "../../../server/http/errors";
import { handle } from "../../../server/http/handle";

function recordingLogger() {
  const lines: { level: string; message: string }[] = [];
  const logger: Logger = {
    debug: (message) => lines.push({ level: "debug", message }),
    info: (message) => lines.push({ level: "info", message }),
    warn: (message) => lines.push({ level: "warn", message }),
    error: (message) => lines.push({ level: "error", message }),
    child: () => logger,
  };
  return { logger, lines };
}

/** A route that works until the client leaves, then fails the way an aborted search does. */
async function serve(logger: Logger, failWith: () => Error) {
  const app = express();
  app.get(
    "/slow",
    handle(async (_request, response) => {
      await once(response, "close");
      throw failWith();
    }),
  );
  app.get(
    "/broken",
    handle(async () => {
      throw failWith();
    }),
  );
  const seen = new Promise<void>((resolve) =>
    app.use(((error, request, response, next) => {
      errorHandler(logger, { uploadMaxBytes: 1 })(error, request, response, next);
      resolve();
    }) as express.ErrorRequestHandler),
  );
  const server = app.listen(0, "127.0.0.1");
  await once(server, "listening");
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, seen, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("errorHandler", () => {
  it("does not log a request the client walked away from as a server failure", async () => {
    const { logger, lines } = recordingLogger();
    const clientGone = () => new DOMException("The client closed the connection", "AbortError");
    const app = await serve(logger, clientGone);
    const abort = new AbortController();
    const request = fetch(`${app.base}/slow`, { signal: abort.signal }).catch(() => undefined);
    setTimeout(() => abort.abort(), 50);
    await request;
    await app.seen;
    await app.close();
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect(lines.some((line) => line.level === "debug" && line.message.includes("client"))).toBe(true);
  });

  it("still logs a failure while the client waits, and answers 500", async () => {
    const { logger, lines } = recordingLogger();
    const app = await serve(logger, () => new Error("disk on fire"));
    const response = await fetch(`${app.base}/broken`);
    await app.seen;
    await app.close();
    expect(response.status).toBe(500);
    expect(lines.filter((line) => line.level === "error").map((line) => line.message)).toEqual(["request failed"]);
  });
});
