/**
 * The offline table interpreter (docs/architecture.md, "Tables"): question → plan over one table,
 * by rules, with no model. It reads the kind of computation from the wording (operation.ts), the
 * table, columns and values from what the question names (choose-table.ts, mentions.ts), and the
 * filters from values and conditions (filters.ts). It returns null when it cannot read the
 * question as a table question, so ordinary passage retrieval answers instead.
 */
import type { TableColumn } from "../../core/table-types";
import type { LoadedTable } from "./loaded-table";
import { acrossSheets, previousOnOtherSheet } from "./across-sheets";
import { blankFilters } from "./blanks";
import { calibrationAssumptions } from "./calibrate";
import { chooseTable, columnSignature, type TableChoice } from "./choose-table";
import { cellText, matchingRows } from "./execute";
import { conditionFilter, isYearColumn, numberValueFilters, valueFilters } from "./filters";
import { findColumnMentions, findConditions, questionNumber, type ColumnMention, type Condition, type ValueMention } from "./mentions";
import { withDurationUnit } from "./duration-unit";
import { extremeOf, previousTurned, readOperation, type OperationCue } from "./operation";
import { outcomeFilter } from "./outcomes";
import { pinnedRowMeasure } from "./pinned-row";
import { concededSide, sidesCompared, teamSidesDifference, teamSidesTotal } from "./side-comparison";
import { teamColumns } from "./per-team";
import { onOneTable, perTeamPlan } from "./team-sides";
import type { TableFilter, TableOperation, TablePlan } from "./types";
import { inTableWords } from "./domain-words";
import { missingPlan, unheldAsked } from "./asked-measure";
import { spellingMended } from "./spelling";
import { fragileAssumptions, listedInOrderOf, mendedWords, namesARow } from "./fragile";
import { namedDaysSaid } from "./named-days";
import { periodsSaid } from "./date-periods";
import { decadesInFull } from "./short-decades";
import { englishOperations } from "./french-questions";
import { senseAssumptions } from "./accounted";
import { fillerWords, fold, nameWords, saidText, words, type Word } from "./words";
import { asksAcrossYears, isTurnedTable, yearsAsRows } from "./year-columns";
import { withValuesBetween } from "./value-ranges";
import { mostSaidAsNumber, ordinalBeforeSuperlative, rankedAt } from "./ordinal-rank";
import { lackSaid, prefixNegations, yesValue } from "./flag-words";
import { wholePhrase } from "../../core/text-analysis";
import { partsOfSpeech } from "../../core/verb-lemma";

export interface InterpretOptions {
  /** The previous question of the conversation, for follow-ups that refine its result. */
  previousQuestion?: string;
  /** The questions before the previous one, newest first: the previous question is read with them, as the chat read it. */
  earlierQuestions?: string[];
  /**
   * The person chose these tables' documents for the question: a lone table is then the one meant
   * even when the question names none of its columns or values ("How many victories are listed?").
   */
  scoped?: boolean;
  /** Read the rows as they are, without a measure per team over both sides (team-sides.ts asks for this reading). */
  plain?: boolean;
}

const refinement = /^(and|also|then)\b|\b(of|among|from) (those|them|these)\b|\bwhich of (those|them|these)\b/u;
/**
 * "How many tickets were sold there altogether?" after "How many concerts were in Dublin?": "there" as
 * a place points back to the previous question's rows; "are there", "there were" only say that rows exist.
 */
const pointsBack = (folded: string) =>
  /\bthere\b/u.test(folded) &&
  !/\b(is|are|was|were|be|been|isn't|aren't|wasn't|weren't|will|would|has|have|had)\s+there\b|\bthere\s+(is|are|was|were|be|been|isn't|aren't|wasn't|weren't|'s|will|would)\b|\bthere's\b/u.test(
    folded,
  );

/** The previous question asked again: on the sheet "that season" points at, or turned ("and the fewest?"). */
function askedAgain(question: string, folded: string, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  return previousSheetSaid(question, tables, options) ?? superlativeTurned(folded, tables, options);
}

/**
 * The previous question read as the chat read it, with the questions before it: a chain of
 * follow-ups ("How many airports are in Texas?", "And in Ohio?", "Which of those are in Columbus?")
 * keeps every refinement, not only the newest one.
 */
function readPrevious(tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  return interpretQuestion(options.previousQuestion ?? "", tables, chainBefore(options));
}

/** The questions asked before the previous one, as the options the previous question is read with (none when there were none). */
function chainBefore(options: InterpretOptions): Pick<InterpretOptions, "previousQuestion" | "earlierQuestions"> {
  const [before, ...rest] = options.earlierQuestions ?? [];
  return before ? { previousQuestion: before, earlierQuestions: rest } : {};
}

export function interpretQuestion(asked: string, given: LoadedTable[], options: InterpretOptions = {}): TablePlan | null {
  // "Which dog has the 2nd highest fee?": read without the rank, then the row or group at that rank (ordinal-rank.ts).
  const question = prefixNegations(mostSaidAsNumber(apostrophesRestored(asked)), given);
  const ordinal = ordinalBeforeSuperlative(question);
  const atRank = ordinal ? rankedAt(interpretWords(ordinal.without, given, options), ordinal.nth) : null;
  const plan = atRank ?? interpretWords(question, given, options);
  if (!plan) return null;
  const notes = [
    ...fragileAssumptions(plan, question, mendedWords(question, spellingMended(question, given))),
    ...periodsSaid(question, given).assumed,
  ];
  const added = notes.filter((note) => !plan.assumptions.includes(note));
  return added.length === 0 ? plan : { ...plan, assumptions: [...plan.assumptions, ...added] };
}

/** "whats", "whos", "wheres": a question word's contraction typed without its apostrophe reads as the one with it. */
const apostrophesRestored = (asked: string) => asked.replace(/\b(what|who|where|how)s\b/giu, "$1's");

function interpretWords(asked: string, given: LoadedTable[], options: InterpretOptions): TablePlan | null {
  // "Add up Ireland's GDP for 2020, 2021 and 2022" over a column per year: the years read as rows (year-columns.ts).
  const tables = asksAcrossYears(asked) ? given.map((table) => yearsAsRows(table) ?? table) : given;
  // "Combien de musées …": a French question's operation words read as English ones.
  const opened = openedOrClosed(
    spokenDurations(
      joinedImperative(inTableWords(periodsSaid(namedDaysSaid(spellingMended(englishOperations(asked), given), given), given).said, given)),
    ),
  );
  const question = scoredUnit(
    compassAsBound(decadeAsRange(decadesInFull(orLater(beenLongest(longestRunning(opened), given)), given))),
    given,
  );
  const folded = fold(question).trim();
  const across = options.previousQuestion
    ? null
    : acrossSheets(question, tables, (asked, only) => interpretQuestion(asked, only, { scoped: true }));
  if (across) return across;
  // A question complete on its own reads a team's measure over both sides even in a chat: only one that refines the
  // previous question ("And Chelsea?") leaves it to the previous reading (a new user's "How many goals did Arsenal
  // score?" asked after another question counted Arsenal's matches instead).
  const onItsSheet = askedAgain(question, folded, tables, options);
  if (onItsSheet) return throughPrevious(onItsSheet);
  const refines = refinement.test(folded) || pointsBack(folded) || possessiveBack(question, folded, tables, options);
  const sided = options.plain || (options.previousQuestion && refines) ? null : teamReadings(question, tables);
  if (sided) return sided;
  const otherSheet = options.previousQuestion
    ? previousOnOtherSheet(question, options.previousQuestion, tables, (asked, only) =>
        interpretQuestion(asked, only, { scoped: options.scoped === true || only.length === 1 }),
      )
    : null;
  if (otherSheet) return throughPrevious(otherSheet);
  // After a look-alike sheet named by its year ("And in 2024?" over sheets 2024 and 2025): another year in the question.
  const otherYear = options.previousQuestion ? swappedYear(question, tables, options) : null;
  if (otherYear) return throughPrevious(otherYear);
  const ownQuestion = options.previousQuestion && refines ? completeAlone(question, folded, tables, options) : null;
  if (ownQuestion) return ownQuestion;
  const previous = options.previousQuestion && refines ? readPrevious(tables, options) : null;
  const questionWords = words(question);
  const cue = readOperation(folded);
  const computes = cue.operation !== "list_or_lookup" && cue.operation !== "yesno";
  // "Was any grant above £40,000?" in a document the person chose: a yes/no over its lone table.
  const alone =
    (computes && (options.scoped === true || findConditions(questionWords).length > 0)) ||
    (cue.operation === "yesno" && options.scoped === true && findConditions(questionWords).length > 0);
  let choice =
    chooseTable(previous ? [previous.table] : tables, questionWords, { alone }) ?? (previous ? emptyChoice(previous.table) : null);
  // A question read over no table, in a document chosen for it, may still ask a measure its one table lacks.
  if (!choice) return options.scoped && tables.length === 1 && !previous ? unheldAsked(question, questionWords, tables[0]!, null) : null;
  const named = previous ? choice : columnSaid(choice, tables, questionWords);
  if (!named || "operation" in named) return named;
  choice = named;
  const read =
    echoesQuestion(yearOfDate(buildPlan(choice, questionWords, folded), folded), choice) ??
    (previous ? null : unheldMeasure(choice, questionWords));
  const plan = previous ? read : (unheldAsked(question, questionWords, choice.table, read) ?? read);
  // "And the lowest?", "What about the average?": the previous question again, asked the other way.
  const turned = plan === null && options.previousQuestion ? turnedPlan(tables, folded, cue, options) : null;
  if (turned) return throughPrevious(turned);
  // Unscoped, a table chosen for its conditions alone must at least have read one of them as a filter.
  const unnamed = choice.columns.length === 0 && choice.values.length === 0 && !choice.named;
  if (plan && !previous && !options.scoped && unnamed && plan.filters.length === 0) return null;
  if (!previous) return plan;
  const swapped =
    cue.operation === "list_or_lookup" && (!plan || plan.filters.length === 0) ? swappedName(question, previous, tables, options) : null;
  if (swapped) return throughPrevious(swapped);
  // "And which of them lost the most games?" after "How many teams played?": over all the previous rows, a team reading.
  const teams = plan === null && previous.filters.length === 0 ? teamReadings(question, [previous.table]) : null;
  if (teams) return teams;
  const refined = plan ?? otherColumnOfRows(previous, choice, cue, folded) ?? previousRowsAgain(previous, question, folded, cue);
  // The previous question's unread names stay unread: "And how many of those got repaired?" after
  // "How many items did the Textiles station see?" still did not read "Textiles" (a name no cell holds),
  // while a unit left unread ("over 500 spaces") was the table's all along.
  const unread = [...(previous.unread ?? []).filter((word) => /^\p{Lu}/u.test(word)), ...(refined.unread ?? [])];
  return {
    ...refined,
    filters: [...previous.filters, ...refined.filters],
    // The rows the previous question named are the ones added up, not every row.
    assumptions: [
      ...previous.assumptions,
      ...refined.assumptions.filter((note) => previous.filters.length === 0 || !note.endsWith("(the question names no rows)")),
    ],
    ...(unread.length > 0 ? { unread } : {}),
    refinesPrevious: true,
  };
}

/**
 * A follow-up read through the previous question ("And in 2022?", "And Ohio?", "and the fewest?"):
 * no passage knows what it refers to, so the reading is the answer even with the previous
 * question's words left unread.
 */
function throughPrevious(plan: TablePlan): TablePlan {
  return { ...plan, refinesPrevious: true };
}

/**
 * "And how many of those …?" read as nothing new still counts the previous rows, never lists them. "Which of
 * those is the highest?" with no column that says how high (airports with no elevation) is no list of the
 * rows: the table has no column for what the superlative ranks by, and the answer says so with its columns.
 */
function previousRowsAgain(previous: TablePlan, question: string, folded: string, cue: OperationCue): TablePlan {
  const ranked = cue.operation === "superlative_max" || cue.operation === "superlative_min";
  // "the most" / "the least" alone names no measure: nothing says which column is missing.
  if (ranked && cue.word && !/^(?:most|least|more|less|best|worst)$/u.test(cue.word))
    return { ...previous, operation: "missing_column", filters: [], target: null, missing: cue.word, assumptions: [] };
  const fallback: TableOperation = cue.operation === "count_or_sum" && /\bhow many\b/u.test(folded) ? "count" : "list";
  return {
    ...previous,
    operation: fallback,
    filters: [],
    assumptions: [
      `nothing more in "${question.trim()}" was read: the previous question's rows are ${fallback === "count" ? "counted" : "listed"}`,
    ],
  };
}

/**
 * "And who manages them?" after "What time do the under-14s kick off on a Sunday?": a follow-up that names
 * another column (in full, or by one of its two words: "how much fruit" of Fruit picked (kg)) and no rows of
 * its own asks that column of the rows the previous question read. Only after rows named by a filter (a
 * lookup, a list, a count or total of them), never after a ranking.
 */
function otherColumnOfRows(previous: TablePlan, choice: TableChoice, cue: OperationCue, folded: string): TablePlan | null {
  if (!["lookup", "list", "sum", "count", "avg"].includes(previous.operation)) return null;
  if (previous.filters.length === 0 || (cue.operation !== "list_or_lookup" && cue.operation !== "count_or_sum")) return null;
  // "And which of those are free on Sundays?" picks some of the rows by that column: a filter, not the column asked.
  if (/\b(?:which|how many|any|all|none) (?:of )?(?:those|them|these)\b/u.test(folded)) return null;
  const filtered = new Set(previous.filters.flatMap((filter) => filter.columns));
  const named = choice.columns.filter(
    (mention) =>
      (mention.full || mention.matched >= 2 || mention.total <= 2) &&
      mention.column !== previous.target &&
      mention.column !== previous.label &&
      !filtered.has(mention.column),
  );
  if (named.length !== 1) return null;
  const target = named[0]!.column;
  return { ...previous, operation: previous.operation === "list" ? "list" : "lookup", target, filters: [] };
}

/**
 * "What was the quarterly revenue?" over a workbook's index (Topic: Quarterly revenue, Page: 1): a list
 * of the rows named by the very value the question said, naming no column, answers nothing the
 * question did not say; passage retrieval answers it instead of "Quarterly revenue" (or its row).
 */
function echoesQuestion(plan: TablePlan | null, choice: TableChoice): TablePlan | null {
  if (!plan || plan.operation !== "list" || plan.filters.length === 0 || choice.columns.length > 0) return plan;
  const onLabel = plan.filters.every(
    (filter) => filter.operator === "eq" && filter.columns.length === 1 && filter.columns[0] === plan.label && filter.against === undefined,
  );
  return onLabel ? null : plan;
}

/** "What year did Christos Folias take office?" over a column of full dates: the answer is the date's year. */
function yearOfDate(plan: TablePlan | null, folded: string): TablePlan | null {
  if (!plan || plan.operation !== "lookup" || plan.target === null || plan.table.columns[plan.target]!.type !== "date") return plan;
  return /\b(what|which) year\b/u.test(folded) ? { ...plan, yearOf: true } : plan;
}

/**
 * A team's measure over both sides of a two-sided table (team-sides.ts, side-comparison.ts), read on
 * the one sheet the question is about.
 */
function teamReadings(question: string, tables: LoadedTable[]): TablePlan | null {
  const sub = (asked: string, only: LoadedTable[]) => interpretQuestion(asked, only, { scoped: true });
  return onOneTable(question, tables, [
    (asked, table) => teamSidesDifference(asked, [table], sub),
    (asked, table) => teamSidesTotal(asked, [table], sub),
    (asked, table) => perTeamPlan(asked, table, () => interpretQuestion(asked, [table], { scoped: true, plain: true })),
  ]);
}

/**
 * "What's their combined passenger total?" after "How many routes does Skye Small Isles run?": "their"
 * or "its" points back to the previous question's rows when the question names no value of its own;
 * so do "it" and "they" ("How many outings did it do?" after "Which boat is the club's eight?") and
 * "that" or "this" before a noun ("How many hours a week is that show on?" after "Who presents
 * Morning Tide?"), not before a verb or an article ("rows that have", "that the").
 */
const pointsToRows =
  /\b(their|its|it|they|them)\b|\b(that|this) (?!(is|was|are|were|has|have|had|will|would|can|could|may|might|the|a|an)\b)\p{L}+/u;

function possessiveBack(question: string, folded: string, tables: LoadedTable[], options: InterpretOptions): boolean {
  if (!options.previousQuestion || !pointsToRows.test(folded)) return false;
  const alone = interpretQuestion(question, tables, { scoped: options.scoped === true });
  return alone === null || !alone.filters.some((filter) => filter.operator === "eq" && typeof filter.value === "string");
}

const periodBack =
  /\b(?:(?:in|during|for|over|on) )?(?:that|the same) (season|year|month|quarter|period|sheet|half|term|semester|week|tab)\b/iu;

/**
 * "How many goals did Arsenal concede that season?" after a question read on the sheet "2023-24":
 * the period pointed back to is the previous question's sheet, and the rest is a question of its own.
 */
function previousSheetSaid(question: string, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  const said = periodBack.exec(question);
  if (!said || !options.previousQuestion || tables.length < 2) return null;
  const previous = readPrevious(tables, options);
  // Only a choice among look-alike sheets (seasons, years) is what the period word makes.
  const signature = previous ? columnSignature(previous.table) : null;
  if (!previous || !tables.some((table) => table !== previous.table && columnSignature(table) === signature)) return null;
  const rest = `${question.slice(0, said.index)} ${question.slice(said.index + said[0].length)}`.replace(/\s+/gu, " ").trim();
  const plan = interpretQuestion(rest, [previous.table], { scoped: true });
  const sheet = previous.table.record.name;
  return plan
    ? { ...plan, assumptions: [`"${said[0].trim()}" read as the previous question's sheet "${sheet}"`, ...plan.assumptions] }
    : null;
}

/** Words that point back to the previous question's rows or subject. */
const backWords = /\b(those|these|them|they|their|theirs|it|its|there|that|same|ones|such|each|both|either)\b/u;

/**
 * "And how many goals did Chelsea score at home?" after a question about Arsenal: an "And …" that
 * names its own measure and its own subject, with no word pointing back, is a question of its own.
 */
function completeAlone(question: string, folded: string, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  if (!/^(and|also|then)\b/u.test(folded) || backWords.test(folded) || pointsBack(folded)) return null;
  const rest = question.replace(/^\s*(and|also|then)\b[\s,]*/iu, "");
  const plan = interpretQuestion(rest, tables, { scoped: options.scoped === true });
  const ownMeasure = plan !== null && plan.target !== null && plan.operation !== "lookup" && plan.operation !== "list";
  const ownSubject = plan !== null && plan.filters.some((filter) => filter.operator === "eq" && typeof filter.value === "string");
  return ownMeasure && ownSubject ? plan : null;
}

/**
 * "Which sold-out concerts also had a support act? Give the cities.": a second sentence that asks
 * for a column is read as part of the question ("… had a support act and give the cities"), so the
 * first sentence's last words end a clause and the column it names is the one asked (askedColumn).
 */
function joinedImperative(question: string): string {
  return question.replace(/\s*[?.!]\s+(give|list|show|name)\b/giu, (_, verb: string) => ` and ${verb.toLowerCase()}`);
}

/**
 * "north of latitude 60", "east of 10", "west of -105 longitude", "north of 45 degrees latitude": a
 * compass side of a number is a latitude (longitude) above or below it; its unit and axis said after
 * it are part of the bound.
 */
function compassAsBound(question: string): string {
  return question.replace(
    /\b(north|south|east|west) of (?:(?:the )?(?:latitude|longitude|lat|lon|long)\s+)?([-−]?\d[\d.]*)(?![\d.])(?:\s*°|\s+degrees?\b)?(?:\s+(?:latitude|longitude|lat|lon|long)\b)?/giu,
    (_, side: string, number: string) =>
      `${/^(north|south)$/iu.test(side) ? "latitude" : "longitude"} ${/^(north|east)$/iu.test(side) ? "above" : "below"} ${number}`,
  );
}

const scoredBound =
  /\b(score|scored|scores|scoring|concede|conceded|concedes|conceding)\s+((?:\d+(?![\d.,])|one|two|three|four|five|six|seven|eight|nine|ten)\s+or\s+(?:more|fewer|less)|(?:more than|at least|over|fewer than|less than)\s+(?:\d+(?![\d.,])|one|two|three|four|five|six|seven|eight|nine|ten))(?!\s*(?:goals?|points?|runs?|tries)\b)/giu;

/**
 * "Did Everton ever score 5 or more at home?": a bound said after "score" with no unit is on what is
 * scored, the unit a table's column is named by (goals, points, runs), so it is said ("5 or more goals").
 */
function scoredUnit(question: string, tables: LoadedTable[]): string {
  if (!scoredBound.test(question)) return question;
  scoredBound.lastIndex = 0;
  const unit = ["goals", "points", "runs"].find((candidate) =>
    tables.some((table) => findColumnMentions(table, words(candidate)).some((mention) => mention.full)),
  );
  return unit ? question.replace(scoredBound, (_, verb: string, bound: string) => `${verb} ${bound} ${unit}`) : question;
}

/**
 * "Which show has been running longest?", "the longest-running club": what has gone on longest began
 * first, the oldest by the year or date it started (a "Started", "Founded" or "Since" column).
 */
function longestRunning(question: string): string {
  return (
    question
      .replace(
        /\b(?:(?:has|have|had) )?been (?:running|going|around|operating|broadcasting|open|on (?:the )?air|in business)(?: for)? (?:the )?longest\b/giu,
        "is the oldest",
      )
      // "the longest running time" is a length of time (a Running time column), not what has run longest.
      .replace(/\b(?:the )?longest[- ]running\b(?! (?:times?|lengths?|minutes|hours)\b)/giu, "the oldest")
      .replace(/\b(?:has|have) (?:run|gone on) (?:the )?longest\b/giu, "is the oldest")
  );
}

/** A column of when each row began: a start, a joining, a founding (a year or a date). */
const startHeader = /\b(start(ed)?|joined|since|began|founded|established|opened|enrolled)\b/iu;

/**
 * "who has been at elm street the longest", "whos been volunteering at westgate the longest": someone who has been
 * somewhere longest began first, over a table that keeps when each row began ("Joined", "Started"); read as "who at
 * elm street is the oldest", which ranks by that column. Not a length measured in a row (Avg shift, Set length).
 */
function beenLongest(question: string, tables: LoadedTable[]): string {
  if (!tables.some((table) => table.columns.some((column) => startHeader.test(column.name)))) return question;
  return question.replace(
    /\b(?:(?:has|have|had) )?been (?:\p{L}+ing )?((?:(?:at|with|in|on|to) [\p{L}\d'’ -]+? )?)(?:for )?(?:the )?longest\b/iu,
    "$1is the oldest",
  );
}

/**
 * "Who opened the festival?", "which film closed the autumn season": what opened an event came first in
 * it, what closed it last (read as "who was first in the festival"). Only a subject asked right before
 * the verb and an event after it ("Which museum opened in 1990?" keeps its verb).
 */
function openedOrClosed(question: string): string {
  return question.replace(
    /^(\s*(?:who|(?:which|what) \p{L}+))\s+(opened|kicked off|started|began|closed|ended|finished|wrapped up|closed out|rounded off)\s+(the|this|our)\s+(?=\p{L})/iu,
    (_, asked: string, verb: string, article: string) =>
      `${asked} was ${/^(opened|kicked off|started|began)$/iu.test(verb) ? "first" : "last"} in ${article} `,
  );
}

/** "in 2010 or later", "2000 or earlier": a year with its side said after it is a bound ("since 2010", "until 2000"). */
function orLater(question: string): string {
  return (
    question
      .replace(/\b(?:in|on|during) or (?:after|later than)\b|\bno (?:earlier|sooner) than\b|\bnot (?:before|earlier than)\b/giu, "since")
      .replace(/\b(?:in|on|during) or (?:before|earlier than)\b|\bno later than\b|\bnot (?:after|later than)\b/giu, "until")
      // "from 1 May 2023 onwards", "May 2023 and later": a day or month of a year is its own bound from that day.
      .replace(
        /\b(?:(?:from|since|starting) )?((?:\d{1,2}(?:st|nd|rd|th)? )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?(?: \d{1,2}(?:st|nd|rd|th)?,?)? (?:1[5-9]|20)\d\d) (?:onwards?|and later|and after)\b/giu,
        "since $1",
      )
      // "from 2010 onwards": the bound is said by "from"; "onwards" adds nothing.
      .replace(/\b((?:1[5-9]|20)\d\d) (?:onwards?|and later|and after)\b/giu, (_, year: string) => `${year} or later`)
      .replace(/\b(?:in |from )?((?:1[5-9]|20)\d\d) or (?:later|after|since|more recently)\b/giu, "since $1")
      .replace(/\b(?:in |from )?((?:1[5-9]|20)\d\d) or (?:earlier|before|sooner)\b/giu, "until $1")
  );
}

/**
 * "under half an hour", "more than an hour and a half", "a quarter of an hour": a duration said in
 * words is its minutes, as "30 minutes" is read (a bound on a column of times).
 */
function spokenDurations(question: string): string {
  return question
    .replace(/\b(?:an|one) hour and a half\b|\b(?:one|1) and a half hours\b/giu, "90 minutes")
    .replace(/\bthree quarters of an hour\b/giu, "45 minutes")
    .replace(/\b(?:a )?quarter of an hour\b/giu, "15 minutes")
    .replace(/\b(?:a )?half an hour\b|\ba half hour\b/giu, "30 minutes")
    .replace(/\b(under|over|less than|more than|within|at least|at most|longer than|shorter than) an hour\b/giu, "$1 60 minutes");
}

/** "during the 1990s", "in the 2010s": a decade is its ten years, read as the range "between 1990 and 1999". */
function decadeAsRange(question: string): string {
  // "since the 1990s", "before the 1980s": a bound at the decade's first or last year.
  const bounded = question.replace(
    /\b(since|from|after|before|until|by) the ((?:1[89]|20)\d)0['’]?s\b/giu,
    (_, side: string, decade: string) => `${side} ${decade}${/^(after|until|by)$/iu.test(side) ? "9" : "0"}`,
  );
  // "over 2010-2019": two years joined by a dash are the years between them, both included.
  const spanned = bounded.replace(
    /\b(?:(?:in|during|over|throughout|through|across|of|from|between) )?((?:1[5-9]|20)\d\d) ?[-–] ?((?:1[5-9]|20)\d\d)\b/giu,
    (said: string, first: string, last: string) => (Number(first) < Number(last) ? `between ${first} and ${last}` : said),
  );
  return spanned.replace(
    /\b(?:(?:in|during|over|throughout|through|across|of) )?(?:the )?((?:1[89]|20)\d)0['’]?s\b/giu,
    (_, decade: string) => `between ${decade}0 and ${decade}9`,
  );
}

/**
 * "How many airports are in Texas?" then "And in Ohio?": the follow-up names another value of a
 * column the previous question filtered on, so it is the previous question with that value instead.
 */
function swappedValue(question: string, previous: TablePlan, options: InterpretOptions): TablePlan | null {
  // Read as "What about Ohio?" is: a value named alone, over the previous question's table.
  const about = question.replace(/^\s*(?:and|also|then)\b[\s,]*(?:(?:in|for|at|on|with)\b\s*)?/iu, "What about ");
  const alone = interpretQuestion(about, [previous.table], { scoped: true });
  if (!alone || alone.filters.length === 0) return null;
  const columns = new Set(alone.filters.flatMap((filter) => filter.columns));
  const kept = previous.filters.filter((filter) => !filter.columns.some((column) => columns.has(column)));
  if (kept.length === previous.filters.length) return null;
  const said = alone.filters.map((filter) => filter.said).join(" and ");
  return {
    ...previous,
    filters: [...kept, ...alone.filters],
    assumptions: [...previous.assumptions, `read as "${(options.previousQuestion ?? "").trim()}" with ${said} instead`],
  };
}

/**
 * "What were Nespresso's sales?" then "And Water?", where Water is a row of another sheet of the
 * workbook (products beside segments): the previous question asked again with the new name, over
 * every table, when the name is found there.
 */
function swappedElsewhere(question: string, previous: TablePlan, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  const previousQuestion = options.previousQuestion ?? "";
  const named = nameAlone(question);
  // A year said alone takes the previous question's year (swappedYear), never the place of a name.
  if (named === null || yearSaid.test(named)) return null;
  for (const filter of previous.filters) {
    if (typeof filter.value !== "string" || filter.value.trim() === "") continue;
    const written = wholePhrase(filter.value);
    if (!written.test(previousQuestion)) continue;
    const asked = previousQuestion.replace(written, named);
    const plan = interpretQuestion(asked, tables, { ...(options.scoped ? { scoped: true } : {}) });
    const found = plan?.filters.some((other) => typeof other.value === "string" && fold(other.value).includes(fold(named)));
    if (plan && found) return { ...plan, assumptions: [...plan.assumptions, `read as "${asked.trim()}"`] };
  }
  return null;
}

const yearSaid = /^(?:1[5-9]|20)\d\d$/u;

/**
 * "How many days did it rain in Seattle in 2013?" then "And in 2014?": the previous question asked
 * again with the year the follow-up names in place of the one it named.
 */
function swappedYear(question: string, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  const previousQuestion = options.previousQuestion ?? "";
  const years = previousQuestion.match(/\b(?:1[5-9]|20)\d\d\b/gu) ?? [];
  const named = years.length === 1 ? followUpYear(question, years[0]!) : null;
  if (named === null || !yearSaid.test(named) || years.length !== 1 || years[0] === named) return null;
  const asked = previousQuestion.replace(years[0]!, named);
  const plan = interpretQuestion(asked, tables, { ...(options.scoped ? { scoped: true } : {}), ...chainBefore(options) });
  return plan ? { ...plan, assumptions: [...plan.assumptions, `read as "${asked.trim()}"`] } : null;
}

const relativeYear = /\b(?:the )?(year before|previous year|prior year|year earlier|year after|following year|next year)\b/iu;
// What a follow-up that only asks the same again in another year may say besides the year.
const sameAgainWords = new Set([
  "and",
  "also",
  "what",
  "about",
  "how",
  "many",
  "much",
  "in",
  "for",
  "during",
  "was",
  "were",
  "it",
  "that",
  "there",
  "then",
  "the",
  "of",
  "a",
  "one",
]);

/**
 * The year a follow-up asks the previous question again for: said alone ("And in 2014?"), said in a follow-up that
 * only asks the same again ("And how many in 2024?"), or said relative to the previous question's year ("And how
 * many in the year before?" after "… in 2025?" is 2024). Null when the follow-up says anything more.
 */
function followUpYear(question: string, previousYear: string): string | null {
  const named = nameAlone(question);
  if (named !== null && yearSaid.test(named)) return named;
  if (!/^\s*(?:and|also|what about|how about)\b/iu.test(question)) return null;
  const said = question.match(/\b(?:1[5-9]|20)\d\d\b/gu) ?? [];
  const relative = relativeYear.exec(question);
  if (said.length + (relative ? 1 : 0) !== 1) return null;
  const rest = words(question.replace(relative?.[0] ?? said[0]!, " "));
  if (rest.some((word) => !sameAgainWords.has(word.norm))) return null;
  if (said.length === 1) return said[0]!;
  return String(Number(previousYear) + (/before|previous|prior|earlier/iu.test(relative![1]!) ? -1 : 1));
}

const rankings: ReadonlySet<TableOperation> = new Set(["argmax", "argmin", "top", "max", "min"]);

/** A follow-up that says another name ("And Ohio?", "And Water?"): the previous question asked for it. */
function swappedName(question: string, previous: TablePlan, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  return (
    swappedValue(question, previous, options) ??
    rankedRowFigure(question, previous) ??
    swappedElsewhere(question, previous, tables, options)
  );
}

/** The name a follow-up says alone ("And Water?", "What about Lyon?"), or null when it says more. */
function nameAlone(question: string): string | null {
  const named = question
    .replace(/^\s*(?:and|also|then|what about|how about)\b[\s,]*(?:(?:in|for|at|on|with|about)\b\s*)?/iu, "")
    .replace(/[\s?.!]+$/u, "")
    .trim();
  return named === "" || named === question.trim() || words(named).length > 4 ? null : named;
}

/**
 * "Which product had the highest sales?" then "And Water?": the named row's figure the ranking was
 * over, read as "What is the Sales of Water?" over the same table.
 */
function rankedRowFigure(question: string, previous: TablePlan): TablePlan | null {
  const named = nameAlone(question);
  if (named === null || !rankings.has(previous.operation) || previous.target === null) return null;
  const asked = `What is the ${previous.table.columns[previous.target]!.name} of ${named}?`;
  const plan = interpretQuestion(asked, [previous.table], { scoped: true });
  const found = plan?.filters.some((filter) => typeof filter.value === "string" && fold(filter.value).includes(fold(named)));
  return plan && found && plan.operation === "lookup"
    ? { ...plan, assumptions: [...previous.assumptions, ...plan.assumptions, `read as "${asked}"`] }
    : null;
}

/** Operations a follow-up may turn the previous one into, by what the previous one computed. */
const turnings: Partial<Record<OperationCue["operation"], Partial<Record<TableOperation, TableOperation>>>> = {
  superlative_max: {
    argmin: "argmax",
    argmax: "argmax",
    top: "top",
    min: "max",
    max: "max",
    group_min: "group_max",
    group_max: "group_max",
  },
  superlative_min: {
    argmax: "argmin",
    argmin: "argmin",
    top: "argmin",
    max: "min",
    min: "min",
    group_max: "group_min",
    group_min: "group_min",
  },
  avg: { sum: "avg", min: "avg", max: "avg", avg: "avg" },
  sum: { avg: "sum", min: "sum", max: "sum", sum: "sum" },
};

const turnedWords: Partial<Record<TableOperation, string>> = {
  argmax: "highest",
  max: "highest",
  top: "highest",
  group_max: "most",
  argmin: "lowest",
  min: "lowest",
  group_min: "fewest",
  avg: "average",
  sum: "total",
};

/**
 * A follow-up that says only a new operation ("And the lowest?", "What about the average?") over
 * the previous question's column and rows; null when it says more than that or the previous
 * question computed nothing it can turn.
 */
const turnsPrevious = /^(?:(?:and|also|then|what about|how about)\b|(?:the )?(?:lowest|highest|smallest|largest|average|total)\b)/u;

/**
 * "and the fewest?", "what about the least?" after "which team scored the most goals in 2023-24?":
 * the previous question with its superlative turned, read again whole, whatever reading answered it
 * (a team's measure over both sides, a group's count).
 */
function superlativeTurned(folded: string, tables: LoadedTable[], options: InterpretOptions): TablePlan | null {
  if (!options.previousQuestion || !turnsPrevious.test(folded) || folded.split(/\s+/u).length > 5) return null;
  const turned = previousTurned(options.previousQuestion, folded);
  const plan = turned ? interpretQuestion(turned.question, tables, { scoped: options.scoped === true }) : null;
  const note = `read as "${options.previousQuestion.trim()}" asked for the ${turned?.word ?? ""}`;
  return plan ? { ...plan, assumptions: [...plan.assumptions, note] } : null;
}

function turnedPlan(tables: LoadedTable[], folded: string, cue: OperationCue, options: InterpretOptions): TablePlan | null {
  if (!turnsPrevious.test(folded)) return null;
  if (folded.split(/\s+/u).length > 5) return null;
  const previousQuestion = options.previousQuestion ?? "";
  const previous = readPrevious(tables, options);
  const operation = previous ? turnings[cue.operation]?.[previous.operation] : undefined;
  if (!previous || !operation || (previous.target === null && previous.sumOf === undefined)) return null;
  const asked = turnedWords[operation] ?? operation;
  return { ...previous, operation, assumptions: [...previous.assumptions, `read as "${previousQuestion.trim()}" asked for the ${asked}`] };
}

/** "the Alpha column": a table that has it, else an admission naming the columns there are. */
function columnSaid(choice: TableChoice, tables: LoadedTable[], questionWords: Word[]): TableChoice | TablePlan | null {
  const said = saidColumn(questionWords);
  if (!said || covers(choice.columns, said.positions)) return choice;
  const holder = tables.find((table) => covers(findColumnMentions(table, questionWords), said.positions));
  const other = holder ? chooseTable([holder], questionWords, { alone: true }) : null;
  // Only a name written as one ("the Omega column", not "the left column") is a column that is not there.
  if (!other && /^\p{Lu}/u.test(said.phrase)) return missingPlan(choice.table, said.phrase);
  return other ?? choice;
}

/** "the Alpha column", "column Alpha": the words naming a column outright, and where they are. */
function saidColumn(question: Word[]): { phrase: string; positions: number[] } | null {
  const at = question.findIndex((word) => word.norm === "column");
  if (at < 0) return null;
  const positions: number[] = [];
  for (let position = at - 1; position >= 0 && positions.length < 3; position -= 1) {
    if (fillerWords.has(question[position]!.norm) || questionWords.has(question[position]!.norm)) break;
    positions.unshift(position);
  }
  if (positions.length === 0 && question[at + 1] && !fillerWords.has(question[at + 1]!.norm)) positions.push(at + 1);
  if (positions.length === 0) return null;
  return { phrase: positions.map((position) => question[position]!.raw).join(" "), positions };
}

function covers(mentions: ColumnMention[], positions: number[]): boolean {
  return mentions.some((mention) => mention.full && positions.every((position) => mention.positions.includes(position)));
}

/** What "how long", "how tall" … ask, by the words a column holding it is named with. */
// Nouns and units only: "long" of a latitude / longitude pair or "high" of a day's temperatures is no length or height.
const measureQuestions: [RegExp, RegExp, string][] = [
  [
    /^(long|short)$/u,
    // A period counted in days or weeks is a length of time too ("Loan period (days)": "how long can I borrow …").
    /\b(length|distance|duration|time|period|term|minutes|mins|hours|hrs|seconds|days|weeks|months|years|nights|km|miles|metres|meters|feet|ft|m|span)\b/iu,
    "length",
  ],
  [/^(tall|high)$/u, /\b(height|elevation|altitude|level|metres|meters|feet|ft|m)\b/iu, "height"],
  [/^far$/u, /\b(distance|km|miles|metres|meters|length)\b/iu, "distance"],
  [/^(heavy|light)$/u, /\b(weight|mass|kg|tonnes|tons|lbs|pounds|grams|g)\b/iu, "weight"],
  [/^(wide|narrow)$/u, /\b(width|breadth|span)\b/iu, "width"],
  [/^(deep|shallow)$/u, /\b(depth)\b/iu, "depth"],
  [/^old$/u, /\b(age|year|years|founded|built|born|established|opened|date|since)\b/iu, "age"],
];

/**
 * "How long is the main runway at DEN?" over a table of airports with no length: a measure asked of
 * a row the question names, which no column of the table holds, is a column the table lacks (the
 * admission, naming the columns there are), not a question left to the passages.
 */
function unheldMeasure(choice: TableChoice, question: Word[]): TablePlan | null {
  if (choice.values.length === 0) return null;
  const at = question.findIndex((word, position) => word.norm === "how" && position <= 1);
  const said = question[at + 1]?.norm ?? "";
  const measure = measureQuestions.find(([asked]) => asked.test(said));
  if (at < 0 || !measure) return null;
  const [, holds, noun] = measure;
  const table = choice.table;
  const own = table.columns.slice(0, table.record.columns.length);
  const spaced = (name: string) => name.replace(/[_\-/()]+/gu, " ").replace(/([a-z])([A-Z])/gu, "$1 $2");
  if (
    own.some(
      (column) =>
        holds.test(`${spaced(column.name)} ${column.unit ?? ""}`) ||
        column.unit === "duration" ||
        (/^(length|age)$/u.test(noun) && timeColumn(table, column)),
    )
  )
    return null;
  // The thing measured: the words after "is the" / "was the" up to the row's name ("main runway").
  const phrase: string[] = [];
  for (const word of question.slice(at + 2)) {
    if (choice.values.some((value) => word === question[value.start])) break;
    if (fillerWords.has(word.norm)) {
      if (phrase.length > 0) break;
      continue;
    }
    phrase.push(word.raw);
  }
  return missingPlan(table, [...phrase, noun].join(" "));
}

/** Dates or years ("1998", "1998–2002"): how long something lasted, or how old it is, is worked out from them. */
function timeColumn(table: LoadedTable, column: TableColumn): boolean {
  if (column.type === "date" || isYearColumn(column)) return true;
  const index = table.columns.indexOf(column);
  const cells = table.rows.slice(0, 50).map((row) => row.values[index]);
  if (isYearColumn(column, cells)) return true;
  const years = cells.filter((cell) => typeof cell === "string" && /\b(1[89]|20)\d\d\b/u.test(cell)).length;
  return years > 0 && years >= cells.length / 2;
}

function emptyChoice(table: LoadedTable): TableChoice {
  return { table, columns: [], values: [], namedPositions: new Set(), named: true, lookAlikes: [] };
}

interface Reading {
  choice: TableChoice;
  question: Word[];
  folded: string;
  assumptions: string[];
  filters: TableFilter[];
  /** Columns compared in conditions (not the column asked about). */
  conditionColumns: Set<number>;
  /** Numbers said that no condition or value used ("track 7"). */
  freeNumbers: { value: number; position: number }[];
  asked: number | null;
  /** The asked column is a date column whose year or month is asked ("which month …"): its groups are those. */
  datePart?: "year" | "month";
  /** Words of the asked column's mention (not to be read again as the measured column). */
  askedPositions: Set<number>;
  /** Other words read as something (an outcome: "home wins"). */
  readPositions: Set<number>;
  /** The conditions that became filters. */
  appliedConditions: Set<Condition>;
}

function buildPlan(choice: TableChoice, question: Word[], folded: string): TablePlan | null {
  const assumptions: string[] = [];
  const table = choice.table;
  if (choice.lookAlikes.length > 0) {
    assumptions.push(
      `the sheet "${table.record.name}" was used (${choice.lookAlikes.map((other) => `"${other.record.name}"`).join(", ")} has the same columns)`,
    );
  }
  if (choice.largest) assumptions.push(`the sheet "${table.record.name}" was used, the largest of the document's tables`);
  // "How much did X grow from 2000 to 2020?": the two ends of a range are the two rows compared, not a filter.
  const difference = readOperation(folded).operation === "difference";
  const conditions = findConditions(question).filter((condition) => !overlaps(condition, choice) && !(difference && condition.range));
  const reading = readFilters(choice, question, folded, conditions, assumptions);
  let cue = operationBesideNames(readOperation(folded), choice, question, folded);
  if ((cue.operation === "next" || cue.operation === "previous") && !anchorAfterKeyword(choice.values, question, cue.operation)) {
    const byDate = nextByDate(cue.operation, reading);
    if (byDate) return byDate;
    const withoutNeighbour = folded.replace(/\b(after|before|following|preceding|above|below|next)\b/gu, " ");
    cue = operationBesideNames(readOperation(withoutNeighbour), choice, question, withoutNeighbour);
  }
  if (cue.operation !== "yesno") addYesColumnFilters(reading, ratioWord(cue, reading));
  const outcome = outcomeFilter(table, question, choice.columns, reading.filters);
  if (outcome) {
    reading.filters.push(outcome.filter);
    for (const position of outcome.positions) reading.readPositions.add(position);
  }
  const planned = uncountedCrowd(cue, reading) ?? planFor(cue, reading);
  if (!planned) return null;
  const read = figurePerRow(planned, question) ? { ...planned, operation: "list" as const } : (countPerRow(planned, question) ?? planned);
  const plan = withDurationUnit(withOrdinal(whoNamed(withOpponent(concededSide(read, folded), question), reading), folded), folded);
  const covered = withEntity(checkCoverage(plan, reading, conditions), question);
  const notes = calibrationAssumptions({
    plan: covered,
    question,
    folded,
    columns: choice.columns,
    freeNumbers: reading.freeNumbers,
    tableNamed: choice.namedPositions.size > 0,
  });
  notes.push(
    ...senseAssumptions({
      plan: covered,
      question,
      folded,
      columns: choice.columns,
      values: choice.values,
      readPositions: new Set([...choice.namedPositions, ...reading.readPositions]),
      conditions: conditions.filter((condition) => reading.appliedConditions.has(condition)),
      wording: questionWords,
    }),
  );
  return notes.length === 0 ? covered : { ...covered, assumptions: [...covered.assumptions, ...notes] };
}

/**
 * "How many colonies does each apiary have?", "… and how many colonies does each one have?": a
 * figure of every row, listed beside its row, not one total. Only when "each" / "every" / "per"
 * comes before "one" or the word the rows are named by, no row is filtered, and every row names a
 * different thing (a category that repeats is a group's total instead).
 */
function figurePerRow(plan: TablePlan, question: Word[]): boolean {
  if (plan.operation !== "sum" || plan.target === null || plan.filters.length > 0) return false;
  const table = plan.table;
  const rowWord = words(table.columns[table.labelColumn]!.name).at(-1)?.stem ?? "";
  const each = question.some(
    (word, position) =>
      /^(each|every|per)$/u.test(word.norm) && (question[position + 1]?.norm === "one" || question[position + 1]?.stem === rowWord),
  );
  const names = (table.keys[table.labelColumn] ?? []).filter((key) => key !== "");
  return each && names.length >= 2 && new Set(names).size === names.length;
}

/**
 * "What jobs are there and how many people does each one need per screening?": a count said of each row ("each one",
 * "each <row>") counts nothing; it asks the figure of a number column the question names, listed row by row.
 */
function countPerRow(plan: TablePlan, question: Word[]): TablePlan | null {
  if (plan.operation !== "count" || plan.filters.length > 0) return null;
  const table = plan.table;
  const numeric = findColumnMentions(table, question).find(
    (mention) =>
      mention.column !== table.labelColumn &&
      !table.sequenceColumns.has(mention.column) &&
      ["integer", "real"].includes(table.columns[mention.column]!.type),
  );
  if (!numeric || !figurePerRow({ ...plan, operation: "sum", target: numeric.column }, question)) return null;
  return { ...plan, operation: "list", target: numeric.column, label: table.labelColumn };
}

const operationWords = /^(total|sum|combined|overall|average|mean)$/u;

/**
 * "How many strikes had a total cost above 100000?" over Cost Total $, "How many least developed
 * countries …" over Least Developed Countries: an operation word that belongs to a column's name
 * (or a cell's) said beside it is that name, not the operation, when the rest of the question still
 * says one ("how many"). "What is the total cost?" says nothing else, so it stays a sum.
 */
function operationBesideNames(cue: OperationCue, choice: TableChoice, question: Word[], folded: string): OperationCue {
  const word =
    cue.operation === "sum" || cue.operation === "avg"
      ? question.find((candidate) => operationWords.test(candidate.norm))?.norm
      : cue.operation === "superlative_max" || cue.operation === "superlative_min"
        ? cue.word
        : undefined;
  if (!word) return cue;
  const table = choice.table;
  const named = question.some((candidate, at) => {
    if (candidate.norm !== word) return false;
    const beside = [at - 1, at + 1];
    const inColumn = choice.columns.some(
      (mention) =>
        mention.full &&
        beside.some((position) => mention.positions.includes(position)) &&
        table.columnWords[mention.column]!.some((name) => name.norm === word),
    );
    const next = question[at + 1]?.norm;
    const inCell = next !== undefined && (table.valueIndex.has(`${word} ${next}`) || table.prefixIndex.has(`${word} ${next}`));
    return inColumn || inCell;
  });
  if (!named) return cue;
  const again = readOperation(folded.replace(new RegExp(`\\b${word}\\b`, "u"), " ").replace(/\s+/gu, " "));
  // "the fastest top" over Fastest top: "top" is the rest of the same name, not a superlative of its own.
  const sameName = choice.columns.some(
    (mention) => mention.full && [word, again.word].every((said) => table.columnWords[mention.column]!.some((name) => name.norm === said)),
  );
  return again.operation === "list_or_lookup" || (again.word !== undefined && again.word !== word && sameName) ? cue : again;
}

/**
 * "Which state has the most airports?": the rows are airports, and the answer says so rather than
 * "rows"; "the most away wins" keeps its modifier (up to two words before the plural noun).
 */
function withEntity(plan: TablePlan, question: Word[]): TablePlan {
  if (plan.operation !== "group_max" && plan.operation !== "group_min") return plan;
  const at = question.findIndex((word) => /^(most|fewest|least)$/u.test(word.norm));
  if (at < 0) return plan;
  const phrase = question.slice(at + 1).filter((word) => !/^(the|number|of|amount)$/u.test(word.norm));
  const noun = phrase.slice(0, 3).findIndex((word) => word.norm.endsWith("s") && /^\p{L}{3,}$/u.test(word.norm));
  if (noun < 0) return plan;
  const words = phrase.slice(0, noun + 1);
  if (words.some((word) => fillerWords.has(word.norm) || !/^\p{L}{2,}$/u.test(word.norm))) return plan;
  return { ...plan, entity: words.map((word) => word.raw.toLowerCase()).join(" ") };
}

const negations = new Set([
  "not",
  "non",
  "never",
  "no",
  "without",
  "isn't",
  "aren't",
  "wasn't",
  "weren't",
  "don't",
  "doesn't",
  "didn't",
  "haven't",
  "hasn't",
  "hadn't",
  "lacking",
  // "cafés that can't do soldering", "cannot", "won't".
  "can't",
  "cannot",
  "couldn't",
  "won't",
]);

/** "not independent", "don't have a café", "without a café", "do not have any": a flag said after a negation. */
function flagNegated(question: Word[], start: number): boolean {
  let at = start - 1;
  while (at >= 0 && /^(a|an|any|the|have|has|had|with|offer|offers|provide|provides|do|does|did)$/u.test(question[at]!.norm)) at -= 1;
  if (at >= start - 4 && at >= 0 && negations.has(question[at]!.norm)) return true;
  // "hostels that don't serve breakfast", "cafés that can't take cards": the verb a negated auxiliary denies, right
  // before the flag (its words aside), says the flag's no as "don't have" does.
  const verb = question[at];
  return verb !== undefined && at >= 1 && at >= start - 3 && negatedAuxiliary.test(question[at - 1]!.norm) && isBaseVerb(verb.norm);
}

/** A negated auxiliary, before the verb it denies. */
const negatedAuxiliary = /^(?:don't|doesn't|didn't|can't|cannot|couldn't|won't|wouldn't|never|not)$/u;
const isBaseVerb = (word: string) => partsOfSpeech(word)?.some((tag) => tag === "VB" || tag === "VBP") ?? false;

/**
 * "How many countries are independent?" over an is_independent column of Yes / No (or a boolean
 * column): a yes/no column named by its adjective, with no value said for it, means its Yes rows
 * ("not independent": the others). Not for the column a question asks about ("which …").
 */
/** "how many times bigger": "times" says the ratio, it names no column ("Timed"). */
function ratioWord(cue: OperationCue, reading: Reading): number | null {
  if (cue.apart !== "ratio") return null;
  const at = reading.question.findIndex((word, index) => word.norm === "times" && reading.question[index - 1]?.norm === "many");
  if (at < 0) return null;
  reading.readPositions.add(at);
  return at;
}

/**
 * "who at south pool has paid" over Fees paid, "swimmers who entered the gala" over Gala entry: one word of
 * a flag's name, said where no other column or value is read, names the flag ("fees" of Fees paid beside a
 * Fee column does not).
 */
function flagWordAlone(mention: ColumnMention, reading: Reading): boolean {
  if (yesValue(reading.choice.table, mention.column) === null) return false;
  const elsewhere = (position: number) =>
    reading.choice.columns.some((other) => other.column !== mention.column && other.positions.includes(position)) ||
    reading.choice.values.some((value) => value.start <= position && position <= value.end) ||
    reading.askedPositions.has(position) ||
    reading.readPositions.has(position);
  const table = reading.choice.table;
  const own = table.columnWords[mention.column]!;
  // The flag's head, not a word of its qualifier ("Sundays" of Free on Sundays, "kids" of Good with kids), and
  // a word no other header holds ("developing" of both LLDC and SIDS names neither alone).
  const cut = own.findIndex((word) => flagQualifier.test(word.norm));
  const head = cut > 0 ? own.slice(0, cut) : own;
  const alone = (position: number) => {
    const said = reading.question[position]!;
    const named = (nameWords: Word[]) => nameWords.some((word) => word.stem === said.stem);
    return named(head) && table.columnWords.filter(named).length === 1 && /^\p{L}{4,}$/u.test(said.norm);
  };
  return mention.positions.every((position) => !elsewhere(position) && alone(position));
}

const flagQualifier = /^(on|with|in|at|for|to|by|of|from|during|per|around|near)$/u;

function addYesColumnFilters(reading: Reading, operationWord: number | null = null): void {
  const table = reading.choice.table;
  const filtered = new Set(reading.filters.flatMap((filter) => filter.columns));
  const wh = reading.question.findIndex((word) => whWords.has(word.norm));
  const flagWords = new Set<number>();
  for (const mention of reading.choice.columns) {
    const start = Math.min(...mention.positions);
    // "Which city …" asks for the column right after the wh-word; "which members are active" does not.
    const asked = mention.column === reading.asked && wh >= 0 && start <= wh + 2;
    const named = mention.full || flagWordAlone(mention, reading);
    if (!named || filtered.has(mention.column) || asked || mention.positions.includes(operationWord ?? -1)) continue;
    // A word already read as one flag ("developing" of Small Island Developing States) names no other.
    if (mention.positions.some((position) => flagWords.has(position))) continue;
    const yes = yesValue(table, mention.column);
    if (yes === null) continue;
    for (const position of mention.positions) flagWords.add(position);
    const lack = lackSaid(reading.question, start, Math.max(...mention.positions));
    for (const position of lack ?? []) reading.readPositions.add(position);
    const negated = flagNegated(reading.question, start) || lack !== null;
    const name = table.columns[mention.column]!.name;
    reading.filters.push({
      columns: [mention.column],
      operator: negated ? "ne" : "eq",
      value: yes,
      said: `${name} ${negated ? "≠" : "="} Yes`,
    });
    filtered.add(mention.column);
    if (reading.asked === mention.column) reading.asked = null;
  }
}

/** Words of the wording itself, and verbs any table question may use. */
const questionWords = new Set(
  `highest largest biggest lowest smallest least fewest maximum minimum greatest longest shortest earliest latest first last top best
  worst most common frequent often recent newest oldest different distinct unique times sheet table file spreadsheet row rows entries
  entry records record item items list listed happen happened occur occurred report reported record recorded total combined altogether
  overall average mean sum count number amount many much value values data according shown don't doesn't didn't without haven't hasn't`.split(
    /\s+/u,
  ),
);

/**
 * Every content word of the question should be read as something: a column, a value, a condition,
 * the table's name or the wording of the operation. One unread word is the thing counted ("how many
 * garages"); more mean part of the question may not have been understood, so the answer says which
 * words it left out and is not `high`. (Declining instead would answer fewer questions right: on the
 * dev split it lost more right answers than wrong ones.)
 */
function checkCoverage(plan: TablePlan, reading: Reading, conditions: Condition[]): TablePlan {
  const read = new Set<number>([...reading.choice.namedPositions, ...reading.readPositions]);
  for (const mention of reading.choice.columns) for (const position of mention.positions) read.add(position);
  for (const value of reading.choice.values) for (let position = value.start; position <= value.end; position += 1) read.add(position);
  // A condition no column took ("under 10 seconds" where no column holds times) was not read.
  for (const condition of conditions.filter((candidate) => reading.appliedConditions.has(candidate)))
    for (let position = condition.start; position <= condition.end; position += 1) read.add(position);
  for (const number of reading.freeNumbers) read.add(number.position);
  const unread = reading.question.filter(
    (word, position) =>
      !read.has(position) &&
      !introducesValue(reading.question, position, read) &&
      !fillerWords.has(word.norm) &&
      !questionWords.has(word.norm) &&
      !questionWords.has(word.stem) &&
      !/^\d/u.test(word.norm) &&
      word.norm.length > 1,
  );
  // A name given as a value ("airports in France", "orders from Acme") that no cell holds: counting or
  // summing every row instead would answer another question, so the answer says no row holds it. The
  // word stays unread, so a question not phrased as a table question goes to the passages instead.
  const absent = unread.find((word) => namesAbsentValue(reading.question, word) && !namesOwnFile(reading.choice.table, word));
  if (absent) return { ...plan, missingValue: absent.raw, unread: unread.map((word) => word.raw) };
  // A count may leave out only the thing counted ("how many garages"): any other word is a filter it did not read.
  const counted = plan.operation === "count" ? countedWordPosition(reading.question) : -1;
  const allowed =
    plan.operation === "count" ? unread.filter((word) => reading.question.indexOf(word) !== counted).length : unread.length - 1;
  if (allowed <= 0) return plan;
  return {
    ...plan,
    unread: unread.map((word) => word.raw),
    assumptions: [...plan.assumptions, `the words "${saidText(unread)}" were not matched to anything in the table`],
  };
}

/** A capitalised word after "in", "from", "at" … inside the question (not its first word): a name said as a value. */
function namesAbsentValue(question: Word[], word: Word): boolean {
  const position = question.indexOf(word);
  return position > 1 && /^\p{Lu}\p{Ll}/u.test(word.raw) && /^(in|from|at|for|by|on|with|to)$/u.test(question[position - 1]!.norm);
}

/**
 * "Which is the heaviest bell at St Ebba's?" over the bells table of st-ebbas-bellringers-report-2025.pdf: a name
 * the table's own file is named by says which document is meant, not a row no cell holds (a plural or
 * possessive "s" aside).
 */
function namesOwnFile(table: LoadedTable, word: Word): boolean {
  const tokens = fold(table.record.filename)
    .replace(/\.[a-z0-9]{1,5}$/u, "")
    .split(/[^\p{L}\p{N}]+/u);
  const said = word.norm.replace(/['’]s$/u, "");
  return tokens.some((token) => token === said || token === `${said}s`);
}

/** "based in Norway", "located at Lyon": a verb right before a preposition and a value read says nothing more. */
function introducesValue(question: Word[], position: number, read: Set<number>): boolean {
  return (
    /(ed|ing)$/u.test(question[position]!.norm) &&
    /^(in|at|from|on|by)$/u.test(question[position + 1]?.norm ?? "") &&
    read.has(position + 2)
  );
}

/** The position of the first content word after "how many" / "number of" (the thing counted), or -1. */
function countedWordPosition(question: Word[]): number {
  const at = question.findIndex(
    (word, index) =>
      (word.norm === "many" && question[index - 1]?.norm === "how") || (word.norm === "of" && question[index - 1]?.norm === "number"),
  );
  if (at < 0) return -1;
  for (let position = at + 1; position < question.length; position += 1) if (!fillerWords.has(question[position]!.norm)) return position;
  return -1;
}

/** Units of measure: "how many watts" asks for a quantity, never for a number of rows. */
const unitWords = new Set(
  `watt watts kw kilowatt kilowatts kwh mwh gwh wh joule joules calorie calories kcal volt volts amp amps ampere amperes hertz hz
  gram grams kg kilogram kilograms kilo kilos tonne tonnes ton tons pound pounds lb lbs ounce ounces oz litre litres liter liters
  gallon gallons ml metre metres meter meters km kilometre kilometres kilometer kilometers mile miles foot feet inch inches cm mm
  dollar dollars euro euros usd eur gbp yen cent cents
  degree degrees percent bytes gb mb tb calories square acres acre hectares hectare`.split(/\s+/u),
);

function overlaps(condition: Condition, choice: TableChoice): boolean {
  // "the biggest budget in 2023" over "Budget 2023", "growth from 2007-2011": the number is part of a column's name.
  if (choice.columns.some((mention) => mention.full && mention.positions.includes(condition.end))) return true;
  for (let position = condition.start; position <= condition.end; position += 1) {
    if (choice.namedPositions.has(position)) return true;
    if (choice.values.some((value) => position >= value.start && position <= value.end)) return true;
  }
  return false;
}

function readFilters(choice: TableChoice, question: Word[], folded: string, conditions: Condition[], assumptions: string[]): Reading {
  const table = choice.table;
  // "June to August": the rows between the two values said are meant too (value-ranges.ts).
  const filters = withValuesBetween(
    table,
    choice.values,
    valueFilters(table, choice.values, choice.columns, assumptions, question),
    question,
  );
  const conditionColumns = new Set<number>();
  const appliedConditions = new Set<Condition>();
  const usedPositions = new Set<number>(choice.namedPositions);
  for (const value of choice.values) for (let position = value.start; position <= value.end; position += 1) usedPositions.add(position);
  for (const condition of conditions) {
    const filter = conditionFilter(table, condition, choice.columns, assumptions);
    if (!filter) continue;
    filters.push(filter);
    appliedConditions.add(condition);
    for (const column of filter.columns) conditionColumns.add(column);
    for (let position = condition.start; position <= condition.end; position += 1) usedPositions.add(position);
  }
  const readPositions = new Set<number>();
  const used = new Set([...conditionColumns, ...filters.flatMap((filter) => filter.columns)]);
  const blanks = blankFilters(table, question, choice.columns, { isFlag: (column) => yesValue(table, column) !== null, used });
  for (const { filter, positions } of [...blanks, ...numberValueFilters(table, question, choice.columns, usedPositions)]) {
    filters.push(filter);
    conditionColumns.add(filter.columns[0]!);
    for (const position of positions) {
      readPositions.add(position);
      usedPositions.add(position);
    }
  }
  // "the away side scored more goals than the home side": one side's cell against the other's.
  const compared = sidesCompared(table, question, choice.columns, choice.values.length);
  if (compared) {
    filters.push(compared.filter);
    conditionColumns.add(compared.filter.columns[0]!);
    for (const position of compared.positions) readPositions.add(position);
  }
  const freeNumbers = question
    .map((word, position) => ({ number: questionNumber(word), position }))
    .filter(({ number, position }) => number !== null && !usedPositions.has(position) && Number.isInteger(number.value) && !number.unit)
    .map(({ number, position }) => ({ value: number!.value, position }));
  const reading: Reading = {
    choice,
    question,
    folded,
    assumptions,
    filters,
    conditionColumns,
    freeNumbers,
    asked: null,
    askedPositions: new Set(),
    readPositions,
    appliedConditions,
  };
  reading.asked = askedColumn(reading);
  const askedMention = choice.columns.find((mention) => mention.column === reading.asked);
  reading.askedPositions = new Set(askedMention?.positions ?? []);
  return reading;
}

// "whats", "whos": the contraction typed without its apostrophe.
const whWords = new Set(["which", "what", "whats", "who", "whos", "when", "where", "name", "list", "show"]);
const placeNames = /\b(city|location|country|state|place|venue|headquarters?|address|region)\b/iu;
const personNames =
  /\b(name|player|artist|driver|winner|person|author|athlete|manager|coach|director|runner|rider|member|student|employee|candidate|participant|competitor|entrant|contestant|customer|donor|volunteer|staff)\b/iu;

/** The column a which/what question asks for ("which city", "what is the capital"), or implied by when/where/who. */
function askedColumn(reading: Reading): number | null {
  const { question, choice } = reading;
  const table = choice.table;
  // "… and give the cities" (joinedImperative): the column the closing request names is asked.
  const request = question.findIndex(
    (word, at) => at > 0 && question[at - 1]!.norm === "and" && /^(give|list|show|name)$/u.test(word.norm),
  );
  const wh = request >= 0 ? request : question.findIndex((word) => whWords.has(word.norm));
  if (wh < 0) return null;
  const part = partColumn(reading, wh);
  if (part !== null) return part;
  const kind = kindColumn(reading, wh);
  if (kind !== null) return kind;
  const year = yearAsked(reading, wh);
  if (year !== null) return year;
  const dated = datePartAsked(reading, wh);
  if (dated !== null) {
    reading.datePart = dated.part;
    return dated.column;
  }
  const coded = lettersCode(reading);
  if (coded !== null) return coded;
  const opponent = opponentColumn(reading, wh);
  if (opponent !== null) return opponent;
  // "Who was the top winner?" asks for a name, never for the number in a Winners column.
  const wantsName = question[wh]!.norm === "who";
  const near = choice.columns.filter(
    (mention) =>
      !reading.conditionColumns.has(mention.column) &&
      // "the three busiest car parks": a superlative is the ranking, never the column asked (Bus route).
      !(!mention.full && mention.positions.every((at) => extremeOf(question[at]!.norm) !== null)) &&
      Math.min(...mention.positions) > wh &&
      Math.min(...mention.positions) <= wh + 4 &&
      (mention.full || mention.matched >= 2 || mention.total <= 2) &&
      (!wantsName || choice.table.columns[mention.column]!.type === "text"),
  );
  // "Which company has the symbol ZYME?", "the Standard plan members": a column said beside its value is not the one asked.
  const given = (mention: ColumnMention) =>
    choice.values.some(
      (value) =>
        value.columns.includes(mention.column) &&
        (value.start === Math.max(...mention.positions) + 1 || value.end === Math.min(...mention.positions) - 1),
    );
  const open = near.filter((mention) => !given(mention));
  if (open.length > 0 && open.length < near.length) near.splice(0, near.length, ...open);
  // "Which least developed country …": a yes/no column said before a noun describes the row; the noun is asked.
  const described = near.filter((mention) => yesValue(table, mention.column) === null);
  if (described.length > 0 && described.length < near.length) near.splice(0, near.length, ...described);
  if (near.length > 0) {
    // "What year was the first title released?": the column named right after the question word is the one asked.
    const first = near.find((mention) => mention.full && Math.min(...mention.positions) === wh + 1);
    const best =
      first ?? near.sort((left, right) => right.score - left.score || Math.min(...left.positions) - Math.min(...right.positions))[0]!;
    return namesInstead(reading, best, near) ?? best.column;
  }
  const word = question[wh]!.norm;
  const find = (test: (index: number) => boolean) => {
    const index = table.columns.findIndex((_, column) => test(column));
    return index >= 0 ? index : null;
  };
  if (word === "when")
    return find((column) => table.columns[column]!.type === "date") ?? find((column) => isYearColumn(table.columns[column]!));
  if (word === "where") return find((column) => placeNames.test(table.columns[column]!.name));
  // "Who …" asks for a name: a column of people's names, never of their codes ("Member ID").
  const person = (column: number) => personNames.test(table.columns[column]!.name) && table.columns[column]!.type === "text";
  if (word === "who")
    return (
      find(
        (column) => person(column) && !table.codeColumns.has(column) && !/\b(id|code|no|number)\b/iu.test(table.columns[column]!.name),
      ) ?? find(person)
    );
  return null;
}

const letterCounts: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, "2": 2, "3": 3, "4": 4, "5": 5 };

/**
 * "What's the three-letter code for Key West International?": the code column whose cells are that
 * many letters (iata's "EYW", not ident's "KEYW"), when one column is.
 */
function lettersCode(reading: Reading): number | null {
  // "the 3 letter iso code": words between say whose code, and tell apart codes of one length (ISO, IOC, FIFA).
  const said = /\b(two|three|four|five|[2-5])[- ]letters? ((?:[\p{L}\d-]+ ){0,2})(?:code|abbreviation|symbol|id|identifier)\b/u.exec(
    reading.folded,
  );
  if (!said) return null;
  const length = letterCounts[said[1]!]!;
  const table = reading.choice.table;
  const fits = table.keys
    .map((keys, column) => ({ keys, column }))
    .filter(({ keys }) => {
      const filled = (keys ?? []).filter((key) => key !== "");
      const exact = filled.filter((key) => key.length === length && /^[\p{L}\p{N}]+$/u.test(key)).length;
      // A code tells rows apart: not a column of one or two values ("USA").
      return filled.length > 0 && exact >= 0.9 * filled.length && new Set(filled).size >= 0.5 * filled.length;
    });
  const whose = words(said[2]!).filter((word) => !fillerWords.has(word.norm));
  const named = fits.filter(({ column }) =>
    whose.every((word) => nameWords(table.columns[column]!.name).some((part) => part.norm.startsWith(word.norm))),
  );
  // "ISO3166-1-Alpha-3" says its length in its name; the currency's three letters do not.
  const sized = named.filter(({ column }) => new RegExp(`(^|[^\\d])${String(length)}$`, "u").test(table.columns[column]!.name));
  const found = named.length === 1 ? named[0] : sized.length === 1 ? sized[0] : undefined;
  if (!found) return null;
  // The words that said it ("letter", "iso") are read.
  const saidWords = new Set(words(said[0]).map((word) => word.norm));
  reading.question.forEach((word, at) => {
    if (saidWords.has(word.norm)) reading.readPositions.add(at);
  });
  reading.freeNumbers = reading.freeNumbers.filter((number) => !saidWords.has(reading.question[number.position]!.norm));
  return found.column;
}

const ordinals: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, "2nd": 2, "3rd": 3, "4th": 4, "5th": 5 };

/**
 * "which episode had the second highest downloads", "the third most money": the row at that rank;
 * "which airport had the second most strikes": the group at that rank.
 */
function withOrdinal(plan: TablePlan, folded: string): TablePlan {
  const ranked = plan.operation === "argmax" || plan.operation === "argmin";
  const grouped = (plan.operation === "group_max" || plan.operation === "group_min") && !plan.groups && !plan.perTeam;
  if (!ranked && !grouped) return plan;
  const said = /\b(second|third|fourth|fifth|2nd|3rd|4th|5th)[- ](?:\w+est|most|least|fewest)\b/u.exec(folded);
  return said ? { ...plan, nth: ordinals[said[1]!]! } : plan;
}

const rowNaming = new Set<TableOperation>(["argmax", "argmin", "top", "first", "last", "list", "next", "previous"]);

/**
 * "Who's the newest plot holder up at Hilltop?" over Plot, Holder, Holder since: "who" asks for a
 * person, so the row is named by the one text column of names the question says (Holder), not by the
 * table's naming column (the Plot id).
 */
function whoNamed(plan: TablePlan, reading: Reading): TablePlan {
  if (!rowNaming.has(plan.operation) || plan.opponentOf || !/^who(?:'?s)?\b/u.test(reading.folded.trim())) return plan;
  const table = plan.table;
  if (table.nameColumns.has(plan.label)) return plan;
  const filtered = new Set(plan.filters.flatMap((filter) => filter.columns));
  const said = [
    ...new Set(
      reading.choice.columns
        .filter((mention) => mention.full && table.nameColumns.has(mention.column))
        .map((mention) => mention.column)
        .filter((column) => column !== plan.label && column !== plan.target && !filtered.has(column)),
    ),
  ];
  if (said.length === 1) return { ...plan, label: said[0]! };
  // "who's on the last plot": no person's column said, and a code ("R9") names no one; the table's column of names does.
  const names = table.labelColumn;
  return said.length === 0 && table.codeColumns.has(plan.label) && table.nameColumns.has(names) && !filtered.has(names)
    ? { ...plan, label: names }
    : plan;
}

/**
 * "Who were Newcastle's first opponents?", "Who did Arsenal play in their final game?": over a table
 * of a team on each side, the team filtered on either side played the one on the other side of each
 * row, so the row is named by that side's cell, not by the team's own.
 */
function withOpponent(plan: TablePlan, question: Word[]): TablePlan {
  if (!rowNaming.has(plan.operation)) return plan;
  const teams = teamColumns(plan.table);
  if (!teams) return plan;
  const team = plan.filters.find(
    (filter) =>
      filter.operator === "eq" &&
      typeof filter.value === "string" &&
      filter.columns.length === 2 &&
      filter.columns.includes(teams[0]) &&
      filter.columns.includes(teams[1]),
  );
  if (!team) return plan;
  const opponentWord = question.some((word) => /^(opponents?|opposition|rivals?)$/u.test(word.norm));
  const wh = question.findIndex((word) => /^(who|whom)$/u.test(word.norm) || /^(which|what)$/u.test(word.norm));
  const asksTeam = wh >= 0 && (/^(who|whom)$/u.test(question[wh]!.norm) || /^(teams?|sides?|clubs?)$/u.test(question[wh + 1]?.norm ?? ""));
  const played = question.some((word, at) => at > wh && playWords.test(word.norm));
  if (!opponentWord && !(asksTeam && played)) return plan;
  return { ...plan, opponentOf: { team: team.value as string, columns: teams } };
}

const sideName = (name: string) =>
  /^home\b|^home(?=[A-Z_ ])|\bhome$/iu.test(name) ? "home" : /^away\b|^away(?=[A-Z_ ])|\baway$/iu.test(name) ? "away" : null;
const playWords = /^(play|played|plays|face|faced|beat|beaten|lose|lost|draw|drew|host|hosted|visit|visited|meet|met|against|vs|versus)$/u;

/**
 * "Which teams did Man City play away in August 2023?", "Who did Arsenal beat at home?": a team
 * filtered on one side (AwayTeam = Man City) played the team on the other side, so the other
 * side's column (HomeTeam) is asked, not the table's name column (Referee).
 */
function opponentColumn(reading: Reading, wh: number): number | null {
  const { question, choice } = reading;
  const table = choice.table;
  const asksTeam =
    /^(who|whom)$/u.test(question[wh]!.norm) || /^(teams?|opponents?|sides?|clubs?|opposition)$/u.test(question[wh + 1]?.norm ?? "");
  if (!asksTeam || !question.some((word) => playWords.test(word.norm))) return null;
  const text = table.columns.map((_, index) => index).filter((index) => table.columns[index]!.type === "text");
  const home = text.filter((index) => sideName(table.columns[index]!.name) === "home");
  const away = text.filter((index) => sideName(table.columns[index]!.name) === "away");
  if (home.length !== 1 || away.length !== 1) return null;
  const on = (column: number) =>
    reading.filters.some((filter) => filter.operator === "eq" && filter.columns.length === 1 && filter.columns[0] === column);
  if (on(home[0]!) === on(away[0]!)) return null;
  return on(home[0]!) ? away[0]! : home[0]!;
}

/**
 * "What year was the first title released?", "which year had the most titles" over a Release column of
 * years: "year" right after the question word, naming no column, asks the column of years (else of dates).
 */
function yearAsked(reading: Reading, wh: number): number | null {
  const { question, choice } = reading;
  const at =
    question[wh + 1]?.norm === "year" ? wh + 1 : question[wh + 2]?.norm === "year" && question[wh + 1]?.norm === "what" ? wh + 2 : -1;
  if (at < 0 || choice.columns.some((mention) => mention.positions.includes(at))) return null;
  const table = choice.table;
  const years = table.columns
    .map((_, index) => index)
    .filter(
      (index) =>
        isYearColumn(
          table.columns[index]!,
          table.rows.slice(0, 50).map((row) => row.values[index]),
        ) && !table.sequenceColumns.has(index),
    );
  return years.length === 1 ? years[0]! : null;
}

/**
 * "Which year had the most bird strikes?", "which month of 2015 had the most rainy days?" over a table
 * with one date column and no column of years or months: the date's year or month is asked, and the
 * rows are grouped by it.
 */
function datePartAsked(reading: Reading, wh: number): { column: number; part: "year" | "month" } | null {
  const { question, choice } = reading;
  const at = [wh + 1, wh + 2].find((position) => /^(year|month)$/u.test(question[position]?.norm ?? ""));
  if (at === undefined || (at === wh + 2 && question[wh + 1]?.norm !== "what")) return null;
  if (choice.columns.some((mention) => mention.positions.includes(at))) return null;
  const table = choice.table;
  const part = question[at]!.norm as "year" | "month";
  if (table.columns.some((column) => new RegExp(`\\b${part}\\b`, "iu").test(column.name) || isYearColumn(column))) return null;
  const dates = table.columns.flatMap((column, index) => (column.type === "date" ? [index] : []));
  if (dates.length !== 1) return null;
  reading.readPositions.add(at);
  return { column: dates[0]!, part };
}

const classingWords = /\b(species|type|types|kind|kinds|category|categories|class|genre|breed|model|make|variety)\b/iu;

/**
 * "Which kind of bird …", "which type of aircraft …": a classing column is asked, the text column
 * whose name says a class (Wildlife Species, Aircraft Make Model), among the columns the noun after
 * "of" names when it names some; null when not exactly one.
 */
function kindColumn(reading: Reading, wh: number): number | null {
  const { question, choice } = reading;
  const at = wh + 1;
  if (!/^(kind|type|sort|species|variety)$/u.test(question[at]?.norm ?? "") || question[at + 1]?.norm !== "of") return null;
  const table = choice.table;
  const classing = (column: number) => table.columns[column]!.type === "text" && classingWords.test(table.columns[column]!.name);
  const named = choice.columns.filter((mention) => mention.positions.includes(at + 2)).map((mention) => mention.column);
  // A noun that names no column ("bird"): a column of kinds, not of makes or models of something else.
  const kinds = (column: number) => !/\b(model|make)\b/iu.test(table.columns[column]!.name);
  const candidates =
    named.length > 0 ? named.filter(classing) : table.columns.map((_, index) => index).filter((c) => classing(c) && kinds(c));
  if (candidates.length !== 1) return null;
  reading.readPositions.add(at);
  reading.readPositions.add(at + 2);
  // The noun was not matched to the column, only the class: said as assumed.
  if (named.length === 0 && question[at + 2])
    reading.assumptions.push(`"${question[at + 2]!.raw}" was read as a kind in "${table.columns[candidates[0]!]!.name}"`);
  return candidates[0]!;
}

/**
 * "Which part of Asia has the most countries?": the column one level finer than the value's own
 * (Sub-region Name under Region Name): text whose every value lies in one value of that column, with
 * the fewest different values of those that are finer. Names, not codes; null when none nests.
 */
function partColumn(reading: Reading, wh: number): number | null {
  const { question, choice } = reading;
  const table = choice.table;
  const at = question.findIndex(
    (word, position) => position > wh && position <= wh + 2 && /^(part|parts|area|areas|division|divisions)$/u.test(word.norm),
  );
  const value = at >= 0 && question[at + 1]?.norm === "of" ? choice.values.find((candidate) => candidate.start === at + 2) : undefined;
  const outer = value?.columns.length === 1 ? value.columns[0]! : null;
  if (outer === null) return null;
  const outerKeys = table.keys[outer]!;
  const outerCount = new Set(outerKeys).size;
  let best: { column: number; count: number } | null = null;
  table.keys.forEach((keys, column) => {
    if (!keys || column === outer || table.codeColumns.has(column)) return;
    const within = new Map<string, string>();
    let filled = 0;
    for (let row = 0; row < keys.length; row += 1) {
      const key = keys[row]!;
      if (outerKeys[row] === "") continue;
      filled += 1;
      if (key === "") continue;
      if ((within.get(key) ?? outerKeys[row]) !== outerKeys[row]) return;
      within.set(key, outerKeys[row]!);
    }
    // Most rows of the outer column have a part (not a column filled for a few regions only).
    const parted = keys.filter((key, row) => key !== "" && outerKeys[row] !== "").length;
    const count = within.size;
    if (count > outerCount && count < parted && parted >= 0.9 * filled && (!best || count < best.count)) best = { column, count };
  });
  return (best as { column: number; count: number } | null)?.column ?? null;
}

/**
 * "Which country …" names both "Country code" and "Country name": a reader asking which country wants
 * the name, so a code column (text, or a number named in part) gives way to a column of names said by
 * the same words.
 */
function namesInstead(reading: Reading, best: ColumnMention, near: ColumnMention[]): number | null {
  const table = reading.choice.table;
  // "Which sub-region …" names Sub-region Code and Sub-region Name alike; a code is wanted only when said.
  const isText = table.columns[best.column]!.type === "text";
  if (isText ? !table.codeColumns.has(best.column) : best.full) return null;
  const same = near.filter(
    (mention) => table.nameColumns.has(mention.column) && best.positions.every((position) => mention.positions.includes(position)),
  );
  return same[0]?.column ?? null;
}

const neighbourWords = {
  next: ["after", "following", "below", "next", "follows", "followed"],
  previous: ["before", "preceding", "above", "prior", "previous", "precedes", "preceded"],
};

/** The value named within three words after "after" / "before" (any of them: "the next airport listed after X"). */
function anchorIndex(values: ValueMention[], question: Word[], operation: "next" | "previous"): number {
  const keywords = neighbourWords[operation];
  let found = -1;
  question.forEach((word, at) => {
    if (!keywords.includes(word.norm)) return;
    const index = values.findIndex((value) => value.start > at && value.start <= at + 3);
    if (index >= 0) found = index;
  });
  return found;
}

function anchorAfterKeyword(values: ValueMention[], question: Word[], operation: "next" | "previous"): boolean {
  return anchorIndex(values, question, operation) >= 0;
}

const numeric = (table: LoadedTable, column: number) => table.columns[column]!.type === "integer" || table.columns[column]!.type === "real";

/**
 * Words that name what is measured without naming the column: superlatives, comparatives and verbs,
 * each with the header words of the columns it measures and, where a header may say only its unit
 * ("Top (°C)", "Mass (kg)", "km"), the units such a column is written in (measuredUnits).
 */
const impliedColumns: [RegExp, RegExp][] = [
  [/^(longest|shortest|longer|shorter)$/u, /\b(length|duration|time|runtime|distance)\b/iu],
  [/^(tallest|taller)$/u, /\b(height|elevation)\b/iu],
  // "who swims further each week": how far is a distance.
  [/^(further|farther|furthest|farthest)$/u, /\b(distance|km|miles|metres|meters)\b/iu],
  // "Which bell weighs the most?": the verb before "the most" is the measure (impliedWords).
  [/^(heaviest|lightest|heavier|lighter|weighs|weigh|weighed)$/u, /\b(weight|mass)\b/iu],
  [/^(oldest|youngest|older|younger)$/u, /\b(age|born|birth)\b/iu],
  [/^(deepest)$/u, /\b(depth)\b/iu],
  [/^(fastest|slowest|faster|slower|quickest|quicker)$/u, /\b(speed|time)\b/iu],
  [/^(hottest|warmest|coldest|coolest|hotter|warmer|colder|cooler)$/u, /\b(temp|temperature)\b/iu],
  [/^(wettest|driest|wetter|drier|rainiest)$/u, /\b(precipitation|precip|rain|rainfall)\b/iu],
  [/^(windiest|calmest|windier)$/u, /\b(wind|gust)\b/iu],
  // "the busiest station", "the quietest": how much a place is used, said by its traffic.
  [/^(busiest|quietest|busier|quieter)$/u, /\b(trips|journeys|visits|visitors|passengers|footfall|attendance|rides)\b/iu],
  // "Did more people come to the Cork show?": how many came is the attendance, or the tickets sold.
  [
    /^(people|crowd|crowds|audience|audiences|spectators|fans|attended)$/u,
    /\b(attendance|attendees|audience|crowd|spectators|tickets)\b/iu,
  ],
  // "the furthest north" (operation.ts): a compass direction is a latitude or a longitude.
  [/^(north|south)$/u, /\b(lat|latitude)\b/iu],
  [/^(east|west)$/u, /\b(lon|lng|long|longitude)\b/iu],
  // "the smallest venue": a place's size is its capacity when nothing else is named.
  [/^(smallest|largest|biggest|smaller|larger|bigger)$/u, /\b(capacity|seats|spaces|places|beds|berths)\b/iu],
  [/^(cheapest|priciest|costliest|cheaper|pricier|costlier|expensive|costs?|cost|priced)$/u, /\b(price|cost|fee|rate|fare|amount)\b/iu],
];

/**
 * The units a column measured by such a word is written in, after its numbers or in its header's
 * brackets: "the heaviest" over Weight (kg) or Mass (t), "the hottest" over Top (°C), "the longest"
 * over a km or a duration column, "the most expensive" over Fee (£). The first pattern is the word's.
 */
const measuredUnits: [RegExp, RegExp][] = [
  [/^(heaviest|lightest|heavier|lighter|weighs|weigh|weighed)$/u, /^(kg|kgs|kilos?|kilograms?|g|grams?|t|tonnes?|tons?|lbs?|oz|st)$/u],
  [/^(hottest|warmest|coldest|coolest|hotter|warmer|colder|cooler)$/u, /^(°\s?[cf]|degrees?(?: [cf])?|deg [cf]|celsius|fahrenheit)$/u],
  [
    /^(longest|shortest|longer|shorter)$/u,
    /^(km|kms|m|metres?|meters?|mi|miles?|ft|feet|cm|mm|yards?|yds|mins?|minutes?|h|hrs?|hours?|days?|weeks?|duration)$/u,
  ],
  [/^(tallest|taller|deepest|deeper)$/u, /^(m|metres?|meters?|cm|ft|feet)$/u],
  [/^(further|farther|furthest|farthest)$/u, /^(km|kms|mi|miles?|m|metres?|meters?)$/u],
  [/^(cheapest|priciest|costliest|cheaper|pricier|costlier|expensive)$/u, /^([£$€¥]|gbp|usd|eur)$/u],
  [/^(oldest|youngest|older|younger)$/u, /^(years?|yrs)$/u],
];

/** Whether a column is written in a unit the word measures: its numbers' unit, its header's bracket, or its whole header. */
function measuredIn(word: string, column: { name: string; unit?: string }): boolean {
  const units = measuredUnits.find(([said]) => said.test(word))?.[1];
  if (!units) return false;
  const name = fold(column.name).trim();
  const brackets = [...name.matchAll(/\(([^)]+)\)/gu)].map((match) => match[1]!.trim());
  return [fold(column.unit ?? ""), ...brackets, name].some((part) => part !== "" && units.test(part));
}

/** The numeric (or date) column computed over: named in the question, or implied by the superlative. */
/**
 * "How many car parks …" names both Car park (the rows' names) and Cars parked (a number) by the same
 * words: words that name a text column as well as they name a number column name the rows, not a measure.
 */
function namesTheRows(reading: Reading, mention: ColumnMention): boolean {
  const table = reading.choice.table;
  return reading.choice.columns.some(
    (other) =>
      other.column !== mention.column &&
      other.full &&
      // "Did Northgate or Sealand Road park more cars?": rows named by their values need no words for their column.
      !reading.filters.some((filter) => filter.operator === "eq" && filter.columns.length === 1 && filter.columns[0] === other.column) &&
      table.columns[other.column]!.type === "text" &&
      other.score >= mention.score - 0.05 &&
      mention.positions.every((position) => other.positions.includes(position)),
  );
}

function measureColumn(
  reading: Reading,
  cue: OperationCue,
  options: { allowYear: boolean; allowDate: boolean; named?: boolean },
): number | null {
  const table = reading.choice.table;
  const usable = (column: number) =>
    (numeric(table, column) && !table.sequenceColumns.has(column) && (options.allowYear || !isYearColumn(table.columns[column]!))) ||
    (options.allowDate && table.columns[column]!.type === "date");
  // "the three busiest car parks by cars parked": the number column said right after "by" is what is ranked.
  const rankedBy = rankedByColumn(reading, usable);
  if (rankedBy !== null) return rankedBy;
  const named = reading.choice.columns.filter(
    (mention) =>
      usable(mention.column) &&
      !reading.conditionColumns.has(mention.column) &&
      (mention.column === reading.asked || !sharesAskedWords(reading, mention)) &&
      (mention.full || mention.matched >= 2 || mention.total <= 2) &&
      !insideFullerMention(reading, mention) &&
      !namesTheRows(reading, mention),
  );
  // "On which date was the attendance highest?": the asked column names the row, another one is measured.
  // "what is the total crowd for the main stage sets": a column said in part ("sets" of Set length) never outweighs the asked one said whole.
  const askedWhole = named.some((mention) => mention.column === reading.asked && mention.full);
  const other = named.find((mention) => mention.column !== reading.asked && (mention.full || !askedWhole));
  const chosen = other ?? named[0];
  // "In which year was Japan's GDP highest?" over gdp.csv: the year names the row, the table's measure is ranked.
  // "the first year with a GDP figure" ranks the years themselves: a time word said right before the year column.
  const subject =
    chosen && isYearColumn(table.columns[chosen.column]!) && !timeWordBefore(reading, cue, chosen) ? namedMeasure(reading, usable) : null;
  if (subject !== null) return subject;
  if (chosen) {
    noteEqualFit(reading, chosen);
    return chosen.column;
  }
  const byUnit = unitColumn(reading, usable);
  if (byUnit !== null) return byUnit;
  for (const word of impliedWords(reading, cue)) {
    const implied = impliedColumns.find(([pattern]) => pattern.test(word));
    // "temp_max": a header's words may be joined by underscores.
    const spaced = (position: number) => table.columns[position]!.name.replace(/_/gu, " ");
    const named = implied
      ? table.columns
          .map((_, position) => position)
          .filter(
            (position) =>
              usable(position) &&
              (implied[1].test(spaced(position)) || (/^(long|short)/u.test(word) && table.columns[position]!.unit === "duration")),
          )
      : [];
    // A header that says only its unit ("Top (°C)") is measured by the word when no header says the measure.
    const fits =
      named.length > 0
        ? named
        : table.columns.map((_, position) => position).filter((position) => usable(position) && measuredIn(word, table.columns[position]!));
    // "the quietest month for the rescue team" over Callouts, People helped and Callout hours: no
    // column says traffic, so how busy a row was is its first count (not money, not a duration), said as assumed.
    if (fits.length === 0 && /^(busiest|quietest|busier|quieter)$/u.test(word)) {
      const count = table.columns.findIndex(
        (column, position) =>
          usable(position) &&
          column.type === "integer" &&
          !["duration", "$", "€", "£", "%"].includes(column.unit ?? "") &&
          !moneyHeader.test(column.name),
      );
      if (count >= 0) {
        reading.assumptions.push(`"${word}" was read as ${table.columns[count]!.name}, the table's first count`);
        return count;
      }
    }
    // "colder" over temp_max and temp_min: the low end for a word of less, the high end otherwise.
    const end = /^(cold|cool|low|short|small|light|young|slow|dri|calm|quiet|cheap)/u.test(word) ? /\b(min|low)/iu : /\b(max|high)/iu;
    // "the most expensive strike" over Cost Other, Cost Repair, Cost Total: the total is what it cost.
    const told =
      fits.find((position) => /\btotal\b/iu.test(table.columns[position]!.name)) ??
      (fits.length > 1 ? fits.find((position) => end.test(spaced(position))) : undefined);
    // "Which costs more, the kitchen or the stage lighting?" over Rate and Amount: nothing tells them
    // apart, so the first is a guess, and the answer says which it used.
    if (told === undefined && fits.length > 1)
      reading.assumptions.push(`"${word}" was read as ${table.columns[fits[0]!]!.name}; ${table.columns[fits[1]!]!.name} fits it as well`);
    const index = told ?? fits[0];
    if (index !== undefined) {
      readImplied(reading, word);
      return index;
    }
  }
  const money = moneyColumn(reading, cue, usable);
  if (money !== null) return money;
  // "Norway's average GDP": the table named for what it measures (not where a count or "more" counts rows).
  return options.named === true ? namedMeasure(reading, usable) : null;
}

/** A unit said in words, and how a column writes it: after its numbers ("9,200 kg") or in its header ("Fuel (L)", "Kilométrage"). */
const unitSpellings: [RegExp, RegExp][] = [
  [/^(kg|kgs|kilo|kilos|kilogram|kilograms|kilogramme|kilogrammes)$/u, /^(kg|kgs|kilos?|kilogram(me)?s?)$/u],
  [/^(km|kms|kilometre|kilometres|kilometer|kilometers)$/u, /^(km|kms|kilomet\p{L}*)$/u],
  [/^(mile|miles)$/u, /^(mi|miles?|mileage)$/u],
  [/^(litre|litres|liter|liters)$/u, /^(l|litres?|liters?)$/u],
  [/^(tonne|tonnes|ton|tons)$/u, /^(t|tonnes?|tons?)$/u],
  [/^(gram|grams)$/u, /^(g|grams?)$/u],
  [/^(kwh|kilowatt-hours?)$/u, /^kwh$/u],
  // "How many hours of riding …" over a Ride time of '2:41:00': a unit of time names the one duration column.
  [/^(hours?|hrs|minutes?|mins|seconds|secs)$/u, /^duration$/u],
  // "How many people used the ferry?" over '48,210 passengers': people counted in a column of them.
  [/^(people|persons)$/u, /^(passengers?|visitors?|attendance|attendees|spectators|customers|riders|guests|patrons)$/u],
];

/**
 * "How many kilos of food went out?" over a Weight column of "9,200 kg", "How many more km has
 * WX-890-YZ done?" over Kilométrage ("167,015 km"): a unit said in words names the one number
 * column written in that unit, when no column is named by its header.
 */
function unitColumn(reading: Reading, usable: (column: number) => boolean): number | null {
  const table = reading.choice.table;
  const inCondition = (at: number) => [...reading.appliedConditions].some((condition) => at >= condition.start && at <= condition.end);
  for (const [at, word] of reading.question.entries()) {
    const spelling = unitSpellings.find(([said]) => said.test(word.norm));
    if (!spelling || inCondition(at) || reading.choice.columns.some((mention) => mention.positions.includes(at))) continue;
    const written = (column: number) => {
      const { name, unit } = table.columns[column]!;
      const header = fold(name).match(/\(([^)]+)\)|[\p{L}]+/gu) ?? [];
      return [unit ?? "", ...header.map((part) => part.replace(/^\(|\)$/gu, "").trim())].some((part) => spelling[1].test(fold(part)));
    };
    const fits = table.columns.map((_, column) => column).filter((column) => usable(column) && written(column));
    if (fits.length !== 1) continue;
    reading.readPositions.add(at);
    return fits[0]!;
  }
  return null;
}

/** The one usable column whose header's words are the words right after "by" ("by cars parked" → Cars parked). */
function rankedByColumn(reading: Reading, usable: (column: number) => boolean): number | null {
  const by = reading.question.findIndex((word, at) => word.norm === "by" && at > 0);
  if (by < 0) return null;
  const table = reading.choice.table;
  const fits = table.columns
    .map((_, column) => column)
    .filter((column) => {
      const header = table.columnWords[column] ?? [];
      const said = reading.question.slice(by + 1, by + 1 + header.length);
      return (
        usable(column) &&
        header.length > 0 &&
        said.length === header.length &&
        header.every((word, at) => word.norm === said[at]!.norm || word.stem === said[at]!.stem)
      );
    });
  if (fits.length !== 1 || reading.conditionColumns.has(fits[0]!)) return null;
  for (let at = by; at <= by + table.columnWords[fits[0]!]!.length; at += 1) reading.readPositions.add(at);
  return fits[0]!;
}

function timeWordBefore(reading: Reading, cue: OperationCue, mention: ColumnMention): boolean {
  if (!/^(first|last|earliest|latest|recent)$/u.test(cue.word ?? "")) return false;
  // "the most recent year" was read as "latest" (operation.ts); "the final year" as "last".
  const said = (word: Word) =>
    word.norm === cue.word || (cue.word === "latest" && word.norm === "recent") || (cue.word === "last" && word.norm === "final");
  const at = reading.question.findIndex(said);
  return at >= 0 && Math.min(...mention.positions) === at + 1;
}

/**
 * Words of the asked column's mention are not read again as the measure, unless the measure is a
 * header of capitals spelt by a word of it and one more ("which home team had the most shots": HS).
 */
function sharesAskedWords(reading: Reading, mention: ColumnMention): boolean {
  const shared = mention.positions.filter((position) => reading.askedPositions.has(position)).length;
  if (shared === 0) return false;
  const spelt = /^[A-Z]{2,4}$/u.test(reading.choice.table.columns[mention.column]!.name.trim());
  return !(spelt && mention.full && shared < mention.positions.length);
}

/**
 * "Which country has the most projects?" over Project and Project staff: a word that names one column
 * in full ("projects" = Project) only hints at another ("Project staff"), so it is not that one's measure.
 */
function insideFullerMention(reading: Reading, mention: ColumnMention): boolean {
  if (mention.full) return false;
  return reading.choice.columns.some(
    (other) => other.column !== mention.column && other.full && mention.positions.every((position) => other.positions.includes(position)),
  );
}

const moneyHeader = /^(amount|value|total|sum|price|cost|fee|payment|paid|revenue|sales|spend|spent|budget|grant)\b/iu;

/**
 * "How much did Acme pay in total?" over Date, Customer, Amount: "in total", "how much", "the sum",
 * "the value" name no column, but a table with one money column (a currency sign on its numbers, or
 * a header like Amount or Value) has one thing to add up or average.
 */
function moneyColumn(reading: Reading, cue: OperationCue, usable: (column: number) => boolean): number | null {
  // "How many invoices are there in total?" counts rows.
  if (/\b(how many|number of)\b/u.test(reading.folded)) return null;
  // "the largest grant", "the 3 smallest awards": a size said of the rows themselves is their money.
  const sized = /^(largest|biggest|smallest|highest|lowest|greatest)$/u.test(cue.word ?? "") && saysMoneyThing(reading, cue.word ?? "");
  const asksMoney =
    cue.operation === "sum" ||
    cue.operation === "avg" ||
    sized ||
    /\b(how much|amount|value|worth|sum|money|funding)\b/u.test(reading.folded);
  if (!asksMoney || namesOtherMeasure(reading)) return null;
  const table = reading.choice.table;
  const money = table.columns
    .map((column, position) => ({ column, position }))
    .filter(({ column, position }) => usable(position) && (/^[$€£]$/u.test(column.unit ?? "") || moneyHeader.test(column.name.trim())))
    .map(({ position }) => position);
  return money.length === 1 && !reading.conditionColumns.has(money[0]!) ? money[0]! : null;
}

/** Things that are sums of money: "the largest grant" ranks the money, "the smallest branch" does not. */
const moneyThings =
  /^(fundraisers?|donors?|sponsors?|backers?|contributors?|spenders?|earners?|grants?|awards?|donations?|gifts?|payments?|invoices?|orders?|sales?|transactions?|pledges?|loans?|contracts?|deals?|bills?|purchases?|expenses?|fines?|salar(y|ies)|fees?|prizes?|bids?|budgets?|refunds?|claims?|deposits?|spend(ing)?|funding|investments?)$/u;

function saysMoneyThing(reading: Reading, word: string): boolean {
  const at = reading.question.findIndex((candidate) => candidate.norm === word);
  return reading.question.slice(at + 1, at + 3).some((candidate) => moneyThings.test(candidate.norm));
}

/** "the total shipping weight": two words after the operation word, none of money, name a measure of their own. */
function namesOtherMeasure(reading: Reading): boolean {
  const at = reading.question.findIndex((word) => /^(total|sum|average|mean)$/u.test(word.norm));
  if (at < 0) return false;
  const phrase: Word[] = [];
  for (const word of reading.question.slice(at + 1)) {
    if (fillerWords.has(word.norm)) break;
    phrase.push(word);
  }
  return phrase.length >= 2 && !phrase.some((word) => moneyHeader.test(word.norm) || /^(cost|money|spend|spent|paid)/u.test(word.norm));
}

/** Words for the people who came: a count of them, never a place's size. */
const crowdWords = /^(crowd|crowds|audience|audiences|attendance|attendances|spectators|turnout|attendees|fans|supporters)$/u;
const crowdHeaders = /\b(attendance|attendees|audience|crowd|spectators|tickets|turnout|visitors)\b/iu;

/**
 * "Which game had the biggest crowd?" over a table with a stadium's Capacity but no attendance: the
 * crowd is not the capacity, so the question asks for a column the table does not have (said so,
 * with the columns it has), rather than the size answered as if it were the crowd.
 */
function uncountedCrowd(cue: OperationCue, reading: Reading): TablePlan | null {
  const at = reading.question.findIndex((word) => crowdWords.test(word.norm));
  // "How many fans watched Arsenal v Chelsea?": the crowd counted, not the games.
  const howMany = cue.operation === "count_or_sum" && reading.question[at - 1]?.norm === "many";
  const computes =
    howMany || !["list_or_lookup", "yesno", "count_or_sum", "distinct", "next", "previous", "first", "last"].includes(cue.operation);
  if (!computes || at < 0 || reading.choice.columns.some((mention) => mention.positions.includes(at))) return null;
  const table = reading.choice.table;
  const spaced = (column: number) => table.columns[column]!.name.replace(/_/gu, " ");
  const counted = table.columns.some((_, column) => numeric(table, column) && crowdHeaders.test(spaced(column)));
  if (counted) return null;
  return plan(reading, "missing_column", null, label(reading), { missing: reading.question[at]!.raw });
}

/** The superlative, and the adjective after "most" / "least" ("the most expensive strike" ranks a cost). */
function impliedWords(reading: Reading, cue: OperationCue): string[] {
  // "the biggest crowd" is the people who came (attendance, tickets), not the biggest place.
  const crowd = reading.question.findIndex(
    (word, at) => crowdWords.test(word.norm) && !reading.choice.columns.some((mention) => mention.positions.includes(at)),
  );
  if (crowd >= 0 && cue.word) return [reading.question[crowd]!.norm];
  if (!cue.word) return reading.question.map((candidate) => candidate.norm);
  if (!/^(most|least)$/u.test(cue.word)) return [cue.word];
  const at = reading.question.findIndex((word) => word.norm === cue.word);
  const next = reading.question[at + 1]?.norm;
  // "Which bell weighs the most?": the verb said before "the most" names the measure.
  const verbAt = reading.question[at - 1]?.norm === "the" ? at - 2 : at - 1;
  const verb = verbAt > 0 ? reading.question[verbAt]!.norm : undefined;
  return [cue.word, ...(next ? [next] : []), ...(verb ? [verb] : [])];
}

/** Light verbs a measure word may follow ("gets the hottest", "runs the longest"): they say nothing of their own. */
const lightVerbs = /^(gets?|got|getting|goes|go|went|runs?|ran|comes?|came|becomes?|became|turns?|turned|stays?|stayed)$/u;

/**
 * The word that named the measure ("heaviest" for Weight (kg), "weighs" before "the most") was read, and so is a light
 * verb right before it ("gets the hottest"): neither is a word of the question the table left unread.
 */
function readImplied(reading: Reading, word: string): void {
  const at = reading.question.findIndex((candidate) => candidate.norm === word);
  if (at < 0) return;
  reading.readPositions.add(at);
  const before = reading.question[at - 1]?.norm === "the" ? at - 2 : at - 1;
  if (before > 0 && lightVerbs.test(reading.question[before]!.norm)) reading.readPositions.add(before);
}

/** "the total budget" over "Budget 2023" and "Budget 2024": a choice the words do not make, said as assumed. */
function noteEqualFit(reading: Reading, chosen: ColumnMention): void {
  const columns = reading.choice.table.columns;
  const same = reading.choice.columns.find(
    (mention) =>
      mention.column !== chosen.column &&
      columns[mention.column]!.type === columns[chosen.column]!.type &&
      Math.abs(mention.score - chosen.score) < 1e-9 &&
      mention.positions.join(",") === chosen.positions.join(","),
  );
  // "the hottest temperature" over temp_max and temp_min: the pair is told apart by the superlative.
  const extremes = (name: string) => /max|min|high|low/iu.test(name);
  if (!same || (extremes(columns[chosen.column]!.name) && extremes(columns[same.column]!.name))) return;
  reading.assumptions.push(`"${columns[chosen.column]!.name}" was used; "${columns[same.column]!.name}" fits the question as well`);
}

/**
 * "France's GDP in 2010" over gdp.csv (Country Name, Country Code, Year, Value): the question names
 * the table for what it measures, and the table measures one thing, so that column is meant.
 */
function namedMeasure(reading: Reading, usable: (column: number) => boolean): number | null {
  const table = reading.choice.table;
  if (!reading.choice.named && !isTurnedTable(table)) return null;
  // "Which state has the most airports north of 45?": the table's rows said after "the most" are counted, not measured.
  const counted = [...reading.choice.namedPositions].some(
    (position) =>
      /^(most|fewest|least)$/u.test(reading.question[position - 1]?.norm ?? "") && reading.question[position]!.norm.endsWith("s"),
  );
  if (counted) return null;
  const yearLike = (index: number) =>
    isYearColumn(
      table.columns[index]!,
      table.rows.slice(0, 50).map((row) => row.values[index]),
    );
  const measures = table.columns
    .map((_, index) => index)
    .filter((index) => usable(index) && !yearLike(index) && !positional(table, index) && !reading.conditionColumns.has(index));
  if (measures.length !== 1) return null;
  const name = table.columns[measures[0]!]!.name;
  if (!reading.assumptions.some((text) => text.includes(`"${name}"`)))
    reading.assumptions.push(`the table's one measure, "${name}", was read as what the question names it by`);
  return measures[0]!;
}

const positionNames =
  /^(?:page|pages|pg|p|no|nr|number|num|#|rank|ranking|id|index|row|line|position|pos|item|seq|sequence|ref|reference)\.?$/iu;

/**
 * A column that says where a row is rather than measuring it: a page, a row number or a rank ("Page"
 * of a workbook's contents sheet, 1, 2, 3 … 14). "The total revenue" is never its sum.
 */
function positional(table: LoadedTable, index: number): boolean {
  const column = table.columns[index]!;
  if (column.type !== "integer") return false;
  if (positionNames.test(column.name.trim())) return true;
  const values = table.rows.map((row) => row.values[index]).filter((value): value is number => typeof value === "number");
  // Counted up from one in steps of at most one (a page may hold two rows), to three at least: a column of
  // ones (country-codes.csv's Global Code) numbers nothing.
  return (
    values.length >= 3 &&
    values[0]! <= 1 &&
    values.at(-1)! >= 3 &&
    values.every((value, at) => at === 0 || (value - values[at - 1]! >= 0 && value - values[at - 1]! <= 1))
  );
}

function planFor(cue: OperationCue, reading: Reading): TablePlan | null {
  switch (cue.operation) {
    case "yesno":
      return planYesNo(reading);
    case "difference":
    case "compare_max":
    case "compare_min":
      // "Is the total more than 40?" names one row: a yes/no question after all.
      return planTwoRows(cue, reading) ?? (cue.answerAs === "yes_no" ? planYesNo(reading) : null);
    case "next":
    case "previous":
      return planNeighbour(cue.operation, reading);
    case "first":
    case "last":
      return plan(reading, cue.operation, null, label(reading));
    case "distinct":
      return planDistinct(reading);
    case "group_max":
    case "group_min":
      return planGroup(reading, cue.operation);
    case "avg":
    case "sum":
      return planAggregate(cue, reading);
    case "top":
    case "argmin":
    case "argmax":
      return planRanking(cue, reading);
    case "superlative_max":
    case "superlative_min":
      return planSuperlative(cue, reading);
    case "count_or_sum":
      return planCount(cue, reading);
    default:
      return planListOrLookup(reading);
  }
}

function plan(
  reading: Reading,
  operation: TableOperation,
  target: number | null,
  labelColumn: number,
  extra: Partial<TablePlan> = {},
): TablePlan {
  return {
    table: reading.choice.table,
    operation,
    target,
    label: labelColumn,
    filters: reading.filters,
    anchors: [],
    limit: 10,
    assumptions: reading.assumptions,
    ...(reading.datePart && target === reading.asked && (operation === "group_max" || operation === "group_min")
      ? { datePart: reading.datePart }
      : {}),
    ...extra,
  };
}

/** The column naming the rows: the one asked for, else the table's name-like column (said as assumed). */
function label(reading: Reading, exclude: number | null = null): number {
  if (reading.asked !== null && reading.asked !== exclude) return reading.asked;
  // "the 3 wettest days", "which dates …": rows named by the table's date column.
  const table = reading.choice.table;
  const date = table.columns.findIndex((column) => column.type === "date");
  if (date >= 0 && date !== exclude && reading.question.some((word) => /^(days?|dates?)$/u.test(word.norm))) return date;
  return namedPeriod(reading, exclude) ?? reading.choice.table.labelColumn;
}

/**
 * "Which were Brazil's three biggest GDP years?": the rows' name column is filtered to one value
 * (every row says Brazil), so a year or date column the question names names the rows instead.
 */
function namedPeriod(reading: Reading, exclude: number | null): number | null {
  const table = reading.choice.table;
  const one = reading.filters.some(
    (filter) => filter.operator === "eq" && filter.columns.length === 1 && filter.columns[0] === table.labelColumn,
  );
  if (!one) return null;
  const period = reading.choice.columns.find(
    (mention) =>
      mention.full &&
      mention.column !== exclude &&
      !filtersOn(reading, mention.column) &&
      (table.columns[mention.column]!.type === "date" || isYearColumn(table.columns[mention.column]!)),
  );
  return period?.column ?? null;
}

function planYesNo(reading: Reading): TablePlan | null {
  if (reading.filters.length === 0) return null;
  const filterColumns = new Set(reading.filters.flatMap((filter) => filter.columns));
  // Words that name a filtered column ("Cost Total … more than 100") do not also name another ("Cost Other").
  const usedPositions = new Set(
    reading.choice.columns.filter((mention) => filterColumns.has(mention.column)).flatMap((mention) => mention.positions),
  );
  const asked = reading.choice.columns.find(
    (mention) => mention.full && !filterColumns.has(mention.column) && !mention.positions.every((position) => usedPositions.has(position)),
  );
  if (asked && anyOfFlag(reading, asked.column)) return plan(reading, "yesno", null, label(reading));
  return plan(reading, "yesno", asked?.column ?? null, label(reading));
}

/**
 * "does any etf have a round lot other than 100": a yes/no column said as the noun "any" picks out is which rows are
 * looked at (ETF = Yes), not the answer read off the first row of the others.
 */
function anyOfFlag(reading: Reading, column: number): boolean {
  const table = reading.choice.table;
  const yes = yesValue(table, column);
  const mention = reading.choice.columns.find((candidate) => candidate.column === column);
  if (yes === null || !mention) return false;
  const start = Math.min(...mention.positions);
  if (!/^(any|some)$/u.test(reading.question[start - 1]?.norm ?? "")) return false;
  reading.filters.push({ columns: [column], operator: "eq", value: yes, said: `${table.columns[column]!.name} = Yes` });
  return true;
}

function planTwoRows(cue: OperationCue, reading: Reading): TablePlan | null {
  const anchors = twoAnchors(reading);
  if (!anchors) return null;
  // "Are more members from Nice or Paris?" counts rows; "the bigger GDP" (gdp.csv) measures the table's one measure.
  const named = !/\b(more|fewer|less|most|least)\b/u.test(reading.folded);
  const measure = measureColumn(reading, cue, { allowYear: false, allowDate: true, named }) ?? agedBy(reading, cue);
  if (measure === null) return compareRowCounts(cue, reading, anchors);
  // "Is Riverside older than Central?" over an Opened year: the older one opened first, the smaller year.
  if (cue.operation !== "difference" && /\b(older|younger)\b/u.test(reading.folded) && agedBy(reading, cue) === measure)
    cue = { ...cue, operation: cue.operation === "compare_max" ? "compare_min" : "compare_max" };
  const faster = /\b(faster|quicker|slower)\b/u.exec(reading.folded)?.[1];
  if (cue.operation !== "difference" && faster && timeReversed(reading, measure, faster)) {
    cue = { ...cue, operation: cue.operation === "compare_max" ? "compare_min" : "compare_max" };
  } else if (
    cue.operation !== "difference" &&
    isRankColumn(reading, measure) &&
    /\b(higher|better|ranked higher|top)\b/u.test(reading.folded)
  ) {
    cue = { ...cue, operation: cue.operation === "compare_max" ? "compare_min" : "compare_max" };
  }
  const anchorColumns = new Set(anchors.flat().flatMap((filter) => filter.columns));
  const shared = reading.filters.filter((filter) => !anchors.flat().includes(filter));
  const operation = cue.operation === "difference" ? "difference" : cue.operation === "compare_min" ? "compare_min" : "compare_max";
  const labelColumn = anchorColumns.size === 1 ? [...anchorColumns][0]! : label(reading, measure);
  const extreme = operation === "difference" || averaged(reading) ? anchorExtreme(reading) : null;
  return plan(reading, operation, measure, labelColumn, {
    filters: shared,
    anchors,
    ...(cue.answerAs ? { answerAs: cue.answerAs } : {}),
    ...(extreme ? { anchorExtreme: extreme } : {}),
    ...(cue.apart === "ratio" && operation === "difference" ? { ratio: true } : {}),
  });
}

/** "Which was warmer on average, Seattle or New York?": each side's rows are averaged before they are compared. */
const averaged = (reading: Reading) => /\b(average|mean|on average)\b/u.test(reading.folded);

/**
 * "How much hotter was New York's hottest day than Seattle's?", "… on average than …": a superlative
 * (an -est word) or an average said of the two rows compared takes each one's extreme or average.
 */
function anchorExtreme(reading: Reading): "max" | "min" | "avg" | null {
  if (/\b(average|mean|on average)\b/u.test(reading.folded)) return "avg";
  const superlative = reading.question.findIndex(
    (word) => /^\p{L}{2,}est$/u.test(word.norm) && !/^(least|best|worst|west)$/u.test(word.norm),
  );
  if (superlative < 0) return null;
  const extreme = extremeOf(reading.question[superlative]!.norm);
  if (extreme) reading.readPositions.add(superlative);
  return extreme;
}

/**
 * "Who has won more championships, Serena Williams or Lisa Raymond?" with no column to compare:
 * the one with more rows. Only for two values of one column, compared by more or fewer.
 */
function compareRowCounts(cue: OperationCue, reading: Reading, anchors: TableFilter[][]): TablePlan | null {
  const columns = new Set(anchors.flat().flatMap((filter) => filter.columns));
  if (columns.size !== 1 || anchors.some((anchor) => anchor.length !== 1)) return null;
  if (!/\b(more|most|fewer|less|least)\b/u.test(reading.folded)) return null;
  // "How many more rainy days were there in 2012 than in 2013?": the difference of the two counts.
  if (cue.operation === "difference" && !/\bhow many (more|fewer|less)\b/u.test(reading.folded)) return null;
  const shared = reading.filters.filter((filter) => !anchors.flat().includes(filter));
  const operation = cue.operation === "difference" ? "difference" : cue.operation === "compare_min" ? "compare_min" : "compare_max";
  return plan(reading, operation, null, [...columns][0]!, {
    filters: shared,
    anchors,
    ...(cue.answerAs ? { answerAs: cue.answerAs } : {}),
    ...(cue.apart === "ratio" && operation === "difference" ? { ratio: true } : {}),
  });
}

/** Two row choices: two values of one column, two years, or two numbers of an id-like column. */
function twoAnchors(reading: Reading): TableFilter[][] | null {
  const byColumn = new Map<string, TableFilter[]>();
  // Two rows are two values named ("week 4 or week 8"), not a value beside a condition ("less than 15 … in week 7").
  for (const filter of reading.filters.filter((candidate) => candidate.operator === "eq")) {
    const key = filter.columns.join(",");
    byColumn.set(key, [...(byColumn.get(key) ?? []), filter]);
  }
  for (const group of byColumn.values()) if (group.length === 2) return [[group[0]!], [group[1]!]];
  const idColumn = identifierColumn(reading.choice.table);
  if (reading.freeNumbers.length === 2 && idColumn !== null) {
    const table = reading.choice.table;
    return reading.freeNumbers.map((number) => [
      {
        columns: [idColumn],
        operator: "eq" as const,
        value: number.value,
        said: `${table.columns[idColumn]!.name} = ${String(number.value)}`,
      },
    ]);
  }
  const years = reading.freeNumbers.filter((number) => number.value >= 1800 && number.value <= 2100);
  const yearColumn = reading.choice.table.columns.findIndex((column) => isYearColumn(column));
  if (years.length === 2 && yearColumn >= 0) {
    const name = reading.choice.table.columns[yearColumn]!.name;
    return years.map((year) => [
      { columns: [yearColumn], operator: "eq" as const, value: year.value, said: `${name} = ${String(year.value)}` },
    ]);
  }
  return null;
}

/** "older", "newer", "earlier", "later" with no age column: the table's date (or year) column orders the rows. */
function agedBy(reading: Reading, cue: OperationCue): number | null {
  const said = /\b(older|newer|younger|earlier|later)\b/u.exec(reading.folded)?.[1];
  if (!said) return null;
  return dateForTimeWord(reading, { ...cue, word: said === "older" || said === "earlier" ? "oldest" : "newest" });
}

/** "the fastest time" is the shortest one, "the slowest" the longest: on a column of times, speed words rank backwards. */
function timeReversed(reading: Reading, column: number, word: string): boolean {
  const timed =
    reading.choice.table.columns[column]!.unit === "duration" || /\b(time|duration)\b/iu.test(reading.choice.table.columns[column]!.name);
  if (timed && /^(fastest|quickest|slowest|faster|quicker|slower)$/u.test(word)) return true;
  // "Which museum has been open the longest?" over its opening dates: the longest open opened first.
  const column_ = reading.choice.table.columns[column]!;
  const dated = column_.type === "date" || isYearColumn(column_);
  return (
    dated &&
    /^(longest|shortest)$/u.test(word) &&
    /\b(open|opened|running|existed|around|operating|active|in business)\b/u.test(reading.folded)
  );
}

function isRankColumn(reading: Reading, column: number): boolean {
  return /^(rank|ranking|place|pos\.?|position|seed|standing|finish|#)$/iu.test(reading.choice.table.columns[column]!.name.trim());
}

/** An integer column whose values are all different and which reads like a row number or id. */
export function identifierColumn(table: LoadedTable): number | null {
  const index = table.columns.findIndex((column, position) => {
    if (
      column.type !== "integer" ||
      !/^(no\.?|#|n[°º]|num(ber)?|id|rank|pos(ition)?|track|match|game|round|week|episode|ep\.?)$/iu.test(column.name.trim())
    )
      return false;
    const values = table.rows.map((row) => row.values[position]);
    return new Set(values).size === values.length;
  });
  return index >= 0 ? index : null;
}

/**
 * "What is the next date after September 12 1998?": no row is named, a date is; the next row is the
 * earliest one after it (the previous one the latest before it), by that date column.
 */
function nextByDate(operation: "next" | "previous", reading: Reading): TablePlan | null {
  const table = reading.choice.table;
  // Said as a neighbour ("the next date after …"), not a count or list before a date ("how many … before 1985").
  // "the day after 13 February 2014" is the next date too.
  const neighbour = /\b(next|previous|following|preceding)\b|\bthe (day|date) (after|before)\b/u;
  if (!neighbour.test(reading.folded) || /\bhow many\b/u.test(reading.folded)) return null;
  const wanted = operation === "next" ? "gt" : "lt";
  const bound = reading.filters.find(
    (filter) => filter.operator === wanted && filter.columns.length === 1 && table.columns[filter.columns[0]!]!.type === "date",
  );
  if (!bound) return null;
  const column = bound.columns[0]!;
  // "the next date after …" asks for the date itself.
  const labelColumn = reading.asked ?? (/\b(date|day)\b/u.test(reading.folded) ? column : label(reading, column));
  return plan(reading, operation === "next" ? "argmin" : "argmax", column, labelColumn, {
    tieBreak: operation === "next" ? "first" : "last",
  });
}

function planNeighbour(operation: "next" | "previous", reading: Reading): TablePlan | null {
  const at = anchorIndex(reading.choice.values, reading.question, operation);
  const anchor = reading.filters[at];
  if (!anchor) return null;
  // "the game listed right after Fulham v Liverpool": two values joined by "v" name one row together.
  const partner = pairedValue(reading, at);
  if (partner) {
    const others = reading.filters.filter((filter) => filter !== anchor && filter !== partner);
    return plan(reading, operation, null, neighbourLabel(reading, anchor), { filters: others, anchors: [[partner, anchor]] });
  }
  // "the venue listed before Olympic Stadium on 1950-08-27": the day says which of the anchor's rows.
  const table = reading.choice.table;
  const sameRow = (filter: TableFilter) =>
    filter.operator === "eq" && filter.columns.length === 1 && table.columns[filter.columns[0]!]!.type === "date";
  const others = reading.filters.filter((filter) => filter !== anchor && !sameRow(filter));
  const anchorRow = [anchor, ...reading.filters.filter((filter) => filter !== anchor && sameRow(filter))];
  return plan(reading, operation, null, neighbourLabel(reading, anchor), { filters: others, anchors: [anchorRow] });
}

/** The filter of a value joined to the anchor's by "v", "vs", "versus" or "against", in another column. */
function pairedValue(reading: Reading, at: number): TableFilter | null {
  const { question } = reading;
  const values = reading.choice.values;
  const joined = (left: number, right: number) =>
    values[left] !== undefined &&
    values[right] !== undefined &&
    values[right].start === values[left].end + 2 &&
    /^(v|vs|versus|against)$/u.test(question[values[left].end + 1]?.norm ?? "");
  const other = joined(at - 1, at) ? at - 1 : joined(at, at + 1) ? at + 1 : -1;
  const filter = other >= 0 ? reading.filters[other] : undefined;
  return filter && filter.columns.join() !== reading.filters[at]!.columns.join() ? filter : null;
}

/**
 * What a next/previous question asks for: the column asked, else another column it names ("the name
 * of the next coach after …"), else the anchor's own column ("who came after Hank Crisp?" → Coach).
 */
function neighbourLabel(reading: Reading, anchor: TableFilter): number {
  if (reading.asked !== null) return reading.asked;
  const filtered = new Set(reading.filters.flatMap((filter) => filter.columns));
  const named = reading.choice.columns.find(
    (mention) => mention.full && !filtered.has(mention.column) && reading.choice.table.columns[mention.column]!.type === "text",
  );
  if (named) return named.column;
  // "Which airport comes after ORD?": a code names the row; the answer is the row's name.
  const code =
    typeof anchor.value === "string" && /^[a-z\d]{1,5}$/u.test(anchor.value) && /^[A-Z\d]+$/u.test(anchor.said.split(" ").at(-1) ?? "");
  return anchor.columns.length === 1 && !code ? anchor.columns[0]! : label(reading);
}

function planDistinct(reading: Reading): TablePlan | null {
  const target =
    differentNamed(reading) ??
    reading.asked ??
    reading.choice.columns.find((mention) => !reading.conditionColumns.has(mention.column))?.column ??
    null;
  if (target === null) return null;
  return plan(reading, "distinct", target, target);
}

/**
 * "how many different regions do the races cover": the column named right after "different / distinct /
 * unique" is the one whose values are counted, whatever other column the question names after it.
 */
function differentNamed(reading: Reading): number | null {
  const at = reading.question.findIndex((word) => /^(different|distinct|unique|separate)$/u.test(word.norm));
  if (at < 0) return null;
  return reading.choice.columns.find((mention) => mention.positions.includes(at + 1))?.column ?? null;
}

/** `rankCounted`: false where a superlative's own reading asks for the groups (no ranking back into it). */
function planGroup(reading: Reading, operation: "group_max" | "group_min", rankCounted = true): TablePlan | null {
  const target =
    reading.asked ??
    reading.choice.columns.find((mention) => reading.choice.table.columns[mention.column]!.type === "text")?.column ??
    null;
  if (target === null) return null;
  // "Which boat went out most often?" over one row per boat with an Outings column: rows counted per
  // boat tie at one each; the count the question names is that column, ranked.
  const table = reading.choice.table;
  const counted = reading.choice.columns.find(
    (mention) =>
      mention.column !== target && isNumeric(table.columns[mention.column]!.type) && !reading.conditionColumns.has(mention.column),
  );
  const keys = table.keys[target];
  if (rankCounted && counted && keys && !reading.datePart && new Set(keys).size === keys.length && keys.length >= 2)
    return planSuperlative(
      operation === "group_max" ? { operation: "superlative_max", word: "most" } : { operation: "superlative_min", word: "least" },
      reading,
    );
  return plan(reading, operation, target, target);
}

const isNumeric = (type: string) => type === "integer" || type === "real";

function planAggregate(cue: OperationCue, reading: Reading): TablePlan | null {
  const measure =
    measureColumn(reading, cue, { allowYear: false, allowDate: false, named: true }) ??
    (cue.operation === "sum" ? null : measureColumn(reading, cue, { allowYear: true, allowDate: false }));
  if (measure === null)
    return cue.operation === "sum" && /\b(how many|number of)\b/u.test(reading.folded)
      ? plan(reading, "count", null, label(reading))
      : missingColumn(reading);
  return plan(reading, cue.operation as TableOperation, measure, label(reading, measure));
}

function planRanking(cue: OperationCue, reading: Reading): TablePlan | null {
  const measure = measureColumn(reading, cue, { allowYear: true, allowDate: true });
  // "Which three states reported the most strikes?": no measure named, so the top groups by their rows.
  if (measure === null && /^(most|fewest|least)$/u.test(cue.word ?? "")) {
    const grouped = planGroup(reading, cue.word === "most" ? "group_max" : "group_min");
    return grouped ? { ...grouped, groups: cue.limit ?? 3 } : null;
  }
  if (measure === null) return null;
  const least = (cue.operation === "argmin") !== timeReversed(reading, measure, cue.word ?? "");
  return plan(reading, least ? "argmin" : "top", measure, label(reading, measure), { limit: cue.limit ?? 3 });
}

function planSuperlative(cue: OperationCue, reading: Reading): TablePlan | null {
  const measure = measureColumn(reading, cue, { allowYear: true, allowDate: true, named: true }) ?? dateForTimeWord(reading, cue);
  // "Which year had the most titles released?": the rows counted per year, not the largest year.
  const wh = reading.question.findIndex((word) => whWords.has(word.norm));
  if (measure !== null && measure === reading.asked && /^(most|fewest|least)$/u.test(cue.word ?? "") && yearAsked(reading, wh) === measure)
    return planGroup(reading, cue.word === "most" ? "group_max" : "group_min", false);
  // The best rank is the smallest number: "highest ranked", "top place" mean the minimum.
  const isMax =
    ((cue.operation === "superlative_max") !==
      (measure !== null && isRankColumn(reading, measure) && /^(highest|best|top|greatest)$/u.test(cue.word ?? ""))) !==
    (measure !== null && timeReversed(reading, measure, cue.word ?? ""));
  if (measure === null) {
    // "Who was the last opponent?" over a table with no date or number to order by: the table's order.
    const listed = reading.asked ?? reading.choice.columns.find((mention) => mention.full)?.column ?? null;
    if (/^(first|last)$/u.test(cue.word ?? "") && listed !== null) {
      reading.assumptions.push(`"${cue.word ?? ""}" was read as the table's own order (no column was named to order by)`);
      return plan(reading, cue.word === "first" ? "first" : "last", null, listed);
    }
    if (!/\b(most|fewest|least)\b/u.test(reading.folded)) return missingColumn(reading);
    return planGroup(reading, isMax ? "group_max" : "group_min", false);
  }
  // "What's the shortest song length?": a column said right before the measure's words qualifies them.
  const askedMention = reading.choice.columns.find((mention) => mention.column === reading.asked);
  const measureMention = reading.choice.columns.find((mention) => mention.column === measure);
  if (
    askedMention &&
    measureMention &&
    reading.asked !== measure &&
    !/\b(which|who|whom|whose)\b/u.test(reading.folded) &&
    Math.max(...askedMention.positions) + 1 === Math.min(...measureMention.positions)
  )
    reading.asked = null;
  // "Which garage opened first?": the column after "which" is the measure only when it comes right after it.
  // "Which crossing takes longest?" over an 'h:mm' Crossing column: "which" + a verb picks a row, not the time.
  const whichRow =
    /^which \S+ (takes?|took|lasts?|lasted|runs?|ran)\b/u.test(reading.folded) &&
    reading.choice.table.columns[measure]!.unit === "duration" &&
    reading.choice.table.labelColumn !== measure;
  const askedRightAfter = reading.asked === measure && directlyAsked(reading) && !whichRow;
  // "Where did a repair take longest?": a place asked first is the row's name, whatever column the verb names.
  const whereFirst = /^where\b/u.test(reading.folded) && reading.choice.table.labelColumn !== measure;
  const asksForRow = reading.asked !== null && reading.asked !== measure ? true : whereFirst || (!askedRightAfter && asksForThing(reading));
  // "the last crossing in the log" ranks by date; of rows on the same last day, the one listed last.
  const tieBreak =
    /^(first|last)$/u.test(cue.word ?? "") && reading.choice.table.columns[measure]!.type === "date"
      ? { tieBreak: cue.word as "first" | "last" }
      : {};
  if (asksForRow && groupsAdded(reading, cue, measure))
    return plan(reading, isMax ? "group_max" : "group_min", reading.asked, reading.asked, { sumOf: measure });
  const dated = asksForRow && reading.datePart !== undefined && reading.asked !== null ? datePartTotal(reading, cue, measure) : null;
  if (dated) return dated;
  if (asksForRow) return plan(reading, isMax ? "argmax" : "argmin", measure, label(reading, measure), tieBreak);
  filledMeasure(reading, measure);
  return plan(reading, isMax ? "max" : "min", measure, label(reading, measure));
}

const filledWords = /\bwith (?:a|an|any|some) (?:[\p{L}-]+ )?(?:figure|value|number|entry|record|reading|data|result|amount)\b/u;

/**
 * "the most recent year with a GDP figure for Ghana": a year or date ranked among the rows whose
 * measure (the table's one measure) is filled in, not a year listed with an empty cell.
 */
function filledMeasure(reading: Reading, measure: number): void {
  const table = reading.choice.table;
  const time = table.columns[measure]!.type === "date" || isYearColumn(table.columns[measure]!);
  if (!time || !filledWords.test(reading.folded)) return;
  // Which column is filled is no guess about the answer: namedMeasure's note is not kept.
  const notes = reading.assumptions.length;
  const measured = namedMeasure(reading, (column) => column !== measure && numeric(table, column));
  reading.assumptions.splice(notes);
  if (measured === null) return;
  const name = table.columns[measured]!.name;
  reading.filters.push({ columns: [measured], operator: "ne", value: null, said: `${name} is given` });
}

/**
 * "Which team scored the most goals?" over a row per player or per match: the team asked for fills
 * several rows, so its goals are added up per team. Not "in a single match" (one row), not "the
 * largest city" (a size, not an amount), not a rank or a year.
 */
function groupsAdded(reading: Reading, cue: OperationCue, measure: number): reading is Reading & { asked: number } {
  const table = reading.choice.table;
  const asked = reading.asked;
  if (asked === null || asked === measure || (table.columns[asked]!.type !== "text" && !reading.datePart)) return false;
  if (!numeric(table, measure) || isRankColumn(reading, measure) || isYearColumn(table.columns[measure]!)) return false;
  const amount = /^(most|fewest|least)$/u.test(cue.word ?? "") || /\b(total|combined|in all|altogether)\b/u.test(reading.folded);
  // "in a single match", "listed with the least time": one row is meant.
  if (!amount || /\b(single|one|any one|each|per|listed)\b|\bwith the\b/u.test(reading.folded)) return false;
  // The measure named in the question, right after the superlative ("the most goals", "the most away goals").
  const at = reading.question.findIndex((word) => word.norm === cue.word);
  const mention = reading.choice.columns.find((candidate) => candidate.column === measure);
  // "Which region received the most money?": the one money column, said as money.
  const money = !mention && /^(money|funding)$/u.test(reading.question[at + 1]?.norm ?? "");
  // An asked column named by no mention ("which kind of bird"): the question word stands for it.
  const wh = Math.max(
    0,
    reading.question.findIndex((word) => whWords.has(word.norm)),
  );
  const askedAt = Math.min(...(reading.choice.columns.find((candidate) => candidate.column === asked)?.positions ?? [wh]));
  // "Which team topped the most problems?", "which species cost the most": the measure said by the verb
  // between the group and the amount word is added up as well.
  const saidByVerb = mention !== undefined && at >= 0 && mention.positions.every((position) => position > askedAt && position < at);
  if (!money && !saidByVerb && (!mention || at < 0 || Math.min(...mention.positions) <= at || Math.min(...mention.positions) > at + 3))
    return false;
  // "Which team had the player with the most goals?": the superlative picks one player's row.
  const between = reading.choice.columns.some(
    (other) =>
      other.full &&
      ![asked, measure].includes(other.column) &&
      table.columns[other.column]!.type === "text" &&
      other.positions.every((position) => position > askedAt && position < at),
  );
  if (between) return false;
  const rows = matchingRows(table, reading.filters);
  return new Set(rows.map((index) => cellText(table, index, asked))).size < rows.length;
}

/**
 * "Which year was the wettest in Seattle?" over a row per day: the year's rows added up, the year
 * named. A superlative that is no amount ("the hottest") may mean an average, so the total is said
 * as assumed; "the wettest day of which year" asks for one row, and its date is given (not `high`).
 */
function datePartTotal(reading: Reading, cue: OperationCue, measure: number): TablePlan | null {
  const table = reading.choice.table;
  const part = reading.datePart!;
  if (/\b(day|days|date|single|one)\b/u.test(reading.folded) || !numeric(table, measure) || isYearColumn(table.columns[measure]!)) {
    reading.assumptions.push(`the ${part} was asked; the date of one row is given`);
    return null;
  }
  const amount = /^(most|fewest|least)$/u.test(cue.word ?? "") || /\b(total|combined|in all|altogether|overall)\b/u.test(reading.folded);
  if (!amount) reading.assumptions.push(`"${table.columns[measure]!.name}" was added up per ${part}`);
  const isMax = cue.operation === "superlative_max";
  return plan(reading, isMax ? "group_max" : "group_min", reading.asked, reading.asked!, { sumOf: measure });
}

/**
 * "What is the total shipping weight of orders to Germany?" over a table without such a column:
 * said plainly, naming the columns there are, when the question is clearly about this table (it
 * names the table or one of its values); otherwise null, and the passages answer.
 */
function missingColumn(reading: Reading): TablePlan | null {
  if (!reading.choice.named && reading.choice.values.length === 0) return null;
  const at = reading.question.findIndex((word) =>
    /^(total|sum|average|mean|highest|largest|lowest|smallest|maximum|minimum|biggest)$/u.test(word.norm),
  );
  if (at < 0) return null;
  const phrase: string[] = [];
  for (const word of reading.question.slice(at + 1)) {
    if (fillerWords.has(word.norm)) {
      if (phrase.length > 0) break;
      continue;
    }
    phrase.push(word.raw);
  }
  if (phrase.length === 0) return null;
  return plan(reading, "missing_column", null, label(reading), { missing: phrase.join(" ") });
}

function directlyAsked(reading: Reading): boolean {
  const wh = reading.question.findIndex((word) => whWords.has(word.norm));
  const mention = reading.choice.columns.find((candidate) => candidate.column === reading.asked);
  // "What year was the first title released?": the year itself is asked ("year" named no column).
  if (wh >= 0 && reading.asked !== null && yearAsked(reading, wh) === reading.asked) return true;
  if (wh < 0 || !mention) return false;
  // "Which show sold the most tickets?", "which one had …": the word right after "which" names the rows, also a
  // word that is a request elsewhere ("show me", "list the …").
  if (/^(which|what)$/u.test(reading.question[wh]!.norm) && /^(show|list|one)$/u.test(reading.question[wh + 1]?.norm ?? "")) return false;
  const first = Math.min(...mention.positions);
  return reading.question
    .slice(wh + 1, first)
    .every(
      (word) =>
        fillerWords.has(word.norm) ||
        /^(highest|largest|lowest|smallest|most|least|maximum|minimum|biggest|greatest|earliest|latest|first|last|top)$/u.test(word.norm),
    );
}

/** "which …", "who …", "name the …", "what country …" ask for a row; "what is the highest …" for a value. */
function asksForThing(reading: Reading): boolean {
  // "the fastest speed at which a bird was hit": "which" after a preposition begins a clause, it asks for nothing.
  // ("in which country …" asks: the relative "which" is followed by its clause's subject, "a bird", "they").
  const asked = reading.folded.replace(
    /\b(at|in|on|by|for|from|to|with|during|under|over) (which|whom)(?= (a|an|the|they|he|she|it|we|you|i|this|that|these|those|his|her|their|its)\b)/gu,
    "$1 that",
  );
  if (/\b(which|who|whom|whose)\b|^where\b|^name\b|\bwhat (is|was|are|were) the names?\b/u.test(asked)) return true;
  if (rowNounAfterSuperlative(reading)) return true;
  const what = reading.question.findIndex((word) => word.norm === "what");
  const next = reading.question[what + 1];
  return (
    what >= 0 &&
    next !== undefined &&
    !fillerWords.has(next.norm) &&
    !/^(highest|largest|lowest|smallest|most|least|maximum|minimum|biggest|greatest|top|total|average)$/u.test(next.norm)
  );
}

/**
 * "What's the longest episode?", "the cheapest film we showed": the noun after the superlative is what the
 * rows are (a word of the naming column's header, or of the table's or file's name), so a row is asked,
 * not the longest length.
 */
function rowNounAfterSuperlative(reading: Reading): boolean {
  const { question, choice } = reading;
  const table = choice.table;
  // "When was the earliest strike?", "How many titles does the last team have?" ask for a value.
  if (/^(when|how)\b/u.test(reading.folded.trim())) return false;
  const at = question.findIndex((word) => extremeOf(word.norm) !== null);
  if (at < 0) return false;
  const noun = question.slice(at + 1, at + 3).find((word) => !/^(most|least|more|less)$/u.test(word.norm) && !fillerWords.has(word.norm));
  if (!noun) return false;
  const position = question.indexOf(noun);
  // A column the noun names other than the rows' own ("the longest time") is the value asked.
  if (choice.columns.some((mention) => mention.positions.includes(position) && mention.column !== table.labelColumn)) return false;
  // "the smallest grant amount", "the shortest song length": a column said after the noun is what is measured.
  if (choice.columns.some((mention) => mention.positions.includes(position + 1))) return false;
  return rowNouns(table).has(noun.stem);
}

/** What the rows are: the stems of the naming column's header and of the table's and file's names. */
function rowNouns(table: LoadedTable): Set<string> {
  const names = [table.columns[table.labelColumn]?.name ?? "", table.record.name, table.record.filename.replace(/\.[^.]+$/u, "")];
  return new Set(names.flatMap((name) => words(name.replace(/[-_]/gu, " ")).map((word) => word.stem)));
}

/**
 * "earliest", "latest", "first", "most recent" with no column named: the table's date column. But "the
 * first market", "last room" name a row by where it is listed: over a date the rows are not listed by
 * (when each opened), the table's own order, not that date's extreme (null here).
 */
function dateForTimeWord(reading: Reading, cue: OperationCue): number | null {
  if (!cue.word || !/^(earliest|latest|first|last|newest|oldest|recent)$/u.test(cue.word)) return null;
  const table = reading.choice.table;
  const date = table.columns.findIndex((column) => column.type === "date");
  const year =
    date >= 0
      ? -1
      : table.columns.findIndex((column, index) =>
          isYearColumn(
            column,
            table.rows.slice(0, 50).map((row) => row.values[index]),
          ),
        );
  const found = date >= 0 ? date : year >= 0 ? year : null;
  if (found !== null && namesListedRow(reading, cue.word) && !listedInOrderOf(table, found, 0.9)) return null;
  return found;
}

// "the last room": where the row is listed; "his last title", "their first win": that person's or team's own
// time line, so the date.
const rowDeterminers = /^(the|a|an|very)$/u;

/** "the first market", "last room on the tab": first or last said before a row's noun, not after a verb ("opened first", "last lost") or a possessive. */
function namesListedRow(reading: Reading, word: string): boolean {
  if (!/^(first|last)$/u.test(word)) return false;
  const at = reading.question.findIndex((candidate) => candidate.norm === word);
  const next = reading.question[at + 1];
  const before = reading.question[at - 1];
  if (!next || fillerWords.has(next.norm) || !namesARow(next.norm) || /^(ever|one|ones)$/u.test(next.norm)) return false;
  return before === undefined || rowDeterminers.test(before.norm);
}

function planCount(cue: OperationCue, reading: Reading): TablePlan | null {
  // "how many goals" sums Goals; "how many matches … over 3 goals" counts rows.
  const counted = /\bhow many times\b/u.test(reading.folded)
    ? -1
    : reading.question.findIndex(
        (word, index) =>
          (word.norm === "many" && reading.question[index - 1]?.norm === "how") ||
          (word.norm === "of" && reading.question[index - 1]?.norm === "number"),
      );
  const measure = measureColumn(reading, cue, { allowYear: false, allowDate: false });
  // "How many pages does the index list?": a page or rank column numbers the rows, so its sum counts nothing.
  // Only when the counted word names it: "How many countries use the currency code EUR?" counts countries, not Global Code.
  const countedAtFirst = countedWordPosition(reading.question);
  if (
    measure !== null &&
    positional(reading.choice.table, measure) &&
    reading.choice.columns.some((mention) => mention.column === measure && mention.positions.includes(countedAtFirst))
  )
    return plan(reading, "distinct", measure, measure);
  // "How many kilos …", "How many people used …": the counted word named the column by its unit.
  const unitAt = countedWordPosition(reading.question);
  const byUnit = unitAt >= 0 && unitSpellings.some(([said]) => said.test(reading.question[unitAt]!.norm));
  if (measure !== null && byUnit && reading.readPositions.has(unitAt)) return plan(reading, "sum", measure, label(reading, measure));
  const subject = reading.choice.columns.find((mention) => mention.column === measure && mention.full);
  // "How many strikes cost more than $100,000?": a column said right before a condition is the condition's, not the count's.
  const bounded =
    subject !== undefined && [...reading.appliedConditions].some((condition) => condition.start === Math.max(...subject.positions) + 1);
  const right =
    subject !== undefined &&
    !bounded &&
    counted >= 0 &&
    Math.min(...subject.positions) > counted &&
    Math.min(...subject.positions) <= counted + 3;
  // "How many Red cards in 2023-24": the counted thing is a row label and the column says how many.
  const labelled = subject !== undefined && reading.choice.values.length > 0 && reading.filters.length > 0;
  if (measure !== null && (right || labelled)) {
    return plan(reading, "sum", measure, label(reading, measure));
  }
  // "How many watts does the kettle use?" with no column measuring watts: not a number of rows.
  const countedAt = countedWordPosition(reading.question);
  const countedWord = reading.question[countedAt];
  if (countedWord && unitWords.has(countedWord.norm) && !reading.choice.columns.some((mention) => mention.positions.includes(countedAt)))
    return measure !== null && reading.readPositions.has(countedAt) ? plan(reading, "sum", measure, label(reading, measure)) : null;
  const entity = counted >= 0 ? repeatedEntityColumn(reading, counted) : null;
  if (entity !== null) return plan(reading, "distinct", entity, entity);
  const pinned = counted >= 0 && countedWord ? pinnedRowReading(reading, countedAt) : undefined;
  if (pinned !== undefined) return pinned;
  // "How many strikes are listed in the Barksdale AFB sheet?": naming the table is enough to count its rows.
  // "How many strikes are recorded in this sheet?": the table said as such is named too.
  const saysTable =
    /\b(this|the|whole|entire) (sheet|table|spreadsheet|workbook|file|list|log|dataset|data set)\b/u.test(reading.folded) &&
    !/\bcolumns?\b/u.test(reading.folded);
  // "how many episodes are there" over podcast-episodes.csv: the counted word is what the rows are.
  const rowsCounted = countedWord !== undefined && rowNouns(reading.choice.table).has(countedWord.stem);
  if (reading.filters.length === 0 && reading.choice.columns.length === 0 && !reading.choice.named && !saysTable && !rowsCounted)
    return null;
  return plan(reading, "count", null, label(reading));
}

/**
 * "How many people does Argir have?": one row named by its own name, and the counted word names no
 * column, asks that row's measure (pinned-row.ts), said as assumed; null when it cannot tell which.
 */
function pinnedRowReading(reading: Reading, countedAt: number): TablePlan | null | undefined {
  if (reading.readPositions.has(countedAt) || reading.choice.columns.some((mention) => mention.positions.includes(countedAt)))
    return undefined;
  // "How many players are older than Cyril Guittet?": the named row is a yardstick, the rows are counted.
  if (/\b(than|as)\b/u.test(reading.folded)) return undefined;
  const named = new Set(reading.choice.columns.map((mention) => mention.column));
  const pinned = pinnedRowMeasure(reading.choice.table, reading.filters, named);
  if (pinned === undefined) return undefined;
  if (pinned.column === null) return null;
  const name = reading.choice.table.columns[pinned.column]!.name;
  reading.assumptions.push(`"${reading.question[countedAt]!.raw}" was read as ${name}, the named row's own figure`);
  return plan(reading, "sum", pinned.column, label(reading, pinned.column));
}

/**
 * "How many countries are in the table?" where each country fills many rows (one a year): the word
 * counted names a text column that no filter uses, whose values repeat among the rows considered,
 * so the answer is how many different values it holds. Where nearly every row names a different
 * one, the rows are the things counted; where it holds a handful of values, it is a category
 * ("Developed / Developing Countries"), not the things counted, unless the word is the column's
 * whole name ("how many regions" over Region).
 */
function repeatedEntityColumn(reading: Reading, counted: number): number | null {
  const table = reading.choice.table;
  const filtered = new Set(reading.filters.flatMap((filter) => filter.columns));
  const mention = reading.choice.columns.find(
    (candidate) =>
      !numeric(table, candidate.column) &&
      !filtered.has(candidate.column) &&
      // "How many away wins …": "away" was read as the result's side (FTR = A), not as AwayTeam counted.
      !candidate.positions.every((position) => reading.readPositions.has(position)) &&
      candidate.positions.some((position) => position > counted && position <= counted + 2),
  );
  if (!mention) return null;
  const rows = matchingRows(table, reading.filters);
  const different = new Set(rows.map((index) => cellText(table, index, mention.column))).size;
  // "How many regions are there?" over a Region column of four, nothing filtered: the word is the column's whole name.
  const wholeName = mention.full && table.columnWords[mention.column]!.length === 1 && reading.filters.length === 0;
  return (different > 5 || (wholeName && different > 1)) && different < 0.9 * rows.length ? mention.column : null;
}

function planListOrLookup(reading: Reading): TablePlan | null {
  const filterColumns = new Set(reading.filters.flatMap((filter) => filter.columns));
  const idColumn = identifierColumn(reading.choice.table);
  if (idColumn !== null && reading.freeNumbers.length === 1) {
    const value = reading.freeNumbers[0]!.value;
    reading.filters.push({
      columns: [idColumn],
      operator: "eq",
      value,
      said: `${reading.choice.table.columns[idColumn]!.name} = ${String(value)}`,
    });
    filterColumns.add(idColumn);
  }
  if (reading.filters.length === 0) return everyRowListed(reading);
  const target =
    reading.asked !== null && !onlyFilterColumn(reading, reading.asked)
      ? reading.asked
      : (otherMention(reading.choice.columns, filterColumns) ??
        howColumn(reading) ??
        measureColumn(reading, { operation: "list_or_lookup" }, { allowYear: false, allowDate: false, named: true }));
  // "List the branches with a café …", "Which runners have no finish time?": the rows' names, as a list.
  if (target !== null && target === reading.choice.table.labelColumn && asksForSeveral(reading, target))
    return plan(reading, "list", null, target);
  if (target !== null) return spanTotal(reading, target) ?? plan(reading, "lookup", target, label(reading, target));
  if (!/^((and|also|then|so) )?(which|what|who|list|show|name|give)\b/u.test(reading.folded)) return null;
  // "List the Standard plan members": every row says Standard, so the rows are named by the table's names.
  const named = reading.asked !== null && onlyFilterColumn(reading, reading.asked) ? reading.choice.table.labelColumn : label(reading);
  return plan(reading, "list", null, named);
}

/**
 * "What were the wholesale takings from July to September?": an amount asked over a span of rows
 * ("from … to …", the rows between filled in by value-ranges.ts) is their total, not three figures;
 * "each month", "month by month", "per", "list" or "show" still ask each row's figure.
 */
function spanTotal(reading: Reading, target: number): TablePlan | null {
  const column = reading.choice.table.columns[target]!;
  if (column.type !== "integer" && column.type !== "real") return null;
  const { filters, folded } = reading;
  if (filters.length < 2 || !filters.every((filter) => filter.operator === "eq" && filter.columns.join() === filters[0]!.columns.join()))
    return null;
  if (!/\bfrom \S+(?: \S+)? (?:to|through|thru|until|till)\b/u.test(folded)) return null;
  if (/\b(?:each|every|per|separately|breakdown|by month|by week|by year|list|show)\b/u.test(folded)) return null;
  return plan(reading, "sum", target, label(reading, target));
}

/** Most rows a request for every row is answered with from the table (a longer one is a passage question). */
const everyRowCap = 40;

/**
 * "List every job at the bakery and what time each shift starts" over a small table (a DOCX table of
 * roles and shifts): a request for all the rows, naming one other column, lists each row's name with
 * that column's value; naming none, the rows' names. No filter, so only when the request says every
 * row ("every", "all", "each") and the table is short enough to list whole.
 */
function everyRowListed(reading: Reading): TablePlan | null {
  const table = reading.choice.table;
  if (table.rows.length > everyRowCap) return null;
  if (!/^(?:(?:please|can you|could you) )?(?:list|show|give me|name|tell me|what are)\b/u.test(reading.folded)) return null;
  if (!/\b(?:every|all|each)\b/u.test(reading.folded)) return null;
  const label = table.labelColumn;
  const others = [...new Set(reading.choice.columns.filter((mention) => mention.full).map((mention) => mention.column))].filter(
    (column) => column !== label,
  );
  if (others.length > 1) return null;
  return plan(reading, "list", others[0] ?? null, label);
}

/** "List the …", "show all …", or "which" / "what" before the column's name in the plural ("which branches"). */
function asksForSeveral(reading: Reading, column: number): boolean {
  if (/^(list|show|name all|give me all)\b/u.test(reading.folded)) return true;
  const mention = reading.choice.columns.find((candidate) => candidate.column === column);
  const word = mention ? reading.question[Math.max(...mention.positions)] : undefined;
  return (
    /^(which|what)\b/u.test(reading.folded) &&
    word !== undefined &&
    word.norm !== word.stem &&
    word.norm.endsWith("s") &&
    !filtersOn(reading, column)
  );
}

function filtersOn(reading: Reading, column: number): boolean {
  return reading.filters.some((filter) => filter.columns.includes(column));
}

const howColumns: [RegExp, RegExp][] = [
  [/^how long\b/u, /\b(length|duration|time|runtime|running time)\b/iu],
  [/^how old\b/u, /\b(age)\b/iu],
  [/^how (tall|high)\b/u, /\b(height|elevation|altitude)\b/iu],
  [/^how far\b/u, /\b(distance)\b/iu],
  [/^how heavy\b/u, /\b(weight|mass)\b/iu],
  [/^how much (does|did|do|is|was)\b.*\bcosts?\b|^how (expensive|pricey)\b/u, /\b(price|cost|fee|fare)\b/iu],
];

/** "How long is Undertow?": the question word names the column (Length, or the table's durations). */
function howColumn(reading: Reading): number | null {
  const table = reading.choice.table;
  const rule = howColumns.find(([question]) => question.test(reading.folded));
  if (!rule) return null;
  const named = table.columns.findIndex((column) => rule[1].test(column.name));
  if (named >= 0) return named;
  return /^how long\b/u.test(reading.folded) ? nullIfMissing(table.columns.findIndex((column) => column.unit === "duration")) : null;
}

const nullIfMissing = (index: number) => (index >= 0 ? index : null);

function onlyFilterColumn(reading: Reading, column: number): boolean {
  return reading.filters.some((filter) => filter.columns.length === 1 && filter.columns[0] === column && filter.operator === "eq");
}

function otherMention(columns: ColumnMention[], exclude: Set<number>): number | null {
  return columns.find((mention) => mention.full && !exclude.has(mention.column))?.column ?? null;
}
