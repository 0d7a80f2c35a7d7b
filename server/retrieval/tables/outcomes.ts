/**
 * Results written as codes (docs/architecture.md, "Tables"): a column of W / L / D (or "W 24–17")
 * or of H / D / A (a football full-time result: home win, draw, away win). "How many wins", "the
 * draws", "home wins", "won the most away games" name those codes rather than any cell, so they
 * become a filter on that column. Not when a column is itself named for wins ("Wins", "W"): then
 * the question asks for its number.
 */
import type { LoadedTable } from "./loaded-table";
import type { ColumnMention } from "./mentions";
import type { TableFilter } from "./types";
import type { Word } from "./words";

const winWords = new Set(["win", "wins", "won", "winning", "victory", "victories", "beat"]);
const lossWords = new Set(["loss", "losses", "lost", "lose", "losing", "defeat", "defeats", "defeated"]);
const drawWords = new Set(["draw", "draws", "drew", "drawn", "tie", "ties", "tied"]);
// "did they fail to win": failing to is not doing.
const notWords = new Set([
  "not",
  "didn't",
  "don't",
  "doesn't",
  "never",
  "without",
  "isn't",
  "wasn't",
  "aren't",
  "weren't",
  "fail",
  "failed",
  "fails",
]);
const outcomeName = /^(result|res|outcome|ftr|w\/l|w-l|decision|score)$/iu;

export interface OutcomeReading {
  filter: TableFilter;
  /** Question words read as the outcome ("home wins"). */
  positions: number[];
}

/** The filter an outcome word asks for, or null when the table has no column of result codes. */
export function outcomeFilter(
  table: LoadedTable,
  question: Word[],
  columns: ColumnMention[],
  filters: TableFilter[],
): OutcomeReading | null {
  const at = question.findIndex((word) => winWords.has(word.norm) || lossWords.has(word.norm) || drawWords.has(word.norm));
  if (at < 0) return null;
  // "How many wins did they have?" over a Wins column asks for its number, not for coded rows.
  if (columns.some((mention) => mention.full && mention.positions.includes(at))) return null;
  if (wonMeasure(table, question, columns, at)) return null;
  const column = outcomeColumn(table, filters);
  if (column === null) return null;
  const letters = codesOf(table, column);
  const word = question[at]!.norm;
  const near = question.slice(Math.max(0, at - 2), at + 4).map((candidate) => candidate.norm);
  const side = near.includes("home") ? "h" : near.includes("away") ? "a" : null;
  let code: string | null = null;
  if (drawWords.has(word)) code = letters.has("d") ? "d" : letters.has("t") ? "t" : null;
  else if (letters.has("w") || letters.has("l")) code = winWords.has(word) ? "w" : "l";
  // H / D / A: a win is the home side's or the away side's, so the question must say which.
  else if (winWords.has(word) && side) code = side;
  else if (lossWords.has(word) && side) code = side === "h" ? "a" : "h";
  else if (!side && !drawWords.has(word)) return teamResult(table, question, filters, column, at, winWords.has(word));
  if (code === null || !letters.has(code)) return null;
  const sideAt = side ? near.indexOf(side === "h" ? "home" : "away") + Math.max(0, at - 2) : -1;
  const name = table.columns[column]!.name;
  // "did not end in a home win", "games Arsenal didn't win": every other result.
  const negated = question
    .slice(Math.max(0, Math.min(at, sideAt >= 0 ? sideAt : at) - 4), at)
    .some((candidate) => notWords.has(candidate.norm));
  return {
    filter: {
      columns: [column],
      operator: negated ? "ne" : "eq",
      value: code,
      said: `${name} ${negated ? "≠" : "="} ${code.toUpperCase()}`,
    },
    positions: [...(sideAt >= 0 && !letters.has("w") ? [at, sideAt] : [at]), ...endingVerb(question, at)],
  };
}

/** Words that may stand between "won" and what was won ("won the most corners", "won 10 free kicks"). */
const objectFillers = /^(the|a|an|any|most|more|fewest|fewer|least|many|much|their|its|his|her|over|under|than|at|least|\d[\d,.]*)$/u;
/** Words of a clause's subject between a measure and its verb ("a home side", "they"). */
const subjectWords = /^(a|an|the|home|away|side|sides|team|teams|they|he|she|it|we|you)$/u;
/** Words that make a later "won" the games' result, not a verb of the measure ("goals … in games they won"). */
const resultClause = /^(games?|matches|match|fixtures?|when|where|that|which|while|whenever|if)$/u;

/**
 * "won the most corners", "corners won", "How many corners did Arsenal win at home?": a measure
 * column is what was won (a count of corners), so the result code is not meant.
 */
function wonMeasure(table: LoadedTable, question: Word[], columns: ColumnMention[], at: number): boolean {
  const numeric = columns.filter(
    (mention) => mention.full && ["integer", "real"].includes(table.columns[mention.column]!.type) && !mention.positions.includes(at),
  );
  return numeric.some((mention) => {
    const [first, last] = [Math.min(...mention.positions), Math.max(...mention.positions)];
    if (first > at) return question.slice(at + 1, first).every((word) => objectFillers.test(word.norm)) && first - at <= 4;
    if (last === at - 1) return true;
    // "the most corners a home side won": the measure, then the clause's subject, then the verb.
    if (last < at && first > 0 && /^(most|fewest|least|many|more|fewer)$/u.test(question[first - 1]!.norm))
      if (question.slice(last + 1, at).every((word) => subjectWords.test(word.norm) || /^\p{Lu}/u.test(word.raw))) return true;
    // "How many corners did Arsenal win": the counted measure, with no clause of games between it and the verb.
    const counted = question[first - 1]?.norm === "many" && question[first - 2]?.norm === "how";
    return counted && !question.slice(last + 1, at).some((word) => resultClause.test(word.norm));
  });
}

/**
 * "How many games did Arsenal win?" with the team looked for on both sides (HomeTeam or AwayTeam):
 * a win is H where the team is at home and A where it is away; a loss the other way round.
 */
function teamResult(
  table: LoadedTable,
  question: Word[],
  filters: TableFilter[],
  column: number,
  at: number,
  won: boolean,
): OutcomeReading | null {
  const letters = codesOf(table, column);
  if (!letters.has("h") || !letters.has("a")) return null;
  const sideOf = (index: number) =>
    /\bhome\b|^home|^h$/iu.exec(table.columns[index]!.name) ? "h" : /\baway\b|^away|^a$/iu.exec(table.columns[index]!.name) ? "a" : null;
  const team = filters.find(
    (filter) =>
      filter.operator === "eq" &&
      typeof filter.value === "string" &&
      filter.columns.length === 2 &&
      sideOf(filter.columns[0]!) !== null &&
      sideOf(filter.columns[0]!) !== sideOf(filter.columns[1]!) &&
      sideOf(filter.columns[1]!) !== null,
  );
  if (!team) return oneSideResult(table, question, filters, column, at, won);
  const [home, away] = sideOf(team.columns[0]!) === "h" ? [team.columns[0]!, team.columns[1]!] : [team.columns[1]!, team.columns[0]!];
  const codes: [string, string] = won ? ["h", "a"] : ["a", "h"];
  const negated = question.slice(Math.max(0, at - 4), at).some((candidate) => notWords.has(candidate.norm));
  const name = table.columns[column]!.name;
  const teamName = team.said.replace(/^.*? = /u, "");
  return {
    filter: {
      columns: [column],
      operator: negated ? "ne" : "eq",
      value: codes[0],
      said: `${teamName} ${negated ? (won ? "did not win" : "did not lose") : won ? "won" : "lost"} (${name} = ${codes[0].toUpperCase()} at home, ${codes[1].toUpperCase()} away)`,
      sided: { team: team.value as string, home, away, codes },
    },
    positions: [at, ...endingVerb(question, at)],
  };
}

/**
 * "How many home games did Man United not win?": the team filtered on one side (HomeTeam = Man
 * United) won when that side's code is the result (H), lost when the other side's is.
 */
function oneSideResult(
  table: LoadedTable,
  question: Word[],
  filters: TableFilter[],
  column: number,
  at: number,
  won: boolean,
): OutcomeReading | null {
  const sides = filters
    .filter((filter) => filter.operator === "eq" && typeof filter.value === "string" && filter.columns.length === 1)
    .map((filter) => sideOfName(table.columns[filter.columns[0]!]!.name))
    .filter((side) => side !== null);
  if (sides.length !== 1) return null;
  const code = (sides[0] === "h") === won ? "h" : "a";
  const negated = question.slice(Math.max(0, at - 4), at).some((candidate) => notWords.has(candidate.norm));
  const name = table.columns[column]!.name;
  return {
    filter: {
      columns: [column],
      operator: negated ? "ne" : "eq",
      value: code,
      said: `${name} ${negated ? "≠" : "="} ${code.toUpperCase()}`,
    },
    positions: [at, ...endingVerb(question, at)],
  };
}

function sideOfName(name: string): "h" | "a" | null {
  if (/\bhome\b|^home|^h$/iu.test(name)) return "h";
  return /\baway\b|^away|^a$/iu.test(name) ? "a" : null;
}

/** "ended in a home win", "finished in a draw": the verb says the result, nothing more. */
function endingVerb(question: Word[], at: number): number[] {
  const from = Math.max(0, at - 5);
  const found = question
    .slice(from, at)
    .findIndex((word) => /^(end|ends|ended|finish|finished|finishes|result|resulted)$/u.test(word.norm));
  return found >= 0 ? [from + found] : [];
}

/** A text column whose cells (or their first word) are mostly one-letter result codes, not already filtered. */
function outcomeColumn(table: LoadedTable, filters: TableFilter[]): number | null {
  const filtered = new Set(filters.flatMap((filter) => filter.columns));
  // "a draw (FTR D)": the result is already said as a value.
  if ([...filtered].some((index) => isOutcomeColumn(table, index))) return null;
  const candidates = table.columns.map((_, index) => index).filter((index) => !filtered.has(index) && isOutcomeColumn(table, index));
  return candidates.find((index) => outcomeName.test(table.columns[index]!.name.trim())) ?? candidates[0] ?? null;
}

const codeCache = new WeakMap<LoadedTable, Map<number, Set<string>>>();

/** The result letters of a column ("w", "l", "d" / "h", "d", "a"), counted once per loaded table. */
function codesOf(table: LoadedTable, column: number): Set<string> {
  let known = codeCache.get(table);
  if (!known) codeCache.set(table, (known = new Map()));
  const cached = known.get(column);
  if (cached) return cached;
  const keys = table.keys[column] ?? [];
  const filled = keys.filter((key) => key !== "");
  const firsts = filled.map((key) => key.split(" ")[0]!);
  const coded = firsts.filter((first) => /^[wldtha]$/u.test(first));
  const letters = coded.length >= 0.6 * filled.length && filled.length > 0 ? new Set(coded) : new Set<string>();
  // One kind of letter is no result column ("A" grades), and H / D / A never mixes with W / L.
  const valid = letters.size >= 2 && !(letters.has("w") && letters.has("h"));
  const result = valid ? letters : new Set<string>();
  known.set(column, result);
  return result;
}

function isOutcomeColumn(table: LoadedTable, column: number): boolean {
  return table.columns[column]!.type === "text" && codesOf(table, column).size > 0;
}

/** A column of H / A (/ D) result codes, the home side's win first: a two-sided table's result (per-team.ts). */
export function resultCodeColumn(table: LoadedTable): { column: number; codes: [string, string, string | null] } | null {
  const candidates = table.columns.map((_, index) => index).filter((index) => isOutcomeColumn(table, index));
  const column = candidates.find((index) => outcomeName.test(table.columns[index]!.name.trim())) ?? candidates[0];
  if (column === undefined) return null;
  const letters = codesOf(table, column);
  if (!letters.has("h") || !letters.has("a")) return null;
  return { column, codes: ["h", "a", letters.has("d") ? "d" : null] };
}
