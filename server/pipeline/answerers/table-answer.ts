/**
 * Whether and how a question is answered from the library's tables (docs/architecture.md,
 * "Tables"): the offline interpreter's plan when it guessed nothing, or when there is no model;
 * NL2SQL with a model otherwise (falling back to the offline plan when the model says the tables
 * cannot answer). Null sends the question to the passages.
 */
import type { ChatModel } from "../../core/llm";
import { interpretQuestion } from "../../retrieval/tables/interpret";
import type { TableQueries } from "../../retrieval/tables/queries";
import { writeTableAnswer, type TableDraft, type TableQuestion } from "./table";
import { answerWithSql } from "./table-sql";

export type TableAnswer = (signal: AbortSignal) => Promise<TableDraft | null>;

export async function tableAnswerFor(input: TableQuestion, tables: TableQueries, chat: ChatModel | null): Promise<TableAnswer | null> {
  const candidates = await tables.tablesFor(input.documentIds);
  if (candidates.length === 0) return null;
  // The person chose only documents with tables: the question is about them even unnamed.
  const tableDocs = new Set(candidates.map((table) => table.record.doc_id));
  const scoped = (input.documentIds ?? []).length > 0 && input.documentIds!.every((id) => tableDocs.has(id));
  const plan = interpretQuestion(input.question, candidates, {
    previousQuestion: input.previousQuestion,
    earlierQuestions: input.earlierQuestions,
    scoped,
  });
  if (plan && (!chat || plan.assumptions.length === 0)) return async () => writeTableAnswer(plan);
  if (!chat) return null;
  return async (signal) =>
    (await answerWithSql(input.question, candidates, { chat, signal, sql: tables.sql })) ?? (plan ? writeTableAnswer(plan) : null);
}
