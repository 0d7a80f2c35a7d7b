/**
 * Blank cells asked for (docs/architecture.md, "Tables"): "runners with no finish time", "not in a
 * club", "which rows have a missing price", "the first year with a GDP figure". A column named after
 * "no", "without", "not in a", "don't have a" (or before "is blank / missing") is a filter on its
 * empty cells; "with a X figure / value" on its filled ones. A cell is empty when it is blank, an
 * "n/a" mark, or says the row has none ("Unattached", "None"). Flag columns (yes / no, ticks) are
 * read as flags elsewhere, never here.
 */
import type { LoadedTable } from "./loaded-table";
import type { ColumnMention } from "./mentions";
import type { TableFilter } from "./types";
import { fillerWords, type Word } from "./words";

/** Cells that say a row has no value: what "no club", "no finish time" finds. */
export const emptyMarks: ReadonlySet<string> = new Set([
  "",
  "n/a",
  "na",
  "-",
  "--",
  "—",
  "–",
  "?",
  "none",
  "nil",
  "unattached",
  "unaffiliated",
  "not applicable",
]);

/** Whether a stored cell is empty in that sense (null, blank, or a mark of none; in a column of numbers, 0: "no wins", "no precipitation"). */
export function isEmptyCell(value: unknown, type?: string): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "number") return value === 0 && (type === "integer" || type === "real");
  if (typeof value !== "string") return false;
  return emptyMarks.has(value.trim().toLowerCase());
}

export interface BlankReading {
  filter: TableFilter;
  /** Question words read as the blank condition (the negation and the column's words). */
  positions: number[];
}

const articles = new Set(["a", "an", "any", "the", "their", "its", "his", "her"]);
const absence = new Set(["no", "without", "missing", "lacking", "lacks", "lack", "blank", "empty"]);
const haveNot = new Set(["don't", "doesn't", "didn't", "hasn't", "haven't", "hadn't"]);
const notWords = new Set(["not", "isn't", "aren't", "wasn't", "weren't"]);
const afterNot = new Set(["in", "on", "with", "part", "have", "has", "had", "given", "of", "at", "from"]);
const emptyAfter = /^(blank|empty|missing|unknown|n\/a)$/u;
const filledWord = /^(figure|figures|value|values|entry|entries|number|data|record|recorded|given|listed)$/u;

/**
 * The blank (or filled) filters the question asks for. `isFlag` tells a yes/no column (read as a
 * flag instead); `used` are columns already filtered or compared.
 */
export function blankFilters(
  table: LoadedTable,
  question: Word[],
  columns: ColumnMention[],
  options: { isFlag: (column: number) => boolean; used: Set<number> },
): BlankReading[] {
  const readings: BlankReading[] = [];
  const taken = new Set(options.used);
  for (const mention of columns) {
    if (taken.has(mention.column) || options.isFlag(mention.column)) continue;
    // "didn't sell out" names the flag Sold out whole, not Tickets sold's blanks by "sell" alone.
    if (columns.some((other) => options.isFlag(other.column) && within(mention.positions, other.positions))) continue;
    const start = Math.min(...mention.positions);
    const end = Math.max(...mention.positions);
    // "have a night sailing" over Night service: the header's first word and one more noun, read in part
    // (the other word stays unread, so the answer is not `high`).
    const headed =
      !mention.full &&
      mention.positions.length === 1 &&
      table.columnWords[mention.column]?.[0]?.norm === question[start]!.norm &&
      /^\p{L}{3,}$/u.test(question[start + 1]?.norm ?? "") &&
      !fillerWords.has(question[start + 1]!.norm);
    // "did not finish" over Finish time: a verb said right after the negation names its column in part.
    if (!mention.full && !headed && !(mention.positions.length === 1 && notVerb(question, start))) continue;
    const before = headed ? null : negationBefore(question, start);
    const after = /^(is|are|was|were|left)$/u.test(question[end + 1]?.norm ?? "") && emptyAfter.test(question[end + 2]?.norm ?? "");
    const filled =
      before === null && !after && (mention.full || headed)
        ? filledBefore(table, mention.column, question, start, headed ? start + 1 : end)
        : null;
    if (headed && filled === null) continue;
    if (before === null && !after && filled === null) continue;
    const empty = filled === null;
    const positions = [...mention.positions, ...(before ?? filled ?? []), ...(after ? [end + 1, end + 2] : [])];
    const name = table.columns[mention.column]!.name;
    readings.push({
      filter: { columns: [mention.column], operator: empty ? "eq" : "ne", value: null, said: `${name} ${empty ? "is empty" : "is given"}` },
      positions,
    });
    taken.add(mention.column);
  }
  return readings;
}

/** "no X", "without a X", "not in a X", "don't have an X", "do not have any X": the words of the negation, or null. */
function negationBefore(question: Word[], start: number): number[] | null {
  let at = start - 1;
  while (at >= 0 && articles.has(question[at]!.norm)) at -= 1;
  const word = question[at]?.norm;
  if (word === undefined) return null;
  if (absence.has(word)) return range(at, start);
  // "not in a club", "do not have a car", "aren't part of a team".
  if (afterNot.has(word)) {
    let not = at - 1;
    if (question[not]?.norm === "of" && word === "part") not -= 1;
    const said = question[not]?.norm ?? "";
    if (notWords.has(said) || (haveNot.has(said) && /^ha(ve|s|d)$/u.test(word))) return range(not, start);
  }
  if (haveNot.has(word) || notWords.has(word) || word === "never")
    return range(at === start - 1 && word === "not" && /^(did|does|do)$/u.test(question[at - 1]?.norm ?? "") ? at - 1 : at, start);
  return null;
}

/**
 * "the first year with a GDP figure", "runners who have a finish time": the column's filled cells.
 * Said without "figure" / "value", only of a column that has empty cells, right after "with a" / "have a".
 */
function filledBefore(table: LoadedTable, column: number, question: Word[], start: number, end: number): number[] | null {
  const figure = filledWord.test(question[end + 1]?.norm ?? "");
  let at = start - 1;
  while (at >= 0 && articles.has(question[at]!.norm)) at -= 1;
  const verb = question[at]?.norm ?? "";
  // "was there a red card", "there was a red card": a cell filled in that row too.
  const there =
    (verb === "there" && question[at - 2]?.norm !== "where") || (/^(is|are|was|were)$/u.test(verb) && question[at - 1]?.norm === "there");
  if (!/^(with|has|have|had|saw|featured|included)$/u.test(verb) && !there) return null;
  if (there && !figure) return /^(a|an|any)$/u.test(question[start - 1]?.norm ?? "") ? range(at - 1, start) : null;
  if (figure) return [...range(at, start), end + 1];
  const article = at === start - 2 && /^(a|an)$/u.test(question[start - 1]!.norm);
  // "have a GDP per capita of 6,324", "with a score above 5": a value or a condition follows, not a filled cell.
  const next = question[end + 1]?.norm ?? "";
  if (next !== "" && !/^(and|or|but|who|which|that|in|on|at|for|listed|recorded)$/u.test(next)) return null;
  // "had a red card" over a count: a number column's noughts are its empty cells.
  const type = table.columns[column]!.type;
  return article && table.rows.some((row) => isEmptyCell(row.values[column], type)) ? range(at, start) : null;
}

function notVerb(question: Word[], start: number): boolean {
  const before = question[start - 1]?.norm ?? "";
  return before === "didn't" || before === "never" || (before === "not" && /^(did|does|do)$/u.test(question[start - 2]?.norm ?? ""));
}

/** Every word of a shorter mention read inside a longer one. */
function within(inner: number[], outer: number[]): boolean {
  return outer.length > inner.length && inner.every((position) => outer.includes(position));
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, offset) => from + offset);
}
