/**
 * A table plan written as SQL, for the page's timeline and the trace (docs/architecture.md,
 * "Tables"): offline no SQL runs (the plan runs in memory, execute.ts), but SQL is the plainest
 * way to show what was computed. Text is compared case-free there, and a value also matches the
 * cells it begins ("Lyon" → "Lyon, France"); the SQL shows the value as the table writes it.
 * `_row` is the row's number in the sheet.
 */
import { emptyMarks } from "./blanks";
import { filterGroups } from "./execute";
import { displayOf } from "./filters";
import type { LoadedTable } from "./loaded-table";
import type { PerTeam, ResultSource } from "./per-team";
import type { TableFilter, TablePlan } from "./types";

const comparisons: Record<TableFilter["operator"], string> = { eq: "=", ne: "<>", gt: ">", ge: ">=", lt: "<", le: "<=" };

export function quoteName(name: string): string {
  return `"${name.replace(/"/gu, '""')}"`;
}

/** A column as SQL: its quoted name, or for a sum of both sides (sides.ts) the sum of its two columns. */
function columnSql(table: LoadedTable, column: number): string {
  const result = table.derivedResult;
  if (result && result.column === column) {
    const [home, away] = result.scores.map((index) => quoteName(table.columns[index]!.name));
    return `(CASE WHEN ${home!} > ${away!} THEN 'H' WHEN ${home!} < ${away!} THEN 'A' ELSE 'D' END)`;
  }
  const sum = table.sides.get(column);
  if (!sum) return quoteName(table.columns[column]!.name);
  const side = (index: number) => `COALESCE(${quoteName(table.columns[index]!.name)}, 0)`;
  return `(${side(sum.home)} + ${side(sum.away)})`;
}

function literal(value: string | number | null): string {
  if (value === null) return "NULL";
  return typeof value === "number" ? String(value) : `'${value.replace(/'/gu, "''")}'`;
}

function partOnly(table: LoadedTable, column: number, key: string): boolean {
  const keys = table.keys[column] ?? [];
  return table.partIndex.get(key)?.has(column) === true && !keys.some((cell) => cell === key || cell.startsWith(`${key} `));
}

function condition(table: LoadedTable, filter: TableFilter): string {
  if (filter.sided) return sidedCondition(table, filter, filter.sided);
  if (filter.against !== undefined)
    return `${columnSql(table, filter.columns[0]!)} ${comparisons[filter.operator]} ${columnSql(table, filter.against)}`;
  const parts = filter.columns.map((column) => {
    const name = columnSql(table, column);
    // "no finish time": an empty cell (NULL, blank, or a mark of none such as 'n/a').
    if (filter.value === null && ["integer", "real"].includes(table.columns[column]!.type)) return `(${name} IS NULL OR ${name} = 0)`;
    if (filter.value === null) return `(${name} IS NULL OR LOWER(TRIM(${name})) IN (${[...emptyMarks].map(literal).join(", ")}))`;
    const isText = table.keys[column] !== null && typeof filter.value === "string";
    const value = isText ? displayOf(table, [column], filter.value as string) : filter.value;
    // A year said of a date column ("in 2019") is every date that begins with it.
    if (table.columns[column]!.type === "date" && filter.operator === "eq") return `${name} LIKE ${literal(`${String(value)}%`)}`;
    // "Norway" of "Oslo, Norway": a later comma part of the cells; "Westray" of "Kirkwall to Westray": a route's far end.
    if (isText && filter.operator !== "gt" && partOnly(table, column, filter.value as string))
      return `(${name} LIKE ${literal(`%, ${String(value)}%`)} OR ${name} LIKE ${literal(`% ${String(value)}`)})`;
    const operator = filter.operator === "ne" ? "=" : comparisons[filter.operator];
    return `${name} ${operator} ${literal(value)}`;
  });
  const any = parts.length > 1 ? `(${parts.join(" OR ")})` : parts[0]!;
  return filter.operator === "ne" ? `NOT ${any}` : any;
}

/** "games Arsenal won": (HomeTeam = 'Arsenal' AND FTR = 'H') OR (AwayTeam = 'Arsenal' AND FTR = 'A'). */
function sidedCondition(table: LoadedTable, filter: TableFilter, sided: NonNullable<TableFilter["sided"]>): string {
  const column = filter.columns[0]!;
  const team = literal(displayOf(table, [sided.home, sided.away], sided.team));
  const [home, away] = [quoteName(table.columns[sided.home]!.name), quoteName(table.columns[sided.away]!.name)];
  const [homeCode, awayCode] = sided.codes.map((code) => literal(displayOf(table, [column], code)));
  const result = columnSql(table, column);
  const either = `(${home} = ${team} AND ${result} = ${homeCode!}) OR (${away} = ${team} AND ${result} = ${awayCode!})`;
  return filter.operator === "ne" ? `(${home} = ${team} OR ${away} = ${team}) AND NOT (${either})` : `(${either})`;
}

/** A measure per team (per-team.ts): each row once for the team on each side, then totals per team. */
function perTeamSql(plan: TablePlan, perTeam: PerTeam, from: string): string {
  const { table } = plan;
  const name = (column: number) => quoteName(table.columns[column]!.name);
  const sides = ([0, 1] as const).map((side) => {
    const team = name(perTeam.teams[side]);
    const only = perTeam.only
      ? [`${team} IN (${perTeam.only.map((key) => literal(displayOf(table, [perTeam.teams[side]], key))).join(", ")})`]
      : [];
    const filtered = where(table, plan.filters, only).replace(/\n/gu, " ");
    return `  SELECT ${team} AS team, ${sideMeasure(table, perTeam, side)} AS amount ${from}${filtered}`;
  });
  const total = perTeam.average ? "AVG(amount)" : "SUM(amount)";
  const order = plan.operation === "group_min" ? "ASC" : "DESC";
  const limit = plan.operation === "difference" ? "" : "\nLIMIT 1";
  return `SELECT team, ${total} AS total FROM (\n${sides.join("\n  UNION ALL\n")}\n)\nGROUP BY team\nORDER BY total ${order}${limit}`;
}

function sideMeasure(table: LoadedTable, perTeam: PerTeam, side: 0 | 1): string {
  const measure = perTeam.measure;
  const name = (column: number) => quoteName(table.columns[column]!.name);
  if (measure.kind === "games") return "1";
  if (measure.kind === "column") return name(measure.columns[side]);
  if (measure.kind === "zero") return `CASE WHEN ${name(measure.columns[side])} = 0 THEN 1 ELSE 0 END`;
  const [win, draw] = resultSql(table, measure.result, side);
  if (measure.kind === "points") return `CASE WHEN ${win} THEN 3 WHEN ${draw} THEN 1 ELSE 0 END`;
  const [loss] = resultSql(table, measure.result, side === 0 ? 1 : 0);
  const wanted = measure.outcome === "win" ? win : measure.outcome === "loss" ? loss : draw;
  return `CASE WHEN ${measure.negated ? `NOT (${wanted})` : wanted} THEN 1 ELSE 0 END`;
}

/** A side's win and a draw, as SQL conditions. */
function resultSql(table: LoadedTable, result: ResultSource, side: 0 | 1): [string, string] {
  const name = (column: number) => quoteName(table.columns[column]!.name);
  if ("winnerFirst" in result) return [side === 0 ? "TRUE" : "FALSE", "FALSE"];
  if ("scores" in result) {
    const [mine, theirs] = [name(result.scores[side]), name(result.scores[side === 0 ? 1 : 0])];
    return [`${mine} > ${theirs}`, `${mine} = ${theirs}`];
  }
  const code = (value: string | null) =>
    value === null ? "FALSE" : `${columnSql(table, result.column)} = ${literal(displayOf(table, [result.column], value))}`;
  return [code(result.codes[side]), code(result.codes[2])];
}

function where(table: LoadedTable, filters: TableFilter[], extra: string[] = []): string {
  const groups = filterGroups(filters).map((group) =>
    group.length === 1 ? condition(table, group[0]!) : `(${group.map((filter) => condition(table, filter)).join(" OR ")})`,
  );
  const all = [...groups, ...extra];
  return all.length > 0 ? `\nWHERE ${all.join("\n  AND ")}` : "";
}

/** The plan as one SELECT; null when nothing was computed (a column the table lacks). */
export function planSql(plan: TablePlan): string | null {
  const { table } = plan;
  if (plan.across) {
    const [left, right] = [planSql(plan.across[0]) ?? "NULL", planSql(plan.across[1]) ?? "NULL"];
    return plan.operation === "sum" ? `SELECT\n  (${left})\n  + (${right})` : `SELECT ABS(\n  (${left})\n  - (${right}))`;
  }
  const from = `FROM ${quoteName(table.record.name)}`;
  if (plan.perTeam) return perTeamSql(plan, plan.perTeam, from);
  const col = (index: number | null) => (index === null ? "*" : columnSql(table, index));
  const target = col(plan.target);
  // "Newcastle's first opponents": the other side's team of each row.
  const label = plan.opponentOf
    ? `CASE WHEN ${condition(table, { columns: [plan.opponentOf.columns[0]], operator: "eq", value: plan.opponentOf.team, said: "" })} THEN ${col(plan.opponentOf.columns[1])} ELSE ${col(plan.opponentOf.columns[0])} END`
    : col(plan.label);
  const filtered = where(table, plan.filters);
  const anchor = (index: number) => (plan.anchors[index] ?? []).map((filter) => condition(table, filter)).join(" AND ") || "TRUE";
  switch (plan.operation) {
    case "count":
      return `SELECT COUNT(*) ${from}${filtered}`;
    case "sum":
    case "avg":
    case "min":
    case "max":
      return `SELECT ${plan.operation.toUpperCase()}(${target}) ${from}${filtered}`;
    case "argmax":
    case "argmin":
    case "top": {
      const order = plan.operation === "argmin" ? "ASC" : "DESC";
      const limit = plan.operation === "top" || (plan.operation === "argmin" && plan.limit !== 10) ? plan.limit : 1;
      const notNull = where(table, plan.filters, [`${target} IS NOT NULL`]);
      const offset = plan.nth !== undefined && plan.operation !== "top" ? ` OFFSET ${String(plan.nth - 1)}` : "";
      return `SELECT ${label}, ${target} ${from}${notNull}\nORDER BY ${target} ${order}\nLIMIT ${String(limit)}${offset}`;
    }
    case "group_max":
    case "group_min": {
      const order = plan.operation === "group_max" ? "DESC" : "ASC";
      const notNull = where(table, plan.filters, [`${target} IS NOT NULL`]);
      const [measure, alias] = plan.sumOf === undefined ? ["COUNT(*)", "row_count"] : [`SUM(${col(plan.sumOf)})`, "total"];
      const part = plan.datePart === undefined ? "" : `strftime('${plan.datePart === "year" ? "%Y" : "%m"}', ${target})`;
      if (part)
        return `SELECT ${part} AS ${plan.datePart}, ${measure} AS ${alias} ${from}${notNull}\nGROUP BY ${plan.datePart}\nORDER BY ${alias} ${order}\nLIMIT ${String(plan.groups ?? 1)}${plan.nth !== undefined ? ` OFFSET ${String(plan.nth - 1)}` : ""}`;
      return `SELECT ${target}, ${measure} AS ${alias} ${from}${notNull}\nGROUP BY ${target}\nORDER BY ${alias} ${order}\nLIMIT ${String(plan.groups ?? 1)}${plan.nth !== undefined ? ` OFFSET ${String(plan.nth - 1)}` : ""}`;
    }
    case "distinct":
      return `SELECT DISTINCT ${target} ${from}${filtered}`;
    case "list":
      return `SELECT ${listColumns(plan)} ${from}${filtered}`;
    case "lookup":
      return `SELECT ${target} ${from}${filtered}`;
    case "first":
    case "last":
      return `SELECT ${label} ${from}${filtered}\nORDER BY _row ${plan.operation === "first" ? "ASC" : "DESC"}\nLIMIT 1`;
    case "next":
    case "previous": {
      const [sign, order, pick] = plan.operation === "next" ? [">", "ASC", "MIN"] : ["<", "DESC", "MIN"];
      const anchored = `_row ${sign} (SELECT ${pick}(_row) ${from} WHERE ${anchor(0)})`;
      return `SELECT ${label} ${from}${where(table, plan.filters, [anchored])}\nORDER BY _row ${order}\nLIMIT 1`;
    }
    case "compare_max":
    case "compare_min":
      if (plan.target === null) {
        const either = where(table, plan.filters, [`((${anchor(0)}) OR (${anchor(1)}))`]);
        const order = plan.operation === "compare_max" ? "DESC" : "ASC";
        return `SELECT ${label}, COUNT(*) AS row_count ${from}${either}\nGROUP BY ${label}\nORDER BY row_count ${order}`;
      }
      if (plan.anchorExtreme) return comparedExtremes(plan, label, target, from, [anchor(0), anchor(1)]);
      return `SELECT ${label}, ${target} ${from}${where(table, plan.filters, [`((${anchor(0)}) OR (${anchor(1)}))`])}\nORDER BY ${target} ${plan.operation === "compare_max" ? "DESC" : "ASC"}\nLIMIT 1`;
    case "difference":
      if (plan.target === null) {
        const counted = (index: number) => `(SELECT COUNT(*) ${from}${where(table, plan.filters, [anchor(index)])})`;
        return `SELECT ABS(\n  ${counted(0)}\n  - ${counted(1)})`;
      }
      return `SELECT ABS(\n  (SELECT ${target} ${from} WHERE ${anchor(0)} LIMIT 1)\n  - (SELECT ${target} ${from} WHERE ${anchor(1)} LIMIT 1))`;
    case "yesno":
      return plan.target === null ? `SELECT COUNT(*) > 0 ${from}${filtered}` : `SELECT ${target} ${from}${filtered}\nLIMIT 1`;
    default:
      return null;
  }
}

/** "Which was warmer on average, Seattle or New York?": each side's average (or extreme), the winner first. */
function comparedExtremes(plan: TablePlan, label: string, target: string, from: string, anchors: [string, string]): string {
  const fn = plan.anchorExtreme === "avg" ? "AVG" : plan.anchorExtreme === "max" ? "MAX" : "MIN";
  const either = where(plan.table, plan.filters, [`((${anchors[0]}) OR (${anchors[1]}))`]);
  const order = plan.operation === "compare_max" ? "DESC" : "ASC";
  return `SELECT ${label}, ${fn}(${target}) AS value ${from}${either}\nGROUP BY ${label}\nORDER BY value ${order}\nLIMIT 1`;
}

function listColumns(plan: TablePlan): string {
  const columns = [
    plan.label,
    ...plan.filters.flatMap((filter) => filter.columns.slice(0, 1)),
    ...(plan.target === null ? [] : [plan.target]),
  ];
  return [...new Set(columns)].map((index) => columnSql(plan.table, index)).join(", ");
}
