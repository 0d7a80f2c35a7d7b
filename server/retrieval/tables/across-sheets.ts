/**
 * A difference across two look-alike sheets (docs/architecture.md, "Tables"): "How many more goals
 * were scored in 2023-24 than in 2022-23?" over the sheets 2022-23 and 2023-24 (the same columns).
 * Each sheet is named by its own words; the question is read once per sheet without the other's
 * name and without "more", as the total it asks for, and the answer is the difference of the two.
 */
import { columnSignature, namePositions } from "./choose-table";
import type { LoadedTable } from "./loaded-table";
import type { TablePlan } from "./types";
import { words, type Word } from "./words";

const totals = new Set<TablePlan["operation"]>(["count", "sum", "avg"]);
/** Words said before a sheet's name that go with it ("than in the 2022-23 season"). */
const leadIns = /^(than|in|for|during|the|season|sheet|year|on|of|from|to|and|between)$/u;
/** Verbs whose "in" / "on" is a particle of their meaning: "let in", "took on", "brought in", "kept on". */
const phrasalVerb =
  /^(let|lets|letting|take|takes|took|taking|bring|brings|brought|bringing|keep|keeps|kept|keeping|sign|signs|signed|log|logs|logged|check|checks|checked|come|comes|came|get|gets|got)$/u;
/** "By how many swims did Harlaw Road Baths go up from 2024 to 2025?": a change between two sheets is their difference. */
const changeBetween =
  /\bhow (many|much)\b.*\b(go|went|gone) (up|down)\b|\bhow (many|much)\b.*\b(rise|rose|risen|grow|grew|grown|fall|fell|fallen|drop|dropped|increase|increased|decrease|decreased|change|changed)\b/iu;
const changeWords =
  /^(by|go|went|gone|up|down|rise|rose|risen|grow|grew|grown|fall|fell|fallen|drop|dropped|increase|increased|decrease|decreased|change|changed)$/u;

/** "Did X fix more in April than in March?", "Were there fewer … in 2024 than in 2025?": a yes / no of two sheets' totals. */
const moreThanYesNo = /^(did|does|do|was|were|is|are|has|have|had)\b.*\b(more|fewer|less)\b.*\bthan\b/iu;

export function acrossSheets(
  question: string,
  tables: LoadedTable[],
  interpret: (question: string, tables: LoadedTable[]) => TablePlan | null,
): TablePlan | null {
  const yesNo = moreThanYesNo.exec(question.trim());
  if (!(/\bhow (many|much) (more|fewer|less)\b/iu.test(question) || changeBetween.test(question) || yesNo) || tables.length < 2)
    return null;
  // "Did Whitehaven Civic Hall fix more in April than in March?": each sheet's "How much did … fix?", compared.
  const said = words(yesNo ? `How much ${question.trim().replace(/\b(more|fewer|less)\b/iu, " ")}` : question);
  const named = tables
    .map((table) => ({ table, positions: namePositions(table, said, tables).positions }))
    .filter((entry) => entry.positions.size > 0);
  if (named.length !== 2 || columnSignature(named[0]!.table) !== columnSignature(named[1]!.table)) return null;
  // In the order said: "in 2023-24 than in 2022-23" is 2023-24 against 2022-23.
  named.sort((left, right) => Math.min(...left.positions) - Math.min(...right.positions));
  const [first, second] = named as [(typeof named)[0], (typeof named)[0]];
  if ([...first.positions].some((position) => second.positions.has(position))) return null;
  // Each sheet is read alone, so neither name is said: "in 2025" would otherwise be a date in it.
  const sheetWords = new Set([...first.positions, ...second.positions]);
  // The change itself ("by … go up") is the difference taken, not a word of each sheet's total.
  const changed = changeBetween.test(question)
    ? new Set(said.flatMap((word, position) => (changeWords.test(word.norm) ? [position] : [])))
    : new Set<number>();
  const asked = withoutSheetNames(
    said.filter((_, position) => !changed.has(position)),
    remap(sheetWords, changed),
  );
  // "How much did X fix?" looks up X's Items fixed: compared across sheets it is X's total of that column.
  const asTotal = (plan: TablePlan | null): TablePlan | null =>
    yesNo && plan?.operation === "lookup" && plan.target !== null && ["integer", "real"].includes(plan.table.columns[plan.target]!.type)
      ? { ...plan, operation: "sum" }
      : plan;
  const [left, right] = [asTotal(interpret(asked, [first.table])), asTotal(interpret(asked, [second.table]))];
  if (!left || !right || left.operation !== right.operation || !totals.has(left.operation) || left.target !== right.target) return null;
  if (yesNo && left.operation !== "sum" && left.operation !== "count") return null;
  return {
    ...left,
    operation: yesNo ? (/^(more)$/iu.test(yesNo[2]!) ? "compare_max" : "compare_min") : "difference",
    ...(yesNo ? { answerAs: "yes_no" as const } : {}),
    across: [left, right],
    assumptions: [...new Set([...left.assumptions, ...right.assumptions])],
  };
}

/** Positions of `named` once the `dropped` positions are taken out of the question. */
function remap(named: Set<number>, dropped: Set<number>): Set<number> {
  return new Set([...named].map((position) => position - [...dropped].filter((gone) => gone < position).length));
}

/** What a follow-up may say besides a sheet's name and still ask nothing new ("And what about 2024?"). */
const bareFollowUp = /^(and|also|then|what|about|how|in|for|during|the|season|sheet|year|on|of|same|there)$/u;

/**
 * "How many loans did Quay make in 2025?" then "And in 2024?": a follow-up that names only a
 * look-alike of the previous question's sheet asks the previous question again there, without the
 * earlier sheet's name.
 */
export function previousOnOtherSheet(
  question: string,
  previousQuestion: string,
  tables: LoadedTable[],
  interpret: (question: string, tables: LoadedTable[]) => TablePlan | null,
): TablePlan | null {
  if (tables.length < 2) return null;
  const said = words(question);
  const named = tables.filter((table) => {
    const positions = namePositions(table, said, tables).positions;
    return positions.size > 0 && said.every((word, position) => positions.has(position) || bareFollowUp.test(word.norm));
  });
  if (named.length === 0) return null;
  const previous = interpret(previousQuestion, tables);
  // "And in 2022?" where every sheet holds a 2022 table: the one that looks like the previous answer's.
  const lookAlikes = named.filter(
    (table) => previous && table !== previous.table && columnSignature(table) === columnSignature(previous.table),
  );
  if (!previous || lookAlikes.length !== 1) return null;
  const sheet = lookAlikes[0]!;
  const before = words(previousQuestion);
  const plan = interpret(withoutSheetNames(before, namePositions(previous.table, before, tables).positions), [sheet]);
  if (!plan) return null;
  return { ...plan, assumptions: [...plan.assumptions, `read as "${previousQuestion.trim()}" over "${sheet.record.name}"`] };
}

/** The question without the sheets' names (and the words leading to them), and (unless kept) without "more" / "fewer". */
export function withoutSheetNames(said: Word[], names: Set<number>, keepMore = false): string {
  const dropped = new Set(names);
  for (const start of names)
    for (let position = start - 1; position >= 0 && !names.has(position) && leadIns.test(said[position]!.norm); position -= 1) {
      // "let in during the autumn": "in" is the verb's own ("let in" = conceded), not the sheet's lead-in.
      if (phrasalVerb.test(said[position - 1]?.norm ?? "") && /^(in|on)$/u.test(said[position]!.norm)) break;
      dropped.add(position);
    }
  return said
    .filter((word, position) => {
      if (dropped.has(position)) return false;
      const previous = said[position - 1]?.norm;
      return keepMore || !(/^(more|fewer|less)$/u.test(word.norm) && (previous === "many" || previous === "much"));
    })
    .map((word) => word.raw)
    .join(" ");
}
