/**
 * msw stand-in for an OpenAI-compatible API (chat completions, streamed or not, and embeddings)
 * at `openaiBaseUrl`. Each chat request is told apart by its prompt (reasoner, judge,
 * reformulate, suggestions) and answered by the test's script for that purpose; every request
 * body is recorded, so a test can read the prompts Docent sent. Embeddings are a hashed bag of
 * words: texts that share words get similar vectors, so retrieval behaves like a (weak) real model.
 */
import { http, HttpResponse } from "msw";
import { z } from "zod";

export const openaiBaseUrl = "http://llm.test/v1";

export type ChatPurpose = "reasoner" | "judge" | "reformulate" | "suggestions" | "other";

const ChatBody = z.object({
  model: z.string(),
  stream: z.boolean().optional(),
  messages: z.array(z.object({ role: z.string(), content: z.string() })),
});
export type ChatBody = z.infer<typeof ChatBody>;
const EmbeddingBody = z.object({ input: z.union([z.string(), z.array(z.string())]), encoding_format: z.string().optional() });

export interface RecordedChat {
  purpose: ChatPurpose;
  body: ChatBody;
  /** The request's own signal: aborted when Docent cancels the call. */
  signal: AbortSignal;
}

/** What a script returns: the reply text, or a promise of it (to hold the request open). */
export type Script = (body: ChatBody, request: Request) => string | Promise<string>;

const usage = { prompt_tokens: 100, completion_tokens: 20, total_tokens: 120 };

export function purposeOf(body: ChatBody): ChatPurpose {
  const system = body.messages[0]?.content ?? "";
  if (system.startsWith("You review an answer")) return "judge";
  if (system.startsWith("You rewrite the latest question")) return "reformulate";
  if (system.startsWith("After an assistant answers")) return "suggestions";
  if (system.includes("You answer questions about the user's own documents")) return "reasoner";
  return "other";
}

/** A judge reply giving `points` (0–25) on each of the four criteria. */
export function judgeJson(points: number, feedback = ""): string {
  return JSON.stringify({ relevance: points, helpfulness: points, accuracy: points, completeness: points, feedback });
}

const defaultScripts: Record<ChatPurpose, Script> = {
  reasoner: () => "The provided documents do not contain information about this.",
  judge: () => judgeJson(25),
  reformulate: (body) => JSON.stringify({ query: body.messages.at(-1)?.content.split("Latest question: ").at(-1) ?? "" }),
  suggestions: () => JSON.stringify({ questions: ["What else do the documents say?", "Which figures do they give?", "Who is mentioned in them?"] }),
  other: () => "",
};

/** The API on any host: for handlers served over HTTP to a Docent process (security/msw-over-http.ts). */
export const anyHostBaseUrl = "*/v1";

/** `baseUrl`: `openaiBaseUrl` (in-process msw, the default) or `anyHostBaseUrl`. */
export function createOpenAIMock(options: { baseUrl?: string } = {}) {
  const baseUrl = options.baseUrl ?? openaiBaseUrl;
  const chats: RecordedChat[] = [];
  const scripts = new Map<ChatPurpose, Script[]>();
  let embeddingCalls = 0;

  /** The next reply for a purpose: queued scripts first, then the last one queued keeps answering. */
  const nextScript = (purpose: ChatPurpose): Script => {
    const queue = scripts.get(purpose);
    if (!queue || queue.length === 0) return defaultScripts[purpose];
    return queue.length > 1 ? queue.shift()! : queue[0]!;
  };

  const handlers = [
    http.post(`${baseUrl}/chat/completions`, async ({ request }) => {
      const body = ChatBody.parse(await request.json());
      const purpose = purposeOf(body);
      chats.push({ purpose, body, signal: request.signal });
      const text = await nextScript(purpose)(body, request);
      if (!body.stream) {
        return HttpResponse.json({
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 1,
          model: body.model,
          choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
          usage,
        });
      }
      return new HttpResponse(sseStream(text, body.model), { headers: { "content-type": "text/event-stream" } });
    }),
    http.post(`${baseUrl}/embeddings`, async ({ request }) => {
      const body = EmbeddingBody.parse(await request.json());
      embeddingCalls++;
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      return HttpResponse.json({
        object: "list",
        model: "text-embedding-3-small",
        data: inputs.map((input, index) => {
          const vector = hashedEmbedding(input);
          // The SDK asks for base64 floats by default and decodes them itself.
          const embedding = body.encoding_format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector;
          return { object: "embedding", index, embedding };
        }),
        usage: { prompt_tokens: 8, total_tokens: 8 },
      });
    }),
  ];

  return {
    handlers,
    chats,
    /** Queues replies for a purpose, in order; the last one repeats for later calls. */
    script(purpose: ChatPurpose, ...replies: (string | Script)[]) {
      scripts.set(
        purpose,
        replies.map((reply) => (typeof reply === "string" ? () => reply : reply)),
      );
    },
    callsFor(purpose: ChatPurpose) {
      return chats.filter((chat) => chat.purpose === purpose);
    },
    embeddingCalls: () => embeddingCalls,
    reset() {
      chats.length = 0;
      scripts.clear();
    },
  };
}
export type OpenAIMock = ReturnType<typeof createOpenAIMock>;

/** The chat-completion chunks the SDK reads when `stream: true`, ending with usage and [DONE]. */
function sseStream(text: string, model: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const event = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
  const pieces = text.match(/\S+\s*/g) ?? [];
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) {
        controller.enqueue(event({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] }));
      }
      controller.enqueue(event({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model, choices: [], usage }));
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
}

const dimensions = 256;

/** Unit vector of hashed, lower-cased words (FNV-1a): shared words → higher cosine. */
export function hashedEmbedding(text: string): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    let hash = 0x811c9dc5;
    for (const character of word) hash = Math.imul(hash ^ character.codePointAt(0)!, 0x01000193) >>> 0;
    vector[hash % dimensions]! += 1;
  }
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}
