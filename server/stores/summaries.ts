/**
 * Document summaries (docs/architecture.md, "Summaries"): the extractive summary and one-line
 * description made at ingestion, and the model's summary once one was asked for (cached per
 * document and model). Removed with their document (ON DELETE CASCADE).
 */
import { z } from "zod";
import { now, type Db } from "./db";

export const SummarySentence = z.object({
  text: z.string(),
  /** The passage the sentence comes from (what its citation opens). */
  chunk_id: z.string(),
  page: z.number().int().nullable(),
  sheet: z.string().nullable(),
});
export type SummarySentence = z.infer<typeof SummarySentence>;
const sentencesSchema = z.array(SummarySentence);

export interface DocumentSummary {
  doc_id: string;
  description: string;
  sentences: SummarySentence[];
  /** The model's summary, when one was made with `llm_model`. */
  llm?: { model: string; sentences: SummarySentence[] };
}

export interface SummaryRow {
  doc_id: string;
  description: string;
  sentences_json: string;
  llm_model: string | null;
  llm_sentences_json: string | null;
}

export function summaryFromRow(row: SummaryRow): DocumentSummary {
  const llm =
    row.llm_model && row.llm_sentences_json
      ? { model: row.llm_model, sentences: sentencesSchema.parse(JSON.parse(row.llm_sentences_json)) }
      : undefined;
  return {
    doc_id: row.doc_id,
    description: row.description,
    sentences: sentencesSchema.parse(JSON.parse(row.sentences_json)),
    ...(llm ? { llm } : {}),
  };
}

/** One interface, SQLite below (PostgreSQL in stores/postgres/). */
export interface SummaryStore {
  replaceSummary(input: { doc_id: string; description: string; sentences: SummarySentence[] }): Promise<void>;
  getSummary(docId: string): Promise<DocumentSummary | undefined>;
  /** Caches the model's summary of a document (replaced when the document is summarised again at ingestion). */
  saveLlmSummary(docId: string, model: string, sentences: SummarySentence[]): Promise<void>;
  deleteSummaryOf(docId: string): Promise<void>;
}

export function createSummaryStore(db: Db): SummaryStore {
  const statements = {
    upsert: db.prepare(
      `INSERT INTO doc_summaries (doc_id, description, sentences_json, created_at) VALUES (@doc_id, @description, @sentences_json, @now)
       ON CONFLICT(doc_id) DO UPDATE SET description = excluded.description, sentences_json = excluded.sentences_json,
         llm_model = NULL, llm_sentences_json = NULL, created_at = excluded.created_at`,
    ),
    byDoc: db.prepare("SELECT * FROM doc_summaries WHERE doc_id = ?"),
    setLlm: db.prepare("UPDATE doc_summaries SET llm_model = @model, llm_sentences_json = @sentences_json WHERE doc_id = @doc_id"),
    remove: db.prepare("DELETE FROM doc_summaries WHERE doc_id = ?"),
  };
  return {
    async replaceSummary(input) {
      statements.upsert.run({
        doc_id: input.doc_id,
        description: input.description,
        sentences_json: JSON.stringify(input.sentences),
        now: now(),
      });
    },
    async getSummary(docId) {
      const row = statements.byDoc.get(docId) as SummaryRow | undefined;
      return row ? summaryFromRow(row) : undefined;
    },
    async saveLlmSummary(docId, model, sentences) {
      statements.setLlm.run({ doc_id: docId, model, sentences_json: JSON.stringify(sentences) });
    },
    async deleteSummaryOf(docId) {
      statements.remove.run(docId);
    },
  };
}
