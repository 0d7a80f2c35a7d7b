// Ask one question of one file's tables, offline, as the eval does (UNSCOPED=1: as the chat does with no document chosen):
//   npx tsx scripts/eval-tables/ask.ts FILE[,FILE…] "question" ["previous" ["the one before" …]]
// Several files, comma-separated, are one library (a new question asked after one about another file).
import { executePlan } from "../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../server/retrieval/tables/interpret";
import { tablesOf } from "./run";
import { statedValues } from "./score";

const [file, question, previous, ...earlierQuestions] = process.argv.slice(2);
const tables = (await Promise.all(file!.split(",").map((one) => tablesOf(one)))).flat();
const plan = interpretQuestion(question!, tables, { previousQuestion: previous, earlierQuestions, scoped: !process.env.UNSCOPED });
const result = plan ? executePlan(plan) : null;
console.log(
  result
    ? `<${plan!.table.record.name}> ${plan!.assumptions.length ? "[medium]" : "[high]"} ${statedValues(result).join(" | ")} — ${result.how} ${result.problem ?? ""} ${plan!.assumptions.join("; ")}`
    : "unread",
);
