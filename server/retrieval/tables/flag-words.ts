/**
 * Yes / no columns (a boolean column, Yes / No or Y / N cells, ✓ / x ticks, "x" marks) and the ways a
 * question says one without its cell text: "unabridged", "unvaccinated", "non-rapid" (the flag's own word
 * with un- / non-: not that flag), "still needs their safeguarding check", "waiting for a vaccination",
 * "whose check is outstanding" (a flag not yet done: the No rows).
 */
import type { LoadedTable } from "./loaded-table";
import { words, type Word } from "./words";

const yesKeys = ["yes", "true", "y"];
const flagKeys = new Set(["yes", "no", "true", "false", "y", "n"]);

const yesValues = new WeakMap<LoadedTable, Map<number, string | number | null>>();

/** The value that means yes in a boolean column (1), a text column where "Yes" is common, or a column of "x" marks; else null. */
export function yesValue(table: LoadedTable, column: number): string | number | null {
  if (table.columns[column]!.type === "boolean") return 1;
  const keys = table.keys[column];
  if (!keys || keys.length === 0) return null;
  // Counted once per loaded table: a 50,000-row column is not scanned again for every question.
  let known = yesValues.get(table);
  if (!known) yesValues.set(table, (known = new Map()));
  if (known.has(column)) return known.get(column)!;
  let found: string | null = null;
  // A column of only Y / N (or yes / no) cells is a flag however rare its yes ("Test Issue": 8 of 5,569).
  const flags = new Set(keys.filter((cell) => cell !== ""));
  if (flags.size === 2 && [...flags].every((cell) => flagKeys.has(cell))) found = yesKeys.find((key) => flags.has(key)) ?? null;
  // A column of "x" marks and blanks (SIDS, "Volunteer-led") is a flag: marked means yes. Only when every
  // non-empty cell is the mark, so a column where "x" is one value among others is never read as one.
  if (flags.size === 1 && flags.has("x")) found = "x";
  // Ticks beside crosses or blanks ("✓" / "x", "✓" / "✗"): the tick means yes, the cross no.
  if (flags.has("✓") && [...flags].every((cell) => /^(✓|✗|x)$/u.test(cell))) found = "✓";
  for (const key of found === null ? yesKeys : []) {
    let count = 0;
    for (const cell of keys) if (cell === key) count += 1;
    if (count >= 0.2 * keys.length) {
      found = key;
      break;
    }
  }
  known.set(column, found);
  return found;
}

/** "unabridged books", "unpaid fees", "untimed races": the word of a flag column of these tables with un- / non- is "not <word>". */
export function prefixNegations(question: string, tables: LoadedTable[]): string {
  if (!/\b(?:un|non)/iu.test(question)) return question;
  const flagStems = new Set<string>();
  for (const table of tables) {
    table.columnWords.forEach((nameWords, column) => {
      if (yesValue(table, column) !== null) for (const word of nameWords) flagStems.add(word.stem);
    });
  }
  return question.replace(/\b(?:un|non-?)(\p{L}{4,})\b/giu, (whole, rest: string) => {
    const [word] = words(rest);
    return word && flagStems.has(word.stem) ? `not ${rest}` : whole;
  });
}

/** Said before a flag: what is needed or awaited is not yet had ("still needs their check", "waiting for a vaccination"). */
const lackBefore = /^(need|needs|needed|needing|require|requires|required|awaiting|waiting|await|lack|lacks|lacking|missing|pending|yet)$/u;
/** Said after a flag: "whose check is outstanding", "vaccinations still due". */
const lackAfter = /^(outstanding|pending|missing|due|overdue|needed|required|awaited)$/u;
const between = /^(a|an|the|their|its|his|her|to|be|have|get|got|for|on|still|done|is|are|was|were)$/u;

/**
 * A flag said as lacking: a word of need or waiting a few words before its mention, or one of lack right
 * after it. The positions of the words that say so ("still needs"), or null.
 */
export function lackSaid(question: Word[], start: number, end: number): number[] | null {
  let at = start - 1;
  while (at >= 0 && between.test(question[at]!.norm)) at -= 1;
  if (at >= 0 && at >= start - 4 && lackBefore.test(question[at]!.norm)) {
    return question[at - 1]?.norm === "still" ? [at - 1, at] : [at];
  }
  let after = end + 1;
  while (after < question.length && after <= end + 3 && between.test(question[after]!.norm)) after += 1;
  return after < question.length && after <= end + 3 && lackAfter.test(question[after]!.norm) ? [after] : null;
}
