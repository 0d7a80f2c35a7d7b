/**
 * "Which event brought in the most?": money brought in is the column of money taken in, whatever the
 * table calls it (Takings, Income, Proceeds), never the row count per event (docs/architecture.md,
 * "Tables": verbs and nouns of doing name their header).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const events = [
  "Event,Date,Takings,Costs",
  "Harvest Disco,2024-10-11,940,310",
  "Summer Fair,2025-06-28,3120,600",
  "Cake Sale,2025-07-10,210,40",
].join("\n");
const stalls = ["Stall,Proceeds,Volunteers", "Books,420,3", "Tombola,610,2", "Plants,180,5"].join("\n");

describe("'brought in' names the money taken in", () => {
  it("ranks the rows by Takings or Proceeds", async () => {
    const most = await csvAnswer(events, "which event brought in the most?");
    expect(most.values).toEqual(["Summer Fair"]);
    const least = await csvAnswer(stalls, "which stall brings in the least?");
    expect(least.values).toEqual(["Plants"]);
  });
});

describe("'put on' / 'put in' only carry the asking", () => {
  it("lists the events a group put on without leaving 'put' unread", async () => {
    const listed = await csvAnswer(events, "list all the events the parents put on", { filename: "school-events.csv" });
    expect(listed.values).toEqual(["Harvest Disco", "Summer Fair", "Cake Sale"]);
    expect(listed.plan.unread ?? []).toEqual([]);
  });
});
