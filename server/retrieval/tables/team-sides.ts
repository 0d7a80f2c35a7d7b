/**
 * Questions of a measure per team over a two-sided table (docs/architecture.md, "Tables"; the
 * computing is per-team.ts): "Which team won the most games?", "Which club conceded the fewest
 * goals?", "Who scored more goals, Chelsea or Newcastle?", "How many more points did Arsenal get
 * than Spurs?". The team can be on either side of a row; its measure is its own side's cell (the
 * other side's when it concedes), or its result from a code column (H / A / D), the two scores, or
 * a winner / loser pair. Also which of several sheets such a question is about, since the other
 * readings of a team's both sides work on one table.
 */
import { withoutSheetNames } from "./across-sheets";
import { chooseTable, namePositions } from "./choose-table";
import type { LoadedTable } from "./loaded-table";
import { findColumnMentions, findValueMentions } from "./mentions";
import { resultCodeColumn } from "./outcomes";
import { measurePairs, teamColumns, teamMeasureWords, type PerTeam, type ResultSource, type TeamMeasure } from "./per-team";
import type { TablePlan } from "./types";
import { fold, words } from "./words";

/**
 * One table for a question over several: the sheet it names (its name taken out of the question),
 * else the one the question's words choose, said as an assumption when a look-alike was passed over.
 */
export function oneTable(question: string, tables: LoadedTable[]): { table: LoadedTable; question: string; assumptions: string[] } | null {
  if (tables.length === 1) return { table: tables[0]!, question, assumptions: [] };
  const said = words(question);
  const named = tables
    .map((table) => ({ table, positions: namePositions(table, said, tables).positions }))
    .filter((entry) => entry.positions.size > 0);
  // "in 2023-24" spells the sheet "2023-24" whole and only one word of "… 30 06 2023" in another
  // file: the table whose naming holds every other's is the one named.
  const whole = named.find((entry) =>
    named.every(
      (other) =>
        other === entry || (other.positions.size < entry.positions.size && [...other.positions].every((at) => entry.positions.has(at))),
    ),
  );
  if (whole) return { table: whole.table, question: `${withoutSheetNames(said, whole.positions, true)}?`, assumptions: [] };
  if (named.length > 1) return null;
  const choice = chooseTable(tables, said, { alone: true });
  if (!choice) return null;
  const assumptions =
    choice.lookAlikes.length > 0
      ? [
          `the sheet "${choice.table.record.name}" was used (${choice.lookAlikes.map((other) => `"${other.record.name}"`).join(", ")} has the same columns)`,
        ]
      : [];
  return { table: choice.table, question, assumptions };
}

const winWords = /^(win|wins|won|winning|victory|victories|beat)$/u;
const lossWords = /^(loss|losses|lost|lose|losing|defeat|defeats|defeated)$/u;
const drawWords = /^(draw|draws|drew|drawn|tie|ties|tied)$/u;
const superlatives = /\b(most|fewest|least|highest|lowest|best|worst|more|fewer|less)\b/u;
/** The words this reading consumes, beside the operation's: never left as unread. */
const readWords =
  /^(which|what|who|team|teams|club|clubs|side|sides|country|countries|player|players|game|games|match|matches|fixture|fixtures|played|play|appearances|score|scored|scoring|concede|conceded|conceding|let|in|against|allowed|get|got|have|had|take|took|keep|kept|clean|sheet|sheets|point|points|per|average|on|season|total|overall|altogether|the|a|an|of|did|do|does|has|fail|failed|to|not|without|and|or|than|how|many|much|more|fewer|less|most|fewest|least|highest|lowest|best|worst)$/u;

/** A team's measure per team, compared across teams or between the two named; null when the question is not one. */
export function perTeamPlan(asked: string, table: LoadedTable, plainReading: () => TablePlan | null): TablePlan | null {
  const teams = teamColumns(table);
  const folded = fold(asked);
  if (!teams || !superlatives.test(folded)) return null;
  // A side said ("at home", "away wins") or one game ("in a single match") is a reading of the rows as they are.
  if (/\b(home|away|single|one game|one match|a game|a match|any game|any match|each game|each match)\b/u.test(folded)) return null;
  const named = namedTeams(table, teams, asked);
  const difference = /\bhow (many|much) (more|fewer|less)\b/u.test(folded);
  if (named.length === 1 || (difference && named.length !== 2) || (named.length === 2 && !difference && !/\b(who|which)\b/u.test(folded)))
    return null;
  // "Which team …", "Who …", "What club …" ask for a team; "What is the highest FTAG?" asks for a value.
  if (
    named.length === 0 &&
    !/\b(which|who|whose)\b|\bwhat\s+(?!(is|was|are|were|s|the|a|an|highest|lowest|largest|smallest|most|fewest|least|biggest|greatest|maximum|minimum|total|average)\b)[a-z]/u.test(
      folded,
    )
  )
    return null;
  // "Which game had the most goals?" asks for a row (one match), not a team.
  if (
    /\b(which|what)\s+(?:\w+\s+)?(games?|match(es)?|fixtures?|days?|dates?|rounds?|weeks?|months?|years?|rows?|entr(y|ies)|results?|scores?)\b/u.test(
      folded,
    )
  )
    return null;
  const base = plainReading();
  // "Which referee took charge of the most matches?": another column of names is what is asked.
  const result = resultCodeColumn(table)?.column;
  const otherNames = findColumnMentions(table, words(asked)).some(
    (mention) =>
      mention.full && table.columns[mention.column]!.type === "text" && !teams.includes(mention.column) && mention.column !== result,
  );
  if (otherNames) return null;
  const measure = teamMeasure(table, teams, folded, base);
  if (!measure) return null;
  const average = /\b(per (game|match)|on average|average)\b/u.test(folded);
  const operation: TablePlan["operation"] = difference
    ? "difference"
    : /\b(fewest|least|lowest|fewer|less)\b/u.test(folded)
      ? "group_min"
      : "group_max";
  const perTeam: PerTeam = { teams, measure, ...(average ? { average } : {}), ...(named.length === 2 ? { only: named } : {}) };
  const kept = (base?.filters ?? []).filter(
    (filter) => !filter.sided && !filter.columns.some((column) => teams.includes(column) || column === result),
  );
  const unread = (base?.unread ?? []).filter((word) => !readWords.test(fold(word)) && !measureWord(fold(word)));
  return {
    table,
    operation,
    target: null,
    label: teams[0],
    filters: kept,
    anchors: [],
    limit: 1,
    perTeam,
    ...teamsAsked(folded),
    entity: teamMeasureWords(measure, table, average),
    assumptions: unread.length > 0 ? [`the words "${unread.join(" ")}" were not matched to anything in the table`] : [],
    ...(unread.length > 0 ? { unread } : {}),
  };
}

const measureWord = (word: string) => winWords.test(word) || lossWords.test(word) || drawWords.test(word);

/** Values of the team columns the question names (their keys), whole cells said with a capital. */
function namedTeams(table: LoadedTable, teams: [number, number], asked: string): string[] {
  const said = words(asked);
  const named = findValueMentions(table, said, new Set())
    .filter((mention) => !mention.prefix && !mention.part && mention.columns.some((column) => teams.includes(column)))
    .filter((mention) => /^\p{Lu}/u.test(said[mention.start]!.raw))
    .map((mention) => mention.key);
  return [...new Set(named)];
}

/** What is added up per team: a measure column of its side, its results, points, clean sheets or games. */
function teamMeasure(table: LoadedTable, teams: [number, number], folded: string, base: TablePlan | null): TeamMeasure | null {
  const pairs = measurePairs(table);
  const against = /\b(concede|concedes|conceded|conceding|let in|against|allowed)\b/u.test(folded);
  const sideColumns = (pair: [number, number]): [number, number] => (against ? [pair[1], pair[0]] : pair);
  // The column the plain reading measured ("goals" is FTHG + FTAG, or one side's FTHG), as a pair.
  const inPair = (column: number) => pairs.find(([home, away]) => home === column || away === column || sumOf(table, column, home, away));
  const named = findColumnMentions(table, words(folded)).find((mention) => mention.full && inPair(mention.column));
  const measured = [named?.column, base?.sumOf, base?.target].find(
    (column) => column !== undefined && column !== null && !teams.includes(column),
  );
  const pair = measured === undefined || measured === null ? undefined : inPair(measured);
  const asked = words(folded).map((word) => word.norm);
  const outcomeAt = asked.findIndex(measureWord);
  // "won the most corners": the corners are counted; "won the most games": the results are.
  if (pair && !/\bclean sheets?\b/u.test(folded)) return { kind: "column", columns: sideColumns(pair) };
  if (/\bclean sheets?\b/u.test(folded) && pairs[0]) return { kind: "zero", columns: [pairs[0][1], pairs[0][0]] };
  const result = resultSource(table, teams, pairs);
  if (/\bpoints?\b/u.test(folded) && !table.columns.some((column) => /\bp(oin)?ts\b/iu.test(column.name)))
    return result ? { kind: "points", result } : null;
  if (outcomeAt >= 0) {
    if (!result) return null;
    const word = asked[outcomeAt]!;
    const outcome = winWords.test(word) ? "win" : lossWords.test(word) ? "loss" : "draw";
    const negated = asked
      .slice(Math.max(0, outcomeAt - 3), outcomeAt)
      .some((before) => /^(not|never|fail|failed|fails|without)$/u.test(before));
    return { kind: "outcome", outcome, negated, result };
  }
  return /\b(games|matches|fixtures|played|appearances)\b/u.test(folded) ? { kind: "games" } : null;
}

function sumOf(table: LoadedTable, column: number, home: number, away: number): boolean {
  const sum = table.sides.get(column);
  return sum !== undefined && sum.home === home && sum.away === away;
}

function resultSource(table: LoadedTable, teams: [number, number], pairs: [number, number][]): ResultSource | null {
  const codes = resultCodeColumn(table);
  if (codes) return codes;
  if (/\bwinn(er|ing)\b/iu.test(table.columns[teams[0]]!.name)) return { winnerFirst: true };
  return pairs[0] ? { scores: pairs[0] } : null;
}

/**
 * The team readings that need one table (a measure per team, a team's total over both sides), run
 * on the sheet the question is about when the document has several.
 */
export function onOneTable(
  asked: string,
  tables: LoadedTable[],
  readings: ((question: string, table: LoadedTable) => TablePlan | null)[],
): TablePlan | null {
  if (!tables.some((table) => teamColumns(table) || table.sides.size > 0)) return null;
  const one = oneTable(asked, tables);
  if (!one) return null;
  for (const reading of readings) {
    const plan = reading(one.question, one.table);
    if (plan) return one.assumptions.length > 0 ? { ...plan, assumptions: [...one.assumptions, ...plan.assumptions] } : plan;
  }
  return null;
}

const countWords: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6 };

/** "Which two teams conceded the fewest goals?": that many teams, best first. */
function teamsAsked(folded: string): { groups: number } | Record<string, never> {
  const said = /\b(?:which|what|the) (two|three|four|five|six|\d{1,2}) (?:teams|sides|clubs)\b/u.exec(folded)?.[1];
  if (!said) return {};
  const count = countWords[said] ?? Number(said);
  return count >= 2 ? { groups: count } : {};
}
