/** "Which route follows X?" / "… precedes X?": the verb says the next (previous) row listed. */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const routes = ["Route,Operator", "Port Appin to Lismore,Argyll", "Tayinloan to Gigha,CalMac", "Claonaig to Lochranza,CalMac"].join("\n");

describe("a neighbour said by a verb", () => {
  it("reads 'follows' as the next row and 'precedes' as the previous one", async () => {
    expect((await csvAnswer(routes, "Which route follows Tayinloan to Gigha?")).values).toEqual(["Claonaig to Lochranza"]);
    expect((await csvAnswer(routes, "Which route precedes Tayinloan to Gigha?")).values).toEqual(["Port Appin to Lismore"]);
  });
});
