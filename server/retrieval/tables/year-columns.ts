/**
 * A series laid out with one column per year (docs/architecture.md, "Tables"): "Country, Code, 2018,
 * 2019, 2020, …", as World Bank downloads are. A header that is a year is a value of a period, so a
 * question across years ("add up 2020–2022", "the latest year with a figure", "in the 1990s", "which
 * year …") is read over the same table turned to one row per row and year (its other columns, Year,
 * Value); the rows keep their sheet row numbers, so citations still point at the file's rows. A
 * question about one year ("GDP in 2020") keeps the table as it is, where that year is a column.
 */
import type { TableColumn, TableRow } from "../../core/table-types";
import { loadTable, type LoadedTable } from "./loaded-table";

/** "2019", "2019 [YR2019]" (World Bank), "FY2019" is not a year header. */
const yearHeader = /^\s*((?:18|19|20)\d\d)(?:\s*\[YR\d{4}\])?\s*$/u;
const numeric = (column: TableColumn) => column.type === "integer" || column.type === "real";

/** The table's own number columns whose header is a year. */
function yearHeaderColumns(table: LoadedTable): number[] {
  return table.record.columns
    .map((column, index) => ({ column, index }))
    .filter(({ column }) => numeric(column) && yearHeader.test(column.name))
    .map(({ index }) => index);
}

const turned = new WeakMap<LoadedTable, LoadedTable | null>();
const turnedTables = new WeakSet<LoadedTable>();

/** A table turned from a column per year: its Value column is what the question measures, whatever it calls it ("GDP"). */
export function isTurnedTable(table: LoadedTable): boolean {
  return turnedTables.has(table);
}

/** The table with one row per row and year column (three year columns at least), or null. */
export function yearsAsRows(table: LoadedTable): LoadedTable | null {
  if (turned.has(table)) return turned.get(table)!;
  const years = yearHeaderColumns(table);
  const result = years.length >= 3 ? turnYears(table, years) : null;
  turned.set(table, result);
  if (result) turnedTables.add(result);
  return result;
}

function turnYears(table: LoadedTable, years: number[]): LoadedTable {
  const own = table.record.columns;
  const kept = own.map((_, index) => index).filter((index) => !years.includes(index));
  const integer = years.every((index) => own[index]!.type === "integer");
  const units = new Set(years.map((index) => own[index]!.unit ?? ""));
  const unit = units.size === 1 ? [...units][0]! : "";
  const value: TableColumn = { name: "Value", type: integer ? "integer" : "real", ...(unit ? { unit } : {}) };
  const columns: TableColumn[] = [...kept.map((index) => own[index]!), { name: "Year", type: "integer" }, value];
  const rows: TableRow[] = table.rows.flatMap((row) =>
    years.map((index) => ({
      row: row.row,
      values: [
        ...kept.map((column) => row.values[column] ?? null),
        Number(yearHeader.exec(own[index]!.name)![1]),
        row.values[index] ?? null,
      ],
    })),
  );
  return loadTable({ ...table.record, columns, row_count: rows.length }, rows);
}

/**
 * A question across years: it says "year(s)" or a decade, or names two years or more ("from 2018 to
 * 2020", "for 2020, 2021 and 2022").
 */
export function asksAcrossYears(question: string): boolean {
  const years = new Set(question.match(/\b(?:18|19|20)\d\d\b/gu) ?? []);
  return /\b(years?|decade)\b|\b(?:18|19|20)\d0['’]?s\b/iu.test(question) || years.size >= 2;
}
