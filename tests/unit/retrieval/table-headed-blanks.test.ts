/**
 * "have a night sailing" over a Night service column with 'n/a' cells: the header's first word and one
 * more noun after "have a" keep the rows whose cell is given (the other word stays unread).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const routes = [
  "Route,Operator,Step-free,Night service",
  "Kirkwall to Shapinsay,Orkney Isles Ferries,✓,Fri 23:00",
  "Kirkwall to Westray,Orkney Isles Ferries,✓,n/a",
  "Tingwall to Egilsay,Orkney Isles Ferries,x,n/a",
  "Oban to Lismore,CalMac,✓,Sat 22:30",
].join("\n");

describe("a column named by its first word after 'have a'", () => {
  it("keeps the routes with a night service for 'have a night sailing'", async () => {
    const result = await csvAnswer(routes, "Which Orkney Isles Ferries routes are step-free and have a night sailing?");
    expect(result.values).toEqual(["Kirkwall to Shapinsay"]);
    const count = await csvAnswer(routes, "How many routes have a night sailing?");
    expect(count.number).toBe(2);
    expect(count.plan.assumptions.join(" ")).toContain("sailing");
  });
});
