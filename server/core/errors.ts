/**
 * The one error type. `code` is `kind:subject` (e.g. `not_found:document`);
 * `message` is what a person sees; `cause` stays in the log only.
 */
export type ErrorKind =
  | "bad_request"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "payload_too_large"
  | "unsupported_media_type"
  | "rate_limited"
  | "unavailable"
  | "internal";

const statusByKind: Record<ErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unavailable: 503,
  internal: 500,
};

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  constructor(kind: ErrorKind, subject: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AppError";
    this.code = `${kind}:${subject}`;
    this.status = statusByKind[kind];
  }
}

export function errorBody(error: AppError) {
  return { error: { code: error.code, message: error.message } };
}
