/**
 * The embedder interface: `embed(texts) → number[][]` plus a model
 * id stored with the index, so a model change re-embeds. Implementations: local-embedder.ts
 * (bundled USE-lite, offline) and openai-embedder.ts.
 */
export interface Embedder {
  /** Stable id of the model, used to name its Chroma collection and its confidence thresholds. */
  readonly id: string;
  readonly dimensions: number;
  /**
   * `background` work (indexing) yields to `query` work (a person waiting for an answer) where the
   * implementation queues requests; the default is `query`.
   */
  embed(texts: string[], signal?: AbortSignal, options?: { priority?: "query" | "background" }): Promise<number[][]>;
  close?(): Promise<void>;
}
