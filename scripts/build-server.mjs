// Compiles Docent's server into build/docent/ with esbuild, so production runs plain `node` with no
// TypeScript loader: `node scripts/build-server.mjs` (npm run build and build-if-needed call it).
//
// Output, all in one folder because bundled code resolves its neighbours from import.meta.url,
// which is then build/docent/…:
//   main.js                    server/main.ts (start-up and shutdown; scripts/start.mjs imports it)
//   parse-worker.js            the parse child process (server/ingest/worker-pool.ts runs it with
//                              plain node when it sits next to the bundle, with tsx from source)
//   local-embedder-worker.mjs  the offline embedder's worker thread, copied as it is
//   chunk-*.js                 code loaded lazily (one parser per format)
// Packages in node_modules stay external: they are loaded from node_modules at run time, as in dev.
import { build, stop } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const serverOutDir = path.join(root, "build/docent");
export const serverEntry = path.join(serverOutDir, "main.js");

/** The one file called `name` under server/ (files move; their names stay). */
function findServerFile(name) {
  const found = [];
  const walk = (folder) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === name) found.push(full);
    }
  };
  walk(path.join(root, "server"));
  if (found.length !== 1) throw new Error(`build-server: expected one server/**/${name}, found ${found.length}: ${found.join(", ")}`);
  return found[0];
}

export async function buildServer() {
  const started = Date.now();
  const staging = `${serverOutDir}.tmp-${process.pid}`;
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    await buildInto(staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  } finally {
    // esbuild keeps a helper process; npm start goes on to become the server in this process.
    await stop();
  }
  fs.copyFileSync(findServerFile("local-embedder-worker.mjs"), path.join(staging, "local-embedder-worker.mjs"));
  // Swap in whole, so nothing ever runs from a half-written folder.
  const previous = `${serverOutDir}.old-${process.pid}`;
  if (fs.existsSync(serverOutDir)) fs.renameSync(serverOutDir, previous);
  try {
    fs.renameSync(staging, serverOutDir);
  } catch (error) {
    // Another build of the same sources won the race; keep its output.
    if (error.code !== "ENOTEMPTY" && error.code !== "EEXIST") throw error;
    fs.rmSync(staging, { recursive: true, force: true });
  }
  fs.rmSync(previous, { recursive: true, force: true });
  return { ms: Date.now() - started };
}

function buildInto(outdir) {
  return build({
    absWorkingDir: root,
    entryPoints: { main: path.join(root, "server/main.ts"), "parse-worker": findServerFile("parse-worker.ts") },
    outdir,
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    tsconfig: path.join(root, "tsconfig.json"),
    sourcemap: "linked",
    sourcesContent: false,
    chunkNames: "chunk-[hash]",
    legalComments: "none",
    logLevel: "warning",
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  buildServer().then(
    ({ ms }) => process.stdout.write(`Built the Docent server into build/docent/ in ${ms} ms\n`),
    (error) => {
      process.stderr.write(`build-server: ${error?.message ?? error}\n`);
      process.exit(1);
    },
  );
}
