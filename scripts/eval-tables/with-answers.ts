/**
 * `npm run eval`: the answer-quality eval (scripts/eval.ts, every argument passed on), then the
 * table eval (scripts/eval-tables/run.ts) and the conversation eval (scripts/eval-conversation/run.ts)
 * on the same split, then the two keyword indexes side by side (scripts/eval-keyword.ts: FTS5 and
 * PostgreSQL), so docs/eval-report.md always holds all four, the tables per operation kind
 * (docs/architecture.md, "Tables"), the conversation per kind of follow-up.
 */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { parseArgs } from "node:util";
import { repoRoot } from "../lib/docent-process";

const args = process.argv.slice(2);
const { values } = parseArgs({ args, options: { split: { type: "string", default: "test" } }, strict: false });
const tsx = path.join(repoRoot, "node_modules", ".bin", "tsx");

function run(script: string, scriptArgs: string[]): void {
  const result = spawnSync(tsx, [path.join(repoRoot, "scripts", script), ...scriptArgs], { stdio: "inherit", cwd: repoRoot });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run("eval.ts", args);
run("eval-tables/run.ts", ["--split", String(values.split)]);
// The conversation cases (docs/architecture.md, "Conversation"), written last: eval.ts rewrites the report around the tables.
// The test run also scores the fresh held-out set (scripts/eval-conversation/held-out.json) in its own subsection.
run("eval-conversation/run.ts", ["--split", String(values.split), ...(values.split === "test" ? ["--with-held-out"] : [])]);
// FTS5 and PostgreSQL's keyword index on the same SQuAD split (a throw-away PostgreSQL cluster; about a minute).
run("eval-keyword.ts", ["--split", String(values.split)]);
