// Builds the UI once before any test that starts the real server (skipped when up to date), and
// keeps the folder where the run's throw-away PostgreSQL cluster is recorded: the first test that
// needs it starts it (tests/helpers/postgres.ts), the teardown below stops and removes it.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import type { PostgresCluster } from "../scripts/lib/postgres-cluster";
import { stopPostgresCluster } from "../scripts/lib/postgres-cluster";

export default function setup(project: TestProject) {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../scripts/build-if-needed.mjs")], { stdio: "inherit" });
  const runFolder = fs.mkdtempSync(path.join(os.tmpdir(), "docent-test-run-"));
  project.provide("postgresRunFolder", runFolder);
  return function teardown() {
    const recorded = path.join(runFolder, "cluster.json");
    if (fs.existsSync(recorded)) stopPostgresCluster((JSON.parse(fs.readFileSync(recorded, "utf8")) as PostgresCluster).folder);
    fs.rmSync(runFolder, { recursive: true, force: true });
  };
}
