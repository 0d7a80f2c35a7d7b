/**
 * A real SIGKILL of a Docent started by `startDocent`. That launcher runs the tsx CLI, which
 * starts the server as its own child process: a SIGKILL sent to the CLI (what
 * `DocentServer.stop("SIGKILL")` does) cannot be relayed, so the server would live on as an
 * orphan and the "crash" would never happen. Here the server process itself is killed; the CLI
 * then exits with it, and the embedded Chroma's launcher sees its parent die.
 */
import fs from "node:fs";
import type { DocentServer } from "../../../helpers/docent-server";

/** Direct children of a process (Linux /proc), over all its threads. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  let tasks: string[] = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  for (const task of tasks) {
    const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
    if (listed) children.push(...listed.split(/\s+/).map(Number));
  }
  return children;
}

function commandLine(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return "";
    throw error;
  }
}

/** The pid running server/main.ts: the launcher's child under tsx, or the launcher itself. */
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
