/**
 * /api/documents: upload (multipart `files`), list, read, delete, the original file, and one cited
 * passage with what surrounds it (the document viewer's data).
 */
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Router, type RequestHandler } from "express";
import { handle } from "../handle";
import multer from "multer";
import { z } from "zod";
import { AppError } from "../../core/errors";
import { toDocumentRecord } from "../../stores/documents";
import { summarizeTable } from "../../stores/tables";
import type { Services } from "../../services";
import { ChunkIdPattern, DocumentViewQuery } from "~/lib/document-view";
import { viewDocument } from "../document-view";
import { extensionOf, type IncomingFile } from "../../ingest/library";
import { limitsFrom } from "../../ingest/ingest-document";
import { unpackZipUpload, ZipUploadError } from "../../ingest/zip-upload";
import { CollectionId, CommaTags, Tag, UpdateDocumentBody } from "~/lib/collections";

const IdParam = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/i, "not a document id") });
const UploadFields = z.object({ collection_id: CollectionId.optional(), tags: CommaTags.optional() });
const ListQuery = z.object({ collection_id: CollectionId.optional(), tag: Tag.optional() });
const ChunkParams = IdParam.extend({ chunkId: z.string().regex(ChunkIdPattern, "not a passage id") });

const documentGone = () => new AppError("not_found", "document", "This document was deleted, or never existed.");

/** A person who opens a link to a deleted document's file gets the viewer's page saying so, not JSON. */
function wantsPage(request: { accepts: (types: string[]) => string | false }) {
  return request.accepts(["json", "html"]) === "html";
}

const contentTypes: Record<string, string> = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  xls: "application/vnd.ms-excel",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  csv: "text/csv; charset=utf-8",
  txt: "text/plain; charset=utf-8",
  md: "text/markdown; charset=utf-8",
};

/** RFC 6266 header with an ASCII fallback and the exact UTF-8 name. */
export function contentDisposition(kind: "inline" | "attachment", filename: string) {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, "_");
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * A `.zip` upload is a folder of documents (ingest/zip-upload.ts): its files replace it, each with
 * its folder names as tags. A refused archive is a 400 and nothing of the upload is kept.
 */
async function unpackArchives(files: IncomingFile[], options: Parameters<typeof unpackZipUpload>[1]) {
  const result: (IncomingFile & { folderTags: string[] })[] = [];
  try {
    for (const file of files) {
      if (extensionOf(file.originalName) !== ".zip") result.push({ ...file, folderTags: [] });
      else result.push(...(await unpackZipUpload(file, { ...options, maxFiles: options.maxFiles - result.length })));
    }
  } catch (error) {
    await Promise.all([...files, ...result].map((file) => fs.promises.rm(file.tempPath, { force: true })));
    if (error instanceof ZipUploadError) throw new AppError("bad_request", "zip", error.message, { cause: error });
    throw error;
  } finally {
    await Promise.all(
      files.filter((file) => extensionOf(file.originalName) === ".zip").map((file) => fs.promises.rm(file.tempPath, { force: true })),
    );
  }
  return result;
}

export function documentRoutes(services: Services) {
  const router = Router();
  const { config, documents, library } = services;
  const upload = multer({
    storage: multer.diskStorage({
      destination: path.join(services.uploadsDir, "incoming"),
      // Never the client's name: it may hold "../", NUL bytes or RTL tricks.
      filename: (_request, _file, callback) => callback(null, randomUUID()),
    }),
    limits: {
      fileSize: config.UPLOAD_MAX_BYTES,
      files: config.UPLOAD_MAX_FILES,
      fields: 10,
      fieldSize: 1024,
      parts: config.UPLOAD_MAX_FILES + 10,
    },
  });

  const receiveFiles = upload.array("files", config.UPLOAD_MAX_FILES);
  // Busboy reports a malformed body (a raw NUL in a part header, a cut-off form) as a plain Error:
  // that is the client's request, not a server fault. File-system errors (with a code) stay 500.
  const readUpload: RequestHandler = (request, response, next) =>
    receiveFiles(request, response, (error?: unknown) => {
      if (!error || error instanceof multer.MulterError || (error as NodeJS.ErrnoException).code) return next(error);
      next(
        new AppError("bad_request", "upload", "The upload could not be read: the multipart body or a file name in it is malformed.", {
          cause: error,
        }),
      );
    });

  router.post(
    "/",
    readUpload,
    handle(async (request, response) => {
      const files = (request.files as Express.Multer.File[] | undefined) ?? [];
      const fields = UploadFields.safeParse(request.body ?? {});
      if (!fields.success || files.length === 0) await Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })));
      if (!fields.success) throw fields.error;
      if (files.length === 0) throw new AppError("bad_request", "files", "Attach at least one file in a part named “files”.");
      const collectionId = fields.data.collection_id;
      if (collectionId && !(await services.collections.getCollection(collectionId))) {
        await Promise.all(files.map((file) => fs.promises.rm(file.path, { force: true })));
        throw new AppError("not_found", "collection", "No collection with this id.");
      }
      const incoming = await unpackArchives(
        files.map((file) => ({
          tempPath: file.path,
          // Busboy hands over names as latin1; multipart clients send UTF-8.
          originalName: Buffer.from(file.originalname, "latin1").toString("utf8"),
          size: file.size,
        })),
        { incomingDir: path.join(services.uploadsDir, "incoming"), limits: limitsFrom(config), maxFiles: config.UPLOAD_MAX_FILES },
      );
      const accepted = await library.acceptUploads(incoming, { collectionId });
      // Tags given at upload (and a ZIP's folder names) go on the new documents; a duplicate keeps its own.
      const tags = fields.data.tags ?? [];
      for (const [index, document] of accepted.entries()) {
        const all = [...new Set([...tags, ...(incoming[index]?.folderTags ?? [])])].slice(0, 20);
        if (!document.duplicate && all.length > 0) await services.collections.setTags(document.id, all);
      }
      response.status(202).json({ documents: accepted });
    }),
  );

  router.get(
    "/",
    handle(async (request, response) => {
      const { collection_id: collectionId, tag } = ListQuery.parse(request.query);
      if (collectionId && !(await services.collections.getCollection(collectionId)))
        throw new AppError("not_found", "collection", "No collection with this id.");
      const rows = collectionId || tag ? await documents.listDocumentsIn(collectionId ?? "default", tag) : await documents.listDocuments();
      response.json({ documents: rows.map(toDocumentRecord) });
    }),
  );

  // Move to another collection and/or replace the tags (docs/architecture.md, "Collections and tags").
  router.patch(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      const body = UpdateDocumentBody.parse(request.body);
      if (!(await documents.getDocument(id))) throw new AppError("not_found", "document", "No document with this id.");
      if (body.collection_id !== undefined) await services.collectionMoves.moveDocument(id, body.collection_id);
      if (body.tags !== undefined) await services.collections.setTags(id, body.tags);
      response.json(toDocumentRecord((await documents.getDocument(id))!));
    }),
  );

  router.get(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      const document = await documents.getDocument(id);
      if (!document) throw new AppError("not_found", "document", "No document with this id.");
      // The extractive summary made at ingestion (docs/architecture.md, "Summaries"), each sentence with its passage.
      const [stored, tables] = await Promise.all([services.summaries.getSummary(id), services.tables.listTablesOf(id)]);
      response.json({ ...toDocumentRecord(document), summary: stored?.sentences ?? [], tables: tables.map(summarizeTable) });
    }),
  );

  router.delete(
    "/:id",
    handle(async (request, response) => {
      const { id } = IdParam.parse(request.params);
      if (!(await library.deleteDocument(id))) throw new AppError("not_found", "document", "No document with this id.");
      response.json({ deleted: true, id });
    }),
  );

  router.get(
    "/:id/chunks/:chunkId",
    handle(async (request, response) => {
      const { id, chunkId } = ChunkParams.parse(request.params);
      const view = await viewDocument(services, id, chunkId, DocumentViewQuery.parse(request.query));
      if (view === null) throw documentGone();
      if (view === undefined)
        throw new AppError("not_found", "chunk", "This passage is no longer in the document (it may have been re-read).");
      response.json(view);
    }),
  );

  router.get(
    "/:id/file",
    handle(async (request, response, next) => {
      const { id } = IdParam.parse(request.params);
      const document = await documents.getDocument(id);
      if (!document && wantsPage(request)) return response.redirect(303, `/documents/${id}/view`);
      if (!document) throw documentGone();
      const inline = document.type === "pdf" || document.type === "txt" || document.type === "md";
      response.setHeader("Content-Type", contentTypes[document.type] ?? "application/octet-stream");
      response.setHeader("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", document.filename));
      response.setHeader("X-Content-Type-Options", "nosniff");
      // The original is shown as a document, never run as a page of this site. PDFs are the
      // exception to the sandbox: Chrome refuses to start its PDF viewer under a CSP sandbox
      // (crbug 413851) and Safari shows some PDFs blank; both viewers sandbox PDF scripts themselves.
      response.setHeader(
        "Content-Security-Policy",
        document.type === "pdf" ? "frame-ancestors 'none'" : "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      response.sendFile(library.storedFilePath(document), { dotfiles: "deny" }, (error) => {
        if (error && !response.headersSent) next(new AppError("not_found", "file", "The original file is missing."));
      });
    }),
  );

  return router;
}
