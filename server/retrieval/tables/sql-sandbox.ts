/**
 * Model-written SQL runs here, never on Docent's database (docs/architecture.md, "Tables"): the
 * question's tables are copied into a fresh in-memory SQLite database in a child process, the
 * query must be one read-only SELECT (checked before it runs, and again by SQLite itself:
 * `query_only`, and a prepared statement that must be a read-only reader), rows are capped, and a
 * query that runs too long (a never-ending recursive CTE) is cut off by killing the process: a
 * worker thread cannot be stopped while SQLite's native loop runs, a process can.
 * There is nothing else to reach: no other table, no file, no extension loading.
 */
import { createRequire } from "node:module";
import { spawn } from "node:child_process";
import type { ColumnType, TableValue } from "../../core/table-types";

export interface SandboxTable {
  /** SQL name ("sales_2023"). */
  name: string;
  /** The stored table's id (doc_tables.id): where PostgreSQL reads its typed copy. */
  tableId: string;
  columns: { name: string; type: ColumnType }[];
  /** Values in column order; the first column is `_row`, the row number in the sheet. */
  rows: TableValue[][];
}

export type SqlOutcome =
  | { ok: true; columns: string[]; rows: unknown[][]; truncated: boolean }
  | { ok: false; error: string; refused: boolean };

export interface SqlRunOptions {
  maxRows: number;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * Where model-written table SQL runs, chosen once at wiring (services.ts): this sandbox on SQLite,
 * the read-only role on PostgreSQL (postgres-sql.ts). `dialect` is what the model is told to write.
 */
export interface TableSql {
  dialect: "SQLite" | "PostgreSQL";
  run(tables: SandboxTable[], sql: string, options: SqlRunOptions): Promise<SqlOutcome>;
  close(): Promise<void>;
}

const driver = createRequire(import.meta.url).resolve("better-sqlite3");
// Statements and functions with no place in a question's query. Anything that slips past (a write
// inside WITH …) is still refused by SQLite: the statement must be a read-only reader.
const forbidden =
  /\b(attach|detach|pragma|load_extension|vacuum|insert|update|delete|drop|create|alter|writefile|readfile|fts3_tokenizer)\b/iu;

/** Refuses anything but one SELECT (or WITH … SELECT) before a process is even started. */
export function checkSql(sql: string): string | null {
  const text = sql
    .replace(/--[^\n]*|\/\*[\s\S]*?\*\//gu, " ")
    .trim()
    .replace(/;\s*$/u, "");
  if (!/^(select|with)\b/iu.test(text)) return "only a SELECT query is allowed";
  if (text.includes(";")) return "only one statement is allowed";
  const word = forbidden.exec(text.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"/gu, "''"));
  return word ? `${word[1]!.toUpperCase()} is not allowed` : null;
}

// Plain JavaScript run with \`node -e\`, so it needs no build step: builds the copy, runs one query.
const childCode = `
process.once("message", (workerData) => {
const Database = require(workerData.driver);
const db = new Database(":memory:");
const reply = (message) => process.send(message, () => process.exit(0));
try {
  for (const table of workerData.tables) {
    db.exec(table.create);
    const insert = db.prepare(table.insert);
    db.transaction((rows) => { for (const row of rows) insert.run(row); })(table.rows);
  }
  db.pragma("query_only = ON");
  const statement = db.prepare(workerData.sql);
  if (!statement.reader || !statement.readonly) throw new Error("only a read-only SELECT is allowed");
  statement.raw(true);
  const columns = statement.columns().map((column) => column.name);
  const rows = [];
  let truncated = false;
  for (const row of statement.iterate()) {
    if (rows.length >= workerData.maxRows) { truncated = true; break; }
    rows.push(row.map((value) => typeof value === "bigint" ? Number(value) : value));
  }
  reply({ ok: true, columns, rows, truncated });
} catch (error) {
  reply({ ok: false, error: String((error && error.message) || error), refused: /read-only|not authorized|readonly/i.test(String(error && error.message)) });
}
});
`;

const quote = (name: string) => `"${name.replace(/"/gu, '""')}"`;
const sqlTypes: Record<ColumnType, string> = { integer: "INTEGER", real: "REAL", date: "TEXT", boolean: "INTEGER", text: "TEXT" };

/** The SQLite sandbox as the pipeline's TableSql. */
export const sqliteTableSql: TableSql = { dialect: "SQLite", run: runSandboxedQuery, close: async () => undefined };

export function runSandboxedQuery(tables: SandboxTable[], sql: string, options: SqlRunOptions): Promise<SqlOutcome> {
  const refusal = checkSql(sql);
  if (refusal) return Promise.resolve({ ok: false, error: refusal, refused: true });
  const prepared = tables.map((table) => ({
    create: `CREATE TABLE ${quote(table.name)} (${table.columns.map((column) => `${quote(column.name)} ${sqlTypes[column.type]}`).join(", ")})`,
    insert: `INSERT INTO ${quote(table.name)} VALUES (${table.columns.map(() => "?").join(", ")})`,
    rows: table.rows,
  }));
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--max-old-space-size=512", "-e", childCode], { stdio: ["ignore", "ignore", "ignore", "ipc"] });
    let settled = false;
    const finish = (outcome: SqlOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      options.signal?.removeEventListener("abort", onAbort);
      if (child.exitCode === null) child.kill("SIGKILL");
      resolve(outcome);
    };
    const onAbort = () => finish({ ok: false, error: "the question was cancelled", refused: false });
    const timer = setTimeout(
      () => finish({ ok: false, error: `the query ran longer than ${String(options.timeoutMs)} ms and was stopped`, refused: true }),
      options.timeoutMs,
    );
    options.signal?.addEventListener("abort", onAbort, { once: true });
    child.once("message", (message: SqlOutcome) => finish(message));
    child.once("error", (error) => finish({ ok: false, error: error.message, refused: false }));
    child.once("exit", (code) => finish({ ok: false, error: `the query process stopped (code ${String(code)})`, refused: false }));
    child.send({ driver, tables: prepared, sql, maxRows: options.maxRows });
  });
}
