/**
 * Runs parse requests in child processes under a memory limit and a wall-clock kill
 * (measured on the corpus: the only combination that bounded every bomb in the corpus). Idle workers are kept
 * warm for reuse, which saves Node start-up and pdf.js's cold JIT; a worker that timed out,
 * crashed or was cancelled is killed and never reused.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Logger } from "../core/logger";
import type { ExtractedTable } from "../core/table-types";
import { formatCount, parseFailure } from "./failures";
import { maxExtractedCharacters } from "./parsers/parser";
import type { IngestLimits, ParsedSection, ParseOutcome, ParseProgress } from "./types";
import { workerMessageSchema, type ParseRequest } from "./worker-protocol";

const maxIdleWorkers = 2;
const idleWorkerLifetimeMs = 60_000;
const stderrTailBytes = 4_096;

// Compiled (build/docent, `npm start`), the worker is plain JavaScript beside the bundle and runs
// on plain node; from source (dev, tests) it runs through tsx's loader.
const compiledWorker = fileURLToPath(new URL("./parse-worker.js", import.meta.url));
const workerScript = existsSync(compiledWorker) ? compiledWorker : fileURLToPath(new URL("./parse-worker.ts", import.meta.url));
const loaderArguments =
  workerScript === compiledWorker ? [] : ["--import", pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href];
const prlimitPath = ["/usr/bin/prlimit", "/bin/prlimit"].find((candidate) => existsSync(candidate));

interface WorkerHandle {
  child: ChildProcess;
  memoryMb: number;
  stderrTail: string;
  idleTimer: NodeJS.Timeout | undefined;
  exited: Promise<void>;
}

const idleWorkers: WorkerHandle[] = [];
const liveWorkers = new Set<WorkerHandle>();
let nextJobId = 1;

function spawnWorker(memoryMb: number): WorkerHandle {
  const limitBytes = memoryMb * 1024 * 1024;
  // Half the memory for the JS heap: ArrayBuffers, code and native allocations need the rest.
  const heapMb = Math.max(256, Math.floor(memoryMb / 2));
  const nodeArguments = [`--max-old-space-size=${heapMb}`, ...loaderArguments, workerScript];
  // RLIMIT_DATA, not RLIMIT_AS: V8 and WebAssembly reserve tens of GB of address space they never
  // touch (tsx's loader alone reserves 3 x 4 GB), so an address-space cap kills every worker at
  // start-up. The data limit counts only writable memory, which is what the bombs actually consume.
  const [command, commandArguments]: [string, string[]] = prlimitPath
    ? [prlimitPath, [`--data=${limitBytes}`, "--", process.execPath, ...nodeArguments]]
    : ["/bin/sh", ["-c", `ulimit -d ${Math.floor(limitBytes / 1024)} && exec "$0" "$@"`, process.execPath, ...nodeArguments]];
  // No inherited environment: the process that reads hostile files never sees the server's keys.
  const child = spawn(command, commandArguments, { stdio: ["ignore", "ignore", "pipe", "ipc"], env: { NODE_ENV: "production" } });
  const handle: WorkerHandle = {
    child,
    memoryMb,
    stderrTail: "",
    idleTimer: undefined,
    exited: new Promise((resolve) => child.once("exit", () => resolve())),
  };
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (text: string) => {
    handle.stderrTail = (handle.stderrTail + text).slice(-stderrTailBytes);
  });
  child.once("exit", () => forgetWorker(handle));
  liveWorkers.add(handle);
  return handle;
}

function forgetWorker(handle: WorkerHandle): void {
  liveWorkers.delete(handle);
  const index = idleWorkers.indexOf(handle);
  if (index >= 0) idleWorkers.splice(index, 1);
  if (handle.idleTimer) clearTimeout(handle.idleTimer);
}

function setWorkerKeepsProcessAlive(handle: WorkerHandle, keepAlive: boolean): void {
  // An idle worker must not keep the server (or a test run) from exiting.
  const stderr = handle.child.stderr as (NodeJS.ReadableStream & { ref?: () => void; unref?: () => void }) | null;
  const channel = handle.child.channel as { ref?: () => void; unref?: () => void } | undefined;
  if (keepAlive) {
    handle.child.ref();
    channel?.ref?.();
    stderr?.ref?.();
  } else {
    handle.child.unref();
    channel?.unref?.();
    stderr?.unref?.();
  }
}

function acquireWorker(memoryMb: number): WorkerHandle {
  const index = idleWorkers.findIndex((handle) => handle.memoryMb === memoryMb && handle.child.exitCode === null);
  const handle = index >= 0 ? idleWorkers.splice(index, 1)[0]! : spawnWorker(memoryMb);
  if (handle.idleTimer) clearTimeout(handle.idleTimer);
  handle.idleTimer = undefined;
  handle.stderrTail = "";
  setWorkerKeepsProcessAlive(handle, true);
  return handle;
}

function releaseWorker(handle: WorkerHandle): void {
  if (idleWorkers.length >= maxIdleWorkers || handle.child.exitCode !== null) {
    killWorker(handle);
    return;
  }
  setWorkerKeepsProcessAlive(handle, false);
  handle.idleTimer = setTimeout(() => killWorker(handle), idleWorkerLifetimeMs);
  handle.idleTimer.unref();
  idleWorkers.push(handle);
}

function killWorker(handle: WorkerHandle): void {
  forgetWorker(handle);
  if (handle.child.exitCode === null && handle.child.signalCode === null) handle.child.kill("SIGKILL");
}

/** Stops every parse worker (server shutdown, end of a test file). */
export async function closeParseWorkers(): Promise<void> {
  const handles = [...liveWorkers];
  // An idle worker is unref'd: without this, a script that awaits its exit at the end ends with
  // nothing else to wait for, and Node quits with "unsettled top-level await" (exit code 13).
  for (const handle of handles) setWorkerKeepsProcessAlive(handle, true);
  for (const handle of handles) killWorker(handle);
  await Promise.all(handles.map((handle) => handle.exited));
}

export interface WorkerRunOptions {
  path: string;
  filename: string;
  type: ParseRequest["type"];
  limits: IngestLimits;
  onProgress?: (progress: ParseProgress) => void;
  signal?: AbortSignal;
  logger?: Logger;
}

export function parseInWorker(options: WorkerRunOptions): Promise<ParseOutcome> {
  const { limits, signal } = options;
  signal?.throwIfAborted();
  const jobId = nextJobId++;
  const handle = acquireWorker(limits.parseMemoryMb);
  const { child } = handle;
  const sections: ParsedSection[] = [];
  const tables: ExtractedTable[] = [];
  let receivedCharacters = 0;

  return new Promise<ParseOutcome>((resolve, reject) => {
    let settled = false;
    const settle = (result: { outcome: ParseOutcome } | { error: unknown }, reuseWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.off("message", onMessage);
      child.off("exit", onExit);
      child.off("error", onError);
      signal?.removeEventListener("abort", onAbort);
      if (reuseWorker) releaseWorker(handle);
      else killWorker(handle);
      if ("outcome" in result) resolve(result.outcome);
      else reject(result.error);
    };
    const fail = (category: Parameters<typeof parseFailure>[0], message: string) =>
      settle({ outcome: { ok: false, failure: parseFailure(category, message) } }, false);

    const onMessage = (raw: unknown) => {
      const parsed = workerMessageSchema.safeParse(raw);
      if (!parsed.success) {
        options.logger?.error("parse worker sent a malformed message", {
          filename: options.filename,
          issues: parsed.error.issues.slice(0, 3),
        });
        fail("corrupt", "The file could not be read.");
        return;
      }
      const message = parsed.data;
      if (message.jobId !== jobId) return;
      if (message.kind === "progress") {
        options.onProgress?.({ done: message.done, total: message.total, unit: message.unit });
      } else if (message.kind === "table") {
        if (message.part === 0 || tables.length === 0) tables.push({ ...message.table, rows: message.rows });
        else tables.at(-1)!.rows.push(...message.rows);
      } else if (message.kind === "sections") {
        for (const section of message.sections) receivedCharacters += section.text.length;
        if (receivedCharacters > maxExtractedCharacters) {
          fail(
            "limit_exceeded",
            `The file holds more than ${formatCount(maxExtractedCharacters)} characters of text, the most Docent reads from one file.`,
          );
          return;
        }
        sections.push(...message.sections);
      } else if (!message.outcome.ok) {
        settle({ outcome: { ok: false, failure: message.outcome.failure } }, true);
      } else if (message.outcome.sectionCount !== sections.length) {
        options.logger?.error("parse worker lost sections", {
          filename: options.filename,
          expected: message.outcome.sectionCount,
          received: sections.length,
        });
        fail("corrupt", "The file could not be read.");
      } else {
        const { type, pages, sheets, notes } = message.outcome;
        settle({ outcome: { ok: true, document: { type, pages, sheets, sections, tables, ...(notes ? { notes } : {}) } } }, true);
      }
    };

    const onExit = (code: number | null, exitSignal: NodeJS.Signals | null) => {
      options.logger?.warn("parse worker died", { filename: options.filename, code, signal: exitSignal, stderr: handle.stderrTail });
      // Death by signal is the address-space limit or a V8 out-of-memory abort (measured on the corpus).
      if (exitSignal !== null || /out of memory|bad_alloc|allocation failed/iu.test(handle.stderrTail)) {
        fail(
          "too_large",
          `The file is too large or too complex to read: reading it needed more than the ${formatCount(limits.parseMemoryMb)} MB memory limit.`,
        );
      } else {
        fail("corrupt", `The file could not be read (the reader stopped with code ${code ?? "unknown"}).`);
      }
    };

    const onError = (error: Error) => settle({ error }, false);
    const onAbort = () => settle({ error: signal?.reason ?? new Error("aborted") }, false);

    const timer = setTimeout(() => {
      const seconds = Math.round(limits.parseTimeoutMs / 1000);
      fail("timeout", `Reading the file took longer than the ${formatCount(seconds)}-second limit, so it was stopped.`);
    }, limits.parseTimeoutMs);

    child.on("message", onMessage);
    child.on("exit", onExit);
    child.on("error", onError);
    signal?.addEventListener("abort", onAbort, { once: true });

    const request: ParseRequest = { kind: "parse", jobId, path: options.path, filename: options.filename, type: options.type, limits };
    child.send(request, (error) => {
      if (error) settle({ error }, false);
    });
  });
}
