/**
 * Grid → typed table (docs/architecture.md, "Tables"): finds the header wherever the table starts
 * (title rows, blank rows, a start like D6, a two-row header under merged cells), makes column
 * names unique, drops footer lines, notes merged across the table and totals rows, and types each column. Pure.
 */
import { unnamedColumn, type ExtractedTable, type TableColumn, type TableSource } from "../../core/table-types";
import { isMissingText, readNumber } from "../../core/table-values";
import { columnLetter, totalsLabel, type Grid, type GridCell, type GridRow } from "./grid";
import { notedFormat, readLegend } from "./legend";
import { splitSections } from "./sections";
import { hoursMinutes, typeColumn } from "./type-columns";

/** How far down the header row is looked for (title rows and notes often sit above it). */
const headerSearchRows = 15;
/** Column names are short; a long text cell is a title or a note. */
const maxHeaderLength = 80;

export interface ExtractOptions {
  name: string;
  sheet: string | null;
  source: TableSource;
  /** DOCX tables: the first row is the header when it looks like one; no search below it. */
  headerInFirstRow?: boolean;
}

/**
 * Raise it whenever the tables built from a sheet change: stored spreadsheets' tables are then built
 * again after start-up (ingest/table-refresh.ts). 2: notes merged across a table and subtotal rows
 * are not records; a table stacked for several periods is one table per period. 3: a two-row header
 * without merged cells (a period over each group of columns) names the columns. 4: a CSV title line
 * with commas above a header is a title when figures stand under the header's names. 5: a date said
 * with its day of the week ("Wed 19 February 2025") is a date. 6: rows holding only a label in the
 * first column are sections, not records (tables/sections.ts). 7: "12,400 m" is metres, not millions.
 */
export const tablesRevision = "7";

/**
 * Raise it whenever the tables built from a PDF or a Word file change (tables/pdf-tables.ts,
 * tables/aligned-columns.ts, parsers/docx.ts, or a change here that reaches them): stored PDFs' and
 * Word files' tables are then built again after start-up, apart from the sheets' (ingest/table-refresh.ts).
 * 1: PDF tables drawn without rules are typed (a library without it was read before they were). 2: a
 * sparse table drawn without rules, of four or more columns, is typed. 3: section rows (tablesRevision 6).
 */
export const documentTablesRevision = "3";

/** Null when the grid holds no table (fewer than one data row, or a single column of prose). */
export function extractTable(grid: Grid, options: ExtractOptions): ExtractedTable | null {
  const rows = grid.rows.filter((row) => row.cells.size > 0);
  if (rows.length < 2) return null;
  const headerIndex = findHeader(rows, options.headerInFirstRow ?? false);
  const header = headerIndex === null ? null : rows[headerIndex]!;
  let dataStart = headerIndex === null ? 0 : headerIndex + 1;
  let subHeader: GridRow | null = null;
  if (
    header &&
    rows[dataStart] &&
    isHeaderLike(rows[dataStart]!) &&
    (hasMergedHeader(grid, header) || namesUnderGroups(header, rows[dataStart]!, rows.slice(dataStart + 1, dataStart + 6)))
  ) {
    subHeader = rows[dataStart]!;
    dataStart += 1;
  }
  const columnIndexes = collectColumns(rows, headerIndex ?? 0, grid);
  const names = uniqueNames(
    columnIndexes.map((column) => headerName(header, subHeader, column)),
    columnIndexes,
  );
  const dataRows = trimFooter(
    rows.slice(dataStart).filter((row) => !repeatsHeader(row, header) && !isMergedNote(grid, row)),
    columnIndexes.length,
  )
    // A subtotal inside the table (a report's blocks each end with "Total") is not a record either.
    .filter((row, _index, kept) => kept.length <= 2 || !isTotalsRow(row));
  if (dataRows.length === 0 || columnIndexes.length < 2) return null;
  const sections = splitSections(dataRows, columnIndexes[0]!, columnIndexes.length, headerIndex ? rows[headerIndex - 1]! : null);
  const records = sections?.records ?? dataRows;
  const columns: TableColumn[] = [];
  const notes = textAround(rows, headerIndex ?? 0, dataRows.at(-1)!.number);
  const legend = readLegend(notes, names);
  const valuesByColumn = columnIndexes.map((column, position) => {
    const cells = records.map((row) => row.cells.get(column));
    const name = names[position]!;
    const description = legend.get(name.trim());
    const typed = hoursMinutes(typeColumn(cells), cells, `${name} ${description ?? ""} ${notedFormat(notes, name)}`);
    columns.push({
      name,
      type: typed.type,
      ...(typed.unit === undefined ? {} : { unit: typed.unit }),
      ...(description === undefined ? {} : { description }),
    });
    return typed.values;
  });
  if (sections) {
    columns.push({ name: names.some((name) => name.toLowerCase() === "section") ? "Group" : "Section", type: "text" });
    valuesByColumn.push(sections.labels);
  }
  return {
    name: options.name,
    sheet: options.sheet,
    source: options.source,
    header_row: (subHeader ?? header)?.number ?? 0,
    columns,
    rows: records.map((row, index) => ({ row: row.number, values: valuesByColumn.map((values) => values[index] ?? null) })),
  };
}

/**
 * Every table of a grid: one, or one per period when a report stacks the same table for several
 * periods ("January–June 2023" over the header, then the header again under "January–June 2022"),
 * each named by its period, since a total or a ranking across two periods means nothing. Blocks
 * headed by anything other than a period (groups of one population) stay one table.
 */
export function extractTables(grid: Grid, options: ExtractOptions): ExtractedTable[] {
  const blocks = options.headerInFirstRow ? null : periodBlocks(grid);
  const tables = blocks
    ? blocks.map((block) => extractTable(block.grid, { ...options, name: `${options.name} (${block.label})` }))
    : [extractTable(grid, options)];
  return tables.filter((table): table is ExtractedTable => table !== null);
}

const yearPattern = /\b(?:1[89]|20)\d{2}\b/u;

/** The grid cut before each row above a repeat of its header, when each such row names a different period. */
function periodBlocks(grid: Grid): { label: string; grid: Grid }[] | null {
  const rows = grid.rows.filter((row) => row.cells.size > 0);
  const headerIndex = findHeader(rows, false);
  if (headerIndex === null || headerIndex === 0) return null;
  const header = rows[headerIndex]!;
  const starts = [headerIndex, ...rows.flatMap((row, index) => (index > headerIndex + 1 && repeatsHeader(row, header) ? [index] : []))];
  if (starts.length < 2) return null;
  const titles = starts.map((index) => [...rows[index - 1]!.cells.values()].map((cell) => cell.text.replace(/\s+/gu, " ").trim()));
  // The period is what a block's title says that not every title says ("January–June 2022").
  const labels = titles.map((title) =>
    title.filter((text) => yearPattern.test(text) && !titles.every((other) => other.includes(text))).join(" "),
  );
  if (labels.some((label) => label.length === 0) || new Set(labels).size < labels.length) return null;
  return starts.map((start, block) => ({
    label: labels[block]!,
    grid: {
      merges: grid.merges,
      rows: rows.slice(block === 0 ? 0 : start - 1, starts[block + 1] === undefined ? rows.length : starts[block + 1]! - 1),
    },
  }));
}

/** The text of the rows above the header and below the last data row (a key to the headers is there). */
function textAround(rows: GridRow[], headerIndex: number, lastDataRow: number): string[] {
  const around = [...rows.slice(0, headerIndex), ...rows.filter((row) => row.number > lastDataRow)];
  return around.map((row) => [...row.cells.values()].map((cell) => cell.text).join(", "));
}

function findHeader(rows: GridRow[], firstRowOnly: boolean): number | null {
  const limit = firstRowOnly ? 1 : Math.min(headerSearchRows, rows.length - 1);
  for (let index = 0; index < limit; index += 1) {
    const row = rows[index]!;
    if (!isHeaderLike(row) || isTitleAboveHeader(row, rows.slice(index + 1, index + 7))) continue;
    // "Item,," over "Hammer,3,12.50": a header with blank names above a first row of data is the header.
    if (index > 0 && !firstRowOnly && namesAboveData(rows[index - 1]!, row, rows[index + 1])) return index - 1;
    const following = rows.slice(index + 1, index + 6);
    const widest = Math.max(...following.map((next) => next.cells.size));
    if (row.cells.size >= Math.max(2, Math.ceil(widest / 2))) return index;
  }
  return null;
}

/**
 * A CSV title line with a comma in it ("Staff survey, spring 2024") reads as a short row of text cells;
 * it is a title when the row under it is a wider, full header over data: more cells, as many as any
 * row below it, and either data (not header-like) follows or the title spans at most half its width.
 */
function isTitleAboveHeader(row: GridRow, below: GridRow[]): boolean {
  const [next, ...rest] = below;
  if (!next || rest.length === 0 || next.cells.size <= row.cells.size || !isHeaderLike(next)) return false;
  if (next.cells.size < Math.max(...rest.map((after) => after.cells.size))) return false;
  return !isHeaderLike(rest[0]!) || figuresUnderNames(next, rest[0]!) || row.cells.size * 2 <= next.cells.size;
}

/**
 * The row above a header-like row names its columns when that row is data: its figures (not years, which head a
 * column per year) stand where the next row's figures stand, and the row above is only names over its text cells.
 */
function namesAboveData(above: GridRow, row: GridRow, next: GridRow | undefined): boolean {
  if (!next || above.cells.size === 0 || above.cells.size >= row.cells.size) return false;
  const isFigure = (cell: GridCell | undefined) => cell !== undefined && readNumber(cell.text) !== null;
  const figures = [...row.cells].filter(([, cell]) => isFigure(cell));
  if (figures.length === 0 || figures.every(([, cell]) => /^(1[89]|20)\d\d$/u.test(cell.text.trim()))) return false;
  if (!figures.every(([column]) => isFigure(next.cells.get(column)) && !above.cells.has(column))) return false;
  return [...above.cells].every(
    ([column, cell]) =>
      cell.kind === "text" &&
      !isFigure(cell) &&
      cell.text.length <= maxHeaderLength &&
      row.cells.has(column) &&
      !isFigure(row.cells.get(column)),
  );
}

/** "Central,1205,4800" under "Branch,Loans,Visitors": a CSV's numbers are text cells, yet figures under names are data. */
function figuresUnderNames(header: GridRow, row: GridRow): boolean {
  return [...row.cells].some(([column, cell]) => {
    const name = header.cells.get(column)?.text;
    return name !== undefined && readNumber(name) === null && readNumber(cell.text) !== null;
  });
}

/** Only short text cells, at least two different values (a title merged across repeats one). */
function isHeaderLike(row: GridRow): boolean {
  const cells = [...row.cells.values()];
  if (!cells.every((cell) => cell.kind === "text" && cell.text.length <= maxHeaderLength && !cell.text.endsWith(":"))) return false;
  // Numbers written as text (a CSV or Word row of values) are data, whatever their cell kind.
  if (cells.every((cell) => readNumber(cell.text) !== null)) return false;
  return new Set(cells.map((cell) => cell.text)).size >= 2;
}

/** A header cell merged across several columns ("Cost (USD)" over Other | Repair | Total) has names under it. */
function hasMergedHeader(grid: Grid, header: GridRow): boolean {
  return grid.merges.some((merge) => merge.s.r === header.number - 1 && merge.e.r === merge.s.r && merge.e.c > merge.s.c);
}

/**
 * "January–June 2023" over a group of columns, written in one unmerged cell, and each column's own
 * name in the row under it (a report's two-row header): the row under fills the header's gaps, and
 * under every one of its cells the rows below hold figures, so it names columns. A first record
 * ("Ann | Chair" under "Name | | Role") has text below its text.
 */
function namesUnderGroups(header: GridRow, next: GridRow, below: GridRow[]): boolean {
  if (![...next.cells.keys()].some((column) => !header.cells.has(column)) || next.cells.size <= header.cells.size - 1) return false;
  // A text "—" or "n/a" says a figure is none: neither a number nor a name (a number shown as "—" is a number).
  const under = [...next.cells.keys()].map((column) =>
    below
      .map((row) => row.cells.get(column))
      .filter((cell): cell is GridCell => cell !== undefined && (cell.kind === "number" || !isMissingText(cell.text))),
  );
  const isNumber = (cell: GridCell) => cell.kind === "number" || readNumber(cell.text) !== null;
  return under.every((cells) => cells.filter(isNumber).length >= cells.length * 0.6) && under.some((cells) => cells.some(isNumber));
}

function headerName(header: GridRow | null, subHeader: GridRow | null, column: number): string {
  const top = header?.cells.get(column)?.text ?? "";
  const below = subHeader?.cells.get(column)?.text ?? "";
  if (below && top && below !== top) return `${top} ${below}`;
  return top || below;
}

/** Every column that has a header name or a value below the header, left to right. */
function collectColumns(rows: GridRow[], headerIndex: number, grid: Grid): number[] {
  const columns = new Set<number>();
  for (const row of rows.slice(headerIndex)) if (!isMergedNote(grid, row)) for (const column of row.cells.keys()) columns.add(column);
  return [...columns].sort((left, right) => left - right);
}

function uniqueNames(names: string[], columns: number[]): string[] {
  const seen = new Map<string, number>();
  return names.map((raw, index) => {
    const name = raw || unnamedColumn(columnLetter(columns[index]!));
    const key = name.toLowerCase();
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? name : `${name} ${String(count)}`;
  });
}

/** Wikipedia-style tables repeat their header further down; those rows are not data. */
function repeatsHeader(row: GridRow, header: GridRow | null): boolean {
  if (!header) return false;
  let same = 0;
  for (const [column, cell] of row.cells) if (header.cells.get(column)?.text === cell.text) same += 1;
  return same === row.cells.size && same >= Math.min(2, header.cells.size);
}

/**
 * A note merged across the table ("(a) Inter-segment sales are not significant." under a report's
 * table): one text spread over every cell of its row by the merge, not a record.
 */
function isMergedNote(grid: Grid, row: GridRow): boolean {
  if (row.cells.size < 2) return false;
  const texts = new Set([...row.cells.values()].map((cell) => cell.text));
  return texts.size === 1 && grid.merges.some((merge) => merge.s.r === row.number - 1 && merge.e.r === merge.s.r && merge.e.c > merge.s.c);
}

/**
 * Footer lines ("File Creation Time: …" in one cell, at most a few, under fuller rows) and a
 * closing totals row are not records.
 */
function trimFooter(rows: GridRow[], width: number): GridRow[] {
  let end = rows.length;
  while (end > 1 && width >= 3 && rows[end - 1]!.cells.size === 1) end -= 1;
  if (rows.length - end > 3 || (end > 0 && rows[end - 1]!.cells.size === 1)) end = rows.length;
  const last = rows[end - 1];
  if (end > 2 && last && isTotalsRow(last)) end -= 1;
  return rows.slice(0, end);
}

function isTotalsRow(row: GridRow): boolean {
  const first = [...row.cells.entries()].sort((left, right) => left[0] - right[0])[0]?.[1] as GridCell | undefined;
  return first !== undefined && totalsLabel.test(first.text);
}
