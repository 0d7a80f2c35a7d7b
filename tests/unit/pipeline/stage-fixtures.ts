/**
 * Shared fixtures for the stage tests: StageDeps from the real config parser, chunks, and a
 * scripted ChatModel (the LLM is an outside API, so unit tests script its replies).
 */
import { loadConfig, type AppConfig } from "../../../server/config";
import type { ChatModel, Completion, CompletionRequest } from "../../../server/core/llm";
import type { StageDeps } from "../../../server/pipeline/types";
import type { RetrievedChunk } from "../../../server/core/types";

export function makeDeps(overrides: Partial<StageDeps> = {}, env: Record<string, string> = {}): StageDeps {
  const config: AppConfig = loadConfig(env);
  return {
    config,
    mode: overrides.chat ? "llm" : "offline",
    chat: null,
    embedder: { id: "test-embedder", dimensions: 3, embed: async (texts) => texts.map(() => [0, 0, 1]) },
    thresholds: { high: 0.8, medium: 0.6 },
    search: Object.assign(async () => ({ chunks: [] }), {
      many: async ({ queries }: { queries: string[] }) => queries.map(() => ({ chunks: [] })),
    }),
    signal: new AbortController().signal,
    ...overrides,
  };
}

let chunkCounter = 0;
export function makeChunk(text: string, options: Partial<RetrievedChunk> = {}): RetrievedChunk {
  chunkCounter++;
  return {
    chunk_id: `doc1_${chunkCounter}`,
    text,
    metadata: { doc_id: "doc1", filename: "handbook.pdf", chunk_index: chunkCounter, page: 1 },
    score: 0.85,
    lexical_score: 0.9,
    fused_score: 0.9,
    kind: "document",
    ...options,
  };
}

type Reply = string | Error | ((request: CompletionRequest) => string);

/** A ChatModel that answers from a script, one reply per call, and records every request. */
export function scriptedChat(replies: Reply[]): ChatModel & { requests: CompletionRequest[] } {
  const requests: CompletionRequest[] = [];
  let index = 0;
  return {
    model: "scripted-model",
    requests,
    async complete(request: CompletionRequest): Promise<Completion> {
      requests.push(request);
      if (request.signal?.aborted) throw new DOMException("aborted", "AbortError");
      const reply = replies[Math.min(index, replies.length - 1)];
      index++;
      if (reply === undefined) throw new Error("scripted chat has no reply");
      if (reply instanceof Error) throw reply;
      const text = typeof reply === "function" ? reply(request) : reply;
      request.onToken?.(text);
      return { text, usage: { prompt_tokens: 10, completion_tokens: 5, cost_usd: 0.001 }, model: "scripted-model" };
    },
  };
}

/** A judge reply worth `total` points (split evenly over the four criteria). */
export function judgeReply(total: number, feedback = ""): string {
  const each = total / 4;
  return JSON.stringify({ relevance: each, helpfulness: each, accuracy: each, completeness: each, feedback });
}

export const parisChunks = (): RetrievedChunk[] => [
  makeChunk(
    "Paris is the capital and most populous city of France. The city has an estimated population of 2,102,650 residents as of January 2023. Paris is known for the Eiffel Tower.",
    { score: 0.86, fused_score: 0.95 },
  ),
  makeChunk("The Eiffel Tower was constructed from 1887 to 1889 as the entrance arch to the 1889 World's Fair. It is 330 metres tall.", {
    score: 0.7,
    fused_score: 0.6,
  }),
  makeChunk("Lyon is the third-largest city of France. It is known for its cuisine and gastronomy.", { score: 0.4, fused_score: 0.2 }),
];
