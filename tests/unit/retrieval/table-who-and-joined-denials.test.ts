/**
 * Two readings (docs/architecture.md, "Tables"): "Who's the newest plot holder?" names the row by the
 * people's column the question says (Holder), not the table's naming column (the Plot id); "outside the
 * approach and climb phases" denies both values joined by "and", not the first alone.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

describe("who is asked, and denials joined by and", () => {
  it("names the row by the people's column a 'who' question says", async () => {
    const plots = [
      "Plot,Holder,Size,Holder since",
      "H1,Sue Marsden,250,2011",
      "H2,Kwame Boateng,500,2006",
      "H3,Rosa Alvarez,125,2021",
    ].join("\n");
    const result = await csvAnswer(plots, "Who's the newest plot holder?", { filename: "allotments.csv" });
    expect(result.values).toEqual(["Rosa Alvarez"]);
  });

  it("denies every value joined to a denied one", async () => {
    const strikes = ["Id,Phase of flight", "1,Approach", "2,Climb", "3,Landing roll", "4,Take-off run", "5,Approach"].join("\n");
    const result = await csvAnswer(strikes, "How many strikes happened outside the approach and climb phases?", {
      filename: "strikes.csv",
    });
    expect([result.number, result.how]).toEqual([2, "Phase of flight ≠ Approach and Phase of flight ≠ Climb"]);
  });
});
