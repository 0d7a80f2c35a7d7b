/**
 * Model-written table SQL on PostgreSQL (docs/architecture.md, "Tables on PostgreSQL"), the
 * counterpart of the SQLite sandbox (sql-sandbox.ts) with the same outcome: the same check first
 * (one SELECT, no write or admin word), then the query runs on the read-only role's own connection
 * (stores/postgres/tables-reader.ts) in a READ ONLY transaction with `statement_timeout`, so a
 * never-ending recursive CTE is cut off by the server and a write is refused by it. The question's
 * tables go in as CTEs named as the model was told ("sales_2023" with its real column names) over
 * the typed tables; the role can read those typed tables and nothing else. Rows are capped.
 */
import pg from "pg";
import type { ColumnType } from "../../core/table-types";
import { openTablesReader, type TablesReader } from "../../stores/postgres/tables-reader";
import { physicalTableName, tablesSchema } from "../../stores/postgres/tables";
import { checkSql, type SqlOutcome, type TableSql } from "./sql-sandbox";

export interface PostgresQueryTable {
  /** SQL name the model was given ("sales_2023"). */
  name: string;
  /** The stored table's id (doc_tables.id). */
  tableId: string;
  /** Columns after `_row`, in the stored order. */
  columns: { name: string; type: ColumnType }[];
}

const quote = (name: string) => `"${name.replace(/"/gu, '""')}"`;

/** Numbers as numbers and dates as ISO text, as the SQLite sandbox gives them. */
const resultTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return (value: string) => Number(value);
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return format === "binary" ? pg.types.getTypeParser(oid, "binary") : pg.types.getTypeParser(oid, "text");
  },
} as pg.CustomTypesConfig;

/** The query as run: the tables as CTEs, then the model's query (comments and final semicolon removed) with the row cap. */
export function wrapTableQuery(tables: PostgresQueryTable[], sql: string, maxRows: number): string {
  const body = sql
    .replace(/--[^\n]*|\/\*[\s\S]*?\*\//gu, " ")
    .replace(/;\s*$/u, "")
    .trim();
  const ctes = tables.map((table) => {
    const columns = table.columns.map((column, index) => `c${String(index + 1)} AS ${quote(column.name)}`);
    return `${quote(table.name)} AS (SELECT _row, ${columns.join(", ")} FROM ${tablesSchema}.${physicalTableName(table.tableId)})`;
  });
  return `WITH ${ctes.join(",\n")}\nSELECT * FROM (\n${body}\n) AS result LIMIT ${String(maxRows + 1)}`;
}

export async function runPostgresTableQuery(
  reader: pg.Pool,
  tables: PostgresQueryTable[],
  sql: string,
  options: { maxRows: number; timeoutMs: number; signal?: AbortSignal },
): Promise<SqlOutcome> {
  const refusal = checkSql(sql);
  if (refusal) return { ok: false, error: refusal, refused: true };
  if (options.signal?.aborted) return { ok: false, error: "the question was cancelled", refused: false };
  const client = await reader.connect();
  const cancel = () => void reader.query("SELECT pg_cancel_backend($1)", [backendPid(client)]).catch(() => undefined);
  options.signal?.addEventListener("abort", cancel, { once: true });
  try {
    await client.query("BEGIN READ ONLY");
    await client.query(`SET LOCAL statement_timeout = ${String(Math.max(1, Math.trunc(options.timeoutMs)))}`);
    const result = await client.query<unknown[]>({
      text: wrapTableQuery(tables, sql, options.maxRows),
      rowMode: "array",
      types: resultTypes,
    });
    await client.query("COMMIT");
    const truncated = result.rows.length > options.maxRows;
    return { ok: true, columns: result.fields.map((field) => field.name), rows: result.rows.slice(0, options.maxRows), truncated };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    return failure(error, options);
  } finally {
    options.signal?.removeEventListener("abort", cancel);
    client.release();
  }
}

/**
 * The pipeline's TableSql on PostgreSQL. The read-only role is made (or found) at the first
 * question that needs it, not at start: a DATABASE_URL user without CREATEROLE still runs
 * everything else, and that question says what to grant.
 */
export function postgresTableSql(pool: pg.Pool, connectionString: string): TableSql {
  let reader: Promise<TablesReader> | null = null;
  const open = () => {
    reader ??= openTablesReader(pool, connectionString).catch((error: unknown) => {
      reader = null;
      throw error;
    });
    return reader;
  };
  return {
    dialect: "PostgreSQL",
    async run(tables, sql, options) {
      let role: TablesReader;
      try {
        role = await open();
      } catch (error) {
        return { ok: false, error: (error as Error).message, refused: true };
      }
      const queryTables = tables.map((table) => ({ name: table.name, tableId: table.tableId, columns: table.columns.slice(1) }));
      return runPostgresTableQuery(role.pool, queryTables, sql, options);
    },
    async close() {
      const opened = reader;
      reader = null;
      if (opened) await (await opened.catch(() => null))?.pool.end();
    },
  };
}

function backendPid(client: pg.PoolClient): number {
  return (client as unknown as { processID: number }).processID;
}

/** PostgreSQL's refusals (timeout, permission, read-only) are final; other errors may get the model's one retry. */
function failure(error: unknown, options: { timeoutMs: number; signal?: AbortSignal }): SqlOutcome {
  const { code, message } = error as { code?: string; message: string };
  if (options.signal?.aborted) return { ok: false, error: "the question was cancelled", refused: false };
  if (code === "57014")
    return { ok: false, error: `the query ran longer than ${String(options.timeoutMs)} ms and was stopped`, refused: true };
  if (code === "42501" || code === "25006") return { ok: false, error: `not allowed: ${message}`, refused: true };
  return { ok: false, error: message, refused: false };
}
