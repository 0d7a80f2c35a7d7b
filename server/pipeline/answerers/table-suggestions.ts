/**
 * Follow-up questions after a table answer (docs/architecture.md, "Suggestions"): questions the
 * table itself answers, about its real columns ("What is the average FTAG?", "Which HomeTeam
 * appears most often?"), never the passage templates ("What does the document say about FTAG?"),
 * which read a header as a topic. Each one is read by the offline interpreter and computed before
 * it is offered, so a suggestion is always a question Docent answers exactly.
 */
import { isUnnamedColumn } from "../../core/table-types";
import { executePlan } from "../../retrieval/tables/execute";
import { isYearColumn } from "../../retrieval/tables/filters";
import { interpretQuestion } from "../../retrieval/tables/interpret";
import type { LoadedTable } from "../../retrieval/tables/loaded-table";
import type { TablePlan } from "../../retrieval/tables/types";
import { chipLanguage } from "../suggestions";

const suggestionCount = 3;
/** A category worth grouping by: repeats, with a handful of values (not a name per row). */
const maxGroups = 40;

/**
 * "What tables does handbook.docx have?", one for each PDF or DOCX among these tables' files (a
 * sheet's table gives its own questions): answered from the file's record (document-title.ts), and
 * no one guesses Docent reads a report's tables. English, and not after a question about tables.
 */
export function documentTablesQuestions(question: string, tables: LoadedTable[]): string[] {
  // A file's own name ("tables.docx") asks nothing about tables.
  if (chipLanguage(question) !== "en" || /\btables\b(?![.\w-]*\.\w{2,4}\b)/iu.test(question)) return [];
  const files = tables
    .filter((table) => table.record.source === "docx" || table.record.source === "pdf")
    .map((table) => table.record.filename);
  return [...new Set(files)].map((filename) => `What tables does ${filename} have?`);
}

/**
 * Up to three questions over the answer's table, each one the interpreter reads with nothing
 * guessed; `answered`: the plan just answered, not offered again.
 */
export function tableSuggestions(table: LoadedTable, answered: Pick<TablePlan, "operation" | "target"> | null): string[] {
  const kept: string[] = [];
  const asked = new Set(answered ? [`${answered.operation}:${String(answered.target)}`] : []);
  for (const phrasings of candidateQuestions(table)) {
    if (kept.length >= suggestionCount) break;
    // The way a person says it first ("Which squad has the most swimmers?"), the header as written if that is not read.
    for (const question of phrasings) {
      const reading = interpretQuestion(question, [table], { scoped: true });
      if (!reading || reading.assumptions.length > 0 || reading.operation === "missing_column") continue;
      const key = `${reading.operation}:${String(reading.target)}`;
      if (asked.has(key) || executePlan(reading).problem) break;
      asked.add(key);
      kept.push(question);
      break;
    }
  }
  return kept;
}

/** A header that counts things, said as a plural noun ("Swimmers", "Callouts"): "the number of swimmers", "the most swimmers". */
function countedThings(table: LoadedTable, column: number): string | null {
  const header = spoken(table.columns[column]!.name);
  return table.columns[column]!.type === "integer" && /^\p{Ll}+[^s\W]s$/u.test(header) ? header : null;
}

/**
 * A header written as a code ("FTHG", "HST", "B365H") that the sheet gives no meaning for: no person types
 * "What is the average FTHG?", so a question on it comes only after every question on a header of words.
 */
function bareCode(table: LoadedTable, column: number): boolean {
  const { name, description } = table.columns[column]!;
  return !description && /^[\p{Lu}\d]{2,6}$/u.test(name.trim()) && /\p{Lu}{2}/u.test(name);
}

/** A header for a period ("2022-23", "FY 2023"): a row's value in it is asked "in 2022-23", never averaged or ranked. */
const periodHeader = /\b(?:1[89]|20)\d\d\b/u;

/** Questions on headers of words first, then those on codes (after every kind of the first), each in kinds order. */
function candidateQuestions(table: LoadedTable): string[][] {
  const worded = (column: number) => !bareCode(table, column);
  const label = table.labelColumn;
  return [
    ...questionsOver(table, (column) => worded(column) && worded(label)),
    ...questionsOver(table, (column) => !worded(column) || !worded(label)),
  ];
}

/** Questions of several kinds over the columns `usable` allows, turning through them: a total, a ranking, a group, a date. */
function questionsOver(table: LoadedTable, usable: (column: number) => boolean): string[][] {
  const name = (column: number) => columnWords(table, column);
  // "HomeTeam" as a person types it: "home team" (the header as written when the interpreter does not read that).
  const words = (column: number) => {
    const split = name(column).replace(/(?<=\p{Ll})(?=\p{Lu}\p{Ll})/gu, " ");
    return split === name(column) ? split : split.toLowerCase();
  };
  // "What is the average Column A?" names a column Docent made up (a table with no header row): never asked.
  const named = (column: number) => !isUnnamedColumn(table.columns[column]!.name.trim()) && usable(column);
  const measures = measureColumns(table).filter(named);
  const groups = groupColumns(table).filter(named);
  const dates = table.columns.map((_, index) => index).filter((index) => table.columns[index]!.type === "date" && named(index));
  const label = name(table.labelColumn);
  const madeUpLabel = isUnnamedColumn(table.columns[table.labelColumn]!.name.trim());
  const counted = (column: number) => countedThings(table, column);
  const either = (natural: string | null, plain: string) => (natural ? [natural, plain] : [plain]);
  const kinds: string[][][] = [
    measures.map((column) =>
      either(counted(column) && `What is the average number of ${counted(column)!}?`, `What is the average ${name(column)}?`),
    ),
    // "Which Column A has the highest Sales?" names a column Docent made up: not asked.
    madeUpLabel
      ? []
      : measures.map((column) =>
          either(counted(column) && `Which ${label} has the most ${counted(column)!}?`, `Which ${label} has the highest ${name(column)}?`),
        ),
    groups.map((column) => [...new Set([`Which ${words(column)} appears most often?`, `Which ${name(column)} appears most often?`])]),
    measures.map((column) =>
      either(counted(column) && `How many ${counted(column)!} are there in all?`, `What is the total ${name(column)}?`),
    ),
    dates.map((column) => [`What is the latest ${name(column)}?`]),
    groups.map((column) => [
      ...new Set([`How many different ${words(column)} values are there?`, `How many different ${name(column)} values are there?`]),
    ]),
    rowLookups(table, usable),
  ];
  // One of each kind first, then the next column of each kind, so the three differ.
  const ordered: string[][] = [];
  const longest = Math.max(0, ...kinds.map((questions) => questions.length));
  for (let at = 0; at < longest; at += 1) for (const questions of kinds) if (questions[at]) ordered.push(questions[at]!);
  return ordered;
}

/** A header as a question says it: the sheet's meaning for a code ("full-time home goals" for FTHG), else the header spoken. */
function columnWords(table: LoadedTable, column: number): string {
  const { name, description } = table.columns[column]!;
  return description && /^[\p{Lu}\d]{2,6}$/u.test(name.trim()) ? description.trim().toLowerCase() : spoken(name);
}

/** "What is the city of Seattle-Tacoma Intl?": a cell of one of the first rows, asked by the row's name; "in 2022-23" for a period's column. */
function rowLookups(table: LoadedTable, usable: (column: number) => boolean): string[][] {
  const others = table.columns.map((_, index) => index).filter((index) => index !== table.labelColumn && usable(index));
  const questions: string[][] = [];
  for (const row of table.rows.slice(0, 5)) {
    const name = row.values[table.labelColumn];
    // A sentence in the label column ("Bagpipes are awesome.", "The student activities fee is") names no row a person asks about.
    if (others.length === 0 || typeof name !== "string" || !/\p{L}{2}/u.test(name) || name.length > 40 || sentenceLike.test(name.trim()))
      continue;
    const column = others[questions.length % others.length]!;
    // "What is the Column B of …" names a column Docent made up.
    if (isUnnamedColumn(table.columns[column]!.name)) continue;
    const things = countedThings(table, column);
    const header = columnWords(table, column);
    const plain = periodHeader.test(header) ? `What was ${spoken(name.trim())} in ${header}?` : `What is the ${header} of ${name.trim()}?`;
    questions.push(things ? [`How many ${things} does ${name.trim()} have?`, plain] : [plain]);
  }
  return questions;
}

/**
 * A header as a person says it inside a question: "What is the average monthly fee?", not "… the
 * average Monthly fee?". A header in sentence case has its first word lower-cased; an acronym, a
 * name ("Stanley Cups", "HomeTeam") or a code ("FTAG") keeps its spelling.
 * The interpreter matches either (every suggestion is still read before it is offered).
 */
export function spoken(header: string): string {
  const words = header.trim().split(/\s+/u);
  // Sentence case only ("Monthly fee", "Km rowed"): "Stanley Cups" or "Home Team" is a name, kept as written.
  const sentenceCase = /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? "") && words.slice(1).every((word) => !/\p{Lu}/u.test(word));
  return sentenceCase ? [words[0]!.toLowerCase(), ...words.slice(1)].join(" ") : words.join(" ");
}

const sentenceLike = /(?:[.!?:]|\s(?:is|are|was|were|of|the|a|an|to|and|or))$/iu;

/** A column of numbers that say where something is (a page, a line, an id), not how much: no average of it is asked. */
const locatorColumn = /^(?:page|pages|p\.|line|row|no\.?|number|#|id|ref(?:erence)?|code|rank|position)$/iu;

/** Number columns that measure something: not row numbers, ranks, years or where-it-is numbers. */
function measureColumns(table: LoadedTable): number[] {
  return table.columns
    .map((_, index) => index)
    .filter((index) => {
      const column = table.columns[index]!;
      // Only the file's own columns: a sum of both sides ("HS + AS") is no header to ask about.
      const own = index < table.record.columns.length;
      return (
        own &&
        (column.type === "integer" || column.type === "real") &&
        !table.sequenceColumns.has(index) &&
        !isYearColumn(column) &&
        !periodHeader.test(column.name) &&
        !locatorColumn.test(column.name.trim())
      );
    });
}

/** Text columns whose values repeat: categories to count rows by. */
function groupColumns(table: LoadedTable): number[] {
  return table.columns
    .map((_, index) => index)
    .filter((index) => {
      const keys = table.keys[index];
      if (!keys || index === table.labelColumn) return false;
      const different = new Set(keys.filter((key) => key !== "")).size;
      return different >= 2 && different <= maxGroups && different < keys.length / 2;
    });
}
