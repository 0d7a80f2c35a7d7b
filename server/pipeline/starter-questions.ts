/**
 * Starter questions for the empty chat (docs/architecture.md#suggestions). The first two are
 * always "What are these documents about?" and "Summarise the main points.", which the summaries
 * answer. The others come from what each ready (or selected) document is about: its summary made
 * at ingestion (a sentence there that defines something → "What is AutoGen?") and its opening
 * passages, kept only when their topic is one the summary or title speaks of (not "the best case"
 * of a passing remark), never a number as a topic or the document's own title. Each is checked by
 * asking it the way the chip will be answered: within the documents the planner will scope it to
 * (document-scope.ts: a named file, else the selection, else the library), by the offline reasoner,
 * and kept when the answer is not the admission and speaks of the question's topic. The vector
 * score is not a gate: the answer pipeline answers below it too ("What is AutoGen?" scored 0.26).
 */
import type { RetrievedChunk } from "../core/types";
import { contentTerms } from "../core/text-analysis";
import type { Search } from "../retrieval/hybrid-search";
import { chunkMetadata, type ChunkRow } from "../stores/chunks";
import type { DocumentStore } from "../stores/documents";
import type { DocumentSummary } from "../stores/summaries";
import { scopeOfQuestion, type ScopeDocument } from "./document-scope";
import { documentQuestions } from "./suggestions";
import { questionsFromPassages } from "./suggestion-sources";
import { answersTopic } from "./suggestion-check";

export const STARTER_COUNT = 4;
// The opening passages say what a document is about; later ones are detail.
const passagesPerDocument = 8;
const documentsMined = 6;
// Each check is one search; a handful is enough for two chips.
const maxChecks = 8;

export interface StarterInput {
  /** The selected documents; absent or empty: every ready document. */
  documentIds?: string[];
}
export interface StarterDeps {
  documents: Pick<DocumentStore, "listDocuments">;
  chunksOf: (docId: string) => Promise<ChunkRow[]>;
  /** The summary made at ingestion (stores/summaries.ts); absent: the opening passages alone. */
  summaryOf?: (docId: string) => Promise<DocumentSummary | undefined>;
  search: Search;
  signal: AbortSignal;
}

export async function starterQuestions(input: StarterInput, deps: StarterDeps): Promise<string[]> {
  const wanted = new Set(input.documentIds ?? []);
  const ready = (await deps.documents.listDocuments()).filter(
    (document) => document.status === "ready" && (wanted.size === 0 || wanted.has(document.id)),
  );
  const general = documentQuestions("What are these documents about?").slice(0, 2);
  if (ready.length === 0) return [];
  // One question from each document in turn, so one long file does not take every chip.
  const lists = await Promise.all(ready.slice(0, documentsMined).map((document) => aboutQuestions(document, deps)));
  const candidates: string[] = [];
  for (let index = 0; lists.some((list) => index < list.length); index++)
    for (const list of lists) if (index < list.length) candidates.push(list[index]!);
  const library = ready.map(({ id, filename }) => ({ id, filename }));
  const checked = await answerable([...new Set(candidates)].slice(0, maxChecks), library, input.documentIds, deps);
  return [...general, ...checked].slice(0, STARTER_COUNT);
}

/** Questions on what one document is about, best first: its summary's, then its opening passages'. */
async function aboutQuestions(document: { id: string; filename: string }, deps: StarterDeps): Promise<string[]> {
  const [rows, summary] = await Promise.all([deps.chunksOf(document.id), deps.summaryOf?.(document.id)]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const summaryPassages = (summary?.sentences ?? []).flatMap((sentence) => {
    const row = byId.get(sentence.chunk_id);
    return row ? passagesOf([{ ...row, text: sentence.text }], document.filename) : [];
  });
  const opening = passagesOf(rows.slice(0, passagesPerDocument), document.filename);
  const isSheet = summary ? summary.sentences.length > 0 && summary.sentences.every((sentence) => sentence.sheet !== null) : false;
  // What the document is about: its summary and its title (the opening heading).
  const about = new Set(
    contentTerms(
      [summary?.description ?? "", ...(summary?.sentences.map((sentence) => sentence.text) ?? []), rows[0]?.heading ?? ""].join(" "),
    ),
  );
  const onTopic = (topic: string) => isSheet || contentTerms(topic).some((term) => about.has(term));
  return [...new Set([...questionsFromPassages(summaryPassages, onTopic), ...questionsFromPassages(opening, onTopic)])];
}

/**
 * The candidates that get a real answer when asked as the chip will be: searched within the
 * planner's scope for that question, answered by the offline reasoner; the answer must not be the
 * admission and must speak of a word of the question beyond the document's name.
 */
async function answerable(candidates: string[], library: ScopeDocument[], selected: string[] | undefined, deps: StarterDeps) {
  const everyId = library.map((document) => document.id);
  const scopes = candidates.map((question) => scopeOfQuestion(question, library, selected) ?? (selected?.length ? selected : everyId));
  const groups = new Map<string, number[]>();
  scopes.forEach((scope, index) => groups.set(scope.join(","), [...(groups.get(scope.join(",")) ?? []), index]));
  const passed = new Array<boolean>(candidates.length).fill(false);
  try {
    for (const [key, indexes] of groups) {
      const results = await deps.search.many({
        queries: indexes.map((index) => candidates[index]!),
        topK: 5,
        signal: deps.signal,
        documentIds: key.split(","),
      });
      results.forEach(({ chunks }, position) => {
        const index = indexes[position]!;
        passed[index] = answersTopic(
          candidates[index]!,
          chunks,
          library.map((document) => document.filename),
        );
      });
    }
  } catch (error) {
    if (deps.signal.aborted) throw error;
    return [];
  }
  return candidates.filter((_candidate, index) => passed[index]);
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
    injection_judged: true,
  }));
}
