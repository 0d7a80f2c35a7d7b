/**
 * "over the summer, June to August", "from week 3 through week 6": two values of one column joined
 * by "to" / "through" / "until" name every row between them in the table's own order, not the two
 * ends alone (which summed June and August and left July out). The rows between are added as more
 * values of that column, which the interpreter already reads as either-or. Only a column whose rows
 * each hold a different value (a month, a week, a stage) has a "between"; pure, no I/O.
 */
import type { LoadedTable } from "./loaded-table";
import type { ValueMention } from "./mentions";
import type { TableFilter } from "./types";
import type { Word } from "./words";

const rangeWords = new Set(["to", "through", "thru", "till", "until", "til"]);

/**
 * `filters` (one per value of `values`, in order) with the values of the rows between each pair of a
 * range put after its first end, so the answer says them in order ("June or July or August").
 */
export function withValuesBetween(table: LoadedTable, values: ValueMention[], filters: TableFilter[], question: Word[]): TableFilter[] {
  const added = new Map<number, TableFilter[]>();
  // Paired in the order said.
  const said = values.map((_, index) => index).sort((left, right) => values[left]!.start - values[right]!.start);
  for (let pair = 0; pair + 1 < said.length; pair += 1) {
    const [at, next] = [said[pair]!, said[pair + 1]!];
    const [from, to] = [values[at]!, values[next]!];
    const [first, second] = [filters[at], filters[next]];
    if (!first || !second || from.negated || to.negated || from.prefix || to.prefix || from.part || to.part) continue;
    if (first.operator !== "eq" || second.operator !== "eq" || first.columns.length !== 1 || first.columns.join() !== second.columns.join())
      continue;
    // Exactly one range word between them: "June to August", not "June and August" (those two alone).
    const between = question.slice(from.end + 1, to.start);
    if (between.length !== 1 || !rangeWords.has(between[0]!.norm)) continue;
    const column = first.columns[0]!;
    const keys = table.keys[column];
    if (!keys) continue;
    const start = keys.indexOf(String(first.value));
    const end = keys.indexOf(String(second.value));
    if (start < 0 || end < 0 || start === end) continue;
    const [low, high] = start < end ? [start, end] : [end, start];
    const span = keys.slice(low, high + 1);
    // Rows of one value each (no repeats in the span, no blanks): an order the table gives.
    if (span.some((key) => key === "") || new Set(span).size !== span.length) continue;
    const inner: TableFilter[] = [];
    added.set(at, inner);
    const order = start < end ? 1 : -1;
    for (let index = start + order; index !== end; index += order) {
      const key = keys[index]!;
      inner.push({
        columns: [column],
        operator: "eq",
        value: key,
        said: `${table.columns[column]!.name} = ${String(table.rows[index]!.values[column])}`,
      });
    }
  }
  return filters.flatMap((filter, at) => [filter, ...(added.get(at) ?? [])]);
}
