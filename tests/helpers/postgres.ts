/**
 * The real PostgreSQL 15 of the test run: one throw-away cluster (scripts/lib/postgres-cluster.ts)
 * started by the first test file that asks for it and stopped by the global teardown
 * (tests/global-setup.ts), so a run that touches no PostgreSQL test pays nothing for it. Without
 * the package installed, the tests that need it fail with the install command; they never skip.
 *
 *   const postgres = suitePostgres("keyword");   // a fresh database for this file
 *   ... new pg.Pool({ connectionString: postgres.url }) ...
 *
 * Each test file gets its own database (not a schema): the code under test creates schemas,
 * database settings and its own migrations table, and per-file databases keep all of
 * that apart with no clean-up between files (CREATE DATABASE from template1 takes ~0.1 s).
 * Roles are cluster-wide: a test that makes one names it after its database.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, inject } from "vitest";
import { startPostgresCluster, type PostgresCluster } from "../../scripts/lib/postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    /** Folder where the run's cluster is recorded (made by tests/global-setup.ts). */
    postgresRunFolder: string;
  }
}

const waitForClusterMs = 180_000;

/** Starts the run's cluster once; every later caller (any worker) reads where it listens. */
export async function postgresCluster(): Promise<PostgresCluster> {
  const runFolder = inject("postgresRunFolder");
  const recorded = path.join(runFolder, "cluster.json");
  const failed = path.join(runFolder, "cluster-error.txt");
  try {
    fs.mkdirSync(path.join(runFolder, "starting"));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    return waitForCluster(recorded, failed);
  }
  try {
    const cluster = await startPostgresCluster();
    fs.writeFileSync(`${recorded}.tmp`, JSON.stringify(cluster));
    fs.renameSync(`${recorded}.tmp`, recorded);
    return cluster;
  } catch (error) {
    fs.writeFileSync(failed, (error as Error).message);
    throw error;
  }
}

async function waitForCluster(recorded: string, failed: string): Promise<PostgresCluster> {
  const deadline = Date.now() + waitForClusterMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(recorded)) return JSON.parse(fs.readFileSync(recorded, "utf8")) as PostgresCluster;
    if (fs.existsSync(failed)) throw new Error(fs.readFileSync(failed, "utf8"));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The test run's PostgreSQL cluster did not start within ${waitForClusterMs / 1000} s`);
}

let databases = 0;

/** A new, empty database on the run's cluster; its URL (superuser, trust login). */
export async function createTestDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const cluster = await postgresCluster();
  // pid_max is 32768 here: over a long run a worker's pid comes back while an earlier worker's
  // database with that pid is still there ("already exists"), so a random part makes the name unique.
  const unique = `${process.pid}_${++databases}_${randomBytes(4).toString("hex")}`;
  const name = `${prefix.replace(/[^a-z0-9_]/gi, "_").toLowerCase()}_${unique}`;
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  return { name, url: cluster.url.replace(/\/postgres$/, `/${name}`) };
}

export interface TestDatabase {
  readonly name: string;
  readonly url: string;
}

/**
 * Drops a test file's database. Its pools have ended, but a backend may still be closing after a
 * pool's end() resolved: FORCE would terminate it, and its client would raise "terminating
 * connection due to administrator command" as an uncaught error in the file. So it waits for the
 * last sessions to leave (a few tries), and forces only what is still connected after that.
 */
async function dropDatabase(admin: pg.Client, name: string) {
  for (let tries = 0; tries < 20; tries++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      // 55006: the database is being accessed by other users.
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A fresh database for the calling file or describe block (made in beforeAll, dropped after). */
export function suitePostgres(prefix: string): TestDatabase {
  let database: { name: string; url: string } | undefined;
  const made = () => {
    if (!database) throw new Error("suitePostgres: the database is made in beforeAll; use it inside a test or hook");
    return database;
  };
  beforeAll(async () => {
    database = await createTestDatabase(prefix);
  });
  afterAll(async () => {
    if (!database) return;
    const admin = new pg.Client({ connectionString: (await postgresCluster()).url });
    await admin.connect();
    try {
      await dropDatabase(admin, database.name);
    } finally {
      await admin.end();
    }
  });
  return {
    get name() {
      return made().name;
    },
    get url() {
      return made().url;
    },
  };
}
