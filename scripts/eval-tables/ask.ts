// Ask one question of one file's tables, offline, as the eval does (UNSCOPED=1: as the chat does with no document chosen):
//   npx tsx scripts/eval-tables/ask.ts FILE "question" ["previous"]
import { executePlan } from "../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../server/retrieval/tables/interpret";
import { tablesOf } from "./run";
import { statedValues } from "./score";

const [file, question, previous] = process.argv.slice(2);
const tables = await tablesOf(file!);
const plan = interpretQuestion(question!, tables, { previousQuestion: previous, scoped: !process.env.UNSCOPED });
const result = plan ? executePlan(plan) : null;
console.log(
  result
    ? `<${plan!.table.record.name}> ${plan!.assumptions.length ? "[medium]" : "[high]"} ${statedValues(result).join(" | ")} — ${result.how} ${result.problem ?? ""} ${plan!.assumptions.join("; ")}`
    : "unread",
);
