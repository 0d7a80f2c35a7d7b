/**
 * A SheetJS sheet (dense mode) as a Grid for table extraction (ingest/tables/): the value the file
 * stores for each cell (a formula's cached result, a real date as ISO, an error as an error) beside
 * the text the person sees. Merged ranges are filled so header names and grouped values are whole.
 */
import * as XLSX from "xlsx";
import { readDate } from "../../core/table-values";
import type { Grid, GridCell, GridRow } from "../tables/grid";

/** Merged ranges are filled cell by cell; this bounds the work on a hostile merge list. */
const maxMergeFillCells = 100_000;

export function sheetToGrid(sheet: XLSX.WorkSheet): Grid {
  const data = (sheet["!data"] ?? []) as (XLSX.CellObject | undefined)[][];
  const rows = new Map<number, GridRow>();
  // forEach skips the holes of a sparse array, so work is proportional to the cells that exist.
  data.forEach((row, rowIndex) => {
    if (!row) return;
    const cells = new Map<number, GridCell>();
    row.forEach((cell, columnIndex) => {
      const gridCell = cell ? toGridCell(cell) : null;
      if (gridCell) cells.set(columnIndex, gridCell);
    });
    if (cells.size > 0) rows.set(rowIndex + 1, { number: rowIndex + 1, cells });
  });
  const merges = sheet["!merges"] ?? [];
  fillMerges(merges, rows);
  return { rows: [...rows.values()].sort((left, right) => left.number - right.number), merges };
}

function toGridCell(cell: XLSX.CellObject): GridCell | null {
  if (cell.t === "z" || cell.v === undefined || cell.v === null || cell.v === "") return null;
  const text = (cell.w ?? String(cell.v)).normalize("NFC").replace(/\s+/gu, " ").trim();
  if (cell.t === "e") return { text, kind: "error" };
  if (cell.t === "b") return { text, kind: "boolean", value: cell.v ? 1 : 0 };
  if (cell.t === "d" && cell.v instanceof Date) return { text, kind: "date", value: cell.v.toISOString().slice(0, 10) };
  if (cell.t === "n" && typeof cell.v === "number") {
    // A real date is a day serial shown through a date format; the shown text says which.
    const format = cell.z === undefined ? "" : String(cell.z);
    const isDate = format
      ? (XLSX.SSF as { is_date: (format: string) => boolean }).is_date(format)
      : readDate(text) !== null || readDate(text, { dayFirst: true }) !== null || shortYearDate.test(text);
    const date = isDate ? serialToIso(cell.v) : null;
    if (date) return { text, kind: "date", value: date };
    return { text, kind: "number", value: cell.v };
  }
  return text ? { text, kind: "text" } : null;
}

/** Excel's built-in date format shown as "9/1/08": a day serial, its two-digit year no value of its own. */
const shortYearDate = /^\d{1,2}[/.-]\d{1,2}[/.-]\d{2}$/u;

/** Excel's day serial (1900 system, with its phantom 29 Feb 1900) as `YYYY-MM-DD`. */
function serialToIso(serial: number): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2_958_465) return null;
  const days = Math.floor(serial) - (serial >= 60 ? 25_569 : 25_568);
  return new Date(days * 86_400_000).toISOString().slice(0, 10);
}

/** Only the top-left cell of a merge holds the value; copying it across keeps header names complete. */
export function fillMerges<Cell>(merges: XLSX.Range[], rows: Map<number, { number: number; cells: Map<number, Cell> }>): void {
  let budget = maxMergeFillCells;
  for (const merge of merges) {
    const source = rows.get(merge.s.r + 1)?.cells.get(merge.s.c);
    if (!source) continue;
    for (let rowIndex = merge.s.r; rowIndex <= merge.e.r; rowIndex += 1) {
      for (let columnIndex = merge.s.c; columnIndex <= merge.e.c; columnIndex += 1) {
        if (--budget < 0) return;
        let row = rows.get(rowIndex + 1);
        if (!row) {
          row = { number: rowIndex + 1, cells: new Map() };
          rows.set(rowIndex + 1, row);
        }
        if (!row.cells.has(columnIndex)) row.cells.set(columnIndex, source);
      }
    }
  }
}
