/**
 * Where a document's summary comes from (docs/architecture.md, "Summaries"), one per mode, picked
 * in services.ts:
 * - offline: the extractive summary stored at ingestion; a document ingested before summaries
 *   existed is summarised from its passages on first use and stored;
 * - LLM: a map-reduce over the document's passages with the model (map: the main points of each
 *   group of passages, each citing its passage; reduce: 3–6 sentences citing the points), bounded
 *   in calls and tokens and cached per document and model; any bad reply keeps the extractive one.
 */
import type { SummaryChunk } from "../../ingest/summarize";
import { summarizeDocument } from "../../ingest/summarize";
import { completeJson } from "../../providers/json-completion";
import { MappedPoints, ReducedSummary, summaryMapPrompt, summaryReducePrompt } from "../../prompts/summary";
import type { SummarySentence, SummaryStore } from "../../stores/summaries";
import type { SummarySource } from "./summary";

export interface SummaryLibrary {
  store: SummaryStore;
  /** A document's passages in reading order. */
  passagesOf: (docId: string) => Promise<SummaryChunk[]>;
}

/** Bounds of one document's model summary: groups of passages (one map call each) and their size. */
const mapCalls = 4;
const groupChars = 6_000;
// A book's title page may follow a licence notice and a half-title: its first passages are its opening.
const openingPassages = 6;

export function extractiveSummarySource(library: SummaryLibrary): SummarySource {
  return async (document) => {
    // Read only when a question asks for the title or the authors (document-title.ts).
    const opening = async () =>
      (await library.passagesOf(document.id))
        .slice(0, openingPassages)
        .map((passage) => ({ text: passage.text, chunk_id: passage.id, page: passage.page, sheet: passage.sheet }));
    // Read only when a question asks about one page ("What is page 3 about?", page-summary.ts).
    const passages = () => library.passagesOf(document.id);
    const stored = await library.store.getSummary(document.id);
    if (stored) return { description: stored.description, sentences: stored.sentences, by: "extractive", opening, passages };
    const all = await library.passagesOf(document.id);
    if (all.length === 0) return null;
    const made = summarizeDocument(all, document.filename);
    await library.store.replaceSummary({ doc_id: document.id, ...made });
    return { ...made, by: "extractive", opening, passages };
  };
}

export function modelSummarySource(library: SummaryLibrary): SummarySource {
  const extractive = extractiveSummarySource(library);
  return async (document, context) => {
    const base = await extractive(document, context);
    if (!base || !context.chat || context.useModel === false) return base;
    const cached = (await library.store.getSummary(document.id))?.llm;
    if (cached && cached.model === context.chat.model)
      return { description: base.description, sentences: cached.sentences, by: "model (cached)" };
    const passages = await library.passagesOf(document.id);
    const sentences = await mapReduce(document.filename, passages, { chat: context.chat, signal: context.signal });
    if (!sentences) return base;
    await library.store.saveLlmSummary(document.id, context.chat.model, sentences);
    return { description: base.description, sentences, by: "model" };
  };
}

/** Passages in groups of at most `groupChars`, at most `mapCalls` groups, spread evenly over the document. */
function groupsOf(passages: SummaryChunk[]): SummaryChunk[][] {
  const perGroup = Math.max(1, Math.floor(groupChars / Math.max(1, average(passages.map((passage) => passage.text.length)))));
  const wanted = Math.min(passages.length, perGroup * mapCalls);
  const step = passages.length / wanted;
  const picked = Array.from({ length: wanted }, (_unused, index) => passages[Math.floor(index * step)]!);
  const groups: SummaryChunk[][] = [];
  for (let start = 0; start < picked.length; start += perGroup) groups.push(picked.slice(start, start + perGroup));
  return groups;
}

function average(values: number[]): number {
  return values.length === 0 ? 1 : values.reduce((sum, value) => sum + value, 0) / values.length;
}

async function mapReduce(
  filename: string,
  passages: SummaryChunk[],
  context: { chat: NonNullable<Parameters<SummarySource>[1]["chat"]>; signal: AbortSignal },
): Promise<SummarySentence[] | null> {
  if (passages.length === 0) return null;
  const points: { text: string; passage: SummaryChunk }[] = [];
  for (const group of groupsOf(passages)) {
    const reply = await completeJson({
      chat: context.chat,
      request: {
        purpose: "summary",
        messages: summaryMapPrompt({ filename, passages: group.map((passage) => passage.text.slice(0, groupChars)) }),
        temperature: 0,
        maxTokens: 500,
      },
      schema: MappedPoints,
      signal: context.signal,
    });
    if (!reply.ok) return null;
    for (const point of reply.value.points)
      if (group[point.source - 1]) points.push({ text: point.text, passage: group[point.source - 1]! });
  }
  if (points.length === 0) return null;
  const reduced = await completeJson({
    chat: context.chat,
    request: {
      purpose: "summary",
      messages: summaryReducePrompt({ filename, points: points.map((point) => point.text) }),
      temperature: 0,
      maxTokens: 600,
    },
    schema: ReducedSummary,
    signal: context.signal,
  });
  if (!reduced.ok) return null;
  const sentences = reduced.value.sentences.filter((sentence) => points[sentence.point - 1]);
  return sentences.length === 0
    ? null
    : sentences.map((sentence) => {
        const { passage } = points[sentence.point - 1]!;
        return { text: sentence.text, chunk_id: passage.id, page: passage.page, sheet: passage.sheet };
      });
}
