/**
 * Durations (docs/architecture.md, "Tables"): a clock format said only in a note line above the
 * header ("crossing in h:mm") types that column's "0:25" as 25 minutes, not 25 seconds; and a
 * duration said in words ("under half an hour", "more than an hour and a half") is a bound in minutes.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer, csvTables } from "../../helpers/csv-tables";

const crossings = [
  "Island ferry routes in 2025",
  "Fares in euro; crossing in h:mm; n/a = no night sailing",
  "",
  "Route,Crossing,Fare",
  "North to Aird,0:25,4.90",
  "North to Bay,0:40,6.10",
  "South to Cove,1:35,9.80",
  "South to Dun,0:10,2.50",
  "East to Eye,1:05,7.00",
].join("\n");

describe("durations said in a note or in words", () => {
  it("reads 'crossing in h:mm' in a note line above the header as hours and minutes", async () => {
    const [table] = await csvTables("ferries.csv", crossings);
    const crossing = table!.columns.findIndex((column) => column.name === "Crossing");
    expect(table!.rows.map((row) => row.values[crossing])).toEqual([1500, 2400, 5700, 600, 3900]);
    const longest = await csvAnswer(crossings, "Which route has the longest crossing?");
    expect(longest.values).toEqual(["South to Cove"]);
  });

  it("reads 'half an hour', 'an hour' and 'an hour and a half' as minutes", async () => {
    const half = await csvAnswer(crossings, "How many crossings take under half an hour?");
    expect([half.plan.operation, half.number]).toEqual(["count", 2]);
    expect((await csvAnswer(crossings, "How many routes take less than an hour?")).number).toBe(3);
    expect((await csvAnswer(crossings, "How many routes take more than an hour and a half?")).number).toBe(1);
    expect((await csvAnswer(crossings, "How many routes take over a quarter of an hour?")).number).toBe(4);
  });
});
