/**
 * A match's result where the sheet has no result column (docs/architecture.md, "Tables"): fixtures
 * with a team on each side ("Home" / "Away") and each side's goals ("Home goals" / "Away goals")
 * say who won by the two scores alone. A column of result codes is derived from them, H (the home
 * side scored more), D (the same) or A, as a football results file writes it (FTR), so "how many
 * games did Red Lions win", "home wins" and "which team won the most games" read it as they read a
 * written one (outcomes.ts, per-team.ts). Appended after the table's own columns, like the sums of
 * both sides (sides.ts); never shown as a column of the file.
 */
import type { TableColumn, TableRow } from "../../core/table-types";
import { sidePair, sideTextColumns } from "./side-columns";
import type { SidesColumn } from "./sides";
import { nameWords, phraseKey } from "./words";

/** The appended result column and the two score columns it is read from (home first). */
export interface DerivedResult {
  column: number;
  scores: [number, number];
}

/** What a pair of numbers per side must be to decide a match: goals, points, runs, a score. */
const scoreWords = /^(goals?|score|scores|points?|pts|runs?|tries)$/u;

/** Text columns that already say a result: one-letter codes (H / D / A, W / L) in most cells. */
function hasResultColumn(columns: TableColumn[], rows: TableRow[]): boolean {
  return columns.some((column, index) => {
    if (column.type !== "text") return false;
    const cells = rows.map((row) => row.values[index]).filter((value): value is string => typeof value === "string" && value.trim() !== "");
    const coded = cells.filter((cell) => /^[whdal]\b/iu.test(cell.trim()) && cell.trim().split(/\s/u)[0]!.length === 1);
    return cells.length > 0 && coded.length >= 0.6 * cells.length && new Set(coded.map((cell) => cell[0]!.toLowerCase())).size >= 2;
  });
}

/** The score pair (home column first): a pair of sides named by a score word, or "Score 1" / "Score 2". */
function scorePair(columns: TableColumn[], sides: Map<number, SidesColumn>, own: number): [number, number] | null {
  const worded = [...sides.entries()].find(
    ([sum]) => nameWords(columns[sum]!.name).some((word) => scoreWords.test(word.norm)) || sides.get(sum)!.letters === "ftg",
  );
  if (worded) return [worded[1].home, worded[1].away];
  const numeric = (index: number) => columns[index]!.type === "integer" || columns[index]!.type === "real";
  for (let left = 0; left < own; left += 1)
    for (let right = left + 1; right < own; right += 1) {
      if (!numeric(left) || !numeric(right)) continue;
      const side = sidePair(columns[left]!.name, columns[right]!.name);
      const named = nameWords(columns[left]!.name).some((word) => scoreWords.test(word.norm));
      if (side !== null && named) return side === 0 ? [left, right] : [right, left];
    }
  return null;
}

/**
 * The columns and rows with a derived result column appended, when the table names a team on each
 * side and each side's score but no result (the same arrays otherwise).
 */
export function withDerivedResult(
  columns: TableColumn[],
  rows: TableRow[],
  sides: Map<number, SidesColumn>,
  own: number,
): { columns: TableColumn[]; rows: TableRow[]; result: DerivedResult | null } {
  const unchanged = { columns, rows, result: null };
  if (rows.length < 2 || hasResultColumn(columns.slice(0, own), rows)) return unchanged;
  const keys = columns.map((column, index) =>
    column.type === "text" && index < own
      ? rows.map((row) => (typeof row.values[index] === "string" ? phraseKey(row.values[index]) : ""))
      : null,
  );
  const teams = sideTextColumns(columns, keys, own);
  const scores = scorePair(columns, sides, own);
  if (!teams || !scores) return unchanged;
  const code = (row: TableRow): string | null => {
    const [home, away] = [row.values[scores[0]], row.values[scores[1]]];
    if (typeof home !== "number" || typeof away !== "number") return null;
    return home > away ? "H" : home < away ? "A" : "D";
  };
  const name = `Result (${columns[scores[0]]!.name} vs ${columns[scores[1]]!.name})`;
  return {
    columns: [...columns, { name, type: "text" }],
    rows: rows.map((row) => ({ ...row, values: [...row.values, code(row)] })),
    result: { column: columns.length, scores },
  };
}
