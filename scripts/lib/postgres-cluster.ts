/**
 * A throw-away PostgreSQL 15 cluster (Debian's `postgresql` package; `.ci/run` installs it): a
 * data folder under the system's temp folder, `initdb` + `pg_ctl` from the package's bin folder,
 * listening on a free port of 127.0.0.1 and a socket in that folder, trust logins, no fsync (its
 * data is thrown away). Used by the tests (tests/helpers/postgres.ts), `npm run eval` and
 * `npm run bench`, like the embedded Chroma.
 *
 * `initdb` refuses to run as root, so as root the cluster runs as the `postgres` system user (the
 * package makes it) through `runuser`; as anyone else it runs as that user.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

export const postgresBin = process.env.POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

export interface PostgresCluster {
  /** Where the cluster lives (data, socket, log); removed by `stopPostgresCluster`. */
  folder: string;
  port: number;
  /** `postgres://postgres@127.0.0.1:PORT/postgres` (the superuser, trust login). */
  url: string;
}

/** A clear message instead of an ENOENT deep inside a test when the package is missing. */
export function assertPostgresInstalled(bin = postgresBin) {
  if (!fs.existsSync(path.join(bin, "initdb"))) {
    throw new Error(
      `PostgreSQL 15 is not installed (no ${bin}/initdb). The PostgreSQL tests start a throw-away cluster with it: ` +
        "`apt-get install postgresql` (Debian 12; .ci/run does this), or set POSTGRES_BIN to another PostgreSQL 15 bin folder.",
    );
  }
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a PostgreSQL program as the cluster's owner (see the header). */
function runAsOwner(program: string, args: string[]) {
  const command = asRoot() ? "runuser" : path.join(postgresBin, program);
  const fullArgs = asRoot() ? ["-u", "postgres", "--", path.join(postgresBin, program), ...args] : args;
  try {
    return execFileSync(command, fullArgs, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"], timeout: 120_000 });
  } catch (error) {
    const failed = error as { stderr?: string; stdout?: string; message: string };
    throw new Error(`${program} ${args.join(" ")} failed: ${failed.stderr || failed.stdout || failed.message}`);
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function startPostgresCluster(prefix = "docent-postgres-"): Promise<PostgresCluster> {
  assertPostgresInstalled();
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (asRoot()) execFileSync("chown", ["postgres:postgres", folder]);
  const data = path.join(folder, "data");
  runAsOwner("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C.UTF-8", "--no-sync"]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c synchronous_commit=off",
    "-c full_page_writes=off",
    "-c max_connections=200",
    // The package's 128 MB leaves the bench's 100k chunks (~320 MB) mostly on disk; a server would be tuned too.
    "-c shared_buffers=256MB",
  ].join(" ");
  runAsOwner("pg_ctl", ["-D", data, "-o", options, "-l", path.join(folder, "server.log"), "-w", "-t", "60", "start"]);
  return { folder, port, url: `postgres://postgres@127.0.0.1:${port}/postgres` };
}

/** Stops the cluster at once (its data is thrown away) and removes its folder. */
export function stopPostgresCluster(folder: string) {
  const data = path.join(folder, "data");
  if (fs.existsSync(path.join(data, "postmaster.pid"))) runAsOwner("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
  fs.rmSync(folder, { recursive: true, force: true });
}
