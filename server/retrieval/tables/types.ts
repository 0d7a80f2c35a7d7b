/**
 * The table interpreter's plan (what a question asks of one table) and its result. A plan is
 * deterministic: the same question over the same table always gives the same plan, which is how
 * a follow-up ("and which of those…?") refines the previous question's filters.
 */
import type { TableValue } from "../../core/table-types";
import type { LoadedTable } from "./loaded-table";
import type { PerTeam } from "./per-team";

export type TableOperation =
  | "count"
  | "sum"
  | "avg"
  | "min"
  | "max"
  | "argmax"
  | "argmin"
  | "top"
  | "group_max"
  | "group_min"
  | "distinct"
  | "list"
  | "lookup"
  | "next"
  | "previous"
  | "first"
  | "last"
  | "compare_max"
  | "compare_min"
  | "difference"
  | "yesno"
  /** The question asks to compute over a column the table does not have. */
  | "missing_column";

export type FilterOperator = "eq" | "ne" | "gt" | "ge" | "lt" | "le";

export interface TableFilter {
  /** One column, or several when the value appears in each (Arsenal at home or away). */
  columns: number[];
  operator: FilterOperator;
  value: TableValue;
  /** How the question said it, for the answer ("Country = Germany", "Capacity > 1,000"). */
  said: string;
  /** Compare with this column of the same row instead of `value` ("the away side scored more than the home side": FTAG > FTHG). */
  against?: number;
  /**
   * A result code read by the side a team played ("games Arsenal won": FTR = H where HomeTeam is
   * Arsenal, FTR = A where AwayTeam is): the team's key, its two columns and the code for each side.
   */
  sided?: { team: string; home: number; away: number; codes: [string, string] };
}

export interface TablePlan {
  table: LoadedTable;
  /**
   * Read through the previous question: a refinement of its rows ("which of those …") or the question
   * asked again with another name, year, sheet or direction ("And in 2022?"). No passage knows what it refers to.
   */
  refinesPrevious?: boolean;
  operation: TableOperation;
  /** The column computed over (summed, ranked, grouped, looked up). */
  target: number | null;
  /** The column that names the rows in the answer. */
  label: number;
  filters: TableFilter[];
  /** Two row choices for compare / difference, one for next / previous. */
  anchors: TableFilter[][];
  limit: number;
  /**
   * How a comparison of two rows is answered when the question asks it so: "more or less?" → more /
   * less, "is A larger than B?" → yes / no (of the first row against the second).
   */
  answerAs?: "more_less" | "yes_no";
  /** For `missing_column`: the words naming the column that is not there ("shipping weight"). */
  missing?: string;
  /** A name the question gives as a value that no cell holds ("airports in France"): the answer says so. */
  missingValue?: string;
  /** What the rows are, as the question calls them ("airports" of "which state has the most airports?"), for the answer. */
  entity?: string;
  /** For group_max / group_min: the number column added up per group ("which team scored the most goals"), not rows counted. */
  sumOf?: number;
  /** For group_max / group_min over a date column: its year or month is the group ("which month had the most rainy days"). */
  datePart?: "year" | "month";
  /** For group_max / group_min: how many groups to name, best first ("which three states reported the most strikes"). */
  groups?: number;
  /** "the last crossing in the log" where the last day has two: the row listed last (or first) of those tied. */
  tieBreak?: "first" | "last";
  /** For a difference of two row choices with several rows each: each one's highest, lowest or average ("New York's hottest day than Seattle's"). */
  anchorExtreme?: "max" | "min" | "avg";
  /** A figure over a duration column asked in a unit ("how many minutes longer"): said in it, not as h:mm. */
  inUnit?: "seconds" | "minutes" | "hours";
  /** For a difference: the ratio of the two, the larger over the smaller ("how many times bigger …"), not how far apart. */
  ratio?: boolean;
  /** A difference across two look-alike sheets: the same total read on each ("how many more … in 2023-24 than in 2022-23"). */
  across?: [TablePlan, TablePlan];
  /**
   * For group_max / group_min / difference over a two-sided table: a measure per team, the team on
   * either side of a row ("which team won the most games": wins at home and away), per-team.ts.
   */
  perTeam?: PerTeam;
  /**
   * "Who were Newcastle's first opponents?": the team filtered on either side (HomeTeam or AwayTeam =
   * Newcastle) is named by the other side's column of each row, not by its own.
   */
  opponentOf?: { team: string; columns: [number, number] };
  /** For argmax / argmin: the row at this rank rather than the first ("the second highest downloads"); for group_max / group_min, the group. */
  nth?: number;
  /** For a lookup of a date column asked as "what year …": each date is answered as its year. */
  yearOf?: boolean;
  /** What was guessed, said in the answer; any entry makes the answer medium confidence. */
  assumptions: string[];
  /** The question's words the plan read as nothing in the table ("air heat pump"), when more than the thing counted. */
  unread?: string[];
}

export interface TableResult {
  plan: TablePlan;
  /** Rows matching the filters (before ranking or grouping). */
  matched: number;
  /** The number asked for (count, sum, average, extreme, difference). */
  number: number | null;
  /** Values answered (labels of ranked rows, looked-up cells, group names), formatted. */
  values: string[];
  /** Indexes (into `plan.table.rows`) of the rows the answer rests on: cited, and listed when a list was asked. */
  rows: number[];
  boolean: boolean | null;
  /** One phrase saying how the result was computed. */
  how: string;
  /** Set when the question named a column the table lacks, or nothing matched at all. */
  problem?: string;
}

/** Which kind of computation a question's wording asks for (operation.ts, comparison-cue.ts). */
export interface OperationCue {
  operation: TableOperation | "superlative_max" | "superlative_min" | "count_or_sum" | "list_or_lookup";
  /** Top-N size. */
  limit?: number;
  /** The superlative word ("longest"), for columns it implies. */
  word?: string;
  answerAs?: "more_less" | "yes_no";
  /** For a difference: "how many times bigger" asks the ratio of the two, not how far apart they are. */
  apart?: "ratio";
}
