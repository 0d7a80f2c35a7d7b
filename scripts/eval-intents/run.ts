/**
 * The offline intent rules (server/pipeline/intent.ts classifyByRules) on issue 16's twelfth-round
 * wordings (wordings-12.ts): the share right per intent, each miss printed. Dev by default; `--test`
 * for the test half (measure it once, at the end, and never tune on it).
 *
 *   npx tsx scripts/eval-intents/run.ts [--test]
 */
import { classifyByRules } from "../../server/pipeline/intent";
import { devWordings, testWordings } from "./wordings-12";

const test = process.argv.includes("--test");
const wordings = test ? testWordings : devWordings;
const perIntent = new Map<string, { right: number; all: number }>();
for (const [message, expected] of wordings) {
  const got = classifyByRules(message).intent;
  const tally = perIntent.get(expected) ?? { right: 0, all: 0 };
  tally.all++;
  if (got === expected) tally.right++;
  else console.log(`miss: ${JSON.stringify(message)} expected ${expected}, got ${got}`);
  perIntent.set(expected, tally);
}
let right = 0;
for (const [intent, tally] of perIntent) {
  right += tally.right;
  console.log(`${intent}: ${tally.right}/${tally.all}`);
}
console.log(`${test ? "test" : "dev"}: ${right}/${wordings.length}`);
