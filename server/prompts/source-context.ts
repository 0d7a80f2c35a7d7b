/**
 * Numbers the retrieved chunks as the sources an answer cites (docs/architecture.md#reasoner). Source N is always
 * `chunks[N - 1]`: the retriever's ranking order is the score order, and the responder maps
 * `[Source N]` back to citations by that same index, so the two must never disagree.
 */
import type { RetrievedChunk } from "../core/types";

export interface ContextSource {
  /** 1-based number the answer cites as `[Source N]`. */
  number: number;
  chunk: RetrievedChunk;
  /** The chunk text as given to the reasoner (trimmed to the budget). */
  text: string;
  /** Where the text comes from, for the prompt: "handbook.pdf, page 4" or "web result (example.org)". */
  origin: string;
}

export interface SourceContext {
  sources: ContextSource[];
  /** The labelled context as plain text, reported as `context_used`. */
  context: string;
}

// A source shorter than this after trimming is noise, so it is left out instead.
const minimumSourceChars = 200;
// The reference pipeline gives every chunk at least this much room before the budget is shared.
const minimumShareChars = 500;

/**
 * Takes chunks in order until `budgetChars` is spent. Each chunk gets a fair share of the budget
 * (at least 500 characters) so one long chunk cannot crowd out the others; a chunk that does not
 * fit is cut at a word boundary, and the rest are left out.
 */
export function buildSourceContext(chunks: RetrievedChunk[], budgetChars: number): SourceContext {
  const share = Math.max(minimumShareChars, Math.floor(budgetChars / Math.max(1, chunks.length)));
  const sources: ContextSource[] = [];
  let remaining = budgetChars;
  for (const chunk of chunks) {
    const room = Math.min(share, remaining);
    const text = trimToLength(chunk.text.trim(), room);
    if (text.length === 0 || (text.length < chunk.text.trim().length && text.length < minimumSourceChars)) break;
    sources.push({ number: sources.length + 1, chunk, text, origin: describeOrigin(chunk) });
    remaining -= text.length;
    if (remaining < minimumSourceChars) break;
  }
  const context = sources.map((source) => `[Source ${source.number}] (${source.origin})\n${source.text}`).join("\n\n");
  return { sources, context };
}

export function describeOrigin(chunk: RetrievedChunk): string {
  if (chunk.kind === "web") {
    const hosts = (chunk.web_urls ?? []).map((link) => hostOf(link.url)).filter((host) => host.length > 0);
    const unique = [...new Set(hosts)].slice(0, 3);
    return unique.length > 0 ? `web result: ${unique.join(", ")}` : "web result";
  }
  const { filename, page, sheet, rows, heading } = chunk.metadata;
  const parts = [filename];
  if (page != null) parts.push(`page ${page}`);
  if (sheet != null) parts.push(rows ? `sheet "${sheet}", rows ${rows}` : `sheet "${sheet}"`);
  if (heading) parts.push(`section "${heading}"`);
  return parts.join(", ");
}

function hostOf(url: string): string {
  try {
    return new URL(url).hostname;
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    return "";
  }
}

function trimToLength(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length - 1));
  const lastSpace = cut.lastIndexOf(" ");
  return `${lastSpace > length * 0.6 ? cut.slice(0, lastSpace) : cut}…`;
}
