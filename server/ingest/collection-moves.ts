/**
 * Moving documents between library collections and deleting a collection with everything in it
 * (docs/architecture.md, "Collections and tags"). Passages, tables and summaries are keyed by
 * document, so they follow its `collection_id`; vectors live in one Chroma collection per
 * library collection and model, so they are copied across and removed from where they were.
 */
import { AppError } from "../core/errors";
import type { Logger } from "../core/logger";
import { defaultCollectionId } from "~/lib/collections";
import type { ChunkStore } from "../stores/chunks";
import { collectionNotFound, type CollectionStore } from "../stores/collections";
import type { DocumentStore } from "../stores/documents";
import type { VectorStore } from "../stores/vector-store";
import type { Library } from "./library";

export function createCollectionMoves(deps: {
  collections: CollectionStore;
  documents: DocumentStore;
  chunks: ChunkStore;
  vectors: VectorStore;
  library: Pick<Library, "deleteDocument">;
  /** Models whose Chroma collections may hold a document's vectors besides those its chunks name. */
  extraModels?: () => string[];
  logger: Logger;
}) {
  /** Copies a document's vectors from one library collection's Chroma collections to another's. */
  const moveVectors = async (docId: string, from: string, to: string) => {
    const rows = await deps.chunks.chunksOf(docId);
    const models = new Set([...rows.flatMap((row) => (row.vector_model ? [row.vector_model] : [])), ...(deps.extraModels?.() ?? [])]);
    const ids = rows.map((row) => row.id);
    for (const model of models) {
      const stored = await deps.vectors.vectorsOf({ model, ids, libraryCollection: from });
      const items = [...stored].map(([id, embedding]) => ({ id, embedding, docId, libraryCollection: to }));
      await deps.vectors.upsert(model, items);
      await deps.vectors.deleteIds(model, ids, from);
      // A chunk marked as embedded whose vector was not found is embedded again where it now lives.
      const lost = rows.filter((row) => row.vector_model === model && !stored.has(row.id)).map((row) => row.id);
      if (lost.length > 0) await deps.chunks.forgetVectors(lost);
    }
  };

  return {
    /** Moves a document (its passages, vectors, tables and summary) into `collectionId`. */
    async moveDocument(docId: string, collectionId: string) {
      const document = await deps.documents.getDocument(docId);
      if (!document) throw new AppError("not_found", "document", "No document with this id.");
      if (!(await deps.collections.getCollection(collectionId))) throw collectionNotFound();
      const from = document.collection_id;
      if (from === collectionId) return;
      // SQLite first: from now on searches in `from` no longer read its passages, and the vector
      // indexer writes new vectors where the document now lives.
      await deps.collections.moveDocumentRow(docId, collectionId);
      await moveVectors(docId, from, collectionId);
      deps.logger.info("document moved", { doc_id: docId, from, to: collectionId });
    },

    /**
     * Deletes a collection: its documents are moved to the default collection or deleted with
     * everything they wrote; its conversations and web memory follow them; its Chroma collections go.
     */
    async deleteCollection(id: string, documents: "move" | "delete") {
      if (id === defaultCollectionId)
        throw new AppError("bad_request", "collection", "The default collection cannot be deleted; it always exists.");
      if (!(await deps.collections.getCollection(id))) throw collectionNotFound();
      const docIds = await deps.collections.documentIdsIn(id);
      for (const docId of docIds) {
        if (documents === "delete") await deps.library.deleteDocument(docId);
        else await this.moveDocument(docId, defaultCollectionId);
      }
      if (documents === "move") await deps.collections.handOver(id, defaultCollectionId);
      await deps.vectors.dropLibraryCollection(id);
      await deps.collections.removeCollection(id);
      deps.logger.info("collection deleted", { collection_id: id, documents, count: docIds.length });
      return { deleted: true as const, id, documents, count: docIds.length };
    },
  };
}
export type CollectionMoves = ReturnType<typeof createCollectionMoves>;
