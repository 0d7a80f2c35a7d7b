/**
 * Cancellation that surfaces as an AbortError everywhere, so the orchestrator can tell "the user
 * left" from "the provider failed".
 */

/** The error an aborted signal stands for: its own reason when that is an AbortError, else a new one. */
export function abortErrorOf(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && reason.name === "AbortError") return reason;
  return new DOMException("The request was cancelled.", "AbortError");
}

export function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw abortErrorOf(signal);
}

/**
 * Rethrows when the failure is a cancellation (ours, or the SDK's own abort error), so callers
 * can turn every other provider failure into a value without swallowing an abort.
 */
export function rethrowIfAbort(error: unknown, signal: AbortSignal): void {
  if (signal.aborted) throw abortErrorOf(signal);
  if (error instanceof Error && (error.name === "AbortError" || error.name === "APIUserAbortError")) {
    throw new DOMException(error.message || "The request was cancelled.", "AbortError");
  }
}

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
