/**
 * "Who leads …" names a Section leader column, "who coordinates …" a Coordinator: a verb said as a verb names the
 * header of its doer (mentions.ts doerMention); a noun of the same stem ("how many wins") does not.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const classes = [
  "Class,Hours per week,Class instructor,Shift supervisor,Raffle organiser",
  "Beginners,2,Ines Duarte,Rob Kaye,Sam Ode",
  "Improvers,3,Tariq Bell,Ula Moss,Sam Ode",
  "Night school,4,Vera Lind,Will Park,Yan Zhu",
].join("\n");
const walks = ["Walk,Miles,Walk leader", "Ridge loop,9,Priya Shah", "Mill trail,4,Dan Ross", "Moor edge,7,Priya Shah"].join("\n");
const races = ["Race,Winner,Wins,Runs", "Spring,Ana,3,5", "Summer,Ben,2,6", "Autumn,Ana,4,7"].join("\n");

describe("a header named by the verb of its doer", () => {
  it("reads 'who supervises', 'who will organise', 'who instructs' as the doer's column", async () => {
    const cases: [string, string][] = [
      ["Who supervises the night school?", "Will Park"],
      ["Who will organise the raffle for the improvers?", "Sam Ode"],
      ["Who instructs the beginners?", "Ines Duarte"],
    ];
    for (const [question, name] of cases) {
      const result = await csvAnswer(classes, question);
      expect(result.plan.operation).toBe("lookup");
      expect(result.values).toContain(name);
      expect(result.plan.table.columns[result.plan.target!]!.name).toMatch(/instructor|supervisor|organiser/u);
    }
  });

  it("reads 'led by' as the leader column's value", async () => {
    const result = await csvAnswer(walks, "Which walks are led by Priya Shah?");
    expect(result.rows).toHaveLength(2);
  });

  it("leaves a noun of the same stem to its own column", async () => {
    const result = await csvAnswer(races, "How many wins did the autumn race have?");
    expect(result.plan.table.columns[result.plan.target!]!.name).toBe("Wins");
  });
});
