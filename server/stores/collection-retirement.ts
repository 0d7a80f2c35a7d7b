/**
 * Retiring the collection of an earlier embedding model. After a model change the
 * new model's collection fills behind the old one, which answers meanwhile; once the new one is
 * complete and active, the old collection only costs disk and memory, so it is deleted — but
 * never under a search that started while it was still the active one. Searches are tracked by
 * the "generation" they started in (the generation moves on at each switch), so retirement waits
 * for exactly the searches that may still read the old collection, whatever they do inside.
 *
 * A deletion that fails (Chroma down) stays pending and is tried again at the next `retire()`.
 *
 * If Docent stops between the switch and the deletion, no chunk row names the old model any more;
 * `deleteOrphanCollections` finds such collections in Chroma itself at the next start.
 */
import { ChromaClient, ChromaNotFoundError } from "chromadb";
import type { Logger } from "../core/logger";
import { collectionNameFor } from "./vector-store";
import { chromaClientOptions } from "../chroma/supervisor";

async function withinMs<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Chroma did not answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
    // A late rejection of the losing side is settled here, never unhandled.
    work.catch(() => undefined);
  }
}

/**
 * Deletes a model's Chroma collections (the default library collection's and every other library
 * collection's, docs/architecture.md "Collections and tags"); resolves false when none existed.
 */
export async function deleteModelCollection(options: { url: string; model: string; timeoutMs: number }): Promise<boolean> {
  const client = new ChromaClient(chromaClientOptions(options.url));
  const names = [collectionNameFor(options.model)];
  for (const collection of await listOurCollections(options)) {
    const library = collection.metadata?.library_collection;
    if (collection.metadata?.embedding_model === options.model && typeof library === "string") names.push(collection.name);
  }
  let existed = false;
  for (const name of names) {
    try {
      await withinMs(client.deleteCollection({ name }), options.timeoutMs);
      existed = true;
    } catch (error) {
      if (!(error instanceof ChromaNotFoundError)) throw error;
    }
  }
  return existed;
}

const listPageSize = 100;

async function listOurCollections(options: { url: string; timeoutMs: number }) {
  const client = new ChromaClient(chromaClientOptions(options.url));
  const all: { name: string; metadata?: Record<string, unknown> | null }[] = [];
  for (let offset = 0; ; offset += listPageSize) {
    const page = await withinMs(client.listCollections({ limit: listPageSize, offset }), options.timeoutMs);
    for (const collection of page) all.push({ name: collection.name, metadata: collection.metadata as Record<string, unknown> | null });
    if (page.length < listPageSize) return all;
  }
}

/**
 * The models of Docent's own collections in Chroma: a collection counts as ours only when it
 * records an `embedding_model` and is named after it by `collectionNameFor`, so nothing else an
 * external server holds (another application's collections) is ever taken for one of ours.
 */
export async function listModelCollections(options: { url: string; timeoutMs: number }): Promise<string[]> {
  const models = new Set<string>();
  for (const collection of await listOurCollections(options)) {
    const model = collection.metadata?.embedding_model;
    const library = collection.metadata?.library_collection;
    const named = typeof library === "string" ? collectionNameFor(String(model), library) : collectionNameFor(String(model));
    if (typeof model === "string" && named === collection.name) models.add(model);
  }
  return [...models];
}

/**
 * Deletes our collections of every model but `keep` (the current model and those chunk rows still
 * name, which the retirement handles): collections left behind when Docent stopped between a model
 * switch and the old collection's deletion. No search can read them: searches use only the active
 * model's collection, which is kept. Resolves to the models deleted; a failure is logged, and the
 * next start tries again.
 */
export async function deleteOrphanCollections(options: {
  url: string;
  keep: string[];
  timeoutMs: number;
  logger: Logger;
}): Promise<string[]> {
  const keep = new Set(options.keep.map((model) => collectionNameFor(model)));
  const deleted: string[] = [];
  try {
    const orphans = (await listModelCollections(options)).filter((model) => !keep.has(collectionNameFor(model)));
    for (const model of orphans) {
      await deleteModelCollection({ url: options.url, model, timeoutMs: options.timeoutMs });
      deleted.push(model);
      options.logger.info("deleted the collection of an earlier embedding model left from a previous run", { model });
    }
  } catch (error) {
    options.logger.warn("could not look for collections of earlier embedding models; will look again at the next start", {
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return deleted;
}

export interface CollectionRetirement {
  /** Runs a search, remembering that it may read the collections active when it started. */
  track<T>(search: () => Promise<T>): Promise<T>;
  /** The current model's collection is complete and active: retire the earlier ones as soon as no older search runs. */
  retire(): void;
  /** Models whose collection is still waiting to be deleted. */
  pending(): string[];
  /** Resolves when no deletion is running (for shutdown and tests). */
  settled(): Promise<void>;
}

export function createCollectionRetirement(deps: {
  /** Earlier models whose collections should go once the current one is active. */
  models: string[];
  deleteCollection: (model: string) => Promise<boolean>;
  /** Called once per model when no search that may use it runs any more (e.g. to close its embedder). */
  onUnused?: (model: string) => void;
  logger: Logger;
}): CollectionRetirement {
  const waiting = new Set(deps.models);
  const unused = new Set<string>();
  // Searches in flight, by the generation they started in.
  const running = new Map<number, number>();
  let generation = 0;
  let retireBefore: number | null = null;
  let deleting: Promise<void> | null = null;

  const olderSearchRunning = (before: number) => [...running].some(([started, count]) => started < before && count > 0);

  const deleteWaiting = async () => {
    for (const model of [...waiting]) {
      if (!unused.has(model)) {
        unused.add(model);
        deps.onUnused?.(model);
      }
      try {
        const existed = await deps.deleteCollection(model);
        waiting.delete(model);
        deps.logger.info("deleted the previous embedding model's collection", { model, existed });
      } catch (error) {
        deps.logger.warn("could not delete the previous embedding model's collection; will try again", {
          model,
          error: error instanceof Error ? error.message : String(error),
        });
      }
    }
  };

  const attempt = () => {
    if (retireBefore === null || waiting.size === 0 || deleting) return;
    if (olderSearchRunning(retireBefore)) return;
    deleting = deleteWaiting().finally(() => {
      deleting = null;
    });
  };

  return {
    async track(search) {
      const started = generation;
      running.set(started, (running.get(started) ?? 0) + 1);
      try {
        return await search();
      } finally {
        const left = (running.get(started) ?? 1) - 1;
        if (left > 0) running.set(started, left);
        else running.delete(started);
        attempt();
      }
    },
    retire() {
      if (waiting.size === 0) return;
      // Searches from now on use the current collection; those already running may still read an old one.
      if (retireBefore === null) {
        generation += 1;
        retireBefore = generation;
      }
      attempt();
    },
    pending: () => [...waiting],
    settled: async () => {
      while (deleting) await deleting;
    },
  };
}
