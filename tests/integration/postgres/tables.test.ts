// Model-written SQL over the typed tables on the real PostgreSQL 15 as the read-only role
// (stores/postgres/tables.ts, tables-reader.ts, retrieval/tables/postgres-sql.ts): results typed as
// the SQLite sandbox gives them, a query cut off by statement_timeout, writes and other tables
// refused by the server itself, the database unchanged afterwards, typed tables dropped with their
// document. The store's contract shared with SQLite: table-store-contract.test.ts.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeywordFixtureTables, insertFixtureDocuments } from "../../../scripts/lib/postgres-keyword-fixture";
import type { ExtractedTable } from "../../../server/core/table-types";
import { runPostgresTableQuery, type PostgresQueryTable } from "../../../server/retrieval/tables/postgres-sql";
import { createPostgresTableStore, migrateTables, physicalTableName, tablesSchema } from "../../../server/stores/postgres/tables";
import { openTablesReader, type TablesReader } from "../../../server/stores/postgres/tables-reader";
import { suitePostgres } from "../../helpers/postgres";

const sales: ExtractedTable = {
  name: "Sales 2023",
  sheet: "Sales 2023",
  source: "sheet",
  header_row: 1,
  columns: [
    { name: "Region", type: "text" },
    { name: "Units", type: "integer" },
    { name: "Revenue", type: "real", unit: "$" },
    { name: "Closed", type: "date" },
    { name: "Won", type: "boolean" },
  ],
  rows: [
    { row: 2, values: ["North", 12, 1500.5, "2023-01-15", 1] },
    { row: 3, values: ["South", 7, 820.25, "2023-02-01", 0] },
    { row: 4, values: ["North", 5, 610, null, 1] },
  ],
};
const notes: ExtractedTable = {
  name: "notes",
  sheet: null,
  source: "csv",
  header_row: 1,
  columns: [{ name: "Note", type: "text" }],
  rows: [{ row: 2, values: ["hello"] }],
};

describe("tables on PostgreSQL", () => {
  const database = suitePostgres("tables");
  let pool: pg.Pool;
  let reader: TablesReader;
  const store = () => createPostgresTableStore(pool);
  const salesTable = (): PostgresQueryTable => ({ name: "sales_2023", tableId: "report_t0", columns: sales.columns });
  const query = (sql: string, options: { maxRows?: number; timeoutMs?: number; signal?: AbortSignal } = {}) =>
    runPostgresTableQuery(reader.pool, [salesTable()], sql, {
      maxRows: options.maxRows ?? 500,
      timeoutMs: options.timeoutMs ?? 2_000,
      signal: options.signal,
    });

  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: database.url, max: 3 });
    await createKeywordFixtureTables(pool);
    await migrateTables(pool);
    await insertFixtureDocuments(pool, [
      { id: "report", filename: "report.xlsx", chunks: [] },
      { id: "draft", filename: "draft.csv", status: "parsing", chunks: [] },
    ]);
    await store().replaceTables("report", [sales, notes]);
    await store().replaceTables("draft", [notes]);
    reader = await openTablesReader(pool, database.url);
  });
  afterAll(async () => {
    await reader?.pool.end();
    await pool.end();
  });

  it("answers SQL over the question's table names, typed as the SQLite sandbox gives them", async () => {
    const outcome = await query(
      'SELECT "Region", SUM("Units") AS units, SUM("Revenue") AS revenue, MIN("Closed") AS first, SUM("Won") AS won FROM sales_2023 GROUP BY "Region" ORDER BY units DESC;',
    );
    expect(outcome).toEqual({
      ok: true,
      columns: ["Region", "units", "revenue", "first", "won"],
      rows: [
        ["North", 17, 2110.5, "2023-01-15", 1 + 1],
        ["South", 7, 820.25, "2023-02-01", 0],
      ],
      truncated: false,
    });
    const capped = await query("SELECT _row FROM sales_2023 ORDER BY _row -- every row", { maxRows: 2 });
    expect(capped).toMatchObject({ ok: true, rows: [[2], [3]], truncated: true });
  });

  it("cuts off a never-ending recursive CTE with statement_timeout", async () => {
    const started = performance.now();
    const outcome = await query(
      "WITH RECURSIVE forever(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM forever) SELECT count(*) FROM forever",
      { timeoutMs: 500 },
    );
    expect(outcome).toEqual({ ok: false, error: "the query ran longer than 500 ms and was stopped", refused: true });
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it("stops a running query when the question is cancelled", async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    const started = performance.now();
    const outcome = await query("SELECT pg_sleep(20)", { timeoutMs: 30_000, signal: controller.signal });
    expect(outcome).toEqual({ ok: false, error: "the question was cancelled", refused: false });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("refuses writes, DROP and Docent's other tables, and the database is unchanged", async () => {
    const typed = `${tablesSchema}.${physicalTableName("report_t0")}`;
    // Refused before running, as the SQLite sandbox does.
    expect(await query(`DROP TABLE ${typed}`)).toMatchObject({ ok: false, refused: true });
    // Refused by PostgreSQL itself: no grant on Docent's tables, a read-only session, no owner rights.
    expect(await query("SELECT * FROM doc_tables")).toMatchObject({
      ok: false,
      refused: true,
      error: expect.stringMatching(/permission denied/),
    });
    expect(await query("SELECT * FROM tables_reader")).toMatchObject({ ok: false, refused: true });
    expect(await query("SELECT set_config('role', 'postgres', true)")).toMatchObject({ ok: false, refused: true });
    const direct = (sql: string) => reader.pool.query(sql);
    await expect(direct(`DROP TABLE ${typed}`)).rejects.toThrow(/must be owner|read-only/);
    await expect(direct(`INSERT INTO ${typed} (_row) VALUES (99)`)).rejects.toThrow(/read-only|permission denied/);
    await expect(direct("BEGIN READ WRITE; DELETE FROM doc_table_rows; COMMIT")).rejects.toThrow(/permission denied/);
    await direct("ROLLBACK").catch(() => undefined);
    await expect(direct("CREATE TABLE docent_tables.mine (x int)")).rejects.toThrow(/read-only|permission denied/);
    const counts = await pool.query<{ typed: string; rows: string; tables: string }>(
      `SELECT (SELECT count(*) FROM ${typed}) AS typed, (SELECT count(*) FROM doc_table_rows) AS rows, (SELECT count(*) FROM doc_tables) AS tables`,
    );
    expect(counts.rows[0]).toEqual({ typed: "3", rows: "5", tables: "3" });
  });

  it("drops a document's typed tables with it, also when the document row goes by cascade", async () => {
    await insertFixtureDocuments(pool, [{ id: "gone", filename: "gone.csv", chunks: [] }]);
    await store().replaceTables("gone", [notes]);
    const typed = physicalTableName("gone_t0");
    const exists = async () =>
      (await pool.query("SELECT 1 FROM pg_tables WHERE schemaname = $1 AND tablename = $2", [tablesSchema, typed])).rowCount;
    expect(await exists()).toBe(1);
    await pool.query("DELETE FROM documents WHERE id = 'gone'");
    expect(await exists()).toBe(0);
    expect(await store().listTablesOf("gone")).toEqual([]);
  });
});
