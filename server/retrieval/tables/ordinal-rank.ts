/**
 * "Which dog has the 2nd highest adoption fee?", "who is the third fastest?", "which state has the
 * second most airports?": a rank said before a superlative. Read with the ordinal in place, the
 * ordinal was read as something else ("2nd" a bound of $2 or 2 hours, "second" a unit of time or a
 * word left unmatched), so the question is read without it and the row or group at that rank is
 * taken from that reading. A reading that ranks nothing (a lone value, a count) keeps the ordinal.
 */
import type { TablePlan } from "./types";

const spelt: Record<string, number> = {
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
};

/** -est words that are no superlative ("the second test", "the 3rd west stand"). */
const notSuperlative = new Set(
  "test west rest nest interest forest guest request contest protest harvest honest modest chest quest".split(" "),
);

/**
 * "Which state has the highest number of airports?", "which operator has the largest number of hubs?":
 * the most, as "which state has the most airports?" says it (a count per group, or the column named),
 * not a column of numbers. Only when the question asks which row or group (which / who).
 */
export function mostSaidAsNumber(question: string): string {
  if (!/^\s*(?:which|who|whose)\b/iu.test(question)) return question;
  return question
    .replace(/\b(?:highest|largest|greatest|biggest|most) (?:total )?(?:number|count|amount|quantity) of\b/giu, "most")
    .replace(/\b(?:lowest|smallest|least|fewest) (?:total )?(?:number|count|amount|quantity) of\b/giu, "fewest");
}

export interface OrdinalSaid {
  /** The rank said: 2 for "second" / "2nd". */
  nth: number;
  /** The question without the ordinal ("which dog has the highest adoption fee"). */
  without: string;
}

/** The rank said right before a superlative ("second highest", "2nd-most", "third fastest"), and the question without it. */
export function ordinalBeforeSuperlative(question: string): OrdinalSaid | null {
  const pattern =
    /\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|([2-9]|10)(?:nd|rd|th))(?:-| +)(most|least|fewest|\p{L}{2,}est)\b/iu;
  const said = pattern.exec(question);
  if (!said) return null;
  const superlative = said[3]!.toLowerCase();
  if (notSuperlative.has(superlative)) return null;
  const word = said[1]!.toLowerCase();
  const nth = said[2] ? Number(said[2]) : spelt[word]!;
  const without = `${question.slice(0, said.index)}${said[3]!}${question.slice(said.index + said[0].length)}`;
  return { nth, without };
}

/** The plan of the question read without its ordinal, asked at that rank; null when it ranks no rows or groups. */
export function rankedAt(plan: TablePlan | null, nth: number): TablePlan | null {
  if (!plan || plan.nth !== undefined) return null;
  const ranked = plan.operation === "argmax" || plan.operation === "argmin";
  const grouped = (plan.operation === "group_max" || plan.operation === "group_min") && !plan.groups && !plan.perTeam;
  return ranked || grouped ? { ...plan, nth } : null;
}
