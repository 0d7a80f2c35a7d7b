/**
 * A row at a rank, and the row rather than its value (docs/architecture.md, "Tables"): "the second
 * highest" is the row ranked second; "What's the longest episode?" names the episode (the rows are
 * episodes), "the longest running time" is the largest time, not the oldest row.
 */
import { describe, expect, it } from "vitest";
import { planSql } from "../../../server/retrieval/tables/plan-sql";
import { csvAnswer } from "../../helpers/csv-tables";

const episodes = ["Title,Length,Downloads", "Harbour Lights,47:23,12400", "Mill Girls,52:10,9800", "Choir of the Docks,58:40,15100"].join(
  "\n",
);
const films = ["Film,Year,Running time,Takings", "Jaws,1975,124,6200", "Casablanca,1942,102,5400", "Paddington 2,2017,103,3100"].join("\n");

describe("a row at a rank, and the row rather than its value", () => {
  it("names the row ranked second for 'the second highest'", async () => {
    const result = await csvAnswer(episodes, "Which episode had the second highest downloads?", { filename: "podcast-episodes.csv" });
    expect(result.values).toEqual(["Harbour Lights"]);
    expect(planSql(result.plan)).toContain("LIMIT 1 OFFSET 1");
    expect((await csvAnswer(films, "Which film made the second most takings?")).values).toEqual(["Casablanca"]);
  });

  it("names the episode for 'What's the longest episode?'", async () => {
    const result = await csvAnswer(episodes, "What's the longest episode?", { filename: "podcast-episodes.csv" });
    expect(result.values).toEqual(["Choir of the Docks"]);
    const length = await csvAnswer(episodes, "What is the longest length?", { filename: "podcast-episodes.csv" });
    expect(length.values).toEqual(["58:40"]);
  });

  it("reads 'the longest running time' as the largest time", async () => {
    const result = await csvAnswer(films, "What was the longest running time?");
    expect([result.plan.operation, result.number]).toEqual(["max", 124]);
  });
});
