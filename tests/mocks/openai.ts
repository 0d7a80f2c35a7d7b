/**
 * The stand-in for an OpenAI-compatible API: msw handlers for chat completions (streamed or not)
 * and embeddings. In-process code reaches it through the msw server of tests/setup.ts
 * (`suiteHandlers(...openai.handlers)`, base URL `openaiBaseUrl`); a Docent process reaches it over
 * HTTP (`serveHandlers` in tests/helpers/msw-over-http.ts, with `baseUrl: anyHostBaseUrl`).
 *
 * Each chat request is told apart by its prompt (reasoner, judge, reformulate, suggestions,
 * web-query, keywords) and answered by the test's script for that purpose; every request body is
 * recorded, so a test can read the prompts Docent sent. Scripts may reply late (`delayed`), fail
 * (`apiError`), stall mid-stream (`stallAfter`), hold a call open (return a promise), or read the
 * request (`echo`). Embeddings are a hashed bag of words by default: texts that share words get
 * similar vectors, so retrieval behaves like a (weak) real model.
 */
import { delay, http, HttpResponse } from "msw";
import { z } from "zod";
import { classifyByRules } from "../../server/pipeline/intent";

export const openaiBaseUrl = "http://llm.test/v1";
/** The API on any host: for handlers served over HTTP to a Docent process. */
export const anyHostBaseUrl = "*/v1";

/** Settings that put Docent in LLM mode against the stand-in at `baseUrl`. */
export const openaiEnv = (baseUrl = openaiBaseUrl) => ({ OPENAI_API_KEY: "sk-test", OPENAI_BASE_URL: baseUrl });

export type ChatPurpose =
  | "reasoner"
  | "judge"
  | "reformulate"
  | "search-rewrite"
  | "suggestions"
  | "web-query"
  | "keywords"
  | "intent"
  | "summary"
  | "agent"
  | "other";

// Loose: the other parameters (temperature, max_tokens, max_completion_tokens, …) are kept for tests to read.
const ChatBody = z.looseObject({
  model: z.string(),
  stream: z.boolean().optional(),
  // An assistant turn that called tools has no text (null); it reads here as "", its calls kept.
  messages: z.array(
    z.looseObject({
      role: z.string(),
      content: z
        .string()
        .nullish()
        .transform((content) => content ?? ""),
    }),
  ),
});
export type ChatBody = z.infer<typeof ChatBody>;
const EmbeddingBody = z.object({
  model: z.string().optional(),
  input: z.union([z.string(), z.array(z.string())]),
  encoding_format: z.string().optional(),
});

export interface RecordedChat {
  purpose: ChatPurpose;
  body: ChatBody;
  /** Where it was sent (Azure: the deployment in the path, the api-version in the query) and with which headers. */
  url: string;
  headers: Headers;
  /** The request's own signal: aborted when Docent cancels the call (or its connection closes). */
  signal: AbortSignal;
}

/** A streamed reply that sends its first pieces and then never finishes (see `stallAfter`). */
class StalledReply {
  constructor(
    readonly text: string,
    readonly pieces: number,
  ) {}
}

/** A reply that calls tools (agent mode) instead of answering in text. */
class ToolCallsReply {
  constructor(readonly calls: { name: string; arguments: unknown }[]) {}
}

/** The model calls these tools, in order; `arguments` is sent as JSON text (a string is sent as is, to test bad JSON). */
export const toolCalls = (...calls: { name: string; arguments: unknown }[]) => new ToolCallsReply(calls);

/** What a script returns: the reply text, a whole HTTP response (failures), a stalled stream, or tool calls. */
export type Reply = string | Response | StalledReply | ToolCallsReply;
/** A reply for one call; may return a promise, to answer late or to hold the call open. */
export type Script = (body: ChatBody, request: Request) => Reply | Promise<Reply>;

export interface Usage {
  prompt_tokens: number;
  completion_tokens: number;
}

export function purposeOf(body: ChatBody): ChatPurpose {
  const system = body.messages[0]?.content ?? "";
  if (system.startsWith("You review an answer")) return "judge";
  if (system.startsWith("You rewrite the latest question")) return "reformulate";
  if (system.startsWith("You rewrite a question into a search query")) return "search-rewrite";
  if (system.startsWith("After an assistant answers")) return "suggestions";
  if (system.startsWith("You prepare a call to the perplexity_search tool")) return "web-query";
  if (system.startsWith("You index a web search result")) return "keywords";
  if (system.startsWith("You classify a message sent to Docent")) return "intent";
  if (system.startsWith("You summarise part of a document") || system.startsWith("You write the summary of a document")) return "summary";
  if (system.startsWith("You are Docent's research agent")) return "agent";
  if (system.includes("You answer questions about the user's own documents")) return "reasoner";
  return "other";
}

/** Map: the first words of the first passage as its one point; reduce: the first point as the summary. */
function defaultSummaryReply(body: ChatBody): string {
  const user = body.messages.at(-1)?.content ?? "";
  if (body.messages[0]?.content.startsWith("You summarise part")) {
    const passage = /\[Source 1\]\n([^\n]{1,200})/u.exec(user)?.[1] ?? "The document.";
    return JSON.stringify({ points: [{ text: passage, source: 1 }] });
  }
  const point = /\[Point 1\] ([^\n]{1,200})/u.exec(user)?.[1] ?? "The document.";
  return JSON.stringify({ sentences: [{ text: point, point: 1 }] });
}

/** A judge reply giving `points` (0–25) on each of the four criteria. */
export function judgeJson(points: number, feedback = ""): string {
  return JSON.stringify({ relevance: points, helpfulness: points, accuracy: points, completeness: points, feedback });
}

/** Replies with the last message Docent sent (the question, for most prompts). */
export const echo: Script = (body) => body.messages.at(-1)?.content ?? "";

/** Answers after `ms` milliseconds. */
export const delayed =
  (ms: number, reply: string | Script): Script =>
  async (body, request) => {
    await delay(ms);
    return typeof reply === "string" ? reply : reply(body, request);
  };

/** Fails the call with an OpenAI-shaped error (500: a server error; 401, 429: what the SDK makes of them). */
export const apiError =
  (status: number, message = "The stand-in failed this call."): Script =>
  () =>
    HttpResponse.json({ error: { message, type: status === 429 ? "rate_limit_exceeded" : "server_error", code: null } }, { status });

/** Streams the first `pieces` words of `text`, then holds the stream open until the caller goes away. */
export const stallAfter =
  (text: string, pieces = 1): Script =>
  () =>
    new StalledReply(text, pieces);

const defaultReplies: Record<ChatPurpose, Script> = {
  reasoner: () => "The provided documents do not contain information about this.",
  judge: () => judgeJson(25),
  reformulate: (body) => JSON.stringify({ query: body.messages.at(-1)?.content.split("Latest question: ").at(-1) ?? "" }),
  // The question unchanged: a weak search is not searched again unless a test scripts a rewrite.
  "search-rewrite": (body) => JSON.stringify({ query: body.messages.at(-1)?.content.replace(/^<message>\n|\n<\/message>$/g, "") ?? "" }),
  suggestions: () =>
    JSON.stringify({ questions: ["What else do the documents say?", "Which figures do they give?", "Who is mentioned in them?"] }),
  "web-query": () => "{}",
  keywords: () => "{}",
  // The rules' own intent, so LLM-mode suites answer as they would offline unless a test scripts otherwise.
  intent: (body) =>
    JSON.stringify({ intent: classifyByRules(body.messages.at(-1)?.content.replace(/^<message>\n|\n<\/message>$/g, "") ?? "").intent }),
  summary: defaultSummaryReply,
  agent: () => "",
  other: () => "",
};

export interface OpenAIMockOptions {
  /** `openaiBaseUrl` (in-process msw, the default) or `anyHostBaseUrl` (served over HTTP). */
  baseUrl?: string;
  /**
   * Azure OpenAI's wire format instead: `<endpoint>/openai/deployments/<deployment>/chat/completions`
   * (and `/embeddings`), each with an `api-version` query; the deployment is the model.
   */
  azure?: { endpoint: string };
  /**
   * The models the endpoint has: `GET /models` lists them, and a call naming another gets 404
   * `model_not_found` (Azure: `DeploymentNotFound`). Default: it lists gpt-4o-mini and
   * text-embedding-3-small and serves any model.
   */
  models?: string[];
  /** When set, any other key gets the provider's 401 (`Authorization: Bearer`, or Azure's `api-key` header). */
  apiKey?: string;
  /** The mock's own replies per purpose, used when no script is queued; `reset()` keeps them. */
  replies?: Partial<Record<ChatPurpose, string | Script>>;
  /** The vector of one embedded text (default: `hashedEmbedding`). */
  embed?: (text: string) => number[];
  /** Tokens each chat reply reports (default 100 prompt, 20 completion). */
  usage?: Usage;
}

const asScript = (reply: string | Script | ToolCallsReply): Script =>
  typeof reply === "string" || reply instanceof ToolCallsReply ? () => reply : reply;

export function createOpenAIMock(options: OpenAIMockOptions = {}) {
  const baseUrl = options.baseUrl ?? openaiBaseUrl;
  const embed = options.embed ?? hashedEmbedding;
  const usage = { ...(options.usage ?? { prompt_tokens: 100, completion_tokens: 20 }), total_tokens: 0 };
  usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
  const ownReplies = Object.fromEntries(Object.entries(options.replies ?? {}).map(([purpose, reply]) => [purpose, asScript(reply)]));
  const replies: Record<ChatPurpose, Script> = { ...defaultReplies, ...ownReplies };
  const chats: RecordedChat[] = [];
  const scripts = new Map<ChatPurpose, Script[]>();
  let failure: ((request: Request) => Response) | null = null;
  let embeddingCalls = 0;
  let holdAfter = Number.POSITIVE_INFINITY;
  const held: (() => void)[] = [];

  /** The next reply for a purpose: queued scripts first, then the last one queued keeps answering. */
  const nextScript = (purpose: ChatPurpose): Script => {
    const queue = scripts.get(purpose);
    if (!queue || queue.length === 0) return replies[purpose];
    return queue.length > 1 ? queue.shift()! : queue[0]!;
  };

  const release = () => {
    holdAfter = Number.POSITIVE_INFINITY;
    held.splice(0).forEach((resume) => resume());
  };

  const chatPath = options.azure
    ? `${options.azure.endpoint}/openai/deployments/:deployment/chat/completions`
    : `${baseUrl}/chat/completions`;
  const embeddingsPath = options.azure ? `${options.azure.endpoint}/openai/deployments/:deployment/embeddings` : `${baseUrl}/embeddings`;
  const refusal = (request: Request, model: string) => endpointRefusal(request, model, options);

  const handlers = [
    http.post(chatPath, async ({ request }) => {
      const body = ChatBody.parse(await request.json());
      const purpose = purposeOf(body);
      chats.push({ purpose, body, signal: request.signal, url: request.url, headers: request.headers });
      const refused = refusal(request, body.model);
      if (refused) return refused;
      if (failure) return failure(request);
      const reply = await nextScript(purpose)(body, request);
      if (reply instanceof Response) return reply;
      if (reply instanceof StalledReply) return stalledResponse(reply, body, request, usage);
      if (reply instanceof ToolCallsReply) return HttpResponse.json(toolCallCompletion(reply, body.model, usage));
      if (!body.stream) return HttpResponse.json(completion(reply, body.model, usage));
      return new HttpResponse(sseStream(reply, body.model, usage), { headers: { "content-type": "text/event-stream" } });
    }),
    http.post(embeddingsPath, async ({ request }) => {
      const body = EmbeddingBody.parse(await request.json());
      embeddingCalls++;
      const refused = refusal(request, body.model ?? "");
      if (refused) return refused;
      if (failure) return failure(request);
      if (embeddingCalls > holdAfter) await new Promise<void>((resume) => held.push(resume));
      const inputs = Array.isArray(body.input) ? body.input : [body.input];
      return HttpResponse.json({
        object: "list",
        model: body.model ?? "text-embedding-3-small",
        data: inputs.map((input, index) => {
          const vector = embed(input);
          // The SDK asks for base64 floats by default and decodes them itself.
          const embedding = body.encoding_format === "base64" ? Buffer.from(new Float32Array(vector).buffer).toString("base64") : vector;
          return { object: "embedding", index, embedding };
        }),
        usage: { prompt_tokens: 8, total_tokens: 8 },
      });
    }),
    http.get(options.azure ? `${options.azure.endpoint}/openai/models` : `${baseUrl}/models`, ({ request }) => {
      const refused = refusal(request, "");
      if (refused) return refused;
      const listed = options.models ?? ["gpt-4o-mini", "text-embedding-3-small"];
      return HttpResponse.json({ object: "list", data: listed.map((id) => ({ id, object: "model", created: 1, owned_by: "stand-in" })) });
    }),
  ];

  return {
    handlers,
    chats,
    /** Queues replies for a purpose, in order; the last one repeats for later calls. */
    script(purpose: ChatPurpose, ...queued: (string | Script | ToolCallsReply)[]) {
      scripts.set(purpose, queued.map(asScript));
    },
    callsFor(purpose: ChatPurpose) {
      return chats.filter((chat) => chat.purpose === purpose);
    },
    /** Answers every call, chat and embeddings alike, with this response (an outage, a refusal); null ends it. */
    failWith(respond: ((request: Request) => Response) | null) {
      failure = respond;
    },
    embeddingCalls: () => embeddingCalls,
    /** Lets `afterCalls` more embedding calls through, then parks the rest until `release()`. */
    holdEmbeddings(afterCalls: number) {
      holdAfter = embeddingCalls + afterCalls;
    },
    /** Embedding calls parked by `holdEmbeddings`. */
    heldEmbeddings: () => held.length,
    release,
    /** Forgets the recorded calls, the queued scripts and any failure; releases held embeddings. */
    reset() {
      chats.length = 0;
      scripts.clear();
      failure = null;
      release();
    },
  };
}
export type OpenAIMock = ReturnType<typeof createOpenAIMock>;

/** The provider's own 401 (wrong key) or 404 (unknown model or deployment), as OpenAI and Azure send them; null when the call may go on. */
function endpointRefusal(request: Request, model: string, options: OpenAIMockOptions): Response | null {
  if (options.apiKey !== undefined) {
    const sent = options.azure ? request.headers.get("api-key") : request.headers.get("authorization")?.replace(/^Bearer /, "");
    if (sent !== options.apiKey) {
      return options.azure
        ? HttpResponse.json(
            { error: { code: "401", message: "Access denied due to invalid subscription key or wrong API endpoint." } },
            { status: 401 },
          )
        : HttpResponse.json(
            {
              error: {
                message: "Incorrect API key provided: sk-wr***ng.",
                type: "invalid_request_error",
                param: null,
                code: "invalid_api_key",
              },
            },
            { status: 401 },
          );
    }
  }
  if (!model || !options.models || options.models.includes(model)) return null;
  return options.azure
    ? HttpResponse.json(
        { error: { code: "DeploymentNotFound", message: "The API deployment for this resource does not exist." } },
        { status: 404 },
      )
    : HttpResponse.json(
        {
          error: {
            message: `The model \`${model}\` does not exist or you do not have access to it.`,
            type: "invalid_request_error",
            param: null,
            code: "model_not_found",
          },
        },
        { status: 404 },
      );
}

/** A 400 refusing one request parameter, as OpenAI answers a reasoning model's `temperature` or `max_tokens`. */
export const unsupportedParameter = (param: string): Response =>
  HttpResponse.json(
    {
      error: {
        message: `Unsupported parameter: '${param}' is not supported with this model.`,
        type: "invalid_request_error",
        param,
        code: "unsupported_parameter",
      },
    },
    { status: 400 },
  );

function toolCallCompletion(reply: ToolCallsReply, model: string, usage: Usage) {
  const tool_calls = reply.calls.map((call, index) => ({
    id: `call_${index}_${call.name}`,
    type: "function",
    function: { name: call.name, arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments) },
  }));
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: null, tool_calls }, finish_reason: "tool_calls" }],
    usage,
  };
}

function completion(text: string, model: string, usage: Usage) {
  return {
    id: "chatcmpl-test",
    object: "chat.completion",
    created: 1,
    model,
    choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
    usage,
  };
}

const encoder = new TextEncoder();
const sseEvent = (payload: unknown) => encoder.encode(`data: ${JSON.stringify(payload)}\n\n`);
const chunkOf = (model: string, content: string) => ({
  id: "chatcmpl-test",
  object: "chat.completion.chunk",
  created: 1,
  model,
  choices: [{ index: 0, delta: { content }, finish_reason: null }],
});
const piecesOf = (text: string) => text.match(/\S+\s*/g) ?? [];

/** The chat-completion chunks the SDK reads when `stream: true`, ending with usage and [DONE]. */
function sseStream(text: string, model: string, usage: Usage): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const piece of piecesOf(text)) controller.enqueue(sseEvent(chunkOf(model, piece)));
      controller.enqueue(sseEvent({ id: "chatcmpl-test", object: "chat.completion.chunk", created: 1, model, choices: [], usage }));
      controller.enqueue(encoder.encode("data: [DONE]\n\n"));
      controller.close();
    },
  });
}

/** The first pieces of a streamed reply, then nothing until the caller goes away; a plain call just waits. */
async function stalledResponse(reply: StalledReply, body: ChatBody, request: Request, usage: Usage): Promise<Response> {
  const gone = new Promise<void>((resolve) => {
    if (request.signal.aborted) resolve();
    request.signal.addEventListener("abort", () => resolve(), { once: true });
  });
  if (!body.stream) {
    await gone;
    return HttpResponse.json(completion(reply.text, body.model, usage));
  }
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of piecesOf(reply.text).slice(0, reply.pieces)) controller.enqueue(sseEvent(chunkOf(body.model, piece)));
      void gone.then(() => {
        if (open) controller.error(new DOMException("The caller went away.", "AbortError"));
      });
    },
    cancel() {
      open = false;
    },
  });
  return new HttpResponse(stream, { headers: { "content-type": "text/event-stream" } });
}

/** One direction for every text: cosine similarity 1, so the confidence rules see strong evidence. */
export const constantEmbedding = () => Array.from({ length: 16 }, () => 0.25);

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
