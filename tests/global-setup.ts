// Builds the UI once before any test that starts the real server (skipped when up to date).
import { execFileSync } from "node:child_process";
import path from "node:path";

export default function setup() {
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, "../scripts/build-if-needed.mjs")], { stdio: "inherit" });
}
