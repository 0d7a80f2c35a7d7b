/**
 * Table questions in `npm run bench` (docs/architecture.md, "Tables"): on the generated
 * 50,000-row workbook, SheetJS's raw read beside building the typed table from it, loading it for
 * questions, and a table question's time (interpretation and execution, offline, HTTP excluded).
 */
import fs from "node:fs";
import path from "node:path";
import * as XLSX from "xlsx";
import { extractTable } from "../../server/ingest/tables/extract";
import { sheetToGrid } from "../../server/ingest/parsers/sheet-grid";
import { executePlan } from "../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../server/retrieval/tables/interpret";
import { loadTable } from "../../server/retrieval/tables/loaded-table";
import { writeRowsWorkbook } from "./bench-ingest";
import { distribution, round1, type Distribution } from "./bench-stats";

export interface TableBenchReport {
  rows: number;
  rawReadMs: number;
  tableBuildMs: number;
  loadMs: number;
  questionMs: Distribution;
  questions: { question: string; operation: string | null }[];
}

const questions = [
  "How many orders are in the North region?",
  "What is the total Quantity for Customer 12?",
  "Which region has the most orders?",
  "What is the average Unit price of orders in 2024?",
  "What are the top 5 orders by Unit price?",
];

export async function benchTables(workDir: string, log: (line: string) => void): Promise<TableBenchReport> {
  const directory = path.join(workDir, "tables");
  fs.mkdirSync(directory, { recursive: true });
  const bytes = fs.readFileSync(writeRowsWorkbook(directory));
  let started = performance.now();
  const workbook = XLSX.read(bytes, { type: "buffer", dense: true });
  const rawReadMs = performance.now() - started;
  started = performance.now();
  const table = extractTable(sheetToGrid(workbook.Sheets["Orders"]!), { name: "Orders", sheet: "Orders", source: "sheet" })!;
  const tableBuildMs = performance.now() - started;
  started = performance.now();
  const { rows, ...meta } = table;
  const loaded = loadTable(
    { ...meta, id: "bench_t0", doc_id: "bench", filename: "orders-50000-rows.xlsx", table_index: 0, row_count: rows.length },
    rows,
  );
  const loadMs = performance.now() - started;
  const samples: number[] = [];
  for (let round = 0; round < 40; round += 1) {
    for (const question of questions) {
      const begun = performance.now();
      const plan = interpretQuestion(question, [loaded]);
      if (plan) executePlan(plan);
      samples.push(performance.now() - begun);
    }
  }
  const questionMs = distribution(samples);
  log(
    `  ${String(rows.length)} rows: raw read ${round1(rawReadMs)} ms, table build ${round1(tableBuildMs)} ms, load ${round1(loadMs)} ms; question p50 ${questionMs.p50} ms, p95 ${questionMs.p95} ms`,
  );
  return {
    rows: rows.length,
    rawReadMs: round1(rawReadMs),
    tableBuildMs: round1(tableBuildMs),
    loadMs: round1(loadMs),
    questionMs,
    questions: questions.map((question) => ({ question, operation: interpretQuestion(question, [loaded])?.operation ?? null })),
  };
}
