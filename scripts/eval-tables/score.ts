/**
 * Scoring a table answer against gold values, as WikiTableQuestions does: right when the answer
 * states exactly the gold values (a list as a set), numbers compared as numbers, text case- and
 * accent-free. The computed result is scored, never prose, so a dumped row is never right.
 */
import { readDate, readNumber } from "../../server/core/table-values";
import type { TableResult } from "../../server/retrieval/tables/types";

export interface Scored {
  set: "docent" | "wtq";
  id: string;
  kind: string;
  question: string;
  file: string;
  gold: string[];
  result: TableResult | null;
  right: boolean;
}

const valueOperations = new Set([
  "argmax",
  "argmin",
  "top",
  "group_max",
  "group_min",
  "lookup",
  "list",
  "first",
  "last",
  "next",
  "previous",
  "compare_max",
  "compare_min",
]);

/** What the answer states: yes/no, the number, or the values it names. */
export function statedValues(result: TableResult): string[] {
  if (result.boolean !== null) return [result.boolean ? "yes" : "no"];
  if (result.plan.operation === "distinct" || result.plan.operation === "count" || result.plan.operation === "difference")
    return result.number === null ? [] : [String(result.number)];
  if (valueOperations.has(result.plan.operation)) return result.values;
  if (result.plan.operation === "min" || result.plan.operation === "max") return result.values;
  // A duration is stated as the sheet writes it ("2:18" of an h:mm column, stored as seconds), not as seconds.
  const target = result.plan.target === null ? undefined : result.plan.table.columns[result.plan.target];
  if (target?.unit === "duration" && result.values.length > 0) return result.values;
  return result.number === null ? result.values : [String(result.number)];
}

/**
 * The gold of a question the table cannot answer (a column it lacks, a row it doesn't hold): right
 * only when the table answerer admits it (a result with a problem, which the answer turns into the
 * admission naming the real columns). Not reading the question is wrong: the passage path then
 * answers from whatever row chunk comes closest.
 */
export const admissionGold = "admission";

export function isRight(result: TableResult | null, gold: string[]): boolean {
  if (gold.length === 1 && gold[0] === admissionGold) return result?.problem !== undefined;
  if (!result || result.problem) return false;
  const stated = statedValues(result);
  if (stated.length !== gold.length) return false;
  const left = [...stated];
  return gold.every((expected) => {
    const at = left.findIndex((value) => same(value, expected));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

function fold(text: string): string {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/\s+/gu, " ").trim();
}

function asNumber(text: string): number | null {
  const reading = readNumber(text);
  if (!reading) return null;
  return reading.value;
}

function same(value: string, expected: string): boolean {
  if (fold(value) === fold(expected)) return true;
  // A duration ("4:03") is right when the seconds round to it.
  const duration = /^(\d+):(\d\d)$/u.exec(expected.trim());
  if (duration)
    return Math.round(asNumber(value) ?? -1) === Number(duration[1]) * 60 + Number(duration[2]) || fold(value) === fold(expected);
  const [a, b] = [asNumber(value), asNumber(expected)];
  if (a !== null && b !== null)
    return Math.abs(a - b) <= Math.max(1e-6, Math.abs(b) * 1e-6) || (Math.round(a * 100) === Math.round(b * 100) && !Number.isInteger(b));
  const [dateA, dateB] = [readDate(value), readDate(expected)];
  return dateA !== null && dateA === dateB;
}
