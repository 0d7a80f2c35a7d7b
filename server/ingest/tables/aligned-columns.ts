/**
 * Tables drawn without rules in a PDF, found by where their text stands (docs/architecture.md,
 * "Tables"). The text layer joins a row's cells with spaces ("Morning Tide Gwen Adeyemi Weekdays 15
 * 2011"), so which words make a cell cannot be told from the text; but pdf.js places each run of
 * text at its x, and a table's cells are runs set apart by a gap wider than a space, in columns that
 * line up under a header. A header of short names over at least two such rows, every cell under one
 * header name, becomes a grid of strings; anything that does not line up (prose, a bullet, a form's
 * "Label: value" lines) is left alone. Pure.
 */

/** A run of text on a page with its place (pdf.js text content: x and y of its start, width, font size). */
export interface PlacedRun {
  text: string;
  x: number;
  y: number;
  width: number;
  /** The font size; 0 when unknown. */
  size: number;
}

export interface AlignedTable {
  /** The header row, then the data rows, one string per column ("" where a row leaves a cell empty). */
  cells: string[][];
  /** Each row as the text layer writes it (its cells joined by spaces), header first. */
  lines: string[];
}

interface Cell {
  text: string;
  left: number;
  right: number;
}

const minDataRows = 2;
const maxHeaderCell = 40;
const maxHeaderWords = 5;
const maxDataWords = 10;
/** A gap wider than this many font sizes (about four spaces) parts two cells; words of a cell are a space apart. */
const cellGapEms = 1;
const fallbackSize = 10;

/** Runs on one baseline, left to right, joined into cells where the gap between them is less than a cell gap. */
function lineCells(runs: PlacedRun[]): Cell[] {
  const cells: Cell[] = [];
  for (const run of [...runs].sort((left, right) => left.x - right.x)) {
    const text = run.text.replace(/\s+/gu, " ");
    if (!text.trim()) continue;
    const last = cells.at(-1);
    const gap = last ? run.x - last.right : Infinity;
    if (last && gap < (run.size || fallbackSize) * cellGapEms) {
      last.text = `${last.text}${gap > 0.5 && !last.text.endsWith(" ") && !text.startsWith(" ") ? " " : ""}${text}`;
      last.right = Math.max(last.right, run.x + run.width);
    } else cells.push({ text, left: run.x, right: run.x + run.width });
  }
  return cells.map((cell) => ({ ...cell, text: cell.text.trim() }));
}

/** The page's lines, top to bottom: runs whose baselines lie within a third of a font size of each other. */
function pageLines(runs: PlacedRun[]): Cell[][] {
  const sorted = runs.filter((run) => run.text.trim()).sort((above, below) => below.y - above.y || above.x - below.x);
  const lines: { y: number; runs: PlacedRun[] }[] = [];
  for (const run of sorted) {
    const line = lines.at(-1);
    if (line && Math.abs(line.y - run.y) <= (run.size || fallbackSize) / 3) line.runs.push(run);
    else lines.push({ y: run.y, runs: [run] });
  }
  return lines.map((line) => lineCells(line.runs));
}

const words = (text: string) => text.split(" ").length;
const isFigure = (text: string) => /^[-+(]?[£$€¥]?\d[\d,.]*%?\)?$/u.test(text);

/** A header: two or more short names, none a figure, none ending a sentence or a label ("Name:"), all different. */
function isHeader(cells: Cell[]): boolean {
  if (cells.length < 2) return false;
  const names = cells.map((cell) => cell.text);
  if (new Set(names.map((name) => name.toLowerCase())).size < names.length) return false;
  return names.every(
    (name) =>
      name.length <= maxHeaderCell && words(name) <= maxHeaderWords && /\p{L}/u.test(name) && !isFigure(name) && !/[.:;!?]$/u.test(name),
  );
}

/**
 * The column of each cell of a row under the header, or null when the row does not line up: each cell
 * lies under the header name it overlaps most (a figure set right may start left of its name), or,
 * overlapping none, the nearest; no two cells share a column and no cell reaches across another's name.
 */
function columnsOf(row: Cell[], header: Cell[]): number[] | null {
  const columns = row.map((cell) => {
    const overlaps = header.map((name) => Math.min(cell.right, name.right) - Math.max(cell.left, name.left));
    const best = overlaps.indexOf(Math.max(...overlaps));
    if (overlaps[best]! > 0) return overlaps.filter((overlap) => overlap > 0).length > 1 ? -1 : best;
    const centre = (cell.left + cell.right) / 2;
    const distances = header.map((name) => Math.abs((name.left + name.right) / 2 - centre));
    return distances.indexOf(Math.min(...distances));
  });
  if (columns.includes(-1) || new Set(columns).size < columns.length) return null;
  // Cells keep the header's order left to right.
  return columns.every((column, index) => index === 0 || column > columns[index - 1]!) ? columns : null;
}

/** A data row: two or more short cells, each under its own header name. */
function fitsUnder(row: Cell[], header: Cell[]): string[] | null {
  if (row.length < 2 || row.some((cell) => words(cell.text) > maxDataWords)) return null;
  const columns = columnsOf(row, header);
  if (!columns) return null;
  const cells = header.map(() => "");
  columns.forEach((column, index) => (cells[column] = row[index]!.text));
  return cells;
}

/**
 * Every table of a page set without rules: a header line, then two or more lines under it whose
 * cells line up with its names. The rows must fill most of the grid, and a two-column table needs a
 * column of figures (two lines of prose side by side are two columns of a page, not a table).
 */
export function alignedTables(runs: PlacedRun[]): AlignedTable[] {
  const lines = pageLines(runs);
  const tables: AlignedTable[] = [];
  for (let index = 0; index < lines.length; index++) {
    const header = lines[index]!;
    if (!isHeader(header)) continue;
    const rows: string[][] = [];
    const texts: string[] = [];
    const names = header.map((cell) => cell.text);
    const wrapped = wrappedHeader(header, lines[index + 1], lines[index + 2]);
    if (wrapped) {
      wrapped.forEach((tail, column) => (names[column] = tail ? `${names[column]!} ${tail}` : names[column]!));
      texts.push(lines[index + 1]!.map((cell) => cell.text).join(" "));
    }
    for (const line of lines.slice(index + 1 + (wrapped ? 1 : 0))) {
      const cells = fitsUnder(line, header);
      if (!cells) break;
      rows.push(cells);
      texts.push(line.map((cell) => cell.text).join(" "));
    }
    if (rows.length < minDataRows || !readsAsRecords(header.length, rows)) continue;
    tables.push({ cells: [names, ...rows], lines: [header.map((cell) => cell.text).join(" "), ...texts] });
    index += texts.length;
  }
  return tables;
}

/**
 * A header set over two lines ("Polarization" over "resistance (Ω)"): the line under the names holds
 * no figure, and the line under it has a figure where that line has words. Its words continue each
 * name. A table of words alone cannot tell a second header line from a first row, so it keeps one.
 */
function wrappedHeader(header: Cell[], next: Cell[] | undefined, after: Cell[] | undefined): string[] | null {
  if (!next || !after || next.some((cell) => isFigure(cell.text) || /[.:;!?]$/u.test(cell.text))) return null;
  const tails = fitsUnder(next, header);
  const first = fitsUnder(after, header);
  if (!tails || !first) return null;
  return tails.some((tail, column) => tail && isFigure(first[column]!)) ? tails : null;
}

/**
 * Most cells filled; or, in a table of four or more columns, a sparse one (a reconciliation's rows
 * each filling the cells that differ, "SKU-8847 A-12 450" then "B-07 289 -23"), at least two cells
 * in four: every cell of it already lies under its own header name, which prose and a page's two
 * columns never do over a header of four or more short names.
 */
export function filledEnough(width: number, rows: string[][]): boolean {
  const cells = rows.flat();
  const filled = cells.filter((cell) => cell.trim().length > 0).length;
  return filled >= cells.length * (width >= sparseWidth ? sparseFill : denseFill);
}

const denseFill = 0.7;
const sparseFill = 0.4;
const sparseWidth = 4;

function readsAsRecords(width: number, rows: string[][]): boolean {
  if (!filledEnough(width, rows)) return false;
  // Every column holds something in most rows (a sparse table's, in two rows or more), or the header is not over these rows.
  const least = width >= sparseWidth ? Math.max(2, rows.length / 4) : rows.length / 2;
  if (Array.from({ length: width }, (_, column) => rows.filter((row) => row[column]).length).some((filled) => filled < least)) return false;
  if (width >= 3) return true;
  return rows.filter((row) => isFigure(row[1] ?? "")).length >= rows.length * 0.8;
}
