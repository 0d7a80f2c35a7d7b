// Launcher for Chroma's own server: `node scripts/chroma-server.mjs <config.yaml>`.
//
// Why not `npx chroma run`: the stock CLI calls the native `binding.cli` on the main thread, which
// blocks JS until the server stops, and on SIGTERM Node's handler and the server's handler
// re-raise the signal to each other forever (100% CPU, never exits). Here the server runs in a
// worker thread, so the main thread stays free to turn SIGTERM, SIGHUP, SIGINT and "parent died"
// (stdin EOF, or a new parent pid) into one SIGINT, which the server handles as a clean stop. So
// a SIGKILLed Docent leaves no Chroma behind: it stops within a second or two (at most
// parentCheckMs + forcedExitAfterMs).
import { fstatSync } from "node:fs";
import { createRequire } from "node:module";
import { Worker, isMainThread, workerData } from "node:worker_threads";

// If the server has not stopped this long after a stop request, nobody else will kill it
// (the parent may be gone), so the launcher kills itself.
const forcedExitAfterMs = 15_000;
// How often the parent pid is checked, in case stdin is not a pipe from the parent (or another
// process holds its write end too): an orphan is re-parented, so a changed ppid means the parent died.
const parentCheckMs = 1_000;

function log(message) {
  process.stderr.write(`chroma-server: ${message}\n`);
}

function bindingPackageName() {
  const { platform, arch } = process;
  if (platform === "linux" && (arch === "x64" || arch === "arm64")) return `chromadb-js-bindings-linux-${arch}-gnu`;
  if (platform === "darwin" && (arch === "x64" || arch === "arm64")) return `chromadb-js-bindings-darwin-${arch}`;
  if (platform === "win32" && arch === "x64") return "chromadb-js-bindings-win32-x64-msvc";
  throw new Error(`no Chroma server build for ${platform}/${arch}; set CHROMA_URL to an external server`);
}

function loadBinding() {
  const name = bindingPackageName();
  const fromHere = createRequire(import.meta.url);
  try {
    return fromHere(name);
  } catch (error) {
    // npm may nest the optional dependency under chromadb when versions clash.
    if (error?.code !== "MODULE_NOT_FOUND") throw error;
    return createRequire(fromHere.resolve("chromadb"))(name);
  }
}

function runServerInWorker() {
  const binding = loadBinding();
  // Blocks this worker thread until the server has shut down.
  binding.cli(["chroma", "run", workerData.configPath]);
}

function stdinIsPipeFromParent() {
  try {
    const stats = fstatSync(0);
    return stats.isFIFO() || stats.isSocket();
  } catch (error) {
    log(`stdin not usable (${error.code ?? error}); parent death is detected by polling only`);
    return false;
  }
}

function main() {
  const configPath = process.argv[2];
  if (!configPath) {
    log("usage: node scripts/chroma-server.mjs <config.yaml>");
    process.exit(2);
  }

  let stopRequested = false;
  const requestStop = (reason) => {
    if (stopRequested) return;
    stopRequested = true;
    log(`stopping: ${reason}`);
    // The server's own handler chains to ours; SIGINT is the one signal it always treats as a clean stop.
    process.kill(process.pid, "SIGINT");
    setTimeout(() => {
      log(`server did not stop within ${forcedExitAfterMs} ms; killing it`);
      process.kill(process.pid, "SIGKILL");
    }, forcedExitAfterMs).unref();
  };

  // Register before the server starts: the native server chains to the handlers present when it
  // installs its own, and a later JS registration would replace the server's handler.
  for (const signal of ["SIGTERM", "SIGHUP", "SIGINT"]) {
    process.on(signal, () => requestStop(signal));
  }

  // The parent holds the other end of our stdin; EOF means it exited, even by SIGKILL.
  if (stdinIsPipeFromParent()) {
    process.stdin.on("data", () => {
      // Input is ignored; reading only keeps the stream flowing so EOF is seen.
    });
    process.stdin.on("end", () => requestStop("parent gone"));
    process.stdin.on("error", (error) => requestStop(`parent gone (${error.message})`));
  }
  const parentPid = process.ppid;
  const parentCheck = setInterval(() => {
    if (process.ppid !== parentPid) requestStop(`parent gone (pid ${parentPid})`);
  }, parentCheckMs);
  parentCheck.unref();

  const worker = new Worker(new URL(import.meta.url), { workerData: { configPath } });
  worker.on("error", (error) => {
    log(`server failed: ${error?.stack ?? error}`);
    process.exit(1);
  });
  worker.on("exit", (code) => {
    if (!stopRequested && code === 0) log("server stopped by itself");
    process.exit(code);
  });
}

if (isMainThread) main();
else runServerInWorker();
