/**
 * A script that parses a file and then awaits closeParseWorkers() at its top level ends cleanly:
 * idle workers are unref'd, and awaiting their exit once left Node nothing to wait for, so it quit
 * with "unsettled top-level await" (exit code 13) — `npm run eval:security:held-out` did.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { repoRoot } from "../../helpers/docent-server";
import { corpusFile } from "../../helpers/services";

it("exits 0 after parsing and closing the workers", () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "docent-parse-exit-"));
  const script = path.join(directory, "parse-then-close.mts");
  const module = (name: string) => JSON.stringify(path.join(repoRoot, name));
  fs.writeFileSync(
    script,
    [
      `import { loadConfig } from ${module("server/config.ts")};`,
      `import { limitsFrom } from ${module("server/ingest/ingest-document.ts")};`,
      `import { closeParseWorkers, parseFile } from ${module("server/ingest/parse.ts")};`,
      `const outcome = await parseFile({ path: ${JSON.stringify(corpusFile("docx/simple-list.docx"))}, filename: "simple-list.docx", limits: limitsFrom(loadConfig({})) });`,
      `console.log(outcome.ok ? "parsed" : "failed");`,
      `await closeParseWorkers();`,
    ].join("\n"),
  );
  try {
    const run = spawnSync(path.join(repoRoot, "node_modules/.bin/tsx"), [script], { cwd: repoRoot, encoding: "utf8", timeout: 60_000 });
    expect(run.stdout.trim()).toBe("parsed");
    expect(run.status).toBe(0);
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}, 90_000);
