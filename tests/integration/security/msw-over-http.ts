/**
 * msw handlers served on a real loopback port. A Docent under test is a separate process, so
 * msw's in-process interception cannot reach its outside calls; this server turns each incoming
 * request into a Fetch Request, asks msw's `getResponse` for the handler's answer, and writes
 * it back. Unhandled requests are a 599 with the URL, so a test sees what it did not expect.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { getResponse, type RequestHandler } from "msw";

export interface MswHttpServer {
  url: string;
  unhandled: string[];
  close(): Promise<void>;
}

export async function serveHandlers(handlers: RequestHandler[]): Promise<MswHttpServer> {
  const unhandled: string[] = [];
  const server = http.createServer((incoming, outgoing) => {
    void answer(incoming, outgoing).catch((error: unknown) => {
      if (!outgoing.headersSent) outgoing.writeHead(500, { "Content-Type": "text/plain" });
      outgoing.end(`msw bridge failed: ${String(error)}`);
    });
  });

  async function answer(incoming: http.IncomingMessage, outgoing: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = `http://${incoming.headers.host}${incoming.url}`;
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    }
    const hasBody = incoming.method !== "GET" && incoming.method !== "HEAD";
    const request = new Request(url, { method: incoming.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
    const response = await getResponse(handlers, request);
    if (!response) {
      unhandled.push(`${incoming.method} ${incoming.url}`);
      outgoing.writeHead(599, { "Content-Type": "text/plain" });
      outgoing.end(`no msw handler for ${incoming.method} ${incoming.url}`);
      return;
    }
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    // Written whole: the handlers here answer with complete bodies (SSE included).
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    unhandled,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
