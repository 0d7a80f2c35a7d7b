/**
 * Fragile readings (docs/architecture.md, "Tables"): an exact computation whose reading rests on a
 * choice the question leaves open is `medium`, whatever else was read. Each rule names a kind of
 * doubt that held-out sets kept meeting after every rule fitted to a wording: "the first X" read by
 * a date while the rows are listed in another order, a value found on both sides of a match answered
 * from one side's column, and a value the question reached only through a mended spelling. Measured
 * on the spent held-out sets: a wrong `high` there was one of these far more often than a right one.
 */
import type { TablePlan } from "./types";
import { fold } from "./words";

/** The notes that make this reading `medium`; none when the reading is unambiguous. */
export function fragileAssumptions(plan: TablePlan, asked: string, mended: Map<string, string>): string[] {
  return [listedOrDated(plan, asked), oneSideOfBoth(plan), mendedValue(plan, mended)].flatMap((note) => (note ? [note] : []));
}

const dateOrder = /\b(earliest|latest|oldest|newest|recent|recently|soonest|youngest)\b/u;
const listedOrder = /\b(listed|list|file|sheet|table|order|row|rows|spreadsheet|csv|log|written|appears?)\b/u;
const timeNouns = /^(day|days|date|dates|time|times|year|years|month|months|week|weeks|season|seasons|morning|night|evening)$/u;
const functionWords = /^(to|in|on|at|of|and|or|by|with|for|from|the|a|an|is|was|were|are|did|do|does|ever)$/u;

/**
 * "what town is the first market in": the first row listed, or the earliest by a date column? Both
 * readings give one row when the dates run in the listed order (which holds for any rows filtered
 * from them too); otherwise which was meant is a guess, unless the question says it ("earliest",
 * "in the file").
 */
function listedOrDated(plan: TablePlan, asked: string): string | null {
  const folded = fold(asked);
  if (dateOrder.test(folded) || listedOrder.test(folded)) return null;
  // "the first market" may be either; "opened first", "the last day", "the first time" order by date.
  const ordinal = /\b(first|last|final) (\p{L}+)/u.exec(folded);
  if (!ordinal || !namesARow(ordinal[2]!)) return null;
  const table = plan.table;
  const byDate = ["argmin", "argmax", "top"].includes(plan.operation) && plan.target !== null ? plan.target : null;
  if (byDate !== null && table.columns[byDate]!.type === "date" && !runsInOrder(plan, byDate))
    return `"first" / "last" was read by "${table.columns[byDate]!.name}"; the rows are listed in another order`;
  if (plan.operation !== "first" && plan.operation !== "last") return null;
  const dated = table.columns.findIndex((column, index) => column.type === "date" && !runsInOrder(plan, index));
  return dated >= 0 ? `"first" / "last" was read as the order the rows are listed in, not by "${table.columns[dated]!.name}"` : null;
}

/** The word after "first" / "last" names what is ordered ("the first market"), not a time ("the first day") or a joint. */
export function namesARow(after: string): boolean {
  return !timeNouns.test(after) && !functionWords.test(after);
}

const runsInOrder = (plan: TablePlan, column: number) => listedInOrderOf(plan.table, column);

/**
 * The column's filled cells never go down, or never go up, in the listed order. With `share` below 1,
 * that share of the steps from one cell to the next is enough: a log listed by date place by place
 * steps back only where the next place begins.
 */
export function listedInOrderOf(table: TablePlan["table"], column: number, share = 1): boolean {
  const cells = table.rows.map((row) => row.values[column]).filter((cell) => cell !== null && cell !== "");
  const texts = cells.map(String);
  const steps = Math.max(texts.length - 1, 1);
  const rising = texts.filter((text, at) => at > 0 && texts[at - 1]! <= text).length;
  const falling = texts.filter((text, at) => at > 0 && texts[at - 1]! >= text).length;
  return Math.max(rising, falling) >= steps * share;
}

/** Operations whose answer is a column's values (the rows' names, or the different values counted), not a figure. */
const namingOperations = new Set<TablePlan["operation"]>([
  "distinct",
  "lookup",
  "list",
  "first",
  "last",
  "next",
  "previous",
  "argmax",
  "argmin",
  "top",
  "group_max",
  "group_min",
]);

/**
 * "how many different teams did luton beat": Luton found on either side of each match, and the
 * different values of one side's column counted (or listed, or grouped): each row's other team
 * stands in whichever column Luton is not.
 */
function oneSideOfBoth(plan: TablePlan): string | null {
  if (plan.opponentOf || plan.perTeam) return null;
  if (!namingOperations.has(plan.operation)) return null;
  const answered = plan.operation === "distinct" || plan.operation === "lookup" ? plan.target : plan.label;
  if (answered === null) return null;
  const both = plan.filters.find((filter) => filter.columns.length > 1 && filter.columns.includes(answered));
  return both
    ? `"${plan.table.columns[answered]!.name}" was read for ${both.said}, which stands in ${String(both.columns.length)} columns`
    : null;
}

/** "the etfs" mended to the code "STFS": a value reached only by changing the word said is a guess. */
function mendedValue(plan: TablePlan, mended: Map<string, string>): string | null {
  if (mended.size === 0) return null;
  for (const filter of [...plan.filters, ...plan.anchors.flat()]) {
    const cell = fold(String(filter.value));
    for (const [said, read] of mended) if (cell.split(/[^\p{L}\p{N}]+/u).includes(read)) return `"${said}" was read as ${filter.said}`;
  }
  return null;
}

/** The words a spelling mend changed: said → read, both folded. */
export function mendedWords(asked: string, mendedQuestion: string): Map<string, string> {
  const token = /\p{L}+(?:['’]\p{L}+)*/gu;
  const before = asked.match(token) ?? [];
  const after = mendedQuestion.match(token) ?? [];
  const changed = new Map<string, string>();
  if (before.length !== after.length) return changed;
  before.forEach((word, at) => {
    if (fold(word) !== fold(after[at]!)) changed.set(fold(word), fold(after[at]!));
  });
  return changed;
}
