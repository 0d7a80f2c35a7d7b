/**
 * Which of the library's tables a question is about: the one it names (sheet, table or file name)
 * wins; otherwise the one whose columns and values it names most. Look-alike tables (same columns)
 * that tie are reported, so the answer can say which one was used.
 */
import type { LoadedTable } from "./loaded-table";
import { findColumnMentions, findConditions, findValueMentions, type ColumnMention, type ValueMention } from "./mentions";
import { stem } from "../../core/text-analysis";
import { fold, phraseKey, type Word } from "./words";

export interface TableChoice {
  table: LoadedTable;
  columns: ColumnMention[];
  values: ValueMention[];
  /** Words of the question used to name the table, kept out of value matching. */
  namedPositions: Set<number>;
  named: boolean;
  /** Look-alike tables passed over when none was named. */
  lookAlikes: LoadedTable[];
  /** Nothing of any table was named: the one far larger than the others was taken (said in the answer). */
  largest?: boolean;
}

/** `alone`: the question reads as a table question by its wording, so a lone table may be used unnamed. */
export function chooseTable(all: LoadedTable[], question: Word[], options: { alone?: boolean } = {}): TableChoice | null {
  type Scored = TableChoice & { score: number; nameScore: number };
  let best: Scored | null = null;
  const candidates: Scored[] = [];
  const tables = all.filter((table) => !emptyCopy(table, all));
  for (const table of tables) {
    const naming = namePositions(table, question, tables);
    // The words naming the table are not column words, unless the table has a column of that name.
    const columns = findColumnMentions(table, question).filter(
      (mention) =>
        !mention.positions.some((position) => naming.positions.has(position)) ||
        // "the 2024 budget" in a sheet named "Budgets": a full column name that holds the table's name word.
        (mention.full && [...naming.positions].every((position) => mention.positions.includes(position))),
    );
    const taken = new Set([...naming.positions, ...columns.filter((mention) => mention.full).flatMap((mention) => mention.positions)]);
    const values = findValueMentions(table, question, taken);
    const columnScore = columns.reduce((sum, mention) => sum + (mention.full ? 2 : mention.matched >= 2 ? 1 : 0.5), 0);
    const nameScore = naming.positions.size > 0 ? 4 + naming.length / 10 : 0;
    const score = columnScore + 2 * values.length + nameScore;
    if (columns.length === 0 && values.length === 0 && naming.positions.size === 0 && !(options.alone && tables.length === 1)) continue;
    const choice = {
      table,
      columns,
      values,
      namedPositions: naming.positions,
      named: naming.positions.size > 0,
      lookAlikes: [],
      score,
      nameScore,
    };
    candidates.push(choice);
  }
  for (const choice of candidates) {
    const naming = [...choice.namedPositions];
    // "topics … nine quarters to 30 June 2023": words inside a longer whole value another table holds
    // are that value, not the name of the sheet "Results 30 06 2023 (January–June 2023)".
    const inValue = candidates.some(
      (other) =>
        other !== choice &&
        other.values.some(
          (value) =>
            value.end - value.start + 1 > naming.length && naming.every((position) => position >= value.start && position <= value.end),
        ),
    );
    if (naming.length > 0 && inValue) choice.score -= choice.nameScore;
    if (!best || choice.score > best.score) best = choice;
  }
  if (!best) return options.alone ? (datedChoice(tables, question) ?? largestTable(tables)) : null;
  const winner = entityHolder(best, candidates) ?? best;
  const signature = columnSignature(winner.table);
  // Named or not: a name two look-alikes share ("Prod." over both periods of one sheet) picks neither.
  const lookAlikes = candidates
    .filter((other) => other !== winner && other.score === winner.score && columnSignature(other.table) === signature)
    .map((other) => other.table);
  // "on 26 December 2022" over the seasons 2022-23 and 2023-24: the one sheet whose rows hold that day.
  const dated = lookAlikes.length > 0 ? datedTable([winner.table, ...lookAlikes], question) : null;
  if (dated && dated !== winner.table) {
    const other = candidates.find((candidate) => candidate.table === dated)!;
    return { ...other, lookAlikes: [] };
  }
  return { ...winner, lookAlikes: dated ? [] : lookAlikes };
}

/**
 * A sheet of formulas saved without their values ("Summary" beside "Summary (values)"): every cell
 * but the row names is empty. Where a sheet with the same columns holds values, that one is meant.
 */
function emptyCopy(table: LoadedTable, tables: LoadedTable[]): boolean {
  const empty = (candidate: LoadedTable) =>
    candidate.rows.length > 0 &&
    candidate.columns.every(
      (_, column) => column === candidate.labelColumn || candidate.rows.every((row) => (row.values[column] ?? null) === null),
    );
  if (!empty(table)) return false;
  const signature = columnSignature(table);
  return tables.some((other) => other !== table && columnSignature(other) === signature && !empty(other));
}

/** Of tables with a date column, the only one with a row on the day or month the question says; else null. */
function datedTable(tables: LoadedTable[], question: Word[]): LoadedTable | null {
  const days = findConditions(question)
    .filter((condition) => condition.month !== undefined && (condition.operator === "year" || condition.operator === "eq"))
    .map((condition) =>
      [condition.value, condition.month, condition.day]
        .filter((part) => part !== undefined)
        .map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, "0")))
        .join("-"),
    );
  const bounds = days.length === 0 ? dateBounds(question) : [];
  if (days.length === 0 && bounds.length === 0) return null;
  // "on 13 March" with no year (0 until a table's dates give it): that day of any year.
  const holds = (date: string, day: string) => (day.startsWith("0-") ? date.slice(4).startsWith(day.slice(1)) : date.startsWith(day));
  const within = (date: string) => /^\d{4}-\d\d-\d\d/u.test(date) && bounds.every((bound) => bound(date.slice(0, 10)));
  const holders = tables.filter((table) => {
    const column = table.columns.findIndex((candidate) => candidate.type === "date");
    const dates = column >= 0 ? table.rows.map((row) => String(row.values[column] ?? "")) : [];
    return days.length > 0 ? dates.some((date) => days.some((day) => holds(date, day))) : dates.some(within);
  });
  return holders.length === 1 ? holders[0]! : null;
}

/** "since 26 December 2023 until 31 December 2023": each side of a range as a test of a day (yyyy-mm-dd). */
function dateBounds(question: Word[]): ((date: string) => boolean)[] {
  const pad = (part: number) => String(part).padStart(2, "0");
  return findConditions(question)
    .filter((condition) => condition.month !== undefined && condition.value > 0 && condition.operator !== "ne")
    .map((condition) => {
      const month = `${String(condition.value)}-${pad(condition.month!)}`;
      const upper = condition.operator === "le" || condition.operator === "gt";
      const day = condition.day === undefined ? `${month}-${upper ? "31" : "01"}` : `${month}-${pad(condition.day)}`;
      switch (condition.operator) {
        case "gt":
          return (date: string) => date > day;
        case "ge":
          return (date: string) => date >= day;
        case "lt":
          return (date: string) => date < day;
        default:
          return (date: string) => date <= day;
      }
    });
}

function datedChoice(tables: LoadedTable[], question: Word[]): TableChoice | null {
  const table = datedTable(tables, question);
  return table ? { table, columns: [], values: [], namedPositions: new Set(), named: false, lookAlikes: [] } : null;
}

/**
 * "Which plan is Mei Lin on?" over a Members sheet (with a Plan column) and a Plans sheet: "plan"
 * names the second sheet, but Mei Lin is only in the first, where "plan" is a column. A named table
 * holding none of the values said loses to one that holds them and has a column of the naming word.
 */
function entityHolder<T extends TableChoice>(named: T, candidates: T[]): T | null {
  if (!named.named || named.values.length > 0) return null;
  const naming = [...named.namedPositions];
  // "the most yellow cards in 2022-23": words the named sheet reads as its column (HY + AY) are no value it lacks.
  const read = new Set(named.columns.filter((mention) => mention.full).flatMap((mention) => mention.positions));
  const unread = (value: ValueMention) =>
    Array.from({ length: value.end - value.start + 1 }, (_, offset) => value.start + offset).some((position) => !read.has(position));
  const holders = candidates.filter(
    (other) =>
      other !== named &&
      other.values.some(unread) &&
      naming.every((position) => other.columns.some((mention) => mention.full && mention.positions.includes(position))),
  );
  return holders.length === 1 ? holders[0]! : null;
}

/**
 * "Which vehicle was bought first?" over a workbook of a 12-row register and a 3-row list of
 * depots, when the person chose that workbook: the data sheet is the one far larger than the rest.
 */
function largestTable(tables: LoadedTable[]): TableChoice | null {
  if (tables.length < 2) return null;
  const sorted = [...tables].sort((left, right) => right.rows.length - left.rows.length);
  const [first, second] = [sorted[0]!, sorted[1]!];
  if (first.rows.length < 10 || first.rows.length < 3 * second.rows.length) return null;
  return { table: first, columns: [], values: [], namedPositions: new Set(), named: false, lookAlikes: [], largest: true };
}

export function columnSignature(table: LoadedTable): string {
  return table.columns.map((column) => fold(column.name)).join("|");
}

// The file's name with and without its extension: "vodafone.xlsx" is one word of a question, as "1.5" is.
const namesOf = (table: LoadedTable) =>
  [table.record.sheet, table.record.name, table.record.filename.replace(/\.[^.]+$/u, ""), table.record.filename].filter(
    (name): name is string => Boolean(name),
  );

/** Positions of the words that spell the table's sheet, name or file name ("2023-24", "Barksdale AFB"). */
export function namePositions(table: LoadedTable, question: Word[], tables: LoadedTable[]): { positions: Set<number>; length: number } {
  const names = namesOf(table);
  let best = { positions: new Set<number>(), length: 0 };
  for (const name of names) {
    const key = phraseKey(name).split(" ").filter(Boolean);
    if (key.length === 0) continue;
    for (let start = 0; start + key.length <= question.length; start += 1) {
      // "garage" names the sheet "Garages": the last word may be said in the singular, unless the
      // name is only a word every table is ("tables.docx": "the inventory table" does not name it).
      const same = (part: string, offset: number) =>
        question[start + offset]!.norm === part ||
        (offset === key.length - 1 && !(key.length === 1 && containerWords.has(part)) && question[start + offset]!.stem === stem(part));
      if (key.every(same) && key.join(" ").length > best.length) {
        best = { positions: new Set(key.map((_, offset) => start + offset)), length: key.join(" ").length };
      }
    }
  }
  const others = tables.filter((other) => other !== table);
  // "zones … in 2022" over one file's periods: the file's name names both, the period one of them.
  const distinct = distinctWordNaming(table, question, others);
  if (distinct.length > 0 && ![...distinct.positions].some((position) => best.positions.has(position)))
    best = { positions: new Set([...best.positions, ...distinct.positions]), length: best.length + distinct.length };
  // A first word every sheet name shares ("Members" of "Members 2023" and "Members 2024") tells none apart.
  const sharedFirst = (name: string) => others.some((other) => namesOf(other).some((text) => firstWord(text) === firstWord(name)));
  if (best.length === 0)
    best = firstWordNaming(
      // A word cut short is a group's label ("Prod." over a product sheet's periods): it names them all.
      names.filter((name) => abbreviationPattern.test(name) || !sharedFirst(name)),
      question,
    );
  // "How many concerts are on the tour?" over choir-tour-2026.csv alone: a later word of its name after "the".
  if (best.length === 0 && others.length === 0) best = theWordNaming(names, question);
  // A name of one short common word ("Sheet1", "data") is not a reason to pick a table.
  return best.length >= 3 ? best : { positions: new Set(), length: 0 };
}

// Words that name what any table is, not which one.
const containerWords: ReadonlySet<string> = new Set([
  "tables",
  "table",
  "sheets",
  "sheet",
  "data",
  "spreadsheet",
  "spreadsheets",
  "workbook",
  "lists",
  "list",
]);

/** A name that opens with a word of three or more letters and a full stop ("Prod.", "Inv. 2024"). */
const abbreviationPattern = /^(\p{L}{3,})\./u;

const firstWord = (name: string) => phraseKey(name).split(" ")[0] ?? "";

/**
 * "in 2024", "the Q2 sheet" over look-alike sheets "Members 2023" / "Members 2024" (the same columns):
 * the word of a sheet's name that no look-alike's name has names that sheet.
 */
function distinctWordNaming(table: LoadedTable, question: Word[], others: LoadedTable[]): { positions: Set<number>; length: number } {
  const none = { positions: new Set<number>(), length: 0 };
  const lookAlikes = others.filter((other) => columnSignature(other) === columnSignature(table));
  if (lookAlikes.length === 0) return none;
  // Names, not sheets: one sheet's stacked periods ("Results (January–June 2022)") differ by name only.
  // Within one sheet, only what follows the sheet's name tells them apart ("… 30 06 2023 (January–June 2023)").
  const ownPart = (candidate: LoadedTable) => {
    const { name, sheet } = candidate.record;
    return sheet && name.startsWith(sheet) && name.length > sheet.length ? name.slice(sheet.length) : name;
  };
  const theirs = new Set(lookAlikes.flatMap((other) => phraseKey(ownPart(other)).split(" ")));
  const own = phraseKey(ownPart(table))
    .split(" ")
    .filter((part) => !theirs.has(part) && (/\d/u.test(part) ? part.length >= 2 : part.length >= 4));
  // "on 26 December 2022" is a day, not the sheet "2022-23": a year inside a date names no sheet, when
  // the sheets have dates to filter by ("January–June 2022" names one of two stacked periods of figures).
  const hasDates = [table, ...lookAlikes].some((candidate) => candidate.columns.some((column) => column.type === "date"));
  const dated = new Set(
    findConditions(question)
      .filter(() => hasDates)
      .filter((condition) => condition.month !== undefined)
      .flatMap((condition) => Array.from({ length: condition.end - condition.start + 1 }, (_, offset) => condition.start + offset)),
  );
  const at = question.findIndex((word, position) => own.includes(word.norm) && !dated.has(position));
  if (at < 0) return none;
  // "January–June 2022": the words said next to it that its name holds too name it with it.
  const name = new Set(phraseKey(table.record.name).split(" "));
  const positions = new Set([at]);
  for (let position = at - 1; position >= 0 && name.has(question[position]!.norm); position--) positions.add(position);
  for (let position = at + 1; position < question.length && name.has(question[position]!.norm); position++) positions.add(position);
  // Scored as a name of three or more letters, so it counts (namePositions keeps lengths of 3 and up);
  // the more of the name said, the stronger.
  const said = [...positions].reduce((sum, position) => sum + question[position]!.norm.length + 1, -1);
  return { positions, length: Math.max(3, said) };
}

/** "the tour" names the only table, "choir-tour-2026": a word of four letters or more of its name, said after "the". */
function theWordNaming(names: string[], question: Word[]): { positions: Set<number>; length: number } {
  const parts = new Set(names.flatMap((name) => phraseKey(name).split(" ")).filter((part) => part.length >= 4 && !/\d/u.test(part)));
  const at = question.findIndex((word, position) => position > 0 && question[position - 1]!.norm === "the" && parts.has(word.norm));
  return at >= 0 ? { positions: new Set([at]), length: question[at]!.norm.length } : { positions: new Set(), length: 0 };
}

/** "at Barksdale" names "Barksdale AFB": a long, distinctive first word of a name is enough. */
function firstWordNaming(names: string[], question: Word[]): { positions: Set<number>; length: number } {
  for (const name of names) {
    // "Prod.Rev.and results": a first word cut short by a full stop is said in full ("product").
    const cut = abbreviationPattern.exec(name)?.[1];
    const shortened = cut ? fold(cut) : null;
    const first = shortened ?? phraseKey(name).split(" ")[0] ?? "";
    if ((first.length < 5 && !shortened) || /\d/u.test(first)) continue;
    const at = question.findIndex((word) => word.norm === first || (shortened !== null && word.norm.startsWith(shortened)));
    if (at >= 0) return { positions: new Set([at]), length: Math.max(first.length, 3) };
  }
  return { positions: new Set(), length: 0 };
}
