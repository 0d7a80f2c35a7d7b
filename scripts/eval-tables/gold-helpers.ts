/**
 * What the held-out sets' gold scripts compute answers with (held-out-3/gold.ts, held-out-4/gold.ts):
 * plain arithmetic over the rows of ./raw-files.ts, and the question list each set writes to its
 * questions.jsonl. Nothing here touches Docent's parser or table engine.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import { parseCsv, records, type Row } from "./raw-files";

export const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
export const mean = (xs: number[]) => sum(xs) / xs.length;
export const count = <T>(xs: T[], test: (x: T) => boolean) => xs.filter(test).length;
export const one = <T>(xs: T[]): T => {
  if (xs.length !== 1) throw new Error(`expected one, got ${String(xs.length)}`);
  return xs[0]!;
};
/** The row after (+1) or before (-1) the one row that passes `test`. */
export function beside(rows: Row[], test: (r: Row) => boolean, step: 1 | -1): Row {
  const i = rows.indexOf(one(rows.filter(test)));
  const row = rows[i + step];
  if (!row) throw new Error("no row beside");
  return row;
}
export const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];
/** The labels of every row whose value is the best (ties all named). */
export function argBest(rows: Row[], label: string, value: (r: Row) => number, least = false): string[] {
  const best = (least ? Math.min : Math.max)(...rows.map(value));
  return rows.filter((r) => value(r) === best).map((r) => r[label]!);
}
export function topGroup(rows: Row[], key: string): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r[key]!, (counts.get(r[key]!) ?? 0) + 1);
  const best = Math.max(...counts.values());
  return [...counts].filter(([, n]) => n === best).map(([k]) => k);
}
export function topN(rows: Row[], label: string, value: (r: Row) => number, n: number, least = false): string[] {
  const sorted = [...rows].sort((a, b) => (least ? value(a) - value(b) : value(b) - value(a)));
  if (value(sorted[n - 1]!) === value(sorted[n]!)) throw new Error(`tie at place ${String(n)} for ${label}`);
  return sorted.slice(0, n).map((r) => r[label]!);
}
export const yesNo = (test: boolean) => (test ? "yes" : "no");

// Readers of written values and groupings, the same in every set since held-out-8.
export const n = (r: Row, key: string) => Number(r[key]);
export const cents = (x: number) => Math.round(x * 100) / 100;
/** "$42,000" or "$150.00" → 42000, 150 */
export const dollars = (v: string) => Number(v.replace(/[$,\s]/gu, ""));
/** "€1.234,50" (European: dots group thousands, a comma before the cents) → 1234.5 */
export const european = (v: string) => Number(v.replace(/[€\s.]/gu, "").replace(",", "."));
/** "18,400 people", "1,000 sq m" → 18400, 1000 */
export const unitNumber = (v: string) => Number(v.replace(/[^\d]/gu, ""));
/** "1:35" as h:mm → 95 minutes. */
export const clock = (v: string) => v.split(":").reduce((acc, part) => acc * 60 + Number(part), 0);
/** Excel serial day (or ISO text) → ISO date. */
export const isoDay = (v: string) =>
  /^\d{4}-/u.test(v) ? v.slice(0, 10) : new Date(Date.UTC(1899, 11, 30) + Number(v) * 86400000).toISOString().slice(0, 10);
/** One row per value of `key`, with the summed measure under "total". */
export function totals(rows: Row[], key: string, value: (r: Row) => number): Row[] {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r[key]!, (sums.get(r[key]!) ?? 0) + value(r));
  return [...sums].map(([k, v]) => ({ [key]: k, total: String(v) }));
}
/** Fails when the best value is shared: a question must have one right row. */
export function onlyBest(rows: Row[], label: string, value: (r: Row) => number, least = false): string[] {
  const best = argBest(rows, label, value, least);
  const top = value(one(rows.filter((r) => r[label] === best[0])));
  if (count(rows, (r) => value(r) === top) !== 1) throw new Error(`tie for ${label}: ${best.join(", ")}`);
  return best;
}
export const counted = (rows: Row[], key: string) => totals(rows, key, () => 1);
export const csv = (file: string) => records(parseCsv(fs.readFileSync(file, "utf8")), 0);

export interface Question {
  id: string;
  file: string;
  question: string;
  kind: string;
  gold: (string | number)[];
  previous?: string;
}

/** A set's questions and the function that adds one (its id: a hash of the set, file and wording). */
export function questionSet(set: string) {
  const questions: Question[] = [];
  function q(kind: string, file: string, question: string, gold: string | number | (string | number)[], previous?: string): void {
    const id = createHash("sha1").update(`${set}|${file}|${question}`).digest("hex").slice(0, 10);
    if (Array.isArray(gold) && gold.length === 0) throw new Error(`no gold for ${question}`);
    questions.push({ id, file, question, kind, gold: Array.isArray(gold) ? gold : [gold], ...(previous ? { previous } : {}) });
  }
  return { questions, q };
}

/**
 * A date written one of four ways (ISO, "2 Nov 2022", "March 3, 2024", "25/06/2021" day first, or "18.09.2004" with
 * `dayFirst` "."), read back as ISO.
 */
export function isoOfWritten(written: string, dayFirst: "/" | "." = "/"): string {
  const pad = (x: string | number) => String(x).padStart(2, "0");
  const month = (name: string) => {
    const i = months.findIndex((m) => m.startsWith(name));
    if (i < 0 || name.length < 3) throw new Error(`unread month ${name}`);
    return pad(i + 1);
  };
  let m = /^(\d{4})-(\d\d)-(\d\d)$/u.exec(written);
  if (m) return written;
  m = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[2]!)}-${pad(m[1]!)}`;
  m = /^([A-Za-z]+) (\d{1,2}), (\d{4})$/u.exec(written);
  if (m) return `${m[3]!}-${month(m[1]!)}-${pad(m[2]!)}`;
  m = new RegExp(`^(\\d\\d)\\${dayFirst}(\\d\\d)\\${dayFirst}(\\d{4})$`, "u").exec(written);
  if (m) return `${m[3]!}-${m[2]!}-${m[1]!}`;
  throw new Error(`unread date ${written}`);
}
