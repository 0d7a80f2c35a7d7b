/**
 * The example requests' vectors (about-answer-examples.ts) in the bundled sentence embedder's
 * space, for about-answer-recogniser.ts. Embedding ~300 texts costs seconds of CPU, so they are
 * computed once by scripts/about-answer-vectors.ts and committed (about-answer-vectors.json, int8
 * with a scale per vector); when the examples changed since, they are recomputed at start in the
 * background (and the unit test says the file is stale).
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import type { Embedder } from "../providers/embeddings";
import { aboutAnswerExamples, newQuestionExamples } from "./about-answer-examples";
import type { AboutAnswerKind } from "./about-answer-request";
import vectorsFile from "./about-answer-vectors.json";

/** Unit vectors of the examples, per kind, and of the questions of their own. */
export interface ExampleIndex {
  kinds: Record<AboutAnswerKind, Float32Array[]>;
  questions: Float32Array[];
}

/** [scale, base64 of int8 values] */
const Packed = z.tuple([z.number().positive(), z.string()]);
export const VectorsFile = z.object({
  model: z.string(),
  hash: z.string(),
  kinds: z.record(z.string(), z.array(Packed)),
  questions: z.array(Packed),
});
export type VectorsFile = z.infer<typeof VectorsFile>;

/** Changes whenever an example does: the committed vectors are then stale. */
export function examplesHash(): string {
  return createHash("sha256")
    .update(JSON.stringify({ kinds: aboutAnswerExamples, questions: newQuestionExamples }))
    .digest("hex")
    .slice(0, 16);
}

function pack(vector: number[]): [number, string] {
  const largest = Math.max(1e-9, ...vector.map(Math.abs));
  const values = Int8Array.from(vector, (value) => Math.round((value / largest) * 127));
  return [largest / 127, Buffer.from(values.buffer).toString("base64")];
}

function unpack([scale, data]: [number, string]): Float32Array {
  const bytes = Buffer.from(data, "base64");
  const values = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const vector = Float32Array.from(values, (value) => value * scale);
  const length = Math.hypot(...vector) || 1;
  return vector.map((value) => value / length);
}

/** Embeds every example (in small background batches, so questions being answered go first). */
export async function computeVectorsFile(embedder: Embedder): Promise<VectorsFile> {
  const embedAll = async (texts: string[]) => {
    const vectors: number[][] = [];
    for (let start = 0; start < texts.length; start += 32)
      vectors.push(...(await embedder.embed(texts.slice(start, start + 32), undefined, { priority: "background" })));
    return vectors.map(pack);
  };
  const kinds: Record<string, [number, string][]> = {};
  for (const [kind, texts] of Object.entries(aboutAnswerExamples)) kinds[kind] = await embedAll(texts);
  return { model: embedder.id, hash: examplesHash(), kinds, questions: await embedAll(newQuestionExamples) };
}

export function exampleIndexOf(file: VectorsFile): ExampleIndex {
  const kinds = Object.fromEntries(Object.entries(file.kinds).map(([kind, packed]) => [kind, packed.map(unpack)]));
  return { kinds: kinds as ExampleIndex["kinds"], questions: file.questions.map(unpack) };
}

/** The committed vectors when they are `modelId`'s and current; null when stale. */
export function committedExampleIndex(modelId: string): ExampleIndex | null {
  const committed = VectorsFile.safeParse(vectorsFile);
  return committed.success && committed.data.model === modelId && committed.data.hash === examplesHash()
    ? exampleIndexOf(committed.data)
    : null;
}

/** The committed vectors when current; else computed now (seconds of the embedder's time). */
export async function exampleIndexFromFile(embedder: Embedder, onStale?: (message: string) => void): Promise<ExampleIndex> {
  const committed = committedExampleIndex(embedder.id);
  if (committed) return committed;
  onStale?.("about-answer-vectors.json is stale (run npx tsx scripts/about-answer-vectors.ts); computing the example vectors now");
  return exampleIndexOf(await computeVectorsFile(embedder));
}
