/**
 * XLSX, XLS, ODS and CSV through SheetJS (the patched 0.20.3 build aliased as `xlsx`).
 *
 * Each row becomes one section, rendered with its column headers ("Team: Blues; Cups: 1") so a chunk
 * reads on its own; the chunker packs consecutive rows of one sheet and records the row range.
 *
 * Sheet choice: visible and hidden sheets are indexed (a hidden sheet is still the uploader's data,
 * and hiding is often just tidiness); "very hidden" sheets, which Excel's UI cannot even unhide and
 * which usually hold macro or add-in state, and chart sheets, which hold no cells, are skipped.
 *
 * The rows are walked from `!data` (dense mode) and never over the declared `!ref` range: a sheet
 * that declares A1:XFD1048576 around 22 values (malicious/issue_174.xlsx) costs nothing.
 */
import * as XLSX from "xlsx";
import * as codepages from "xlsx/dist/cpexcel.full.mjs";
import { decodeText } from "../decode-text";
import { formatCount, parseFailure } from "../failures";
import type { ExtractedTable } from "../../core/table-types";
import { extractTables } from "../tables/extract";
import { looksGarbled } from "../text-quality";
import type { ParsedSection, ParseFailure, ParseOutcome } from "../types";
import { scanZipXmlParts } from "../zip-archive";
import { maxExtractedCharacters, type Parser } from "./parser";
import { fillMerges, sheetToGrid } from "./sheet-grid";

// The ESM build ships without codepage tables; legacy .xls text in non-Latin codepages needs them.
XLSX.set_cptable(codepages);

/** A non-empty ODS cell repeated more than this many times is a bomb, not a spreadsheet (measured on the corpus). */
const maxRepeatedCells = 100_000;
/** How far down a sheet the header row is looked for (title rows often sit above it). */
const headerSearchRows = 10;
/** Column names are short; a long text cell is a title or a note. */
const maxHeaderLength = 80;

interface SheetRow {
  /** 1-based row number as shown in the spreadsheet. */
  number: number;
  cells: Map<number, { text: string; isText: boolean }>;
}

/**
 * Some exports escape a quote inside a quoted field as \" rather than "" (MySQL, many scrapers):
 * read as standard CSV, every such field spills into the next columns. Written the standard way
 * first (docs/architecture.md, "Tables").
 */
function unescapeBackslashQuotes(text: string): string {
  return text.includes('\\"') ? text.replace(/\\"/gu, '""') : text;
}

export const parseSpreadsheet: Parser = async ({ bytes, filename, type, limits, reportProgress }) => {
  if (type === "xlsx" || type === "ods") {
    const scanFailure = await scanZipXmlParts(bytes, {
      limits,
      tagVisitors: type === "ods" ? { "content.xml": createRepeatedCellGuard() } : {},
    });
    if (scanFailure) return { ok: false, failure: scanFailure };
  }

  let workbook: XLSX.WorkBook;
  try {
    const common = { dense: true, sheetRows: limits.maxSheetRows + 1, cellStyles: false, cellHTML: false, cellFormula: false } as const;
    if (type === "csv") {
      // Decoded first: SheetJS garbles UTF-16BE, Shift_JIS and BOM-less UTF-8 given raw bytes (measured on the corpus).
      // `raw` keeps every value as written instead of guessing dates and numbers.
      const { text } = decodeText(bytes);
      if (looksGarbled(text, { latinSupplement: false }))
        return refuse("undecodable", "The text in this CSV file could not be decoded: its character encoding was not recognised.");
      workbook = XLSX.read(unescapeBackslashQuotes(text), { ...common, type: "string", raw: true });
    } else {
      workbook = XLSX.read(bytes, { ...common, type: "array" });
    }
  } catch (error) {
    return { ok: false, failure: describeSpreadsheetError(error) };
  }

  const sections: ParsedSection[] = [];
  const tables: ExtractedTable[] = [];
  let characters = 0;
  let sheetsIndexed = 0;
  for (const [index, name] of workbook.SheetNames.entries()) {
    const visibility = workbook.Workbook?.Sheets?.[index]?.Hidden ?? 0;
    const sheet = workbook.Sheets[name];
    if (visibility === 2) continue;
    if (!sheet) {
      // SheetJS lists the sheet but could not build it: a damaged container (malicious/OOM_alloc3.xls)
      // or a sheet part too large to hold (measured on the corpus, the 1 GiB XLSX bomb).
      return refuse("corrupt", `The sheet "${name}" could not be read: the spreadsheet is damaged or too large.`);
    }
    if (sheet["!type"] === "chart") continue;
    const rows = readRows(sheet);
    if (rows.some((row) => row.number > limits.maxSheetRows)) {
      return refuse("limit_exceeded", `The sheet "${name}" has more than ${formatCount(limits.maxSheetRows)} rows, the limit per sheet.`);
    }
    sheetsIndexed += 1;
    tables.push(
      ...(type === "csv"
        ? extractTables(sheetToGrid(sheet), { name: filename.replace(/\.[^.]+$/u, ""), sheet: null, source: "csv" })
        : extractTables(sheetToGrid(sheet), { name, sheet: name, source: "sheet" })),
    );
    for (const section of renderSheet(name, rows, type === "csv")) {
      characters += section.text.length;
      if (characters > maxExtractedCharacters) {
        return refuse(
          "limit_exceeded",
          `The spreadsheet holds more than ${formatCount(maxExtractedCharacters)} characters of text, the most Docent reads from one file.`,
        );
      }
      sections.push(section);
    }
    reportProgress({ done: index + 1, total: workbook.SheetNames.length, unit: "part" });
  }
  if (sections.length === 0) return refuse("empty", "The spreadsheet contains no data.");
  return { ok: true, document: { type, pages: null, sheets: sheetsIndexed, sections, tables } };
};

function readRows(sheet: XLSX.WorkSheet): SheetRow[] {
  const data = (sheet["!data"] ?? []) as (XLSX.CellObject | undefined)[][];
  const rowsByNumber = new Map<number, SheetRow>();
  // forEach skips the holes of a sparse array, so work is proportional to the cells that exist.
  data.forEach((row, rowIndex) => {
    if (!row) return;
    const cells = new Map<number, { text: string; isText: boolean }>();
    row.forEach((cell, columnIndex) => {
      if (!cell || cell.t === "z") return;
      const text = cellText(cell);
      if (text) cells.set(columnIndex, { text, isText: cell.t === "s" });
    });
    if (cells.size > 0) rowsByNumber.set(rowIndex + 1, { number: rowIndex + 1, cells });
  });
  fillMerges(sheet["!merges"] ?? [], rowsByNumber);
  return [...rowsByNumber.values()].sort((left, right) => left.number - right.number);
}

/** Formatted text (`w`) is what the person sees: dates as dates, error cells as `#DIV/0!`. */
function cellText(cell: XLSX.CellObject): string {
  const raw = cell.w ?? (cell.v === undefined || cell.v === null ? "" : String(cell.v));
  return raw.normalize("NFC").replace(/\s+/gu, " ").trim();
}

/**
 * Finds the header as it goes: title and key-value rows often sit above the real table, so a later
 * header-like row replaces the current header when it is wider. In a CSV every value is text, so
 * its header is the first header-like row near the top, and it is never replaced.
 */
function renderSheet(sheetName: string, rows: SheetRow[], onlyFirstRowHeader: boolean): ParsedSection[] {
  let header: SheetRow | undefined;
  return rows.map((row, index) => {
    const canBeHeader = onlyFirstRowHeader
      ? header === undefined && index < headerSearchRows
      : index < headerSearchRows || header !== undefined;
    if (canBeHeader && (!header || row.cells.size > header.cells.size) && isHeaderRow(row, rows.slice(index + 1, index + 6))) {
      header = row;
      return { text: renderPlain(row), sheet: sheetName, rows: String(row.number) };
    }
    const text = header ? renderWithHeader(row, header) : renderPlain(row);
    return { text, sheet: sheetName, rows: String(row.number) };
  });
}

/**
 * A header row has rows below it, only short text cells, at least two different values (a title
 * merged across the sheet repeats one value) and about as many columns as the rows that follow.
 */
function isHeaderRow(row: SheetRow, following: SheetRow[]): boolean {
  if (following.length === 0) return false;
  const cells = [...row.cells.values()];
  // A cell ending in ":" is a label of a key-value block ("Title: | Quarterly report"), not a column name.
  if (!cells.every((cell) => cell.isText && cell.text.length <= maxHeaderLength && !cell.text.endsWith(":"))) return false;
  if (new Set(cells.map((cell) => cell.text)).size < 2) return false;
  const widest = Math.max(...following.map((next) => next.cells.size));
  return row.cells.size >= Math.ceil(widest / 2);
}

function renderWithHeader(row: SheetRow, header: SheetRow): string {
  const parts: string[] = [];
  let previous: { name: string | undefined; value: string } | undefined;
  for (const [column, cell] of [...row.cells.entries()].sort((left, right) => left[0] - right[0])) {
    const name = header.cells.get(column)?.text;
    // A value merged across columns under one merged header is said once.
    if (previous && previous.name === name && previous.value === cell.text) continue;
    previous = { name, value: cell.text };
    parts.push(name && name !== cell.text ? `${name}: ${cell.text}` : cell.text);
  }
  return parts.join("; ");
}

function renderPlain(row: SheetRow): string {
  const values = [...row.cells.entries()].sort((left, right) => left[0] - right[0]).map(([, cell]) => cell.text);
  return values.filter((value, index) => index === 0 || value !== values[index - 1]).join(" | ");
}

/** Refuses ODS cells that expand to absurd sizes (`number-rows-repeated` x `number-columns-repeated`). */
function createRepeatedCellGuard(): (tag: string) => ParseFailure | null {
  let rowRepeat = 1;
  return (tag) => {
    if (tag.startsWith("<table:table-row")) {
      rowRepeat = numberAttribute(tag, "table:number-rows-repeated");
      return null;
    }
    if (!tag.startsWith("<table:table-cell") && !tag.startsWith("<table:covered-table-cell")) return null;
    if (tag.endsWith("/>")) return null; // an empty cell, harmless however often it repeats
    const cells = rowRepeat * numberAttribute(tag, "table:number-columns-repeated");
    return cells > maxRepeatedCells
      ? parseFailure(
          "too_large",
          `A cell in this spreadsheet is repeated ${formatCount(cells)} times, more than the ${formatCount(maxRepeatedCells)} allowed, so it was refused.`,
        )
      : null;
  };
}

function numberAttribute(tag: string, name: string): number {
  const match = new RegExp(`${name}="(\\d+)"`, "u").exec(tag);
  return match?.[1] ? Number(match[1]) : 1;
}

function describeSpreadsheetError(error: unknown): ParseFailure {
  const message = error instanceof Error ? error.message : String(error);
  if (/password/iu.test(message))
    return parseFailure("password_protected", "This spreadsheet is password-protected. Remove the password and upload it again.");
  if (/string longer than|allocation failed|out of memory|Invalid array length/iu.test(message)) {
    return parseFailure("too_large", "The spreadsheet is too large or too complex to read.");
  }
  return parseFailure("corrupt", "The spreadsheet is damaged and could not be read.");
}

function refuse(category: ParseFailure["category"], message: string): ParseOutcome {
  return { ok: false, failure: parseFailure(category, message) };
}
