/**
 * Calibrating `high` (docs/architecture.md, "Tables"): a plan is `high` only when the question was
 * read whole and exactly. Readings that often answer another question than the one asked are kept,
 * but said as assumed (`medium`): each rule below names a kind of question the interpreter computes
 * something for without reading all of it. Measured on WikiTableQuestions dev and Docent's dev sets,
 * never on a held-out set.
 */
import type { ColumnMention } from "./mentions";
import type { TablePlan } from "./types";
import { orMoreBound } from "./operation";
import { nameWords, saidText, type Word } from "./words";
import { stopWords } from "../../core/text-analysis";

export interface CalibrationInput {
  plan: TablePlan;
  question: Word[];
  folded: string;
  columns: ColumnMention[];
  /** Numbers said that no value, condition or table name took ("a total of 4", "series 1-3"). */
  freeNumbers: { value: number; position: number }[];
  /** The question named the table or sheet ("the total Units in Sales 2024"): its rows are the ones meant. */
  tableNamed: boolean;
}

const numberOperations = new Set<TablePlan["operation"]>(["count", "sum", "avg", "min", "max", "distinct", "difference"]);
const comparatives = /\b(more|less|fewer|larger|smaller|higher|lower|bigger|greater|longer|shorter|later|earlier|older|newer)\b/u;
/** Columns whose numbers order or date rows rather than measure them: their sum means nothing. */
const orderingName =
  /^(#|no\.?|nr\.?|rank(ing)?|pos\.?|position|place|pick|round|week|year|season|release|seed|heat|lane|game|match|order)\b/iu;
const wholeWords = /\b(all|combined|altogether|overall|in total|sum of|grand total|entire|whole)\b/u;
const spellsDistinct = /\b(different|distinct|unique|various|separate)\b/u;

/** The assumptions a reading of this kind must state (none when the reading is exact). */
export function calibrationAssumptions(input: CalibrationInput): string[] {
  const notes = [
    sameAs,
    askedRowGotNumber,
    comparedWithRow,
    eitherOrYesNo,
    countBeforeAfter,
    withinTop,
    neighbourLookup,
    unusedNumbers,
    yesNoComparison,
    askedKindUnnamed,
  ].flatMap((rule) => rule(input));
  notes.push(...columnRules(input));
  return [...new Set(notes)];
}

/** "the same number of bids as CAA", "have the same total of?": other rows with a row's value, which nothing here computes. */
function sameAs({ folded }: CalibrationInput): string[] {
  return /\bsame\b|\bas (many|much)\b.*\bas\b/u.test(folded)
    ? ['"the same … as" was not read as a comparison with another row; the value below is the named row\'s own']
    : [];
}

/** "Which team had five winners total?" asks for a row; a number is not that. */
function askedRowGotNumber({ plan, folded }: CalibrationInput): string[] {
  if (!numberOperations.has(plan.operation)) return [];
  return /^(which|who|whom|whose)\b/u.test(folded.trim()) ? ["the question asks which row, and a number was computed instead"] : [];
}

/** "more wins than Werder Bremen", "larger areas than Kilifi": a comparison with a named row. */
function comparedWithRow({ plan, question, folded }: CalibrationInput): string[] {
  if (["compare_max", "compare_min", "difference", "yesno"].includes(plan.operation)) return [];
  // "more goals than the home side" compared the two sides of each row (side-comparison.ts).
  if (!comparatives.test(folded) || plan.filters.some((filter) => filter.against !== undefined)) return [];
  const than = question.findIndex((word) => word.norm === "than");
  if (than < 0) return [];
  const next = question[than + 1];
  return next && !/^(\d|one$|two$|three$|four$|five$|six$|seven$|eight$|nine$|ten$|twice$)/u.test(next.norm)
    ? [`"than ${next.raw}" was not read as a comparison with that row`]
    : [];
}

/** "Did A or B have a faster time?" names one of the two; a yes or no does not. */
function eitherOrYesNo({ plan, folded }: CalibrationInput): string[] {
  // "four or more goals" is a bound, not two things offered.
  const offered = folded.replace(orMoreBound, "$1$2");
  return plan.operation === "yesno" && /\w \bor\b \w/u.test(offered) ? ["an either-or question was answered yes or no"] : [];
}

/** "How many teams were listed before X?" counts rows; the row before X is not that count. */
function countBeforeAfter({ plan, folded }: CalibrationInput): string[] {
  return (plan.operation === "next" || plan.operation === "previous") && /\b(how many|number of)\b/u.test(folded)
    ? ["the row next to the named one was given where a count was asked"]
    : [];
}

/** "the clubs in the top 3 positions", "ranked in the top 8": a condition on a rank, not a ranking. */
function withinTop({ plan, folded }: CalibrationInput): string[] {
  return plan.operation === "top" &&
    /\b(in|into|within|inside|made|reach(ed)?) the top\b|\b(combined|total|number of|how many)\b/u.test(folded)
    ? ['"top" was read as the first rows by value, not as a condition on a rank']
    : [];
}

/** "Which island is listed before Argir?" read as Argir's own island. */
function neighbourLookup({ plan, question }: CalibrationInput): string[] {
  if (plan.operation !== "lookup") return [];
  // "after 1950" is a condition, not a neighbour.
  const at = question.findIndex(
    (word, index) =>
      /^(before|after|above|below|preceding|following|next|previous|prior)$/u.test(word.norm) &&
      !/^\d/u.test(question[index + 1]?.norm ?? "0"),
  );
  return at >= 0 ? ["the named row's own value is given; the question may ask about the row next to it"] : [];
}

/** "How many players had a total of 4?": a number said and read as nothing changes the question. */
function unusedNumbers({ plan, freeNumbers, columns, question }: CalibrationInput): string[] {
  // A yes/no question weighs its number against the answer ("less than 10,000 people?"), unless a bound
  // on it went unread ("Does CBS serve at least 5 areas?" answered by CBS's row alone).
  if (plan.operation === "yesno") return unreadBound(plan, freeNumbers, question);
  const inNames = new Set(columns.flatMap((mention) => mention.positions));
  const values = new Set<unknown>([plan.limit, ...[...plan.filters, ...plan.anchors.flat()].map((filter) => filter.value)]);
  const unused = freeNumbers.filter(
    (number) =>
      !inNames.has(number.position) &&
      !values.has(number.value) &&
      !values.has(String(number.value)) &&
      question[number.position]!.norm !== "one",
  );
  return unused.length > 0 ? [`the number ${String(unused[0]!.value)} was not read as a condition`] : [];
}

const boundWords = /^(least|most|than|over|under|above|below|exceeding)$/u;

function unreadBound(plan: TablePlan, freeNumbers: CalibrationInput["freeNumbers"], question: Word[]): string[] {
  const conditions = [...plan.filters, ...plan.anchors.flat()].some((filter) => filter.operator !== "eq" && filter.operator !== "ne");
  if (conditions || plan.answerAs) return [];
  const bound = freeNumbers.find((number) => boundWords.test(question[number.position - 1]?.norm ?? ""));
  return bound ? [`the bound "${question[bound.position - 1]!.raw} ${String(bound.value)}" was not read`] : [];
}

/** "Is Koli larger than Lemmenjoki?" answered by both rows being there: the comparison said was never made. */
function yesNoComparison({ plan, folded }: CalibrationInput): string[] {
  if (plan.operation !== "yesno" || plan.target !== null || plan.answerAs) return [];
  if (plan.filters.some((filter) => filter.operator !== "eq" && filter.operator !== "ne")) return [];
  // "other than 100" is a negation, read as ≠, not a comparison.
  const said = /\b(?!other\b|rather\b)(\w+er|more|less|fewer)\s+than\b/u.exec(folded);
  return said ? [`"${said[0]}" was not read as a comparison`] : [];
}

function columnRules(input: CalibrationInput): string[] {
  const { plan } = input;
  const notes: string[] = [];
  const target = plan.target === null ? null : plan.table.columns[plan.target]!;
  if (plan.operation === "distinct" && target && !spellsDistinct.test(input.folded))
    notes.push(`the different values of "${target.name}" were counted`);
  if ((plan.operation === "sum" || plan.operation === "avg") && target && orderingName.test(target.name.trim()))
    notes.push(`"${target.name}" orders or dates the rows; its ${plan.operation === "sum" ? "sum" : "average"} was computed as asked`);
  if (plan.operation === "sum" && plan.filters.length === 0 && !input.tableNamed && !wholeWords.test(input.folded))
    notes.push(`every row's "${target?.name ?? ""}" was added up (the question names no rows)`);
  if ((plan.operation === "min" || plan.operation === "max") && target && !asksForValue(input)) {
    notes.push(`the ${plan.operation === "max" ? "largest" : "smallest"} "${target.name}" is given; the question may ask for its row`);
  }
  if (plan.operation === "lookup" && target?.type === "date" && /\bhow (long|old)\b/u.test(input.folded))
    notes.push(`the date in "${target.name}" is given; the question asks for a length of time`);
  if ((plan.operation === "list" || plan.operation === "lookup" || rankingOperations.has(plan.operation)) && labelFiltered(plan))
    notes.push(
      `the rows are named by "${plan.table.columns[plan.operation === "lookup" ? plan.target! : plan.label]!.name}", a column the question filters by`,
    );
  notes.push(...countedColumn(input), ...unusedColumns(input));
  return notes;
}

/**
 * "Which part of Asia has the most countries?" grouped by a column of something else (a yes/no
 * "Least Developed Countries" flag): the noun after "which" is what the answer must name; when no
 * column, table, sheet or file name holds that word, the groups are something else. For groups
 * only: a row's naming column is often called otherwise ("which school" → "Team"), measured on
 * WikiTableQuestions dev, where the same rule on rows demoted right answers.
 */
function askedKindUnnamed({ plan, question, columns }: CalibrationInput): string[] {
  // Groups of a date's year or month are what "which year / month" asks.
  if (!groupOperations.has(plan.operation) || question[0]?.norm !== "which" || plan.datePart) return [];
  // The noun phrase after "which": "which team", "which three venues", "which United States president".
  const phrase: Word[] = [];
  for (const word of question.slice(1, 5)) {
    if (stopWords.has(word.norm) || /^\d/u.test(word.norm) || numberWords.has(word.norm) || /est$/u.test(word.norm)) break;
    phrase.push(word);
  }
  if (phrase.length === 0) return [];
  const at = question.indexOf(phrase[0]!);
  if (columns.some((mention) => mention.positions.some((position) => position >= at && position < at + phrase.length))) return [];
  const label = plan.table.columns[plan.label];
  const names = [label?.name ?? "", plan.table.record.name, plan.table.record.sheet ?? "", plan.table.record.filename];
  const held = new Set(names.flatMap((name) => nameWords(name).flatMap((word) => [word.stem, word.norm.replace(/s$/u, "")])));
  if (phrase.some((word) => held.has(word.stem) || held.has(word.norm.replace(/s$/u, "")))) return [];
  return [`the question asks which ${saidText(phrase)}; the rows here are named by "${label?.name ?? ""}"`];
}

const numberWords = new Set(["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "top", "first", "last"]);

/** Operations whose answer is a group's name. */
const groupOperations = new Set<TablePlan["operation"]>(["group_max", "group_min"]);
/** Operations whose answer is a row's name, chosen by its value. */
const rankingOperations = new Set<TablePlan["operation"]>(["argmax", "argmin", "top"]);

/** "Which company has the symbol ZYME?" answered "ZYME": the answer repeats the value the question gave. */
function labelFiltered(plan: TablePlan): boolean {
  // "Newcastle's first opponents": each row is named by the other side's team, never the one filtered.
  if (plan.opponentOf) return false;
  // "the most home wins" over rows filtered to "Home wins": the only row left is the one asked about.
  if (rankingOperations.has(plan.operation))
    return plan.filters.some((filter) => filter.operator === "eq" && filter.columns.includes(plan.label));
  const answered = plan.operation === "list" ? plan.label : plan.target;
  return answered !== null && plan.filters.some((filter) => filter.operator === "eq" && filter.columns.includes(answered));
}

/**
 * "How many Jamaicans were granted citizenship in 1998?" over a column of those numbers: the thing
 * counted is a measured column, so the number of rows may not be the answer (its sum may be).
 */
function countedColumn({ plan, question, columns, folded }: CalibrationInput): string[] {
  if (plan.operation !== "count") return [];
  const entity = entityPosition(plan, question);
  const mention = columns.find((candidate) => candidate.positions.includes(entity) && candidate.column !== plan.table.labelColumn);
  if (entity < 0 || !mention) return [];
  const column = plan.table.columns[mention.column]!;
  const measured = (column.type === "integer" || column.type === "real") && !orderingName.test(column.name.trim());
  if (measured) return [`rows were counted; "${column.name}" holds numbers of ${question[entity]!.raw}, which were not added up`];
  // "How many years are listed?" over a Year column where years repeat: rows are not years.
  // "the total number of representatives" counts every entry, repeats and all.
  if (!mention.full || plan.filters.length > 0 || /\btotal\b/u.test(folded)) return [];
  const values = plan.table.rows.map((row) => row.values[mention.column]).filter((value) => value !== null && value !== "");
  return new Set(values).size < values.length
    ? [`rows were counted; "${column.name}" repeats, so the different ${question[entity]!.raw} are fewer`]
    : [];
}

/** "When …", "how long …", or the superlative's own noun naming the target ("the longest time"). */
function asksForValue({ plan, question, folded, columns }: CalibrationInput): boolean {
  if (/^(when|how)\b/u.test(folded.trim())) return true;
  const mention = columns.find((candidate) => candidate.column === plan.target);
  if (!mention) return false;
  const superlative = question.findIndex((word) => /(est|most|least|last|first|top|max|min|maximum|minimum)$/u.test(word.norm));
  return superlative >= 0 && mention.positions.includes(superlative + 1);
}

const neighbourOperations = new Set<TablePlan["operation"]>([
  "missing_column",
  "list",
  "lookup",
  "next",
  "previous",
  "first",
  "last",
  "compare_max",
  "compare_min",
]);

/**
 * A column the question names in full that the plan neither computes, filters, orders nor labels by
 * ("how many teams had only two drivers?" counted teams, Drivers unread). Words a used column was
 * named by speak for look-alikes ("repair cost" and "Cost Other"); the thing counted or grouped
 * ("how many artists", "the most campsites") is the rows themselves.
 */
function unusedColumns({ plan, columns, question }: CalibrationInput): string[] {
  if (neighbourOperations.has(plan.operation)) return [];
  // A total per group ("Tops added up per Team") uses the column it adds up.
  const used = new Set<number>([
    plan.label,
    plan.table.labelColumn,
    ...(plan.target === null ? [] : [plan.target]),
    ...(plan.sumOf === undefined ? [] : [plan.sumOf]),
  ]);
  for (const filter of [...plan.filters, ...plan.anchors.flat()]) for (const column of filter.columns) used.add(column);
  const read = new Set(columns.filter((mention) => used.has(mention.column)).flatMap((mention) => mention.positions));
  const entity = entityPosition(plan, question);
  if (entity >= 0) read.add(entity);
  return columns
    .filter((mention) => mention.full && !used.has(mention.column) && !mention.positions.some((position) => read.has(position)))
    .map((mention) => `"${plan.table.columns[mention.column]!.name}"${unusedNote}`);
}

const unusedNote = " is named in the question but was not used";

/**
 * A count of one row that left a named column unused ("how many of those got repaired?" counted the
 * Textiles row, Repaired unread): the figure asked is that row's cell, which this reading did not give.
 */
export function countedOneRowPastANamedColumn(reading: { operation: string; matched: number; assumptions: string[] }): boolean {
  return reading.operation === "count" && reading.matched <= 1 && reading.assumptions.some((note) => note.endsWith(unusedNote));
}

/** The noun that names the rows counted or grouped: after "how many" / "number of", or after "the most". */
function entityPosition(plan: TablePlan, question: Word[]): number {
  const skip = (from: number) => {
    for (let position = from; position < question.length; position += 1)
      if (!/^(the|a|an|of|different|distinct|unique|total|number)$/u.test(question[position]!.norm)) return position;
    return -1;
  };
  if (plan.operation === "count" || plan.operation === "distinct") {
    const at = question.findIndex(
      (word, index) =>
        (word.norm === "many" && question[index - 1]?.norm === "how") || (word.norm === "of" && question[index - 1]?.norm === "number"),
    );
    return at < 0 ? -1 : skip(at + 1);
  }
  if (plan.operation === "group_max" || plan.operation === "group_min") {
    const at = question.findIndex((word) => /^(most|least|fewest)$/u.test(word.norm));
    return at < 0 ? -1 : skip(at + 1);
  }
  return -1;
}
