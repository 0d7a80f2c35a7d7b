/**
 * msw handlers served on a real loopback port. A Docent under test that runs as its own process
 * is out of reach of msw's in-process interception (tests/setup.ts); this server turns each
 * incoming request into a Fetch Request, asks msw's `getResponse` for the handler's answer, and
 * streams it back as it is produced (so a streamed reply arrives piece by piece, and one that
 * stalls stays open). The request's signal aborts when the client's connection goes away, as
 * it does in-process. Every request is recorded; unhandled ones are a 599 with the URL, so a
 * test sees what it did not expect.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse, type RequestHandler } from "msw";

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface MswHttpServer {
  /** http://127.0.0.1:PORT, without a trailing slash. */
  url: string;
  /** Every request, in order of arrival. */
  requests: ReceivedRequest[];
  /** "METHOD /path" of the requests no handler answered. */
  unhandled: string[];
  /** Closes every connection (streams held open included) and the server. */
  close(): Promise<void>;
}

export async function serveHandlers(handlers: RequestHandler[]): Promise<MswHttpServer> {
  const requests: ReceivedRequest[] = [];
  const unhandled: string[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const connection = new AbortController();
    outgoing.on("close", () => {
      if (!outgoing.writableFinished) connection.abort();
    });
    void answer(incoming, outgoing, connection.signal).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(500, { "Content-Type": "text/plain" });
      outgoing.end(`msw bridge failed: ${String(error)}`);
    });
  });

  async function answer(incoming: http.IncomingMessage, outgoing: http.ServerResponse, signal: AbortSignal) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const method = incoming.method ?? "GET";
    requests.push({ method, url: incoming.url ?? "/", headers: Object.fromEntries(headers), body: body.toString("utf8") });
    const hasBody = method !== "GET" && method !== "HEAD";
    const request = new Request(`http://${incoming.headers.host}${incoming.url}`, {
      method,
      headers,
      body: hasBody ? body : undefined,
      signal,
    });
    const response = await getResponse(handlers, request);
    if (!response) {
      unhandled.push(`${method} ${incoming.url}`);
      outgoing.writeHead(599, { "Content-Type": "text/plain" });
      outgoing.end(`no msw handler for ${method} ${incoming.url}`);
      return;
    }
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    if (!response.body) return void outgoing.end();
    const reader = response.body.getReader();
    signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined), { once: true });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      outgoing.write(value);
    }
    outgoing.end();
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    unhandled,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
