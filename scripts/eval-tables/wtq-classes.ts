/**
 * WikiTableQuestions dev misses grouped by what the question asks (its shape) and why the answer
 * failed, for tuning by kind rather than by case:
 *
 *   nice -n 10 npx tsx scripts/eval-tables/wtq-classes.ts [--split dev] [--show shape/why] [--json file]
 *
 * The shape is read from the question's wording alone (never from Docent's plan), so a shape's
 * count is the same before and after a change; the reason compares the plan's answer with gold.
 */
import fs from "node:fs";
import { parseArgs } from "node:util";
import { z } from "zod";
import { runWtq, type Split } from "./run";
import { cellText } from "../../server/retrieval/tables/execute";
import { statedValues, type Scored } from "./score";

const shapes: [string, RegExp][] = [
  ["row after / before", /\b(after|before|next|previous|preceding|following|above|below)\b/u],
  ["first / last listed", /\b(first|last|top|bottom)\b.*\b(list|listed|table|chart|row|entry|place)\b|\blisted (first|last)\b/u],
  [
    "which of two",
    /\b(or)\b.*\?|\b(which|who)\b.*\b(more|less|fewer|higher|lower|larger|smaller|longer|shorter|earlier|later|older|younger|deeper|taller|bigger|better|worse)\b.*\bor\b/u,
  ],
  [
    "difference",
    /\b(difference|how many more|how much more|how many less|how much less|how many fewer|how much higher|how much longer|margin)\b/u,
  ],
  ["yes / no", /^(is|are|was|were|did|does|do|has|have|had|can|could)\b/u],
  [
    "count with a condition",
    /^how many\b.*\b(with|in|at|from|after|before|than|over|under|at least|more than|less than|where|that|who|which|did|were|was)\b/u,
  ],
  ["count", /^(how many|number of|what is the number|what number|what was the number|count)\b/u],
  ["total / average", /\b(total|sum|combined|average|mean|altogether|in all)\b/u],
  [
    "most / least (ranking)",
    /\b(most|least|highest|lowest|largest|smallest|biggest|best|worst|longest|shortest|greatest|fewest|top|maximum|minimum|earliest|latest|oldest|newest|youngest|first|last)\b/u,
  ],
  ["value in column C for row R", /^(what|which|who|when|where|how)\b/u],
];

export function shapeOf(question: string): string {
  const folded = question.toLowerCase();
  return shapes.find(([, pattern]) => pattern.test(folded))?.[0] ?? "other";
}

/** Why an answer failed: unread (no plan), a problem, a list instead of one, a number off, wrong values. */
export function whyOf(entry: Scored): string {
  if (entry.right) return "right";
  const result = entry.result;
  if (!result) return "unread";
  if (result.problem) return "problem (nothing matched / column missing)";
  const stated = statedValues(result);
  if (stated.length === 0) return "no value";
  const numeric = entry.gold.every((value) => /^-?[\d.,]+$/u.test(value.trim()));
  const statedNumeric = stated.every((value) => /^-?[\d.,]+$/u.test(value.trim()));
  if (stated.length !== entry.gold.length) return numeric !== statedNumeric ? "wrong kind (number vs name)" : "wrong number of values";
  if (numeric !== statedNumeric) return "wrong kind (number vs name)";
  const table = result.plan.table;
  const column = result.plan.target ?? result.plan.label;
  const inColumn = (index: number) => table.rows.some((_, row) => entry.gold.some((gold) => same(cellText(table, row, index), gold)));
  const inSomeCell = table.columns.some((_, index) => inColumn(index));
  if (inColumn(column)) return numeric ? "wrong number" : "wrong row";
  if (inSomeCell) return "wrong column";
  return numeric ? "wrong number" : "wrong value format";
}

const fold = (text: string) => text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();
const same = (cell: string, gold: string) =>
  fold(cell) === fold(gold) || (Number(cell.replace(/,/gu, "")) === Number(gold) && gold.trim() !== "");

async function main() {
  const { values } = parseArgs({
    options: { split: { type: "string", default: "dev" }, show: { type: "string" }, json: { type: "string" } },
  });
  const split = z.enum(["dev", "test"]).parse(values.split) as Split;
  const scored = await runWtq(split);
  const table = new Map<string, Map<string, number>>();
  for (const entry of scored) {
    const shape = shapeOf(entry.question);
    const why = whyOf(entry);
    const row = table.get(shape) ?? new Map<string, number>();
    row.set(why, (row.get(why) ?? 0) + 1);
    table.set(shape, row);
    if (values.show && `${shape}/${why}` === values.show)
      console.log(
        `${entry.id}\t${entry.question}\tgold=${entry.gold.join("|")}\tgot=${entry.result ? statedValues(entry.result).join("|") : "-"}\t${entry.result?.how ?? ""}`,
      );
  }
  const reasons = [...new Set(scored.map(whyOf))].sort();
  console.log(["shape", "n", ...reasons].join("\t"));
  for (const [shape, row] of [...table].sort((a, b) => sum(b[1]) - sum(a[1])))
    console.log([shape, String(sum(row)), ...reasons.map((why) => String(row.get(why) ?? 0))].join("\t"));
  if (values.json)
    fs.writeFileSync(
      values.json,
      JSON.stringify(
        scored.map((entry) => ({
          id: entry.id,
          shape: shapeOf(entry.question),
          why: whyOf(entry),
          q: entry.question,
          gold: entry.gold,
          got: entry.result ? statedValues(entry.result) : null,
          how: entry.result?.how ?? null,
          high: entry.result ? entry.result.plan.assumptions.length === 0 : null,
        })),
      ),
    );
}

const sum = (row: Map<string, number>) => [...row.values()].reduce((a, b) => a + b, 0);

await main();
