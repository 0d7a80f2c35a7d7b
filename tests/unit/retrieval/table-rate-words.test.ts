/**
 * Money words over a table with a rate and an amount (a hall hire's Room, Hours, Rate, Amount):
 * "the hourly rate" asks for the Rate, never the Hours column ("hourly" is per hour), and "costs
 * more" with nothing to tell Rate from Amount is a guess the answer says, so it is not `high`.
 */
import { describe, expect, it } from "vitest";
import { csvTables } from "../../helpers/csv-tables";
import { interpretQuestion } from "../../../server/retrieval/tables/interpret";
import { executePlan } from "../../../server/retrieval/tables/execute";

const hire = "Room,Hours,Rate,Amount\nMain hall,5,18.00,90.00\nKitchen,5,6.00,30.00\nStage lighting,2,10.00,20.00\n";

describe("rate and amount words", () => {
  it("reads 'the hourly rate' as the Rate column", async () => {
    const plan = interpretQuestion("What is the hourly rate for the kitchen?", await csvTables("hall-hire.csv", hire), { scoped: true });
    expect(plan && plan.table.columns[plan.target!]!.name).toBe("Rate");
    expect(executePlan(plan!).values).toEqual(["6"]);
    // "hours" still names the Hours column.
    const hours = interpretQuestion("How many hours is the kitchen booked?", await csvTables("hall-hire.csv", hire), { scoped: true });
    expect(hours && hours.table.columns[hours.target!]!.name).toBe("Hours");
  });

  it("says which of two money columns 'costs' was read as", async () => {
    const plan = interpretQuestion("Which costs more, the kitchen or the stage lighting?", await csvTables("hall-hire.csv", hire), {
      scoped: true,
    });
    expect(plan?.assumptions.join(" ")).toMatch(/"costs" was read as Rate; Amount fits it as well/u);
  });
});
