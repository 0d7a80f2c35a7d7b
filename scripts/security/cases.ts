/**
 * The security data set and its one split (docs/security-report.md explains the method).
 *
 * Rows: the licensed corpus in ../shared/corpus/injection/dev.jsonl plus the cases Docent's team
 * wrote (written-cases.ts). Every row belongs to a family (one attack and its translations or
 * obfuscated copies; one BIPIA attack category; one template), and the split deals whole families
 * to train / dev / test (60 / 20 / 20 by rows) within each stratum of kind × language, in an order
 * shuffled by a fixed seed. `split.json` beside this file is that split, written by
 * `npx tsx scripts/security/split.ts`; rows added later are dealt the same way among themselves
 * and never move a row already split (`extendSplit`). Training reads only train, thresholds are
 * chosen on dev, and the report scores test.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { assistantCases } from "./assistant-cases";
import { writtenCases } from "./written-cases";

export type { DocumentSpec, HiddenPlace, Label, SecurityCase, Split } from "./types";
import type { Label, SecurityCase, Split } from "./types";
import { corpusDir } from "../lib/corpus";

const here = path.dirname(fileURLToPath(import.meta.url));
export const splitFile = path.join(here, "split.json");
export const corpusFile = path.join(corpusDir, "injection", "dev.jsonl");
export const splitSeed = 20_250_117;
const shares: [Split, number][] = [
  ["train", 0.6],
  ["dev", 0.2],
  ["test", 0.2],
];

interface CorpusRow {
  id: string;
  text: string;
  label: Label;
  category: string;
  language: string;
  source: string;
  source_ref: string;
  where?: "document";
  question?: string;
}

/**
 * A row's family: PurpleLlama's machine translations of English case n are case n's family (the
 * multilingual file's row k translates English row k÷3, or k−753 for the Hindi block); a BIPIA
 * attack sentence belongs to its attack category; anything else is its own family.
 */
export function familyOf(row: CorpusRow): string {
  const [file = "", reference = ""] = row.source_ref.split("#");
  if (row.source === "meta-llama/PurpleLlama") {
    const id = Number(/prompt_id=(\d+)/.exec(reference)?.[1] ?? Number.NaN);
    const english = file.endsWith("multilingual_machine_translated.json") ? (id < 753 ? Math.floor(id / 3) : id - 753) : id;
    return `purple:${english}`;
  }
  if (row.source === "microsoft/BIPIA") {
    const attack = /^(.+?)-\d+(?: inserted|$)/.exec(reference)?.[1];
    if (attack && file.includes("text_attack")) return `bipia:${attack}`;
  }
  return `${row.source}:${row.source_ref}`;
}

export function loadCorpus(file = corpusFile): SecurityCase[] {
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const row = JSON.parse(line) as CorpusRow;
      const { source_ref: _reference, ...rest } = row;
      return { ...rest, family: familyOf(row) };
    });
}

export function allCases(): SecurityCase[] {
  return [...loadCorpus(), ...writtenCases(), ...assistantCases()];
}

/** Kind × language × origin: what the split keeps in proportion. */
export function stratumOf(row: SecurityCase): string {
  return `${row.category}|${row.language}|${row.source === "docent" ? "written" : "corpus"}`;
}

/** mulberry32: a small seeded generator, so the split never depends on Math.random. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Deals whole families to splits within each stratum (a family's stratum is that of its first row). */
export function computeSplit(rows: SecurityCase[], seed = splitSeed): Record<string, Split> {
  const families = new Map<string, SecurityCase[]>();
  for (const row of rows) families.set(row.family, [...(families.get(row.family) ?? []), row]);
  const byStratum = new Map<string, string[]>();
  for (const [family, members] of families) {
    const stratum = stratumOf(members[0]!);
    byStratum.set(stratum, [...(byStratum.get(stratum) ?? []), family]);
  }
  const random = seeded(seed);
  const assignment: Record<string, Split> = {};
  for (const stratum of [...byStratum.keys()].sort()) {
    const names = [...byStratum.get(stratum)!].sort();
    for (let index = names.length - 1; index > 0; index--) {
      const other = Math.floor(random() * (index + 1));
      [names[index], names[other]] = [names[other]!, names[index]!];
    }
    const total = names.reduce((sum, name) => sum + families.get(name)!.length, 0);
    let dealt = 0;
    for (const name of names) {
      const size = families.get(name)!.length;
      const position = (dealt + size / 2) / total;
      let split: Split = "test";
      let bound = 0;
      for (const [candidate, share] of shares) {
        bound += share;
        if (position < bound) {
          split = candidate;
          break;
        }
      }
      for (const row of families.get(name)!) assignment[row.id] = split;
      dealt += size;
    }
  }
  return assignment;
}

/**
 * The committed split grown to rows added since: a row already in it keeps its split; a new row
 * of a family already dealt joins that family's split; families that are wholly new are dealt
 * among themselves by `computeSplit`. Nothing that was held out becomes train, or the reverse.
 */
export function extendSplit(rows: SecurityCase[], existing: Record<string, Split>, seed = splitSeed): Record<string, Split> {
  const assignment: Record<string, Split> = {};
  const familySplit = new Map<string, Split>();
  for (const row of rows) {
    const split = existing[row.id];
    if (split) familySplit.set(row.family, split);
  }
  const fresh: SecurityCase[] = [];
  for (const row of rows) {
    const split = existing[row.id] ?? familySplit.get(row.family);
    if (split) assignment[row.id] = split;
    else fresh.push(row);
  }
  return { ...assignment, ...computeSplit(fresh, seed) };
}

export function readSplitFile(): Record<string, Split> {
  if (!fs.existsSync(splitFile)) return {};
  return (JSON.parse(fs.readFileSync(splitFile, "utf8")) as { assignment: Record<string, Split> }).assignment;
}

export interface SplitData {
  train: SecurityCase[];
  dev: SecurityCase[];
  test: SecurityCase[];
}

/** The committed split applied to the current rows; a row the split does not know is an error. */
export function loadSplit(): SplitData {
  const assignment = readSplitFile();
  const data: SplitData = { train: [], dev: [], test: [] };
  for (const row of allCases()) {
    const split = assignment[row.id];
    if (!split) throw new Error(`security split: row ${row.id} is not in ${path.basename(splitFile)}; re-run scripts/security/split.ts`);
    data[split].push(row);
  }
  return data;
}
