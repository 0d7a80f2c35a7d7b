/**
 * `npm run eval:tables`: exact table answers, offline. Two sets each split into dev and test
 * before any tuning (a fixed hash, so the split never moves):
 *
 * - Docent's own questions (scripts/eval-tables/gold.py: corpus tables and generated messy files,
 *   gold answers computed in Python from the raw files), split by question;
 * - WikiTableQuestions training questions over 250 real tables (../shared/corpus/tables/wtq-train),
 *   split by table, scored as the benchmark does (every gold value stated, numbers as numbers).
 *
 * Files go through Docent's own parser and table extraction, then the offline interpreter; what is
 * scored is the computed result (the number, or the values named), not the prose around it.
 *
 * - fresh held-out sets written after the first two were used up: held-out-2 to -24 (spent, now tuned on
 *   with dev) and held-out-25 (written before any run by someone who did not read Docent's code; the
 *   test split: measured once, never tuned on).
 *
 *   npm run eval:tables                 # report the test split and held-out-25 (docs/eval-report.md, "Tables")
 *   npm run eval:tables -- --split dev  # the dev split and held-out-2 to -24, each failure printed (for tuning)
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import type { ExtractedTable } from "../../server/core/table-types";
import { parserLoaders } from "../../server/ingest/parsers";
import type { DocumentType } from "../../server/ingest/types";
import { executePlan } from "../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../server/retrieval/tables/interpret";
import { loadTable, type LoadedTable } from "../../server/retrieval/tables/loaded-table";
import { corpusDir, repoRoot } from "../lib/docent-process";
import { isRight, type Scored } from "./score";
import { writeReport } from "./report";
import { loadConfig } from "../../server/config";
import { limitsFrom } from "../../server/ingest/ingest-document";

const tablesDir = path.join(corpusDir, "tables");
const OwnQuestion = z.object({
  id: z.string(),
  file: z.string(),
  question: z.string(),
  kind: z.string(),
  gold: z.array(z.union([z.string(), z.number()])),
  previous: z.string().optional(),
});
const WtqQuestion = z.object({ id: z.string(), question: z.string(), file: z.string(), answers: z.array(z.string()) });

export type Split = "dev" | "test";

/** A fixed split: the first 8 hex digits of sha256(key), even → dev, odd → test. */
export function splitOf(key: string): Split {
  return Number.parseInt(createHash("sha256").update(key).digest("hex").slice(0, 8), 16) % 2 === 0 ? "dev" : "test";
}

// Docent's own default limits, as a person running it without settings has them.
const limits = limitsFrom(loadConfig({}));

export async function tablesOf(file: string): Promise<LoadedTable[]> {
  // Any format that yields typed tables (sheets, CSV, DOCX and PDF tables), by its extension.
  const extension = path.extname(file).slice(1).toLowerCase();
  if (!(extension in parserLoaders)) throw new Error(`${file}: not a type Docent reads`);
  const type = extension as DocumentType;
  const parse = await parserLoaders[type]();
  const outcome = await parse({
    bytes: new Uint8Array(fs.readFileSync(file)),
    filename: path.basename(file),
    type,
    limits,
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(`${file}: ${outcome.failure.message}`);
  return (outcome.document.tables ?? []).map((table, index) => loadTable(recordOf(table, index, file), table.rows));
}

function recordOf(table: ExtractedTable, index: number, file: string) {
  const { rows, ...rest } = table;
  return {
    ...rest,
    id: `eval_t${String(index)}`,
    doc_id: "eval",
    filename: path.basename(file),
    table_index: index,
    row_count: rows.length,
  };
}

async function answer(tables: LoadedTable[], question: string, previous?: string): Promise<Scored["result"]> {
  // Each question is asked of its own file, as a person who selected that document would.
  const plan = interpretQuestion(question, tables, { previousQuestion: previous, scoped: true });
  return plan ? executePlan(plan) : null;
}

export async function runOwn(split: Split, verbose: boolean): Promise<Scored[]> {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "docent-eval-tables-"));
  execFileSync("python3", [path.join(repoRoot, "scripts/eval-tables/gold.py"), tablesDir, out], { stdio: verbose ? "inherit" : "ignore" });
  const questions = fs
    .readFileSync(path.join(out, "questions.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => OwnQuestion.parse(JSON.parse(line)));
  const cache = new Map<string, LoadedTable[]>();
  const scored: Scored[] = [];
  for (const question of questions.filter((entry) => splitOf(entry.id) === split)) {
    const file = question.file.startsWith("files/") ? path.join(out, question.file) : path.join(tablesDir, question.file);
    if (!cache.has(file)) cache.set(file, await tablesOf(file));
    const result = await answer(cache.get(file)!, question.question, question.previous);
    scored.push({
      set: "docent",
      id: question.id,
      kind: question.kind,
      question: question.question,
      file: question.file,
      gold: question.gold.map(String),
      result,
      right: isRight(result, question.gold.map(String)),
    });
  }
  fs.rmSync(out, { recursive: true, force: true });
  return scored;
}

/**
 * A fresh held-out set (scripts/eval-tables/held-out-N/: questions.jsonl, gold.ts, make-files.ts), all
 * of it one split. held-out-2 to -24 were each measured once and are now spent, so they are tuned on with
 * dev; held-out-25 is the fresh one, measured with test once and never tuned on.
 */
export const heldOutSets: Record<Split, readonly string[]> = {
  dev: [
    "held-out-2",
    "held-out-3",
    "held-out-4",
    "held-out-5",
    "held-out-6",
    "held-out-7",
    "held-out-8",
    "held-out-9",
    "held-out-10",
    "held-out-11",
    "held-out-12",
    "held-out-13",
    "held-out-14",
    "held-out-15",
    "held-out-16",
    "held-out-17",
    "held-out-18",
    "held-out-19",
    "held-out-20",
    "held-out-21",
    "held-out-22",
    "held-out-23",
    "held-out-24",
  ],
  test: ["held-out-25"],
};

export async function runHeldOut(set: string): Promise<Scored[]> {
  const dir = path.join(repoRoot, "scripts/eval-tables");
  const questions = fs
    .readFileSync(path.join(dir, set, "questions.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => OwnQuestion.parse(JSON.parse(line)));
  const cache = new Map<string, LoadedTable[]>();
  const scored: Scored[] = [];
  for (const question of questions) {
    const file = question.file.startsWith(`${set}/`) ? path.join(dir, question.file) : path.join(tablesDir, question.file);
    if (!cache.has(file)) cache.set(file, await tablesOf(file));
    const result = await answer(cache.get(file)!, question.question, question.previous);
    const gold = question.gold.map(String);
    scored.push({
      set: "docent",
      id: question.id,
      kind: question.kind,
      question: question.question,
      file: question.file,
      gold,
      result,
      right: isRight(result, gold),
    });
  }
  return scored;
}

export async function runWtq(split: Split): Promise<Scored[]> {
  const dir = path.join(tablesDir, "wtq-train");
  const questions = fs
    .readFileSync(path.join(dir, "questions.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => WtqQuestion.parse(JSON.parse(line)));
  const cache = new Map<string, LoadedTable[]>();
  const scored: Scored[] = [];
  for (const question of questions.filter((entry) => splitOf(entry.file) === split)) {
    const file = path.join(dir, question.file);
    if (!cache.has(file)) cache.set(file, await tablesOf(file).catch(() => []));
    const result = await answer(cache.get(file)!, question.question);
    scored.push({
      set: "wtq",
      id: question.id,
      kind: result?.plan.operation ?? "none",
      question: question.question,
      file: question.file,
      gold: question.answers,
      result,
      right: isRight(result, question.answers),
    });
  }
  return scored;
}

async function main() {
  const { values } = parseArgs({
    options: {
      split: { type: "string", default: "test" },
      verbose: { type: "boolean" },
      "no-report": { type: "boolean", default: false },
    },
  });
  const split = z.enum(["dev", "test"]).parse(values.split);
  const own = await runOwn(split, values.verbose ?? false);
  const wtq = await runWtq(split);
  const heldOut: { set: string; scored: Scored[] }[] = [];
  for (const set of heldOutSets[split]) heldOut.push({ set, scored: await runHeldOut(set) });
  const summary = writeReport({
    split,
    own,
    wtq,
    heldOut,
    write: split === "test" && !values["no-report"],
    verbose: values.verbose ?? split === "dev",
  });
  process.stdout.write(summary);
}

// Imported by analysis scripts without running.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(fileURLToPath(import.meta.url))) await main();
