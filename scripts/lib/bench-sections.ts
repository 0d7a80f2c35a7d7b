/**
 * `npm run bench -- --only overhead,concurrency`: runs some sections of the bench and keeps the
 * others' figures from the last report (docs/bench-report.json), so one regression can be
 * measured again in minutes instead of the whole run. Each section records when it was measured
 * and the machine's load then, and the report says which figures come from which run.
 */
import fs from "node:fs";
import os from "node:os";
import { z } from "zod";

export const sectionNames = [
  "ingestion",
  "tables",
  "embedder",
  "retrieval",
  "overhead",
  "concurrency",
  "postgres",
  "first-token",
  "security",
  "budget",
  "collections",
  "keyword",
] as const;
export type SectionName = (typeof sectionNames)[number];

const OnlyList = z
  .string()
  .transform((value) => value.split(",").map((name) => name.trim()))
  .pipe(z.array(z.enum(sectionNames)).min(1));

/** The sections asked for on the command line (`--only a,b` or `--only=a,b`); all of them without it. */
export function selectedSections(argv: string[]): Set<SectionName> {
  const index = argv.findIndex((arg) => arg === "--only" || arg.startsWith("--only="));
  if (index < 0) return new Set(sectionNames);
  const value = argv[index]!.startsWith("--only=") ? argv[index]!.slice("--only=".length) : (argv[index + 1] ?? "");
  const parsed = OnlyList.safeParse(value);
  if (!parsed.success) throw new Error(`--only takes a comma-separated list of sections: ${sectionNames.join(", ")} (got "${value}")`);
  return new Set(parsed.data);
}

/** When a section was measured, and the machine's 1-minute load average then (2 cores: above 2 means waiting for a core). */
export interface SectionRun {
  at: string;
  /** Null for sections measured before the load was recorded. */
  loadAverage: number | null;
}

export function sectionRun(): SectionRun {
  return { at: new Date().toISOString(), loadAverage: Math.round(os.loadavg()[0]! * 10) / 10 };
}

/** The last full or partial report, whose figures stand for the sections not run now. */
export function previousReport(file: string, needed: boolean): Record<string, any> {
  if (!fs.existsSync(file)) {
    if (needed)
      throw new Error(
        `--only needs an earlier report to keep the other sections' figures: run \`npm run bench\` once (${file} is missing)`,
      );
    return {};
  }
  return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, any>;
}

/** Which report fields each section fills (retrieval and overhead share `search`). */
export const sectionFields: Record<SectionName, string> = {
  ingestion: "ingestion",
  tables: "tables",
  embedder: "embedder",
  retrieval: "search",
  overhead: "search",
  concurrency: "concurrency",
  postgres: "postgres",
  "first-token": "firstToken",
  security: "security",
  budget: "budget",
  collections: "collections",
  keyword: "keyword",
};

/** One line per distinct run, for the report's header: which sections, when, under what load. */
export function runsLine(runs: Partial<Record<SectionName, SectionRun>>): string {
  const byTime = new Map<string, SectionName[]>();
  for (const name of sectionNames) {
    const run = runs[name];
    if (!run) continue;
    const load = run.loadAverage === null ? "load not recorded" : `1-minute load average ${run.loadAverage} at its start`;
    const key = `${run.at.slice(0, 16).replace("T", " ")} UTC (${load})`;
    byTime.set(key, [...(byTime.get(key) ?? []), name]);
  }
  return [...byTime.entries()].map(([when, names]) => `${names.join(", ")}: ${when}`).join("; ");
}
