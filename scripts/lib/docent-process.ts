/**
 * Starts a real Docent (tsx server/main.ts) on a free loopback port with its own DATA_DIR, as a
 * person would run it: real embedded Chroma, real SQLite, offline mode unless env says otherwise.
 * Used by the tests, `npm run eval` and `npm run bench`, which all drive Docent over HTTP.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const repoRoot = path.resolve(import.meta.dirname, "../..");
export { corpusDir } from "./corpus";
import { corpusDir } from "./corpus";
export const corpusFile = (relative: string) => path.join(corpusDir, "files", relative);

export interface DocentServer {
  url: string;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  /** Sends the signal and waits for the process to exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function makeDataDir(prefix = "docent-test-") {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export async function startDocent(
  options: { env?: Record<string, string>; dataDir?: string; timeoutMs?: number } = {},
): Promise<DocentServer> {
  const dataDir = options.dataDir ?? makeDataDir();
  // Only what a person's shell would pass; keys from the developer's environment never leak in.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => /^(PATH|HOME|LANG|LC_ALL|TMPDIR|TERM|NODE_OPTIONS)$/.test(key)),
  );
  // Node itself with tsx's loader, not the tsx CLI: the CLI is a wrapper process, and a SIGKILL
  // to it would orphan the real server (and its Chroma) instead of killing it.
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "server/main.ts")], {
    cwd: repoRoot,
    env: { ...inherited, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (data: Buffer) => (output += data.toString()));
  child.stderr!.on("data", (data: Buffer) => (output += data.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Docent did not start in time:\n${output}`)), options.timeoutMs ?? 60_000);
    const check = () => {
      const match = output.match(/Docent listening on (http:\/\/[^\s]+)/);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    };
    child.stdout!.on("data", check);
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`Docent exited during start-up (code ${code}, signal ${signal}):\n${output}`));
    });
  });

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Uploads corpus files through the real API. */
export async function uploadFiles(baseUrl: string, files: string[]) {
  const form = new FormData();
  for (const file of files) form.append("files", new Blob([fs.readFileSync(file)]), path.basename(file));
  const response = await fetch(`${baseUrl}/api/documents`, { method: "POST", body: form });
  return {
    status: response.status,
    body: (await response.json()) as { documents: { id: string; filename: string; status: string; duplicate?: boolean }[] },
  };
}

/**
 * Polls until the document is ready (or failed), returning its record. A dropped connection is
 * polled again: on a loaded machine the client can reuse a kept-alive socket just as the server
 * closes it (ECONNRESET), which says nothing about the document; a server that stays down still
 * ends in the deadline's error, with the last failure in it.
 */
export async function waitForDocument(baseUrl: string, id: string, options: { vectors?: boolean; timeoutMs?: number } = {}) {
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let last = "no answer yet";
  for (;;) {
    try {
      const record = (await (await fetch(`${baseUrl}/api/documents/${id}`)).json()) as Record<string, unknown> & {
        status: string;
        vector_progress: number;
      };
      const settled = record.status === "failed" || (record.status === "ready" && (!options.vectors || record.vector_progress >= 1));
      if (settled) return record;
      last = JSON.stringify(record);
    } catch (error) {
      if (!(error instanceof TypeError)) throw error; // fetch's network failure; anything else is a real fault
      last = `${error.message} (${String((error.cause as Error | undefined)?.message ?? "")})`;
    }
    if (Date.now() > deadline) throw new Error(`document ${id} not settled: ${last}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function askJson(baseUrl: string, body: Record<string, unknown>) {
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

export function pidAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
