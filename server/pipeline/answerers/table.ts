/**
 * The table answerer (docs/architecture.md, "Tables"): a question the offline interpreter reads as
 * a computation over a stored table is answered from the table itself, exactly, and says how:
 * "37 of 1,204 rows of Orders have Country = Germany [Source 1]". Lists come as a small Markdown
 * table ("and N more"), the sheet and rows used are cited, and confidence is `high` only when
 * nothing was guessed; a guess is said in the answer and makes it `medium`.
 */
import type { ConfidenceLabel, TableQuery } from "~/lib/response";
import type { RetrievedChunk } from "../../core/types";
import { pdfTablePage } from "../../ingest/tables/pdf-tables";
import { isUnnamedColumn } from "../../core/table-types";
import { formatNumber, formatValue } from "../../core/table-values";
import { cellText, describeFilters, executePlan } from "../../retrieval/tables/execute";
import type { LoadedTable } from "../../retrieval/tables/loaded-table";
import { planSql } from "../../retrieval/tables/plan-sql";
import type { TablePlan, TableResult } from "../../retrieval/tables/types";
import type { AnswererDraft } from "./draft";
import { tableSuggestions } from "./table-suggestions";

export interface TableQuestion {
  question: string;
  /** The conversation's previous question, for "and which of those…?". */
  previousQuestion?: string;
  /** The questions before it, newest first, so a chain of follow-ups keeps every refinement. */
  earlierQuestions?: string[];
  documentIds?: string[];
}

/**
 * The shared answerer draft; a table answer always says which query made it: `query` for the
 * trace's span, `table_query` for the page's timeline (the responder keeps it in the response).
 */
export type TableDraft = AnswererDraft & { query: Record<string, unknown>; table_query: TableQuery };

const maxListedRows = 10;
const maxCitedRows = 50;

export function writeTableAnswer(plan: TablePlan): TableDraft {
  const result = executePlan(plan);
  const sentence = describe(result);
  const list = result.plan.operation === "list" || result.plan.operation === "top" ? markdownRows(result) : "";
  // What running the plan found (a tie, one row counted) is said and weighs like what reading it assumed.
  const assumptions = result.plan.assumptions;
  const assumed = assumptions.length > 0 ? ` Assumed: ${assumptions.join("; ")}.` : "";
  const confidence: ConfidenceLabel =
    result.problem && result.problem !== "no_neighbour" ? "low" : assumptions.length > 0 ? "medium" : "high";
  const answer = `${sentence} [Source 1]${list ? `\n\n${list}` : ""}${assumed ? `\n\n${assumed.trim()}` : ""}`;
  return {
    answer,
    chunks: [citationChunk(result)],
    flaggedSources: new Set(),
    confidence,
    confidence_score: confidence === "high" ? 0.95 : confidence === "medium" ? 0.7 : 0.3,
    reasoning: `Computed from ${where(plan.table)}: ${queryText(result)}.${assumed}`,
    safety_flags: [],
    used_external_kb: false,
    // Questions this table answers, about its own columns (never "What does the document say about FTAG?").
    suggestions: tableSuggestions(plan.table, plan),
    attempts: 0,
    query: { ...queryOf(result), sql: planSql(plan) },
    table_query: { by: "interpreter", sql: planSql(plan), description: `${queryText(result)} in ${where(plan.table)}` },
  };
}

function where(table: LoadedTable): string {
  const record = table.record;
  if (record.source === "csv") return record.filename;
  return record.source === "docx" || record.source === "pdf"
    ? `${record.name} of ${record.filename}`
    : `sheet "${record.name}" of ${record.filename}`;
}

/** The interpreted operation, as the timeline shows it (offline, the query is this, not SQL). */
function queryOf(result: TableResult): Record<string, unknown> {
  const { plan } = result;
  const column = (index: number | null) => (index === null ? null : plan.table.columns[index]!.name);
  return {
    table: plan.table.record.name,
    file: plan.table.record.filename,
    operation: plan.operation,
    column: column(plan.target),
    label: column(plan.label),
    filters: plan.filters.map((filter) => filter.said),
    anchors: plan.anchors.map((anchor) => anchor.map((filter) => filter.said).join(" and ")),
    matched_rows: result.matched,
    assumptions: plan.assumptions,
    unread_words: plan.unread ?? [],
    refines_previous: plan.refinesPrevious === true,
  };
}

function queryText(result: TableResult): string {
  const query = queryOf(result);
  const filters = (query.filters as string[]).length > 0 ? ` where ${(query.filters as string[]).join(" and ")}` : "";
  return `${String(query.operation)}${query.column ? ` of ${String(query.column)}` : ""}${filters} (${formatNumber(result.matched)} of ${formatNumber(result.plan.table.rows.length)} rows)`;
}

/** A column as the answer names it: "PKG (parcels delivered)" when a key beside the table says what it means. */
function columnName(plan: TablePlan, index: number | null): string {
  if (index === null) return "";
  const { name, description } = plan.table.columns[index]!;
  return description ? `${name} (${description})` : name;
}

function rowsPhrase(result: TableResult): string {
  const total = result.plan.table.rows.length;
  const how = result.how ? ` (${result.how})` : "";
  return result.matched === total
    ? `all ${formatNumber(total)} rows${how}`
    : `${formatNumber(result.matched)} of ${formatNumber(total)} rows${how}`;
}

function listOf(values: string[]): string {
  if (values.length <= 1) return values[0] ?? "";
  const shown = values.slice(0, 8);
  const rest = values.length - shown.length;
  return `${shown.slice(0, -1).join(", ")}${rest > 0 ? `, ${shown.at(-1)!} and ${formatNumber(rest)} more` : ` and ${shown.at(-1)!}`}`;
}

function describe(result: TableResult): string {
  const { plan } = result;
  if (result.problem) return describeProblem(result);
  const target = columnName(plan, plan.target);
  const number = result.number === null ? "" : formatNumber(result.number);
  const shown = result.values[0] ?? number;
  switch (plan.operation) {
    case "count":
      return result.how
        ? `${number} of ${formatNumber(plan.table.rows.length)} rows of ${plan.table.record.name} ${result.number === 1 ? "has" : "have"} ${result.how}.`
        : `${plan.table.record.name} has ${number} ${result.number === 1 ? "row" : "rows"}.`;
    case "sum":
      return `The total ${target} is ${shown}, summed over ${rowsPhrase(result)}.`;
    case "avg":
      return `The average ${target} is ${shown}${result.number !== null && !Number.isInteger(result.number) ? ` (${String(Number(result.number.toPrecision(10)))})` : ""}, over ${rowsPhrase(result)}.`;
    case "min":
    case "max":
      return `The ${plan.operation === "max" ? "highest" : "lowest"} ${target} is ${shown}, among ${rowsPhrase(result)}.`;
    case "argmax":
    case "argmin":
      return describeRanking(result, target);
    case "top":
      return `The top ${formatNumber(result.rows.length)} by ${target}${result.how.startsWith("by") ? "" : ` (${result.how})`}:`;
    default:
      return describeOther(result, target);
  }
}

function describeRanking(result: TableResult, target: string): string {
  const { plan } = result;
  const best = result.rows[0] === undefined ? "" : cellText(plan.table, result.rows[0], plan.target!);
  const word = plan.operation === "argmax" ? "highest" : "lowest";
  const rows = result.how.replace(/;? ?by [^;]+$/u, "");
  const scope = rows ? `, among ${formatNumber(result.matched)} rows with ${rows}` : "";
  if (result.values.length > 1) return `${listOf(result.values)} share the ${word} ${target}: ${best}${scope}.`;
  return `${result.values[0] ?? ""} has the ${word} ${target}: ${best}${scope}.`;
}

function describeOther(result: TableResult, target: string): string {
  const { plan } = result;
  const label = columnName(plan, plan.label);
  const number = result.number === null ? "" : formatNumber(result.number);
  const filters = result.how ? ` with ${result.how}` : "";
  switch (plan.operation) {
    case "group_max":
    case "group_min":
      if (plan.groups) return describeTopGroups(result);
      return `${listOf(result.values)} ${result.values.length > 1 ? "have" : "has"} the ${plan.operation === "group_max" ? "most" : "fewest"} ${plan.sumOf === undefined ? (plan.entity ?? "rows") : `${columnName(plan, plan.sumOf)} in all`}: ${number}${result.values.length > 1 ? " each" : ""}${plan.filters.length > 0 ? `, among ${formatNumber(result.matched)} rows with ${describeFilters(plan.filters)}` : ""} (${result.how.split("; ").at(-1) ?? ""}).`;
    case "distinct":
      return `There are ${number} different values of ${target}${filters}: ${listOf(result.values)}.`;
    case "list":
      if (!result.how) return `The ${formatNumber(result.matched)} ${result.matched === 1 ? "row" : "rows"} of ${plan.table.record.name}:`;
      return `${formatNumber(result.matched)} ${result.matched === 1 ? "row" : "rows"} of ${plan.table.record.name} ${result.matched === 1 ? "has" : "have"} ${result.how}:`;
    case "lookup":
      return `${target} for ${result.how}: ${listOf(result.values)}${result.matched > 1 ? ` (${formatNumber(result.matched)} rows)` : ""}.`;
    case "first":
    case "last":
      return `The ${plan.operation} row of ${plan.table.record.name}${filters} is ${result.values[0] ?? ""} (${label}, row ${String(plan.table.rows[result.rows[0]!]!.row)}).`;
    case "next":
    case "previous":
      return `${plan.operation === "next" ? "After" : "Before"} ${plan.anchors[0]!.map((filter) => filter.said).join(" and ")} comes ${result.values[0] ?? ""} (${label}).`;
    case "compare_max":
    case "compare_min":
      if (plan.answerAs) return describeAnsweredAs(result, target);
      if (plan.target === null && result.values.length > 1) return `${listOf(result.values)} have as many rows (${result.how}).`;
      if (plan.target === null)
        return `${result.values[0] ?? ""} has ${plan.operation === "compare_max" ? "more" : "fewer"} rows (${result.how}).`;
      return `${result.values[0] ?? ""} has the ${plan.operation === "compare_max" ? "higher" : "lower"} ${target} (${result.how}).`;
    case "difference":
      if (plan.ratio) return `The larger ${target} is ${number} times the smaller (${result.values.join("; ")}).`;
      return `The difference in ${plan.perTeam ? (plan.entity ?? "") : target} is ${differenceText(result)} (${result.values.join("; ")}).`;
    case "yesno":
      return describeYesNo(result);
    default:
      return "";
  }
}

/** A difference as a figure: in the unit asked ("153 minutes"), else as its column writes it (a duration as h:mm). */
function differenceText(result: TableResult): string {
  const { plan } = result;
  if (result.number === null) return "";
  if (plan.inUnit) return `${formatNumber(result.number)} ${plan.inUnit}`;
  const column = plan.target === null ? undefined : plan.table.columns[plan.target];
  return column?.unit === "duration" ? formatValue(result.number, column) : formatNumber(result.number);
}

/** "More: …", "Yes: …" — the first row against the second, and the figures. */
/** "Which three states reported the most strikes?": the groups named best first, not as a tie. */
function describeTopGroups(result: TableResult): string {
  const { plan } = result;
  const most = plan.operation === "group_max" ? "most" : "fewest";
  const what = plan.sumOf === undefined ? (plan.entity ?? "rows") : `${columnName(plan, plan.sumOf)} in all`;
  const among = plan.filters.length > 0 ? `, among ${formatNumber(result.matched)} rows with ${describeFilters(plan.filters)}` : "";
  return `The ${String(result.values.length)} with the ${most} ${what}, ${most} first: ${listOf(result.values)}${among} (${result.how.split("; ").at(-1) ?? ""}).`;
}

function describeAnsweredAs(result: TableResult, target: string): string {
  const [first, second] = result.plan.anchors.map((anchor) => describeFilters(anchor));
  const word = result.values[0] ?? "";
  const what = target ? target : "rows";
  if (result.plan.answerAs === "more_less" && (word === "more" || word === "less"))
    return `${word === "more" ? "More" : "Less"}: ${first ?? ""} has ${word} ${what} than ${second ?? ""} (${result.how}).`;
  if (result.boolean !== null) return `${result.boolean ? "Yes" : "No"} (${result.how}).`;
  return `They are equal (${result.how}).`;
}

function describeYesNo(result: TableResult): string {
  const { plan } = result;
  const answer = result.boolean ? "Yes" : "No";
  if (plan.target !== null) return `${answer}: ${columnName(plan, plan.target)} is ${result.values[0] ?? "empty"} for ${result.how}.`;
  return `${answer}: ${formatNumber(result.matched)} ${result.matched === 1 ? "row" : "rows"} of ${plan.table.record.name} ${result.matched === 1 ? "has" : "have"} ${result.how}.`;
}

function describeProblem(result: TableResult): string {
  const { plan } = result;
  // The file's own columns (a sum of both sides is Docent's, not the file's).
  const columns = plan.table.record.columns
    .map((column) => column.name)
    .filter((name) => !isUnnamedColumn(name))
    .join(", ");
  if (result.problem === "missing_column") {
    return `${where(plan.table)} has no column for "${plan.missing ?? ""}", so it cannot be computed from this table. Its columns are: ${columns}.`;
  }
  if (result.problem === "missing_value")
    return `No row of ${where(plan.table)} mentions "${plan.missingValue ?? ""}", so there is nothing to compute for it. Its columns are: ${columns}.`;
  if (result.problem === "no_neighbour")
    return `Nothing comes ${plan.operation === "next" ? "after" : "before"} ${plan.anchors[0]!.map((filter) => filter.said).join(" and ")} in ${plan.table.record.name}.`;
  if (result.problem === "no_values")
    return `The rows of ${plan.table.record.name} with ${result.how || "any value"} have no ${columnName(plan, plan.target)} value.`;
  return `No row of ${plan.table.record.name} has ${result.how || "what the question asks for"}.`;
}

/**
 * The rows of a list as a small Markdown table: the naming column, the filtered and computed ones.
 * A question that pins down a row or two without naming a column ("the GDP of France in 2010")
 * asks for the row itself, so those rows show every column.
 */
function markdownRows(result: TableResult): string {
  const { plan } = result;
  const wholeRows = plan.target === null && result.rows.length <= 3;
  const named = [
    plan.label,
    ...plan.filters.flatMap((filter) => filter.columns.slice(0, 1)),
    ...(plan.target === null ? [] : [plan.target]),
  ];
  const columns = wholeRows ? [...new Set([...named, ...plan.table.record.columns.keys()])].slice(0, 8) : [...new Set(named)].slice(0, 5);
  const escape = (text: string) => text.replace(/\|/gu, "\\|").replace(/\n/gu, " ");
  const lines = [
    // A column with no header of its own ("Column A", the row names) keeps an empty header: the name is Docent's, not the file's.
    `| ${columns.map((column) => (isUnnamedColumn(plan.table.columns[column]!.name) ? "" : escape(plan.table.columns[column]!.name))).join(" | ")} |`,
    `|${columns.map(() => "---").join("|")}|`,
  ];
  for (const index of result.rows.slice(0, maxListedRows))
    lines.push(`| ${columns.map((column) => escape(cellText(plan.table, index, column))).join(" | ")} |`);
  const more = result.rows.length - maxListedRows;
  return more > 0 ? `${lines.join("\n")}\n\nand ${formatNumber(more)} more.` : lines.join("\n");
}

/** One citation: the table (sheet) and the rows the answer rests on, shown as "column: value" lines. */
function citationChunk(result: TableResult): RetrievedChunk {
  const { plan } = result;
  const record = plan.table.record;
  const cited = result.rows.slice(0, maxCitedRows);
  const text = cited
    .slice(0, 5)
    .map((index) =>
      plan.table.record.columns
        .map((column, position) => `${column.name}: ${formatValue(plan.table.rows[index]!.values[position] ?? null, column)}`)
        .join("; "),
    )
    .join("\n");
  return {
    chunk_id: `${record.id}_rows`,
    text: text || `${record.name}: ${record.columns.map((column) => column.name).join(", ")}`,
    metadata: {
      doc_id: record.doc_id,
      filename: record.filename,
      chunk_index: 0,
      page: record.source === "pdf" ? pdfTablePage(record.name) : null,
      sheet: record.source === "sheet" ? record.name : null,
      rows: rowRanges(
        cited.map((index) => plan.table.rows[index]!.row),
        result.rows.length > maxCitedRows,
      ),
      heading: record.source === "docx" || record.source === "pdf" ? record.name : null,
      computed: true,
    },
    score: null,
    lexical_score: 1,
    fused_score: 1,
    kind: "document",
  };
}

/** Row numbers as ranges: "8-11", "5, 9, 12-14"; "…" when more rows were used than listed. */
export function rowRanges(rows: number[], more: boolean): string | null {
  if (rows.length === 0) return null;
  const sorted = [...new Set(rows)].sort((left, right) => left - right);
  const ranges: string[] = [];
  let start = sorted[0]!;
  let previous = start;
  for (const row of [...sorted.slice(1), Number.NaN]) {
    if (row === previous + 1) {
      previous = row;
      continue;
    }
    ranges.push(start === previous ? String(start) : `${String(start)}-${String(previous)}`);
    start = row;
    previous = row;
  }
  // Every row given is kept (callers pass at most 50): the viewer marks exactly the rows used.
  return `${ranges.join(", ")}${more ? ", …" : ""}`;
}
