/**
 * Two columns that say the same thing once for each side of a row, found by the shape of their
 * headers (docs/architecture.md, "Tables"): "HomeTeam" / "AwayTeam", "Team 1" / "Team 2", "Winner" /
 * "Loser", "Score 1" / "Score 2". Pure: headers and value keys in, column indexes out.
 */
import type { TableColumn } from "../../core/table-types";
import { nameWords } from "./words";

const partners: [string, string][] = [
  ["home", "away"],
  ["1", "2"],
  ["one", "two"],
  ["winner", "loser"],
  ["winning", "losing"],
  ["first", "second"],
];

/** Which side a header's one differing word names (0: home / 1 / winner, 1: away / 2 / loser), or null. */
export function sidePair(left: string, right: string): 0 | 1 | null {
  const [a, b] = [nameWords(left).map((word) => word.norm), nameWords(right).map((word) => word.norm)];
  if (a.length !== b.length || a.length === 0) return null;
  const differ = a.map((_, at) => at).filter((at) => a[at] !== b[at]);
  if (differ.length !== 1) return null;
  const [one, two] = [a[differ[0]!]!, b[differ[0]!]!];
  const partner = partners.find(([first, second]) => (one === first && two === second) || (one === second && two === first));
  if (!partner) return null;
  return one === partner[0] ? 0 : 1;
}

/**
 * The two text columns naming a row's sides (the first side first): headers that differ by one side
 * word, whose values are mostly the same names (teams, players).
 */
export function sideTextColumns(columns: TableColumn[], keys: (string[] | null)[], own: number): [number, number] | null {
  for (let left = 0; left < own; left += 1)
    for (let right = left + 1; right < own; right += 1) {
      if (columns[left]!.type !== "text" || columns[right]!.type !== "text") continue;
      const side = sidePair(columns[left]!.name, columns[right]!.name);
      if (side !== null && sharesValues(keys[left] ?? [], keys[right] ?? [])) return side === 0 ? [left, right] : [right, left];
    }
  return null;
}

function sharesValues(left: string[], right: string[]): boolean {
  const [a, b] = [new Set(left.filter(Boolean)), new Set(right.filter(Boolean))];
  if (a.size < 2 || b.size < 2) return false;
  const shared = [...a].filter((key) => b.has(key)).length;
  return shared >= 0.5 * Math.min(a.size, b.size);
}
