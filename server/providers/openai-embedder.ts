/** Embeddings through the OpenAI-compatible endpoint (LLM mode). */
import type OpenAI from "openai";
import type { Embedder } from "./embeddings";

export function createOpenAIEmbedder(options: { client: OpenAI; model: string; dimensions?: number }): Embedder {
  return {
    id: `openai-${options.model}`,
    // Unknown until the first call for arbitrary models; Chroma fixes it per collection anyway.
    dimensions: options.dimensions ?? 0,
    async embed(texts, signal) {
      if (texts.length === 0) return [];
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += 256) {
        const batch = texts.slice(start, start + 256);
        const response = await options.client.embeddings.create({ model: options.model, input: batch }, { signal });
        const ordered = [...response.data].sort((a, b) => a.index - b.index);
        if (ordered.length !== batch.length) throw new Error("The embedding endpoint returned a different number of vectors");
        vectors.push(...ordered.map((item) => item.embedding));
      }
      return vectors;
    },
  };
}
