// Builds what `npm start` runs, each part only when it is missing or older than its sources, so
// `npm start` and `npm test` are fast when nothing changed and correct when something did:
//   the UI      remix vite:build → build/client, build/server   (stamp: build/server/index.js)
//   the server  esbuild          → build/docent                 (stamp: build/docent/main.js)
// `node scripts/build-if-needed.mjs` from the command line; scripts/start.mjs calls buildIfNeeded().
// The build tools (remix, esbuild) are dev dependencies, loaded only when something is built.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

const parts = [
  {
    name: "UI",
    stamp: "build/server/index.js",
    sources: ["app", "vite.config.ts", "tailwind.config.ts", "postcss.config.js", "package-lock.json"],
    build: (signal) => run(process.execPath, [devTool("@remix-run/dev/dist/cli.js"), "vite:build"], signal),
  },
  {
    name: "server",
    stamp: "build/docent/main.js",
    // app/ too: the server shares app/lib (the response schema) with the UI.
    sources: ["server", "app", "tsconfig.json", "package-lock.json", "scripts/build-server.mjs"],
    build: async () => {
      devTool("esbuild/package.json");
      const { buildServer } = await import("./build-server.mjs");
      await buildServer();
    },
  },
];

/** A build tool's file in node_modules; the tools are dev dependencies, absent after --omit=dev. */
function devTool(file) {
  const full = path.join(root, "node_modules", file);
  if (!fs.existsSync(full)) {
    throw new Error(
      `${file.split("/dist/")[0].replace("/package.json", "")} is missing: building needs the dev dependencies (run npm install without --omit=dev)`,
    );
  }
  return full;
}

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function isStale(part) {
  const stamp = path.join(root, part.stamp);
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  return built === 0 || Math.max(...part.sources.map(newestMtime)) > built;
}

/** Runs a build command; an abort (a stop signal during `npm start`'s build) stops it too. */
function run(command, args, signal) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit" });
    const onAbort = () => child.kill("SIGTERM");
    signal?.addEventListener("abort", onAbort, { once: true });
    child.once("error", reject);
    child.once("exit", (code, exitSignal) => {
      signal?.removeEventListener("abort", onAbort);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(args[0] ?? command)} ${args.slice(1).join(" ")} failed (${exitSignal ?? `code ${code}`})`));
    });
  });
}

/** Builds the stale parts; resolves to the names of those it built. */
export async function buildIfNeeded(options = {}) {
  const built = [];
  for (const part of parts) {
    options.signal?.throwIfAborted();
    if (!isStale(part)) continue;
    process.stdout.write(`Building the Docent ${part.name}…\n`);
    await part.build(options.signal);
    built.push(part.name);
  }
  return built;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildIfNeeded().catch((error) => {
    process.stderr.write(`build-if-needed: ${error?.message ?? error}\n`);
    process.exit(1);
  });
}
