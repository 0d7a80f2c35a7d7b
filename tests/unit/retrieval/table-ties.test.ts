/**
 * An operation that names one row (which has the most, the row after, the value of a key) and finds
 * several or none lists what it found, but says so and is not `high` (docs/architecture.md, "Tables").
 */
import { describe, expect, it } from "vitest";
import { parseSpreadsheet } from "../../../server/ingest/parsers/spreadsheet";
import { executePlan } from "../../../server/retrieval/tables/execute";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { loadTable } from "../../../server/retrieval/tables/loaded-table";

const limits = {
  maxBytes: 10e6,
  maxPages: 100,
  maxSheetRows: 10_000,
  maxUncompressedBytes: 50e6,
  maxZipEntries: 1_000,
  maxCompressionRatio: 200,
  parseTimeoutMs: 30_000,
  parseMemoryMb: 512,
};

const clubs = ["Club,Titles,City", "Rovers,7,Leeds", "United,7,York", "Athletic,3,Hull", "Wanderers,5,Leeds"].join("\n");

async function resultOf(question: string) {
  const outcome = await parseSpreadsheet({
    bytes: new TextEncoder().encode(clubs),
    filename: "clubs.csv",
    type: "csv",
    limits,
    reportProgress: () => undefined,
  });
  if (!outcome.ok) throw new Error(outcome.failure.message);
  const tables = (outcome.document.tables ?? []).map((table, index) => {
    const { rows, ...rest } = table;
    return loadTable(
      { ...rest, id: `t${String(index)}`, doc_id: "d", filename: "clubs.csv", table_index: index, row_count: rows.length },
      rows,
    );
  });
  const plan = interpretQuestion(question, tables, { scoped: true });
  if (!plan) throw new Error(`not read: ${question}`);
  return executePlan(plan);
}

describe("one answer expected, several found", () => {
  it("lists a tie for the most and says so, which keeps it from high", async () => {
    const result = await resultOf("Which club has the most titles?");
    expect(result.values).toEqual(["Rovers", "United"]);
    expect(result.plan.assumptions).toContain("2 rows answer it equally, so all of them are listed");
  });

  it("adds nothing when one row answers", async () => {
    const result = await resultOf("Which club has the fewest titles?");
    expect(result.values).toEqual(["Athletic"]);
    expect(result.plan.assumptions).toEqual([]);
  });
});
