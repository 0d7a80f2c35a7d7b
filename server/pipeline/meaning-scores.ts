/**
 * The retrieved sentences' cosines with the question (docs/architecture.md#reasoner), for the
 * offline answerers to mix with their word scores (meaning-mix.ts). The sentences of the top
 * passages are embedded by the model the hybrid search already uses (USE-lite offline), once each:
 * their vectors are kept by text, so a passage read again costs only the question's vector.
 */
import { LRUCache } from "lru-cache";
import type { Embedder } from "../providers/embeddings";
import type { ContextSource } from "../prompts/source-context";
import { scoreSentences } from "./extractive";

/** Passages whose sentences are compared: the top of the search. */
const readPassages = 3;
/**
 * Sentences compared per question, best by words first: USE-lite costs some 10-30 ms a sentence on
 * a busy 2-core machine, so the first question over a passage is bounded (later ones hit the cache).
 */
const maxCompared = 32;
/** Sentence vectors kept (512 numbers each, about 4 kB): a few hundred passages' worth. */
const cacheSize = 4096;

const cached = new LRUCache<string, number[]>({ max: cacheSize });

const cosine = (left: number[], right: number[]) => left.reduce((sum, value, index) => sum + value * right[index]!, 0);

export async function sentenceMeanings(input: {
  question: string;
  sources: ContextSource[];
  embedder: Embedder;
  signal?: AbortSignal;
}): Promise<Map<string, number>> {
  const top = new Set(input.sources.slice(0, readPassages).map((source) => source.number));
  const texts = [
    ...new Set(
      scoreSentences(input.question, input.sources)
        .filter((sentence) => top.has(sentence.source))
        .map((sentence) => sentence.text),
    ),
  ].slice(0, maxCompared);
  if (texts.length === 0) return new Map();
  const key = (text: string) => `${input.embedder.id}\u0000${text}`;
  const missing = texts.filter((text) => !cached.has(key(text)));
  const [question, ...vectors] = await input.embedder.embed([input.question, ...missing], input.signal);
  missing.forEach((text, index) => cached.set(key(text), vectors[index]!));
  return new Map(texts.map((text) => [text, cosine(question!, cached.get(key(text))!)] as const));
}
