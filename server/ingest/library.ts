/**
 * The document library: accepting uploads (dedupe by sha256, originals stored under generated
 * names) and deleting documents with everything they wrote (docs/architecture.md#limits-and-parsing, #an-uploads-way, #http-api).
 */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Logger } from "../core/logger";
import type { VectorStore } from "../stores/vector-store";
import type { ChunkStore } from "../stores/chunks";
import type { DocumentRow, DocumentStore } from "../stores/documents";
import type { JobStore } from "../stores/jobs";

export const acceptedExtensions = [".pdf", ".docx", ".xlsx", ".xls", ".csv", ".ods", ".txt", ".md"] as const;

/** A name safe to show and to send in Content-Disposition; never used as a path. */
export function displayFilename(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  const cleaned = base
    // Control characters, NUL, and bidirectional overrides that can disguise an extension.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point here
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
    .trim();
  // Cut by code points: slicing UTF-16 units can split an emoji into a lone surrogate, which
  // then breaks encodeURIComponent in the download's Content-Disposition.
  const characters = Array.from(cleaned);
  const limited = characters.length > 200 ? characters.slice(0, 150).join("") + "…" + characters.slice(-40).join("") : cleaned;
  return limited || "untitled";
}

export function extensionOf(filename: string) {
  return path.extname(filename).toLowerCase();
}

export interface IncomingFile {
  /** Where the HTTP layer spooled the bytes (inside DATA_DIR/uploads/incoming). */
  tempPath: string;
  originalName: string;
  size: number;
}

export interface AcceptedUpload {
  id: string;
  filename: string;
  status: DocumentRow["status"];
  duplicate?: true;
  error?: string | null;
}

async function sha256Of(file: string) {
  const hash = createHash("sha256");
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

export function createLibrary(deps: {
  documents: DocumentStore;
  chunks: ChunkStore;
  jobs: JobStore;
  vectors: VectorStore;
  uploadsDir: string;
  logger: Logger;
  onQueued: () => void;
  /**
   * Collections that may hold vectors SQLite no longer points at: during a re-embed a chunk's
   * `vector_model` names the new model, yet the previous collection (still queried) has it too.
   */
  extraModels?: () => string[];
}) {
  const removeVectors = async (docId: string) => {
    const byModel = new Map<string, string[]>();
    const rows = await deps.chunks.chunksOf(docId);
    for (const row of rows) {
      if (!row.vector_model) continue;
      byModel.set(row.vector_model, [...(byModel.get(row.vector_model) ?? []), row.id]);
    }
    for (const model of deps.extraModels?.() ?? []) {
      if (rows.length > 0) byModel.set(model, [...new Set([...(byModel.get(model) ?? []), ...rows.map((row) => row.id)])]);
    }
    const libraryCollection = (await deps.documents.getDocument(docId))?.collection_id;
    for (const [model, ids] of byModel) await deps.vectors.deleteIds(model, ids, libraryCollection);
  };

  return {
    removeVectors,

    /** `collectionId`: the library collection new documents join (docs/architecture.md, "Collections and tags"). */
    async acceptUploads(files: IncomingFile[], options: { collectionId?: string } = {}): Promise<AcceptedUpload[]> {
      const results: AcceptedUpload[] = [];
      for (const file of files) {
        const filename = displayFilename(file.originalName);
        const sha256 = await sha256Of(file.tempPath);
        const existing = await deps.documents.findDocumentBySha(sha256);
        if (existing && existing.status !== "failed") {
          await fs.promises.rm(file.tempPath, { force: true });
          results.push({ id: existing.id, filename: existing.filename, status: existing.status, duplicate: true });
          continue;
        }
        // The same bytes failed before: try again from scratch (limits may have been raised).
        if (existing) await this.deleteDocument(existing.id);

        const id = randomUUID();
        const extension = extensionOf(filename);
        const known = (acceptedExtensions as readonly string[]).includes(extension);
        const storedName = `${id}${known ? extension : ".bin"}`;
        await fs.promises.rename(file.tempPath, path.join(deps.uploadsDir, storedName));
        await deps.documents.insertDocument({
          id,
          filename,
          type: known ? extension.slice(1) : "unknown",
          size: file.size,
          sha256,
          stored_name: storedName,
          collection_id: options.collectionId,
        });
        if (!known) {
          const message = `Docent cannot read “${extension || "files without an extension"}” files. Upload PDF, Word (.docx), Excel (.xlsx, .xls), OpenDocument (.ods), CSV, text or Markdown files.`;
          await deps.documents.updateDocument(id, {
            status: "failed",
            stage: "failed",
            progress: 1,
            error: message,
            error_category: "unsupported_type",
          });
          results.push({ id, filename, status: "failed", error: message });
          continue;
        }
        await deps.jobs.enqueueJob({ id: randomUUID(), doc_id: id, kind: "ingest" });
        results.push({ id, filename, status: "queued" });
      }
      deps.onQueued();
      return results;
    },

    async deleteDocument(id: string) {
      const document = await deps.documents.getDocument(id);
      if (!document) return false;
      // Vectors first, while SQLite still knows which collection holds them.
      await removeVectors(id);
      await deps.documents.deleteDocument(id);
      await fs.promises.rm(path.join(deps.uploadsDir, document.stored_name), { force: true });
      deps.logger.info("document deleted", { doc_id: id });
      return true;
    },

    storedFilePath(document: DocumentRow) {
      return path.join(deps.uploadsDir, document.stored_name);
    },
  };
}
export type Library = ReturnType<typeof createLibrary>;
