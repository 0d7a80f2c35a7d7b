/**
 * "How many people does Argir have?", "How many medals did Venezuela win?": a count whose filters
 * name one row by its own name asks a measure of that row, never how many rows there are (1). The
 * measure is the row's one number column, else the one a word of the question names ("fixed": Items
 * fixed), else its Total column; with several and no total, the
 * question is not read as a count (passage retrieval answers it, rather than a wrong 1).
 */
import { isYearColumn } from "./filters";
import type { LoadedTable } from "./loaded-table";
import { matchingRows } from "./execute";
import type { TableFilter } from "./types";

// Columns that order, number or code the rows: never the measure asked of one row.
const orderName = /^(rank|ranking|no\.?|number|#|n°|pos|position|place|code|id|seed|order|week|round)\b/iu;

/** The row's measure column when the filters pin one row by a name column whose values are each a row's own; else undefined. */
export function pinnedRowMeasure(
  table: LoadedTable,
  filters: TableFilter[],
  named: ReadonlySet<number> = new Set(),
): { column: number | null } | undefined {
  if (filters.length === 0 || !filters.every((filter) => namesOneRow(table, filter))) return undefined;
  if (matchingRows(table, filters).length !== 1) return undefined;
  const numbers = table.columns
    .map((column, index) => ({ column, index }))
    .filter(
      ({ column, index }) =>
        (column.type === "integer" || column.type === "real") &&
        !table.sequenceColumns.has(index) &&
        !table.sides.has(index) &&
        !orderName.test(column.name.trim()) &&
        !isYearColumn(
          column,
          table.rows.slice(0, 50).map((row) => row.values[index]),
        ),
    )
    .map(({ index }) => index);
  if (numbers.length === 1) return { column: numbers[0]! };
  // "How many things got fixed at Kendal Town Hall?": a verb that names one of them (Items fixed).
  const said = numbers.filter((index) => named.has(index));
  if (said.length === 1) return { column: said[0]! };
  const totals = numbers.filter((index) => /^total\b/iu.test(table.columns[index]!.name.trim()));
  return { column: totals.length === 1 ? totals[0]! : null };
}

/** "Nation = Venezuela" over a column of names where no name repeats: the filter names a row, not a group. */
function namesOneRow(table: LoadedTable, filter: TableFilter): boolean {
  if (filter.operator !== "eq" || filter.columns.length !== 1 || filter.against !== undefined || filter.sided) return false;
  const column = filter.columns[0]!;
  const keys = table.keys[column];
  if (!keys || !(table.nameColumns.has(column) || column === table.labelColumn)) return false;
  const filled = keys.filter((key) => key !== "");
  return filled.length >= 3 && new Set(filled).size === filled.length;
}
