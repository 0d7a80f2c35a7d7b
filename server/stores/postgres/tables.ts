/**
 * Typed tables on PostgreSQL (docs/architecture.md, "Tables on PostgreSQL"): the SQLite table
 * store's contract (stores/tables.ts), asynchronous. Each table's record is a `doc_tables` row and
 * its rows `doc_table_rows` (typed JSON, read whole by the table interpreter), both removed with
 * their document; beside them each table is a real typed table in the library's own schema
 * (`docent_tables`: columns `_row`, `c1`, `c2`, …), the only tables the model-written SQL of a
 * table question can read, as the read-only role of tables-reader.ts. A trigger drops the typed
 * table with its record, so a document deleted by cascade leaves none behind.
 */
import { createHash } from "node:crypto";
import type pg from "pg";
import { z } from "zod";
import { columnTypes, type ColumnType, type ExtractedTable, type TableRow, type TableValue } from "../../core/table-types";
import type { TableRecord, TableStore } from "../tables";
import { underAdvisoryLock } from "./database";

/** The schema holding the library's typed tables (one database is one library). */
export const tablesSchema = "docent_tables";

const columnsSchema = z.array(z.object({ name: z.string(), type: z.enum(columnTypes), unit: z.string().optional() }));
const valuesSchema = z.array(z.union([z.string(), z.number(), z.null()]));

/** Booleans stay 0/1 and dates ISO, as in the SQLite sandbox, so the same SQL reads the same. */
const sqlTypes: Record<ColumnType, string> = {
  integer: "bigint",
  real: "double precision",
  date: "date",
  boolean: "smallint",
  text: "text",
};

/** The typed table's name: a fixed-length digest of the table id (ids may outgrow 63 characters). */
export function physicalTableName(tableId: string): string {
  return `t_${createHash("md5").update(tableId).digest("hex")}`;
}

/** Makes the tables, the schema and the clean-up trigger once across instances (advisory lock). */
export async function migrateTables(pool: pg.Pool): Promise<void> {
  return underAdvisoryLock(pool, "docent:tables", async (client) => {
    await client.query(`
      CREATE SCHEMA IF NOT EXISTS ${tablesSchema};
      CREATE TABLE IF NOT EXISTS doc_tables (
        id text PRIMARY KEY,
        doc_id text NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
        table_index integer NOT NULL,
        name text NOT NULL,
        sheet text,
        source text NOT NULL,
        header_row integer NOT NULL,
        columns_json jsonb NOT NULL,
        row_count integer NOT NULL
      );
      CREATE INDEX IF NOT EXISTS doc_tables_doc ON doc_tables (doc_id, table_index);
      CREATE TABLE IF NOT EXISTS doc_table_rows (
        table_id text NOT NULL REFERENCES doc_tables(id) ON DELETE CASCADE,
        seq integer NOT NULL,
        row_number integer NOT NULL,
        values_json jsonb NOT NULL,
        PRIMARY KEY (table_id, seq)
      );
      CREATE OR REPLACE FUNCTION docent_drop_typed_table() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          EXECUTE format('DROP TABLE IF EXISTS ${tablesSchema}.%I', 't_' || md5(OLD.id));
          RETURN NULL;
        END $$;
      CREATE OR REPLACE TRIGGER doc_tables_drop_typed AFTER DELETE ON doc_tables
        FOR EACH ROW EXECUTE FUNCTION docent_drop_typed_table();`);
  });
}

interface TableDbRow extends Omit<TableRecord, "columns"> {
  columns_json: unknown;
}

const toRecord = ({ columns_json: columns, ...rest }: TableDbRow): TableRecord => ({ ...rest, columns: columnsSchema.parse(columns) });

const selectTable = `SELECT t.id, t.doc_id, d.filename, t.table_index, t.name, t.sheet, t.source, t.header_row, t.columns_json, t.row_count
  FROM doc_tables t JOIN documents d ON d.id = t.doc_id`;

export function createPostgresTableStore(pool: pg.Pool): TableStore {
  return {
    /** Replaces a document's tables (records, rows and typed tables) in one transaction. */
    async replaceTables(docId: string, tables: ExtractedTable[]): Promise<void> {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("DELETE FROM doc_tables WHERE doc_id = $1", [docId]);
        for (const [index, table] of tables.entries()) await insertTable(client, docId, index, table);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    },
    async deleteTablesOf(docId: string): Promise<void> {
      await pool.query("DELETE FROM doc_tables WHERE doc_id = $1", [docId]);
    },
    async listTablesOf(docId: string): Promise<TableRecord[]> {
      return (await pool.query<TableDbRow>(`${selectTable} WHERE t.doc_id = $1 ORDER BY t.table_index`, [docId])).rows.map(toRecord);
    },
    /** Tables of every ready document, oldest document first. */
    async listReadyTables(): Promise<TableRecord[]> {
      return (await pool.query<TableDbRow>(`${selectTable} WHERE d.status = 'ready' ORDER BY d.created_at, t.table_index`)).rows.map(
        toRecord,
      );
    },
    async readRows(tableId: string): Promise<TableRow[]> {
      const { rows } = await pool.query<{ row_number: number; values_json: unknown }>(
        "SELECT row_number, values_json FROM doc_table_rows WHERE table_id = $1 ORDER BY seq",
        [tableId],
      );
      return rows.map((row) => ({ row: row.row_number, values: valuesSchema.parse(row.values_json) as TableValue[] }));
    },
  };
}

async function insertTable(client: pg.PoolClient, docId: string, index: number, table: ExtractedTable) {
  const id = `${docId}_t${String(index)}`;
  await client.query(
    `INSERT INTO doc_tables (id, doc_id, table_index, name, sheet, source, header_row, columns_json, row_count)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [id, docId, index, table.name, table.sheet, table.source, table.header_row, JSON.stringify(table.columns), table.rows.length],
  );
  const rows = table.rows.map((row, seq) => ({ seq, row: row.row, values: JSON.stringify(row.values) }));
  for (let start = 0; start < rows.length; start += 5_000) {
    const batch = rows.slice(start, start + 5_000);
    await client.query(
      `INSERT INTO doc_table_rows (table_id, seq, row_number, values_json)
       SELECT $1, * FROM unnest($2::int[], $3::int[], $4::jsonb[])`,
      [id, batch.map((row) => row.seq), batch.map((row) => row.row), batch.map((row) => row.values)],
    );
  }
  await createTypedTable(client, id, table);
}

/** The typed copy the table questions' SQL reads: `_row` then one column per table column. */
async function createTypedTable(client: pg.PoolClient, id: string, table: ExtractedTable) {
  const name = `${tablesSchema}.${physicalTableName(id)}`;
  const columns = table.columns.map((column, index) => `c${String(index + 1)} ${sqlTypes[column.type]}`);
  await client.query(`CREATE TABLE ${name} (_row integer NOT NULL, ${columns.join(", ")})`);
  if (table.rows.length === 0) return;
  // One JSON array per row, read back by position: no value is ever spliced into the SQL text.
  const casts = table.columns.map((column, index) => typedCell(column.type, index));
  for (let start = 0; start < table.rows.length; start += 5_000) {
    const batch = table.rows.slice(start, start + 5_000);
    await client.query(
      `INSERT INTO ${name} SELECT row_number, ${casts.join(", ")} FROM unnest($1::int[], $2::jsonb[]) AS input(row_number, cells)`,
      [batch.map((row) => row.row), batch.map((row) => JSON.stringify(row.values))],
    );
  }
}

/** A cell of the row's JSON array as its column's type; a cell that is not of that type is NULL in the typed copy (the JSON rows keep it). */
function typedCell(type: ColumnType, index: number): string {
  const cell = `(cells->>${String(index)})`;
  const isNumber = `jsonb_typeof(cells->${String(index)}) = 'number'`;
  switch (type) {
    case "integer":
      return `CASE WHEN ${isNumber} AND ${cell} ~ '^-?[0-9]{1,18}$' THEN ${cell}::bigint END`;
    case "real":
      return `CASE WHEN ${isNumber} THEN ${cell}::double precision END`;
    case "boolean":
      return `CASE WHEN ${isNumber} THEN ${cell}::numeric::smallint END`;
    case "date":
      return `CASE WHEN ${cell} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' THEN ${cell}::date END`;
    case "text":
      return cell;
  }
}
