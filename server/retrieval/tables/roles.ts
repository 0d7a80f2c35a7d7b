/**
 * One row, two roles: "from Calais to Dover", "Burnley hosted Man City", "Arsenal v Spurs". Two
 * values that both appear in the same two columns (DEP / ARR, HomeTeam / AwayTeam) take one column
 * each, in the order the question says them, rather than either column each (which would also
 * count Dover → Calais). "A at B" (A visiting B) takes them the other way round.
 */
import type { LoadedTable } from "./loaded-table";
import type { ValueMention } from "./mentions";
import type { Word } from "./words";

const inOrder = new Set(["to", "hosted", "host", "hosts", "hosting", "vs", "v", "versus", "against", "beat", "played", "play", "welcomed"]);

/** The column each of the two mentions takes, or null when the question does not set out two roles. */
export function twoRoles(table: LoadedTable, values: ValueMention[], question: Word[]): Map<ValueMention, number> | null {
  const paired = values.filter((mention) => !mention.negated && mention.columns.length === 2);
  if (paired.length !== 2) return null;
  const [first, second] = paired[0]!.start < paired[1]!.start ? [paired[0]!, paired[1]!] : [paired[1]!, paired[0]!];
  const [left, right] = [...first.columns].sort((a, b) => a - b);
  if (second.columns.length !== 2 || !second.columns.includes(left!) || !second.columns.includes(right!)) return null;
  if (table.columns[left!]!.type !== "text" || first.key === second.key) return null;
  const between = question.slice(first.end + 1, second.start).map((word) => word.norm);
  const before = question[first.start - 1]?.norm;
  if (between.includes("at") && !between.includes("home"))
    return new Map([
      [first, right!],
      [second, left!],
    ]);
  if (between.some((word) => inOrder.has(word)) || (before === "from" && between.includes("to")))
    return new Map([
      [first, left!],
      [second, right!],
    ]);
  return null;
}
