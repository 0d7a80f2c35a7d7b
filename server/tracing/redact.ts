/**
 * The `TRACE_CONTENT=false` policy: what leaves Docent for a trace is
 * metadata only. Numbers, booleans and the identifier-like fields below survive; every other
 * string (document text, questions, prompts, answers, judge feedback) becomes its length.
 *
 * An allowlist rather than a blocklist: a field added to a span later is kept out of traces until
 * someone decides it is metadata.
 */

const metadataKeys = new Set([
  "attempt",
  "category",
  "chunk_id",
  "confidence",
  "doc_id",
  "filename",
  "kind",
  "mode",
  "model",
  "page",
  "purpose",
  "role",
  "safety_flags",
  "sheet",
  "stage",
  "status",
  "style",
  "type",
  "unit",
]);

const maxDepth = 8;

/** A stand-in for text that must not be exported: its size is still worth seeing. */
export function redactedText(text: string): string {
  return `[redacted: ${text.length} chars]`;
}

/** The metadata-only form of any span input, output or metadata value. */
export function redactContent(value: unknown, key?: string, depth = 0): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === "number" || typeof value === "boolean") return value;
  if (typeof value === "string") return key !== undefined && metadataKeys.has(key) ? value : redactedText(value);
  if (depth >= maxDepth) return "[redacted: nested too deep]";
  if (Array.isArray(value)) {
    // Items of an allowlisted array (e.g. safety_flags) are metadata too.
    return value.map((item) => redactContent(item, key, depth + 1));
  }
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([entryKey, entry]) => [entryKey, redactContent(entry, entryKey, depth + 1)]),
    );
  }
  // Functions, symbols and bigints have no place in a trace either way.
  return `[redacted: ${typeof value}]`;
}

/** What an error may say in an exported trace: its message with content, its name without. */
export function describeError(error: unknown, withContent: boolean): string {
  if (!(error instanceof Error)) return withContent ? String(error).slice(0, 500) : "error";
  return withContent ? `${error.name}: ${error.message}`.slice(0, 500) : error.name;
}
