/**
 * How tokens and dollars are counted in a trace: per call, per step and per trace on the local
 * timeline, and per generation in what is exported.
 */
import type { Usage } from "~/lib/response";
import type { ObservationFields } from "./sink";

export const noUsage: Usage = { prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 };

export function addUsage(total: Usage, more: Usage): Usage {
  return {
    prompt_tokens: total.prompt_tokens + more.prompt_tokens,
    completion_tokens: total.completion_tokens + more.completion_tokens,
    cost_usd: total.cost_usd + more.cost_usd,
  };
}

/** Dollars rounded to the micro-dollar, as the timeline shows them. */
export function microDollars(usd: number): number {
  return Math.round(usd * 1_000_000) / 1_000_000;
}

/** A trace's total: the sum of its calls' (already rounded) usage, rounded once more. */
export function totalUsage(calls: readonly Usage[]): Usage {
  const total = calls.reduce(addUsage, noUsage);
  return { ...total, cost_usd: microDollars(total.cost_usd) };
}

/** A generation's usage as the sink takes it. */
export function exportedUsage(usage: Usage): Pick<ObservationFields, "usageDetails" | "costDetails"> {
  return {
    usageDetails: {
      input: usage.prompt_tokens,
      output: usage.completion_tokens,
      total: usage.prompt_tokens + usage.completion_tokens,
    },
    // Only a known price is a cost; 0 from an unknown model would read as "free".
    ...(usage.cost_usd > 0 ? { costDetails: { total: usage.cost_usd } } : {}),
  };
}
