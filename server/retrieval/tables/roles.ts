/**
 * One row, two roles: "from Calais to Dover", "Burnley hosted Man City", "Arsenal v Spurs". Two
 * values that both appear in the same two columns (DEP / ARR, HomeTeam / AwayTeam) take one column
 * each, in the order the question says them, rather than either column each (which would also
 * count Dover → Calais). "A at B" (A visiting B) takes them the other way round.
 */
import type { LoadedTable } from "./loaded-table";
import type { ValueMention } from "./mentions";
import type { Word } from "./words";

const inOrder = new Set(["to", "hosted", "host", "hosts", "hosting", "vs", "v", "versus", "against", "beat", "played", "play", "welcomed"]);

const orderSetting = new Set(["hosted", "host", "hosts", "hosting", "welcomed", "vs", "v", "versus"]);

/** The column each of the two mentions takes, or null when the question does not set out two roles. */
export function twoRoles(table: LoadedTable, values: ValueMention[], question: Word[]): Map<ValueMention, number> | null {
  const paired = values.filter((mention) => !mention.negated && mention.columns.length === 2);
  if (paired.length !== 2) return null;
  const [first, second] = paired[0]!.start < paired[1]!.start ? [paired[0]!, paired[1]!] : [paired[1]!, paired[0]!];
  const [left, right] = [...first.columns].sort((a, b) => a - b);
  if (second.columns.length !== 2 || !second.columns.includes(left!) || !second.columns.includes(right!)) return null;
  if (table.columns[left!]!.type !== "text" || first.key === second.key) return null;
  const between = question.slice(first.end + 1, second.start).map((word) => word.norm);
  const before = question[first.start - 1]?.norm;
  // "Arsenal away against Spurs", "goals Arsenal scored against Spurs away": the first named, the subject, was
  // the visitor, unless a verb or "v" between them sets the order itself ("Spurs hosted Arsenal").
  // Only for one match said ("against", "to", "at"), never two teams compared ("away, brighton or fulham").
  const firstAway =
    between.some((word) => /^(against|to|at|away)$/u.test(word)) &&
    !between.some((word) => word === "or" || word === "and") &&
    question.some((word) => word.norm === "away") &&
    !question.some((word) => word.norm === "home") &&
    !between.some((word) => orderSetting.has(word));
  if ((between.includes("at") && !between.includes("home")) || firstAway)
    return new Map([
      [first, right!],
      [second, left!],
    ]);
  // "the match between Liverpool and Arsenal at home": the first named was at home.
  const betweenAtHome =
    before === "between" && between.join(" ") === "and" && question.slice(second.end + 1).some((word) => word.norm === "home");
  if (between.some((word) => inOrder.has(word)) || (before === "from" && between.includes("to")) || betweenAtHome)
    return new Map([
      [first, left!],
      [second, right!],
    ]);
  return null;
}

/** Verbs and prepositions said right before a value, and the role of the column they point to. */
const roleCues: { said: RegExp; column: RegExp }[] = [
  {
    said: /\b(left|leaving|leaves|leave|departed|departing|departs|depart|sailed|sailing|flew|flying|started|starting|from)( from| out of)?$/u,
    column: /\b(dep(art\w*)?|origin|from|source|start(s|ing)?)\b/iu,
  },
  {
    said: /\b(arrived|arriving|arrives|arrive|landed|landing|reached|bound|ended|ending|to)( at| in| for)?$/u,
    column: /\b(arr(iv\w*)?|dest(ination)?|to|end(s|ing)?)\b/iu,
  },
];

/**
 * "How many crossings left from Dover?" where Dover is in DEP and in ARR: the verb before the value
 * says which role ("left from" → departure, "arrived at" → arrival), read from the column's name
 * or from the key line that explains it. Null when the words say no role or no single column fits.
 */
export function roleByVerb(table: LoadedTable, candidates: number[], question: Word[], start: number): number | null {
  const before = question
    .slice(Math.max(0, start - 2), start)
    .map((word) => word.norm)
    .join(" ");
  const cue = roleCues.find((entry) => entry.said.test(before));
  if (!cue) return null;
  const fits = candidates.filter((column) => {
    const { name, description } = table.columns[column]!;
    return cue.column.test(name) || (description !== undefined && cue.column.test(description));
  });
  return fits.length === 1 ? fits[0]! : null;
}
