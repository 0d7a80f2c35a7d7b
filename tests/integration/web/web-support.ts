/**
 * In-process Docent for the web fallback tests: real SQLite in a fresh DATA_DIR, the real embedded
 * Chroma, the real pipeline; msw stands in for Perplexity (tests/mocks/perplexity.ts). Requests to
 * 127.0.0.1 (our own Chroma) pass through; every other unhandled request fails the test.
 */
import fs from "node:fs";
import path from "node:path";
import { setupServer } from "msw/node";
import type { RequestHandler } from "msw";
import type { ChatEvent, ChatResponse } from "~/lib/response";
import { loadConfig } from "../../../server/config";
import { createLogger } from "../../../server/core/logger";
import { answerQuestion } from "../../../server/pipeline/orchestrator";
import { createServices, type Services } from "../../../server/services";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";

export const handbook = `# Northwind office handbook

## Office hours
The Northwind office in Leeds is open from 8 am to 6 pm, Monday to Friday. Visitors sign in at the reception desk on the ground floor.

## Vacation
Every employee gets 25 vacation days per calendar year. Unused vacation days can be carried over until the end of March of the following year.

## Parking
Staff parking is in the basement garage. Each employee may register one car with the facilities team.
`;

export function startOutsideApis(handlers: RequestHandler[]) {
  const outside: string[] = [];
  const server = setupServer(...handlers);
  server.events.on("request:start", ({ request }) => {
    const host = new URL(request.url).hostname;
    if (host !== "127.0.0.1" && host !== "localhost") outside.push(request.url);
  });
  server.listen({
    onUnhandledRequest(request, print) {
      const host = new URL(request.url).hostname;
      if (host === "127.0.0.1" || host === "localhost") return;
      print.error();
    },
  });
  return { server, outside };
}

export async function startInProcessDocent(env: Record<string, string>): Promise<Services> {
  const dataDir = makeDataDir("web-fallback-");
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", ...env });
  return createServices(config, createLogger({ level: "silent" }), { projectRoot: repoRoot });
}

export async function addDocument(services: Services, name: string, text: string) {
  const incoming = path.join(services.uploadsDir, "incoming", `${Date.now()}-${name}`);
  fs.writeFileSync(incoming, text);
  const [accepted] = await services.library.acceptUploads([{ tempPath: incoming, originalName: name, size: Buffer.byteLength(text) }]);
  const deadline = Date.now() + 120_000;
  for (;;) {
    const record = services.documents.getDocument(accepted!.id);
    if (record?.status === "ready" && record.vectors_done >= record.chunk_count) return record;
    if (record?.status === "failed") throw new Error(`ingest failed: ${record.error}`);
    if (Date.now() > deadline) throw new Error("document not ready in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function ask(services: Services, message: string, options: { conversationId?: string } = {}) {
  const events: ChatEvent[] = [];
  const response: ChatResponse = await answerQuestion(
    { message, style: "concise", conversationId: options.conversationId, signal: new AbortController().signal, emit: (event) => events.push(event) },
    services.pipeline,
  );
  return { response, events };
}
