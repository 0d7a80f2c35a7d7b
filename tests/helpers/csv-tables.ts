/**
 * A CSV text (or a workbook) parsed by Docent's own spreadsheet parser and loaded as the typed tables the offline
 * interpreter reads, for unit tests of table questions without the stores.
 */
import { parseSpreadsheet } from "../../server/ingest/parsers/spreadsheet";
import { executePlan } from "../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../server/retrieval/tables/interpret";
import { loadTable, type LoadedTable } from "../../server/retrieval/tables/loaded-table";
import { loadConfig } from "../../server/config";
import { limitsFrom } from "../../server/ingest/ingest-document";

// Docent's own default limits, as a person running it without settings has them.
const limits = limitsFrom(loadConfig({}));

export async function csvTables(filename: string, text: string): Promise<LoadedTable[]> {
  return spreadsheetTables(filename, new TextEncoder().encode(text), "csv");
}

/** A spreadsheet's bytes (a CSV text, a workbook written by a test, a corpus file) as loaded tables. */
export async function spreadsheetTables(filename: string, bytes: Uint8Array, type: "csv" | "xlsx"): Promise<LoadedTable[]> {
  const outcome = await parseSpreadsheet({ bytes, filename, type, limits, reportProgress: () => undefined });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  return (outcome.document.tables ?? []).map((table, index) => {
    const { rows, ...rest } = table;
    return loadTable({ ...rest, id: `t${String(index)}`, doc_id: "d", filename, table_index: index, row_count: rows.length }, rows);
  });
}

/** The offline interpreter's result for a question over these tables; a question it cannot read fails the test. */
export function answerOver(tables: LoadedTable[], question: string, previousQuestion?: string, earlierQuestions?: string[]) {
  const plan = interpretQuestion(question, tables, {
    scoped: true,
    ...(previousQuestion ? { previousQuestion } : {}),
    ...(earlierQuestions ? { earlierQuestions } : {}),
  });
  if (!plan) throw new Error(`not read: ${question}`);
  return executePlan(plan);
}

/** The same for one CSV text, parsed as `filename`. */
export async function csvAnswer(text: string, question: string, options: { filename?: string; previousQuestion?: string } = {}) {
  return answerOver(await csvTables(options.filename ?? "t.csv", text), question, options.previousQuestion);
}
