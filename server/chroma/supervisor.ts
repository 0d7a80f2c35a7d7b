/**
 * Starts and stops Chroma's own server (from the `chromadb` package) as a child process when no
 * CHROMA_URL is configured. Why it looks the way it does: docs/decisions/0001-embedded-chroma.md.
 *
 * Files in the data folder: chroma-server.yaml (our config), chroma.log (server output),
 * chroma.pid (our lock: Chroma itself does not stop two servers sharing one folder).
 */
import { execFile, spawn, type ChildProcess } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { mkdir, open, readFile, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { z } from "zod";
import { AppError } from "../core/errors";
import type { Logger } from "../core/logger";

export interface ChromaServer {
  url: string;
  pid: number | null;
  stop(): Promise<void>;
  /** Resolves when the child exits unexpectedly; stays pending after a `stop()`. */
  exited: Promise<{ code: number | null; signal: string | null }>;
}

export interface StartEmbeddedChromaOptions {
  /** Absolute folder for Chroma's data, e.g. DATA_DIR/chroma. */
  dataDir: string;
  /** Folder holding package.json, scripts/ and node_modules/. */
  projectRoot: string;
  logger: Logger;
  startTimeoutMs?: number;
}

const pidRecordSchema = z.object({
  pid: z.number().int().positive(),
  parentPid: z.number().int().positive(),
  url: z.string(),
  startedAt: z.string(),
});
type PidRecord = z.infer<typeof pidRecordSchema>;

const launcherName = "chroma-server.mjs";
const heartbeatPath = "/api/v2/heartbeat";
const heartbeatIntervalMs = 50;
const defaultStartTimeoutMs = 30_000;
const stopGraceMs = 10_000;
const setupTimeoutMs = 180_000;
// A clash on the chosen port kills the server before its first heartbeat; one retry suffices.
const startAttempts = 2;
const logRotateBytes = 10 * 1024 * 1024;

/** Client options for `new ChromaClient(...)`; its `path` option is deprecated in chromadb 3. */
export function chromaClientOptions(url: string): { host: string; port: number; ssl: boolean } {
  const parsed = new URL(url);
  const ssl = parsed.protocol === "https:";
  if (!ssl && parsed.protocol !== "http:") {
    throw new AppError("bad_request", "chroma_url", `CHROMA_URL must be an http(s) URL, got ${parsed.protocol}`);
  }
  const port = parsed.port ? Number(parsed.port) : ssl ? 443 : 80;
  return { host: parsed.hostname, port, ssl };
}

/** Polls the heartbeat every 50 ms until it answers 200; throws on timeout or abort. */
export async function waitForHeartbeat(url: string, timeoutMs: number, signal?: AbortSignal): Promise<void> {
  const heartbeatUrl = new URL(heartbeatPath, url).toString();
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    const remainingMs = Math.max(1, deadline - Date.now());
    const attemptSignal = AbortSignal.timeout(Math.min(remainingMs, 2_000));
    try {
      const response = await fetch(heartbeatUrl, {
        signal: signal ? AbortSignal.any([signal, attemptSignal]) : attemptSignal,
      });
      // Drain the body so the connection is released.
      await response.arrayBuffer();
      if (response.ok) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      signal?.throwIfAborted();
      lastProblem = describeError(error);
    }
    await sleep(Math.min(heartbeatIntervalMs, Math.max(0, deadline - Date.now())), undefined, { signal });
  }
  throw new AppError("unavailable", "chroma", `Chroma at ${url} did not answer its heartbeat within ${timeoutMs} ms (${lastProblem})`);
}

export async function startEmbeddedChroma(options: StartEmbeddedChromaOptions): Promise<ChromaServer> {
  const dataDir = path.resolve(options.dataDir);
  const projectRoot = path.resolve(options.projectRoot);
  const logger = options.logger.child({ component: "chroma" });
  const startTimeoutMs = options.startTimeoutMs ?? defaultStartTimeoutMs;
  const files = {
    config: path.join(dataDir, "chroma-server.yaml"),
    log: path.join(dataDir, "chroma.log"),
    pid: path.join(dataDir, "chroma.pid"),
    launcher: path.join(projectRoot, "scripts", launcherName),
  };

  await mkdir(dataDir, { recursive: true });
  await clearStalePidFile(files.pid, dataDir, logger);
  const runtime = await prepareRuntime(projectRoot, logger);

  for (let attempt = 1; ; attempt += 1) {
    const startedAt = Date.now();
    const port = await findFreeLoopbackPort();
    const url = `http://127.0.0.1:${port}`;
    await writeFile(files.config, serverConfigYaml(dataDir, port));
    await rotateLogIfLarge(files.log);

    const child = spawnServer(runtime, files, dataDir);
    const childExit = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
      child.once("exit", (code, signal) => resolve({ code, signal }));
    });
    // stdin is our "parent alive" line to the launcher; we never write to it.
    child.stdin?.on("error", (error) => logger.debug("chroma stdin closed", { error: describeError(error) }));

    if (child.pid === undefined) {
      const spawnError = await new Promise<Error>((resolve) => child.once("error", resolve));
      throw new AppError("unavailable", "chroma", `Could not start the Chroma server: ${spawnError.message}`, { cause: spawnError });
    }
    const childPid = child.pid;

    try {
      await claimPidFile(files.pid, { pid: childPid, parentPid: process.pid, url, startedAt: new Date().toISOString() }, dataDir);
    } catch (error) {
      await terminate(child, childExit);
      throw error;
    }

    const exitedEarly = new AbortController();
    void childExit.then((exit) => exitedEarly.abort(exit));
    try {
      await waitForHeartbeat(url, startTimeoutMs, exitedEarly.signal);
    } catch (error) {
      const exit = exitedEarly.signal.aborted ? (exitedEarly.signal.reason as { code: number | null; signal: string | null }) : null;
      await terminate(child, childExit);
      await removePidFileIfOurs(files.pid, childPid);
      const logTail = await readLogTail(files.log);
      if (exit && attempt < startAttempts) {
        logger.warn("chroma exited during start; retrying on another port", { port, code: exit.code, signal: exit.signal });
        continue;
      }
      const what = exit ? `exited during start (code ${exit.code}, signal ${exit.signal})` : describeError(error);
      throw new AppError(
        "unavailable",
        "chroma",
        `The embedded Chroma server failed to start: ${what}. Last lines of ${files.log}:\n${logTail}`,
        {
          cause: error,
        },
      );
    }

    logger.info("chroma started", { url, pid: childPid, dataDir, startMs: Date.now() - startedAt, glibc: runtime.kind });
    return superviseRunning(child, childExit, { url, pidFile: files.pid, logFile: files.log, logger });
  }
}

function superviseRunning(
  child: ChildProcess,
  childExit: Promise<{ code: number | null; signal: string | null }>,
  context: { url: string; pidFile: string; logFile: string; logger: Logger },
): ChromaServer {
  const childPid = child.pid ?? null;
  let stopping: Promise<void> | null = null;

  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    void childExit.then(async (exit) => {
      if (stopping) return;
      const logTail = await readLogTail(context.logFile);
      context.logger.error("chroma exited unexpectedly", { ...exit, logTail });
      if (childPid !== null)
        await removePidFileIfOurs(context.pidFile, childPid).catch((error: unknown) => {
          context.logger.warn("could not remove the chroma pid file", { error: describeError(error) });
        });
      resolve(exit);
    });
  });

  const stop = () => {
    stopping ??= (async () => {
      const stopStartedAt = Date.now();
      await terminate(child, childExit);
      if (childPid !== null) await removePidFileIfOurs(context.pidFile, childPid);
      context.logger.info("chroma stopped", { stopMs: Date.now() - stopStartedAt });
    })();
    return stopping;
  };

  return { url: context.url, pid: childPid, stop, exited };
}

/** SIGTERM (the launcher turns it into a clean stop), then SIGKILL after the grace period. */
async function terminate(child: ChildProcess, childExit: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), stopGraceMs);
  try {
    await childExit;
  } finally {
    clearTimeout(timer);
  }
}

type Runtime = { kind: "native" } | { kind: "trixie"; loader: string; libraryPath: string };

/** Runs scripts/setup-chroma-glibc.sh, which prints `native` or the Debian 13 glibc folder. */
async function prepareRuntime(projectRoot: string, logger: Logger): Promise<Runtime> {
  const script = path.join(projectRoot, "scripts", "setup-chroma-glibc.sh");
  const output = await new Promise<string>((resolve, reject) => {
    execFile("bash", [script], { cwd: projectRoot, timeout: setupTimeoutMs }, (error, stdout, stderr) => {
      if (error) {
        const detail = stderr.trim() || error.message;
        reject(new AppError("unavailable", "chroma", `The Chroma runtime could not be prepared: ${detail}`, { cause: error }));
      } else {
        resolve(stdout);
      }
    });
  });
  const result = output.trim().split("\n").pop() ?? "";
  if (result === "native") return { kind: "native" };
  if (!path.isAbsolute(result)) {
    throw new AppError("unavailable", "chroma", `Unexpected output from ${script}: ${JSON.stringify(output)}`);
  }
  const loaderName = (await readdir(result)).find((name) => /^ld-linux.*\.so\.\d+$/.test(name));
  if (!loaderName)
    throw new AppError("unavailable", "chroma", `No dynamic loader found in ${result}; delete .cache/glibc-trixie and retry`);
  // The folder is .../usr/lib/<multiarch triplet>; the system's own libraries (libstdc++) sit in the same triplet folder.
  const systemLibraries = path.join("/usr/lib", path.basename(result));
  logger.debug("chroma runs on Debian 13 glibc", { libraryFolder: result });
  return { kind: "trixie", loader: path.join(result, loaderName), libraryPath: `${result}:${systemLibraries}` };
}

function spawnServer(runtime: Runtime, files: { config: string; log: string; launcher: string }, dataDir: string): ChildProcess {
  const nodeArguments = [files.launcher, files.config];
  const [command, commandArguments] =
    runtime.kind === "native"
      ? [process.execPath, nodeArguments]
      : [runtime.loader, ["--library-path", runtime.libraryPath, process.execPath, ...nodeArguments]];
  const logFd = openSync(files.log, "a");
  try {
    return spawn(command, commandArguments, {
      cwd: dataDir,
      env: serverEnvironment(),
      stdio: ["pipe", logFd, logFd],
    });
  } finally {
    // The child holds its own copy of the descriptor.
    closeSync(logFd);
  }
}

/**
 * In config-file mode Chroma reads CHROMA_* variables as overrides (CHROMA_PORT would move it off
 * the port in the file). NODE_OPTIONS is dropped so test or dev loaders (tsx, vitest) do not load
 * into the launcher, which is plain JavaScript.
 */
function serverEnvironment(): NodeJS.ProcessEnv {
  const environment = { ...process.env };
  for (const name of Object.keys(environment)) {
    if (name.startsWith("CHROMA_") || name === "NODE_OPTIONS") delete environment[name];
  }
  return environment;
}

function serverConfigYaml(dataDir: string, port: number): string {
  // A relative persist_path would depend on the server's working folder, so it is always absolute.
  return [
    "# Written by Docent at every start of the embedded Chroma server; edits are overwritten.",
    `persist_path: ${JSON.stringify(dataDir)}`,
    `listen_address: "127.0.0.1"`,
    `port: ${port}`,
    "allow_reset: false",
    "",
  ].join("\n");
}

async function findFreeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close((error) => (error ? reject(error) : resolve(port)));
    });
  });
}

// ---- pid file lock -------------------------------------------------------------------------

/**
 * Refuses when a live launcher of ours serves this folder for a live parent. A launcher whose
 * parent is gone is a leftover of a killed Docent: it is stopped. Any other pid file is stale.
 */
async function clearStalePidFile(pidFile: string, dataDir: string, logger: Logger): Promise<void> {
  const record = await readPidRecord(pidFile);
  if (!record) {
    // Missing, or unreadable: the exclusive create below must not trip over a broken file.
    await rm(pidFile, { force: true });
    return;
  }
  if (!(await isOurLauncher(record.pid))) {
    logger.debug("ignoring a stale chroma pid file", { pid: record.pid });
    await rm(pidFile, { force: true });
    return;
  }
  if (await isParentOf(record.parentPid, record.pid)) {
    throw alreadyRunningError(dataDir, record);
  }
  logger.warn("stopping a Chroma server left behind by an earlier Docent", { pid: record.pid, parentPid: record.parentPid });
  await killProcess(record.pid);
  await rm(pidFile, { force: true });
}

/** Exclusive create, so two starts racing for one folder cannot both win. */
async function claimPidFile(pidFile: string, record: PidRecord, dataDir: string): Promise<void> {
  try {
    const handle = await open(pidFile, "wx");
    try {
      await handle.writeFile(JSON.stringify(record) + "\n");
    } finally {
      await handle.close();
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    const holder = await readPidRecord(pidFile);
    throw alreadyRunningError(dataDir, holder);
  }
}

function alreadyRunningError(dataDir: string, record: PidRecord | null): AppError {
  const who = record ? ` (launcher pid ${record.pid}, started by pid ${record.parentPid} at ${record.startedAt}, ${record.url})` : "";
  return new AppError(
    "unavailable",
    "chroma",
    `Another Chroma server is already using ${dataDir}${who}. Stop the other Docent first, or give this one another DATA_DIR.`,
  );
}

async function readPidRecord(pidFile: string): Promise<PidRecord | null> {
  let text: string;
  try {
    text = await readFile(pidFile, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    json = null;
  }
  // Unreadable content (a torn write, a hand edit) cannot name a live server.
  const parsed = pidRecordSchema.safeParse(json);
  return parsed.success ? parsed.data : null;
}

async function removePidFileIfOurs(pidFile: string, pid: number): Promise<void> {
  const record = await readPidRecord(pidFile);
  if (record?.pid === pid) await rm(pidFile, { force: true });
}

/** A zombie counts as dead: an orphan's new parent (often a container's init) may never reap it. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  return processState(pid) !== "Z";
}

function processState(pid: number): string | null {
  try {
    const status = readFileSync(`/proc/${pid}/stat`, "utf8");
    return status.slice(status.lastIndexOf(")") + 2).split(" ")[0] ?? null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ESRCH") return null;
    throw error;
  }
}

async function readProcFile(pid: number, name: string): Promise<string | null> {
  try {
    return await readFile(`/proc/${pid}/${name}`, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ESRCH" || code === "EACCES") return null;
    throw error;
  }
}

async function isOurLauncher(pid: number): Promise<boolean> {
  if (pid <= 0 || !isAlive(pid)) return false;
  const commandLine = await readProcFile(pid, "cmdline");
  return commandLine !== null && commandLine.includes(launcherName);
}

/** True when `parentPid` is alive and still the parent of `pid` (an orphan is re-parented). */
async function isParentOf(parentPid: number, pid: number): Promise<boolean> {
  if (!isAlive(parentPid)) return false;
  const status = await readProcFile(pid, "stat");
  if (status === null) return false;
  // Fields after the parenthesised command name: state, ppid, ...
  const afterName = status.slice(status.lastIndexOf(")") + 2).split(" ");
  return Number(afterName[1]) === parentPid;
}

async function killProcess(pid: number): Promise<void> {
  process.kill(pid, "SIGTERM");
  const deadline = Date.now() + stopGraceMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return;
    await sleep(heartbeatIntervalMs);
  }
  process.kill(pid, "SIGKILL");
  while (isAlive(pid)) await sleep(heartbeatIntervalMs);
}

// ---- logs ---------------------------------------------------------------------------------

async function rotateLogIfLarge(logFile: string): Promise<void> {
  try {
    if ((await stat(logFile)).size > logRotateBytes) await rename(logFile, `${logFile}.1`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

async function readLogTail(logFile: string, lines = 20): Promise<string> {
  try {
    const text = await readFile(logFile, "utf8");
    return text.trimEnd().split("\n").slice(-lines).join("\n");
  } catch (error) {
    return `(log unreadable: ${describeError(error)})`;
  }
}

function describeError(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
    return `${error.message}${cause}`;
  }
  return String(error);
}
