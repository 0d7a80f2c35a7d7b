/**
 * A verb that says what a column counts: "Which sleeps more people, A or B?" compares their Beds
 * (docs/architecture.md, "Tables": verbs and nouns of doing name their header).
 */
import { describe, expect, it } from "vitest";
import { csvAnswer } from "../../helpers/csv-tables";

const huts = [
  "Hut,Range,Beds,Overnight stays",
  "Corrag Lodge,Cairngorms,18,2140",
  "Coire House,Lochaber,32,1500",
  "Glen Bunkhouse,Skye,40,1200",
].join("\n");

describe("'sleeps' names the beds", () => {
  it("compares two huts by their beds", async () => {
    const more = await csvAnswer(huts, "Which sleeps more people, Coire House or Glen Bunkhouse?");
    expect([more.plan.operation, more.values]).toEqual(["compare_max", ["Glen Bunkhouse"]]);
  });
});
