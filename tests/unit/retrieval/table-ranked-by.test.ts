/**
 * "by <column>" after a ranking names what is ranked ("the three busiest car parks by cars parked"),
 * and a superlative ("busiest") is never the column asked, even when it begins a header (Bus route).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const parks = [
  "Car park,Town,Spaces,Revenue,Bus route,Cars parked",
  "Northgate,Chester,900,412380.5,X1,118430",
  "Sealand Road,Chester,1200,380200,X2,121905",
  "Ellesmere Port Central,Ellesmere Port,700,250000,E1,90210",
  "Deeside North,Deeside,400,120000,D1,40200",
].join("\n");

describe("a ranking by a column said after 'by'", () => {
  it("ranks Cars parked and names the car parks for 'the three busiest car parks by cars parked'", async () => {
    const result = await csvAnswer(parks, "What were the three busiest car parks by cars parked?");
    expect(result.values).toEqual(["Sealand Road", "Northgate", "Ellesmere Port Central"]);
  });
});
