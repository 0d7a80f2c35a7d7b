/**
 * Where the shared corpus is: `../shared/corpus` beside the checkout, as on the team's machines.
 * A clone made anywhere else (`git clone . "$(mktemp -d)"`) finds it beside the checkout it was
 * cloned from (its `origin`, when that is a folder on this machine); DOCENT_CORPUS_DIR overrides
 * both. When none exists, the first place is named, so a missing corpus fails with that path.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../..");

function originFolder(): string | null {
  try {
    const origin = execFileSync("git", ["-C", repoRoot, "config", "--get", "remote.origin.url"], { encoding: "utf8" }).trim();
    const folder = origin.startsWith("file://") ? new URL(origin).pathname : origin;
    return path.isAbsolute(folder) ? folder : null;
  } catch {
    return null; // not a git checkout, or no origin
  }
}

function findCorpus(): string {
  if (process.env.DOCENT_CORPUS_DIR) return path.resolve(process.env.DOCENT_CORPUS_DIR);
  const beside = path.resolve(repoRoot, "../shared/corpus");
  if (fs.existsSync(beside)) return beside;
  const origin = originFolder();
  const besideOrigin = origin ? path.resolve(origin, "../shared/corpus") : null;
  return besideOrigin && fs.existsSync(besideOrigin) ? besideOrigin : beside;
}

export const corpusDir = findCorpus();
