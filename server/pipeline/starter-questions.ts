/**
 * Starter questions for the empty chat (docs/architecture.md#suggestions), built the way answer
 * suggestions are: from what the ready documents (or the selected ones) hold, phrased as a person
 * asks, each checked by asking it. The first two are always "What are these documents about?" and
 * "Summarise the main points.", which the summaries answer; the others come from the documents'
 * own definitions, rows and headings.
 */
import type { RetrievedChunk, ConfidenceThresholds } from "../core/types";
import type { Search } from "../retrieval/hybrid-search";
import { chunkMetadata, type ChunkRow } from "../stores/chunks";
import type { DocumentStore } from "../stores/documents";
import { checkSuggestions } from "./suggestion-check";
import { documentQuestions } from "./suggestions";
import { questionsFromPassages } from "./suggestion-sources";

export const STARTER_COUNT = 4;
// The opening passages say what a document is about; later ones are detail.
const passagesPerDocument = 8;
const documentsMined = 6;

export interface StarterInput {
  /** The selected documents; absent or empty: every ready document. */
  documentIds?: string[];
}
export interface StarterDeps {
  documents: Pick<DocumentStore, "listDocuments">;
  chunksOf: (docId: string) => ChunkRow[];
  search: Search;
  thresholds: ConfidenceThresholds;
  signal: AbortSignal;
}

export async function starterQuestions(input: StarterInput, deps: StarterDeps): Promise<string[]> {
  const wanted = new Set(input.documentIds ?? []);
  const ready = deps.documents
    .listDocuments()
    .filter((document) => document.status === "ready" && (wanted.size === 0 || wanted.has(document.id)))
    .slice(0, documentsMined);
  const general = documentQuestions("What are these documents about?").slice(0, 2);
  if (ready.length === 0) return [];
  const perDocument = ready.map((document) => passagesOf(deps.chunksOf(document.id).slice(0, passagesPerDocument), document.filename));
  // One question from each document in turn, so one long file does not take every chip.
  const lists = perDocument.map((chunks) => questionsFromPassages(chunks, () => true));
  const candidates: string[] = [];
  for (let index = 0; lists.some((list) => index < list.length); index++)
    for (const list of lists) if (index < list.length) candidates.push(list[index]!);
  const checked = await checkSuggestions(candidates, {
    question: general[0]!,
    chunks: perDocument.flat(),
    search: deps.search,
    thresholds: deps.thresholds,
    signal: deps.signal,
  });
  return [...general, ...checked.filter((question) => candidates.includes(question))].slice(0, STARTER_COUNT);
}

function passagesOf(rows: ChunkRow[], filename: string): RetrievedChunk[] {
  return rows.map((row) => ({
    chunk_id: row.id,
    text: row.text,
    metadata: chunkMetadata(row, filename),
    score: null,
    lexical_score: 0,
    fused_score: 0,
    kind: "document",
    ...(row.injection_flagged ? { injection_flagged: true } : {}),
  }));
}
