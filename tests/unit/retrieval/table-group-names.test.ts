/**
 * Rows named by a bound ("the under-14s", "the over 35s"), a measure named by its header's first word beside a unit
 * in brackets ("the most fruit" of Fruit picked (kg)), and a follow-up that asks another column of the same rows
 * ("And who manages them?"): mentions.ts worthLooking and columnMention, interpret.ts otherColumnOfRows.
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const teams = [
  "Team,Pitch,Squad size,Kick-off,Coach",
  "Under-9s,Top field,11,9.30am,Ana Ruiz",
  "Under-13s,Main pitch,15,10.30am,Tom Beck",
  "Over-35s,Main pitch,19,2.00pm,Sam Ode",
].join("\n");
const plots = ["Plot,Beds,Potatoes lifted (kg),Holder", "North,6,120,Jo Kay", "South,4,310,Raj Pal", "East,5,95,Lee Wu"].join("\n");
const hives = ["Hive,Frames,Honey taken (kg),Keeper", "Oak,10,18,Jo Kay", "Ash,8,25,Raj Pal"].join("\n");
const column = (result: Awaited<ReturnType<typeof csvAnswer>>) => result.plan.table.columns[result.plan.target!]!.name;

describe("rows named by a bound", () => {
  it("reads 'the under-9s' and 'the over 35s' as a team, not as a number condition", async () => {
    const pitch = await csvAnswer(teams, "Which pitch do the over-35s play on?");
    expect(pitch.plan.filters.map((filter) => filter.said)).toEqual(["Team = Over-35s"]);
    expect(column(pitch)).toBe("Pitch");
    const squad = await csvAnswer(teams, "How many players are in the under 9s squad?");
    expect(squad.plan.filters.map((filter) => filter.said)).toEqual(["Team = Under-9s"]);
    expect(squad.number).toBe(11);
  });
});

describe("a measure named by its first word", () => {
  it("ranks Potatoes lifted (kg) for 'the most potatoes'", async () => {
    const most = await csvAnswer(plots, "Which plot grew the most potatoes?");
    expect(most.plan.operation).toBe("argmax");
    expect(column(most)).toBe("Potatoes lifted (kg)");
  });
});

describe("a follow-up asking another column of the same rows", () => {
  it("gives the under-13s' coach for 'And who coaches them?'", async () => {
    const coach = await csvAnswer(teams, "And who coaches them?", { previousQuestion: "What time do the under-13s kick off?" });
    expect(column(coach)).toBe("Coach");
    expect(coach.plan.filters.map((filter) => filter.said)).toEqual(["Team = Under-13s"]);
  });

  it("gives the hive's honey for 'And how much honey did it give?' after its frames", async () => {
    const honey = await csvAnswer(hives, "And how much honey did it give?", {
      previousQuestion: "How many frames does the Oak hive have?",
    });
    expect(column(honey)).toBe("Honey taken (kg)");
    expect(honey.plan.filters.map((filter) => filter.said)).toEqual(["Hive = Oak"]);
  });

  it("still filters for 'And which of those …?'", async () => {
    const those = await csvAnswer(teams, "And which of those play on the main pitch?", {
      previousQuestion: "Which teams have more than 12 players?",
    });
    expect(those.plan.filters.map((filter) => filter.said)).toContain("Pitch = Main pitch");
  });
});
