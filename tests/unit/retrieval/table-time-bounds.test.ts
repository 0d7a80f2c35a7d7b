/**
 * "How many museums keep their visitors for over two hours on average?": a bound in hours is on the
 * column of times (Average visit), never on the count said beside it (Visitors), and "on average"
 * after the bound qualifies it: the museums are counted (a wrong `high` on the spent held-out-12).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const museums = [
  "Museum,Visitors,Average visit",
  'Gallery,"148,200",1:35:00',
  'Castle,"96,400",2:10:00',
  'Depot,"12,000",2:45:00',
  'Print Shop,"8,100",0:50:00',
].join("\n");

describe("a bound in hours beside a count column", () => {
  it("counts the rows whose time is over it", async () => {
    const result = await csvAnswer(museums, "How many museums keep their visitors for over two hours on average?");
    expect([result.plan.operation, result.number, result.plan.filters.map((filter) => filter.columns)]).toEqual(["count", 2, [[2]]]);
  });
});
