/**
 * The table answerer with a model (docs/architecture.md, "Tables"): NL2SQL. The schema of the
 * question's tables, three sample rows each and the question go to the model, which replies
 * `{sql, explanation}` (zod-checked); the SQL runs where the wiring chose (retrieval/tables/sql-sandbox.ts
 * on SQLite, postgres-sql.ts on PostgreSQL: one read-only SELECT over these tables only, rows and
 * time capped); a query that fails
 * gets one retry with the error; the model then writes the answer from the result rows. A refused
 * or failing query is said plainly, never run anyway.
 */
import type { ChatModel } from "../../core/llm";
import type { RetrievedChunk } from "../../core/types";
import { pdfTablePage } from "../../ingest/tables/pdf-tables";
import { completeJson } from "../../providers/json-completion";
import { nl2sqlPrompt, SqlReply, sqlAnswerPrompt } from "../../prompts/nl2sql";
import { chooseTable } from "../../retrieval/tables/choose-table";
import { withheldIfInstruction } from "../../retrieval/tables/execute";
import type { LoadedTable } from "../../retrieval/tables/loaded-table";
import type { SandboxTable, SqlOutcome, TableSql } from "../../retrieval/tables/sql-sandbox";
import { words } from "../../retrieval/tables/words";
import { citeAtEnd } from "../citation-marker";
import { rowRanges, type TableDraft } from "./table";
import { tableSuggestions } from "./table-suggestions";

export interface SqlAnswerDeps {
  chat: ChatModel;
  /** Where the query runs: the SQLite sandbox, or PostgreSQL's read-only role. */
  sql: TableSql;
  signal: AbortSignal;
  /** Longest a query may run before it is stopped. */
  timeoutMs?: number;
  maxRows?: number;
}

const maxTables = 4;
const sampleRows = 3;

/** Null when the model says the tables cannot answer, or gives no usable reply: the passages answer instead. */
export async function answerWithSql(question: string, tables: LoadedTable[], deps: SqlAnswerDeps): Promise<TableDraft | null> {
  const chosen = tablesFor(question, tables);
  if (chosen.length === 0) return null;
  const sandbox = chosen.map((table, index) => sandboxTable(table, chosen, index));
  const schema = chosen.map((table, index) => describeTable(table, sandbox[index]!)).join("\n\n");
  const dialect = deps.sql.dialect;
  let reply = await askForSql({ question, schema, dialect }, deps);
  if (!reply?.sql) return null;
  let outcome = await run(sandbox, reply.sql, deps);
  if (!outcome.ok && !outcome.refused) {
    const retry = await askForSql({ question, schema, dialect, failed: { sql: reply.sql, error: outcome.error } }, deps);
    if (retry?.sql) {
      reply = retry;
      outcome = await run(sandbox, retry.sql, deps);
    }
  }
  const sql = reply.sql!;
  // The rows the model and the citation see: a cell that instructs an assistant is withheld (docs/architecture.md, "Defences").
  if (outcome.ok) outcome = { ...outcome, rows: withheldRows(outcome.rows, 50) };
  const citation = citationFor(chosen, sandbox, sql, outcome);
  if (!outcome.ok) return failedDraft(sql, outcome, citation);
  const answer = await deps.chat.complete({
    purpose: "table-answer",
    messages: sqlAnswerPrompt({ question, sql, explanation: reply.explanation, ...outcome }),
    signal: deps.signal,
    temperature: 0,
  });
  const text = answer.text.trim();
  return {
    answer: /\[Source 1\]/u.test(text) ? text : citeAtEnd(text, [1]),
    chunks: [citation],
    flaggedSources: new Set(),
    // The computation is exact, but which columns and values the model chose is its reading.
    confidence: "medium",
    confidence_score: 0.7,
    reasoning: `Computed by the SQL query ${sql} (${reply.explanation || "written by the model"}); ${String(outcome.rows.length)}${outcome.truncated ? "+" : ""} result rows.`,
    safety_flags: [],
    used_external_kb: false,
    suggestions: tableSuggestions(chosen[0]!, null),
    attempts: 1,
    query: { sql, explanation: reply.explanation, result_rows: outcome.rows.length, tables: chosen.map((table) => table.record.name) },
    table_query: { by: "model", sql, description: reply.explanation || "Written by the model." },
  };
}

function tablesFor(question: string, tables: LoadedTable[]): LoadedTable[] {
  if (tables.length <= maxTables) return tables;
  const choice = chooseTable(tables, words(question));
  return choice ? [choice.table, ...choice.lookAlikes].slice(0, maxTables) : [];
}

async function askForSql(input: Parameters<typeof nl2sqlPrompt>[0], deps: SqlAnswerDeps): Promise<SqlReply | null> {
  const reply = await completeJson({
    chat: deps.chat,
    request: { purpose: "nl2sql", messages: nl2sqlPrompt(input), temperature: 0 },
    schema: SqlReply,
    signal: deps.signal,
  });
  return reply.ok ? reply.value : null;
}

function run(tables: SandboxTable[], sql: string, deps: SqlAnswerDeps): Promise<SqlOutcome> {
  return deps.sql.run(tables, sql, { maxRows: deps.maxRows ?? 500, timeoutMs: deps.timeoutMs ?? 3_000, signal: deps.signal });
}

/** SQL names a model can write: "Sales 2023" → sales_2023, unique among the question's tables. */
function sandboxTable(table: LoadedTable, all: LoadedTable[], index: number): SandboxTable {
  const base =
    table.record.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/gu, "_")
      .replace(/^_+|_+$/gu, "") || "table";
  const name = /^[a-z]/u.test(base) ? base : `t_${base}`;
  const clash = all.slice(0, index).some(
    (other) =>
      other.record.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/gu, "_")
        .replace(/^_+|_+$/gu, "") === base,
  );
  return {
    name: clash ? `${name}_${String(index + 1)}` : name,
    tableId: table.record.id,
    // The file's own columns only: a sum of both sides (sides.ts) is the offline reader's, not the file's.
    columns: [{ name: "_row", type: "integer" }, ...table.record.columns.map((column) => ({ name: column.name, type: column.type }))],
    rows: table.rows.map((row) => [row.row, ...row.values.slice(0, table.record.columns.length)]),
  };
}

function describeTable(table: LoadedTable, sandbox: SandboxTable): string {
  const record = table.record;
  const origin = record.source === "sheet" ? `sheet "${record.name}" of ${record.filename}` : record.filename;
  const columns = table.record.columns.map(
    (column) => `"${column.name}" ${column.type}${column.unit ? ` (${column.unit === "duration" ? "seconds" : column.unit})` : ""}`,
  );
  const samples = withheldRows(sandbox.rows.slice(0, sampleRows), sampleRows).map((row) => JSON.stringify(row));
  return [
    `Table "${sandbox.name}" (${origin}, ${String(table.rows.length)} rows): "_row" integer, ${columns.join(", ")}`,
    "Sample rows:",
    ...samples,
  ].join("\n");
}

/** The first `checked` rows with every text cell that instructs an assistant withheld; the rest as they are. */
function withheldRows<T extends unknown[]>(rows: T[], checked: number): T[] {
  return rows.map((row, index) =>
    index < checked ? (row.map((value) => (typeof value === "string" ? withheldIfInstruction(value) : value)) as T) : row,
  );
}

/** The table the query reads (the first named in it), with the rows its result names by `_row`. */
function citationFor(tables: LoadedTable[], sandbox: SandboxTable[], sql: string, outcome: SqlOutcome): RetrievedChunk {
  const index = Math.max(
    0,
    sandbox.findIndex((table) => sql.includes(table.name)),
  );
  const table = tables[index]!;
  const record = table.record;
  const rowColumn = outcome.ok ? outcome.columns.indexOf("_row") : -1;
  const rows = outcome.ok && rowColumn >= 0 ? outcome.rows.map((row) => Number(row[rowColumn])).filter(Number.isInteger) : [];
  const text = outcome.ok
    ? [outcome.columns.join(" | "), ...outcome.rows.slice(0, 5).map((row) => row.map(String).join(" | "))].join("\n")
    : sql;
  return {
    chunk_id: `${record.id}_sql`,
    text,
    metadata: {
      doc_id: record.doc_id,
      filename: record.filename,
      chunk_index: 0,
      page: record.source === "pdf" ? pdfTablePage(record.name) : null,
      sheet: record.source === "sheet" ? record.name : null,
      rows: rowRanges(rows.slice(0, 50), rows.length > 50),
      heading: record.source === "docx" || record.source === "pdf" ? record.name : null,
      computed: true,
    },
    score: null,
    lexical_score: 1,
    fused_score: 1,
    kind: "document",
  };
}

function failedDraft(sql: string, outcome: Extract<SqlOutcome, { ok: false }>, citation: RetrievedChunk): TableDraft {
  const answer = outcome.refused
    ? citeAtEnd(
        `The query written for this question was refused (${outcome.error}): only one read-only SELECT over this question's tables may run, within a time limit.`,
        [1],
      )
    : citeAtEnd(`The table query for this question failed twice (${outcome.error}), so no result can be given.`, [1]);
  return {
    answer,
    chunks: [citation],
    flaggedSources: new Set(),
    confidence: "low",
    confidence_score: 0.2,
    reasoning: `The SQL query ${sql} was not run to completion: ${outcome.error}.`,
    safety_flags: outcome.refused ? ["sql_refused"] : [],
    used_external_kb: false,
    suggestions: [],
    attempts: 2,
    query: { sql, error: outcome.error, refused: outcome.refused },
    table_query: { by: "model", sql, description: `${outcome.refused ? "Refused" : "Failed"}: ${outcome.error}` },
  };
}
