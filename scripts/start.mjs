// `npm start`: builds what is missing or stale (scripts/build-if-needed.mjs), then *becomes* the
// server: the compiled build/docent/main.js is imported into this very process. So the process npm
// starts is Docent itself — no shell chain, no tsx, no wrapper — and a SIGTERM, SIGINT or SIGHUP
// sent to it starts Docent's clean shutdown (server/main.ts). `exec` in package.json's start script
// replaces npm's `sh -c` with this process, so npm's own child is Docent and npm forwards SIGTERM
// and SIGINT to it. npm does not forward SIGHUP (it dies of it), and a SIGKILLed npm forwards
// nothing: under `npm start`, Docent therefore stops cleanly by itself when npm is gone.
/* global AbortController */
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildIfNeeded } from "./build-if-needed.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverEntry = path.join(root, "build/docent/main.js");

// A stop signal during the build stops the build (and its child) and exits: nothing runs yet.
const stopBuild = new AbortController();
const onSignalDuringBuild = (signal) => {
  process.stderr.write(`docent: ${signal} during the build; stopping\n`);
  stopBuild.abort();
};
const stopSignals = ["SIGTERM", "SIGINT", "SIGHUP"];
for (const signal of stopSignals) process.on(signal, onSignalDuringBuild);
try {
  await buildIfNeeded({ signal: stopBuild.signal });
} catch (error) {
  if (stopBuild.signal.aborted) process.exit(0);
  process.stderr.write(`docent: the build failed: ${error?.message ?? error}\n`);
  process.exit(1);
}
for (const signal of stopSignals) process.off(signal, onSignalDuringBuild);

// Stack traces name the TypeScript sources (build-server.mjs writes linked source maps).
process.setSourceMapsEnabled(true);
// `npm start` is the production server (React and Remix run their production builds); Docent's
// own settings are read by server/config.ts alone.
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(serverEntry).href);

// Under npm, npm is our parent and the one that relays stop signals; once it is gone (SIGHUP or
// SIGKILL to npm), stop as if told to. Outside npm (systemd, Docker, a shell), the parent is
// whoever started us and its exit means nothing.
if (process.env.npm_lifecycle_event === "start") {
  const npmPid = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === npmPid) return;
    clearInterval(watch);
    process.stderr.write("docent: npm exited; stopping\n");
    process.kill(process.pid, "SIGHUP");
  }, 1_000);
  watch.unref();
  // A stop already under way needs no second one.
  for (const signal of stopSignals) process.once(signal, () => clearInterval(watch));
}
