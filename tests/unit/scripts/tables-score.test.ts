/**
 * Scoring table answers: a question the table cannot answer is right only when the table answerer
 * admits it, and an admission never scores as an answer to an answerable question.
 */
import { describe, expect, it } from "vitest";
import { admissionGold, isRight } from "../../../scripts/eval-tables/score";
import type { TablePlan, TableResult } from "../../../server/retrieval/tables/types";

const plan = { operation: "count", target: null, assumptions: [] } as unknown as TablePlan;
const counted: TableResult = { plan, matched: 3, number: 3, values: [], rows: [0, 1, 2], boolean: null, how: "3 rows" };
const admitted: TableResult = { ...counted, number: null, rows: [], how: "", problem: "missing_column" };

describe("table answer scoring", () => {
  it("counts an admission right for an unanswerable question, and nothing else", () => {
    expect(isRight(admitted, [admissionGold])).toBe(true);
    expect(isRight(counted, [admissionGold])).toBe(false);
    expect(isRight(null, [admissionGold])).toBe(false);
  });

  it("never counts an admission right for an answerable question", () => {
    expect(isRight(admitted, ["3"])).toBe(false);
    expect(isRight(counted, ["3"])).toBe(true);
  });
});
