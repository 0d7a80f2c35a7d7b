/**
 * A measure per team over a two-sided table (docs/architecture.md, "Tables"): a row per match names
 * a team on each side (HomeTeam / AwayTeam, Team 1 / Team 2, Winner / Loser), so a team's goals,
 * wins or games are its own side's in every row it is on, on either side. This file finds those
 * pairs of columns by the shape of their headers and computes the totals per team; reading a
 * question into such a plan is team-sides.ts's.
 */
import type { TableValue } from "../../core/table-types";
import type { LoadedTable } from "./loaded-table";
import { sidePair, sideTextColumns } from "./side-columns";

/** How a row's result is known for each side. */
export type ResultSource =
  /** A column of codes: the first side's win, the second side's win, a draw (H / A / D). */
  | { column: number; codes: [string, string, string | null] }
  /** Each side's score: more than the other's is a win. */
  | { scores: [number, number] }
  /** The first column names the winner, the second the loser. */
  | { winnerFirst: true };

export type TeamMeasure =
  | { kind: "games" }
  /** Each side's own cell (for "conceded" already the other side's). */
  | { kind: "column"; columns: [number, number] }
  | { kind: "outcome"; outcome: "win" | "loss" | "draw"; negated: boolean; result: ResultSource }
  | { kind: "points"; result: ResultSource }
  /** "clean sheets": rows where the other side's cell (given per side here) is 0. */
  | { kind: "zero"; columns: [number, number] };

export interface PerTeam {
  /** The two columns naming a row's teams, the first side (home, 1, winner) first. */
  teams: [number, number];
  measure: TeamMeasure;
  /** Per game played rather than in total. */
  average?: boolean;
  /** Only these teams (value keys) are compared ("Chelsea or Newcastle"). */
  only?: string[];
}

/** What a team measure counts, in words: "FTHG / FTAG of the team's side", "games won", "points (3 a win, 1 a draw)". */
export function teamMeasureWords(measure: TeamMeasure, table: LoadedTable, average = false): string {
  const name = (columns: [number, number]) => columns.map((column) => table.columns[column]!.name).join(" / ");
  const what =
    measure.kind === "games"
      ? "games"
      : measure.kind === "column"
        ? `${name(measure.columns)} of the team's side`
        : measure.kind === "zero"
          ? `games with ${name(measure.columns)} = 0 against the team`
          : measure.kind === "points"
            ? "points (3 a win, 1 a draw)"
            : `games ${measure.negated ? "not " : ""}${measure.outcome === "win" ? "won" : measure.outcome === "loss" ? "lost" : "drawn"}`;
  return average ? `${what} per game` : what;
}

/**
 * How the per-team figure was added up, for the answer's "how": a side's own column is said with the
 * side it belongs to ("FTHG when the team is HomeTeam plus FTAG when it is AwayTeam"), not the measure's
 * name again.
 */
export function teamMeasureHow(perTeam: PerTeam, table: LoadedTable, teamCount: string): string {
  const [home, away] = perTeam.teams.map((column) => table.columns[column]!.name);
  const { measure } = perTeam;
  if (measure.kind !== "column")
    return `${teamMeasureWords(measure, table, perTeam.average)} per team, on ${home!} or ${away!} (${teamCount} teams)`;
  const [first, second] = measure.columns.map((column) => table.columns[column]!.name);
  const added = `${first!} when the team is ${home!} plus ${second!} when it is ${away!}`;
  return `${added}, ${perTeam.average ? "per game " : ""}per team (${teamCount} teams)`;
}

const pairCache = new WeakMap<LoadedTable, [number, number] | null>();

/** The two text columns naming a row's sides (side-columns.ts), the first side first. */
export function teamColumns(table: LoadedTable): [number, number] | null {
  if (pairCache.has(table)) return pairCache.get(table)!;
  const found = sideTextColumns(table.columns, table.keys, table.record.columns.length);
  pairCache.set(table, found);
  return found;
}

/** Pairs of number columns said once per side, in the order of the team columns: sides.ts's, and "Score 1" / "Score 2". */
export function measurePairs(table: LoadedTable): [number, number][] {
  const pairs: [number, number][] = [...table.sides.values()].map(({ home, away }) => [home, away]);
  const own = table.record.columns.length;
  const numeric = (index: number) => ["integer", "real"].includes(table.columns[index]!.type);
  for (let left = 0; left < own; left += 1)
    for (let right = left + 1; right < own; right += 1) {
      if (!numeric(left) || !numeric(right) || pairs.some((pair) => pair.includes(left) || pair.includes(right))) continue;
      const side = sidePair(table.columns[left]!.name, table.columns[right]!.name);
      if (side !== null) pairs.push(side === 0 ? [left, right] : [right, left]);
    }
  return pairs;
}

type Outcome = "win" | "loss" | "draw" | null;

/** A row's result for one side (0: the first team column's, 1: the second's). */
function outcomeOf(table: LoadedTable, values: TableValue[], index: number, side: 0 | 1, result: ResultSource): Outcome {
  if ("winnerFirst" in result) return side === 0 ? "win" : "loss";
  if ("scores" in result) {
    const [mine, theirs] = [values[result.scores[side]], values[result.scores[side === 0 ? 1 : 0]]];
    if (typeof mine !== "number" || typeof theirs !== "number") return null;
    return mine > theirs ? "win" : mine < theirs ? "loss" : "draw";
  }
  const code = table.keys[result.column]?.[index]?.split(" ")[0] ?? "";
  if (code === result.codes[side]) return "win";
  if (code === result.codes[side === 0 ? 1 : 0]) return "loss";
  return result.codes[2] !== null && code === result.codes[2] ? "draw" : null;
}

/** What one row adds to the team on one side, or null when the row says nothing of it. */
function contribution(table: LoadedTable, index: number, side: 0 | 1, measure: TeamMeasure): number | null {
  const values = table.rows[index]!.values;
  switch (measure.kind) {
    case "games":
      return 1;
    case "column": {
      const value = values[measure.columns[side]];
      return typeof value === "number" ? value : null;
    }
    case "zero":
      return values[measure.columns[side]] === 0 ? 1 : typeof values[measure.columns[side]] === "number" ? 0 : null;
    case "outcome": {
      const outcome = outcomeOf(table, values, index, side, measure.result);
      if (outcome === null) return null;
      return (outcome === measure.outcome) !== measure.negated ? 1 : 0;
    }
    case "points": {
      const outcome = outcomeOf(table, values, index, side, measure.result);
      return outcome === "win" ? 3 : outcome === "draw" ? 1 : outcome === "loss" ? 0 : null;
    }
  }
}

export interface TeamTotal {
  name: string;
  total: number;
  games: number;
  rows: number[];
}

/** Each team's total over the matched rows (in the order teams are first met), or per game when asked. */
export function teamTotals(
  table: LoadedTable,
  matched: number[],
  perTeam: PerTeam,
  cellText: (table: LoadedTable, index: number, column: number) => string,
): TeamTotal[] {
  const totals = new Map<string, TeamTotal>();
  const only = perTeam.only ? new Set(perTeam.only) : null;
  for (const index of matched)
    for (const side of [0, 1] as const) {
      const column = perTeam.teams[side];
      const key = table.keys[column]?.[index] ?? "";
      if (!key || (only && !only.has(key))) continue;
      let entry = totals.get(key);
      if (!entry) totals.set(key, (entry = { name: cellText(table, index, column), total: 0, games: 0, rows: [] }));
      entry.games += 1;
      const added = contribution(table, index, side, perTeam.measure);
      if (added === null) continue;
      entry.total += added;
      if (added !== 0 || perTeam.measure.kind === "column") entry.rows.push(index);
    }
  const all = [...totals.values()];
  if (!perTeam.average) return all.map((entry) => ({ ...entry, total: Math.round(entry.total * 1e9) / 1e9 }));
  return all.map((entry) => ({ ...entry, total: entry.games > 0 ? Math.round((entry.total / entry.games) * 1e6) / 1e6 : 0 }));
}
