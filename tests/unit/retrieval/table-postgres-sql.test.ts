// How model-written SQL is put around the question's tables before it runs on PostgreSQL
// (retrieval/tables/postgres-sql.ts): the tables under the names and column names the model was
// given, its query as a capped subquery, comments and the final semicolon gone.
import { describe, expect, it } from "vitest";
import { wrapTableQuery } from "../../../server/retrieval/tables/postgres-sql";
import { physicalTableName } from "../../../server/stores/postgres/tables";

describe("wrapTableQuery", () => {
  const tables = [
    {
      name: "sales_2023",
      tableId: "doc_t0",
      columns: [
        { name: 'Region "north"', type: "text" as const },
        { name: "Units", type: "integer" as const },
      ],
    },
    { name: "notes", tableId: "doc_t1", columns: [{ name: "Note", type: "text" as const }] },
  ];

  it("names each table and column as the model was told, over the typed tables", () => {
    const sql = wrapTableQuery(tables, "SELECT * FROM sales_2023", 500);
    expect(sql).toContain(
      `"sales_2023" AS (SELECT _row, c1 AS "Region ""north""", c2 AS "Units" FROM docent_tables.${physicalTableName("doc_t0")})`,
    );
    expect(sql).toContain(`"notes" AS (SELECT _row, c1 AS "Note" FROM docent_tables.${physicalTableName("doc_t1")})`);
    expect(physicalTableName("doc_t0")).toMatch(/^t_[0-9a-f]{32}$/);
  });

  it("caps the rows one past the limit, so a cut-off result is known", () => {
    expect(wrapTableQuery(tables, "SELECT 1", 500)).toMatch(/\) AS result LIMIT 501$/);
  });

  it("drops comments and the final semicolon, which would break the subquery", () => {
    const sql = wrapTableQuery(tables, "SELECT count(*) FROM notes -- how many\n/* all */;", 10);
    expect(sql).toMatch(/SELECT \* FROM \(\nSELECT count\(\*\) FROM notes\n\) AS result LIMIT 11$/);
  });

  it("keeps a query's own WITH RECURSIVE inside the subquery", () => {
    const sql = wrapTableQuery(tables, "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 3) SELECT i FROM n", 10);
    expect(sql).toMatch(/^WITH "sales_2023" AS/);
    expect(sql).toContain("SELECT * FROM (\nWITH RECURSIVE n(i) AS");
  });
});
