/**
 * Which embedding model's collection questions search. Each model has its own Chroma collection;
 * after the configured model changes, ready documents are re-embedded into the new one in the
 * background, and until it covers every chunk of every ready document questions keep searching
 * the previous model's complete collection, embedded by that model (when it can still run here).
 * Once the new collection is complete, searches switch to it and the earlier collections are
 * retired (stores/collection-retirement.ts); collections a previous run left behind are deleted
 * at start. docs/architecture.md, "Embedding models".
 */
import type OpenAI from "openai";
import type { Logger } from "../core/logger";
import type { Embedder } from "../providers/embeddings";
import { createLocalEmbedder, localModelId } from "../providers/local-embedder";
import { createOpenAIEmbedder } from "../providers/openai-embedder";
import type { ChunkStore } from "../stores/chunks";
import { createCollectionRetirement, deleteModelCollection, deleteOrphanCollections } from "../stores/collection-retirement";
import type { Search, SearchManyRequest, SearchRequest } from "./hybrid-search";

type ModelCount = { model: string | null; n: number };

export interface EmbeddingModels {
  /** The model whose collection searches use: the current one, or the previous one during a re-embed. */
  activeModel(): string;
  /** The embedder of `model`'s vectors (the current embedder when that model cannot run here). */
  embedderFor(model: string): Embedder;
  /** Models other than the current one whose collections still take deletions (the active one during a re-embed). */
  extraModels(): string[];
  /** The current model's collection covers every ready chunk: search it, retire the earlier ones. */
  switchToCurrentModel(): void;
  /** `search`, tracked so no collection is deleted under a search that may still read it. */
  tracked(search: Search): Search;
  /** Chunks of ready documents with a vector in the current model (the re-embed's progress). */
  vectorCoverage(): Promise<{ done: number; total: number }>;
  /** Resolves when no collection deletion is running (shutdown, tests). */
  settled(): Promise<void>;
  /** Closes every embedder, the current one included. */
  close(): Promise<void>;
}

export async function createEmbeddingModels(deps: {
  /** The configured model's embedder. */
  embedder: Embedder;
  /** To run an earlier OpenAI-compatible model during a re-embed; null offline. */
  openai: OpenAI | null;
  chunks: ChunkStore;
  /** The Chroma server's URL now (the embedded one moves when it restarts). */
  chromaUrl: () => string;
  chromaTimeoutMs: number;
  logger: Logger;
}): Promise<EmbeddingModels> {
  const { embedder, logger } = deps;
  const embedders = new Map<string, Embedder>([[embedder.id, embedder]]);

  const runnableEmbedder = (model: string): Embedder | undefined => {
    const known = embedders.get(model);
    if (known) return known;
    let created: Embedder | undefined;
    if (model === localModelId) created = createLocalEmbedder();
    else if (deps.openai && model.startsWith("openai-"))
      created = createOpenAIEmbedder({ client: deps.openai, model: model.slice("openai-".length) });
    if (created) embedders.set(model, created);
    return created;
  };

  const chooseActiveModel = (counts: ModelCount[]): string => {
    const missing = counts.filter((row) => row.model !== embedder.id).reduce((sum, row) => sum + row.n, 0);
    const previous = counts
      .filter((row): row is { model: string; n: number } => row.model !== null && row.model !== embedder.id)
      .sort((a, b) => b.n - a.n)[0];
    if (missing === 0 || !previous) return embedder.id;
    if (!runnableEmbedder(previous.model)) {
      logger.warn("the previous embedding model cannot run here; searching the new collection while it fills", {
        previous: previous.model,
      });
      return embedder.id;
    }
    logger.info("embedding model changed: re-embedding in the background; questions use the previous collection meanwhile", {
      previous: previous.model,
      current: embedder.id,
      missing,
    });
    return previous.model;
  };

  const vectorCounts = await deps.chunks.countVectorsByModel();
  const earlierModels = vectorCounts.flatMap((row) => (row.model !== null && row.model !== embedder.id ? [row.model] : []));
  let activeModel = chooseActiveModel(vectorCounts);

  // Earlier models' collections are deleted once the current one is complete and active, and no
  // search that started before the switch still runs.
  const retirement = createCollectionRetirement({
    models: earlierModels,
    deleteCollection: (model) => deleteModelCollection({ url: deps.chromaUrl(), model, timeoutMs: deps.chromaTimeoutMs }),
    onUnused: (model) => {
      const retired = embedders.get(model);
      embedders.delete(model);
      void Promise.resolve(retired?.close?.()).catch((error: unknown) =>
        logger.warn("could not close the previous embedder", { error: String(error) }),
      );
    },
    logger,
  });
  // Collections no chunk row names any more (Docent stopped before retiring them); the ones named are the retirement's.
  const orphanSweep = deleteOrphanCollections({
    url: deps.chromaUrl(),
    keep: [embedder.id, ...earlierModels],
    timeoutMs: deps.chromaTimeoutMs,
    logger,
  });

  return {
    activeModel: () => activeModel,
    embedderFor: (model) => runnableEmbedder(model) ?? embedder,
    extraModels: () => (activeModel === embedder.id ? [] : [activeModel]),
    switchToCurrentModel() {
      if (activeModel !== embedder.id) {
        const previous = activeModel;
        activeModel = embedder.id;
        logger.info("re-embedding complete: questions now use the new model's collection", { previous, current: embedder.id });
      }
      retirement.retire();
    },
    tracked: (search) =>
      Object.assign((request: SearchRequest) => retirement.track(() => search(request)), {
        many: (request: SearchManyRequest) => retirement.track(() => search.many(request)),
      }),
    async vectorCoverage() {
      const counts = await deps.chunks.countVectorsByModel();
      return {
        done: counts.find((row) => row.model === embedder.id)?.n ?? 0,
        total: counts.reduce((sum, row) => sum + row.n, 0),
      };
    },
    async settled() {
      await orphanSweep;
      await retirement.settled();
    },
    async close() {
      for (const model of embedders.values()) await model.close?.();
    },
  };
}
