/**
 * The two sides of one row compared (docs/architecture.md, "Tables"): "games where the away side
 * scored more goals than the home side", "the away team won despite having fewer shots than the home
 * team". The measure is a pair of sides (sides.ts) the question names by either side's header or
 * their sum; the filter keeps the rows where the first side's cell is more (or less) than the other's.
 */
import type { LoadedTable } from "./loaded-table";
import type { ColumnMention } from "./mentions";
import type { TableFilter, TablePlan } from "./types";
import { words, type Word } from "./words";

const more = /^(more|higher|greater|bigger|larger)$/u;
const fewer = /^(fewer|less|lower|smaller)$/u;
const sideWords = /^(home|away)$/u;
const numberWord = /^(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)$/u;

export interface SideComparison {
  filter: TableFilter;
  /** The words read: both sides, the comparative and "than". */
  positions: number[];
}

export function sidesCompared(table: LoadedTable, question: Word[], mentions: ColumnMention[], values: number): SideComparison | null {
  if (table.sides.size === 0) return null;
  // "three or more", "more than two": a bound on one side's number, not the other side compared.
  const comparative = question.findIndex(
    (word, at) =>
      (more.test(word.norm) || fewer.test(word.norm)) &&
      !(question[at - 1]?.norm === "or" && numberWord.test(question[at - 2]?.norm ?? "")) &&
      !(question[at + 1]?.norm === "than" && numberWord.test(question[at + 2]?.norm ?? "")),
  );
  if (comparative < 0) return null;
  const than = question.findIndex((word, at) => at > comparative && at <= comparative + 5 && word.norm === "than");
  // The side that has more: the last side word said before the comparative, or between it and
  // "than" ("more goals at home than away", never of a team named: that is the team's own totals).
  const before = question.slice(0, comparative).findLastIndex((word) => sideWords.test(word.norm));
  const between =
    than < 0 || values > 0 ? -1 : question.findIndex((word, at) => at > comparative && at < than && sideWords.test(word.norm));
  const first = before >= 0 ? before : between;
  if (first < 0) return null;
  const second = than < 0 ? -1 : question.findIndex((word, at) => at > than && at <= than + 3 && sideWords.test(word.norm));
  const side = question[first]!.norm;
  // "than the home team" must name the other side; with no "than", the other side is meant.
  if (than >= 0 && (second < 0 || question[second]!.norm === side)) return null;
  // The measure: the best-named column of a pair (its sum or either side), said after the first side.
  const pairOf = (column: number) => [...table.sides.entries()].find(([sum, { home, away }]) => [sum, home, away].includes(column))?.[1];
  const named = mentions.find((mention) => mention.full && mention.positions.some((at) => at > first) && pairOf(mention.column));
  const pair = named ? pairOf(named.column) : undefined;
  if (!pair) return null;
  const [mine, theirs] = side === "home" ? [pair.home, pair.away] : [pair.away, pair.home];
  const operator = more.test(question[comparative]!.norm) ? "gt" : "lt";
  const [name, other] = [table.columns[mine]!.name, table.columns[theirs]!.name];
  return {
    filter: { columns: [mine], operator, value: 0, against: theirs, said: `${name} ${operator === "gt" ? ">" : "<"} ${other}` },
    positions: [first, comparative, ...(than >= 0 ? [than, second] : [])].flatMap((at) =>
      // "the away side", "the home team": the word for a side is read with it.
      at === first || at === second ? (/^(side|sides|team|teams)$/u.test(question[at + 1]?.norm ?? "") ? [at, at + 1] : [at]) : [at],
    ),
  };
}

/** Words that go with a side said as a place: "at home", "in away games", "on the road". */
const sideLeadIns = /^(at|in|on|for|the|their|its|his|her)$/u;
const sideNouns = /^(games?|matches|match|fixtures?|sides?|teams?)$/u;

/** The positions of the side phrase around a side word ("in away games" of "… than in away games"). */
function sidePhrase(question: Word[], at: number): number[] {
  let start = at;
  while (start > 0 && sideLeadIns.test(question[start - 1]!.norm) && question[start - 1]!.norm !== "than") start -= 1;
  const end = sideNouns.test(question[at + 1]?.norm ?? "") ? at + 1 : at;
  return Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
}

/**
 * "How many more goals did Man City score at home than away?": a team's total on one side less its
 * total on the other, each read as its own question ("… score at home?", "… score away?") and each
 * over one side's column of the same pair (FTHG, FTAG).
 */
export function teamSidesDifference(
  asked: string,
  tables: LoadedTable[],
  interpret: (question: string, tables: LoadedTable[]) => TablePlan | null,
): TablePlan | null {
  if (!/\bhow (many|much) (more|fewer|less)\b/iu.test(asked) || tables.length !== 1 || tables[0]!.sides.size === 0) return null;
  const question = words(asked);
  const comparative = question.findIndex((word) => more.test(word.norm) || fewer.test(word.norm));
  const than = question.findIndex((word, at) => at > comparative && word.norm === "than");
  const first = question.findIndex((word, at) => at > comparative && at < than && sideWords.test(word.norm));
  const second = question.findIndex((word, at) => at > than && sideWords.test(word.norm));
  if (first < 0 || second < 0 || question[first]!.norm === question[second]!.norm) return null;
  const [one, other] = [sidePhrase(question, first), sidePhrase(question, second)];
  const without = (dropped: number[]) =>
    question
      .filter((_, at) => at !== comparative && at !== than && !dropped.includes(at))
      .map((word) => word.raw)
      .join(" ");
  const [left, right] = [interpret(`${without(other)}?`, tables), interpret(`${without(one)}?`, tables)];
  if (!left || !right || left.operation !== "sum" || right.operation !== "sum" || left.target === null || right.target === null)
    return null;
  const table = tables[0]!;
  const paired = [...table.sides.values()].some(
    ({ home, away }) => (left.target === home && right.target === away) || (left.target === away && right.target === home),
  );
  if (!paired) return null;
  return {
    ...left,
    operation: "difference",
    across: [left, right],
    assumptions: [...new Set([...left.assumptions, ...right.assumptions])],
  };
}

/**
 * "How many goals did Arsenal score?" with no side said, over a home / away pair of columns (FTHG,
 * FTAG): the team's own goals are its home games' home side plus its away games' away side, each
 * read as its own question ("… score at home?", "… score away?") and added up ("concede": the other side).
 */
export function teamSidesTotal(
  asked: string,
  tables: LoadedTable[],
  interpret: (question: string, tables: LoadedTable[]) => TablePlan | null,
): TablePlan | null {
  if (tables.length !== 1 || tables[0]!.sides.size === 0) return null;
  const folded = asked.toLowerCase();
  // A team's own doing: its goals, shots, cards or corners ("did Arsenal get"), both side readings a sum of one pair.
  if (
    !/\b(score|scored|scores|scoring|concede|conceded|concedes|let in|get|got|receive|received|have|had|make|made|commit|committed|pick up|picked up)\b/u.test(
      folded,
    )
  )
    return null;
  if (/\b(home|away|more|fewer|less|involving|between|against|per|average|most|least)\b/u.test(folded)) return null;
  const bare = asked.replace(/[?.!\s]+$/u, "");
  const [left, right] = [interpret(`${bare} at home?`, tables), interpret(`${bare} away?`, tables)];
  if (!left || !right || left.operation !== "sum" || right.operation !== "sum" || left.target === null || right.target === null)
    return null;
  const table = tables[0]!;
  const pair = [...table.sides.entries()].find(
    ([, { home, away }]) => (left.target === home && right.target === away) || (left.target === away && right.target === home),
  );
  const team = (plan: TablePlan, column: number) =>
    plan.filters.find((filter) => filter.operator === "eq" && filter.columns.length === 1 && filter.columns[0] === column);
  const teamColumns = teamPair(table, left, right);
  if (!pair || !teamColumns) return null;
  const [home, away] = [team(left, teamColumns[0]), team(right, teamColumns[1])];
  if (!home || !away || home.value !== away.value) return null;
  const either: TableFilter = {
    columns: teamColumns,
    operator: "eq",
    value: home.value,
    said: `${table.columns[teamColumns[0]]!.name} or ${table.columns[teamColumns[1]]!.name} = ${home.said.replace(/^.*? = /u, "")}`,
  };
  return {
    ...left,
    operation: "sum",
    target: pair[0],
    filters: [either],
    across: [left, right],
    assumptions: [...new Set([...left.assumptions, ...right.assumptions])],
  };
}

/** The two team columns the side readings filter on: one in the home reading, another in the away one. */
function teamPair(table: LoadedTable, left: TablePlan, right: TablePlan): [number, number] | null {
  const text = (plan: TablePlan) =>
    plan.filters
      .filter((filter) => filter.operator === "eq" && filter.columns.length === 1 && table.columns[filter.columns[0]!]!.type === "text")
      .map((filter) => filter.columns[0]!);
  const [home, away] = [text(left), text(right)];
  if (home.length !== 1 || away.length !== 1 || home[0] === away[0]) return null;
  return [home[0]!, away[0]!];
}

/**
 * "How many goals did Arsenal concede at home?": what a side concedes is the other side's measure
 * (FTAG of Arsenal's home games, not FTHG), so a side's column becomes its partner's.
 */
export function concededSide(plan: TablePlan, folded: string): TablePlan {
  if (plan.target === null || !/\b(concede|concedes|conceded|conceding|let in|lets in)\b/u.test(folded)) return plan;
  const pair = [...plan.table.sides.values()].find(({ home, away }) => plan.target === home || plan.target === away);
  if (!pair) return plan;
  return { ...plan, target: plan.target === pair.home ? pair.away : pair.home };
}
