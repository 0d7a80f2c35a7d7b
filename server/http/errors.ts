/** Maps any thrown error to `{ error: { code, message } }` with the right status (docs/architecture.md#http-api). */
import type { ErrorRequestHandler } from "express";
import multer from "multer";
import { z } from "zod";
import { AppError, errorBody } from "../core/errors";
import type { Logger } from "../core/logger";

export function toAppError(error: unknown, limits: { uploadMaxBytes: number }): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
    return new AppError("bad_request", "validation", `${where}${issue?.message ?? "invalid request"}`);
  }
  if (error instanceof multer.MulterError) {
    if (error.code === "LIMIT_FILE_SIZE") {
      const megabytes = Math.round((limits.uploadMaxBytes / 1024 / 1024) * 10) / 10;
      return new AppError("payload_too_large", "file", `A file is larger than the ${megabytes} MB limit per file (UPLOAD_MAX_BYTES).`);
    }
    if (error.code === "LIMIT_FILE_COUNT")
      return new AppError("payload_too_large", "files", "Too many files in one upload (UPLOAD_MAX_FILES).");
    if (error.code === "LIMIT_UNEXPECTED_FILE") return new AppError("bad_request", "field", "Files must be sent in parts named “files”.");
    return new AppError("bad_request", "upload", `The upload could not be read (${error.code}).`);
  }
  const status = (error as { status?: number; type?: string })?.status;
  const type = (error as { type?: string })?.type;
  if (status === 413 || type === "entity.too.large") return new AppError("payload_too_large", "body", "The request body is too large.");
  if (type === "entity.parse.failed") return new AppError("bad_request", "json", "The request body is not valid JSON.");
  if (status === 400) return new AppError("bad_request", "request", "The request could not be read.");
  if (isDatabaseUnreachable(error))
    return new AppError("unavailable", "database", "The database is not answering right now. Please try again in a moment.", {
      cause: error,
    });
  return new AppError("internal", "server", "Something went wrong on the server. Please try again.", { cause: error });
}

/** Connection codes a lost or refused database connection (PostgreSQL's, or the socket's) comes with. */
const unreachableCodes = new Set(["ECONNREFUSED", "57P01", "57P02", "57P03", "53300"]);

/** PostgreSQL went away, restarts or refuses connections (DATABASE_URL): a person can only wait and retry. */
function isDatabaseUnreachable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (unreachableCodes.has(code) || code.startsWith("08"))) return true;
  const message = error instanceof Error ? error.message : "";
  return /Connection terminated|not currently accepting connections|timeout exceeded when trying to connect/u.test(message);
}

export function errorHandler(logger: Logger, limits: { uploadMaxBytes: number }): ErrorRequestHandler {
  return (error, request, response, next) => {
    if (response.headersSent) return next(error);
    // A client that closed the connection (a page left, a stopped request) is not a server failure,
    // and nobody is there to read the answer.
    if (request.socket.destroyed) {
      logger.debug("client closed the connection before the response", { path: request.path });
      return;
    }
    const appError = toAppError(error, limits);
    if (appError.status >= 500) logger.error("request failed", { path: request.path, error: appError.cause ?? error });
    response.status(appError.status).json(errorBody(appError));
  };
}
