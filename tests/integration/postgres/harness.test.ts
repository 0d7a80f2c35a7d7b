// The test run's throw-away PostgreSQL (tests/helpers/postgres.ts): Debian's PostgreSQL 15 on
// 127.0.0.1, one fresh database per file, reachable by the `pg` client the stores use.
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { assertPostgresInstalled } from "../../../scripts/lib/postgres-cluster";
import { postgresCluster, suitePostgres } from "../../helpers/postgres";

describe("the test PostgreSQL cluster", () => {
  const database = suitePostgres("harness");
  const pools: pg.Pool[] = [];
  afterAll(async () => Promise.all(pools.map((pool) => pool.end())));

  it("is PostgreSQL 15 on the loopback address, with a database for this file", async () => {
    const pool = new pg.Pool({ connectionString: database.url });
    pools.push(pool);
    const { rows } = await pool.query<{ version: string; database: string; address: string }>(
      "SELECT current_setting('server_version_num') AS version, current_database() AS database, host(inet_server_addr()) AS address",
    );
    expect(rows[0]!.version).toMatch(/^15\d{4}$/);
    expect(rows[0]!.database).toBe(database.name);
    expect(rows[0]!.address).toBe("127.0.0.1");
  });

  it("starts once per run: every caller gets the same cluster", async () => {
    const [first, second] = await Promise.all([postgresCluster(), postgresCluster()]);
    expect(second).toEqual(first);
    expect(new URL(first.url).hostname).toBe("127.0.0.1");
  });

  it("fails with the install command when PostgreSQL is missing, instead of skipping", () => {
    expect(() => assertPostgresInstalled("/nonexistent/postgresql/bin")).toThrow(/not installed.*apt-get install postgresql/s);
  });

  it("gives each file a database of its own, empty", async () => {
    const pool = new pg.Pool({ connectionString: database.url });
    pools.push(pool);
    await pool.query("CREATE TABLE marker (id int)");
    const { rows } = await pool.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')",
    );
    expect(Number(rows[0]!.n)).toBe(1);
  });
});
