/**
 * Links in answers and web sources come from documents and the web, so they are untrusted:
 * only http(s) URLs and in-page anchors survive; everything else (javascript:, data:, vbscript:,
 * relative paths into our own API) is dropped.
 */
export function safeUrl(url: string): string | null {
  const trimmed = url.trim();
  if (trimmed.startsWith("#")) return trimmed;
  try {
    const parsed = new URL(trimmed);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
