/**
 * Column typing: a column is numeric, a date or yes/no when nearly all its filled cells read as
 * one (cells like "n/a" or "-" become NULL), else text. Numbers written as text ("1,205 spaces",
 * "$1.2M", "12%", "1.234,50", "3:23") count as numbers when they share one unit. Text columns keep
 * every value as written ("NA" is North America in a continent column). Pure.
 */
import type { ColumnType, TableValue } from "../../core/table-types";
import { isCurrency, isMissingText, readBoolean, readDate, readDuration, readNumber, type NumberReading } from "../../core/table-values";
import type { GridCell } from "./grid";

/** Share of filled cells that must read as the type. */
const typedShare = 0.9;
/** Text cells longer than this are cut (a cell is a value, not a document). */
const maxCellText = 2_000;

export interface TypedColumn {
  type: ColumnType;
  unit?: string;
  values: TableValue[];
}

/**
 * "Visits (h:mm)", "Duration (hours)": a header that says its times are hours and minutes, so a
 * cell "3:23" is three hours and 23 minutes, not 3 minutes 23 seconds (the reading of a race time).
 */
export function hoursMinutes(typed: TypedColumn, cells: (GridCell | undefined)[], header: string): TypedColumn {
  if (typed.unit !== "duration" || !/\bh{1,2}[:.]mm\b|\bhours?\b|\bhrs?\b/iu.test(header)) return typed;
  const values = typed.values.map((value, index) => {
    const cell = cells[index];
    const twoParts = cell?.kind === "text" && /^\d{1,3}:[0-5]\d$/u.test(cell.text.trim());
    return twoParts && typeof value === "number" ? value * 60 : value;
  });
  return { ...typed, values };
}

export function typeColumn(cells: (GridCell | undefined)[]): TypedColumn {
  const filled = cells.filter((cell): cell is GridCell => cell !== undefined && cell.kind !== "error" && !isMissingText(cell.text));
  if (filled.length > 0) {
    const booleans = asBooleans(cells, filled);
    if (booleans) return booleans;
    const numbers = asNumbers(cells, filled);
    if (numbers) return numbers;
    const dates = asDates(cells, filled);
    if (dates) return dates;
  }
  return {
    type: "text",
    values: cells.map((cell) => (cell && cell.kind !== "error" && cell.text ? cell.text.slice(0, maxCellText) : null)),
  };
}

function asBooleans(cells: (GridCell | undefined)[], filled: GridCell[]): TypedColumn | null {
  if (!filled.every((cell) => cell.kind === "boolean" || readBoolean(cell.text) !== null)) return null;
  const values = cells.map((cell) => {
    if (!cell || cell.kind === "error") return null;
    if (cell.kind === "boolean") return Number(cell.value);
    return readBoolean(cell.text);
  });
  return { type: "boolean", values };
}

function asNumbers(cells: (GridCell | undefined)[], filled: GridCell[]): TypedColumn | null {
  // Codes with leading zeros ("004", "01234") are identifiers, not quantities.
  if (filled.some((cell) => cell.kind === "text" && /^0\d/u.test(cell.text.trim()))) return null;
  const decimalComma = prefersDecimalComma(filled);
  const readings = new Map<GridCell, NumberReading>();
  const units = new Map<string, number>();
  for (const cell of filled) {
    const reading = readCellNumber(cell, decimalComma);
    if (!reading) continue;
    readings.set(cell, reading);
    units.set(reading.unit ?? "", (units.get(reading.unit ?? "") ?? 0) + 1);
  }
  if (readings.size < typedShare * filled.length) return null;
  const [unit, count] = [...units.entries()].sort((left, right) => right[1] - left[1])[0]!;
  if (count < typedShare * readings.size) return null;
  const values = cells.map((cell) => {
    const reading = cell ? readings.get(cell) : undefined;
    return reading && (reading.unit ?? "") === unit ? reading.value : null;
  });
  const integer = unit !== "duration" && values.every((value) => value === null || Number.isInteger(value));
  return unit ? { type: integer ? "integer" : "real", unit, values } : { type: integer ? "integer" : "real", values };
}

/** A native number keeps its exact value; its shown text says whether it is a percent or money. */
function readCellNumber(cell: GridCell, decimalComma: boolean): NumberReading | null {
  if (cell.kind === "number" && typeof cell.value === "number") {
    const shown = cell.text.trim();
    if (shown.endsWith("%")) return { value: Math.round(cell.value * 100 * 1e9) / 1e9, unit: "%" };
    // A time of day or a duration shown "3:23": the cell holds a fraction of a day, so its seconds are exact.
    if (readDuration(shown) !== null && cell.value >= 0 && cell.value < 10)
      return { value: Math.round(cell.value * 86400 * 100) / 100, unit: "duration" };
    const reading = readNumber(shown);
    return reading?.unit && isCurrency(reading.unit) ? { value: cell.value, unit: reading.unit } : { value: cell.value };
  }
  if (cell.kind !== "text") return null;
  return readNumber(cell.text, { decimalComma });
}

/** "1.234,50" and "12,5" say decimal comma; "1,234.50", "12.5" and "1,234" say decimal point. */
function prefersDecimalComma(cells: GridCell[]): boolean {
  let comma = 0;
  let point = 0;
  for (const cell of cells) {
    if (cell.kind !== "text") continue;
    if (/\d\.\d{3},\d|\d,\d{1,2}(?!\d)|^\d{1,3}(\.\d{3}){2,}$/u.test(cell.text)) comma += 1;
    else if (/\d,\d{3}\.\d|\d\.\d{1,2}(?!\d)|\d,\d{3}(?!\d)/u.test(cell.text)) point += 1;
  }
  if (comma > point) return true;
  // Only "1.200"-style cells ("84.210 km", "€ 1.500" too) and no commas: dots group thousands
  // (a decimal column has other shapes).
  const dotted = cells.filter((cell) => cell.kind === "text" && cell.text.includes("."));
  return (
    comma === 0 &&
    point === 0 &&
    dotted.length > 0 &&
    dotted.every((cell) => /^[$€£]?\s?[1-9]\d{0,2}(\.\d{3})+(\s?[\p{L}€$£%]+)?$/u.test(cell.text.trim())) &&
    !cells.some((cell) => cell.text.includes(","))
  );
}

function asDates(cells: (GridCell | undefined)[], filled: GridCell[]): TypedColumn | null {
  const dayFirst = filled.some((cell) => {
    const match = /^(\d{1,2})[/.-](\d{1,2})[/.-]\d{4}$/u.exec(cell.text.trim());
    return match !== null && Number(match[1]) > 12;
  });
  const read = (cell: GridCell) =>
    cell.kind === "date" && typeof cell.value === "string" ? cell.value : cell.kind === "text" ? readDate(cell.text, { dayFirst }) : null;
  let parsed = 0;
  for (const cell of filled) if (read(cell) !== null) parsed += 1;
  if (parsed < typedShare * filled.length) return null;
  return { type: "date", values: cells.map((cell) => (cell ? read(cell) : null)) };
}
