/**
 * A local stand-in for an OpenAI-compatible endpoint (the outside API Docent talks to in LLM
 * mode), listening on 127.0.0.1 only. Used by the bench (a mocked LLM that answers instantly)
 * and by tests that run a real Docent process, which msw cannot reach from inside the test.
 *
 * - `POST /v1/embeddings`: deterministic hashed bag-of-words vectors, so similar texts get
 *   similar vectors; answers in float or base64 as the SDK asks.
 * - `POST /v1/chat/completions`: a fixed grounded answer citing [Source 1], streamed or not;
 *   JSON requests (judge, suggestions) get a JSON reply that fits what Docent asks for.
 * - `holdEmbeddings(afterCalls)`: parks embedding calls after the given number, until `release()`,
 *   so a test can look at a re-embed half-way. `hangChatAfterFirstToken`: streams one token and
 *   never finishes, so a test can kill Docent mid-answer.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface OpenAIStandIn {
  /** Base URL for OPENAI_BASE_URL (ends in /v1). */
  baseUrl: string;
  embeddingCalls: () => number;
  chatCalls: () => number;
  /** Embedding calls waiting behind the hold. */
  heldCalls: () => number;
  holdEmbeddings(afterCalls: number): void;
  release(): void;
  hangChatAfterFirstToken: boolean;
  close(): Promise<void>;
}

export const standInDimensions = 64;
export const standInAnswer = "The documents answer this directly [Source 1].";

/** Hashed bag of words (FNV-1a), unit length: deterministic and cheap. */
export function standInEmbedding(text: string): number[] {
  const vector = new Array<number>(standInDimensions).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let hash = 0x811c9dc5;
    for (let index = 0; index < word.length; index++) hash = Math.imul(hash ^ word.charCodeAt(index), 0x01000193) >>> 0;
    vector[hash % standInDimensions]! += hash & 0x80000000 ? -1 : 1;
  }
  const norm = Math.sqrt(vector.reduce((sum, value) => sum + value * value, 0)) || 1;
  return vector.map((value) => value / norm);
}

function toBase64(vector: number[]) {
  return Buffer.from(new Float32Array(vector).buffer).toString("base64");
}

const maxBodyBytes = 10 * 1024 * 1024;

async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request) {
    size += (part as Buffer).length;
    if (size > maxBodyBytes) throw new Error("request body too large for the stand-in");
    parts.push(part as Buffer);
  }
  return JSON.parse(Buffer.concat(parts).toString("utf8")) as Record<string, unknown>;
}

/** A JSON reply for the structured prompts (judge scores, suggestion lists), by what the prompt asks. */
function jsonReplyFor(prompt: string) {
  if (/suggest|follow-up|follow up/i.test(prompt)) {
    return JSON.stringify({ questions: ["What else does the document say?", "Which page covers this?", "Who wrote this document?"] });
  }
  return JSON.stringify({ relevance: 22, helpfulness: 22, accuracy: 22, completeness: 22, feedback: "" });
}

export async function startOpenAIStandIn(): Promise<OpenAIStandIn> {
  let embeddingCalls = 0;
  let chatCalls = 0;
  let holdAfter = Number.POSITIVE_INFINITY;
  let waiting: (() => void)[] = [];
  const openResponses = new Set<http.ServerResponse>();

  const state = { hangChatAfterFirstToken: false };

  const server = http.createServer((request, response) => {
    openResponses.add(response);
    response.on("close", () => openResponses.delete(response));
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: { message: String(error) } }));
    });
  });

  async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const body = request.method === "POST" ? await readJson(request) : {};
    if (request.url?.endsWith("/embeddings")) {
      embeddingCalls += 1;
      if (embeddingCalls > holdAfter) await new Promise<void>((resolve) => waiting.push(resolve));
      const input = Array.isArray(body.input) ? (body.input as string[]) : [String(body.input)];
      const base64 = body.encoding_format === "base64";
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(
        JSON.stringify({
          object: "list",
          model: body.model,
          data: input.map((text, index) => ({
            object: "embedding",
            index,
            embedding: base64 ? toBase64(standInEmbedding(text)) : standInEmbedding(text),
          })),
          usage: { prompt_tokens: input.length, total_tokens: input.length },
        }),
      );
      return;
    }
    if (request.url?.endsWith("/chat/completions")) {
      chatCalls += 1;
      const messages = (body.messages as { content?: unknown }[] | undefined) ?? [];
      const prompt = messages.map((message) => (typeof message.content === "string" ? message.content : "")).join("\n");
      const wantsJson = Boolean(body.response_format) || /\bJSON\b/.test(prompt);
      const content = wantsJson ? jsonReplyFor(prompt) : standInAnswer;
      const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };
      const base = { id: `chatcmpl-${chatCalls}`, created: Math.floor(Date.now() / 1000), model: body.model };
      if (!body.stream) {
        response.writeHead(200, { "Content-Type": "application/json" });
        response.end(
          JSON.stringify({
            ...base,
            object: "chat.completion",
            choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }],
            usage,
          }),
        );
        return;
      }
      response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
      const send = (data: unknown) => response.write(`data: ${JSON.stringify(data)}\n\n`);
      const words = content.split(/(?<= )/);
      send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: { role: "assistant", content: words[0] } }] });
      // Left open: the client (or the process holding it) dies mid-answer.
      if (state.hangChatAfterFirstToken && !wantsJson) return;
      for (const word of words.slice(1)) send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: { content: word } }] });
      send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta: {}, finish_reason: "stop" }] });
      send({ ...base, object: "chat.completion.chunk", choices: [], usage });
      response.end("data: [DONE]\n\n");
      return;
    }
    response.writeHead(404, { "Content-Type": "application/json" });
    response.end(JSON.stringify({ error: { message: `no stand-in for ${request.url}` } }));
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  const release = () => {
    holdAfter = Number.POSITIVE_INFINITY;
    const parked = waiting;
    waiting = [];
    parked.forEach((resume) => resume());
  };

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    embeddingCalls: () => embeddingCalls,
    chatCalls: () => chatCalls,
    heldCalls: () => waiting.length,
    holdEmbeddings(afterCalls) {
      holdAfter = embeddingCalls + afterCalls;
    },
    release,
    get hangChatAfterFirstToken() {
      return state.hangChatAfterFirstToken;
    },
    set hangChatAfterFirstToken(value: boolean) {
      state.hangChatAfterFirstToken = value;
    },
    async close() {
      release();
      for (const response of openResponses) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
