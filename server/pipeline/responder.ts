/**
 * Responder stage (docs/architecture.md#responder): turns the validated answer and its sources into the final
 * response. Citations keep the numbers the answer uses (`[Source N]`), and list only the sources
 * the answer actually cites; web sources are listed apart.
 */
import type { ChatResponse, Citation, WebCitation } from "~/lib/response";
import type { RetrievedChunk } from "../core/types";
import { citationExcerpt, plainSnippet } from "./citation-quote";
import { allowedUrls, guardOutput } from "./output-guard";
import { renumberCitations } from "./citation-numbers";
import { flaggedSources as flaggedSourcesOf } from "./validator";

const sourcePattern = /\[Source\s+(\d+)\]/gi;

export function citedSourceNumbers(answer: string): Set<number> {
  return new Set([...answer.matchAll(sourcePattern)].map((match) => Number(match[1])));
}

export const snippetOf = plainSnippet;

export function buildCitations(answer: string, chunks: RetrievedChunk[], flaggedSources: Set<number>) {
  const cited = citedSourceNumbers(answer);
  const citations: Citation[] = [];
  const webCitations: WebCitation[] = [];
  chunks.forEach((chunk, index) => {
    const source = index + 1;
    if (!cited.has(source)) return;
    if (chunk.kind === "web") {
      for (const link of chunk.web_urls ?? []) webCitations.push({ source, url: link.url, title: link.title });
      return;
    }
    citations.push({
      source,
      doc_id: chunk.metadata.doc_id,
      filename: chunk.metadata.filename,
      page: chunk.metadata.page ?? null,
      sheet: chunk.metadata.sheet ?? null,
      rows: chunk.metadata.rows ?? null,
      heading: chunk.metadata.heading ?? null,
      chunk_id: chunk.chunk_id,
      score: chunk.score === null ? null : Math.round(chunk.score * 1000) / 1000,
      ...citationExcerpt(answer, source, chunk.text),
      injection_flagged: flaggedSources.has(source) || undefined,
      ...(chunk.metadata.computed ? { computed: true } : {}),
    });
  });
  return { citations, webCitations };
}

/** Everything but what the responder derives, and `usage`, which the orchestrator takes from the finished trace. */
export type ResponseDraft = Omit<ChatResponse, "citations" | "web_citations" | "used_internal_kb" | "usage"> & {
  chunks: RetrievedChunk[];
  flaggedSources: Set<number>;
  extraWebCitations?: WebCitation[];
};

/**
 * The answer as the output guard leaves it, for the text streamed before the response is made
 * (the orchestrator settles the stream on it): links only to what a cited, unflagged passage or a
 * cited web result holds. The response itself is guarded again in `respond`, with every web citation.
 */
export function guardedText(answer: string, chunks: RetrievedChunk[]): string {
  const flagged = flaggedSourcesOf(chunks);
  const cited = citedSourceNumbers(answer);
  const usable = chunks.filter((_chunk, index) => cited.has(index + 1) && !flagged.has(index + 1));
  const web = usable.flatMap((chunk) => chunk.web_urls ?? []).map((link) => ({ url: link.url }));
  return guardOutput(
    answer,
    allowedUrls(
      usable.map((chunk) => chunk.text),
      web,
    ),
  ).answer;
}

export function respond(draft: ResponseDraft): Omit<ChatResponse, "usage"> {
  const { chunks, flaggedSources: drafted, extraWebCitations, ...rest } = draft;
  // Every answerer's sources are checked, not only the reasoner's: a table cell or a summary can carry instructions too.
  const flaggedSources = new Set([...drafted, ...flaggedSourcesOf(chunks)]);
  if (flaggedSources.size > 0 && !rest.safety_flags.includes("injection_in_context"))
    rest.safety_flags = [...rest.safety_flags, "injection_in_context"];
  const { citations, webCitations } = buildCitations(draft.answer, chunks, flaggedSources);
  const allWeb = [...webCitations, ...(extraWebCitations ?? [])];
  // The output guard (output-guard.ts): links only to what a cited passage or web source holds.
  // A passage that carries instructions vouches for no link: its URLs are the attacker's.
  const cited = citedSourceNumbers(draft.answer);
  const citedTexts = chunks.filter((_chunk, index) => cited.has(index + 1) && !flaggedSources.has(index + 1)).map((chunk) => chunk.text);
  const guarded = guardOutput(rest.answer, allowedUrls(citedTexts, allWeb));
  // A tag named as a topic comes back as inline code, with nothing removed and nothing flagged.
  rest.answer = guarded.answer;
  if (guarded.removed.length > 0) rest.safety_flags = [...rest.safety_flags, "unsafe_output_removed"];
  return renumberCitations({
    ...rest,
    citations,
    web_citations: allWeb,
    used_internal_kb: citations.length > 0,
    used_external_kb: rest.used_external_kb || allWeb.length > 0,
  });
}
