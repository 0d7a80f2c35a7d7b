/** "How many colonies does each apiary have?": a figure of every row, listed beside its row, not one total (interpret.ts figurePerRow). */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const boats = ["Boat,Seats,Km rowed", "Old Tom,8,1200", "Kessock Flyer,4,950", "Grey Heron,2,610"].join("\n");
const volunteers = ["Volunteer,Hours,Shifts", "Ana,40,10", "Ben,25,6", "Cleo,31,8"].join("\n");
const goals = ["Team,Opponent,Goals", "Rovers,United,2", "United,Rovers,1", "Rovers,City,3", "City,United,0"].join("\n");

describe("a figure of each row", () => {
  it("lists each row's figure for 'each <row>', 'each one' and 'every <row>'", async () => {
    for (const question of ["How many seats does each boat have?", "Which boats are there and how many seats does each one have?"]) {
      const result = await csvAnswer(boats, question);
      expect(result.plan.operation).toBe("list");
      expect(result.rows).toHaveLength(3);
    }
    expect((await csvAnswer(volunteers, "How many hours did every volunteer give?")).plan.operation).toBe("list");
  });

  it("still totals when no row is each one asked, or when the rows' names repeat (a group)", async () => {
    expect((await csvAnswer(boats, "How many seats are there in all?")).number).toBe(14);
    expect((await csvAnswer(goals, "How many goals did each team score?")).plan.operation).not.toBe("list");
  });
});
