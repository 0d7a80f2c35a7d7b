/**
 * The two sides of one row compared (docs/architecture.md, "Tables"): "games where the away side
 * scored more goals than the home side", "the away team won despite having fewer shots than the home
 * team". The measure is a pair of sides (sides.ts) the question names by either side's header or
 * their sum; the filter keeps the rows where the first side's cell is more (or less) than the other's.
 */
import type { LoadedTable } from "./loaded-table";
import type { ColumnMention } from "./mentions";
import type { TableFilter } from "./types";
import type { Word } from "./words";

const more = /^(more|higher|greater|bigger|larger)$/u;
const fewer = /^(fewer|less|lower|smaller)$/u;
const sideWords = /^(home|away)$/u;

export interface SideComparison {
  filter: TableFilter;
  /** The words read: both sides, the comparative and "than". */
  positions: number[];
}

export function sidesCompared(table: LoadedTable, question: Word[], mentions: ColumnMention[]): SideComparison | null {
  if (table.sides.size === 0) return null;
  const comparative = question.findIndex((word) => more.test(word.norm) || fewer.test(word.norm));
  if (comparative < 0) return null;
  // The side that has more: the last side word said before the comparative.
  const first = question.slice(0, comparative).findLastIndex((word) => sideWords.test(word.norm));
  if (first < 0) return null;
  const than = question.findIndex((word, at) => at > comparative && at <= comparative + 5 && word.norm === "than");
  const second = than < 0 ? -1 : question.findIndex((word, at) => at > than && at <= than + 3 && sideWords.test(word.norm));
  const side = question[first]!.norm;
  // "than the home team" must name the other side; with no "than", the other side is meant.
  if (than >= 0 && (second < 0 || question[second]!.norm === side)) return null;
  // The measure: the best-named column of a pair (its sum or either side), said after the first side.
  const pairOf = (column: number) => [...table.sides.entries()].find(([sum, { home, away }]) => [sum, home, away].includes(column))?.[1];
  const named = mentions.find((mention) => mention.full && mention.positions.some((at) => at > first) && pairOf(mention.column));
  const pair = named ? pairOf(named.column) : undefined;
  if (!pair) return null;
  const [mine, theirs] = side === "home" ? [pair.home, pair.away] : [pair.away, pair.home];
  const operator = more.test(question[comparative]!.norm) ? "gt" : "lt";
  const [name, other] = [table.columns[mine]!.name, table.columns[theirs]!.name];
  return {
    filter: { columns: [mine], operator, value: 0, against: theirs, said: `${name} ${operator === "gt" ? ">" : "<"} ${other}` },
    positions: [first, comparative, ...(than >= 0 ? [than, second] : [])].flatMap((at) =>
      // "the away side", "the home team": the word for a side is read with it.
      at === first || at === second ? (/^(side|sides|team|teams)$/u.test(question[at + 1]?.norm ?? "") ? [at, at + 1] : [at]) : [at],
    ),
  };
}
