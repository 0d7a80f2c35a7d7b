/** Document summaries on PostgreSQL: the same interface and answers as stores/summaries.ts. */
import { now } from "../db";
import { summaryFromRow, type SummaryRow, type SummaryStore } from "../summaries";
import type { Queryable } from "./database";

export function createPostgresSummaryStore(db: Queryable): SummaryStore {
  return {
    async replaceSummary(input) {
      await db.query(
        `INSERT INTO doc_summaries (doc_id, description, sentences_json, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (doc_id) DO UPDATE SET description = excluded.description, sentences_json = excluded.sentences_json,
           llm_model = NULL, llm_sentences_json = NULL, created_at = excluded.created_at`,
        [input.doc_id, input.description, JSON.stringify(input.sentences), now()],
      );
    },
    async getSummary(docId) {
      const { rows } = await db.query<SummaryRow>(
        "SELECT doc_id, description, sentences_json, llm_model, llm_sentences_json FROM doc_summaries WHERE doc_id = $1",
        [docId],
      );
      return rows[0] ? summaryFromRow(rows[0]) : undefined;
    },
    async saveLlmSummary(docId, model, sentences) {
      await db.query("UPDATE doc_summaries SET llm_model = $1, llm_sentences_json = $2 WHERE doc_id = $3", [
        model,
        JSON.stringify(sentences),
        docId,
      ]);
    },
    async deleteSummaryOf(docId) {
      await db.query("DELETE FROM doc_summaries WHERE doc_id = $1", [docId]);
    },
  };
}
