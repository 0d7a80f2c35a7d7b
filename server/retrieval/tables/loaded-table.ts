/**
 * A stored table held in memory for questions: its rows, each column's words, and an index of
 * the text values (whole and leading words: "Lyon" finds "Lyon, France"), so finding the values a
 * question names costs a few map look-ups, even on a 50,000-row sheet. Loaded once per table and
 * kept while the table is unchanged (docs/architecture.md, "Tables").
 */
import type { TableColumn, TableRow } from "../../core/table-types";
import type { TableRecord, TableStore } from "../../stores/tables";
import { englishHeaders } from "./french-headers";
import { withDerivedResult, type DerivedResult } from "./derived-result";
import { withBothSides, type SidesColumn } from "./sides";
import { nameWords, phraseKey, type Word } from "./words";

export interface LoadedTable {
  record: TableRecord;
  columns: TableColumn[];
  rows: TableRow[];
  columnWords: Word[][];
  /** Words of what a key beside the table says each header means (null when none). */
  descriptionWords: (Word[] | null)[];
  /** A French header's words in English ("Kilométrage" → mileage), a second name (null when none). */
  englishWords: ({ text: string; words: Word[] } | null)[];
  /** Per text column, each row's value key (folded words); null for other columns. */
  keys: (string[] | null)[];
  /** Whole value key → columns holding it. */
  valueIndex: Map<string, Set<number>>;
  /** Leading words of values ("lyon" of "Lyon, France") → columns holding them. */
  prefixIndex: Map<string, Set<number>>;
  /** Later comma parts of values ("norway" of "Oslo, Norway") → columns holding them. */
  partIndex: Map<string, Set<number>>;
  /** The column that names a row when the question does not say (a name, title, key…). */
  labelColumn: number;
  /** Integer columns that count the rows (1, 2, 3, …): order numbers and ranks, not quantities. */
  sequenceColumns: Set<number>;
  /** Text columns of names, and of codes (see `nameAndCodeColumns`). */
  nameColumns: Set<number>;
  codeColumns: Set<number>;
  /**
   * Columns appended after the record's own (from `record.columns.length` on): a measure said for
   * each side of a row, summed ("FTHG + FTAG"), and a result derived from the two scores where the
   * table has none (derived-result.ts). Never shown as a column of the file.
   */
  sides: Map<number, SidesColumn>;
  /** A result column derived from the two scores (derived-result.ts), when the table has none of its own. */
  derivedResult: DerivedResult | null;
}

const maxKeyWords = 8;
const labelNames =
  /^(name|title|player|team|country|company|city|airport|product|produit|song|track|artist|driver|club|school|person|security|garage|item|event|nation)\b/iu;

export function loadTable(record: TableRecord, ownRows: TableRow[]): LoadedTable {
  const both = withBothSides(record.columns, ownRows);
  const sides = both.sides;
  const { columns, rows, result } = withDerivedResult(both.columns, both.rows, sides, record.columns.length);
  const valueIndex = new Map<string, Set<number>>();
  const prefixIndex = new Map<string, Set<number>>();
  const partIndex = new Map<string, Set<number>>();
  const add = (index: Map<string, Set<number>>, key: string, column: number) => {
    if (!key) return;
    let set = index.get(key);
    if (!set) index.set(key, (set = new Set()));
    set.add(column);
  };
  const keys = columns.map((column, index) => {
    if (column.type !== "text") return null;
    return rows.map((row) => {
      const value = row.values[index];
      if (typeof value !== "string") return "";
      const key = phraseKey(value);
      if (key.split(" ").length <= maxKeyWords) add(valueIndex, key, index);
      for (const prefix of prefixesOf(value, key)) add(prefixIndex, prefix, index);
      if (hasLaterParts(value)) for (const part of laterParts(value)) add(partIndex, part, index);
      return key;
    });
  });
  const { names, codes } = nameAndCodeColumns(columns, rows);
  return {
    record,
    columns,
    rows,
    columnWords: columns.map((column) => nameWords(column.name)),
    descriptionWords: columns.map((column) => (column.description ? nameWords(column.description) : null)),
    englishWords: englishHeaders(columns.map((column) => column.name)).map((english) =>
      english ? { text: english, words: nameWords(english) } : null,
    ),
    keys,
    valueIndex,
    prefixIndex,
    partIndex,
    labelColumn: chooseLabel(columns, keys, names, codes),
    sequenceColumns: sequenceColumns(columns, rows),
    nameColumns: names,
    codeColumns: codes,
    sides,
    derivedResult: result,
  };
}

/** "Oslo, Norway" → "norway"; "Paris, Ile-de-France, France" → "ile de france", "france". */
export function laterParts(value: string): string[] {
  const parts = value.split(",").slice(1);
  const comma = parts.length > 3 ? [] : parts.map((part) => phraseKey(part)).filter((part) => part && part.split(" ").length <= 3);
  const end = routeEnd(value);
  return end ? [...comma, end] : comma;
}

/**
 * "Kirkwall to Westray", "Oban – Lismore": a route named by its two ends, each one to three words
 * written with a capital; the far end is a later part ("the Westray fare"). "Back to the Future" is none.
 */
const routePattern =
  /^(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})\s+(?:to|–|—|-|→)\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2})$/u;

function routeEnd(value: string): string | null {
  const end = routePattern.exec(value.trim())?.[2];
  return end ? phraseKey(end) || null : null;
}

/** Whether a cell holds later parts at all (a comma, or a route's far end): cheap, before laterParts. */
export function hasLaterParts(value: string): boolean {
  return value.includes(",") || /\s(?:to|–|—|-|→)\s/u.test(value);
}

/** "Lyon, France" → "lyon"; "Song 10 River" → "song 10". */
function prefixesOf(value: string, key: string): string[] {
  const prefixes: string[] = [];
  const segment = /^([^,(;/]+)[,(;/]/u.exec(value)?.[1];
  if (segment) prefixes.push(phraseKey(segment));
  const parts = key.split(" ");
  for (let length = 2; length < Math.min(parts.length, 4); length += 1) prefixes.push(parts.slice(0, length).join(" "));
  return prefixes.filter((prefix) => prefix && prefix !== key);
}

function sequenceColumns(columns: TableColumn[], rows: TableRow[]): Set<number> {
  const result = new Set<number>();
  columns.forEach((column, index) => {
    if (column.type !== "integer" || rows.length < 3) return;
    let steps = 0;
    for (let row = 1; row < rows.length; row += 1) {
      const [previous, current] = [rows[row - 1]!.values[index], rows[row]!.values[index]];
      if (typeof previous === "number" && typeof current === "number" && Math.abs(current - previous) === 1) steps += 1;
    }
    // Row numbers also never repeat ("index % 50" steps by one too, but is a quantity).
    if (steps >= 0.9 * (rows.length - 1) && new Set(rows.map((row) => row.values[index])).size === rows.length) result.add(index);
  });
  return result;
}

/**
 * Text columns of names ("Kenya") and of codes ("KEN", "G-1001"): most cells with a lower-case letter, or
 * hardly any; either way several different ones (not a flag column of "x" marks).
 */
export function nameAndCodeColumns(columns: TableColumn[], rows: TableRow[]): { names: Set<number>; codes: Set<number> } {
  const names = new Set<number>();
  const codes = new Set<number>();
  columns.forEach((column, index) => {
    if (column.type !== "text") return;
    const cells = rows.map((row) => row.values[index]).filter((value): value is string => typeof value === "string" && value.trim() !== "");
    if (cells.length === 0 || new Set(cells).size < Math.min(3, cells.length)) return;
    const lower = cells.filter((cell) => /\p{Ll}/u.test(cell)).length;
    if (lower >= 0.8 * cells.length) names.add(index);
    else if (lower <= 0.2 * cells.length) codes.add(index);
  });
  return { names, codes };
}

/** A header that says its names are English ("official_name_en", "CLDR display name"): a tie-break of ties only. */
const englishHeader = (name: string) => (/(^|[\s_-])(en|english|display)($|[\s_-])/iu.test(name) ? 0.25 : 0);

function chooseLabel(columns: TableColumn[], keys: (string[] | null)[], names: Set<number>, codes: Set<number>): number {
  // A code column ("Country code": KEN, UGA) names no row to a reader when a column of names is there.
  const usable = (index: number) => keys[index] !== null && !(codes.has(index) && names.size > 0);
  const named = columns.findIndex((column, index) => column.type === "text" && labelNames.test(column.name) && usable(index));
  // "Country" in a table of grants repeats (three projects in Kenya): a column of names found once
  // each ("Project") names the rows instead.
  const distinct = (index: number) => new Set(keys[index] ?? []).size;
  const unique = [...names].find((index) => usable(index) && distinct(index) >= 5 && distinct(index) === (keys[index]?.length ?? 0));
  if (named >= 0 && unique !== undefined && distinct(named) < 0.9 * (keys[named]?.length ?? 0)) return unique;
  if (named >= 0) return named;
  const leftmost = leftmostRepeatingName(columns, keys, names, usable);
  if (leftmost !== null) return leftmost;
  let best = -1;
  let bestScore = -1;
  keys.forEach((column, index) => {
    if (!column) return;
    // The most distinct column; of equally distinct ones (ISO3 and the English name), names before codes.
    const score = new Set(column).size + (names.has(index) ? 0.5 : 0) + englishHeader(columns[index]!.name);
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best >= 0 ? best : 0;
}

/**
 * A match log (HomeTeam, AwayTeam, Referee): no text column names one row each, every one repeats, so
 * the most varied (Referee, 25 names over 20 teams) is no better a name for a row than the first; the
 * leftmost column of names is the table's key as its author laid it out.
 */
function leftmostRepeatingName(
  columns: TableColumn[],
  keys: (string[] | null)[],
  names: Set<number>,
  usable: (index: number) => boolean,
): number | null {
  const text = keys.map((column, index) => (column && columns[index]!.type === "text" ? index : -1)).filter((index) => index >= 0);
  const rows = keys.find((column) => column !== null)?.length ?? 0;
  const distinct = (index: number) => new Set(keys[index]!.filter((key) => key !== "")).size;
  if (rows < 10 || text.length < 2 || text.some((index) => distinct(index) >= 0.5 * rows)) return null;
  const first = text.find((index) => names.has(index) && usable(index));
  return first ?? null;
}

/** Loads tables from the store, keeping each in memory until its record changes. */
export function createTableCache(store: Pick<TableStore, "readRows">, maxTables = 16) {
  // The pending load is cached, so questions arriving together read a table's rows once.
  const cache = new Map<string, { stamp: string; table: Promise<LoadedTable> }>();
  return (record: TableRecord): Promise<LoadedTable> => {
    const stamp = `${record.doc_id}:${String(record.row_count)}:${JSON.stringify(record.columns)}`;
    const hit = cache.get(record.id);
    if (hit && hit.stamp === stamp) {
      cache.delete(record.id);
      cache.set(record.id, hit);
      return hit.table;
    }
    const entry = { stamp, table: store.readRows(record.id).then((rows) => loadTable(record, rows)) };
    // A failed read is not kept: the next question reads again.
    entry.table.catch(() => {
      if (cache.get(record.id) === entry) cache.delete(record.id);
    });
    cache.set(record.id, entry);
    while (cache.size > maxTables) cache.delete(cache.keys().next().value!);
    return entry.table;
  };
}
