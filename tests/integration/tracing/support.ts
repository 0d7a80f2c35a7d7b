/**
 * Shared parts of the tracing integration tests: an msw stand-in for the OpenAI-compatible API
 * (streamed chat completions, JSON judge and suggestion replies, embeddings), a document with a
 * phrase that must never leak, a logger that keeps its records, and in-process services with the
 * real embedded Chroma and SQLite.
 */
import fs from "node:fs";
import { syncBuiltinESMExports } from "node:module";
import path from "node:path";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { z } from "zod";
import { loadConfig } from "../../../server/config";
import type { Logger } from "../../../server/core/logger";
import { answerQuestion } from "../../../server/pipeline/orchestrator";
import { createServices, type Services } from "../../../server/services";
import type { TracingTuning } from "../../../server/tracing/create-tracer";
import { makeDataDir, repoRoot } from "../../helpers/docent-server";
import { createLangfuseMock, langfuseBaseUrl, type LangfuseMock } from "../../mocks/langfuse";

export const openaiBaseUrl = "https://llm.test/v1";
export const documentSecret = "MARMALADE-LEDGER-2291";
export const answerSecret = "QUOKKA-CABINET-ANSWER";
export const question = "Where is the quarterly harvest ledger kept?";
const documentText = [
  `The quarterly harvest ledger, reference ${documentSecret}, is kept in the blue cabinet of the north office.`,
  "Only the farm steward may open the blue cabinet, and every entry is countersigned by the treasurer.",
  "The ledger records the weight of each crop, the field it came from and the buyer who took it.",
].join("\n\n");
export const streamedAnswer = `The ledger is kept in the blue cabinet of the north office (${answerSecret}) [Source 1].`;

const ChatBody = z.object({
  model: z.string(),
  stream: z.boolean().optional(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});
const EmbeddingBody = z.object({ input: z.union([z.string(), z.array(z.string())]), encoding_format: z.string().optional() });

export interface Verdict {
  points: number;
  feedback: string;
}

/** The OpenAI-compatible API: a judge that hands out the queued verdicts (full marks when empty). */
export function createOpenAIStandIn() {
  const verdicts: Verdict[] = [];
  const calls: string[] = [];
  const usage = { prompt_tokens: 120, completion_tokens: 30, total_tokens: 150 };
  const completion = (content: string) =>
    HttpResponse.json({
      id: "chatcmpl-test",
      object: "chat.completion",
      created: 1,
      model: "gpt-4o-mini",
      choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
      usage,
    });

  const handlers = [
    http.post(`${openaiBaseUrl}/chat/completions`, async ({ request }) => {
      const body = ChatBody.parse(await request.json());
      const system = body.messages[0]?.content ?? "";
      if (body.stream) {
        calls.push("reasoner");
        const encoder = new TextEncoder();
        const chunk = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
        const pieces = streamedAnswer.match(/.{1,12}/g) ?? [];
        const stream = new ReadableStream({
          start(controller) {
            for (const piece of pieces) {
              controller.enqueue(
                chunk({ id: "c", object: "chat.completion.chunk", created: 1, model: "gpt-4o-mini", choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }),
              );
            }
            controller.enqueue(chunk({ id: "c", object: "chat.completion.chunk", created: 1, model: "gpt-4o-mini", choices: [], usage }));
            controller.enqueue(encoder.encode("data: [DONE]\n\n"));
            controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { "content-type": "text/event-stream" } });
      }
      if (system.startsWith("You review an answer")) {
        calls.push("judge");
        const verdict = verdicts.shift() ?? { points: 25, feedback: "" };
        return completion(
          JSON.stringify({ relevance: verdict.points, helpfulness: verdict.points, accuracy: verdict.points, completeness: verdict.points, feedback: verdict.feedback }),
        );
      }
      if (body.messages.some((message) => message.content.includes("follow-up questions"))) {
        calls.push("suggestions");
        return completion(
          JSON.stringify({ questions: ["Who may open the blue cabinet?", "Who countersigns each ledger entry?", "What does the ledger record?"] }),
        );
      }
      calls.push("other");
      return completion("Where is the quarterly harvest ledger kept?");
    }),
    http.post(`${openaiBaseUrl}/embeddings`, async ({ request }) => {
      const body = EmbeddingBody.parse(await request.json());
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      calls.push("embeddings");
      // One direction for every text: cosine similarity 1, so the confidence rules see strong evidence.
      const vector = Array.from({ length: 16 }, () => 0.25);
      const encoded = body.encoding_format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector;
      return HttpResponse.json({
        object: "list",
        model: "text-embedding-3-small",
        data: inputs.map((_, index) => ({ object: "embedding", index, embedding: encoded })),
        usage: { prompt_tokens: 8, total_tokens: 8 },
      });
    }),
  ];
  return { handlers, verdicts, calls };
}
export type OpenAIStandIn = ReturnType<typeof createOpenAIStandIn>;

/** msw for OpenAI and Langfuse; the embedded Chroma on 127.0.0.1 is a real local server and passes through. */
export function startMockServer(openai: OpenAIStandIn, langfuse: LangfuseMock) {
  const seen: string[] = [];
  const server = setupServer(...openai.handlers, ...langfuse.handlers);
  server.events.on("request:start", ({ request }) => {
    seen.push(request.url);
  });
  server.listen({
    onUnhandledRequest(request, print) {
      if (new URL(request.url).hostname === "127.0.0.1") return;
      print.error();
    },
  });
  // The OTLP exporter loads `https` with a dynamic import(), whose named exports are a snapshot of
  // the module; this copies msw's patched `request` into them so the export reaches msw.
  syncBuiltinESMExports();
  return {
    server,
    seen,
    close() {
      server.close();
      syncBuiltinESMExports();
    },
  };
}

export interface LogRecord {
  level: string;
  message: string;
  fields?: Record<string, unknown>;
}

export function recordingLogger(records: LogRecord[]): Logger {
  const logger: Logger = {
    debug: (message, fields) => records.push({ level: "debug", message, fields }),
    info: (message, fields) => records.push({ level: "info", message, fields }),
    warn: (message, fields) => records.push({ level: "warn", message, fields }),
    error: (message, fields) => records.push({ level: "error", message, fields }),
    child: () => logger,
  };
  return logger;
}

export async function startServices(options: {
  prefix: string;
  logger: Logger;
  env?: Record<string, string>;
  tracing?: TracingTuning;
}): Promise<Services> {
  const dataDir = makeDataDir(options.prefix);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    OPENAI_API_KEY: "test-openai-key",
    OPENAI_BASE_URL: openaiBaseUrl,
    CHAT_MODEL: "gpt-4o-mini",
    ...options.env,
  });
  return createServices(config, options.logger, { projectRoot: repoRoot, tracing: options.tracing });
}

export const langfuseEnv = {
  LANGFUSE_PUBLIC_KEY: "pk-lf-test",
  LANGFUSE_SECRET_KEY: "sk-lf-test",
  LANGFUSE_BASE_URL: langfuseBaseUrl,
};

/** Uploads the ledger document and waits until it is parsed and embedded. */
export async function addLedgerDocument(services: Services) {
  const incoming = path.join(services.uploadsDir, "incoming", "ledger-upload");
  fs.writeFileSync(incoming, documentText);
  const [accepted] = await services.library.acceptUploads([{ tempPath: incoming, originalName: "ledger.txt", size: fs.statSync(incoming).size }]);
  await services.jobRunner.idle();
  await services.vectorIndexer.idle();
  return accepted!.id;
}

export async function ask(services: Services, message = question, conversationId?: string) {
  const events: string[] = [];
  const started = performance.now();
  const response = await answerQuestion(
    { message, conversationId, style: "concise", signal: new AbortController().signal, emit: (event) => events.push(event.type) },
    services.pipeline,
  );
  return { response, ms: performance.now() - started, events };
}

export { createLangfuseMock };
