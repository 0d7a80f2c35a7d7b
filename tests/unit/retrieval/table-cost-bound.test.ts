/**
 * "How many strikes cost more than $100,000?" over Cost Other, Cost Repair and Cost Total $: the bound
 * goes on the total (of columns named as near), and the column said before the bound is the
 * condition's, so the rows are counted, not their cost added up.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const strikes = [
  "Airport,Species,Cost Other,Cost Repair,Cost Total $",
  "DENVER INTL,Hawk,0,150000,150000",
  "DENVER INTL,Gull,120000,0,120000",
  "LAGUARDIA,Goose,20000,60000,80000",
  "LAGUARDIA,Sparrow,0,0,0",
].join("\n");

describe("a cost bound over several cost columns", () => {
  it("counts the strikes whose total cost is over the bound", async () => {
    const result = await csvAnswer(strikes, "How many strikes cost more than $100,000?");
    expect([result.plan.operation, result.number]).toEqual(["count", 2]);
    expect(result.plan.filters.map((filter) => filter.said)).toEqual(["Cost Total $ > 100,000"]);
  });
});
