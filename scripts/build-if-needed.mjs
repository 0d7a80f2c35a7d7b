// Builds the UI (remix vite:build) only when build/ is missing or older than the sources, so
// `npm start` and `npm test` are fast when nothing changed and correct when something did.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const stamp = path.join(root, "build/server/index.js");
const sources = ["app", "vite.config.ts", "tailwind.config.ts", "postcss.config.js", "package-lock.json"];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.map(newestMtime));
if (built === 0 || changed > built) {
  process.stdout.write("Building the Docent UI…\n");
  execFileSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], { cwd: root, stdio: "inherit" });
}
