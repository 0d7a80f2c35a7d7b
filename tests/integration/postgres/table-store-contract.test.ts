// The table store's contract, one set of tests run against both stores (a matrix): SQLite
// (server/stores/tables.ts) and PostgreSQL (server/stores/postgres/tables.ts) on the real
// PostgreSQL 15 of the test run. Records and typed rows kept as given, replaced and removed with
// their document, only ready documents' tables offered to questions.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createKeywordFixtureTables, insertFixtureDocuments } from "../../../scripts/lib/postgres-keyword-fixture";
import type { ExtractedTable } from "../../../server/core/table-types";
import { openDb } from "../../../server/stores/db";
import { createPostgresTableStore, migrateTables } from "../../../server/stores/postgres/tables";
import { createTableStore, type TableStore } from "../../../server/stores/tables";
import { suitePostgres, type TestDatabase } from "../../helpers/postgres";

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
const documents = [
  { id: "report", filename: "report.xlsx", status: "ready" },
  { id: "draft", filename: "draft.csv", status: "parsing" },
  { id: "later", filename: "later.csv", status: "ready" },
];

interface Backend {
  open(): Promise<TableStore>;
  removeDocument(id: string): Promise<void>;
  close(): Promise<void>;
}

function sqliteBackend(): Backend {
  const db = openDb(":memory:");
  return {
    async open() {
      const insert = db.prepare(
        `INSERT INTO documents (id, filename, type, size, sha256, stored_name, status, created_at, updated_at)
         VALUES (?, ?, 'csv', 0, ?, ?, ?, ?, ?)`,
      );
      documents.forEach((document, index) => {
        const at = `2026-01-0${String(index + 1)}`;
        insert.run(document.id, document.filename, document.id, document.id, document.status, at, at);
      });
      return createTableStore(db);
    },
    async removeDocument(id) {
      db.prepare("DELETE FROM documents WHERE id = ?").run(id);
    },
    async close() {
      db.close();
    },
  };
}

function postgresBackend(database: TestDatabase): Backend {
  let pool: pg.Pool | undefined;
  return {
    async open() {
      pool = new pg.Pool({ connectionString: database.url, max: 2 });
      await createKeywordFixtureTables(pool);
      await migrateTables(pool);
      // One at a time, so created_at follows the list as in SQLite.
      for (const document of documents) await insertFixtureDocuments(pool, [{ ...document, chunks: [] }]);
      return createPostgresTableStore(pool);
    },
    async removeDocument(id) {
      await pool!.query("DELETE FROM documents WHERE id = $1", [id]);
    },
    async close() {
      await pool?.end();
    },
  };
}

const database = suitePostgres("table_store_contract");
describe.each([
  ["SQLite", () => sqliteBackend()],
  ["PostgreSQL", () => postgresBackend(database)],
] as const)("the table store on %s", (_name, makeBackend) => {
  let backend: Backend;
  let store: TableStore;
  beforeAll(async () => {
    backend = makeBackend();
    store = await backend.open();
    await store.replaceTables("report", [sales, notes]);
    await store.replaceTables("draft", [notes]);
    await store.replaceTables("later", [notes]);
  });
  afterAll(async () => backend.close());

  it("keeps each table's record and typed rows as given", async () => {
    const records = await store.listTablesOf("report");
    expect(
      records.map((record) => [record.id, record.doc_id, record.name, record.filename, record.sheet, record.source, record.row_count]),
    ).toEqual([
      ["report_t0", "report", "Sales 2023", "report.xlsx", "Sales 2023", "sheet", 3],
      ["report_t1", "report", "notes", "report.xlsx", null, "csv", 1],
    ]);
    expect(records[0]!.columns).toEqual(sales.columns);
    expect(await store.readRows("report_t0")).toEqual(sales.rows);
  });

  it("offers only ready documents' tables, oldest document first", async () => {
    expect((await store.listReadyTables()).map((record) => record.id)).toEqual(["report_t0", "report_t1", "later_t0"]);
  });

  it("replaces a document's tables whole, and deletes them", async () => {
    await store.replaceTables("later", [sales]);
    expect((await store.listTablesOf("later")).map((record) => [record.name, record.row_count])).toEqual([["Sales 2023", 3]]);
    expect(await store.readRows("later_t0")).toEqual(sales.rows);
    await store.deleteTablesOf("later");
    expect(await store.listTablesOf("later")).toEqual([]);
    expect(await store.readRows("later_t0")).toEqual([]);
  });

  it("removes the tables with their document", async () => {
    await backend.removeDocument("report");
    expect(await store.listTablesOf("report")).toEqual([]);
    expect(await store.readRows("report_t0")).toEqual([]);
  });
});
