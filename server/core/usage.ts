/** Token and cost sums: every model call reports a Usage, and answers add them up. */
import type { Usage } from "~/lib/response";

export const zeroUsage: Usage = { prompt_tokens: 0, completion_tokens: 0, cost_usd: 0 };

export function addUsage(total: Usage, more: Usage | undefined): Usage {
  if (!more) return total;
  return {
    prompt_tokens: total.prompt_tokens + more.prompt_tokens,
    completion_tokens: total.completion_tokens + more.completion_tokens,
    cost_usd: total.cost_usd + more.cost_usd,
  };
}
