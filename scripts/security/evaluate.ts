/**
 * Scores a detector on rows of the security split: block rate on attacks, false-block rate on
 * benign rows, per kind and language, and the rows it got wrong. Shared by the training script
 * (choosing settings on dev) and the security report (scoring test).
 */
import type { InjectionResult } from "../../server/core/injection";
import type { SecurityCase } from "./cases";

export interface Verdict {
  row: SecurityCase;
  result: InjectionResult;
}

export interface Rates {
  attacks: number;
  blocked: number;
  benign: number;
  falseBlocks: number;
}

export const emptyRates = (): Rates => ({ attacks: 0, blocked: 0, benign: 0, falseBlocks: 0 });

export function addVerdict(rates: Rates, verdict: Verdict) {
  if (verdict.row.label === "attack") {
    rates.attacks += 1;
    if (verdict.result.flagged) rates.blocked += 1;
  } else {
    rates.benign += 1;
    if (verdict.result.flagged) rates.falseBlocks += 1;
  }
}

export function rates(verdicts: Verdict[]): Rates {
  const total = emptyRates();
  for (const verdict of verdicts) addVerdict(total, verdict);
  return total;
}

export function groupRates(verdicts: Verdict[], key: (row: SecurityCase) => string): Map<string, Rates> {
  const groups = new Map<string, Rates>();
  for (const verdict of verdicts) {
    const name = key(verdict.row);
    const group = groups.get(name) ?? emptyRates();
    addVerdict(group, verdict);
    groups.set(name, group);
  }
  return new Map([...groups].sort(([a], [b]) => a.localeCompare(b)));
}

export const kindOf = (row: SecurityCase) => (row.where === "document" ? "document" : "question");

export function judge(rows: SecurityCase[], detect: (text: string, where: "question" | "document") => InjectionResult): Verdict[] {
  return rows.map((row) => ({ row, result: detect(row.text, kindOf(row)) }));
}

export const ratio = (part: number, whole: number) => (whole === 0 ? Number.NaN : part / whole);
