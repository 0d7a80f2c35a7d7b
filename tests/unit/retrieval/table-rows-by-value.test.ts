/**
 * Words that name both a text column (Car park) and a number column (Cars parked) name the rows, unless
 * the rows are already named by their values: "Did Northgate or Sealand Road park more cars?" compares
 * Cars parked; "How many car parks are there in Deeside?" still counts rows.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const parks = [
  "Car park,Town,Spaces,Cars parked",
  "Northgate,Chester,900,118430",
  "Sealand Road,Chester,1200,121905",
  "Deeside North,Deeside,400,40200",
  "Deeside South,Deeside,350,36970",
].join("\n");

describe("rows named by their values", () => {
  it("compares Cars parked for 'Did Northgate or Sealand Road park more cars?'", async () => {
    const result = await csvAnswer(parks, "Did Northgate or Sealand Road park more cars?");
    expect([result.plan.operation, result.values]).toEqual(["compare_max", ["Sealand Road"]]);
  });

  it("still counts the rows for 'How many car parks are there in Deeside?'", async () => {
    const result = await csvAnswer(parks, "How many car parks are there in Deeside?");
    expect([result.plan.operation, result.number]).toEqual(["count", 2]);
  });
});
