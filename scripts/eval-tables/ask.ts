// Ask one question of one file's tables, offline: npx tsx scripts/eval-tables/ask.ts FILE "question" ["previous"]
import { executePlan } from "../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../server/retrieval/tables/interpret";
import { tablesOf } from "./run";
import { statedValues } from "./score";

const [file, question, previous] = process.argv.slice(2);
const tables = await tablesOf(file!);
const plan = interpretQuestion(question!, tables, { previousQuestion: previous, scoped: true });
const result = plan ? executePlan(plan) : null;
console.log(
  result
    ? `${plan!.assumptions.length ? "[medium]" : "[high]"} ${statedValues(result).join(" | ")} — ${result.how} ${result.problem ?? ""} ${plan!.assumptions.join("; ")}`
    : "unread",
);
