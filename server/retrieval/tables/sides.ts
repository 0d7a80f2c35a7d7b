/**
 * Tables that say a measure once for each side of a row (docs/architecture.md, "Tables"): a match's
 * home and away goals (FTHG / FTAG, "Home Goals" / "Away Goals"), shots (HS / AS), red cards (HR / AR).
 * A question that names the measure with no side ("goals per game", "a red card for either side",
 * "five goals or more") means both sides together, so each such pair gets a column of its sum,
 * appended after the table's own columns: "FTHG + FTAG", "Goals (both sides)". The sum is exact per
 * row (an empty side counts as none when the other side has a number).
 */
import type { TableColumn, TableRow } from "../../core/table-types";
import { nameWords } from "./words";

export interface SidesColumn {
  home: number;
  away: number;
  /** Capitals the question's words spell to name the sum, lower-case ("g" of FTHG + FTAG, "st" of HST + AST); none for worded headers. */
  letters?: string;
}

interface Pair extends SidesColumn {
  name: string;
}

const numeric = (column: TableColumn) => column.type === "integer" || column.type === "real";

/** Two all-capital headers that differ only by an H where the other has an A (FTHG / FTAG): the rest, e.g. "FTG". */
function abbreviatedRest(home: string, away: string): string | null {
  if (!/^[A-Z]{2,5}$/u.test(home) || home.length !== away.length) return null;
  const differ = [...home].map((_, at) => at).filter((at) => home[at] !== away[at]);
  if (differ.length !== 1 || home[differ[0]!] !== "H" || away[differ[0]!] !== "A") return null;
  return home.slice(0, differ[0]) + home.slice(differ[0]! + 1);
}

/** Two worded headers that differ only by "home" where the other says "away" ("Home Goals" / "Away Goals"): the rest. */
function wordedRest(home: string, away: string): string | null {
  const [left, right] = [nameWords(home), nameWords(away)];
  if (left.length < 2 || left.length !== right.length) return null;
  const differ = left.map((_, at) => at).filter((at) => left[at]!.norm !== right[at]!.norm);
  if (differ.length !== 1 || left[differ[0]!]!.norm !== "home" || right[differ[0]!]!.norm !== "away") return null;
  return left
    .filter((_, at) => at !== differ[0])
    .map((word) => word.raw)
    .join(" ");
}

function sidePairs(columns: TableColumn[]): Pair[] {
  const pairs: Pair[] = [];
  columns.forEach((home, homeAt) => {
    if (!numeric(home)) return;
    columns.forEach((away, awayAt) => {
      if (awayAt === homeAt || !numeric(away)) return;
      const [homeName, awayName] = [home.name.trim(), away.name.trim()];
      const rest = abbreviatedRest(homeName, awayName);
      if (rest) pairs.push({ home: homeAt, away: awayAt, name: `${homeName} + ${awayName}`, letters: rest.toLowerCase() });
      const worded = rest ? null : wordedRest(homeName, awayName);
      if (worded) pairs.push({ home: homeAt, away: awayAt, name: `${worded} (both sides)` });
    });
  });
  // FTG and HTG (full and half time): a two-letter qualifier several sums share is spelt only for the later ones.
  for (const pair of pairs) {
    const letters = pair.letters;
    if (!letters || letters.length < 3) continue;
    const siblings = pairs.filter((other) => other.letters?.length === letters.length && other.letters.slice(2) === letters.slice(2));
    if (siblings.length > 1 && siblings[0] === pair) pair.letters = letters.slice(2);
  }
  return pairs;
}

/**
 * The table's columns and rows with a sum column appended for each pair of sides (none when the
 * table has no such pair: the same arrays are returned).
 */
export function withBothSides(
  columns: TableColumn[],
  rows: TableRow[],
): { columns: TableColumn[]; rows: TableRow[]; sides: Map<number, SidesColumn> } {
  const pairs = sidePairs(columns);
  const sides = new Map<number, SidesColumn>();
  if (pairs.length === 0) return { columns, rows, sides };
  const added = pairs.map((pair, at): TableColumn => {
    sides.set(columns.length + at, { home: pair.home, away: pair.away, ...(pair.letters ? { letters: pair.letters } : {}) });
    const [home, away] = [columns[pair.home]!, columns[pair.away]!];
    const type = home.type === "integer" && away.type === "integer" ? "integer" : "real";
    return { name: pair.name, type, ...(home.unit ? { unit: home.unit } : {}) };
  });
  const sum = (row: TableRow, pair: Pair) => {
    const [home, away] = [row.values[pair.home], row.values[pair.away]];
    if (typeof home !== "number" && typeof away !== "number") return null;
    return (typeof home === "number" ? home : 0) + (typeof away === "number" ? away : 0);
  };
  return {
    columns: [...columns, ...added],
    rows: rows.map((row) => ({ ...row, values: [...row.values, ...pairs.map((pair) => sum(row, pair))] })),
    sides,
  };
}
