/**
 * Runs a table plan over the rows in memory: filters (text compared case- and accent-free, a
 * value also matching the cells it begins: "Lyon" → "Lyon, France"), then the operation. Exact
 * arithmetic over typed values; rows are never sampled.
 */
import { monthNames } from "../../core/calendar";
import { detectInjection } from "../../core/injection";
import type { TableRow, TableValue } from "../../core/table-types";
import { formatNumber, formatValue } from "../../core/table-values";
import { isEmptyCell } from "./blanks";
import { inDurationUnit } from "./duration-unit";
import { hasLaterParts, laterParts, type LoadedTable } from "./loaded-table";
import { teamMeasureHow, teamTotals, type PerTeam } from "./per-team";
import type { TableFilter, TablePlan, TableResult } from "./types";

/**
 * Operations that name one row or one value. When one of them gives several (a tie, a key that
 * matches several rows) or none, the answer lists what it found, but that is not the one answer the
 * question expects, so it is not `high`: on WikiTableQuestions dev such answers were right 6 times in
 * 40 while labelled `high`.
 */
const singleAnswerOperations = new Set<TablePlan["operation"]>([
  "argmax",
  "argmin",
  "group_max",
  "group_min",
  "compare_max",
  "compare_min",
  "lookup",
  "first",
  "last",
  "next",
  "previous",
]);

export function executePlan(plan: TablePlan): TableResult {
  return checked(inAskedUnit(computePlan(plan)));
}

function inAskedUnit(result: TableResult): TableResult {
  const { plan } = result;
  // "How many times bigger" than nothing (a zero) has no answer.
  if (result.number !== null && Number.isNaN(result.number)) return { ...result, number: null, problem: "no_values" };
  if (!plan.inUnit || result.number === null || result.problem) return result;
  // "How many minutes longer …": a duration figure said in the unit asked.
  const number = inDurationUnit(result.number, plan.inUnit);
  return { ...result, number, values: plan.operation === "difference" ? result.values : [`${formatNumber(number)} ${plan.inUnit}`] };
}

function checked(result: TableResult): TableResult {
  const { plan } = result;
  // "How many people does Argir have?" counts 1 row: a row named that closely usually holds the number asked.
  if (plan.operation === "count" && plan.filters.length > 0 && !result.problem && (result.number ?? 0) <= 1)
    return withNote(result, "the matching rows were counted; with one row or none, a value of that row may have been meant");
  if (plan.operation === "list" && !result.problem && result.matched === 0) return withNote(result, "no row matched");
  if (!singleAnswerOperations.has(plan.operation) || result.problem) return result;
  if (result.values.length === 1 && (result.values[0] === "(empty)" || noneMark.test(result.values[0]!)))
    return withNote(result, "the cell that answers it is empty");
  if (result.values.length === 1) return result;
  const note =
    result.values.length === 0
      ? "no row gave a value to answer with"
      : `${String(result.values.length)} rows answer it equally, so all of them are listed`;
  return withNote(result, note);
}

// A text cell that holds only a dash or "n/a" (a financial sheet's "—") shows that there is no value, so it is no answer.
const noneMark = /^\s*(?:-+|–|—|n\/a|n\.a\.|#n\/a|\?)\s*$/iu;

function withNote(result: TableResult, note: string): TableResult {
  return { ...result, plan: { ...result.plan, assumptions: [...result.plan.assumptions, note] } };
}

function computePlan(plan: TablePlan): TableResult {
  if (plan.across) return acrossDifference(plan, plan.across);
  if (plan.missingValue !== undefined)
    return { plan, matched: 0, number: null, values: [], rows: [], boolean: null, how: "", problem: "missing_value" };
  const table = plan.table;
  const matched = matchingRows(table, plan.filters);
  const base: TableResult = {
    plan,
    matched: matched.length,
    number: null,
    values: [],
    rows: [],
    boolean: null,
    how: describeFilters(plan.filters),
  };
  if (plan.perTeam) return perTeamResult(base, matched, plan.perTeam);
  switch (plan.operation) {
    case "count":
      return { ...base, number: matched.length, rows: matched };
    case "sum":
    case "avg":
    case "min":
    case "max":
      return aggregate(base, matched);
    case "argmax":
    case "argmin":
    case "top":
      return rank(base, matched);
    case "group_max":
    case "group_min":
      return group(base, matched);
    case "distinct": {
      // A blank cell is no value: "how many sub-regions" does not count Antarctica's empty one.
      const filled = matched.filter((index) => !isBlank(table.rows[index]!.values[plan.target!]));
      const distinct = [...new Set(filled.map((index) => cellText(table, index, plan.target!)))];
      return { ...base, number: distinct.length, values: distinct.slice(0, 50), rows: matched };
    }
    case "list":
      return { ...base, values: matched.map((index) => labelText(plan, index)), rows: matched };
    case "lookup": {
      const cells = matched.map((index) => cellText(table, index, plan.target!));
      return {
        ...base,
        values: unique(plan.yearOf ? cells.map((cell) => /^(\d{4})-\d\d/u.exec(cell)?.[1] ?? cell) : cells),
        rows: matched,
      };
    }
    case "first":
    case "last": {
      const row = plan.operation === "first" ? matched[0] : matched.at(-1);
      return row === undefined ? base : { ...base, values: [labelText(plan, row)], rows: [row] };
    }
    case "next":
    case "previous":
      return neighbour(base, matched);
    case "yesno":
      return yesNo(base, matched);
    case "missing_column":
      return { ...base, problem: "missing_column" };
    default:
      return twoRows(base, matched);
  }
}

export function rowsOf(table: LoadedTable, indexes: number[]): TableRow[] {
  return indexes.map((index) => table.rows[index]!);
}

export function matchingRows(table: LoadedTable, filters: TableFilter[]): number[] {
  const tests = filterGroups(filters).map((group) => {
    const any = group.map((filter) => compileFilter(table, filter));
    return any.length === 1 ? any[0]! : (index: number) => any.some((test) => test(index));
  });
  const result: number[] = [];
  for (let index = 0; index < table.rows.length; index += 1) if (tests.every((test) => test(index))) result.push(index);
  return result;
}

type RowTest = (index: number) => boolean;

/**
 * Filters as groups that must all hold: two values of one column ("Peru and Ecuador combined", "for
 * 2020, 2021 and 2022") cannot both be a row's, so they are either-or; anything else is a group of one.
 */
export function filterGroups(filters: TableFilter[]): TableFilter[][] {
  const groups: TableFilter[][] = [];
  const valued = (filter: TableFilter) =>
    filter.operator === "eq" && filter.against === undefined && (typeof filter.value === "string" || typeof filter.value === "number");
  for (const filter of filters) {
    const same = valued(filter)
      ? groups.find(
          (group) =>
            valued(group[0]!) && typeof group[0]!.value === typeof filter.value && group[0]!.columns.join() === filter.columns.join(),
        )
      : undefined;
    // The same value twice (a follow-up's filter carried over beside the one it says again) is one
    // condition: said once, tested once ("Apiary = Copse Farm or Apiary = Copse Farm" was shown).
    if (same) {
      if (!same.some((kept) => kept.value === filter.value)) same.push(filter);
    } else groups.push([filter]);
  }
  return groups;
}

/** One test per filter, built once: on 50,000 rows the per-row work is what counts. */
function compileFilter(table: LoadedTable, filter: TableFilter): RowTest {
  if (filter.sided) return compileSided(table, filter, filter.sided);
  const against = filter.against;
  if (against !== undefined) {
    const column = filter.columns[0]!;
    return (index) => {
      const [mine, theirs] = [table.rows[index]!.values[column], table.rows[index]!.values[against]];
      return typeof mine === "number" && typeof theirs === "number" && ordered(mine, theirs, filter.operator);
    };
  }
  const equal = filter.columns.map((column) => compileEquality(table, column, filter.value));
  const any = (index: number) => equal.some((test) => test(index));
  if (filter.operator === "eq") return any;
  if (filter.operator === "ne") return (index) => !any(index);
  const tests = filter.columns.map((column) => compileOrder(table, column, filter));
  return (index) => tests.some((test) => test(index));
}

/** "games Arsenal won": the home code where the team is at home, the away code where it is away. */
function compileSided(table: LoadedTable, filter: TableFilter, sided: NonNullable<TableFilter["sided"]>): RowTest {
  const [atHome, away] = [compileEquality(table, sided.home, sided.team), compileEquality(table, sided.away, sided.team)];
  const [homeCode, awayCode] = sided.codes.map((code) => compileEquality(table, filter.columns[0]!, code)) as [RowTest, RowTest];
  const test = (index: number) => (atHome(index) && homeCode(index)) || (away(index) && awayCode(index));
  return filter.operator === "ne" ? (index) => (atHome(index) || away(index)) && !test(index) : test;
}

function compileEquality(table: LoadedTable, column: number, value: TableFilter["value"]): RowTest {
  const keys = table.keys[column];
  if (keys && typeof value === "string") {
    const prefix = `${value} `;
    // "Norway" matches "Oslo, Norway" only when no cell of the column is or begins with it.
    const byPart = table.partIndex.get(value)?.has(column) === true && !keys.some((key) => key === value || key.startsWith(prefix));
    if (byPart) return (index) => keyParts(table, index, column).includes(value);
    return (index) => {
      const key = keys[index]!;
      return key === value || (key.startsWith(prefix) && !joinsAnother(table.rows[index]!.values[column]));
    };
  }
  // "no finish time", "not in a club", "no wins": the empty cells (blank, "n/a", "Unattached"; 0 of a number), blanks.ts.
  if (value === null) return (index) => isEmptyCell(table.rows[index]!.values[column], table.columns[column]!.type);
  if (table.columns[column]!.type === "date") {
    const text = String(value);
    return (index) => {
      const cell = table.rows[index]!.values[column];
      return typeof cell === "string" && cell.startsWith(text);
    };
  }
  if (typeof value === "number") return (index) => table.rows[index]!.values[column] === value;
  const lower = String(value).toLowerCase();
  return (index) => String(table.rows[index]!.values[column] ?? "").toLowerCase() === lower;
}

/**
 * "Chicago/Schaumburg" names another place joined to Chicago, not Chicago: a cell whose first mark
 * is a slash does not match its leading words ("Lyon, France" and "Lyon (Rhône)" do).
 */
function joinsAnother(cell: TableValue | undefined): boolean {
  return typeof cell === "string" && /^[\p{L}\p{N}\s'’.-]*\//u.test(cell);
}

function keyParts(table: LoadedTable, index: number, column: number): string[] {
  const cell = table.rows[index]!.values[column];
  return typeof cell === "string" && hasLaterParts(cell) ? laterParts(cell) : [];
}

function compileOrder(table: LoadedTable, column: number, filter: TableFilter): RowTest {
  if (filter.value === null || table.keys[column]) return () => false;
  const isDate = table.columns[column]!.type === "date";
  const bound = isDate ? String(filter.value) : filter.value;
  return (index) => {
    const cell = table.rows[index]!.values[column];
    if (cell === null || cell === undefined) return false;
    if (isDate) return typeof cell === "string" && ordered(cell, bound as string, filter.operator);
    return typeof cell === "number" && typeof bound === "number" && ordered(cell, bound, filter.operator);
  };
}

function ordered<T extends string | number>(left: T, right: T, operator: TableFilter["operator"]): boolean {
  if (operator === "gt") return left > right;
  if (operator === "ge") return left >= right;
  if (operator === "lt") return left < right;
  if (operator === "le") return left <= right;
  return false;
}

/** What an answer says instead of a cell that carries instructions to an assistant (docs/architecture.md, "Defences"). */
export const withheldCell = "(withheld: this cell holds instructions to an assistant)";

/**
 * A cell as answers show it; a cell a rule of the detector names as an instruction to an assistant
 * is withheld, never quoted (the classifier's score alone also rises on ordinary help text).
 */
function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === "string" && value.trim() === "");
}

export function cellText(table: LoadedTable, index: number, column: number): string {
  return withheldIfInstruction(formatValue(table.rows[index]!.values[column] ?? null, table.columns[column]!));
}

/** The name of a row in the answer: its label cell, or the other side's team when the plan asks for an opponent. */
export function labelText(plan: TablePlan, index: number): string {
  const opponent = plan.opponentOf;
  if (!opponent) return cellText(plan.table, index, plan.label);
  const [first, second] = opponent.columns;
  const own = compileEquality(plan.table, first, opponent.team)(index);
  return cellText(plan.table, index, own ? second : first);
}

/** A cell's text, or `withheldCell` when a rule of the detector names it as an instruction to an assistant. */
export function withheldIfInstruction(text: string): string {
  if (text.length < 20) return text;
  const { patterns } = detectInjection(text, "document");
  return patterns.some((pattern) => pattern !== "classifier" && pattern !== "encoded:classifier") ? withheldCell : text;
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

export function describeFilters(filters: TableFilter[]): string {
  return filterGroups(filters)
    .map((group) => group.map((filter) => filter.said).join(" or "))
    .join(" and ");
}

function numbersOf(table: LoadedTable, indexes: number[], column: number): { index: number; value: number | string }[] {
  const result: { index: number; value: number | string }[] = [];
  for (const index of indexes) {
    const value: TableValue = table.rows[index]!.values[column] ?? null;
    if (typeof value === "number" || (typeof value === "string" && table.columns[column]!.type === "date")) result.push({ index, value });
  }
  return result;
}

function aggregate(base: TableResult, matched: number[]): TableResult {
  const { plan } = base;
  const column = plan.table.columns[plan.target!]!;
  const values = numbersOf(plan.table, matched, plan.target!);
  if (values.length === 0) return { ...base, problem: matched.length === 0 ? "no_rows" : "no_values" };
  if (plan.operation === "min" || plan.operation === "max") {
    const best = values.reduce((left, right) =>
      (plan.operation === "max" ? right.value > left.value : right.value < left.value) ? right : left,
    );
    const ties = values.filter((entry) => entry.value === best.value).map((entry) => entry.index);
    return { ...base, number: typeof best.value === "number" ? best.value : null, values: [formatValue(best.value, column)], rows: ties };
  }
  const sum = values.reduce((total, entry) => total + (entry.value as number), 0);
  const number = plan.operation === "sum" ? roundSum(sum) : sum / values.length;
  const skipped = matched.length - values.length;
  const how = skipped > 0 ? `${base.how}${base.how ? "; " : ""}${formatNumber(skipped)} empty ${column.name} cells left out` : base.how;
  return { ...base, number, values: [formatValue(number, column)], rows: matched, how };
}

/** Sums of decimals drift (0.1 + 0.2); twelve significant digits are more than any sheet shows. */
function roundSum(value: number): number {
  return Number(value.toPrecision(12));
}

function rank(base: TableResult, matched: number[]): TableResult {
  const { plan } = base;
  const entries = numbersOf(plan.table, matched, plan.target!);
  if (entries.length === 0) return { ...base, problem: matched.length === 0 ? "no_rows" : "no_values" };
  const descending = plan.operation !== "argmin";
  entries.sort((left, right) => (left.value === right.value ? left.index - right.index : left.value > right.value === descending ? -1 : 1));
  const best = entries[0]!.value;
  // "the second highest": the row ranked there, after the rows ranked above it.
  const nth = plan.nth !== undefined && plan.operation !== "top" ? entries[plan.nth - 1] : undefined;
  if (plan.nth !== undefined && !nth) return { ...base, problem: "no_rows" };
  const chosen = nth
    ? [nth]
    : plan.operation === "top" || (plan.limit !== 10 && plan.operation === "argmin")
      ? entries.slice(0, plan.limit)
      : entries.filter((entry) => entry.value === best);
  const tied = chosen.map((entry) => entry.index);
  const rows = tieBroken(plan, tied);
  const column = plan.table.columns[plan.target!]!;
  // Which of the tied rows is meant is a reading of the table's order: said, so the answer is not `high`.
  const broken = rows.length < tied.length ? tieNote(plan, tied.length, column.name) : null;
  return {
    ...base,
    ...(broken ? { plan: { ...plan, assumptions: [...plan.assumptions, broken] } } : {}),
    number: typeof best === "number" ? best : null,
    values: unique(rows.map((index) => labelText(plan, index))),
    rows,
    how: `${base.how}${base.how ? "; " : ""}by ${column.name}`,
  };
}

/** Rows tied for "the last …" (or "the first …"): the one listed last (or first), as a log reads. */
function tieBroken(plan: TablePlan, rows: number[]): number[] {
  if (!plan.tieBreak || rows.length < 2 || plan.operation === "top") return rows;
  return [plan.tieBreak === "last" ? Math.max(...rows) : Math.min(...rows)];
}

function tieNote(plan: TablePlan, tied: number, column: string): string {
  return `${String(tied)} rows share that ${column}; the one listed ${plan.tieBreak === "last" ? "last" : "first"} was taken`;
}

function group(base: TableResult, matched: number[]): TableResult {
  const { plan } = base;
  // Grouped by the stored value (formatting 50,000 cells costs more than counting them); named once.
  const groups = new Map<TableValue, number[]>();
  for (const index of matched) {
    const value = plan.table.rows[index]!.values[plan.target!] ?? null;
    if (value === null) continue;
    const rows = groups.get(value);
    if (rows) rows.push(index);
    else groups.set(value, [index]);
  }
  const counts = new Map<string, number[]>();
  for (const rows of groups.values()) {
    const name = plan.datePart
      ? datePartName(cellText(plan.table, rows[0]!, plan.target!), plan.datePart)
      : cellText(plan.table, rows[0]!, plan.target!);
    const named = counts.get(name);
    if (named) named.push(...rows);
    else counts.set(name, [...rows]);
  }
  mergeQualifiedNames(counts);
  // "NA" or "n/a" in a column of city names is no city: a row without one ("Which city has the most
  // airports?" is not "NA"). In a column of codes it may be one ("NA", North America), and stays.
  const names = [...counts.keys()];
  const codes = names.filter((name) => /^[A-Z]{2,3}$/u.test(name)).length;
  const noneMarks = !plan.table.codeColumns.has(plan.target!) && codes * 2 < names.length ? names.filter((name) => isEmptyCell(name)) : [];
  const leftOut = noneMarks.map((name) => `${formatNumber(counts.get(name)!.length)} rows with "${name}" left out`);
  for (const name of noneMarks) counts.delete(name);
  if (counts.size === 0) return { ...base, problem: "no_rows" };
  // Every row its own group: the column names rows, so "the most" cannot be a count of rows.
  if (counts.size === matched.length && matched.length > 2 && plan.sumOf === undefined) return { ...base, problem: "no_groups" };
  const sizeOf = (rows: number[]) => (plan.sumOf === undefined ? rows.length : groupSum(plan, rows));
  const sizes = [...counts.values()].map(sizeOf);
  // "the second most strikes": the groups at that rank of the different sizes (none when fewer).
  const ranks = [...new Set(sizes)].sort((left, right) => (plan.operation === "group_max" ? right - left : left - right));
  if (plan.nth !== undefined && ranks[plan.nth - 1] === undefined) return { ...base, problem: "no_rows" };
  const best = plan.nth !== undefined ? ranks[plan.nth - 1]! : plan.operation === "group_max" ? Math.max(...sizes) : Math.min(...sizes);
  const winners = plan.groups ? bestGroups(plan, counts, sizeOf) : [...counts.entries()].filter(([, rows]) => sizeOf(rows) === best);
  const groupName = `${plan.datePart ? `${plan.datePart} of ` : ""}${plan.table.columns[plan.target!]!.name}`;
  const per =
    plan.sumOf === undefined ? `rows counted per ${groupName}` : `${plan.table.columns[plan.sumOf]!.name} added up per ${groupName}`;
  return {
    ...base,
    number: best,
    values: winners.map(([name]) => name),
    rows: winners.flatMap(([, rows]) => rows),
    how: `${base.how}${base.how ? "; " : ""}${per} (${[`${formatNumber(counts.size)} groups`, ...leftOut].join(", ")})`,
  };
}

/**
 * A measure per team over both sides of each row (per-team.ts): the best team (group_max / group_min,
 * among the teams named when some are), or the difference between the two teams named.
 */
function perTeamResult(base: TableResult, matched: number[], perTeam: PerTeam): TableResult {
  const { plan } = base;
  const totals = teamTotals(plan.table, matched, perTeam, cellText);
  if (totals.length === 0) return { ...base, problem: "no_rows" };
  const how = `${base.how}${base.how ? "; " : ""}${teamMeasureHow(perTeam, plan.table, formatNumber(totals.length))}`;
  if (plan.operation === "difference") {
    if (totals.length !== 2) return { ...base, problem: "no_rows" };
    const [a, b] = totals as [(typeof totals)[0], (typeof totals)[0]];
    const shown = totals.map((entry) => `${entry.name}: ${formatNumber(entry.total)}`);
    return { ...base, number: roundSum(Math.abs(a.total - b.total)), values: shown, rows: [...a.rows, ...b.rows], how: shown.join(", ") };
  }
  const best = plan.operation === "group_min" ? Math.min(...totals.map((e) => e.total)) : Math.max(...totals.map((e) => e.total));
  // "Which two teams …": that many, best first (ties in the order first met).
  const sign = plan.operation === "group_min" ? 1 : -1;
  const winners = plan.groups
    ? [...totals].sort((left, right) => sign * (left.total - right.total)).slice(0, plan.groups)
    : totals.filter((entry) => entry.total === best);
  return { ...base, number: best, values: winners.map((entry) => entry.name), rows: winners.flatMap((entry) => entry.rows), how };
}

/** A date cell ("2015-12-03") as its group: the year ("2015") or the month's name ("December"). */
function datePartName(text: string, part: "year" | "month"): string {
  const parsed = /^(\d{4})-(\d{2})/u.exec(text);
  if (!parsed) return text;
  return part === "year" ? parsed[1]! : (monthNames[Number(parsed[2]) - 1] ?? text);
}

/** The top N groups, best first (ties in the order first met): "which three states … the most". */
function bestGroups(plan: TablePlan, counts: Map<string, number[]>, sizeOf: (rows: number[]) => number): [string, number[]][] {
  const sign = plan.operation === "group_max" ? -1 : 1;
  return [...counts.entries()].sort(([, left], [, right]) => sign * (sizeOf(left) - sizeOf(right))).slice(0, plan.groups);
}

/** A group's total of the plan's `sumOf` column (blank cells add nothing), rounded off float noise. */
function groupSum(plan: TablePlan, rows: number[]): number {
  let total = 0;
  for (const index of rows) {
    const value = plan.table.rows[index]!.values[plan.sumOf!];
    if (typeof value === "number") total += value;
  }
  return Math.round(total * 1e9) / 1e9;
}

/**
 * "Lyon, France" and "Lyon (France)" are the group "Lyon" when the column also says "Lyon" alone,
 * as a filter on "Lyon" matches both (docs/architecture.md, "Tables").
 */
function mergeQualifiedNames(counts: Map<string, number[]>): void {
  const byKey = new Map<string, string>();
  for (const name of counts.keys()) byKey.set(name.trim().toLowerCase(), name);
  for (const [name, rows] of [...counts.entries()]) {
    const head = /^([^,(]+?)\s*(?:,|\()/u.exec(name)?.[1]?.trim().toLowerCase();
    const plain = head ? byKey.get(head) : undefined;
    if (plain === undefined || plain === name) continue;
    counts.set(plain, [...counts.get(plain)!, ...rows]);
    counts.delete(name);
  }
}

function neighbour(base: TableResult, matched: number[]): TableResult {
  const { plan } = base;
  const anchor = matchingRows(plan.table, plan.anchors[0] ?? []);
  if (anchor.length === 0) return { ...base, problem: "no_rows" };
  const position = matched.indexOf(anchor[0]!);
  const other = position < 0 ? undefined : matched[position + (plan.operation === "next" ? 1 : -1)];
  if (other === undefined) return { ...base, problem: "no_neighbour", rows: [anchor[0]!] };
  return { ...base, values: [labelText(plan, other)], rows: [anchor[0]!, other] };
}

function yesNo(base: TableResult, matched: number[]): TableResult {
  const { plan } = base;
  if (plan.target === null) return { ...base, boolean: matched.length > 0, rows: matched.slice(0, 10) };
  const first = matched[0];
  if (first === undefined) return { ...base, boolean: false };
  const value = plan.table.rows[first]!.values[plan.target];
  // "x" marks yes in a column of "x" and blanks, but no where the column ticks its yes ("✓" / "x").
  const ticks = plan.table.keys[plan.target]?.includes("✓") ?? false;
  const truthy =
    typeof value === "number"
      ? value > 0
      : typeof value === "string" && (ticks ? /^[✓✔☑]$/u : /^(y|yes|true|x|✓|✔)$/iu).test(value.trim());
  return { ...base, boolean: truthy, values: [cellText(plan.table, first, plan.target)], rows: [first] };
}

function twoRows(base: TableResult, matched: number[]): TableResult {
  const { plan } = base;
  const set = new Set(matched);
  const picks = plan.anchors.map((anchor) => matchingRows(plan.table, anchor).find((index) => set.has(index)));
  if (picks.some((pick) => pick === undefined)) return { ...base, problem: "no_rows" };
  if (plan.target === null) return compareCounts(base, set);
  if (plan.anchorExtreme) return extremesApart(base, set, plan.anchorExtreme);
  const totals = summedAnchors(plan, set);
  if (totals) return totals(base);
  const [left, right] = picks as [number, number];
  const [a, b] = [plan.table.rows[left]!.values[plan.target!], plan.table.rows[right]!.values[plan.target!]];
  if (typeof a !== "number" || typeof b !== "number") return { ...base, problem: "no_values", rows: [left, right] };
  // "Which was warmer in July, Seattle or New York?" with a month of rows each and no total or average said:
  // the first row of each stands for all of them, a guess the answer says.
  if (plan.anchors.some((anchor) => matchingRows(plan.table, anchor).filter((index) => set.has(index)).length > 1))
    return withNote(oneRowEach(base, left, right, a, b), "each side matched several rows; the first listed of each was compared");
  return oneRowEach(base, left, right, a, b);
}

function oneRowEach(base: TableResult, left: number, right: number, a: number, b: number): TableResult {
  const { plan } = base;
  const column = plan.table.columns[plan.target!]!;
  const shown = [
    `${cellText(plan.table, left, plan.label)}: ${formatValue(a, column)}`,
    `${cellText(plan.table, right, plan.label)}: ${formatValue(b, column)}`,
  ];
  if (plan.operation === "difference") return { ...base, number: apart(plan, a, b), values: shown, rows: [left, right] };
  const winner = (plan.operation === "compare_max" ? a >= b : a <= b) ? left : right;
  return answeredAs({ ...base, values: [cellText(plan.table, winner, plan.label)], rows: [left, right], how: shown.join(", ") }, a, b);
}

/** "How much hotter was New York's hottest day than Seattle's?": each row choice's extreme (or average), and their difference. */
function extremesApart(base: TableResult, matched: Set<number>, extreme: "max" | "min" | "avg"): TableResult {
  const { plan } = base;
  const target = plan.target!;
  const column = plan.table.columns[target]!;
  const rows = plan.anchors.map((anchor) =>
    matchingRows(plan.table, anchor).filter((index) => matched.has(index) && typeof plan.table.rows[index]!.values[target] === "number"),
  );
  if (rows.some((list) => list.length === 0)) return { ...base, problem: "no_values" };
  const numbers = rows.map((list) => list.map((index) => plan.table.rows[index]!.values[target] as number));
  const [a, b] = numbers.map((list) =>
    extreme === "avg" ? list.reduce((sum, next) => sum + next, 0) / list.length : extreme === "max" ? Math.max(...list) : Math.min(...list),
  ) as [number, number];
  const word = extreme === "avg" ? "average" : extreme === "max" ? "highest" : "lowest";
  const names = plan.anchors.map((anchor) => anchor.map((filter) => filter.said.replace(/^.*? [=≠] /u, "")).join(" "));
  const shown = names.map(
    (name, index) => `${name}: ${word} ${formatValue(index === 0 ? a : b, column)} of ${formatNumber(rows[index]!.length)} rows`,
  );
  if (plan.operation === "difference") return { ...base, number: apart(plan, a, b), values: shown, rows: [...rows[0]!, ...rows[1]!] };
  // "Which was warmer on average in July 2015, Seattle or New York?": the side whose average (or extreme) wins.
  const first = plan.operation === "compare_max" ? a >= b : a <= b;
  return answeredAs({ ...base, values: [names[first ? 0 : 1]!], rows: [...rows[0]!, ...rows[1]!], how: shown.join(", ") }, a, b);
}

/** Whole numbers that order or name rows (a round, a rank, a year), never added up. */
const orderNames = /^(round|rank|ranking|no\.?|number|#|position|pos|place|year|season|week|day|seed|order|id|code)\b/iu;

/**
 * "Who got more yellow cards at home, Chelsea or Tottenham?": a name found on several rows is compared
 * by its total over them (a count column: whole numbers, not an order number), not by its first row.
 */
function summedAnchors(plan: TablePlan, matched: Set<number>): ((base: TableResult) => TableResult) | null {
  const target = plan.target!;
  const { type, name } = plan.table.columns[target]!;
  if (type !== "integer" || plan.table.sequenceColumns.has(target) || orderNames.test(name.trim())) return null;
  const rows = plan.anchors.map((anchor) => matchingRows(plan.table, anchor).filter((index) => matched.has(index)));
  if (rows.every((list) => list.length <= 1)) return null;
  const [a, b] = rows.map((list) => list.reduce((sum, index) => sum + (Number(plan.table.rows[index]!.values[target]) || 0), 0)) as [
    number,
    number,
  ];
  const names = plan.anchors.map((anchor) => anchor.map((filter) => filter.said.replace(/^.*? [=≠] /u, "")).join(" "));
  const column = plan.table.columns[target]!;
  const shown = names.map(
    (name, index) => `${name}: ${formatValue(index === 0 ? a : b, column)} over ${formatNumber(rows[index]!.length)} rows`,
  );
  const all = [...rows[0]!, ...rows[1]!];
  return (base) => {
    if (plan.operation === "difference") return { ...base, number: apart(plan, a, b), values: shown, rows: all };
    const first = plan.operation === "compare_max" ? a >= b : a <= b;
    return answeredAs({ ...base, values: [names[first ? 0 : 1]!], rows: all, how: shown.join(", ") }, a, b);
  };
}

/** "How many more … in 2023-24 than in 2022-23?": the same total on each sheet, and their difference. */
function acrossDifference(plan: TablePlan, [left, right]: [TablePlan, TablePlan]): TableResult {
  const results = [computePlan(left), computePlan(right)];
  const failed = results.find((result) => result.problem || result.number === null);
  // Two sheets are told apart by their names; two readings of one table by their filters ("HomeTeam = Man City").
  const sameTable = left.table === right.table;
  const how = results
    .map((result) => `${sameTable ? result.how : result.plan.table.record.name}: ${formatNumber(result.number ?? 0)}`)
    .join(", ");
  if (failed) return { ...failed, plan, how };
  const [a, b] = results.map((result) => result.number!) as [number, number];
  // "Did X fix more in April than in March?": yes when the first sheet's total is the larger (smaller for "fewer").
  if (plan.answerAs === "yes_no" && (plan.operation === "compare_max" || plan.operation === "compare_min"))
    return {
      plan,
      matched: results[0]!.matched,
      number: null,
      values: [(plan.operation === "compare_max" ? a > b : a < b) ? "yes" : "no"],
      rows: [...results[0]!.rows, ...results[1]!.rows],
      boolean: plan.operation === "compare_max" ? a > b : a < b,
      how,
    };
  // "How many goals did Arsenal score?": its home games' home goals and its away games' away goals, added.
  if (plan.operation === "sum")
    return {
      plan,
      matched: results[0]!.matched + results[1]!.matched,
      number: roundSum(a + b),
      values: [formatNumber(roundSum(a + b))],
      rows: [...results[0]!.rows, ...results[1]!.rows],
      boolean: null,
      how,
    };
  return {
    plan,
    matched: results[0]!.matched,
    number: apart(plan, a, b),
    values: how.split(", "),
    rows: results[0]!.rows,
    boolean: null,
    how: `${results[0]!.how && !sameTable ? `${results[0]!.how}; ` : ""}${how}`,
  };
}

/** How far apart two figures are: their difference, or for "how many times bigger" the larger over the smaller. */
function apart(plan: TablePlan, a: number, b: number): number {
  if (!plan.ratio) return roundSum(Math.abs(a - b));
  const [high, low] = [Math.max(a, b), Math.min(a, b)];
  return low === 0 ? Number.NaN : roundSum(high / low);
}

/** "More or less?" → "more" / "less"; "is A larger than B?" → yes / no: the first row against the second. */
function answeredAs(result: TableResult, first: number, second: number): TableResult {
  const { answerAs, operation } = result.plan;
  if (!answerAs || first === second) return result;
  if (answerAs === "more_less") return { ...result, values: [first > second ? "more" : "less"] };
  const yes = operation === "compare_max" ? first > second : first < second;
  return { ...result, boolean: yes, values: [yes ? "yes" : "no"] };
}

/** Which of two values has more (or fewer) rows, among the rows matched. */
function compareCounts(base: TableResult, matched: Set<number>): TableResult {
  const { plan } = base;
  const rows = plan.anchors.map((anchor) => matchingRows(plan.table, anchor).filter((index) => matched.has(index)));
  const [left, right] = rows as [number[], number[]];
  const names = plan.anchors.map((anchor) => anchor.map((filter) => filter.said.replace(/^.*? [=≠] /u, "")).join(" "));
  const shown = names.map((name, index) => `${name}: ${formatNumber(rows[index]!.length)} ${rows[index]!.length === 1 ? "row" : "rows"}`);
  if (plan.operation === "difference")
    return {
      ...base,
      number: apart(plan, left.length, right.length),
      values: shown,
      rows: [...left, ...right],
      how: [base.how, ...shown].filter(Boolean).join("; "),
    };
  const first = plan.operation === "compare_max" ? left.length > right.length : left.length < right.length;
  const values = left.length === right.length ? names : [first ? names[0]! : names[1]!];
  return answeredAs({ ...base, values, rows: [...left, ...right], how: shown.join(", ") }, left.length, right.length);
}
