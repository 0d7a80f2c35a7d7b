/** "Which show sold the most tickets?": a row noun that is a request word elsewhere ("show me") still asks for the row (interpret.ts directlyAsked). */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const shows = ["Show,Nights,Seats filled", "Oliver,6,1400", "Annie,4,1650", "Grease,5,900"].join("\n");

describe("a row asked by 'which show' / 'which one'", () => {
  it("names the show, not the figure", async () => {
    for (const question of ["Which show filled the most seats?", "Which one ran for the fewest nights?"]) {
      const result = await csvAnswer(shows, question);
      expect(["argmax", "argmin"]).toContain(result.plan.operation);
    }
  });

  it("still gives the figure for 'what is the most seats filled?'", async () => {
    expect((await csvAnswer(shows, "What is the most seats filled?")).number).toBe(1650);
  });
});
