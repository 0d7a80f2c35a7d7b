/** "… and how many people does each one need per day?": a count said of each row lists a named number column per row (interpret.ts countPerRow). */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const stalls = ["Stall,Helpers per day,Pitch fee", "Cakes,3,10", "Tombola,2,5", "Plants,4,8"].join("\n");
const crews = ["Boat,Crew needed,Trips run", "Kingfisher,2,40", "Heron,3,25", "Otter,1,60"].join("\n");

describe("a count of each row", () => {
  it("lists the figure of each row for 'how many … does each one need per …'", async () => {
    const result = await csvAnswer(stalls, "Which stalls are there and how many people does each one need per day?");
    expect(result.plan.operation).toBe("list");
    expect(result.plan.table.columns[result.plan.target!]!.name).toBe("Helpers per day");
    expect(result.rows).toHaveLength(3);
    const boats = await csvAnswer(crews, "How many people does each boat need?");
    expect(boats.plan.operation).toBe("list");
    expect(boats.plan.table.columns[boats.plan.target!]!.name).toBe("Crew needed");
  });

  it("still counts rows when no row is each one asked", async () => {
    expect((await csvAnswer(stalls, "How many stalls are there?")).number).toBe(3);
  });
});
