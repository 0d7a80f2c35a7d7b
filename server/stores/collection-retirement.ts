/**
 * Retiring the collection of an earlier embedding model (SPEC §3.6). After a model change the
 * new model's collection fills behind the old one, which answers meanwhile; once the new one is
 * complete and active, the old collection only costs disk and memory, so it is deleted — but
 * never under a search that started while it was still the active one. Searches are tracked by
 * the "generation" they started in (the generation moves on at each switch), so retirement waits
 * for exactly the searches that may still read the old collection, whatever they do inside.
 *
 * A deletion that fails (Chroma down) stays pending and is tried again at the next `retire()`.
 */
import { ChromaClient, ChromaNotFoundError } from "chromadb";
import type { Logger } from "../core/logger";
import { collectionNameFor } from "./vector-store";
import { chromaClientOptions } from "../chroma/supervisor";

/** Deletes a model's collection; resolves false when it did not exist. */
export async function deleteModelCollection(options: { url: string; model: string; timeoutMs: number }): Promise<boolean> {
  const client = new ChromaClient(chromaClientOptions(options.url));
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Chroma did not answer within ${options.timeoutMs} ms`)), options.timeoutMs);
  });
  const deletion = client.deleteCollection({ name: collectionNameFor(options.model) });
  try {
    await Promise.race([deletion, deadline]);
    return true;
  } catch (error) {
    if (error instanceof ChromaNotFoundError) return false;
    throw error;
  } finally {
    clearTimeout(timer);
    // A late rejection of the losing side is settled here, never unhandled.
    deletion.catch(() => undefined);
  }
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
