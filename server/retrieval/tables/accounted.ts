/**
 * The sense gate for `high` (docs/architecture.md, "Tables"): an exact answer is `high` only when
 * the words it stands on were read in the sense the question meant. Each rule names a way a word
 * matched the table in another sense while the answer computed on regardless: a word read as a
 * column the plan then leaves unused ("kwh … deliver" beside a difference of parking spaces), one
 * word read both as the measure and as a flag ("pay in fees" = Fee and Fees paid), a common word
 * read as a short code ("top" = TOP), "when" answered by something that is no time, and a month
 * said without its year put on dates of several years. Measured on the spent held-out sets and
 * WikiTableQuestions dev: these readings were wrong far more often than right.
 */
import type { ColumnMention, Condition, ValueMention } from "./mentions";
import type { TablePlan } from "./types";
import { fillerWords, type Word } from "./words";
import { stopWords } from "../../core/text-analysis";

export interface SenseInput {
  plan: TablePlan;
  question: Word[];
  folded: string;
  columns: ColumnMention[];
  values: ValueMention[];
  /** Positions read as something other than a column (the table's name, an outcome, a blank). */
  readPositions: Set<number>;
  /** The conditions that became filters. */
  conditions: Condition[];
  /** Words of the question's wording and operations ("first", "difference", "listed"), read by the operation. */
  wording: ReadonlySet<string>;
}

/** The notes that make this reading `medium`: each a word read in a sense the question may not mean. */
export function senseAssumptions(input: SenseInput): string[] {
  return [unusedColumnWords, wordReadTwice, oneOfTwoAlike, wordReadAsCode, whenWithoutTime, monthOfManyYears].flatMap((rule) =>
    rule(input),
  );
}

/** The columns a plan reads. */
export function usedColumns(plan: TablePlan): Set<number> {
  return answeredColumns(plan).add(plan.table.labelColumn);
}

/**
 * The columns a plan reads, the table's naming column only when the answer is named by it: "whats the first plot"
 * answered by the Gardener of the first row left the Plot column said and unread.
 */
function answeredColumns(plan: TablePlan): Set<number> {
  const used = new Set<number>([plan.label]);
  if (plan.target !== null) used.add(plan.target);
  if (plan.sumOf !== undefined) used.add(plan.sumOf);
  for (const filter of [...plan.filters, ...plan.anchors.flat()]) {
    for (const column of filter.columns) used.add(column);
    if (filter.against !== undefined) used.add(filter.against);
    if (filter.sided) used.add(filter.sided.home).add(filter.sided.away);
  }
  for (const column of plan.perTeam?.teams ?? []) used.add(column);
  for (const column of plan.opponentOf?.columns ?? []) used.add(column);
  return used;
}

const contentWord = (word: Word) =>
  !fillerWords.has(word.norm) && !stopWords.has(word.norm) && !/^\d/u.test(word.norm) && word.norm.length > 1;

/**
 * A content word whose only reading is a column the plan does not use: the answer left that part of
 * the question out. Columns of names and codes are passed over ("how many countries …" names the
 * rows, whichever column spells them), and so is a unit said after a number read as a condition.
 */
function unusedColumnWords({ plan, question, folded, columns, values, readPositions, conditions, wording }: SenseInput): string[] {
  // "who took office right after X": the row next to X is found by the order the question names.
  if (plan.operation === "next" || plan.operation === "previous") return [];
  const used = usedColumns(plan);
  const answered = answeredColumns(plan);
  const table = plan.table;
  const read = new Set<number>([...readPositions, ...rowNouns(question)]);
  for (const mention of columns) if (used.has(mention.column)) for (const position of mention.positions) read.add(position);
  for (const value of values) for (let at = value.start; at <= value.end; at += 1) read.add(at);
  for (const condition of conditions) for (let at = condition.start; at <= condition.end + 1; at += 1) read.add(at);
  const notes: string[] = [];
  for (const mention of columns) {
    const column = mention.column;
    // A column said in full where a row is answered ("the first plot") is the one asked, unless the answer is named by it.
    const asked = mention.full && rowAnswers.has(plan.operation) && !answered.has(column) && !personAsked(plan, folded);
    if ((used.has(column) && !asked) || (!asked && (table.nameColumns.has(column) || table.codeColumns.has(column)))) continue;
    const name = table.columns[column]!.name;
    if (!asked && ((table.columns[column]!.type === "text" && distinctShare(plan, column) >= 0.8) || initialism.test(name))) continue;
    const unread = mention.positions.filter((position) => {
      const word = question[position]!;
      return !read.has(position) && contentWord(word) && !wording.has(word.norm) && !wording.has(word.stem) && !/est$/u.test(word.norm);
    });
    if (unread.length === 0) continue;
    notes.push(
      `"${unread.map((position) => question[position]!.raw).join(" ")}" names "${table.columns[column]!.name}", which was not used`,
    );
  }
  return notes;
}

/** "who's on the last plot" answered by a column of names: "who" is what is asked, "plot" says which row. */
function personAsked(plan: TablePlan, folded: string): boolean {
  return /^who(?:'?s)?\b/u.test(folded.trim()) && plan.table.nameColumns.has(plan.label);
}

/** A header of two to four capitals ("HR", "HST") is named by the words it abbreviates, said together, never one word. */
const initialism = /^\p{Lu}{2,4}$/u;

const rowNounAfter = /^(many|of|which|what|list|most|fewest|least|more|fewer|any|all|each|every)$/u;

/**
 * The words that name what the rows are ("how many countries", "which autumn screenings", "the most
 * securities"): up to two content words after the words that introduce them. A column may share the
 * noun ("Least Developed Countries"), which does not make the question about that column.
 */
function rowNouns(question: Word[]): number[] {
  const positions: number[] = [];
  question.forEach((word, index) => {
    if (!rowNounAfter.test(word.norm) || (word.norm === "of" && question[index - 1]?.norm !== "number")) return;
    let at = index + 1;
    while (question[at] && /^(the|a|an|different|distinct|unique|listed|of)$/u.test(question[at]!.norm)) at += 1;
    for (let taken = 0; taken < 2 && question[at] && contentWord(question[at]!); taken += 1, at += 1) positions.push(at);
  });
  return positions;
}

/** The share of a column's filled cells that differ from each other (1 when every row names its own). */
function distinctShare(plan: TablePlan, column: number): number {
  const keys = (plan.table.keys[column] ?? []).filter((key) => key !== "");
  return keys.length === 0 ? 0 : new Set(keys).size / keys.length;
}

/** "how much do members pay in fees": "fees" read as the Fee summed and as the Fees paid flag filtered on. */
function wordReadTwice({ plan, columns }: SenseInput): string[] {
  if (plan.target === null) return [];
  const target = new Set(columns.filter((mention) => mention.column === plan.target).flatMap((mention) => mention.positions));
  // Only a flag the plan added from a column's name ("Fees paid = Yes"): a value said is read by itself.
  for (const filter of plan.filters.filter((candidate) => / (=|≠) Yes$/u.test(candidate.said))) {
    const column = filter.columns.length === 1 ? filter.columns[0]! : null;
    if (column === null || column === plan.target) continue;
    const shared = columns.some((mention) => mention.column === column && mention.positions.some((position) => target.has(position)));
    if (shared)
      return [
        `one word named both "${plan.table.columns[plan.target]!.name}" and "${plan.table.columns[column]!.name}" (filtered as ${filter.said})`,
      ];
  }
  return [];
}

/**
 * "how big was the temperature swing in seattle on …" over temp_max and temp_min: "temperature" names both
 * number columns alike (the same words, neither in full), and the answer gave one of them. Which one was
 * meant, or a spread between the two, is a guess.
 */
function oneOfTwoAlike({ plan, question, columns }: SenseInput): string[] {
  const measured = plan.sumOf ?? plan.target;
  if (measured === null || measured === undefined) return [];
  const table = plan.table;
  const numeric = (column: number) => /^(integer|real)$/u.test(table.columns[column]!.type);
  const own = columns.find((mention) => mention.column === measured);
  // A column named in full ("visitors" = Visitors beside Average visit) is the one meant, and so is the total among
  // its parts ("cost" = Cost Total beside Cost Other).
  if (!own || own.full || !numeric(measured) || /\btotal\b/iu.test(table.columns[measured]!.name)) return [];
  const used = usedColumns(plan);
  const same = (positions: number[]) => positions.length === own.positions.length && positions.every((at) => own.positions.includes(at));
  const twin = columns.find(
    (other) => other.column !== measured && !used.has(other.column) && numeric(other.column) && !other.full && same(other.positions),
  );
  if (!twin) return [];
  const said = own.positions.map((position) => question[position]!.raw).join(" ");
  const [chosen, other] = [table.columns[measured]!.name, table.columns[twin.column]!.name];
  return [`"${said}" names both "${chosen}" and "${other}"; "${chosen}" was used`];
}

/**
 * "which country is at the very top of the list" over a column of currency codes: "top", said in
 * lower case, is a word, and TOP (Tonga's currency) a code. A short code in capitals matched by a
 * word said in lower case, with its column unnamed, is a guess.
 */
function wordReadAsCode({ plan, question, values, columns }: SenseInput): string[] {
  const filtered = new Set(plan.filters.concat(plan.anchors.flat()).flatMap((filter) => filter.columns));
  for (const value of values) {
    if (value.start !== value.end) continue;
    const word = question[value.start]!;
    // A word one can say ("top", "cup", "try"), not letters typed in lower case ("df", "ews", "hd").
    if (word.raw !== word.raw.toLowerCase() || !/^[b-df-hj-np-tv-z]+[aeiouy]+[a-z]*$/u.test(word.raw) || word.raw.length < 3) continue;
    const column = value.columns.find((candidate) => filtered.has(candidate));
    if (column === undefined || columns.some((mention) => mention.column === column)) continue;
    const cells = plan.table.rows.map((row) => row.values[column]).filter((cell) => typeof cell === "string");
    const code = cells.find((cell) => cell.toLowerCase() === word.norm && /^[\p{Lu}\d]{2,5}$/u.test(cell));
    if (code) return [`"${word.raw}" was read as the code "${code}" in "${plan.table.columns[column]!.name}"`];
  }
  return [];
}

const rowAnswers = new Set<TablePlan["operation"]>(["lookup", "argmax", "argmin", "first", "last", "next", "previous", "list", "top"]);

/** "When was the first time …" answered "Night": "when" asks a date or a time, which a column of words without figures is not. */
function whenWithoutTime({ plan, folded }: SenseInput): string[] {
  if (!/^when\b/u.test(folded.trim()) || !rowAnswers.has(plan.operation)) return [];
  const column = plan.operation === "lookup" || plan.operation === "list" ? (plan.target ?? plan.label) : plan.label;
  const type = plan.table.columns[column]!.type;
  if (type !== "text") return [];
  const cells = plan.table.rows.map((row) => row.values[column]).filter((cell) => cell !== null && cell !== "");
  if (cells.filter((cell) => /\d/u.test(String(cell))).length * 2 >= cells.length) return [];
  return [`"when" was answered from "${plan.table.columns[column]!.name}", which holds no dates or times`];
}

/**
 * "how much did the hubs take in October" over an Opened date of several years: a month said
 * without its year fits one year's dates only by chance when the dates span more than a year (a
 * season's "in April" spans less, and stays exact), and the column of dates was not named.
 */
function monthOfManyYears({ plan, conditions, columns }: SenseInput): string[] {
  if (!conditions.some((condition) => condition.month !== undefined && condition.value === 0)) return [];
  for (const filter of plan.filters) {
    const column = filter.columns[0]!;
    if (filter.columns.length !== 1 || plan.table.columns[column]!.type !== "date") continue;
    if (!/^\d{4}-\d\d/u.test(String(filter.value)) || columns.some((mention) => mention.column === column)) continue;
    const dates = plan.table.rows
      .map((row) => String(row.values[column] ?? ""))
      .filter((date) => /^\d{4}-\d\d-\d\d/u.test(date))
      .sort();
    const span = dates.length < 2 ? 0 : Date.parse(dates[dates.length - 1]!.slice(0, 10)) - Date.parse(dates[0]!.slice(0, 10));
    if (span > 400 * 86_400_000) return [`a month said without its year was read as ${filter.said}, over dates of several years`];
  }
  return [];
}
