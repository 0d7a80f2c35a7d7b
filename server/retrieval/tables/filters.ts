/**
 * Filters from what a question names: a value becomes "column = value" (or ≠ after "not",
 * "other than", "outside"), a condition becomes a comparison on the numeric or date column it
 * is said next to ("capacity over 1,000 spaces", "before 1991", "in 2015").
 */
import { isUnnamedColumn, type TableColumn } from "../../core/table-types";
import { formatValue } from "../../core/table-values";
import type { LoadedTable } from "./loaded-table";
import type { ColumnMention, Condition, ValueMention } from "./mentions";
import type { TableFilter } from "./types";
import { roleByVerb, twoRoles } from "./roles";
import { fold, phraseKey, type Word } from "./words";

const yearName = /\b(year|season|released|founded|built|opened|born|established)\b/iu;

export function isYearColumn(column: TableColumn, values?: unknown[]): boolean {
  if (column.type !== "integer") return false;
  if (yearName.test(column.name)) return true;
  return (
    values !== undefined &&
    values.length > 0 &&
    values.every((value) => value === null || (typeof value === "number" && value >= 1800 && value <= 2100))
  );
}

/** Value mentions as filters; a value in several columns is narrowed by the column words said near it. */
export function valueFilters(
  table: LoadedTable,
  values: ValueMention[],
  columns: ColumnMention[],
  assumptions: string[],
  question: Word[] = [],
): TableFilter[] {
  const roles = twoRoles(table, values, question);
  return values.map((mention) => {
    let candidates = mention.columns;
    const role = roles?.get(mention) ?? (candidates.length > 1 ? roleByVerb(table, candidates, question, mention.start) : null);
    if (role !== undefined && role !== null) candidates = [role];
    else if (candidates.length > 1) {
      const hints = columns.filter((hint) => candidates.includes(hint.column));
      const bestHint = Math.max(...hints.map((hint) => hint.score));
      if (hints.length > 0) candidates = hints.filter((hint) => hint.score === bestHint).map((hint) => hint.column);
      else assumptions.push(`"${mention.key}" was looked for in ${candidates.map((column) => table.columns[column]!.name).join(" or ")}`);
    }
    const said = displayOf(table, candidates, mention.key);
    const sign = mention.part ? (mention.negated ? "does not include" : "includes") : mention.negated ? "≠" : "=";
    return {
      columns: candidates,
      operator: mention.negated ? "ne" : "eq",
      value: mention.key,
      // "HomeTeam or AwayTeam = Arsenal": a value looked for in several columns says so.
      said: saidFilter(candidates.map((column) => table.columns[column]!.name).join(" or "), sign, said),
    };
  });
}

/** "Country = Germany"; a column with no header of its own (named "Column A" at ingestion) is left unsaid: "Water". */
function saidFilter(name: string, sign: string, value: string): string {
  if (!isUnnamedColumn(name)) return `${name} ${sign} ${value}`;
  return sign === "=" ? value : sign === "≠" ? `not ${value}` : `${sign} ${value}`;
}

/** The value as the table writes it ("Germany", not "germany"). */
export function displayOf(table: LoadedTable, columns: number[], key: string): string {
  for (const column of columns) {
    const index = table.keys[column]?.indexOf(key) ?? -1;
    if (index >= 0) return String(table.rows[index]!.values[column]);
  }
  // A later comma part ("Norway" of "Oslo, Norway"), as the table writes it.
  for (const column of columns) {
    for (const row of table.rows) {
      const cell = row.values[column];
      if (typeof cell !== "string" || !cell.includes(",")) continue;
      const part = cell.split(",").find((segment, at) => at > 0 && phraseKey(segment) === key);
      if (part) return part.trim();
    }
  }
  return key;
}

/**
 * "the finish time for bib 117", "order 1042", "week 3": a whole number said right after a column's
 * name is that column's value, when the column holds whole numbers (or cells written as that number).
 */
export function numberValueFilters(
  table: LoadedTable,
  question: Word[],
  columns: ColumnMention[],
  used: Set<number>,
): { filter: TableFilter; positions: number[] }[] {
  const found: { filter: TableFilter; positions: number[] }[] = [];
  for (const mention of columns) {
    if (!mention.full) continue;
    const last = question[Math.max(...mention.positions)]!;
    // "week 4 or week 8": the name said again before another number.
    question.forEach((word, at) => {
      const named = question[at - 1];
      if (!named || (named.norm !== last.norm && named.stem !== last.stem) || used.has(at) || !/^\d+$/u.test(word.raw)) return;
      const filter = numberValue(table, mention.column, word);
      if (!filter) return;
      found.push({ filter, positions: [at - 1, at] });
      used.add(at);
    });
    const before = numberBefore(table, question, mention, used);
    if (before) found.push(before);
  }
  return found;
}

// "the top 3 nations", "the 3 windiest days": a number after these ranks or counts rows, never a value.
const rankingWords =
  /^(the|these|those|its|their|top|first|last|bottom|next|previous|best|worst|highest|lowest|most|least|over|under|than|about|around|nearly|almost)$/u;

/**
 * "won 1 gold medal", "774 households", "two titles": a number said right before a numeric column's
 * name is that column's value, when some row holds it.
 */
function numberBefore(
  table: LoadedTable,
  question: Word[],
  mention: ColumnMention,
  used: Set<number>,
): { filter: TableFilter; positions: number[] } | null {
  const at = Math.min(...mention.positions) - 1;
  const word = question[at];
  const column = table.columns[mention.column]!;
  if (!word || used.has(at) || (column.type !== "integer" && column.type !== "real") || table.sequenceColumns.has(mention.column))
    return null;
  if (rankingWords.test(question[at - 1]?.norm ?? "")) return null;
  const value = spokenWholeNumber(word);
  if (value === null || !table.rows.some((row) => row.values[mention.column] === value)) return null;
  used.add(at);
  return {
    filter: { columns: [mention.column], operator: "eq", value, said: `${column.name} = ${String(value)}` },
    positions: [at, ...mention.positions],
  };
}

const smallNumbers = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

function spokenWholeNumber(word: Word): number | null {
  if (/^\d{1,3}(,\d{3})*$|^\d+$/u.test(word.raw)) return Number(word.raw.replace(/,/gu, ""));
  const at = smallNumbers.indexOf(word.norm);
  return at >= 0 ? at : null;
}

function numberValue(table: LoadedTable, index: number, word: Word): TableFilter | null {
  const column = table.columns[index]!;
  const value = Number(word.raw);
  const holds =
    column.type === "integer" ? table.rows.some((row) => row.values[index] === value) : (table.keys[index]?.includes(word.norm) ?? false);
  if (!holds) return null;
  return { columns: [index], operator: "eq", value: column.type === "integer" ? value : word.norm, said: `${column.name} = ${word.raw}` };
}

const operatorWords: Record<string, string> = { gt: ">", ge: "≥", lt: "<", le: "≤", eq: "=", ne: "≠" };

/** A condition's column: the numeric or date column named just before it (or just after, or by its unit). */
export function conditionFilter(
  table: LoadedTable,
  condition: Condition,
  columns: ColumnMention[],
  assumptions: string[],
): TableFilter | null {
  if (condition.month !== undefined && condition.value === 0) return monthOfOneYear(table, condition, columns);
  const yearLike = Number.isInteger(condition.value) && condition.value >= 1800 && condition.value <= 2100 && !condition.unit;
  const dateColumn = yearLike ? pickDateColumn(table, condition, columns) : null;
  if (dateColumn !== null) return dateFilter(table, dateColumn, condition);
  if (condition.operator === "year") return null;
  const column = condition.ordinal ? ordinalColumn(table, condition, columns) : pickNumberColumn(table, condition, columns, assumptions);
  if (column === null) return null;
  const value = condition.unit === "%" && table.columns[column]!.unit !== "%" ? condition.value / 100 : condition.value;
  // Places count down: "above 10th place" is a smaller number, "below 10th" a larger one.
  const places = table.columns[column]!.unit === "ordinal" || placeNames.test(table.columns[column]!.name);
  const operator = places && /\b(above|below|higher|lower)\b/iu.test(condition.said) ? flipped[condition.operator] : condition.operator;
  return {
    columns: [column],
    operator,
    value,
    said: `${table.columns[column]!.name} ${operatorWords[operator]!} ${formatValue(value, table.columns[column]!)}`,
  };
}

const placeNames = /\b(rank|ranking|position|place|pos)\b/iu;
const flipped: Record<TableFilter["operator"], TableFilter["operator"]> = { gt: "lt", ge: "le", lt: "gt", le: "ge", eq: "eq", ne: "ne" };

function pickDateColumn(table: LoadedTable, condition: Condition, columns: ColumnMention[]): number | null {
  const isTime = (index: number) => table.columns[index]!.type === "date" || isYearColumn(table.columns[index]!);
  const near = nearest(
    columns.filter((mention) => isTime(mention.column)),
    condition,
  );
  if (near !== null) return near;
  const all = table.columns.map((_, index) => index).filter((index) => table.columns[index]!.type === "date");
  if (all.length >= 1) return all[0]!;
  const years = table.columns
    .map((_, index) => index)
    .filter((index) =>
      isYearColumn(
        table.columns[index]!,
        table.rows.slice(0, 50).map((row) => row.values[index]),
      ),
    );
  return years[0] ?? null;
}

function dateFilter(table: LoadedTable, column: number, condition: Condition): TableFilter {
  const name = table.columns[column]!.name;
  const year = condition.value;
  if (condition.day !== undefined && table.columns[column]!.type === "date") return dayFilter(name, column, condition);
  if (condition.month !== undefined && table.columns[column]!.type === "date") return monthFilter(name, column, condition);
  if (table.columns[column]!.type !== "date") {
    const operator = condition.operator === "year" ? "eq" : condition.operator;
    return { columns: [column], operator, value: year, said: `${name} ${operatorWords[operator]!} ${String(year)}` };
  }
  const start = `${String(year)}-01-01`;
  const end = `${String(year)}-12-31`;
  switch (condition.operator) {
    case "year":
    case "eq":
      return { columns: [column], operator: "eq", value: String(year), said: `${name} in ${String(year)}` };
    case "ne":
      return { columns: [column], operator: "ne", value: String(year), said: `${name} not in ${String(year)}` };
    case "gt":
      return { columns: [column], operator: "gt", value: end, said: `${name} after ${String(year)}` };
    case "ge":
      return { columns: [column], operator: "ge", value: start, said: `${name} from ${String(year)}` };
    case "lt":
      return { columns: [column], operator: "lt", value: start, said: `${name} before ${String(year)}` };
    default:
      return { columns: [column], operator: condition.operator, value: end, said: `${name} until ${String(year)}` };
  }
}

/**
 * "in January" over dates of one year: that month of it. Over dates of several years (a season from
 * August to May), "on 26 December" or "in March" is the one year whose dates hold that day or month;
 * null when several do (which January?), and for a side ("before May") there.
 */
function monthOfOneYear(table: LoadedTable, condition: Condition, columns: ColumnMention[]): TableFilter | null {
  const column = pickDateColumn(table, condition, columns);
  if (column === null || table.columns[column]!.type !== "date") return null;
  const dates = table.rows.map((row) => String(row.values[column] ?? "")).filter((date) => /^\d{4}-\d\d-\d\d/u.test(date));
  let years = new Set(dates.map((date) => date.slice(0, 4)));
  if (years.size > 1 && (condition.operator === "eq" || condition.operator === "year")) {
    const said = `-${String(condition.month).padStart(2, "0")}${condition.day === undefined ? "" : `-${String(condition.day).padStart(2, "0")}`}`;
    years = new Set(dates.filter((date) => date.slice(4).startsWith(said)).map((date) => date.slice(0, 4)));
  }
  if (years.size !== 1) return null;
  const dated = { ...condition, value: Number([...years][0]) };
  return condition.day !== undefined
    ? dayFilter(table.columns[column]!.name, column, dated)
    : monthFilter(table.columns[column]!.name, column, dated);
}

/** "on 2025-07-04" → dates of that day; "before 4 July 2025" → before 2025-07-04. */
function dayFilter(name: string, column: number, condition: Condition): TableFilter {
  const pad = (part: number | undefined) => String(part).padStart(2, "0");
  const day = `${String(condition.value)}-${pad(condition.month)}-${pad(condition.day)}`;
  const operator = condition.operator === "year" ? "eq" : condition.operator;
  return { columns: [column], operator, value: day, said: `${name} ${operatorWords[operator]!} ${day}` };
}

/** "in December 2022" → dates starting 2022-12; "before October 2023" → before 2023-10-01. */
function monthFilter(name: string, column: number, condition: Condition): TableFilter {
  const month = `${String(condition.value)}-${String(condition.month).padStart(2, "0")}`;
  const said = condition.said;
  switch (condition.operator) {
    case "year":
    case "eq":
      return { columns: [column], operator: "eq", value: month, said: `${name} in ${month}` };
    case "gt":
    case "le":
      return { columns: [column], operator: condition.operator, value: `${month}-31`, said: `${name} ${said}` };
    default:
      return { columns: [column], operator: condition.operator, value: `${month}-01`, said: `${name} ${said}` };
  }
}

function pickNumberColumn(table: LoadedTable, condition: Condition, columns: ColumnMention[], assumptions: string[]): number | null {
  // "years … above 1 trillion dollars": a number no year can be is never a condition on the years.
  const notYear = (index: number) => !isYearColumn(table.columns[index]!) || (Number.isInteger(condition.value) && condition.value <= 2100);
  // "keep their visitors for over two hours": a time bound is on a column of times, never on a count said beside it.
  // (A table without a column of times keeps its numbers: a Time column of seconds written as 9.85.)
  const hasTimes = table.columns.some((column) => column.unit === "duration");
  const timed = (index: number) => condition.unit !== "duration" || !hasTimes || table.columns[index]!.unit === "duration";
  const numeric = (index: number) =>
    (table.columns[index]!.type === "integer" || table.columns[index]!.type === "real") && notYear(index) && timed(index);
  // "strikes that cost more than $100,000" over Cost Other, Cost Repair, Cost Total $: of columns named
  // as near, the total is what it cost (the first of equals wins in `nearest`).
  const total = (mention: ColumnMention) => (/\btotal\b/iu.test(table.columns[mention.column]!.name) ? 0 : 1);
  const near = nearest(
    columns.filter((mention) => numeric(mention.column)).sort((left, right) => total(left) - total(right)),
    condition,
  );
  const byUnit = table.columns.findIndex(
    (column, index) =>
      numeric(index) &&
      condition.unit !== undefined &&
      // "m²" of a question is folded to "m2" as every word is; the column's unit as well.
      (fold(column.unit ?? "") === condition.unit || fold(column.name).includes(condition.unit)),
  );
  // "races over 20km that are chip timed": a number said with its unit is on the column of that unit, not on
  // a column of another unit named beside it ("timed" = Winning time).
  if (near !== null && byUnit >= 0 && near !== byUnit && table.columns[near]!.unit && fold(table.columns[near]!.unit!) !== condition.unit)
    return byUnit;
  if (near !== null) return near;
  if (byUnit >= 0) return byUnit;
  const candidates = table.columns.map((_, index) => index).filter((index) => numeric(index) && !isYearColumn(table.columns[index]!));
  if (candidates.length !== 1) return null;
  assumptions.push(`"${condition.said}" was read as ${table.columns[candidates[0]!]!.name}`);
  return candidates[0]!;
}

/** "4th place": the number column named next to it, else the table's only column of places ("1st", "2nd"). */
function ordinalColumn(table: LoadedTable, condition: Condition, columns: ColumnMention[]): number | null {
  const near = nearest(
    columns.filter((mention) => ["integer", "real"].includes(table.columns[mention.column]!.type)),
    condition,
  );
  if (near !== null) return near;
  const places = table.columns.map((column, index) => (column.unit === "ordinal" ? index : -1)).filter((index) => index >= 0);
  return places.length === 1 ? places[0]! : null;
}

/** The mention closest before the condition (within five words), else just after it. */
function nearest(mentions: ColumnMention[], condition: Condition): number | null {
  let best: { column: number; distance: number } | null = null;
  for (const mention of mentions) {
    for (const position of mention.positions) {
      // A column named in full ("fewer than 100 units in stock": In stock) beats one a word only hints at (Unit price).
      const distance =
        (position < condition.start ? condition.start - position : position > condition.end ? position - condition.end + 0.5 : 0) +
        (mention.full ? 0 : 3);
      if (distance <= (mention.full ? 5 : 8) && (!best || distance < best.distance)) best = { column: mention.column, distance };
    }
  }
  return best?.column ?? null;
}
