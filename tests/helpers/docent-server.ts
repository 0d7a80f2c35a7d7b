/**
 * Docent as its own process, as a person runs it (the launcher shared with `npm run eval` and
 * `npm run bench`) on the suite's database, and a real SIGKILL of it. For Docent in the test's own process, see
 * services.ts.
 */
import fs from "node:fs";
import { childrenOf, commandLine } from "../../scripts/lib/bench-stats";
import { makeDataDir, startDocent as startDocentProcess, type DocentServer } from "../../scripts/lib/docent-process";
import { databaseEnv } from "./test-database";

export * from "../../scripts/lib/docent-process";

/** Starts Docent as its own process on the suite's database (SQLite, or PostgreSQL: test-database.ts). */
export async function startDocent(options: Parameters<typeof startDocentProcess>[0] = {}): Promise<DocentServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  return startDocentProcess({ ...options, dataDir, env: { ...(await databaseEnv(dataDir, options.env)), ...options.env } });
}

/**
 * The pid running server/main.ts. `startDocent` runs `node --import tsx server/main.ts`, so the
 * launched process is the server itself; the child lookup stays as a guard in case a wrapper
 * process is ever put in front of it again (a SIGKILL to a wrapper would orphan the server and
 * the "crash" would never happen).
 */
export function serverPidOf(docent: DocentServer): number {
  const launcher = docent.process.pid!;
  const server = childrenOf(launcher).find((child) => commandLine(child).includes("server/main.ts"));
  return server ?? launcher;
}

/** SIGKILLs the Docent server process (not only its CLI wrapper) and waits for both to be gone. */
export async function killDocent(docent: DocentServer) {
  if (docent.process.exitCode !== null || docent.process.signalCode !== null) return docent.stop();
  const serverPid = serverPidOf(docent);
  try {
    process.kill(serverPid, "SIGKILL");
  } catch (error) {
    // Already gone (it exited between the lookup and the kill): nothing left to kill.
    if ((error as NodeJS.ErrnoException).code !== "ESRCH") throw error;
  }
  const exit = await docent.stop("SIGKILL");
  // The server may outlive the wrapper's exit event by a moment: wait for it, bounded.
  for (let waited = 0; waited < 5_000 && fs.existsSync(`/proc/${serverPid}`) && !isZombie(serverPid); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return exit;
}

function isZombie(pid: number) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}
