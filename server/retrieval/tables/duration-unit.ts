/**
 * A duration asked in a unit of its own ("how many minutes longer was …", "on average how long …, in
 * minutes"): durations are kept in seconds and shown as the sheet writes them (h:mm), so the figure
 * asked in minutes, seconds or hours is converted and said with its unit (docs/architecture.md, "Tables").
 */
import type { TablePlan } from "./types";

const secondsIn = { seconds: 1, minutes: 60, hours: 3600 } as const;
export type DurationUnit = keyof typeof secondsIn;

const unitSaid = /\b(?:how many|in|into|as) (seconds|secs|minutes?|mins|hours?|hrs)\b/u;
const figures = new Set<TablePlan["operation"]>(["difference", "avg", "sum", "min", "max"]);

/** The plan with the unit the question asks its duration in, when it computes a figure over a duration column. */
export function withDurationUnit(plan: TablePlan, folded: string): TablePlan {
  if (plan.target === null || plan.table.columns[plan.target]?.unit !== "duration" || !figures.has(plan.operation)) return plan;
  if (plan.ratio) return plan;
  const said = unitSaid.exec(folded)?.[1];
  if (!said) return plan;
  const unit: DurationUnit = said.startsWith("s") ? "seconds" : said.startsWith("m") ? "minutes" : "hours";
  return { ...plan, inUnit: unit };
}

/** A number of seconds in the unit asked. */
export function inDurationUnit(seconds: number, unit: DurationUnit): number {
  return Number((seconds / secondsIn[unit]).toPrecision(12));
}
